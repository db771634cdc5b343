import { createHash } from 'node:crypto';
import { contentSecurityPolicy, metaPolicy, metaPolicyOf, withCspMeta } from '../../scripts/lib/csp.mjs';

/** scripts/lib/csp.mjs: one policy for the header of npm run serve and the meta of each HTML file. */
const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const INDEX = '<!doctype html>\n<html>\n  <head>\n    <meta charset="UTF-8" />\n    <script>var a=1</script>\n    <script type="module" src="/assets/x.js"></script>\n  </head>\n</html>';
const POLICY_PAGE = '<html><head><meta charset="utf-8"><style>p{color:red}</style><script>var b="</p>"</script></head></html>';

describe('content security policy', () => {
  it('allows the inline blocks of every page by hash, and no script by src or empty block', () => {
    const policy = contentSecurityPolicy([INDEX, POLICY_PAGE, '<script> </script>'], '/gw');
    const directive = (name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `));
    expect(directive('script-src')).toBe(`script-src 'self' ${sha('var a=1')} ${sha('var b="</p>"')}`);
    expect(directive('style-src')).toBe(`style-src 'self' ${sha('p{color:red}')}`);
    expect(directive('connect-src')).toBe("connect-src 'self'");
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).not.toContain('unsafe-inline');
  });

  it('allows inline styles, and only styles, for a build with the statechart gallery', () => {
    const strict = contentSecurityPolicy([INDEX, POLICY_PAGE], '/gw');
    const gallery = contentSecurityPolicy([INDEX, POLICY_PAGE], '/gw', { inlineStyles: true });
    expect(gallery).toContain("style-src 'self' 'unsafe-inline';");
    expect(gallery.replace(/style-src [^;]*/, '')).toBe(strict.replace(/style-src [^;]*/, ''));
  });

  it("calls an absolute API base's origin too", () => {
    expect(contentSecurityPolicy([INDEX], 'https://api.example.co.in/gw/v1')).toContain("connect-src 'self' https://api.example.co.in;");
  });

  it('leaves out of the meta only what a header alone can say', () => {
    const policy = "default-src 'self'; frame-ancestors 'self'; sandbox allow-scripts; report-uri /csp; Report-To csp; img-src https:";
    expect(metaPolicy(policy)).toBe("default-src 'self'; img-src https:");
  });

  it('puts the meta right after <meta charset>, before every block it governs; once, however often it runs', () => {
    const policy = contentSecurityPolicy([INDEX], '/gw');
    const html = withCspMeta(INDEX, policy);
    expect(metaPolicyOf(html)).toBe(metaPolicy(policy));
    expect(html.indexOf('http-equiv="Content-Security-Policy"')).toBeGreaterThan(html.indexOf('<meta charset'));
    expect(html.indexOf('http-equiv="Content-Security-Policy"')).toBeLessThan(html.indexOf('<script'));
    // The meta is no inline block: the policy of the written file is the policy it was given.
    expect(contentSecurityPolicy([html], '/gw')).toBe(policy);
    const again = withCspMeta(html, policy);
    expect(again).toBe(html);
    expect(metaPolicyOf(INDEX)).toBeNull();
  });

  it('refuses a file with no <meta charset> to put the policy after', () => {
    expect(() => withCspMeta('<html><head><script>x()</script></head></html>', "default-src 'self'")).toThrow(/meta charset/);
  });
});
