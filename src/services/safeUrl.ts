import { config } from '@/config';

/**
 * The one check for every URL that comes from a server or a query string before it is navigated
 * to, framed or handed to the bridge. Returns the trimmed URL, or null when it is not http(s),
 * the app's own scheme, or a same-origin path.
 */
export function safeUrl(candidate: unknown): string | null {
  if (typeof candidate !== 'string') return null;
  // Browsers ignore leading/trailing C0 controls and spaces and tabs/newlines inside a scheme.
  // eslint-disable-next-line no-control-regex
  const url = candidate.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
  if (url === '') return null;
  // eslint-disable-next-line no-control-regex
  const compact = url.replace(/[\u0000-\u001f\u007f]/g, '');
  if (compact.startsWith('/') && !compact.startsWith('//') && !compact.startsWith('/\\')) {
    return url;
  }
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact)?.[1]?.toLowerCase();
  if (scheme === undefined) return null;
  if (scheme === config.appScheme.toLowerCase()) return url;
  if (scheme !== 'http' && scheme !== 'https') return null;
  return hasHost(url, compact) ? url : null;
}

/**
 * An http(s) address must name a host a browser can reach: 'https:', 'http:evil' (a path of this
 * page once resolved), a bad port or host would make opening it throw, or open something else.
 */
function hasHost(url: string, compact: string): boolean {
  if (!/^https?:[/\\]{2}/i.test(compact)) return false;
  try {
    return new URL(url).hostname !== '';
  } catch {
    return false;
  }
}
