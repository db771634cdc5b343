import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PREVIEW_FIELDS, type testPreviewMachine } from '@machines/testPreview/testPreview.machine';
import { t, type MessageKey } from '@/i18n';
import { Button } from '@/ui';
import { ScreenPage, type ScreenViewProps } from '../shared/ScreenPage';
import type { TestPreviewView as View } from './select';
import './testPreview.css';

export interface TestPreviewViewProps extends ScreenViewProps<View, typeof testPreviewMachine> {
  /** The SMS code button, bound by the binding to its own machine. */
  smsButton: ReactNode;
}

export function TestPreviewView({ view, send, smsButton }: TestPreviewViewProps) {
  const locating = view.location === 'locating';
  return (
    <ScreenPage className="page preview" title={t('preview.title')}>

      <section aria-labelledby="preview-device">
        <h2 id="preview-device">{t('preview.device')}</h2>
        <div className="preview__fields">
          {PREVIEW_FIELDS.map((field) => (
            <label key={field} className="preview__field">
              <span>{t(`preview.${field}` as MessageKey)}</span>
              <input
                value={view.fields[field]}
                autoComplete="off"
                onChange={(e) => send({ type: 'user.editField', field, value: e.target.value })}
              />
            </label>
          ))}
        </div>
      </section>

      <section aria-labelledby="preview-pages">
        <h2 id="preview-pages">{t('preview.pages')}</h2>
        {view.links.length === 0 ? (
          <p>{t('preview.noPages')}</p>
        ) : (
          <ul className="preview__links">
            {view.links.map((link) => (
              <li key={link.flow}>
                <Link to={link.href}>{link.label}</Link>
              </li>
            ))}
          </ul>
        )}
        {/* Statically false in a production build: the gallery exists only in dev and demo builds. */}
        {import.meta.env.MODE !== 'production' && (
          <p>
            <Link to="/statecharts">{t('preview.statecharts')}</Link>
          </p>
        )}
      </section>

      <section aria-labelledby="preview-tools">
        <h2 id="preview-tools">{t('preview.tools')}</h2>
        <label className="preview__field">
          <span>{t('preview.photo')}</span>
          <input
            type="file"
            accept="image/*"
            onChange={(e) => send({ type: 'user.pickPhoto', name: e.target.files?.[0]?.name ?? '' })}
          />
        </label>
        {view.photoName !== '' && <p>{t('preview.photoChosen', { name: view.photoName })}</p>}
        <label className="preview__field">
          <span>{t('preview.contact')}</span>
          <input
            type="tel"
            autoComplete="tel"
            value={view.contact}
            onChange={(e) => send({ type: 'user.editContact', value: e.target.value })}
          />
        </label>
        <Button variant="secondary" busy={locating} onClick={() => send({ type: 'user.tapLocate' })}>
          {t('preview.locate')}
        </Button>
        <p role="status" aria-label={t('preview.locationStatus')} className="preview__location">
          {locating && t('preview.locating')}
          {view.position &&
            t('preview.position', {
              lat: view.position.latitude,
              lng: view.position.longitude,
              accuracy: view.position.accuracy,
            })}
          {view.location === 'failed' && t('preview.locationFailed')}
        </p>
        <h3>{t('preview.smsDemo')}</h3>
        {smsButton}
      </section>
    </ScreenPage>
  );
}
