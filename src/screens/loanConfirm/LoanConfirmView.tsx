import { lazy, Suspense, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { loanConfirmMachine } from '@machines/loanConfirm/loanConfirm.machine';
import { t } from '@/i18n';
import { AmountUnreadableView, Button, Checkbox, EmptyView, ErrorView, LoadingView, MaybeDoneView, ProductLogo } from '@/ui';
import { Fact, FactList, TitledSection } from '../shared/Facts';
import { PlanList } from '../shared/PlanList';
import { usePrefetch } from '../shared/usePrefetch';
import { MissingPage, ScreenPage, type ScreenViewProps } from '../shared/ScreenPage';
import type { LoanConfirmView as View, OfferView } from './select';
import './loanConfirm.css';

type Send = ActorRefFrom<typeof loanConfirmMachine>['send'];

export type LoanConfirmViewProps = ScreenViewProps<View, typeof loanConfirmMachine>;

/** The agreement modal is fetched once the page is up, not in the first visit (the 130 KiB budget). */
const loadModal = () => import('./AgreementModal');
const AgreementModal = lazy(loadModal);

export function LoanConfirmView({ view, send }: LoanConfirmViewProps) {
  usePrefetch(loadModal, view.offer !== null);
  return (
    <ScreenPage className="page loan-confirm" title={t('loanConfirm.title')}>
      {view.load?.phase === 'loading' && <LoadingView />}
      {view.load?.phase === 'failed' && (
        <>
          <ErrorView message={view.load.message || t('loanConfirm.loadFailed')} onRetry={() => send({ type: 'user.retry' })} />
          <Leave send={send} />
        </>
      )}
      {view.empty && (
        <>
          <EmptyView text={t('loanConfirm.empty')} onRetry={() => send({ type: 'user.retry' })} />
          <Leave send={send} />
        </>
      )}
      {view.unreadable && <AmountUnreadableView text={t('loanConfirm.amountUnreadable')} onBack={() => send({ type: 'user.leave' })} />}
      {view.offer && <Offer offer={view.offer} />}
      {view.offer && <Agreements view={view} send={send} />}
      {view.unsure && <Unsure send={send} />}
      {view.confirmed && <Confirmed send={send} />}
      {view.modal && (
        <Suspense fallback={null}>
          <AgreementModal modal={view.modal} send={send} />
        </Suspense>
      )}
    </ScreenPage>
  );
}

function Leave({ send }: { send: Send }) {
  return (
    <div className="loan-confirm__leave">
      <Button variant="text" onClick={() => send({ type: 'user.leave' })}>
        {t('common.back')}
      </Button>
    </div>
  );
}

function Offer({ offer }: { offer: OfferView }) {
  return (
    <>
      <header className="ui-panel">
        <div className="loan-confirm__product">
          <ProductLogo src={offer.productLogo} size={40} className="loan-confirm__logo" />
          <p className="loan-confirm__name">{offer.productName}</p>
        </div>
        <p className="loan-confirm__amount">
          <span className="loan-confirm__label">{t('loanConfirm.amount')}</span>
          <span className="loan-confirm__amount-value" data-testid="loan-amount">
            {offer.amount}
          </span>
        </p>
        <dl className="loan-confirm__facts">
          {offer.termDays && (
            <Fact className="loan-confirm__fact" label={t('loanConfirm.term')} value={t('loanConfirm.days', { n: offer.termDays })} />
          )}
          {offer.rate && <Fact className="loan-confirm__fact" label={t('loanConfirm.rate')} value={offer.rate} />}
          {offer.firstPayTime && <Fact className="loan-confirm__fact" label={t('loanConfirm.repayDate')} value={offer.firstPayTime} />}
        </dl>
      </header>

      {(offer.details.length > 0 || offer.detail1 || offer.detail2) && (
        <Section id="loan-confirm-details" title={t('loanConfirm.details')}>
          {offer.details.length > 0 && <FactList className="loan-confirm__lines" rowClassName="loan-confirm__line" lines={offer.details} />}
          {offer.detail1 && <p className="loan-confirm__hint">{offer.detail1}</p>}
          {offer.detail2 && <p className="loan-confirm__hint">{offer.detail2}</p>}
        </Section>
      )}

      {offer.plans.length > 0 && (
        <Section id="loan-confirm-plan" title={t('loanConfirm.plan')}>
          <PlanList block="loan-confirm" plans={offer.plans} payBy={(date) => t('loanConfirm.payTime', { date })} />
        </Section>
      )}

      {offer.note && <p className="loan-confirm__note">{offer.note}</p>}
    </>
  );
}

/** A section of the offer, named by its heading. */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <TitledSection className="loan-confirm__section" id={id} titleClassName="loan-confirm__section-title" title={title}>
      {children}
    </TitledSection>
  );
}

