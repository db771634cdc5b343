import { lazy, Suspense, type ChangeEvent } from 'react';
import { MAX_DESCRIPTION, MAX_IMAGES, type complaintFormMachine } from '@machines/complaintForm/complaintForm.machine';
import { t } from '@/i18n';
import { Button, LoadingOverlay, TextareaCounter } from '@/ui';
import { usePrefetch } from '../shared/usePrefetch';
import { ScreenPage, type ScreenViewProps } from '../shared/ScreenPage';
import { ImageTile } from './ImageTile';
import type { ComplaintFormView as View } from './select';
import './complaintForm.css';

export type ComplaintFormViewProps = ScreenViewProps<View, typeof complaintFormMachine>;

// The success modal shows only after a send: its code (the dialog) comes once the form is up,
// off the first visit's path.
const loadSuccess = () => import('./SuccessDialog');
const SuccessDialog = lazy(loadSuccess);

/** §2 complaint form: tags, description, images, hints, Send and the success modal. */
export function ComplaintFormView({ view, send }: ComplaintFormViewProps) {
  // Once the page has its answer or the borrower starts writing: never in place of the page's own code.
  usePrefetch(loadSuccess, view.titles === 'ready' || view.text !== '');
  function onPick(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.currentTarget.files ?? []);
    // Cleared so picking the same photo again (after removing it) still fires a change.
    event.currentTarget.value = '';
    if (files.length > 0) send({ type: 'user.pickImages', files });
  }

  return (
    <ScreenPage className="page complaintForm" title={t('complaintForm.title')}>

      <section className="complaintForm__types" aria-label={t('complaintForm.types')} aria-busy={view.titles === 'loading'}>
        {view.titles === 'loading' && <p className="complaintForm__muted">{t('complaintForm.typesLoading')}</p>}
        {view.titles === 'ready' && (
          <ul className="complaintForm__tags">
            {[view.typeTag, view.sonTypeTag]
              .filter((title) => title !== '')
              .map((title) => (
                <li key={title} className="complaintForm__tag">
                  {title}
                </li>
              ))}
          </ul>
        )}
        {view.titles === 'refused' && (
          <p className="complaintForm__muted" role="alert">
            {view.refusal || t('complaintForm.typesUnavailable')}
          </p>
        )}
        {view.titles === 'failed' && (
          <p className="complaintForm__muted">
            {t('complaintForm.typesUnavailable')}{' '}
            <Button variant="text" onClick={() => send({ type: 'user.retryTitles' })}>
              {t('common.retry')}
            </Button>
          </p>
        )}
      </section>

      <TextareaCounter
        className="complaintForm__description"
        label={t('complaintForm.description')}
        placeholder={t('complaintForm.placeholder')}
        value={view.text}
        maxLength={MAX_DESCRIPTION}
        readOnly={!view.editing}
        onChange={(value) => send({ type: 'user.editText', value })}
      />

      <section className="complaintForm__images" aria-labelledby="complaintForm-images">
        <h2 id="complaintForm-images" className="complaintForm__label">
          {t('complaintForm.images', { n: view.images.length, max: MAX_IMAGES })}
        </h2>
        <ul className="complaintForm__grid">
          {view.images.map((image, index) => (
            <ImageTile
              key={image.id}
              image={image}
              onRemove={() => send({ type: 'user.removeImage', index })}
              onRetry={() => send({ type: 'user.retryImage', index })}
            />
          ))}
          {view.canPick && (
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
        {view.waiting && t('complaintForm.waiting')}
      </p>
      <Button block busy={!view.editing} onClick={() => send({ type: 'user.tapSend' })}>
        {t('common.send')}
      </Button>

      {view.saving && <LoadingOverlay message={t('complaintForm.saving')} />}

      {view.sent && (
        <Suspense fallback={null}>
          <SuccessDialog />
        </Suspense>
      )}
    </ScreenPage>
  );
}
