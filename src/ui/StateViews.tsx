import type { ReactNode } from 'react';
import { t } from '@/i18n';
import { Button } from './Button';
import './ui.css';

/** The loading, empty and error states every fetching screen shows. */
export function LoadingView({ text }: { text?: string }) {
  return (
    <div className="ui-state" role="status" aria-busy="true">
      <span className="ui-spinner" aria-hidden="true" />
      <p className="ui-state__text">{text ?? t('common.loading')}</p>
    </div>
  );
}

/** Nothing to show; with `onRetry`, a screen whose whole answer was empty offers to ask again. */
export function EmptyView({ text, onRetry }: { text?: string; onRetry?: () => void }) {
  return (
    <div className="ui-state">
      <p className="ui-state__text">{text ?? t('common.empty')}</p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      )}
    </div>
  );
}

export interface ErrorViewProps {
  message?: string;
  title?: string;
  onRetry?: () => void;
}

export function ErrorView({ message, title, onRetry }: ErrorViewProps) {
  return (
    <div className="ui-state" role="alert">
      <p className="ui-state__title">{title ?? t('common.errorTitle')}</p>
      {message && <p className="ui-state__text">{message}</p>}
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      )}
    </div>
  );
}

export interface LoadStateViewProps {
  view: { phase: 'loading' } | { phase: 'refused'; message: string } | { phase: 'failed' };
  /** What the fault was about ("Your complaints could not be loaded."). */
  faultMessage: string;
  /** Shown when a refusal came without a message of its own. */
  refusedMessage?: string;
  onRetry: () => void;
  onLeave: () => void;
}

/**
 * The one view of load, fail and retry: a refusal is a permanent answer, shown once with a way
 * out and no retry; a fault (no connection, a broken answer) offers a retry.
 */
export function LoadStateView({ view, faultMessage, refusedMessage, onRetry, onLeave }: LoadStateViewProps) {
  if (view.phase === 'loading') return <LoadingView />;
  if (view.phase === 'refused') {
    return (
      <div className="ui-state" role="alert">
        <p className="ui-state__title">{view.message || refusedMessage || t('common.errorTitle')}</p>
        <Button variant="secondary" onClick={onLeave}>
          {t('common.back')}
        </Button>
      </div>
    );
  }
  return <ErrorView message={faultMessage} onRetry={onRetry} />;
}

/**
 * A pay address whose amount is not a whole number of hundredths (§9): the page sends no money
 * call and says so, with the way back (docs/spec-notes.md "Amounts").
 */
export function AmountUnreadableView({ onBack, text }: { onBack: () => void; text?: string }) {
  return (
    <div className="ui-state" role="alert">
      <p className="ui-state__title">{t('common.amountUnreadableTitle')}</p>
      {/* `text`: a page whose amount is not a pay address's (a loan offer) says what it is about. */}
      <p className="ui-state__text">{text ?? t('common.amountUnreadable')}</p>
      <Button variant="secondary" onClick={onBack}>
        {t('common.back')}
      </Button>
    </div>
  );
}

export interface MaybeDoneViewProps {
  title: string;
  text: string;
  /** The ways on: the loan details, a check; never the same payment again. */
  children: ReactNode;
}

/**
 * A money call whose answer never came (no connection, a timeout, HTTP 5xx, a body that is not
 * the §7 envelope): it may have gone through, so the page says so instead of offering it again.
 */
export function MaybeDoneView({ title, text, children }: MaybeDoneViewProps) {
  return (
    <section className="ui-state ui-state--notice" role="alert">
      <p className="ui-state__title">{title}</p>
      <p className="ui-state__text">{text}</p>
      <div className="ui-state__actions">{children}</div>
    </section>
  );
}
