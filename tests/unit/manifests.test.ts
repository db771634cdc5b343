import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { machines } from '@machines/index';
import { readManifest } from '@/screens/shared/manifest';
import { pathSpecs } from '../paths/specs';

/**
 * Issue 20: a flow declares itself once, in src/screens/<flow>/manifest.json, and the manifest has
 * what QA, product owners and the scripts need of it. `npm run flows -- --check` (in `npm test`)
 * holds the generated lists to the manifests; this holds the manifests to the rest of the house.
 */
const files = import.meta.glob<unknown>('/src/screens/*/manifest.json', { eager: true, import: 'default' });
const manifests = Object.entries(files).map(([file, json]) => ({ folder: file.split('/')[3]!, manifest: readManifest(file, json) }));

/** Screen folders that are not flows: the shared parts, the SMS button, the not-found page. */
const NOT_FLOWS = new Set(['shared', 'smsCode', 'notFound']);

describe('flow manifests', () => {
  it('every screen folder has one, named as its folder', () => {
    const screens = readdirSync('src/screens').filter((folder) => !NOT_FLOWS.has(folder) && existsSync(`src/screens/${folder}/index.tsx`));
    expect(manifests.map((m) => m.folder).sort()).toEqual(screens.sort());
    for (const { folder, manifest } of manifests) expect(manifest.name, folder).toBe(folder);
  });

  it('give every address once', () => {
    const addresses = manifests.map(({ manifest }) => ('path' in manifest.route ? manifest.route.path : `#${manifest.route.hash}`));
    expect(new Set(addresses).size).toBe(addresses.length);
  });

  it('name a machine that exists, with its path spec and its diagram', () => {
    for (const { manifest } of manifests) {
      if (manifest.machine === null) continue;
      const machine = (machines as Record<string, { config: unknown } | undefined>)[manifest.machine];
      expect(machine, `${manifest.name}: machine ${manifest.machine}`).toBeDefined();
      expect(pathSpecs.some((spec) => spec.machine.config === machine?.config), `${manifest.name}: a path spec of ${manifest.machine}`).toBe(true);
      expect(existsSync(`docs/statecharts/${manifest.machine}.mmd`), `${manifest.name}: docs/statecharts/${manifest.machine}.mmd`).toBe(true);
    }
  });

  it('give a demo address in both markets and a test page link in both languages', () => {
    for (const { manifest } of manifests) {
      expect(Object.keys(manifest.demo).sort(), manifest.name).toEqual(['ID', 'IN']);
      for (const query of Object.values(manifest.demo)) expect(query, manifest.name).not.toMatch(/isNeedPop|^[?&]|&$/);
      if (manifest.name === 'testPreview') {
        expect(manifest.testPage).toBeNull();
        continue;
      }
      expect(manifest.testPage, `${manifest.name}: a test page link`).not.toBeNull();
      for (const label of Object.values(manifest.testPage!.label)) expect(label.trim(), manifest.name).not.toBe('');
    }
  });

  it('name a title its screen shows', () => {
    for (const { manifest } of manifests) {
      if (manifest.title === undefined) continue;
      const read = (folder: string) =>
        readdirSync(`src/screens/${folder}`)
          .filter((file) => /\.tsx?$/.test(file))
          .map((file) => readFileSync(`src/screens/${folder}/${file}`, 'utf8'))
          .join('\n');
      const own = read(manifest.name);
      // A second address of a screen re-exports it (privacyPolicyApp): its title is the screen's.
      const reexported = /export \{ default \} from '\.\.\/(\w+)'/.exec(own)?.[1];
      const sources = reexported ? read(reexported) : own;
      expect(sources, `${manifest.name}: t('${manifest.title}')`).toContain(`'${manifest.title}'`);
    }
  });
});
