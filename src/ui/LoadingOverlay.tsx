import { useSyncExternalStore } from 'react';
import { t } from '@/i18n';
import { feedback } from '@/services/feedback';
import './ui.css';

/** Shows the feedback store's loading message over the page, swallowing taps while it is set. */
export function LoadingHost() {
  const { loading } = useSyncExternalStore(feedback.subscribe, feedback.getState);
  if (loading === null) return null;
  return (
    <div className="ui-loading" role="alert" aria-busy="true">
      <div className="ui-loading__box">
        <span className="ui-spinner" aria-hidden="true" />
        <span>{loading || t('common.loading')}</span>
      </div>
    </div>
  );
}
