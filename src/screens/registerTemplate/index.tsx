import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import { countdownMachine } from '@machines/countdown/countdown.machine';
import {
  registrationMachine,
  type Captcha,
  type CodeAnswer,
  type RegisterRequest,
  type RegistrationInput,
  type SmsRequest,
  type TrackParams,
} from '@machines/registration/registration.machine';
import type { LoadResult } from '@machines/shared/load';
import { addMessages, t } from '@/i18n';
import { promotionView as english } from '@/i18n/en-IN/promotionView';
import { promotionView as indonesian } from '@/i18n/id-ID/promotionView';
import { registration as quoted } from '@/i18n/shared/registration';
import { promotionApi } from '@/services/api/promotion';
import { getSession, getVariant } from '@/services/session';
import { fromRequest, toLoadResult } from '../shared/actors';
import { withEffects } from '../shared/effects';
import { promotionQuery, trackingOf } from '../shared/promotionQuery';
import { loadTemplate } from '../shared/promotionTemplate';
import { useFlowActor } from '../shared/useFlowActor';
import { shallowEqual, useScreen } from '../shared/useScreen';
import { RegisterTemplateView } from './RegisterTemplateView';
import { select, selectCountdown } from './select';

addMessages({ 'en-IN': { ...english, ...quoted }, 'id-ID': { ...indonesian, ...quoted } });

/** §3 names a `registerTemplate` store: the phone typed, kept while the visitor reads the agreement. */
export const DRAFT_KEY = 'registerTemplate';
const DEVICE_KEY = 'registerTemplate.deviceId';

const quietly = (call: Promise<unknown>) => void call.catch(() => {});

/**
 * The ad-conversion event of §7 (docs/spec-notes.md): UC's ad platform tags its landing links with
 * `uctrackid` and loads its `utq` tag on the page; a registration is reported to it, and a page
 * without the tag reports nothing.
 */
export function reportUcConversion(ucTrackId: string): void {
  if (ucTrackId === '') return;
  const utq = (window as unknown as { utq?: (...args: unknown[]) => void }).utq;
  if (typeof utq === 'function') utq('track', 'CompleteRegistration', ucTrackId);
}

/** The registration binding: the template, captcha, SMS and register calls, tracking, the countdown. */
export const logic = withEffects(registrationMachine).provide({
  actors: {
    loadTemplate,
    loadCaptcha: fromRequest<LoadResult<Captcha>, unknown>((_, signal) =>
      promotionApi
        .sid({ signal })
        .then((result) => toLoadResult(result, ({ sid }) => ({ sid, imageUrl: promotionApi.captchaUrl(sid, Date.now()) }))),
    ),
    sendSms: fromRequest<CodeAnswer, SmsRequest>((input, signal) =>
      promotionApi.sendSms({ ...input }, { signal }).then((result) => ({ code: result.code, message: result.message })),
    ),
    register: fromRequest<CodeAnswer, RegisterRequest>((input, signal) =>
      promotionApi.register({ ...input }, { signal }).then((result) => ({ code: result.code, message: result.message })),
    ),
    countdown: withEffects(countdownMachine),
  },
  actions: {
    trackVisit: (_, params: TrackParams) => quietly(promotionApi.trackVisit({ ...params })),
    trackClick: (_, params: TrackParams) => quietly(promotionApi.trackClick({ ...params })),
    reportConversion: (_, { ucTrackId }: { ucTrackId: string }) => reportUcConversion(ucTrackId),
  },
});

function readDraft(): string {
  try {
    return window.sessionStorage.getItem(DRAFT_KEY) ?? '';
  } catch {
    return '';
  }
}

/** The device id of §7: the session's, else one made for this browser and kept. */
function deviceId(): string {
  const given = getSession().deviceId;
  if (given !== '') return given;
  try {
    const kept = window.localStorage.getItem(DEVICE_KEY);
    if (kept) return kept;
    const made = `h5-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;
    window.localStorage.setItem(DEVICE_KEY, made);
    return made;
  } catch {
    return '';
  }
}

export function inputOf(query: URLSearchParams): RegistrationInput {
  return {
    market: getVariant().locale === 'en-IN' ? 'IN' : 'ID',
    tracking: trackingOf(query),
    inviteCode: query.get('invite_code') ?? '',
    ucTrackId: (query.get('uctrackid') ?? '').trim(),
    deviceId: deviceId(),
    appName: (query.get('appName') ?? '').trim(),
    clientType: /iphone|ipad|ipod/i.test(navigator.userAgent) ? 'ios' : 'android',
    phone: readDraft(),
  };
}

export default function RegisterTemplateScreen() {
  const location = useLocation();
  const query = promotionQuery(location);
  // Another template or tracking link is another visit: the keyed page starts afresh.
  return <RegisterTemplate key={query.toString()} query={query} />;
}

function RegisterTemplate({ query }: { query: URLSearchParams }) {
  const [input] = useState(() => inputOf(query));
  const actor = useFlowActor(logic, input);
  const view = useScreen(actor, select, t('promotion.registerTitle'));
  const countdownRef = useSelector(actor, (snapshot) => snapshot.children.countdown as ActorRefFrom<typeof countdownMachine> | undefined);
  const countdown = useSelector(countdownRef, selectCountdown, shallowEqual);
  // The phone survives a visit to the agreement and a reload (the codes do not: they expire).
  useEffect(() => {
    const subscription = actor.subscribe((snapshot) => {
      try {
        window.sessionStorage.setItem(DRAFT_KEY, snapshot.context.phone);
      } catch {
        // No storage: the phone is typed again.
      }
    });
    return () => subscription.unsubscribe();
  }, [actor]);
  return <RegisterTemplateView view={view} countdown={countdown} send={actor.send} />;
}
