import { useSyncExternalStore } from 'react';
import { feedback } from '@/services/feedback';
import './ui.css';

/**
 * Shows the feedback store's current toast; the store owns its timing (3 s default, 300 ms
 * minimum: §9). The live region stays mounted so screen readers announce each new message.
 */
export function ToastHost() {
  const { toast } = useSyncExternalStore(feedback.subscribe, feedback.getState);
  return (
    <div className="ui-toast-region" role="status" aria-live="polite">
      {toast && (
        <div key={toast.id} className="ui-toast">
          {toast.message}
        </div>
      )}
    </div>
  );
}
