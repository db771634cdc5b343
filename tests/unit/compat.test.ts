import { describe, expect, it } from 'vitest';
import { compatFindings } from '../../scripts/lib/compat.mjs';
import webviews from '../../scripts/lib/webviews.json';

const OURS = { chrome: webviews.chrome, safari: webviews.safari };
const names = (source: string, target = OURS, type: 'module' | 'script' = 'module') =>
  compatFindings(source, target, 'x.js', type).map((finding) => finding.replace(/^x\.js:\d+:\d+: /, '').replace(/ \(.*$/, ''));

describe('the old WebView check of a build (scripts/lib/compat.mjs)', () => {
  it('names each built-in our oldest WebView lacks, with its place', () => {
    expect(compatFindings('const a = 1;\nif (Object.hasOwn(o, k)) f();', OURS, 'x.js')).toEqual([
      'x.js:2:4: Object.hasOwn (Chrome 93, Safari 15.4): Object.hasOwn',
    ]);
    expect(names('list.at(-1); list?.findLast(f); structuredClone(v); crypto.randomUUID(); URL.canParse(u); AbortSignal.timeout(9)')).toEqual([
      'Array.prototype.at',
      'Array.prototype.findLast',
      'structuredClone',
      'crypto.randomUUID',
      'URL.canParse',
      'AbortSignal.timeout',
    ]);
  });

  it('names syntax newer than the target: static blocks, lookbehind, top-level await', () => {
    expect(names('class A { static { init(); } }')).toEqual(['class static block']);
    expect(names('const r = /(?<=₹)\\d+/;')).toEqual(['RegExp lookbehind']);
    expect(names('await load();', { chrome: 88, safari: 15 })).toEqual(['top-level await']);
    expect(names('async function f() { await load(); }', { chrome: 88, safari: 15 })).toEqual([]);
  });

  it('lets through what the target has: optional chaining, ??=, class fields, replaceAll', () => {
    expect(names('a?.b?.(); x ??= 1; class A { f = 1; #p = 2; } s.replaceAll("a", "b");')).toEqual([]);
  });

  it('holds the same source to an older target by that target', () => {
    expect(names('x ||= 1; class A { #m() {} }', { chrome: 80, safari: 14 })).toEqual(['logical assignment', 'private method']);
    expect(names('Object.hasOwn(o, k)', { chrome: 93, safari: 15.4 })).toEqual([]);
  });

  it('parses an inline classic script as a script', () => {
    expect(names('var self = this; self.at = 1;', OURS, 'script')).toEqual([]);
  });
});
