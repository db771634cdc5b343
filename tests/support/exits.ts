import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Every way a page can hand an address to the browser outside the router (jsdom cannot navigate):
 * location.assign, location.replace, setting location.href, window.open.
 */
export interface Exits {
  assigned: string[];
  replaced: string[];
  hrefSet: string[];
  opened: string[];
}

export const allExits = (exits: Exits): string[] => [...exits.assigned, ...exits.replaced, ...exits.hrefSet, ...exits.opened];

/** Records the page's exits around every test of the file (or of the describe it is called in). */
export function recordExits(): () => Exits {
  let exits: Exits = { assigned: [], replaced: [], hrefSet: [], opened: [] };
  beforeEach(() => {
    const log: Exits = { assigned: [], replaced: [], hrefSet: [], opened: [] };
    exits = log;
    const real = window.location;
    vi.stubGlobal(
      'location',
      new Proxy({} as Location, {
        get: (_, key) => {
          if (key === 'assign') return (url: string | URL) => log.assigned.push(String(url));
          if (key === 'replace') return (url: string | URL) => log.replaced.push(String(url));
          const value = Reflect.get(real, key, real) as unknown;
          return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(real) : value;
        },
        set: (_, key, value) => {
          if (key === 'href') log.hrefSet.push(String(value));
          return true;
        },
      }),
    );
    vi.spyOn(window, 'open').mockImplementation((url?: string | URL) => {
      log.opened.push(String(url ?? ''));
      return null;
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
  return () => exits;
}

/** Attributes through which a document loads or links an address. */
const URL_ATTRIBUTES = ['href', 'src', 'srcdoc', 'action', 'formaction', 'data', 'poster', 'xlink:href', 'srcset'];

/** Every address the document shows in a link, a frame, an image or a form: [tag, attribute, value]. */
export function urlAttributes(root: ParentNode = document): [string, string, string][] {
  const found: [string, string, string][] = [];
  for (const element of Array.from(root.querySelectorAll('*'))) {
    for (const name of URL_ATTRIBUTES) {
      const value = element.getAttribute(name);
      if (value !== null) found.push([element.tagName.toLowerCase(), name, value]);
    }
  }
  return found;
}

/**
 * True for an address a browser would run, read from the device or take to another origin without
 * a scheme: judged here on its own, apart from the app's safeUrl, so the test does not trust what
 * it tests.
 */
export function isDangerousAddress(value: string): boolean {
  // eslint-disable-next-line no-control-regex
  const compact = value.replace(/^[\u0000-\u0020]+/, '').replace(/[\t\n\r]/g, '').toLowerCase();
  return /^(javascript|vbscript|data|blob|file|about|intent|ftp|wss?|view-source|chrome|jar):/.test(compact) || /^[/\\]{2}/.test(compact) || /^\/\\/.test(compact);
}
