import type { SnapshotFrom } from 'xstate';
import {
  PREVIEW_FIELDS,
  type GeoPosition,
  type PreviewField,
  type PreviewFields,
  type testPreviewMachine,
} from '@machines/testPreview/testPreview.machine';
import { ROUTES, type RouteName } from '@/routes';
import { getVariant, linkWithSession } from '@/services/session';

type Query = (fields: PreviewFields) => Record<string, string>;

/** A sample amount to pay, as each market's pay address carries it (no grouping dots, §9). */
const SAMPLE_AMOUNT = { 'en-IN': '5250', 'id-ID': '1500000' } as const;

/** The pages of §2 "Test preview page", each with the query its screen reads. */
export const PREVIEW_LINKS: readonly { route: RouteName; query?: Query }[] = [
  { route: 'loanConfirm', query: (f) => ({ productId: f.productId }) },
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
  { route: 'complaintEntry', query: (f) => ({ orderId: f.orderId }) },
  { route: 'customerService', query: () => ({ type: '1' }) },
  { route: 'privacyPolicyApp' },
  { route: 'repayInstructions' },
];

/** Order fields go only to the pages that read them; the device fields go everywhere. */
const ORDER_FIELDS: ReadonlySet<PreviewField> = new Set(['productId', 'orderId']);
const DEVICE_FIELDS = PREVIEW_FIELDS.filter((field) => !ORDER_FIELDS.has(field));

export interface PreviewLink {
  route: RouteName;
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
export function previewHref(route: RouteName, fields: PreviewFields, query?: Query): string {
  const device = Object.fromEntries(DEVICE_FIELDS.map((field) => [field, fields[field]]));
  return linkWithSession(ROUTES[route], { ...device, ...(query?.(fields) ?? {}) });
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
      list = PREVIEW_LINKS.filter((link) => available.has(ROUTES[link.route])).map((link) => ({
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
