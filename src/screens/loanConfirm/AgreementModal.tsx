import { t } from '@/i18n';
import { Dialog, DialogActions } from '@/ui/Dialog';
import type { LoanConfirmViewProps } from './LoanConfirmView';
import type { AgreementModalView } from './select';

/** §4: the agreement in a sandboxed frame; Agree closes it, Cancel closes the web view. */
export default function AgreementModal({ modal, send }: { modal: AgreementModalView; send: LoanConfirmViewProps['send'] }) {
  return (
    <Dialog
      open
      className="loan-confirm__modal"
      title={modal.title || t('loanConfirm.popTitle')}
      actions={<DialogActions cancel={t('loanConfirm.popCancel')} onCancel={() => send({ type: 'user.cancelPop' })}
        confirm={t('loanConfirm.popAgree')} onConfirm={() => send({ type: 'user.agreePop' })} />}
    >
      {modal.content && <p className="loan-confirm__pop-content">{modal.content}</p>}
      {/*
        The agreement is the server's page: framed with scripts but no top navigation, forms or
        pop-ups; a page of another origin also without access to this page or its storage. This
        app's own agreement page is framed as its origin so its scripts can load (select.ts).
      */}
      <iframe
        className="loan-confirm__frame"
        src={modal.url}
        title={t('loanConfirm.popFrame')}
        sandbox={modal.sandbox}
        referrerPolicy="no-referrer"
        loading="eager"
      />
    </Dialog>
  );
}
