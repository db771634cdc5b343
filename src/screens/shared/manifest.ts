import * as v from 'valibot';
import type { MessageKey } from '@/i18n';

/**
 * One flow's declaration of itself (issue 20): src/screens/<flow>/manifest.json, the one place its
 * address, machine, title, demo addresses, test page link, first request and budget are written.
 * Everything that lists flows (the routes, the screen and machine registries, the path-test list,
 * the test page's links, the early-request table, the size and perf route lists, README's routes
 * table) is generated from the manifests by `npm run flows` (scripts/flows.ts) and checked by
 * `npm test`; nothing else is typed by hand. JSON because it is data only: the generator and the
 * tests read it with no browser and no build, and this schema is the one definition of its fields
 * (the app imports only the type, so the schema never reaches a bundle).
 */
const market = v.picklist(['IN', 'ID']);
const perMarket = v.strictObject({ IN: v.string(), ID: v.string() });
const text = v.pipe(v.string(), v.trim(), v.nonEmpty());

export const flowManifestSchema = v.strictObject({
  /** The flow's one name: its screen folder (src/screens/<name>) and its key in ROUTES. */
  name: v.pipe(v.string(), v.regex(/^[a-z][A-Za-z]*$/)),
  /** The address the spec gives it: a path, or a hash route of the promotion pages (`/#<hash>?...`). */
  route: v.union([v.strictObject({ path: v.pipe(v.string(), v.startsWith('/')) }), v.strictObject({ hash: v.pipe(v.string(), v.startsWith('/')) })]),
  /** The machine the screen runs (the `id` of machines/<folder>/*.machine.ts), or null for a page without one. */
  machine: v.nullable(v.string()),
  /** The key of its title (document.title and its heading); absent for a page titled by its document. */
  title: v.optional(v.custom<MessageKey>((key) => typeof key === 'string' && /^\w+(\.\w+)+$/.test(key), 'a message key such as "cardRepay.title"')),
  /** How the scripts, tests and README call it ('card repayment'). */
  page: text,
  /** README's description of the route: what it shows and the query it reads. */
  readme: text,
  /** The query each market's demo address needs (seeded orders, complaints, templates: mocks/seed.ts). */
  demo: perMarket,
  /** The market of README's example address. */
  example: market,
  /**
   * Its link on the test page (§2), labelled in each market; null for the test page itself. A query
   * value is a literal, one per market, or `{field}` for a test page field.
   */
  testPage: v.nullable(v.strictObject({ label: perMarket, query: v.optional(v.record(v.string(), v.union([v.string(), perMarket]))) })),
  /** The screen's first request leaves with the HTML, before the screen's code (src/app/firstRequests.ts). */
  firstRequest: v.boolean(),
  /** A page that sends nothing to a server: the quiet budget (no HTTP client, 100 KiB). */
  quiet: v.boolean(),
  /**
   * Rendered at build time into the page's own HTML file, both markets, and hydrated (issue 22,
   * scripts/lib/prerender.ts): a page whose first screen needs no answer from a server.
   */
  prerender: v.boolean(),
});

export type FlowManifest = v.InferOutput<typeof flowManifestSchema>;
export type FlowMarket = v.InferOutput<typeof market>;

/** Reads one manifest's JSON, or throws naming the file and every field that is wrong. */
export function readManifest(file: string, json: unknown): FlowManifest {
  const result = v.safeParse(flowManifestSchema, json);
  if (result.success) return result.output;
  throw new Error(`${file}: ${result.issues.map((issue) => `${v.getDotPath(issue) ?? '(top)'}: ${issue.message}`).join('; ')}`);
}
