import { config } from '@/config';
import { navigation } from '@/services/navigation';

/**
 * `{host}` of §7 ("opened directly if it begins with {host}"): the configured H5 address, or,
 * when none is configured (the default ''), the address this page is served from. Read literally,
 * every URL begins with an empty host; the H5 address is where this H5 lives, which is here.
 */
export function ownHost(): string {
  const configured = config.host.trim();
  return configured !== '' ? configured : window.location.origin;
}

/** Opens a link of ours in this web view: an app path through the router, a full address by `location`. */
export function openDirect(url: string): void {
  if (url.startsWith('/')) navigation.go(url);
  else window.location.assign(url);
}
