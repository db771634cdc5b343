import { useSelector } from '@xstate/react';
import type { ChangeEvent } from 'react';
import {
  MAX_DESCRIPTION,
  MAX_IMAGES,
  type ComplaintFormInput,
  type complaintFormMachine,
} from '@machines/complaintForm/complaintForm.machine';
import { t } from '@/i18n';
import { Button, Dialog, LoadingOverlay, TextareaCounter } from '@/ui';
import { useFlowActor } from '../shared/useFlowActor';
import { ImageTile } from './ImageTile';
import './complaintForm.css';

export interface ComplaintFormPageProps {
  logic: typeof complaintFormMachine;
  input: ComplaintFormInput;
}

/** §2 complaint form: tags, description, images, hints, Send and the success modal. */
export function ComplaintFormPage({ logic, input }: ComplaintFormPageProps) {
  const actor = useFlowActor(logic, input);
  // Nearly every snapshot changes what this page shows (text, progress): read it whole.
  const snapshot = useSelector(actor, (s) => s);
  const { text, images, titles } = snapshot.context;
  const editing = snapshot.matches({ submission: 'editing' });
  const waiting = snapshot.matches({ submission: 'waitingForUploads' });
  const saving = snapshot.matches({ submission: 'saving' });
  const sent = snapshot.matches({ submission: 'sent' }) || snapshot.matches({ submission: 'left' });
  const canPick = snapshot.can({ type: 'user.pickImages', files: [] });

  function onPick(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.currentTarget.files ?? []);
    // Cleared so picking the same photo again (after removing it) still fires a change.
    event.currentTarget.value = '';
    if (files.length > 0) actor.send({ type: 'user.pickImages', files });
  }

  return (
    <main className="page complaintForm">
      <h1 className="page__title">{t('complaintForm.title')}</h1>

      <section
        className="complaintForm__types"
        aria-label={t('complaintForm.types')}
        aria-busy={snapshot.matches({ titles: 'loading' })}
      >
        {snapshot.matches({ titles: 'loading' }) && (
          <p className="complaintForm__muted">{t('complaintForm.typesLoading')}</p>
        )}
        {snapshot.matches({ titles: 'ready' }) && titles && (
          <ul className="complaintForm__tags">
            {[titles.type, titles.sonType]
              .filter((title) => title !== '')
              .map((title) => (
                <li key={title} className="complaintForm__tag">
                  {title}
                </li>
              ))}
          </ul>
        )}
        {snapshot.matches({ titles: 'unavailable' }) && (
          <p className="complaintForm__muted">
            {t('complaintForm.typesUnavailable')}{' '}
            <Button variant="text" onClick={() => actor.send({ type: 'user.retryTitles' })}>
              {t('common.retry')}
            </Button>
          </p>
        )}
      </section>

      <TextareaCounter
        className="complaintForm__description"
        label={t('complaintForm.description')}
        placeholder={t('complaintForm.placeholder')}
        value={text}
        maxLength={MAX_DESCRIPTION}
        readOnly={!editing}
        onChange={(value) => actor.send({ type: 'user.editText', value })}
      />

      <section className="complaintForm__images" aria-labelledby="complaintForm-images">
        <h2 id="complaintForm-images" className="complaintForm__label">
          {t('complaintForm.images', { n: images.length, max: MAX_IMAGES })}
        </h2>
        <ul className="complaintForm__grid">
          {images.map((image, index) => (
            <ImageTile
              key={image.id}
              image={image}
              position={index + 1}
              canRemove={snapshot.can({ type: 'user.removeImage', index })}
              canRetry={snapshot.can({ type: 'user.retryImage', index })}
              onRemove={() => actor.send({ type: 'user.removeImage', index })}
              onRetry={() => actor.send({ type: 'user.retryImage', index })}
            />
          ))}
          {canPick && (
            <li className="complaintForm__tile">
              <label className="complaintForm__picker">
                <input
                  className="visually-hidden"
                  type="file"
                  accept="image/*"
                  multiple
                  aria-label={t('complaintForm.addImages')}
                  onChange={onPick}
                />
                <span className="complaintForm__plus" aria-hidden="true">
                  +
                </span>
                <span aria-hidden="true">{t('complaintForm.addImages')}</span>
              </label>
            </li>
          )}
        </ul>
        <p className="complaintForm__hint">{t('complaintForm.evidenceHint')}</p>
      </section>

      <p className="complaintForm__note">{t('complaintForm.replyNote')}</p>

      <p className="complaintForm__waiting" aria-live="polite">
        {waiting && t('complaintForm.waiting')}
      </p>
      <Button block busy={!editing} onClick={() => actor.send({ type: 'user.tapSend' })}>
        {t('common.send')}
      </Button>

      {saving && <LoadingOverlay message={t('complaintForm.saving')} />}

      <Dialog open={sent} title={t('complaintForm.successTitle')} className="complaintForm__success">
        <p>{t('complaintForm.successText')}</p>
      </Dialog>
    </main>
  );
}
