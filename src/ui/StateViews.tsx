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

export function EmptyView({ text }: { text?: string }) {
  return (
    <div className="ui-state">
      <p className="ui-state__text">{text ?? t('common.empty')}</p>
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
