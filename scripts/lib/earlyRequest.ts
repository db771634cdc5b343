/**
 * The HTML's early-request script (issue 22, item 2): a data route's first calls leave while the
 * HTML is parsed, before any module has downloaded, and the screen adopts their answers
 * (src/services/http/early.ts). The route's rule is src/app/firstRequests.ts, written in as its
 * text; the rest is §7's conventions as src/services/http/request.ts and clients.ts apply them: the
 * base plus the path, the common parameters on the query (every one, empty ones too, in their
 * order), a POST's fields as a form body and a GET's on the query after them, and the headers
 * Accept, Content-Type (a POST's), X-Requested-With and the client's two from the address (spits
 * and beech, or the form client's swift and eyes), with the shared timeout.
 * tests/unit/http.test.ts compares it with request()'s call header by header.
 */
import { FIRST_REQUESTS } from '../../src/app/firstRequests.ts';
import { EARLY_GLOBAL, HTTP_TIMEOUT_MS } from '../../src/services/http/earlyGlobal.ts';
import { DEVICE_PARAMS } from '../../src/services/sessionParams.ts';

/** axios 1's default Accept, which request() sends. */
const ACCEPT = 'application/json, text/plain, */*';
/** Each client's header values from the address (src/services/http/clients.ts). */
const JSON_HEADERS = ['spits', 'beech'];
const FORM_HEADERS = ['swift', 'eyes'];

/** Where the calls go: `paths.app` is the API base, `paths.service` the API base and `{service}`. */
export interface EarlyBases {
  apiBase: string;
  service: string;
}

export function earlyRequestScript({ apiBase, service }: EarlyBases): string {
  const rules = Object.entries(FIRST_REQUESTS)
    .map(([path, rule]) => `${JSON.stringify(path)}:${rule.toString()}`)
    .join(',');
  const json = JSON.stringify;
  // The address's parameters as src/services/session.ts reads them: the search, then the query of
  // the hash, which wins. A hash route (`#/...`) shows its own screen, which asks for nothing first.
  // Each call as request() makes it: a GET's fields after the common parameters, a POST's as its
  // form body; a GET has no Content-Type (axios drops it when there is no body).
  return (
    `(function(){var R={${rules}},r=R[location.pathname],s=location.hash,a=s.indexOf('?');if(!r||/^#\\//.test(s))return;` +
    `var u=new URLSearchParams(location.search);if(a>=0)new URLSearchParams(s.slice(a)).forEach(function(v,n){u.set(n,v)});` +
    `var g=function(n){return u.get(n)||''},cs=r(g);if(!cs.length)return;` +
    `var p=new URLSearchParams();${json(DEVICE_PARAMS)}.forEach(function(n){p.append(n,g(n))});` +
    `self[${json(EARLY_GLOBAL)}]=cs.map(function(c){var m=c.method==='GET'?'GET':'POST',q=new URLSearchParams(p),f=new URLSearchParams(c.fields),b='';` +
    `if(m==='GET')f.forEach(function(v,n){q.append(n,v)});else b=f.toString();` +
    `var url=${json(apiBase)}+(c.base==='service'?${json(`/${service}`)}:'')+c.path+'?'+q.toString(),x=new XMLHttpRequest();` +
    `return{key:m+' '+url+' '+b,at:Date.now(),answer:new Promise(function(d){` +
    `x.open(m,url);x.timeout=${HTTP_TIMEOUT_MS};x.setRequestHeader('Accept',${json(ACCEPT)});` +
    `if(m==='POST')x.setRequestHeader('Content-Type','application/x-www-form-urlencoded');x.setRequestHeader('X-Requested-With','XMLHttpRequest');` +
    `(c.client==='form'?${json(FORM_HEADERS)}:${json(JSON_HEADERS)}).forEach(function(n){x.setRequestHeader(n,g(n))});` +
    `x.onload=function(){d({status:x.status,text:x.responseText})};x.onerror=function(){d({fault:'network'})};x.ontimeout=function(){d({fault:'timeout'})};x.send(m==='GET'?null:b)})}})})();`
  );
}
