import { addMessages, t } from '@/i18n';
import { chatbotRatingView as english } from './ratingDialog.strings.en-IN';
import { chatbotRatingView as indonesian } from './ratingDialog.strings.id-ID';
import { Button, Dialog, StarRating } from '@/ui';
import type { ChatbotViewProps } from './ChatbotView';
import './ratingDialog.css';

addMessages({ 'en-IN': english, 'id-ID': indonesian });

/** The star rating of a solved answer (§4): a tap posts the score at once. */
export default function RatingDialog({ view, send }: ChatbotViewProps) {
  const close = () => send({ type: 'user.closeRating' });
  return (
    <Dialog
      open
      title={t('chatbot.ratingTitle')}
      dismissible={!view.ratingBusy}
      onClose={close}
      className="chat-rating"
      actions={
        <Button variant="secondary" disabled={view.ratingBusy} onClick={close}>
          {t('common.close')}
        </Button>
      }
    >
      <p className="chat-rating__hint">{t('chatbot.ratingHint')}</p>
      <StarRating
        value={view.ratingScore}
        readOnly={view.ratingBusy}
        onChange={(score) => send({ type: 'user.rate', score })}
      />
      {view.ratingBusy && <span className="ui-spinner ui-spinner--sm chat-rating__busy" aria-hidden="true" />}
      {view.ratingFailed && (
        <p className="chat-rating__failed" role="alert">
          {t('chatbot.ratingFailed')}
        </p>
      )}
    </Dialog>
  );
}
