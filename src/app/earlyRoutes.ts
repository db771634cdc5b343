// Relative, not '@/': the build's preload plugin (scripts/lib/routePreload.ts) reads this file too.
import { ROUTES } from '../routes.ts';

/**
 * The routes whose screen starts with a request the entry can start early (src/app/early.ts has
 * how). Kept apart and tiny: the entry and the build's preload list read it without loading the
 * HTTP code for a route that makes no request.
 */
export const EARLY_ROUTES: ReadonlySet<string> = new Set([
  ROUTES.complaintEntry,
  ROUTES.complaintNew,
  ROUTES.complaintForm,
  ROUTES.complaintList,
  ROUTES.complaintDetails,
  ROUTES.customerService,
]);
