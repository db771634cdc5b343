import { lazy, Suspense, useId, type ComponentProps } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { loanDetailsMachine } from '@machines/loanDetails/loanDetails.machine';
import { t } from '@/i18n';
import { ROUTES } from '@/routes';
import { Button, EmptyView, ProductLogo } from '@/ui';
import { MissingPage, ScreenPage, type LinkedViewProps } from '../shared/ScreenPage';
import type { LoanDetailsScreenView, LoanDetailsView as View, RecommendedCard } from './select';
import { FactList } from '../shared/Facts';
import { FlowLink } from '../shared/FlowLink';
import { usePrefetch } from '../shared/usePrefetch';
import './loanDetails.css';

type Send = ActorRefFrom<typeof loanDetailsMachine>['send'];

export type LoanDetailsViewProps = LinkedViewProps<View, typeof loanDetailsMachine>;

/**
 * The rating and thank-you pop-ups open seconds after the page shows (§9), so their code (dialog,
 * stars) is not part of the first visit: it is fetched once the page is up.
 */
const loadPopups = () => import('./Popups');
const Popups = lazy(loadPopups);

export function LoanDetailsView({ view, send, link }: LoanDetailsViewProps) {
  usePrefetch(loadPopups, view.loan !== null);
  return (
    <ScreenPage className="page loan-details" title={t('loanDetails.title')} titleClassName="page__title visually-hidden"
      load={view.load} send={send} faultMessage={t('loanDetails.failed')} refusedMessage={t('loanDetails.refused')}>
      {view.loan && <Loan view={view} loan={view.loan} send={send} extensionHref={link(ROUTES.extension, view.orderQuery)} />}
      {(view.rating || view.thanksOpen) && (
        <Suspense fallback={null}>
          <Popups rating={view.rating} thanksOpen={view.thanksOpen} send={send} />
        </Suspense>
      )}
    </ScreenPage>
  );
}

/** Small line drawings per banner status (§2); 21's stands in for every other status. */
const ART: Record<string, string> = {
  // A clock: under review.
  '21': 'M24 14v10l7 5',
  // A tick: approved.
  '151': 'M15 24l6 6 12-12',
  // A calendar: repayment due.
  '174': 'M15 17h18v16H15zM15 22h18M20 14v5M28 14v5',
  // An exclamation mark: overdue.
  '180': 'M24 14v12M24 32v1',
  // A cross: not approved.
  '110': 'M17 17l14 14M31 17L17 31',
  // A double tick: repaid.
  '200': 'M12 25l5 5 10-10M22 30l3 0 11-11',
};

function StatusArt({ banner }: { banner: string }) {
  return (
    <svg className="loan-details__art" viewBox="0 0 48 48" width="56" height="56" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="22" />
      <path d={ART[banner] ?? ART['21']} />
    </svg>
  );
}

interface LoanProps {
  view: View;
  loan: LoanDetailsScreenView;
  send: Send;
  extensionHref: string;
}

function Loan({ view, loan, send, extensionHref }: LoanProps) {
  const ids = useId();
  return (
    <>
      <section
        className={`loan-details__top loan-details__top--${loan.banner}`}
        aria-labelledby={`${ids}-headline`}
        data-testid="loan-banner"
        data-banner={loan.banner}
      >
        <StatusArt banner={loan.banner} />
        <h2 id={`${ids}-headline`} className="loan-details__headline">
          {loan.headline}
        </h2>
        {loan.description !== '' && <p className="loan-details__description">{loan.description}</p>}
      </section>

      <section className="loan-details__card" aria-labelledby={`${ids}-product`}>
        <header className="loan-details__product">
          <ProductLogo src={loan.productLogo} size={40} className="loan-details__logo" />
          <h2 id={`${ids}-product`} className="loan-details__name">
            {loan.productName}
          </h2>
        </header>
        {loan.rows.length > 0 && (
          <FactList className="loan-details__rows" rowClassName="loan-details__row" lines={loan.rows} aria-label={t('loanDetails.rows')} />
        )}

        {loan.repayBlock && (
          <Repay loan={loan} send={send} role="group" aria-label={t('loanDetails.repayBlock')}>
            {loan.delayLink && (
              <FlowLink
                className="loan-details__delay"
                href={extensionHref}
                onFollow={() => send({ type: 'user.delay' })}
              >
                {t('loanDetails.delay')}
              </FlowLink>
            )}
          </Repay>
        )}
        {loan.repayButton && <Repay loan={loan} send={send} />}
        {loan.loanMore && (
          <div className="loan-details__actions">
            <Button block onClick={() => send({ type: 'user.loanMore' })}>
              {t('loanDetails.loanMore')}
            </Button>
          </div>
        )}
      </section>

      {loan.recommended && <Recommended cards={loan.recommended} jumping={view.jumping} send={send} />}

      {(loan.phone !== '' || view.canRate) && (
        <footer className="loan-details__help">
          {loan.phone !== '' && (
            <button type="button" className="loan-details__phone" onClick={() => send({ type: 'user.callPhone' })}>
              <span className="loan-details__phone-label">{t('loanDetails.phone')}</span>{' '}
              <span className="loan-details__phone-value">{loan.phone}</span>
            </button>
          )}
          {view.canRate && (
            <Button variant="text" onClick={() => send({ type: 'user.rate' })}>
              {t('loanDetails.rateUs')}
            </Button>
          )}
        </footer>
      )}
    </>
  );
}

