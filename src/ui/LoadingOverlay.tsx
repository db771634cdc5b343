import { useSyncExternalStore } from 'react';
import { t } from '@/i18n';
import { feedback } from '@/services/feedback';
import './ui.css';

/** A message with a spinner over the page, swallowing taps while it shows. */
export function LoadingOverlay({ message }: { message: string }) {
  return (
    <div className="ui-loading" role="alert" aria-busy="true">
      <div className="ui-loading__box">
        <span className="ui-spinner" aria-hidden="true" />
        <span>{message || t('common.loading')}</span>
      </div>
    </div>
  );
}

/** Shows the feedback store's loading message (the request helper's optional indicator, §7). */
export function LoadingHost() {
  const { loading } = useSyncExternalStore(feedback.subscribe, feedback.getState, feedback.getState);
  return loading === null ? null : <LoadingOverlay message={loading} />;
}
