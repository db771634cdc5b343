/**
 * Builds each listed module into every page's chunk that imports it, instead of a chunk of its own
 * (or a place in the machine kit that every page with a machine downloads).
 *
 * For a module of a few lines that a few pages share (a query reader, a component of one bar, a
 * machine helper of three flows): a chunk of its own costs each page that uses it a request and
 * about 60-250 bytes of gzip (the chunk's own import and export lists, the page's import line, a
 * file that compresses alone), more than its copy costs inside the page's chunk; in the kit it
 * costs every page with a machine, used or not. The source stays one module: this plugin only
 * changes where the built code stands.
 *
 * A listed module is copied once a flow (src/screens/<flow>/ and machines/<flow>/ share one copy)
 * and once each shared module that imports it; a copy's own imports of listed modules are that
 * flow's too (machines/shared/money.ts passes each flow its own copy of payAddress.ts, which only
 * the pay pages keep). It must hold no state of its own (a copy per page would each have theirs)
 * and import no stylesheet: the pages that show a listed component take its styles in with
 * `@import` (as src/ui/tile.css). The build fails when a listed file is missing or imports a
 * stylesheet.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const COPY = '?copy=';

/** A copy made by this plugin (for the kit's group in vite.config.ts: a copy stays with its page). */
export const isCopy = (id: string) => id.includes(COPY);

/** The flow a module belongs to (its screen and machine folders share one copy), else the module itself. */
function homeOf(root: string, importer: string): string {
  const copied = importer.indexOf(COPY);
  if (copied >= 0) return decodeURIComponent(importer.slice(copied + COPY.length));
  const file = path.relative(root, importer.split('?')[0]!).split(path.sep).join('/');
  const flow = /^(?:src\/screens|machines)\/([^/]+)\//.exec(file)?.[1];
  return flow && flow !== 'shared' ? flow : file;
}

const stem = (file: string) => path.basename(file).replace(/\.[cm]?[jt]sx?$/, '');

export function copyModules(root: string, files: readonly string[]): Plugin {
  const listed = new Set(files.map((file) => path.join(root, file)));
  // Only an import that names a listed module's file is resolved a second time.
  const stems = new Set(files.map(stem));
  return {
    name: 'loan-h5:copy-modules',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      for (const file of listed) {
        if (!existsSync(file)) this.error(`${path.relative(root, file)} is listed to copy into its pages but is gone`);
        else if (/^import\s+['"][^'"]+\.css['"]/m.test(readFileSync(file, 'utf8'))) {
          this.error(`${path.relative(root, file)} imports a stylesheet: a copy per page would make it a file of its own; @import it in the pages' styles`);
        }
      }
    },
    async resolveId(source, importer, options) {
      if (!importer || !stems.has(stem(source))) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || !listed.has(resolved.id)) return null;
      return `${resolved.id}${COPY}${encodeURIComponent(homeOf(root, importer))}`;
    },
  };
}
