import { act, render, screen, type RenderResult } from '@testing-library/react';
import { expect } from 'vitest';
import { lazy, StrictMode, Suspense, useContext, useLayoutEffect, type ComponentType, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes, UNSAFE_NavigationContext, useLocation, useNavigate, type Location, type NavigateFunction } from 'react-router-dom';
import { RouterServices } from '@/app/RouterServices';
import { loadCatalog } from '@/i18n';
import { HASH_ROUTES, ROUTES } from '@/routes';
import { refreshSession, variantOf } from '@/services/session';
import { LoadingHost, ToastHost } from '@/ui';
import type { Market } from '@mocks/db';

/**
 * Opens one screen as the app shows it (the real binding, its router services, the toast and
 * loading hosts) at a real address, for the component tests: only the other pages are stand-ins.
 * `openScreen('cardRepay', { market: 'IN', query: 'orderId=1003&..' })`, then what the user does
 * and sees (`screen`, `where()`, `toast()`), then what the server received (`requestsTo()`).
 */
export type { Market };

/** The device parameters a market's demo address starts with (isNeedPop picks the market, §1). */
export const SESSION: Readonly<Record<Market, string>> = { IN: 'isNeedPop=1&deviceId=demo', ID: 'isNeedPop=0&deviceId=demo' };

type ScreenName = keyof typeof ROUTES | keyof typeof HASH_ROUTES;

export interface OpenOptions {
  /** The market of the session and the catalog: 'IN' unless said. */
  market?: Market;
  /** The flow's own query, after the session's. */
  query?: string;
  /** The device parameters instead of the market's SESSION ('' for none). */
  session?: string;
  /** The whole address instead (path and query, or `/<search>#<hash route>`); the session is read from it. */
  address?: string;
  /** Addresses beneath the screen's in the history, as when the app opened it from another page. */
  before?: readonly string[];
  /** Other pages by path; any other address shows `elsewhere` with the address it was given. */
  pages?: Readonly<Record<string, ReactNode>>;
  /** Render in React's StrictMode (effects run twice). */
  strict?: boolean;
  /** Wraps the screen (a probe beside it, a context provider). */
  wrap?: (screen: ReactNode) => ReactNode;
}

const loaders = import.meta.glob<{ default: ComponentType }>('/src/screens/*/index.tsx');

/** Where the app is: its router's location, its navigate, and the history's own. */
const app: { navigate: NavigateFunction | null; history: { location: Location } | null; location: Location | null } = {
  navigate: null,
  history: null,
  location: null,
};

function Where() {
  const navigate = useNavigate();
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const location = useLocation();
  useLayoutEffect(() => {
    app.navigate = navigate;
    app.history = navigator as unknown as { location: Location };
    app.location = location;
  }, [navigate, navigator, location]);
  return null;
}

/** Another page: says the address it was opened at. */
function Elsewhere() {
  const { pathname, search } = useLocation();
  return <p data-testid="elsewhere">{`${pathname}${search}`}</p>;
}

function isHashRoute(name: ScreenName): name is keyof typeof HASH_ROUTES {
  return name in HASH_ROUTES;
}

/** The screen's module, loaded before it renders (so a fake clock never waits on the disk). */
export async function screenOf(name: ScreenName): Promise<ComponentType> {
  const load = loaders[`/src/screens/${name}/index.tsx`];
  if (!load) throw new Error(`No screen folder src/screens/${name}`);
  return (await load()).default;
}

/** The address a screen opens at: its route with the session and the flow's query. */
export function addressOf(name: ScreenName, { market = 'IN', query = '', session = SESSION[market] }: OpenOptions = {}): string {
  const search = [session, query].filter(Boolean).join('&');
  if (isHashRoute(name)) return `/#${HASH_ROUTES[name]}${search ? `?${search}` : ''}`;
  return `${ROUTES[name]}${search ? `?${search}` : ''}`;
}