function Agreements({ view, send }: LoanConfirmViewProps) {
  if (view.contracts.length === 0) {
    return (
      <Section id="loan-confirm-agreements" title={t('loanConfirm.agreements')}>
        <p className="loan-confirm__hint" role="note">
          {t('loanConfirm.noAgreements')}
        </p>
      </Section>
    );
  }
  // The box, the agreements it agrees to and the button stay together at the bottom of the screen.
  return (
    <footer className="ui-bar ui-bar--sticky loan-confirm__footer">
      <section aria-labelledby="loan-confirm-agreements">
        <h2 id="loan-confirm-agreements" className="visually-hidden">
          {t('loanConfirm.agreements')}
        </h2>
        <Checkbox
          className="loan-confirm__agree"
          checked={view.agreed}
          disabled={view.busy}
          onChange={() => send({ type: 'user.toggleAgreement' })}
          label={t('loanConfirm.agree')}
        />
        <ul className="loan-confirm__contracts">
          {view.contracts.map((contract) => (
            <li key={contract.index}>
              <Contract contract={contract} disabled={view.busy} onOpen={() => send({ type: 'user.openContract', index: contract.index })} />
            </li>
          ))}
        </ul>
      </section>
      {!view.agreed && <p className="loan-confirm__tick">{t('loanConfirm.tickToConfirm')}</p>}
      {view.showConfirm && (
        <Button block busy={view.confirming} disabled={!view.confirmEnabled} onClick={() => send({ type: 'user.confirm' })}>
          {t('loanConfirm.confirm')}
        </Button>
      )}
    </footer>
  );
}

interface ContractProps {
  contract: View['contracts'][number];
  disabled: boolean;
  onOpen: () => void;
}

/** An agreement the box agrees to, opened by its title (a spinner beside it while it opens). */
function Contract({ contract, disabled, onOpen }: ContractProps) {
  return (
    <button type="button" className="ui-plain-btn loan-confirm__contract" aria-busy={contract.opening || undefined} disabled={disabled} onClick={onOpen}>
      {contract.opening && <span className="ui-spinner ui-spinner--sm" aria-hidden="true" />}
      {contract.title || t('loanConfirm.untitledAgreement', { n: contract.index + 1 })}
    </button>
  );
}

/** No clear answer came: the loan may exist. The loans first; the offer again only on purpose. */
function Unsure({ send }: { send: Send }) {
  return (
    <MaybeDoneView title={t('loanConfirm.unsureTitle')} text={t('loanConfirm.unsureText')}>
      <Button block onClick={() => send({ type: 'user.checkLoans' })}>
        {t('loanConfirm.checkLoans')}
      </Button>
      <Button block variant="secondary" onClick={() => send({ type: 'user.backToOffer' })}>
        {t('loanConfirm.backToOffer')}
      </Button>
    </MaybeDoneView>
  );
}

function Confirmed({ send }: { send: Send }) {
  return (
    <section className="loan-confirm__state" role="alert">
      <p className="loan-confirm__state-title">{t('loanConfirm.confirmedTitle')}</p>
      <p className="loan-confirm__hint">{t('loanConfirm.confirmedText')}</p>
      <Button block className="loan-confirm__check" onClick={() => send({ type: 'user.checkLoans' })}>
        {t('loanConfirm.checkLoans')}
      </Button>
    </section>
  );
}

/** Opened without a product: there is no offer to ask for. */
export function LoanConfirmMissing() {
  return <MissingPage className="page loan-confirm" title={t('loanConfirm.title')} text={t('loanConfirm.missing')} />;
}
