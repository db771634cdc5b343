import type { SnapshotFrom } from 'xstate';
import {
  PREVIEW_FIELDS,
  type GeoPosition,
  type PreviewField,
  type PreviewFields,
  type testPreviewMachine,
} from '@machines/testPreview/testPreview.machine';
import { HASH_ROUTES, ROUTES, type HashRouteName, type RouteName } from '@/routes';
import { getSession, getVariant, linkWithSession, routeHref } from '@/services/session';

type Query = (fields: PreviewFields) => Record<string, string>;

/**
 * A sample amount to pay as each market's pay address carries it: integer hundredths (§9), one
 * instalment of the seeded orders 1003 (₹10,720.00) and 2003 (Rp1.608.000,00).
 */
const SAMPLE_AMOUNT = { 'en-IN': '1072000', 'id-ID': '160800000' } as const;

/**
 * Sample values of an ad channel's link to the promotion pages (§2): the tracking parameters, the
 * landing template (seeded 1001) and the market of the test page; routeHref adds the session, as
 * when the app opens the page (issue 19 §3).
 */
const PROMOTION_SAMPLE: Query = () => ({
  isNeedPop: getSession().isNeedPop,
  app_from: 'testPreview',
  user_from: 'demo_channel',
  utm_tag: 'test_page',
  id: '1001',
  links_id: '1',
});

type PreviewRoute = RouteName | HashRouteName;

/** The pages of §2 "Test preview page", each with the query its screen reads. */
export const PREVIEW_LINKS: readonly { route: PreviewRoute; query?: Query }[] = [
  { route: 'loanConfirm', query: (f) => ({ productId: f.productId }) },
  { route: 'loanAgreement', query: (f) => ({ productId: f.productId }) },
  { route: 'loanDetails', query: (f) => ({ productId: f.productId, orderId: f.orderId }) },
  { route: 'repayment', query: (f) => ({ productId: f.productId, orderId: f.orderId }) },
  { route: 'repaymentDelay', query: (f) => ({ productId: f.productId, orderId: f.orderId }) },
  {
    route: 'vaRepay',
    query: (f) => ({ productId: f.productId, orderId: f.orderId, amount: SAMPLE_AMOUNT[getVariant().locale] }),
  },
  {
    route: 'changeMethod',
    query: (f) => ({ productId: f.productId, orderId: f.orderId, amount: SAMPLE_AMOUNT[getVariant().locale] }),
  },
  {
    route: 'cardRepay',
    query: (f) => ({ productId: f.productId, orderId: f.orderId, amount: SAMPLE_AMOUNT[getVariant().locale] }),
  },
  { route: 'recommended', query: () => ({ scene: 'banner_jingzhun' }) },
  { route: 'loginFailure' },
  { route: 'bindCard' },
  { route: 'aboutUs' },
  { route: 'loanTerms' },
  { route: 'complaintEntry', query: (f) => ({ orderId: f.orderId }) },
  // §7 v3 and §2 chatbot query: the typed order goes as the orderNo these pages read.
  { route: 'complaintNew', query: (f) => ({ orderNo: f.orderId }) },
  { route: 'chatbot', query: (f) => ({ selectedIndex: '0', orderNo: f.orderId }) },
  { route: 'customerService', query: () => ({ type: '1' }) },
  { route: 'privacyPolicy' },
  { route: 'repayInstructions' },
  { route: 'site' },
  { route: 'registerTemplate', query: PROMOTION_SAMPLE },
];

/** The address a link's page is known by in the set of built screens (src/app/screens.ts). */
export function availableKey(route: PreviewRoute): string {
  return Object.hasOwn(HASH_ROUTES, route) ? `/#${HASH_ROUTES[route as HashRouteName]}` : ROUTES[route as RouteName];
}

/** Order fields go only to the pages that read them; the device fields go everywhere. */
const ORDER_FIELDS: ReadonlySet<PreviewField> = new Set(['productId', 'orderId']);
const DEVICE_FIELDS = PREVIEW_FIELDS.filter((field) => !ORDER_FIELDS.has(field));

export interface PreviewLink {
  route: PreviewRoute;
  /** The page with the session and the fields as they stand now (§2). */
  href: string;
}

export interface PreviewPosition {
  latitude: string;
  longitude: string;
  /** Metres, rounded. */
  accuracy: number;
}

export interface TestPreviewView {
  fields: PreviewFields;
  /** Only the pages that exist. */
  links: readonly PreviewLink[];
  contact: string;
  photoName: string;
  location: 'unknown' | 'locating' | 'located' | 'failed';
  position: PreviewPosition | null;
}

/**
 * The link to a page: the session (device parameters, header values) carried, overridden by the
 * edited device fields (an emptied field clears the parameter) and the page's own query.
 */
export function previewHref(route: PreviewRoute, fields: PreviewFields, query?: Query): string {
  if (Object.hasOwn(HASH_ROUTES, route)) return routeHref(route, query?.(fields));
  const device = Object.fromEntries(DEVICE_FIELDS.map((field) => [field, fields[field]]));
  return linkWithSession(ROUTES[route as RouteName], { ...device, ...(query?.(fields) ?? {}) });
}

function locationOf(snapshot: SnapshotFrom<typeof testPreviewMachine>): TestPreviewView['location'] {
  if (snapshot.matches('locating')) return 'locating';
  if (snapshot.matches('located')) return 'located';
  if (snapshot.matches('locationFailed')) return 'failed';
  return 'unknown';
}

/**
 * The view model of the test page, given the paths that have a screen. Lists and the position are
 * rebuilt only when the context part they come from changes, so the shallow compare of the view
 * model sees a change only when there is one.
 */
export function selectFor(available: ReadonlySet<string>) {
  const links = new WeakMap<PreviewFields, readonly PreviewLink[]>();
  const positions = new WeakMap<GeoPosition, PreviewPosition>();
  const linksOf = (fields: PreviewFields) => {
    let list = links.get(fields);
    if (!list) {
      list = PREVIEW_LINKS.filter((link) => available.has(availableKey(link.route))).map((link) => ({
        route: link.route,
        href: previewHref(link.route, fields, link.query),
      }));
      links.set(fields, list);
    }
    return list;
  };
  const positionOf = (position: GeoPosition) => {
    let shown = positions.get(position);
    if (!shown) {
      shown = {
        latitude: position.latitude.toFixed(5),
        longitude: position.longitude.toFixed(5),
        accuracy: Math.round(position.accuracy),
      };
      positions.set(position, shown);
    }
    return shown;
  };

  return function select(snapshot: SnapshotFrom<typeof testPreviewMachine>): TestPreviewView {
    const { fields, contact, photoName, position } = snapshot.context;
    const location = locationOf(snapshot);
    return {
      fields,
      links: linksOf(fields),
      contact,
      photoName,
      location,
      position: location === 'located' && position ? positionOf(position) : null,
    };
  };
}
