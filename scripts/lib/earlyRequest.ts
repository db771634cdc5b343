/**
 * The HTML's early-request script (issue 22, item 2): a data route's first call leaves while the
 * HTML is parsed, before any module has downloaded, and the screen adopts its answer
 * (src/services/http/early.ts). The route's rule is src/app/firstRequests.ts, written in as its
 * text; the rest is §7's conventions as src/services/http/request.ts and clients.ts apply them to a
 * POST of the JSON client: the API base plus the path, the common parameters on the query (every
 * one, empty ones too, in their order), the fields as a form body, and the headers Accept,
 * Content-Type, X-Requested-With, spits and beech (from the address), with the shared timeout.
 * tests/unit/http.test.ts compares it with request()'s call header by header.
 */
import { FIRST_REQUESTS } from '../../src/app/firstRequests.ts';
import { EARLY_GLOBAL, HTTP_TIMEOUT_MS } from '../../src/services/http/earlyGlobal.ts';
import { DEVICE_PARAMS } from '../../src/services/sessionParams.ts';

/** axios 1's default Accept, which request() sends. */
const ACCEPT = 'application/json, text/plain, */*';
/** The JSON client's header values from the address (src/services/http/clients.ts). */
const JSON_HEADERS = ['spits', 'beech'];

export function earlyRequestScript(apiBase: string): string {
  const rules = Object.entries(FIRST_REQUESTS)
    .map(([path, rule]) => `${JSON.stringify(path)}:${rule.toString()}`)
    .join(',');
  const json = JSON.stringify;
  // The address's parameters as src/services/session.ts reads them: the search, then the query of
  // the hash, which wins. A hash route (`#/...`) shows its own screen, which asks for nothing first.
  return (
    `(function(){var R={${rules}},r=R[location.pathname],s=location.hash,a=s.indexOf('?');if(!r||/^#\\//.test(s))return;` +
    `var u=new URLSearchParams(location.search);if(a>=0)new URLSearchParams(s.slice(a)).forEach(function(v,n){u.set(n,v)});` +
    `var g=function(n){return u.get(n)||''},c=r(g);if(!c)return;` +
    `var p=new URLSearchParams();${json(DEVICE_PARAMS)}.forEach(function(n){p.append(n,g(n))});` +
    `var url=${json(apiBase)}+c.path+'?'+p.toString(),b=new URLSearchParams(c.fields).toString(),x=new XMLHttpRequest();` +
    `self[${json(EARLY_GLOBAL)}]={key:'POST '+url+' '+b,at:Date.now(),answer:new Promise(function(d){` +
    `x.open('POST',url);x.timeout=${HTTP_TIMEOUT_MS};x.setRequestHeader('Accept',${json(ACCEPT)});` +
    `x.setRequestHeader('Content-Type','application/x-www-form-urlencoded');x.setRequestHeader('X-Requested-With','XMLHttpRequest');` +
    `${json(JSON_HEADERS)}.forEach(function(n){x.setRequestHeader(n,g(n))});` +
    `x.onload=function(){d({status:x.status,text:x.responseText})};x.onerror=function(){d({fault:'network'})};x.ontimeout=function(){d({fault:'timeout'})};x.send(b)})}})();`
  );
}
