import { lazy, Suspense, useEffect, useId, useRef, type ComponentProps, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { vaRepayMachine } from '@machines/vaRepay/vaRepay.machine';
import { t } from '@/i18n';
import { ROUTES } from '@/routes';
import { AmountUnreadableView, Button, LoadingView, MaybeDoneView } from '@/ui';
import { ButtonBar } from '@/ui/ButtonBar';
import { methodLabel } from '../shared/payMethod';
import { MissingPage, ScreenPage, type LinkedViewProps } from '../shared/ScreenPage';
import type { VaAccountView, VaRepayView as View } from './select';
import { FlowLink } from '../shared/FlowLink';
import { usePrefetch } from '../shared/usePrefetch';
import './vaRepay.css';

type Send = ActorRefFrom<typeof vaRepayMachine>['send'];

export type VaRepayViewProps = LinkedViewProps<View, typeof vaRepayMachine>;

/** The tips popup opens only after 'TELAH MEMBAYAR': its code is fetched once the account shows, not in the first visit. */
const loadTips = () => import('./TipsDialog');
const TipsDialog = lazy(loadTips);

export function VaRepayView({ view, send, link }: VaRepayViewProps) {
  const page = { view, send, link };
  return (
    <ScreenPage className="page va-repay" title={t('vaRepay.title')}>
      {view.phase === 'loading' && <LoadingView />}
      {view.phase === 'addressUnreadable' && <AmountUnreadableView onBack={() => send({ type: 'user.leave' })} />}
      {view.phase === 'refused' && <NoAccount {...page} title={view.refusal || t('vaRepay.refused')} withBack />}
      {view.phase === 'empty' && <NoAccount {...page} title={t('vaRepay.empty')} />}
      {view.phase === 'answerUnreadable' && (
        <NoAccount {...page} title={t('common.amountUnreadableTitle')} text={t('vaRepay.answerUnreadable')} withBack />
      )}
      {view.phase === 'unclear' && (
        <MaybeDoneView title={t('vaRepay.unclearTitle')} text={t('vaRepay.unclearText')}>
          <Button onClick={() => send({ type: 'user.check' })}>{t('vaRepay.check')}</Button>
          <Way {...page} way="openLoan" button />
        </MaybeDoneView>
      )}
      {view.account && <Account {...page} account={view.account} />}
    </ScreenPage>
  );
}

/** What a part of the page is given to show its ways on: the view model, the machine's send, the links. */
type PageProps = Pick<VaRepayViewProps, 'view' | 'send' | 'link'>;

/** The page's ways to other pages: where each goes, with which query, in which words; a tap sends `user.<way>`. */
const WAYS = {
  openLoan: { route: ROUTES.loanDetails, query: (view: View) => view.loanQuery, label: 'vaRepay.openLoan' },
  changeMethod: { route: ROUTES.changeMethod, query: (view: View) => view.changeMethodQuery, label: 'vaRepay.changeMethod' },
  complain: { route: ROUTES.customerService, query: (view: View) => view.complaintQuery, label: 'vaRepay.complain' },
} as const;

/** A way on, as a link the machine follows: drawn as a secondary button (`button`) or as a link in the text. */
function Way({ view, send, link, way, button = false }: PageProps & { way: keyof typeof WAYS; button?: boolean }) {
  const { route, query, label } = WAYS[way];
  return (
    <FlowLink className={button ? 'ui-btn ui-btn--secondary va-repay__way' : 'va-repay__link'} href={link(route, query(view))}
      onFollow={() => send({ type: `user.${way}` })}>
      {t(label)}
    </FlowLink>
  );
}

interface NoAccountProps extends PageProps {
  title: string;
  text?: string;
  /** A refusal may be final (nothing to repay): Back closes the page. */
  withBack?: boolean;
}

/**
 * No number to pay to (a refusal, an answer without a number or with an amount that cannot be
 * read): ask again, or another method ('Ganti metode'), which may be the one that works.
 */
function NoAccount({ title, text, withBack = false, ...page }: NoAccountProps) {
  const { send } = page;
  return (
    <section className="ui-state ui-state--notice" role="alert">
      <p className="ui-state__title">{title}</p>
      {text && <p className="ui-state__text">{text}</p>}
      <div className="ui-state__actions">
        <Button onClick={() => send({ type: 'user.retry' })}>{t('common.retry')}</Button>
        <Way {...page} way="changeMethod" button />
        {withBack && (
          <Button variant="text" onClick={() => send({ type: 'user.leave' })}>
            {t('common.back')}
          </Button>
        )}
      </div>
    </section>
  );
}

function Account({ account, ...page }: PageProps & { account: VaAccountView }) {
  const { view, send } = page;
  // The account, its 'TELAH MEMBAYAR' and the tips it opens show together: their code comes now.
  usePrefetch(loadTips, true);
  const numberRef = useRef<HTMLParagraphElement>(null);
  const labelId = useId();
  // A failed copy leaves the number selected, ready for the WebView's own Copy.
  useEffect(() => {
    const number = numberRef.current;
    const selection = typeof window.getSelection === 'function' ? window.getSelection() : null;
    if (!view.copyFailed || !number || !selection) return;
    const range = document.createRange();
    range.selectNodeContents(number);
    selection.removeAllRanges();
    selection.addRange(range);
  }, [view.copyFailed]);

  return (
    <>
      <section className="va-repay__account" aria-labelledby={labelId}>
        <p id={labelId} className="va-repay__label">
          {account.isBank ? t('vaRepay.accountNumber') : t('vaRepay.paymentCode')}
        </p>
        <p ref={numberRef} className="va-repay__number" data-testid="va-number">
          {account.number}
        </p>
        <CopyButton view={view} send={send} target="number" text={account.numberToCopy} />
        {view.copyFailed && (
          <p className="va-repay__copy-failed" role="alert">
            {t('vaRepay.selectByHand')}
          </p>
        )}
      </section>

      <dl className="va-repay__facts">
        <Fact label={t('vaRepay.total')}>
          <span className="va-repay__total">{account.total}</span>
          <CopyButton view={view} send={send} target="amount" text={account.totalToCopy} />
        </Fact>
        <Fact label={t('vaRepay.billNo')}>
          <span className="va-repay__bill">{account.billNo}</span>
        </Fact>
        <Fact label={t('vaRepay.method')}>
          <span className="va-repay__method">
            {account.isBank ? t('vaRepay.bank') : t('vaRepay.market')}: {account.payCode}
            {account.specificNum !== '' && ` · ${methodLabel(account.specificNum)}`}
          </span>
          <Way {...page} way="changeMethod" />
        </Fact>
      </dl>

      <Steps account={account} send={send} />

      <p className="va-repay__proof">{t('vaRepay.keepProof')}</p>

      <div className="va-repay__help">
        <p className="va-repay__help-text">
          {t('vaRepay.complainText')} <Way {...page} way="complain" />
        </p>
        {account.phone !== '' && (
          <button type="button" className="va-repay__phone" onClick={() => send({ type: 'user.callPhone' })}>
            <span className="va-repay__phone-label">{t('vaRepay.phone')}</span>{' '}
            <span className="va-repay__phone-value">{account.phone}</span>
          </button>
        )}
      </div>

      <ButtonBar onClick={() => send({ type: 'user.openTips' })}>{t('vaRepay.paid')}</ButtonBar>

      {view.tipsOpen && (
        <Suspense fallback={null}>
          <TipsDialog send={send} />
        </Suspense>
      )}
    </>
  );
}

/** One line of the payment's facts: what it is, and its value with what goes with it. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="va-repay__fact">
      <dt>{label}</dt>
      <dd className="va-repay__fact-value">{children}</dd>
    </div>
  );
}

interface CopyButtonProps {
  view: View;
  send: Send;
  target: 'number' | 'amount';
  /** What goes to the clipboard (the number or the amount as the bank expects it). */
  text: string;
}

