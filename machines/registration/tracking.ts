/**
 * The tracking parameters of the promotion pages (§2): plain data and no xstate, so a page that
 * only carries them on (the agreement) does not load the registration machine.
 */
/** The tracking parameters every promotion page carries (§2), as the address gives them. */
export interface Tracking {
  app_from: string;
  user_from: string;
  utm_tag: string;
  id: string;
  /** links_id or down_id, whichever the address has (both kept when both are there). */
  links_id?: string;
  down_id?: string;
  /** The market flag (§1) when the address has it: carried so a reload keeps the market. */
  isNeedPop?: string;
}

/** The tracking parameters a promotion page hands on to the next one (§2), and the market flag. */
export function trackingQuery(tracking: Tracking): Record<string, string> {
  const query: Record<string, string> = {
    app_from: tracking.app_from,
    user_from: tracking.user_from,
    utm_tag: tracking.utm_tag,
    id: tracking.id,
  };
  if (tracking.links_id !== undefined) query.links_id = tracking.links_id;
  if (tracking.down_id !== undefined) query.down_id = tracking.down_id;
  if (tracking.isNeedPop !== undefined) query.isNeedPop = tracking.isNeedPop;
  return query;
}
