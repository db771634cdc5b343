import type { Tracking } from '@machines/registration/tracking';
import { hashSearch } from '@/routes';
import { queryText } from './queryText';

/**
 * The query of a promotion page (§2 hash routes, `/#/registerTemplate?app_from=..`): the
 * address's search and the hash's query, the hash winning where both name a parameter.
 */
export function promotionQuery({ search, hash }: { search: string; hash: string }): URLSearchParams {
  const query = new URLSearchParams(search);
  new URLSearchParams(hashSearch(hash)).forEach((value, name) => query.set(name, value));
  return query;
}

/** The tracking parameters every promotion page carries on (links_id or down_id, as given). */
export function trackingOf(query: URLSearchParams): Tracking {
  const read = (name: string) => queryText(query, name);
  return {
    app_from: read('app_from'),
    user_from: read('user_from'),
    utm_tag: read('utm_tag'),
    id: read('id'),
    ...(query.has('links_id') ? { links_id: read('links_id') } : {}),
    ...(query.has('down_id') ? { down_id: read('down_id') } : {}),
    ...(query.has('isNeedPop') ? { isNeedPop: read('isNeedPop') } : {}),
  };
}
