/**
 * A screen's first request, started by the entry while the screen's code is still on its way
 * (src/app/early.ts), and adopted by the same request when the screen's machine makes it: the
 * borrower waits for one round trip less. There is one code path: `request()` builds the call,
 * and either parks it here (while `startEarly` runs) or takes the parked one with the same key.
 */

/** How long a parked answer may wait for its screen: past that it is stale and asked again. */
const MAX_AGE_MS = 15_000;

interface Parked {
  at: number;
  response: Promise<unknown>;
}

const parked = new Map<string, Parked>();
let capturing = false;

/** Runs `call` (an endpoint function) so that its request is sent now and parked, not handled. */
export function startEarly(call: () => unknown): void {
  capturing = true;
  try {
    call();
  } finally {
    capturing = false;
  }
}

export function isCapturing(): boolean {
  return capturing;
}

export function park(key: string, response: Promise<unknown>): void {
  // Nobody may adopt it: a failure must not surface as an unhandled rejection.
  response.catch(() => {});
  parked.set(key, { at: Date.now(), response });
}

/** The parked answer for this exact request (method, address with its query, body), once. */
export function adopt(key: string): Promise<unknown> | null {
  const found = parked.get(key);
  parked.delete(key);
  return found && Date.now() - found.at <= MAX_AGE_MS ? found.response : null;
}
