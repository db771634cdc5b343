import { t } from '@/i18n';
import { Dialog } from '@/ui';

/** The success modal after a send (§2); the page leaves on its own timer, so it has no buttons. */
export default function SuccessDialog() {
  return (
    <Dialog open title={t('complaintForm.successTitle')} className="complaintForm__success">
      <p>{t('complaintForm.successText')}</p>
    </Dialog>
  );
}
