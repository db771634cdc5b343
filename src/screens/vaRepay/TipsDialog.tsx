import { t } from '@/i18n';
import { Dialog, DialogActions } from '@/ui/Dialog';
import type { VaRepayViewProps } from './VaRepayView';

/** 'TELAH MEMBAYAR' tips (§2): BATAL and YA both only close it; Escape and a tap beside it too. */
export default function TipsDialog({ send }: Pick<VaRepayViewProps, 'send'>) {
  const close = () => send({ type: 'user.closeTips' });
  return (
    <Dialog
      open
      title={t('vaRepay.tipsTitle')}
      dismissible
      onClose={close}
      actions={<DialogActions cancel={t('vaRepay.tipsCancel')} onCancel={close}
        confirm={t('vaRepay.tipsYes')} onConfirm={() => send({ type: 'user.confirmTips' })} />}
    >
      <p className="va-repay__tips">{t('vaRepay.tipsText')}</p>
    </Dialog>
  );
}
