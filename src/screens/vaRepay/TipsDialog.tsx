import { t } from '@/i18n';
import { Button, Dialog } from '@/ui';
import type { VaRepayViewProps } from './VaRepayView';

/** 'TELAH MEMBAYAR' tips (§2): BATAL and YA both only close it; Escape and a tap beside it too. */
export default function TipsDialog({ send }: Pick<VaRepayViewProps, 'send'>) {
  return (
    <Dialog
      open
      title={t('vaRepay.tipsTitle')}
      dismissible
      onClose={() => send({ type: 'user.closeTips' })}
      actions={
        <>
          <Button variant="secondary" onClick={() => send({ type: 'user.closeTips' })}>
            {t('vaRepay.tipsCancel')}
          </Button>
          <Button onClick={() => send({ type: 'user.confirmTips' })}>{t('vaRepay.tipsYes')}</Button>
        </>
      }
    >
      <p className="va-repay__tips">{t('vaRepay.tipsText')}</p>
    </Dialog>
  );
}
