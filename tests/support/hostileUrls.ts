/**
 * Unsafe URL forms (issue 23 §3), shared by the safeUrl unit test and the component test that
 * serves each of them in every URL field a server or an address hands the page
 * (tests/component/hostile.test.tsx; the fields are listed in docs/hardening.md).
 *
 * Two kinds, because the spec allows other hosts in most fields:
 * - `HOSTILE_URLS`: never acceptable anywhere (a scheme that runs script or reads the device, a
 *   form a browser reads as another scheme or another host than it seems, a URL that does not
 *   parse). Every field refuses them: never navigated to, framed, linked or handed to the bridge.
 * - `foreignLookalikes(host)`: http(s) addresses of another host, most of them starting with the
 *   text of `{host}`. Only §7's apply ("opened directly if it begins with {host} else through the
 *   native bridge") has a host rule: these must never open in place.
 */

export interface HostileUrl {
  /** What the form tries, as a test name. */
  name: string;
  url: string;
}

const form = (name: string, url: string): HostileUrl => ({ name, url });

export const HOSTILE_URLS: readonly HostileUrl[] = [
  // Script schemes, in every letter case.
  form('javascript:', 'javascript:alert(1)'),
  form('JAVASCRIPT:', 'JAVASCRIPT:alert(1)'),
  form('JaVaScRiPt:', 'JaVaScRiPt:alert(1)'),
  form('javascript: with a comment that looks like a link', 'javascript:alert(document.cookie)//https://h5.example.com/'),
  form('javascript:// with an encoded newline', 'javascript://%0aalert(1)'),
  form('vbscript:', 'vbscript:msgbox(1)'),
  form('VBScript:', 'VBScript:MsgBox(1)'),
  // Leading spaces and control characters a browser ignores.
  form('leading space', ' javascript:alert(1)'),
  form('leading spaces', '    javascript:alert(1)'),
  form('leading tab', '\tjavascript:alert(1)'),
  form('leading newline', '\njavascript:alert(1)'),
  form('leading carriage return', '\rjavascript:alert(1)'),
  form('leading NUL', '\u0000javascript:alert(1)'),
  form('leading U+001F', '\u001fjavascript:alert(1)'),
  form('leading vertical tab', '\u000bjavascript:alert(1)'),
  form('leading form feed', '\u000cjavascript:alert(1)'),
  form('leading and trailing controls', '\u0001 javascript:alert(1) \u001f'),
  // Whitespace and controls inside the scheme (a browser strips tabs and newlines there).
  form('tab inside the scheme', 'java\tscript:alert(1)'),
  form('newline inside the scheme', 'java\nscript:alert(1)'),
  form('carriage return inside the scheme', 'java\rscript:alert(1)'),
  form('NUL inside the scheme', 'java\u0000script:alert(1)'),
  form('space inside the scheme', 'java script:alert(1)'),
  form('space before the colon', 'javascript :alert(1)'),
  // Encodings that a decoder on the way might turn into a scheme.
  form('percent-encoded first letter', '%6Aavascript:alert(1)'),
  form('percent-encoded colon', 'javascript%3Aalert(1)'),
  form('HTML entity first letter', '&#106;avascript:alert(1)'),
  form('HTML entity colon', 'javascript&colon;alert(1)'),
  form('HTML entity tab inside the scheme', 'jav&#x09;ascript:alert(1)'),
  // Unicode look-alikes and invisible characters.
  form('fullwidth letters', 'ｊａｖａｓｃｒｉｐｔ:alert(1)'),
  form('long s (uppercases to S)', 'javaſcript:alert(1)'),
  form('leading no-break space', '\u00a0javascript:alert(1)'),
  form('leading line separator', '\u2028javascript:alert(1)'),
  form('leading byte order mark', '\ufeffjavascript:alert(1)'),
  form('right-to-left override', '\u202ejavascript:alert(1)'),
  form('zero-width space inside the scheme', 'java\u200bscript:alert(1)'),
  // Other schemes that carry content, files or the device.
  form('data: HTML', 'data:text/html,<script>alert(1)</script>'),
  form('DATA: base64', 'DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='),
  form('data: SVG', 'data:image/svg+xml,<svg onload=alert(1)>'),
  form('blob:', 'blob:https://evil.example/0b1c2d3e'),
  form('file:', 'file:///etc/passwd'),
  form('FILE: on Windows', 'FILE://c:/windows/win.ini'),
  form('about:', 'about:blank'),
  form('intent:', 'intent://evil.example#Intent;scheme=https;package=com.evil;end'),
  form('ftp:', 'ftp://evil.example/x'),
  form('ws:', 'ws://evil.example/socket'),
  form('view-source:', 'view-source:https://evil.example/'),
  form('chrome:', 'chrome://settings'),
  form('jar:', 'jar:https://evil.example/x.jar!/'),
  form('mailto:', 'mailto:victim@evil.example'),
  form('a scheme ending in javascript', 'x-javascript:alert(1)'),
  // Protocol-relative and backslash forms that leave this origin.
  form('protocol-relative', '//evil.example/pay'),
  form('protocol-relative with three slashes', '///evil.example/pay'),
  form('protocol-relative after a space', ' //evil.example/pay'),
  form('slash backslash', '/\\evil.example'),
  form('backslashes', '\\\\evil.example\\pay'),
  form('slash, tab, slash', '/\t/evil.example'),
  form('slash, newline, slash', '/\n/evil.example'),
  form('no scheme', 'evil.example/pay'),
  form('scheme without its colon', 'https//evil.example/pay'),
  // http(s) that does not parse or names no host: nothing to open.
  form('https: alone', 'https:'),
  form('https:// with no host', 'https://'),
  form('http: with a path and no host', 'http:evil'),
  form('an invalid port', 'https://evil.example:99999/'),
  form('an unclosed IPv6 host', 'http://[::1'),
  form('a space in the host', 'https://evil example.com/'),
];

/**
 * http(s) addresses of another host, for a field where §7 says `{host}` (`host`, this H5's origin
 * with no trailing slash): what a naive "begins with {host}" check would open in place.
 */
export function foreignLookalikes(host: string): readonly HostileUrl[] {
  const bare = host.replace(/^https?:\/\//, '');
  const scheme = host.startsWith('https:') ? 'https' : 'http';
  return [
    form('another host', 'https://evil.example/pay'),
    form('{host} as a subdomain of another', `${host}.evil.example/pay`),
    form('{host} as userinfo', `${host}@evil.example/pay`),
    form('{host} with a port as userinfo', `${scheme}://${bare}:443@evil.example/pay`),
    form('{host} then a backslash host', `${scheme}:\\\\evil.example\\${bare}`),
    form('{host} in the path of another host', `https://evil.example/${bare}`),
    form('{host} in the query of another host', `https://evil.example/?next=${host}`),
    form('{host} with a Cyrillic letter', `${scheme}://${bare.replace(/o/, 'о')}/pay`),
    form('{host} followed by a one-dot leader', `${host}\u2024evil.example/pay`),
    form('{host} with an encoded @', `${host}%40evil.example/pay`),
  ];
}
