import { safeUrl } from '@/services/safeUrl';
import { foreignLookalikes, HOSTILE_URLS } from '../support/hostileUrls';

describe('safeUrl', () => {
  const schemes = ['javascript', 'data', 'vbscript', 'file', 'blob', 'ftp', 'intent', 'about'];
  const casings = (word: string) => [word, word.toUpperCase(), word[0]!.toUpperCase() + word.slice(1), word.replace(/./g, (c, i) => (i % 2 ? c.toUpperCase() : c))];

  it.each(schemes)('rejects %s: in every letter case and with leading spaces or controls', (scheme) => {
    for (const cased of casings(scheme)) {
      for (const prefix of ['', ' ', '   ', '\t', '\n', '\u0000', ' \u001f ']) {
        expect(safeUrl(`${prefix}${cased}:alert(1)`), JSON.stringify(prefix + cased)).toBeNull();
      }
    }
  });

  it('rejects schemes split by tabs or newlines, protocol-relative and backslash tricks', () => {
    expect(safeUrl('java\tscript:alert(1)')).toBeNull();
    expect(safeUrl('jav\nascript:alert(1)')).toBeNull();
    expect(safeUrl('//evil.example/x')).toBeNull();
    expect(safeUrl('/\\evil.example')).toBeNull();
    expect(safeUrl('evil.example/path')).toBeNull();
  });

  it.each(HOSTILE_URLS.map((h) => [h.name, h.url]))('rejects every unsafe form of the shared table: %s', (_, url) => {
    expect(safeUrl(url)).toBeNull();
  });

  it('lets an http(s) address of another host through: only the {host} rule of apply refuses those, after it', () => {
    const foreign = foreignLookalikes('https://h5.example.com').filter((h) => safeUrl(h.url) !== null);
    expect(foreign.map((h) => new URL(h.url).hostname)).not.toContain('h5.example.com');
  });

  it('rejects what is not a non-empty string', () => {
    for (const value of [undefined, null, 42, {}, '', '   ']) expect(safeUrl(value)).toBeNull();
  });

  it("accepts http(s), the app's own scheme and same-origin paths, trimmed", () => {
    expect(safeUrl('https://pay.example/r?a=1')).toBe('https://pay.example/r?a=1');
    expect(safeUrl('  HTTP://pay.example  ')).toBe('HTTP://pay.example');
    expect(safeUrl('loanapp://product?id=3')).toBe('loanapp://product?id=3');
    expect(safeUrl('/loanDetails?orderId=1')).toBe('/loanDetails?orderId=1');
  });
});