/** Copies the account number (a button of its own) or the amount (a small one beside it); says 'Copied' once it has. */
function CopyButton({ view, send, target, text }: CopyButtonProps) {
  const copied = view.copied === target;
  const number = target === 'number';
  return (
    <Button
      variant={number ? 'secondary' : 'text'}
      className={number ? 'va-repay__copy' : 'va-repay__copy-small'}
      aria-label={number ? t(copied ? 'vaRepay.numberCopied' : 'vaRepay.copyNumber') : t(copied ? 'vaRepay.amountCopied' : 'vaRepay.copyAmount')}
      busy={view.copying === target}
      onClick={() => send({ type: 'user.copy', target, text })}
    >
      {copied ? t('vaRepay.copied') : t('vaRepay.copy')}
    </Button>
  );
}

function Steps({ account, send }: { account: VaAccountView; send: Send }) {
  const baseId = useId();
  if (account.bankSteps.length === 0 && account.marketSteps.length === 0) return null;
  return (
    <section className="va-repay__steps" aria-labelledby={`${baseId}-title`}>
      <h2 id={`${baseId}-title`} className="va-repay__steps-title">
        {t('vaRepay.steps')}
      </h2>
      {account.bankSteps.map((group, index) => {
        const panelId = `${baseId}-${index}`;
        return (
          <div key={`${group.name}-${index}`} className="va-repay__group">
            <h3 className="va-repay__group-title">
              <button
                type="button"
                className="va-repay__toggle"
                aria-expanded={group.open}
                aria-controls={panelId}
                onClick={() => send({ type: 'user.toggleStep', index })}
              >
                {methodLabel(group.name)}
              </button>
            </h3>
            <StepList id={panelId} hidden={!group.open} steps={group.steps} />
          </div>
        );
      })}
      {account.marketSteps.length > 0 && <StepList steps={account.marketSteps} />}
    </section>
  );
}

/** Steps to pay, in their order (a bank method's, a mini market's). */
function StepList({ steps, ...list }: ComponentProps<'ol'> & { steps: readonly string[] }) {
  return (
    <ol className="va-repay__list" {...list}>
      {steps.map((step, n) => (
        <li key={n}>{step}</li>
      ))}
    </ol>
  );
}

/** Opened without an order: nothing can be asked for. */
export function VaRepayMissing() {
  return <MissingPage className="page va-repay" title={t('vaRepay.title')} text={t('vaRepay.missing')} />;
}
