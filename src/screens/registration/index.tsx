import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import { countdownMachine } from '@machines/countdown/countdown.machine';
import {
  registrationMachine,
  trackingQuery,
  type Captcha,
  type CodeAnswer,
  type RegisterRequest,
  type RegistrationInput,
  type SmsRequest,
  type TrackParams,
  type Tracking,
} from '@machines/registration/registration.machine';
import type { LoadResult } from '@machines/shared/load';
import { config } from '@/config';
import { addMessages, t } from '@/i18n';
import { promotionView as english } from '../shared/promotion.strings.en-IN';
import { promotionView as indonesian } from '../shared/promotion.strings.id-ID';
import { promotionApi } from '@/services/api/promotion';
import { getSession, getVariant, routeHref } from '@/services/session';
import { fromRequest, toLoadResult } from '../shared/actors';
import { withEffects } from '../shared/effects';
import { promotionQuery, trackingOf } from '../shared/promotionQuery';
import { loadTemplate } from '../shared/promotionTemplate';
import { useFlowActor } from '../shared/useFlowActor';
import { shallowEqual, useScreen } from '../shared/useScreen';
import { RegistrationView } from './RegistrationView';
import { selectCountdown } from '../smsCode/select';
import { select } from './select';
import { queryText } from '../shared/queryText';

addMessages({ 'en-IN': english, 'id-ID': indonesian });

/** §3 names a `registerTemplate` store: the phone typed, kept while the visitor reads the agreement. */
export const DRAFT_KEY = 'registerTemplate';
/** The device id made for a visit whose address has none (kept for the visit: this tab's session). */
export const DEVICE_KEY = 'registerTemplate.deviceId';
/** The visits already tracked in this tab (one per promotion link), so track-visit goes once per visit. */
export const VISITS_KEY = 'registerTemplate.visits';
/**
 * When this tab last asked for an SMS code (ms), kept until the server refuses it: a reload within
 * the countdown resumes it, so no new code is asked within 60 s of one that may be on its way (§4).
 */
export const CODE_KEY = 'registerTemplate.codeAt';
/** §4, §9: the SMS countdown. */
const COUNTDOWN_MS = 60_000;

function keepCodeAsked(at: number | null): void {
  try {
    if (at === null) window.sessionStorage.removeItem(CODE_KEY);
    else window.sessionStorage.setItem(CODE_KEY, String(at));
  } catch {
    // No storage: a reload counts no countdown.
  }
}

/** Whole seconds left of the countdown of the code this tab asked last (0: none). */
export function codeWait(now = Date.now()): number {
  try {
    const at = Number(window.sessionStorage.getItem(CODE_KEY));
    const left = at > 0 ? COUNTDOWN_MS - (now - at) : 0;
    return left > 0 && left <= COUNTDOWN_MS ? Math.ceil(left / 1000) : 0;
  } catch {
    return 0;
  }
}

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

/** A visit is this tab's stay on one promotion link (its tracking parameters). */
const visitOf = (tracking: Tracking) => new URLSearchParams(trackingQuery(tracking)).toString();

function trackedVisits(): string[] {
  try {
    const kept: unknown = JSON.parse(window.sessionStorage.getItem(VISITS_KEY) ?? '[]');
    return Array.isArray(kept) ? kept.filter((visit): visit is string => typeof visit === 'string') : [];
  } catch {
    return [];
  }
}

/** track-visit (§7), remembered for the visit so a return from the agreement or a reload does not count again. */
function trackVisit(params: TrackParams, tracking: Tracking): void {
  quietly(promotionApi.trackVisit({ ...params }));
  try {
    window.sessionStorage.setItem(VISITS_KEY, JSON.stringify([...trackedVisits(), visitOf(tracking)]));
  } catch {
    // No storage: a later page of this visit may track it again.
  }
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
    sendSms: fromRequest<CodeAnswer, SmsRequest>((input, signal) => {
      // Kept before it leaves: a reload before the answer cannot tell whether the code was sent.
      keepCodeAsked(Date.now());
      return promotionApi.sendSms({ ...input }, { signal }).then(
        (result) => {
          if (String(result.code).trim() !== '0') keepCodeAsked(null);
          return { code: result.code, message: result.message };
        },
        (error: unknown) => {
          // Dropped because the page went away: the code may still be sent, so the wait stays.
          if (!signal.aborted) keepCodeAsked(null);
          throw error;
        },
      );
    }),
    register: fromRequest<CodeAnswer, RegisterRequest>((input, signal) =>
      promotionApi.register({ ...input }, { signal }).then((result) => ({ code: result.code, message: result.message })),
    ),
    countdown: withEffects(countdownMachine),
  },
  actions: {
    trackVisit: ({ context }, params: TrackParams) => trackVisit(params, context.tracking),
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

/**
 * The device id of §7: the address's (the app opened the page, or the session it came from), else
 * one made for this visit and kept in the tab's session storage, so the code and the registration
 * carry the same id.
 */
function deviceId(query: URLSearchParams): string {
  const given = queryText(query, 'deviceId') || getSession().deviceId;
  if (given !== '') return given;
  try {
    const kept = window.sessionStorage.getItem(DEVICE_KEY);
    if (kept) return kept;
    const made = `h5-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;
    window.sessionStorage.setItem(DEVICE_KEY, made);
    return made;
  } catch {
    return `h5-${Date.now().toString(36)}`;
  }
}

export function inputOf(query: URLSearchParams): RegistrationInput {
  const tracking = trackingOf(query);
  return {
    market: getVariant().locale === 'en-IN' ? 'IN' : 'ID',
    tracking,
    inviteCode: query.get('invite_code') ?? '',
    ucTrackId: queryText(query, 'uctrackid'),
    deviceId: deviceId(query),
    appName: config.appName,
    clientType: /iphone|ipad|ipod/i.test(navigator.userAgent) ? 'ios' : 'android',
    phone: readDraft(),
    visitTracked: trackedVisits().includes(visitOf(tracking)),
    codeWait: codeWait(),
  };
}

export default function RegistrationScreen() {
  const location = useLocation();
  const query = promotionQuery(location);
  // Another template or tracking link is another visit: the keyed page starts afresh.
  return <RegisterTemplate key={query.toString()} query={query} />;
}

function RegisterTemplate({ query }: { query: URLSearchParams }) {
  const [input] = useState(() => inputOf(query));
  const actor = useFlowActor(logic, input);
  const view = useScreen(actor, (snapshot) => select(snapshot, routeHref), t('promotion.registerTitle'));
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
  return <RegistrationView view={view} countdown={countdown} send={actor.send} />;
}
