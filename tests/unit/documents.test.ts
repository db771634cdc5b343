import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { staticPagesView as english } from '@/screens/shared/staticPages.strings.en-IN';
import { staticPagesView as indonesian } from '@/screens/shared/staticPages.strings.id-ID';
import { companies } from '@/screens/shared/company';
import { aboutUs } from '@/screens/shared/documents/aboutUs';
import { loanTerms } from '@/screens/shared/documents/loanTerms';
import { privacyPolicy } from '@/screens/shared/documents/privacyPolicy';
import type { Block, LocalizedDocument } from '@/screens/shared/documents/types';

const DOCUMENTS: Record<string, LocalizedDocument> = { privacyPolicy, aboutUs, loanTerms };
const MARKETS = ['en-IN', 'id-ID'] as const;

const blockText = (block: Block) => (typeof block === 'string' ? [block] : 'lines' in block ? block.lines : block.list);

describe('documents', () => {
  it.each(Object.entries(DOCUMENTS))('%s has the same sections in both markets, none empty', (_name, document) => {
    const ids = (locale: (typeof MARKETS)[number]) => document[locale].sections.map((section) => section.id);
    expect(ids('en-IN').length).toBeGreaterThan(0);
    expect(ids('id-ID')).toEqual(ids('en-IN'));
    for (const locale of MARKETS) {
      const content = document[locale];
      expect(content.lang).toBe(locale.slice(0, 2));
      expect(content.title.trim()).not.toBe('');
      expect(content.contentsLabel.trim()).not.toBe('');
      for (const section of content.sections) {
        expect(section.heading.trim(), section.id).not.toBe('');
        expect(section.body.length, section.id).toBeGreaterThan(0);
        for (const text of section.body.flatMap(blockText)) expect(text.trim(), section.id).not.toBe('');
      }
    }
  });

  it('the privacy policy has the nine sections of §2, in order', () => {
    expect(privacyPolicy['en-IN'].sections.map((section) => section.id)).toEqual([
      'privacy-use',
      'privacy-disclosure',
      'privacy-cookies',
      'privacy-security',
      'privacy-non-discrimination',
      'privacy-rights',
      'privacy-minors',
      'privacy-changes',
      'privacy-contacts',
    ]);
  });

  it('anchor ids are unique across all documents (a page may show several)', () => {
    const ids = Object.values(DOCUMENTS).flatMap((document) => document['en-IN'].sections.map((section) => section.id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("titles are the pages' titles ('Loan terms and conditions' as §2 quotes it in India, translated in Indonesia)", () => {
    expect(privacyPolicy['en-IN'].title).toBe(english['staticPages.privacyPolicy']);
    expect(privacyPolicy['id-ID'].title).toBe(indonesian['staticPages.privacyPolicy']);
    expect(aboutUs['en-IN'].title).toBe(english['staticPages.aboutUs']);
    expect(aboutUs['id-ID'].title).toBe(indonesian['staticPages.aboutUs']);
    expect(loanTerms['en-IN'].title).toBe('Loan terms and conditions');
    expect(loanTerms['id-ID'].title).toBe('Syarat dan ketentuan pinjaman');
    expect(loanTerms['id-ID'].title).toBe(indonesian['staticPages.loanTerms']);
  });

  it("the company has every contact field in both markets, with the market's configured service phone and e-mail", () => {
    for (const locale of MARKETS) {
      const company = companies[locale];
      expect(company.name).not.toBe('');
      expect(company.appName).not.toBe('');
      expect(company.address.length).toBeGreaterThan(1);
    }
    // §9: the build's configured service contacts of each market (README defaults), one per market.
    expect([companies['en-IN'].phone, companies['en-IN'].email]).toEqual(['1800-123-4567', 'care@kredit.co.in']);
    expect([companies['id-ID'].phone, companies['id-ID'].email]).toEqual(['1500-220', 'cs@kredit.co.id']);
  });
});

/**
 * The static pages' static import graph, walked from the sources: they must not bring the machine
 * runtime or the HTTP code into their chunks (issue: at most 100 KiB gzip JS, no HTTP client code
 * where a page sends nothing). Type-only imports are erased by the build and are not followed.
 */
describe('static pages import graph', () => {
  const root = resolve(__dirname, '../..');
  const IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

  function resolveModule(from: string, specifier: string): string | null {
    let base: string;
    if (specifier.startsWith('@/')) base = resolve(root, 'src', specifier.slice(2));
    else if (specifier.startsWith('@machines/')) base = resolve(root, 'machines', specifier.slice(10));
    else if (specifier.startsWith('@mocks/')) base = resolve(root, 'mocks', specifier.slice(7));
    else if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
    else return null;
    for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
      if (existsSync(candidate) && !candidate.endsWith('/') && /\.(tsx?|css|svg|png)$/.test(candidate)) return candidate;
    }
    throw new Error(`cannot resolve ${specifier} from ${from}`);
  }

  function closure(start: string) {
    const files = new Set<string>();
    const packages = new Set<string>();
    const visit = (file: string) => {
      if (files.has(file)) return;
      files.add(file);
      if (!/\.tsx?$/.test(file)) return;
      const source = readFileSync(file, 'utf8');
      for (const match of source.matchAll(IMPORT)) {
        const specifier = match[1] ?? '';
        const target = resolveModule(file, specifier);
        if (target) visit(target);
        else packages.add(specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : (specifier.split('/')[0] ?? ''));
      }
    };
    visit(start);
    return { files: [...files].map((file) => file.slice(root.length + 1)), packages: [...packages] };
  }

  it.each(['privacyPolicy', 'privacyPolicyApp', 'aboutUs', 'loanTerms'])('%s loads no machine, no HTTP client, no schema library', (folder) => {
    const { files, packages } = closure(resolve(root, 'src/screens', folder, 'index.tsx'));
    expect(files).toContain('src/screens/shared/StaticPage.tsx');
    expect(packages).not.toContain('xstate');
    expect(packages).not.toContain('@xstate/react');
    expect(packages).not.toContain('axios');
    expect(packages).not.toContain('valibot');
    expect(files.filter((file) => /^machines\/|^src\/services\/(http|api)\//.test(file))).toEqual([]);
  });
});
