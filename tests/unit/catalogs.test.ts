/**
 * Issue 19 §1: one language per market. Every catalog file of each market (found by the glob, so
 * a new screen's strings are checked without being listed here: the catalog every visit loads in
 * src/i18n/<locale>/, a screen's own strings in its folder, src/screens/<screen>/strings.<locale>.ts,
 * strings several screens share in src/screens/shared/, <topic>.strings.<locale>.ts) holds no
 * Chinese, Japanese or Korean character, and no entry reads the same in both markets unless it is
 * a name (a brand, a bank, a method code) or a format with no words: an entry left untranslated
 * would show one market's language in the other.
 */
import { readFileSync } from 'node:fs';

type Catalog = Record<string, string>;

const files = import.meta.glob<Record<string, unknown>>(
  ['/src/i18n/{en-IN,id-ID,shared}/*.ts', '/src/screens/**/*strings*.ts'],
  { eager: true },
);

/** The market a catalog file is of: its folder in src/i18n, or its name in a screen's folder. */
function marketOf(path: string): string | undefined {
  return /^\/src\/i18n\/([^/]+)\//.exec(path)?.[1] ?? /strings\.([a-z]{2}-[A-Z]{2})\.ts$/.exec(path)?.[1];
}

/** One market's strings: every object every file of that market exports, merged. */
function market(folder: string): Catalog {
  const merged: Catalog = {};
  for (const [path, exports] of Object.entries(files)) {
    if (marketOf(path) !== folder) continue;
    for (const value of Object.values(exports)) {
      if (value && typeof value === 'object') Object.assign(merged, value as Catalog);
    }
  }
  return merged;
}

const en = market('en-IN');
const id = market('id-ID');
const CJK = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af\uff01-\uff60]/u;

/** Entries that are the same in both markets on purpose: names and formats without words. */
const SAME_IN_BOTH: Readonly<Record<string, string>> = {
  'sms.seconds': 'a count of seconds ("42s") reads the same in both',
  'payMethod.ATM': 'ATM is the word both markets use',
  'payMethod.MobileBank': "the channel's name in both markets' banks (Mobile banking)",
  'payMethod.InternetBank': "the channel's name in both markets' banks (Internet banking)",
  'changeMethod.type.bank': '"Bank" is the Indonesian word too',
  'vaRepay.bank': '"Bank" is the Indonesian word too',
  'loanDetails.ok': '"OK" is how Indonesian apps label the button',
  'preview.link.vaRepay': 'Indonesian banks call it "Virtual account"',
};

describe('catalogs: one language per market (issue 19)', () => {
  it('are found: both markets, many files', () => {
    expect(Object.keys(en).length).toBeGreaterThan(300);
    expect(Object.keys(id).sort()).toEqual(Object.keys(en).sort());
  });

  it('are found where the screens keep them, both markets side by side', () => {
    const screens = Object.keys(files).filter((path) => path.startsWith('/src/screens/'));
    expect(screens.length).toBeGreaterThan(40);
    for (const path of screens.filter((file) => file.endsWith('.en-IN.ts'))) {
      expect(screens, path).toContain(path.replace(/\.en-IN\.ts$/, '.id-ID.ts'));
    }
  });

  it('no market shares a catalog: every string file is one market\'s', () => {
    expect(Object.keys(files).filter((path) => path.startsWith('/src/i18n/shared/'))).toEqual([]);
    expect(Object.keys(files).filter((path) => marketOf(path) !== 'en-IN' && marketOf(path) !== 'id-ID')).toEqual([]);
  });

  it('hold no Chinese, Japanese or Korean character', () => {
    const found = [...Object.entries(en), ...Object.entries(id)].filter(([, text]) => CJK.test(text));
    expect(found).toEqual([]);
  });

  it('say nothing the same way in both markets, names and formats aside', () => {
    const same = Object.keys(en).filter((key) => en[key] === id[key] && !(key in SAME_IN_BOTH));
    expect(same.map((key) => `${key}: ${en[key]}`)).toEqual([]);
  });

  it('list only entries that are really the same in both', () => {
    for (const key of Object.keys(SAME_IN_BOTH)) expect(en[key], key).toBe(id[key]);
  });
});

/** The rows of docs/spec-notes.md "Translations": spec string, en-IN, id-ID, key. */
function translationTable(): { spec: string; en: string; id: string; key: string }[] {
  // Vitest runs from the project root (package.json's scripts).
  const notes = readFileSync('docs/spec-notes.md', 'utf8');
  const section = notes.slice(notes.indexOf('## Translations: spec string'));
  const cells = (line: string) =>
    line
      .slice(1, -1)
      .split(/(?<!\\)\|/)
      .map((cell) => cell.trim().replace(/\\\|/g, '|'));
  return section
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| spec string'))
    .map(cells)
    .filter(([, , , key]) => key !== '—')
    .map(([spec = '', en = '', id = '', key = '']) => ({ spec, en, id, key: key.replace(/`/g, '') }));
}

describe('the translation table of docs/spec-notes.md', () => {
  const rows = translationTable();

  it('has a row for every quoted string, Chinese ones included', () => {
    expect(rows.length).toBeGreaterThan(50);
    // The fourteen Chinese strings of §4, §5 and §8.
    expect(rows.filter((row) => /[\u4e00-\u9fff]/u.test(row.spec)).length).toBe(14);
  });

  it('says what the catalogs say, in both markets', () => {
    for (const row of rows) {
      expect(en[row.key], `${row.key} (en-IN) for ${row.spec}`).toBe(row.en);
      expect(id[row.key], `${row.key} (id-ID) for ${row.spec}`).toBe(row.id);
    }
  });
});
