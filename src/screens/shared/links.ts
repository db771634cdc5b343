/**
 * The links a select or a view builds, handed in by its binding (index.tsx), the one place of a
 * screen that reads services/session: selects and views never read the visit's session, market or
 * links themselves, so they are plain functions of what they are given (eslint.config.js).
 */

/** An in-app path with the visit's session carried, the page's own query first (session's `linkWithSession`). */
export type PathLink = (path: string, query?: Record<string, string>) => string;

/** A route name's address, a hash route's too, with the visit's session carried (session's `routeHref`). */
export type RouteLink = (route: string, query?: Record<string, string>) => string;

/** Both kinds, for a select that links to pages by path and by route name (the test page). */
export interface Links {
  path: PathLink;
  route: RouteLink;
}
