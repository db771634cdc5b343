/** Types of routes.mjs, for the TypeScript tests that open every route. */
export declare const DEVICE: string;
export declare const MARKETS: Record<'IN' | 'ID', { name: string; query: string }>;
export interface RouteAddress {
  path: string;
  name: string;
  query: Record<'IN' | 'ID', string>;
}
export declare const ROUTE_ADDRESSES: RouteAddress[];
export interface RoutePage {
  key: string;
  market: 'IN' | 'ID';
  path: string;
  name: string;
  address: string;
  untabled: boolean;
}
export declare function routePages(screens: string[]): { pages: RoutePage[]; warnings: string[] };