interface RepayProps extends ComponentProps<'div'> {
  loan: LoanDetailsScreenView;
  send: Send;
}

/** Repay, what goes with it (the extension's link) and the reminder under them. */
function Repay({ loan, send, children, ...group }: RepayProps) {
  return (
    <div className="loan-details__actions" {...group}>
      <Button block onClick={() => send({ type: 'user.repay' })}>
        {t('loanDetails.repay')}
      </Button>
      {children}
      {loan.reminder !== '' && <p className="loan-details__reminder">{loan.reminder}</p>}
    </div>
  );
}

function Recommended({ cards, jumping, send }: { cards: readonly RecommendedCard[]; jumping: number | null; send: Send }) {
  const titleId = useId();
  return (
    <section className="loan-details__recommended" aria-labelledby={titleId}>
      <div className="loan-details__recommended-head">
        <h2 id={titleId} className="loan-details__section-title">
          {t('loanDetails.recommended')}
        </h2>
        <button type="button" className="loan-details__more" onClick={() => send({ type: 'user.moreProducts' })}>
          {t('loanDetails.moreProducts')}
        </button>
      </div>
      {cards.length === 0 ? (
        <EmptyView />
      ) : (
        <ul className="loan-details__products">
          {cards.map((card) => (
            <li
              key={card.index}
              className={`loan-details__product-card${card.clickable ? '' : ' loan-details__product-card--grey'}`}
              data-testid="rec-product"
            >
              <article aria-label={card.name} aria-describedby={card.clickable ? undefined : `${titleId}-off-${card.index}`}>
                <div className="loan-details__product-head">
                  <ProductLogo src={card.logo} size={40} lazy className="loan-details__logo" />
                  <h3 className="loan-details__product-name">{card.name}</h3>
                  {/* A greyed card is off: its button is disabled (announced as such) and a tap does nothing. */}
                  <Button
                    className="loan-details__apply"
                    variant={card.clickable ? 'primary' : 'secondary'}
                    disabled={!card.clickable || (jumping !== null && jumping !== card.index)}
                    busy={jumping === card.index}
                    onClick={() => send({ type: 'user.openProduct', index: card.index })}
                  >
                    {card.btnText || t('loanDetails.unavailable')}
                  </Button>
                </div>
                <dl className="loan-details__figures">
                  <div>
                    <dt>{card.amountDes}</dt>
                    <dd className="loan-details__amount">{card.amountText}</dd>
                  </div>
                  {card.rateText !== '' && (
                    <div>
                      <dt>{t('loanDetails.rate')}</dt>
                      <dd>{card.rateText}</dd>
                    </div>
                  )}
                </dl>
                {card.desc !== '' && <p className="loan-details__desc">{card.desc}</p>}
                {!card.clickable && (
                  <p id={`${titleId}-off-${card.index}`} className="loan-details__off">
                    {t('loanDetails.productUnavailable')}
                  </p>
                )}
                {card.tags.length > 0 && (
                  <ul className="loan-details__tags">
                    {card.tags.map((tag, n) => (
                      <li key={n}>{tag}</li>
                    ))}
                  </ul>
                )}
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Opened without an order: nothing can be asked for. */
export function LoanDetailsMissing() {
  return <MissingPage className="page loan-details" title={t('loanDetails.title')} text={t('loanDetails.missing')} />;
}
