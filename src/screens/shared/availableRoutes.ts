import { createContext } from 'react';

/**
 * The paths that have a screen, given by the app's router: the test page links only to these.
 * A context rather than an import keeps screens from importing the router that imports them.
 */
export const AvailableRoutes = createContext<ReadonlySet<string>>(new Set());
