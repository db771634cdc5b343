import { config } from '@/config';

/**
 * `{host}` of §7 ("opened directly if it begins with {host}"): the configured H5 address, or,
 * when none is configured (the default ''), the address this page is served from. Read literally,
 * every URL begins with an empty host; the H5 address is where this H5 lives, which is here.
 * Opening such a link is `openUrl` (src/services/openUrl.ts): an app route in-app, any other
 * address as a page of its own.
 */
export function ownHost(): string {
  const configured = config.host.trim();
  return configured !== '' ? configured : window.location.origin;
}
