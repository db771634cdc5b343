import type { ReactNode } from 'react';
import type { loanAgreementMachine } from '@machines/loanAgreement/loanAgreement.machine';
import { t } from '@/i18n';
import { AmountUnreadableView, Button, EmptyView, ErrorView } from '@/ui';
import type { Company } from '../shared/company';
import { BackBar } from '../shared/BackBar';
import { Fact as SharedFact, FactList, TitledSection, type FactProps } from '../shared/Facts';
import { PlanList } from '../shared/PlanList';
import { MissingPage, ScreenLoad, type ScreenViewProps } from '../shared/ScreenPage';
import type { AgreementDocument, LoanAgreementView as View } from './select';
import '../shared/documents/document.css';
import './loanAgreement.css';

export interface LoanAgreementViewProps extends ScreenViewProps<View, typeof loanAgreementMachine> {
  /** Inside the agreement modal of loan confirm: its Cancel and Agree are the way out, no Back here. */
  framed: boolean;
  /** The market's operating company, the lender's side of the agreement (the binding's). */
  company: Company;
}

/**
 * The loan agreement as a document: the product, the amount, the term, the fees and the repayment
 * plan of the offer, then the borrower's commitments and how consent is given. As a page it has
 * Back in a bar that stays in reach; framed in the modal it is the document alone.
 */
export function LoanAgreementView({ view, send, framed, company }: LoanAgreementViewProps) {
  const leave = () => send({ type: 'user.leave' });
  return (
    <main className={pageClass(framed)}>
      {view.agreement && !framed && <BackBar onBack={leave} />}
      {/* Framed, a refusal has no Back: the modal's Cancel is the way out. */}
      {framed && view.load?.phase === 'refused' ? (
        <ErrorView title={view.load.message || t('loanAgreement.refused')} />
      ) : (
        <ScreenLoad load={view.load} faultMessage={t('loanAgreement.failed')} refusedMessage={t('loanAgreement.refused')} send={send} />
      )}
      {view.unreadable &&
        (framed ? (
          <ErrorView title={t('common.amountUnreadableTitle')} message={t('loanAgreement.amountUnreadable')} />
        ) : (
          <AmountUnreadableView text={t('loanAgreement.amountUnreadable')} onBack={leave} />
        ))}
      {view.empty && (
        <>
          <EmptyView text={t('loanAgreement.empty')} />
          {!framed && <Leave onBack={leave} />}
        </>
      )}
      {view.agreement && <Agreement agreement={view.agreement} company={company} />}
    </main>
  );
}

const pageClass = (framed: boolean) => `page loan-agreement${framed ? ' loan-agreement--framed' : ''}`;

function Leave({ onBack }: { onBack: () => void }) {
  return (
    <div className="loan-agreement__leave">
      <Button variant="secondary" onClick={onBack}>
        {t('common.back')}
      </Button>
    </div>
  );
}

function Agreement({ agreement, company }: { agreement: AgreementDocument; company: Company }) {
  const product = agreement.productName.trim();
  return (
    <article className="doc loan-agreement__doc" aria-labelledby="loan-agreement-title">
      <h1 id="loan-agreement-title" className="doc__title">
        {agreement.title || t('loanAgreement.title')}
      </h1>
      {product !== '' && <p className="loan-agreement__for">{t('loanAgreement.for', { product })}</p>}
      <p className="doc__p">{t('loanAgreement.intro', { product: product || company.appName, app: company.appName, company: company.name })}</p>

      <Section id="loan-agreement-loan" title={t('loanAgreement.loan')}>
        <dl className="loan-agreement__facts">
          {product !== '' && <Fact label={t('loanAgreement.product')} value={product} />}
          <Fact label={t('loanAgreement.amount')} value={agreement.amount} testId="agreement-amount" />
          {agreement.termDays !== '' && (
            <Fact label={t('loanAgreement.term')} value={t('loanAgreement.days', { n: agreement.termDays })} testId="agreement-term" />
          )}
          {agreement.rate.trim() !== '' && <Fact label={t('loanAgreement.rate')} value={agreement.rate} />}
          {agreement.firstPayTime.trim() !== '' && <Fact label={t('loanAgreement.firstPay')} value={agreement.firstPayTime} />}
        </dl>
      </Section>

      {(agreement.fees.length > 0 || agreement.feeNotes.length > 0) && (
        <Section id="loan-agreement-fees" title={t('loanAgreement.fees')}>
          {agreement.fees.length > 0 && (
            <FactList className="loan-agreement__facts" rowClassName="loan-agreement__fact" lines={agreement.fees} />
          )}
          {agreement.feeNotes.map((text, index) => (
            <p key={index} className="doc__p loan-agreement__note">
              {text}
            </p>
          ))}
        </Section>
      )}

      {agreement.plans.length > 0 && (
        <Section id="loan-agreement-plan" title={t('loanAgreement.plan')}>
          <PlanList block="loan-agreement" plans={agreement.plans} payBy={(date) => t('loanAgreement.payBy', { date })} />
        </Section>
      )}

      <Section id="loan-agreement-commitments" title={t('loanAgreement.commitments')}>
        <ul className="doc__list">
          <li>{t('loanAgreement.repayOnTime')}</li>
          <li>{t('loanAgreement.lateFees')}</li>
          {agreement.note.trim() !== '' && <li>{agreement.note}</li>}
        </ul>
        <p className="doc__p loan-agreement__consent">{t('loanAgreement.consent')}</p>
      </Section>
    </article>
  );
}

function Fact(props: Omit<FactProps, 'className'>) {
  return <SharedFact className="loan-agreement__fact" {...props} />;
}

/** A section of the document, named by its heading. */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <TitledSection className="doc__section" id={id} titleClassName="doc__heading" title={title}>
      {children}
    </TitledSection>
  );
}

/** Opened without a product: there is no offer, so no agreement. */
export function LoanAgreementMissing({ framed, onBack }: { framed: boolean; onBack: () => void }) {
  return (
    <MissingPage className={pageClass(framed)} title={t('loanAgreement.title')} text={t('loanAgreement.missing')}>
      {!framed && <Leave onBack={onBack} />}
    </MissingPage>
  );
}
