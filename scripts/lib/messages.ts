/**
 * Every text of the app by key, per market, as the screens show it: the every-visit catalog
 * (src/i18n/<locale>) and every screen's strings (src/screens/**\/strings.<locale>.ts and
 * *.strings.<locale>.ts). For the generated docs (diagrams, test plans), which name a toast or a
 * button by its text rather than its key.
 */
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export type Locale = 'en-IN' | 'id-ID';
export type Messages = Readonly<Record<Locale, Readonly<Record<string, string>>>>;


function stringFiles(dir: string, locale: Locale): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return stringFiles(path, locale);
    return entry.name === `strings.${locale}.ts` || entry.name.endsWith(`.strings.${locale}.ts`) ? [path] : [];
  });
}

export async function loadMessages(): Promise<Messages> {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  const out = { 'en-IN': {}, 'id-ID': {} } as Record<Locale, Record<string, string>>;
  for (const locale of ['en-IN', 'id-ID'] as const) {
    const { common } = (await import(pathToFileURL(join(root, 'src/i18n', locale, 'common.ts')).href)) as { common: Record<string, string> };
    Object.assign(out[locale], common);
    for (const file of stringFiles(join(root, 'src/screens'), locale).sort()) {
      const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
      for (const [name, table] of Object.entries(module)) {
        if (!table || typeof table !== 'object') throw new Error(`${relative(root, file)}: export ${name} is not a table of strings`);
        Object.assign(out[locale], table);
      }
    }
  }
  return out;
}
