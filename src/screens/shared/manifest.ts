import type { MessageKey } from '@/i18n';

/**
 * One flow's declaration of itself (issue 20): the one place its address, machine, title, demo
 * addresses, test page link, first request and budget are written. Everything that lists flows
 * (the routes, the screen and machine registries, the path-test list, the test page's links, the
 * early-request table, the size and perf route lists, README's routes table) is generated from the
 * manifests by `npm run flows` (scripts/flows.ts) and checked by `npm test`; nothing else is typed
 * by hand. Data only: the generator reads it with no browser and no build.
 */
export type FlowMarket = 'IN' | 'ID';

/** A test page link's query value: a literal, one per market, or `{field}` for a test page field. */
export type LinkValue = string | Readonly<Record<FlowMarket, string>>;

export interface FlowManifest {
  /** The flow's one name: its screen folder (src/screens/<name>) and its key in ROUTES. */
  name: string;
  /** The address the spec gives it: a path, or a hash route of the promotion pages (`/#<hash>?...`). */
  route: { path: string } | { hash: string };
  /** The machine the screen runs (the `id` of machines/<folder>/*.machine.ts), or null for a page without one. */
  machine: string | null;
  /** The key of its title (document.title and its heading); absent for a page titled by its document. */
  title?: MessageKey;
  /** How the scripts, tests and README call it ('card repayment'). */
  page: string;
  /** README's description of the route: what it shows and the query it reads. */
  readme: string;
  /** The query each market's demo address needs (seeded orders, complaints, templates: mocks/seed.ts). */
  demo: Readonly<Record<FlowMarket, string>>;
  /** The market of README's example address. */
  example: FlowMarket;
  /** Its link on the test page (§2), labelled in each market; null for the test page itself. */
  testPage: { label: Readonly<Record<FlowMarket, string>>; query?: Readonly<Record<string, LinkValue>> } | null;
  /** The screen's first request leaves from the entry, before the screen's code (src/app/early.ts). */
  firstRequest: boolean;
  /** A page that sends nothing to a server: the quiet budget (no HTTP client, 100 KiB). */
  quiet: boolean;
}