function sessionOf(address: string): string {
  const [path = '', hash = ''] = address.split('#');
  const query = new URLSearchParams(path.split('?')[1] ?? '');
  new URLSearchParams(hash.split('?')[1] ?? '').forEach((value, key) => query.set(key, value));
  return `?${query.toString()}`;
}

export async function openScreen(name: ScreenName, options: OpenOptions = {}): Promise<RenderResult> {
  const address = options.address ?? addressOf(name, options);
  const search = sessionOf(address);
  const market = options.market ?? (variantOf(new URLSearchParams(search).get('isNeedPop') ?? '').locale === 'en-IN' ? 'IN' : 'ID');
  await loadCatalog(market === 'IN' ? 'en-IN' : 'id-ID');
  refreshSession(search);
  const Screen = await screenOf(name);
  const wrap = options.wrap ?? ((node: ReactNode) => node);
  const element = <Suspense fallback={<p>loading...</p>}>{wrap(<Screen />)}</Suspense>;
  const path = isHashRoute(name) ? '/' : ROUTES[name];
  const entries = [...(options.before ?? []), address];
  const app = (
    <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
      <RouterServices />
      <Where />
      <Routes>
        <Route path={path} element={element} />
        {Object.entries(options.pages ?? {}).map(([page, node]) => (
          <Route key={page} path={page} element={node} />
        ))}
        <Route path="*" element={<Elsewhere />} />
      </Routes>
      <ToastHost />
      <LoadingHost />
    </MemoryRouter>
  );
  return render(options.strict ? <StrictMode>{app}</StrictMode> : app);
}

/** Where the app is now: path and query of the router's location. */
export const where = (): string => (app.location ? `${app.location.pathname}${app.location.search}` : '');
/** The path of where the app is now, without its query. */
export const placePath = (): string => app.location?.pathname ?? '';
/** The hash of where the app is now, `#` included ('' for none): a promotion page's hash route, a section. */
export const placeHash = (): string => app.location?.hash ?? '';
/** The query of where the app is now. */
export const placeQuery = (): Record<string, string> => Object.fromEntries(new URLSearchParams(app.location?.search ?? ''));
/** Which history entry the app shows (its key), to tell a move from staying put. */
export const entryKey = (): string | undefined => app.location?.key;
/** The address bar, which names the next page before the router shows it. */
export const addressBar = (): string => (app.history ? `${app.history.location.pathname}${app.history.location.search}` : '');
/** The browser's Back button: the history moves back and the window hears popstate. */
export const browserBack = () =>
  act(async () => {
    await app.navigate?.(-1);
    window.dispatchEvent(new PopStateEvent('popstate'));
  });

/**
 * The query of a screen's own address now (what the page wrote into it: a payment marker, the
 * picks, the selection); fails when the app is on another page.
 */
export function screenQuery(name: keyof typeof ROUTES): URLSearchParams {
  expect(placePath(), `the app is at ${where()}, not on ${name}`).toBe(ROUTES[name]);
  return new URLSearchParams(app.location?.search ?? '');
}

/** The other page the app opened (the catch-all page), as its path and query. */
export function place(): { pathname: string; query: Record<string, string> } {
  const [pathname = '', search = ''] = screen.getByTestId('elsewhere').textContent!.split('?');
  return { pathname, query: Object.fromEntries(new URLSearchParams(search)) };
}

/** A page module whose code never arrives. */
const Pending = lazy(() => new Promise<{ default: ComponentType }>(() => {}));

/**
 * Another page whose code is still on its way (a first visit on a slow network), for
 * `pages: { [path]: pendingPage() }`: in its own Suspense as the app's router holds each route, so
 * the router keeps the screen showing while the address names the next page.
 */
export const pendingPage = (): ReactNode => (
  <Suspense fallback={<p>loading...</p>}>
    <Pending />
  </Suspense>
);

/** Forgets the last screen's router (the setup's afterEach calls it). */
export function resetOpen(): void {
  app.navigate = null;
  app.history = null;
  app.location = null;
}
