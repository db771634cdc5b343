/**
 * Leaves out of the production bundle the parts of axios this app never runs (about 7 KiB gzip
 * together, paid by every page that calls the server):
 *
 * - the fetch adapter: both clients use the XMLHttpRequest adapter, pinned in
 *   src/services/http/clients.ts (uploads need its progress events, which fetch does not give);
 * - the object-to-FormData and FormData-to-JSON converters: the request helper hands axios a body
 *   it has already encoded (a form-urlencoded string, or a FormData sent as multipart) and never
 *   `params`, so axios has nothing to convert;
 * - CancelToken (requests are cancelled with an AbortSignal) and the HttpStatusCode table (never
 *   read).
 *
 * A stub that is reached anyway throws with its reason instead of sending something wrong, and the
 * e2e tests run on the built app. The build fails if axios moves a file, rather than silently
 * shipping it again.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const unused = (what: string) =>
  `throw new Error('axios ${what} is left out of this build (scripts/lib/axiosXhrOnly.ts): the request helper never needs it')`;

/** Each left-out file (under node_modules/axios/lib) and the module that stands in for it. */
const STUBS: Readonly<Record<string, string>> = {
  // What adapters.js reads: no fetch adapter here, so axios keeps to XMLHttpRequest.
  'adapters/fetch.js': 'export const getFetch = () => false; export default false;',
  'helpers/toFormData.js': `export const DEFAULT_FORM_DATA_MAX_DEPTH = 100; export default function toFormData() { ${unused('toFormData')} }`,
  'helpers/formDataToJSON.js': `export default function formDataToJSON() { ${unused('formDataToJSON')} }`,
  'cancel/CancelToken.js': `export default class CancelToken { constructor() { ${unused('CancelToken')} } static source() { ${unused('CancelToken')} } }`,
  'helpers/HttpStatusCode.js': 'export default {};',
};
const PREFIX = '\0axios-stub:';

export function axiosXhrOnly(root: string): Plugin {
  const lib = path.join(root, 'node_modules', 'axios', 'lib');
  const byFile = new Map(Object.keys(STUBS).map((file) => [path.join(lib, file), file]));
  return {
    name: 'loan-h5:axios-xhr-only',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      for (const file of byFile.keys()) {
        if (!existsSync(file)) this.error(`${path.relative(root, file)} is gone: check what this axios version imports before stubbing it`);
      }
    },
    async resolveId(source, importer) {
      if (!importer?.includes(`${path.sep}axios${path.sep}`) || !source.endsWith('.js')) return null;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      const stub = resolved ? byFile.get(resolved.id) : undefined;
      return stub === undefined ? null : `${PREFIX}${stub}`;
    },
    load(id) {
      return id.startsWith(PREFIX) ? (STUBS[id.slice(PREFIX.length)] ?? null) : null;
    },
  };
}
