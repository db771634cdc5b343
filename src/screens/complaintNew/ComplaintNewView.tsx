import { useId, type SyntheticEvent } from 'react';
import type { complaintNewMachine } from '@machines/complaintNew/complaintNew.machine';
import { t } from '@/i18n';
import { EmptyView } from '@/ui';
import { OrderStep, PickList } from '../shared/OrderStep';
import { ScreenPage, type ScreenViewProps } from '../shared/ScreenPage';
import { CategoryIcon } from './CategoryIcon';
import type { CategoryTile, ComplaintNewView as View } from './select';
import './complaintNew.css';

export type ComplaintNewViewProps = ScreenViewProps<View, typeof complaintNewMachine>;

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

export function ComplaintNewView({ view, send }: ComplaintNewViewProps) {
  const headingId = useId();

  return (
    <ScreenPage className="page complaint-new" title={t('complaintNew.title')}
      load={view.load} send={send} faultMessage={t('complaintNew.loadFailed')}>
      <OrderStep page="complaintNew" view={view} order={view.order} send={send}>
        <section className="complaint-new__categories" aria-labelledby={headingId}>
          <h2 id={headingId} className="complaint-new__heading">
            {t('complaintNew.categories')}
          </h2>
          {view.noCategories ? (
            <EmptyView text={t('complaintNew.noCategories')} />
          ) : (
            <>
              <p className="complaint-new__hint">{t('complaintNew.categoriesHint')}</p>
              <PickList className="complaint-new__tiles" buttonClassName="complaint-new__tile" items={view.categories}
                keyOf={(_tile, index) => index} opening={view.opening} onPick={(index) => send({ type: 'user.pickCategory', index })}>
                {(tile, busy) => (
                  <>
                    <Icon tile={tile} />
                    <span className="complaint-new__title">{tile.title}</span>
                    {busy && <span className="ui-spinner ui-spinner--sm complaint-new__busy" aria-hidden="true" />}
                  </>
                )}
              </PickList>
            </>
          )}
        </section>
      </OrderStep>
    </ScreenPage>
  );
}
