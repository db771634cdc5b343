/**
 * Leaves axios's fetch adapter (about 5 KiB gzip) out of the production bundle. Both clients use
 * the XMLHttpRequest adapter, pinned in src/services/http/clients.ts: uploads need its progress
 * events, which fetch does not give. Fails the build if axios moves the file, rather than
 * silently shipping it again.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const FETCH_ADAPTER = path.join('node_modules', 'axios', 'lib', 'adapters', 'fetch.js');
const STUB = '\0axios-fetch-adapter-stub';

export function axiosXhrOnly(root: string): Plugin {
  const file = path.join(root, FETCH_ADAPTER);
  return {
    name: 'loan-h5:axios-xhr-only',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      if (!existsSync(file)) this.error(`${FETCH_ADAPTER} is gone: check how this axios version picks adapters`);
    },
    async resolveId(source, importer) {
      if (!importer?.includes(`${path.sep}axios${path.sep}`) || !source.endsWith('fetch.js')) return null;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      return resolved?.id === file ? STUB : null;
    },
    load(id) {
      // What adapters.js reads: no fetch adapter here, so axios keeps to XMLHttpRequest.
      return id === STUB ? 'export const getFetch = () => false; export default false;' : null;
    },
  };
}
