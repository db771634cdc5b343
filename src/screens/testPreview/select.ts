import type { SnapshotFrom } from 'xstate';
import {
  PREVIEW_FIELDS,
  type GeoPosition,
  type PreviewField,
  type PreviewFields,
  type testPreviewMachine,
} from '@machines/testPreview/testPreview.machine';
import { HASH_ROUTES, ROUTES, isHashRoute, type RouteName } from '@/routes';
import type { Links } from '../shared/links';
import type { FlowMarket } from '../shared/manifest';
import type { PreviewLinkSpec } from './linkSpec';
import { PREVIEW_LINKS } from './links';
import { memoOf } from '../shared/memoOf';

/** The query a link's spec gives, its `{field}` values read from the test page's fields. */
export function linkQuery(spec: PreviewLinkSpec, fields: PreviewFields, market: FlowMarket): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(spec.query ?? {})) {
    const text = typeof value === 'string' ? value : value[market];
    // A whole `{field}` naming a test page field is its value; any other text goes as written.
    query[key] = text.replace(/^\{(\w+)\}$/, (whole, field: string) => (Object.prototype.hasOwnProperty.call(fields, field) ? fields[field as PreviewField] : whole));
  }
  return query;
}

/** The address a link's page is known by in the set of built screens (src/app/screens.ts). */
export function availableKey(flow: string): string {
  return isHashRoute(flow) ? `/#${HASH_ROUTES[flow]}` : ROUTES[flow as RouteName];
}

/** Order fields go only to the pages that read them; the device fields go everywhere. */
const ORDER_FIELDS: ReadonlySet<PreviewField> = new Set(['productId', 'orderId']);
const DEVICE_FIELDS = PREVIEW_FIELDS.filter((field) => !ORDER_FIELDS.has(field));

export interface PreviewLink {
  flow: string;
  /** The link's name in the market's language. */
  label: string;
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
 * The link to a page: the session (device parameters, header values) carried by `links` (the
 * binding's), overridden by the edited device fields (an emptied field clears the parameter) and
 * the page's own query.
 */
export function previewHref(spec: PreviewLinkSpec, fields: PreviewFields, market: FlowMarket, links: Links): string {
  const query = linkQuery(spec, fields, market);
  if (isHashRoute(spec.flow)) return links.route(spec.flow, query);
  const device = Object.fromEntries(DEVICE_FIELDS.map((field) => [field, fields[field]]));
  return links.path(ROUTES[spec.flow as RouteName], { ...device, ...query });
}

function locationOf(snapshot: SnapshotFrom<typeof testPreviewMachine>): TestPreviewView['location'] {
  if (snapshot.matches('locating')) return 'locating';
  if (snapshot.matches('located')) return 'located';
  if (snapshot.matches('locationFailed')) return 'failed';
  return 'unknown';
}

/**
 * The view model of the test page, given the paths that have a screen, the market and the visit's
 * links (the binding's). Lists and the position are
 * rebuilt only when the context part they come from changes, so the shallow compare of the view
 * model sees a change only when there is one.
 */
export function selectFor(available: ReadonlySet<string>, market: FlowMarket, visitLinks: Links) {
  const linksOf = memoOf(
    (fields: PreviewFields): readonly PreviewLink[] =>
      PREVIEW_LINKS.filter((link) => available.has(availableKey(link.flow))).map((link) => ({
        flow: link.flow,
        label: link.label[market],
        href: previewHref(link, fields, market, visitLinks),
      })),
  );
  const positionOf = memoOf(
    (position: GeoPosition): PreviewPosition => ({
      latitude: position.latitude.toFixed(5),
      longitude: position.longitude.toFixed(5),
      accuracy: Math.round(position.accuracy),
    }),
  );

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
