/** Types of csp.mjs, for the build (scripts/lib/prerender.ts) and the tests. */
export declare const HEADER_ONLY: string[];
export interface PolicyOptions {
  inlineStyles?: boolean;
}
export declare function contentSecurityPolicy(pages: string[], apiBase: string, options?: PolicyOptions): string;
export declare function metaPolicy(policy: string): string;
export declare function metaPolicyOf(html: string): string | null;
export declare function withCspMeta(html: string, policy: string): string;
export declare function htmlFiles(dir: string, rel?: string): string[];
export declare function writeCspMeta(dir: string, apiBase: string, options?: PolicyOptions): string;
