import type { ActorRefFrom } from 'xstate';
import type { ratingMachine } from '@machines/rating/rating.machine';
import { t } from '@/i18n';
import { Button, Dialog } from '@/ui';
import { ScoreDialog } from '../shared/ScoreDialog';
import type { LoanDetailsViewProps } from './LoanDetailsView';

interface PopupsProps {
  rating: ActorRefFrom<typeof ratingMachine> | null | undefined;
  thanksOpen: boolean;
  send: LoanDetailsViewProps['send'];
}

/** The loan-details pop-ups, loaded after the page: the rating and the thank-you. */
export default function Popups({ rating, thanksOpen, send }: PopupsProps) {
  return (
    <>
      {rating && (
        <ScoreDialog
          actor={rating}
          text={{ title: t('loanDetails.ratingTitle'), prompt: t('loanDetails.ratingPrompt'), submit: t('loanDetails.submit') }}
          className="loan-details__rating"
          promptClassName="loan-details__rating-prompt"
        />
      )}
      <Dialog
        open={thanksOpen}
        title={t('loanDetails.thanksTitle')}
        dismissible
        onClose={() => send({ type: 'user.closeThanks' })}
        actions={<Button onClick={() => send({ type: 'user.closeThanks' })}>{t('loanDetails.ok')}</Button>}
      >
        <p className="loan-details__thanks">{t('loanDetails.thanksText')}</p>
      </Dialog>
    </>
  );
}
