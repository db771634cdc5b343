/**
 * A screen's first requests, sent by the HTML while it is parsed (scripts/lib/earlyRequest.ts, the
 * rules in src/app/firstRequests.ts), each adopted by the same request when the screen's machine
 * makes it: the borrower waits for one round trip less, and the server sees one request. An HTML's
 * call is adopted only by a request with exactly its key (method, address with its query, body);
 * one that failed (no connection, a timeout, an HTTP error) gives way to the normal call.
 */
import { EARLY_GLOBAL, type EarlyCall } from './earlyGlobal';

/** How long the early answer may wait for its screen: past that it is stale and asked again. */
const MAX_AGE_MS = 15_000;

const holder = globalThis as unknown as Record<string, EarlyCall[] | undefined>;

/**
 * The body of the early call with this exact request's key, once: parsed as axios parses a body
 * (JSON, else the text as it came), or a rejection when it failed. Null when there is none to adopt.
 */
export function adopt(key: string): Promise<unknown> | null {
  const calls = holder[EARLY_GLOBAL] ?? [];
  const at = calls.findIndex((call) => call.key === key);
  if (at < 0) return null;
  const [early] = calls.splice(at, 1) as [EarlyCall];
  if (calls.length === 0) delete holder[EARLY_GLOBAL];
  if (Date.now() - early.at > MAX_AGE_MS) return null;
  return early.answer.then((answer) => {
    if ('fault' in answer) throw new Error(`early request: ${answer.fault}`);
    if (answer.status < 200 || answer.status >= 300) throw new Error(`early request: HTTP ${answer.status}`);
    try {
      return JSON.parse(answer.text) as unknown;
    } catch {
      return answer.text;
    }
  });
}
