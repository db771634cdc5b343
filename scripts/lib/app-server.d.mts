/** Types of app-server.mjs, for the tests. */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { RequestHandler } from 'msw';

export declare const IMMUTABLE: string;
export declare const REVALIDATE: string;

/** One file of a site (static-site.mjs loadSite): its type and its bytes per encoding. */
export interface SiteEntry {
  type: string;
  compressible: boolean;
  variants: Partial<Record<'identity' | 'gzip' | 'br', { bytes: Buffer; etag: string }>> & { identity: { bytes: Buffer; etag: string } };
}

export type ApiBackend = (req: IncomingMessage, res: ServerResponse, done: (status: number) => void) => void;

export declare function securityHeaders(pages: string[], apiBase: string): Record<string, string>;
export declare function proxyTo(target: string, apiBase: string): ApiBackend;
export declare function mockBackend(handlers: RequestHandler[]): Promise<ApiBackend>;
export declare function createAppServer(options: {
  site: Map<string, SiteEntry>;
  apiBase: string;
  api: ApiBackend | null;
  log?: (line: string) => void;
}): Server;
export declare function listen(server: Server, host: string, port: number): Promise<number>;
