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
