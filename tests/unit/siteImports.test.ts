import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The public site's pages that send nothing load at most 100 KiB (issue): their static import graph
 * must reach no xstate, @xstate/react, axios, valibot or HTTP client. The footer's form, which needs
 * the machine, is a dynamic import (its own chunk); /Contact's form is its content and may.
 */
const ROOT = process.cwd();
const HEAVY = ['xstate', '@xstate/react', 'axios', 'valibot'];
const HTTP = path.join(ROOT, 'src/services/http');

function resolve(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = path.join(ROOT, 'src', specifier.slice(2));
  else if (specifier.startsWith('@machines/')) base = path.join(ROOT, 'machines', specifier.slice('@machines/'.length));
  else if (specifier.startsWith('@mocks/')) base = path.join(ROOT, 'mocks', specifier.slice('@mocks/'.length));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return null;
  base = base.replace(/\?.*$/, '');
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (existsSync(candidate) && !candidate.endsWith('/') && /\.(tsx?|css|svg)$/.test(candidate)) return candidate;
  }
  throw new Error(`${from}: cannot resolve ${specifier}`);
}

/** Static, value imports of a file (type-only imports and dynamic import() left out). */
function imports(file: string): string[] {
  if (!/\.tsx?$/.test(file)) return [];
  const source = readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const match of source.matchAll(/^\s*(import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm)) {
    if (match[2]) continue;
    found.push(match[3]!);
  }
  return found;
}

/** Every package and file the module reaches statically, and the path to each package. */
function reach(entry: string): Map<string, string[]> {
  const packages = new Map<string, string[]>();
  const seen = new Set<string>();
  const walk = (file: string, trail: string[]) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const specifier of imports(file)) {
      const target = resolve(file, specifier);
      const here = [...trail, path.relative(ROOT, file)];
      if (target === null) {
        if (!packages.has(specifier)) packages.set(specifier, here);
        continue;
      }
      if (target.startsWith(HTTP)) packages.set('src/services/http', here);
      walk(target, here);
    }
  };
  walk(path.join(ROOT, entry), []);
  return packages;
}

describe('the public site pages that send nothing', () => {
  for (const screen of ['site', 'sitePolicy', 'siteLoan', 'siteAbout', 'siteUser']) {
    it(`${screen} statically imports no xstate, HTTP client or schema library`, () => {
      const reached = reach(`src/screens/${screen}/index.tsx`);
      for (const heavy of [...HEAVY, 'src/services/http']) {
        expect(reached.get(heavy), `${heavy} reached via ${reached.get(heavy)?.join(' -> ')}`).toBeUndefined();
      }
      expect(reached.has('react')).toBe(true);
    });
  }

  it('the footer form (its own chunk) and /Contact do carry the machine', () => {
    expect(reach('src/screens/shared/site/FooterForm.tsx').has('xstate')).toBe(true);
    expect(reach('src/screens/siteContact/index.tsx').has('xstate')).toBe(true);
    expect(readFileSync(path.join(ROOT, 'src/screens/shared/site/SiteFooter.tsx'), 'utf8')).toMatch(/lazy\(\(\) => import\('\.\/FooterForm'\)\)/);
  });
});
