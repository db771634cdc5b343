import { useSelector } from '@xstate/react';
import { Link } from 'react-router-dom';
import {
  PREVIEW_FIELDS,
  type PreviewField,
  type PreviewFields,
  type testPreviewMachine,
} from '@machines/testPreview/testPreview.machine';
import type { countdownMachine } from '@machines/countdown/countdown.machine';
import { ROUTES, type RouteName } from '@/routes';
import { t, type MessageKey } from '@/i18n';
import { linkWithSession } from '@/services/session';
import { Button } from '@/ui';
import { SmsCodeButton } from '../smsCode/SmsCodeButton';
import { useFlowActor } from '../shared/useFlowActor';
import './testPreview.css';

type Query = (fields: PreviewFields) => Record<string, string>;

/** The pages of §2 "Test preview page", each with the query its screen reads. */
const LINKS: readonly { route: RouteName; query?: Query }[] = [
  { route: 'loanConfirm', query: (f) => ({ productId: f.productId }) },
  { route: 'loanDetails', query: (f) => ({ productId: f.productId, orderId: f.orderId }) },
  { route: 'repayment', query: (f) => ({ productId: f.productId, orderId: f.orderId }) },
  { route: 'repaymentDelay', query: (f) => ({ productId: f.productId, orderId: f.orderId }) },
  { route: 'bindCard' },
  { route: 'aboutUs' },
  { route: 'complaintEntry', query: (f) => ({ orderId: f.orderId }) },
  { route: 'customerService', query: () => ({ type: '1' }) },
  { route: 'privacyPolicyApp' },
  { route: 'repayInstructions' },
];

const ORDER_FIELDS: ReadonlySet<PreviewField> = new Set(['productId', 'orderId']);

export function previewHref(route: RouteName, fields: PreviewFields, query?: Query): string {
  const device = Object.fromEntries(PREVIEW_FIELDS.filter((f) => !ORDER_FIELDS.has(f)).map((f) => [f, fields[f]]));
  return linkWithSession(ROUTES[route], { ...device, ...(query?.(fields) ?? {}) });
}

export interface TestPreviewPageProps {
  logic: typeof testPreviewMachine;
  countdown: typeof countdownMachine;
  fields: PreviewFields;
  /** Paths of the screens that exist: links are shown only to those. */
  available: ReadonlySet<string>;
}

export function TestPreviewPage({ logic, countdown, fields: initial, available }: TestPreviewPageProps) {
  const actor = useFlowActor(logic, { fields: initial });
  const fields = useSelector(actor, (s) => s.context.fields);
  const contact = useSelector(actor, (s) => s.context.contact);
  const photoName = useSelector(actor, (s) => s.context.photoName);
  const position = useSelector(actor, (s) => s.context.position);
  const locating = useSelector(actor, (s) => s.hasTag('busy'));
  const failed = useSelector(actor, (s) => s.matches('locationFailed'));
  const links = LINKS.filter((link) => available.has(ROUTES[link.route]));

  return (
    <main className="page preview">
      <h1 className="page__title">{t('preview.title')}</h1>

      <section aria-labelledby="preview-device">
        <h2 id="preview-device">{t('preview.device')}</h2>
        <div className="preview__fields">
          {PREVIEW_FIELDS.map((field) => (
            <label key={field} className="preview__field">
              <span>{t(`preview.${field}` as MessageKey)}</span>
              <input
                value={fields[field]}
                autoComplete="off"
                onChange={(e) => actor.send({ type: 'user.editField', field, value: e.target.value })}
              />
            </label>
          ))}
        </div>
      </section>

      <section aria-labelledby="preview-pages">
        <h2 id="preview-pages">{t('preview.pages')}</h2>
        {links.length === 0 ? (
          <p>{t('preview.noPages')}</p>
        ) : (
          <ul className="preview__links">
            {links.map((link) => (
              <li key={link.route}>
                <Link to={previewHref(link.route, fields, link.query)}>{t(`preview.link.${link.route}` as MessageKey)}</Link>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="preview-tools">
        <h2 id="preview-tools">{t('preview.tools')}</h2>
        <label className="preview__field">
          <span>{t('preview.photo')}</span>
          <input
            type="file"
            accept="image/*"
            onChange={(e) => actor.send({ type: 'user.pickPhoto', name: e.target.files?.[0]?.name ?? '' })}
          />
        </label>
        {photoName !== '' && <p>{t('preview.photoChosen', { name: photoName })}</p>}
        <label className="preview__field">
          <span>{t('preview.contact')}</span>
          <input
            type="tel"
            autoComplete="tel"
            value={contact}
            onChange={(e) => actor.send({ type: 'user.editContact', value: e.target.value })}
          />
        </label>
        <Button variant="secondary" busy={locating} onClick={() => actor.send({ type: 'user.tapLocate' })}>
          {t('preview.locate')}
        </Button>
        <p role="status" aria-label={t('preview.locationStatus')} className="preview__location">
          {locating && t('preview.locating')}
          {position &&
            !locating &&
            t('preview.position', {
              lat: position.latitude.toFixed(5),
              lng: position.longitude.toFixed(5),
              accuracy: Math.round(position.accuracy),
            })}
          {failed && t('preview.locationFailed')}
        </p>
        <h3>{t('preview.smsDemo')}</h3>
        <SmsCodeButton logic={countdown} />
      </section>
    </main>
  );
}
