import { useId, type SyntheticEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { complaintNewMachine } from '@machines/complaintNew/complaintNew.machine';
import { t } from '@/i18n';
import { Button, EmptyView, LoadStateView } from '@/ui';
import { OrderSwitcher, type OrderSwitcherText } from '../shared/OrderSwitcher';
import { CategoryIcon } from './CategoryIcon';
import type { CategoryTile, ComplaintNewView as View } from './select';
import './complaintNew.css';

export interface ComplaintNewViewProps {
  view: View;
  send: ActorRefFrom<typeof complaintNewMachine>['send'];
}

/** The order switcher's words on this page. */
const switcherText = (): OrderSwitcherText => ({
  selectedOrder: t('complaintNew.selectedOrder'),
  all: t('complaintNew.all'),
  allOrders: t('complaintNew.allOrders'),
  orderNo: (orderNo) => t('complaintNew.orderNo', { orderNo }),
  current: t('complaintNew.current'),
});

/** A browser draws a failed image as a broken-image mark: hidden, the pictogram beneath shows instead. */
const hideBroken = (event: SyntheticEvent<HTMLImageElement>) => {
  event.currentTarget.hidden = true;
};

/** Once the icon is in, it covers the pictogram (a transparent icon would show both). */
const markLoaded = (event: SyntheticEvent<HTMLImageElement>) => {
  event.currentTarget.dataset.loaded = 'true';
};

/** The server's icon for the category; without one (or while it downloads, or if it fails) the page's pictogram. */
function Icon({ tile }: { tile: CategoryTile }) {
  return (
    <span className="complaint-new__icon" aria-hidden="true">
      <CategoryIcon glyph={tile.glyph} />
      {/* The title is the tile's name, so the image says nothing more. */}
      {tile.icon && (
        <img
          key={tile.icon}
          className="complaint-new__image"
          src={tile.icon}
          alt=""
          width={48}
          height={48}
          decoding="async"
          onLoad={markLoaded}
          onError={hideBroken}
        />
      )}
    </span>
  );
}

interface TilesProps {
  tiles: readonly CategoryTile[];
  opening: number | null;
  onPick: (index: number) => void;
}

function Tiles({ tiles, opening, onPick }: TilesProps) {
  return (
    <ul className="complaint-new__tiles" aria-busy={opening !== null || undefined}>
      {tiles.map((tile, index) => (
        <li key={index}>
          <button
            type="button"
            className="complaint-new__tile"
            aria-busy={opening === index || undefined}
            onClick={() => onPick(index)}
          >
            <Icon tile={tile} />
            <span className="complaint-new__title">{tile.title}</span>
            {opening === index && <span className="ui-spinner ui-spinner--sm complaint-new__busy" aria-hidden="true" />}
          </button>
        </li>
      ))}
    </ul>
  );
}

export function ComplaintNewView({ view, send }: ComplaintNewViewProps) {
  const headingId = useId();
  const leave = () => send({ type: 'user.leave' });
  const { order } = view;

  return (
    <main className="page complaint-new">
      <h1 className="page__title">{t('complaintNew.title')}</h1>

      {view.load && (
        <LoadStateView
          view={view.load}
          faultMessage={t('complaintNew.loadFailed')}
          onRetry={() => send({ type: 'user.retry' })}
          onLeave={leave}
        />
      )}

      {view.noOrder && (
        <div className="ui-state">
          <h2 className="ui-state__title">{t('complaintNew.noOrderTitle')}</h2>
          <p className="ui-state__text">{t('complaintNew.noOrder')}</p>
          <Button variant="secondary" onClick={leave}>
            {t('common.back')}
          </Button>
        </div>
      )}

      {order && (
        <>
          <OrderSwitcher
            order={order}
            orders={view.orders}
            sheetOpen={view.sheetOpen}
            text={switcherText()}
            send={send}
          />

          <section className="complaint-new__categories" aria-labelledby={headingId}>
            <h2 id={headingId} className="complaint-new__heading">
              {t('complaintNew.categories')}
            </h2>
            {view.noCategories ? (
              <EmptyView text={t('complaintNew.noCategories')} />
            ) : (
              <>
                <p className="complaint-new__hint">{t('complaintNew.categoriesHint')}</p>
                <Tiles
                  tiles={view.categories}
                  opening={view.opening}
                  onPick={(index) => send({ type: 'user.pickCategory', index })}
                />
              </>
            )}
          </section>
        </>
      )}
    </main>
  );
}
