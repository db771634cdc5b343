import { ROUTES } from '@/routes';
import { navigation } from '@/services/navigation';
import { openUrl } from '@/services/openUrl';

/**
 * The contract with the host app (§1, §7 "Loan details", §4 chatbot) in one table: what each
 * action carries, what every host calls it, and what a plain browser does instead. A host whose
 * names differ changes a cell here, nothing else.
 */

/** Which side ran an action: a native host, or the browser fallback. */
export type BridgeAdapter = 'ios' | 'android' | 'flutter' | 'browser';

/**
 * The one object the Android host injects with `addJavascriptInterface`. Its methods are
 * `@JavascriptInterface` methods with one String parameter: Android matches by arity, so every
 * call passes a JSON string, `'{}'` when there is nothing to say.
 */
export const ANDROID_INTERFACE = 'LoanBridge';

export type Payload = Readonly<Record<string, unknown>>;
/** For actions that carry nothing; rejects stray fields, unlike `{}`. */
export type NoPayload = Readonly<Record<string, never>>;

type UrlField<P> = { [K in keyof P]-?: P[K] extends string ? K : never }[keyof P] & string;

export interface ActionSpec<P extends object> {
  /** `window.webkit.messageHandlers.<ios>.postMessage(payload)` */
  readonly ios: string;
  /** `window.LoanBridge.<android>(JSON.stringify(payload))` */
  readonly android: string;
  /** `window.flutter_inappwebview.callHandler(<flutter>, payload)` */
  readonly flutter: string;
  /** Payload fields holding a URL: each must pass safeUrl before any host or browser sees it. */
  readonly urls: readonly UrlField<P>[];
  /** The nearest browser behaviour when no host handles the action; null: dev log only. */
  readonly browser: ((payload: P) => void) | null;
}

/**
 * A row whose three hosts call the action by one name (every row today). The payload type is
 * given explicitly, so the table states it instead of inferring it. A host whose name differs
 * gets its row written out, `{ ios, android, flutter, urls, browser }` (an ActionSpec).
 */
function row<P extends object>(
  name: string,
  browser: ActionSpec<P>['browser'] = null,
  urls: readonly UrlField<P>[] = [],
): ActionSpec<P> {
  return { ios: name, android: name, flutter: name, urls, browser };
}

const isHttp = /^https?:/i;

/** This app's routes stay in the SPA; other pages load (openUrl); the app scheme means nothing here. */
function openInBrowser(url: string): void {
  if (url.startsWith('/') || isHttp.test(url)) openUrl(url);
}

/** The page behind a param-taking native page reads the param from its query string. */
function withQuery(url: string, param: Readonly<Record<string, string>>): string {
  const query = new URLSearchParams(param).toString();
  if (query === '') return url;
  const hashAt = url.indexOf('#');
  const base = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  return `${base}${base.includes('?') ? '&' : '?'}${query}${hash}`;
}

/** Home, the borrower's page and the login all live in the app; a browser has the public site. */
const toSite = () => navigation.go(ROUTES.site);

export const bridgeActions = {
  openPage: row<{ url: string }>('openPage', ({ url }) => openInBrowser(url), ['url']),
  closeWebView: row<NoPayload>('closeWebView', () => navigation.back()),
  openPageWithParam: row<{ url: string; param: Readonly<Record<string, string>> }>(
    'openPageWithParam',
    ({ url, param }) => openInBrowser(withQuery(url, param)),
    ['url'],
  ),
  goHome: row<NoPayload>('goHome', toSite),
  goMine: row<NoPayload>('goMine', toSite),
  logoutToLogin: row<NoPayload>('logoutToLogin', toSite),
  callPhone: row<{ phone: string }>('callPhone', ({ phone }) => {
    // Only dialable characters reach the tel: URL; separators like '1800-123' are dropped.
    const number = phone.replace(/[^\d+]/g, '');
    if (number !== '') window.location.href = `tel:${number}`;
  }),
  goRate: row<NoPayload>('goRate'),
  confirmEvent: row<{ event: string; params?: Readonly<Record<string, string | number>> }>('confirmEvent'),
  startBankFlow: row<{ orderId?: string }>('startBankFlow'),
  endBankFlow: row<{ orderId?: string }>('endBankFlow'),
  /** §7 "course message": the loan-details page tells the host where the order stands. */
  courseMessage: row<{ orderId?: string; status?: string }>('courseMessage'),
  /** §4 chatbot: a rating of 4 or more is handed to the host ("a native score bridge"). */
  scoreCallback: row<{ score: number }>('scoreCallback'),
  dismissRepayDialog: row<NoPayload>('dismissRepayDialog'),
};

export type BridgeActions = typeof bridgeActions;
export type BridgeAction = keyof BridgeActions;
export type BridgePayload<A extends BridgeAction> =
  BridgeActions[A] extends ActionSpec<infer P> ? P : never;

export const BRIDGE_ACTIONS = Object.keys(bridgeActions) as BridgeAction[];

/** A table row with its payload type erased, for the dispatcher. */
export interface AnyActionSpec {
  readonly ios: string;
  readonly android: string;
  readonly flutter: string;
  readonly urls: readonly string[];
  readonly browser: ((payload: Payload) => void) | null;
}

/** The row of `action`; undefined for a name outside the table (a plain-JS caller's typo). */
export function specOf(action: BridgeAction): AnyActionSpec | undefined {
  // Not Object.hasOwn: old Android WebViews (Chrome < 93) lack it and the build adds no polyfill.
  if (!Object.prototype.hasOwnProperty.call(bridgeActions, action)) return undefined;
  // Each row's fallback takes that row's payload; call() only ever pairs a row with a payload
  // typed by the same action key, which TypeScript cannot see through the union.
  return bridgeActions[action] as unknown as AnyActionSpec;
}
