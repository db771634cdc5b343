import { afterEach, beforeEach, vi } from 'vitest';
import { ANDROID_INTERFACE } from '@/services/bridge';

/** What the native host was asked, in order: the Android method and its JSON payload. */
export interface HostCall {
  method: string;
  payload: unknown;
}

/** Installs a recording Android bridge; returns its log (emptied at each install). */
export function installBridge(): HostCall[] {
  const calls: HostCall[] = [];
  (window as unknown as Record<string, unknown>)[ANDROID_INTERFACE] = new Proxy(
    {},
    { get: (_, method) => (json?: string) => calls.push({ method: String(method), payload: json === undefined ? undefined : (JSON.parse(json) as unknown) }) },
  );
  return calls;
}

export function removeBridge(): void {
  delete (window as unknown as Record<string, unknown>)[ANDROID_INTERFACE];
}

/** Replaces window.location with one whose assign() is recorded (a page left for another site). */
export function stubLocation(): ReturnType<typeof vi.fn> {
  const real = window.location;
  const assign = vi.fn();
  vi.stubGlobal(
    'location',
    new Proxy({} as Location, {
      get: (_, key) => {
        if (key === 'assign') return assign;
        const value = Reflect.get(real, key, real) as unknown;
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(real) : value;
      },
    }),
  );
  return assign;
}

/**
 * A recording Android bridge around every test of the file (or of the describe it is called in):
 * installed before each test, removed after it. Returns what the host was asked in the current test.
 */
export function recordHost(): () => HostCall[] {
  let calls: HostCall[] = [];
  beforeEach(() => {
    calls = installBridge();
  });
  afterEach(removeBridge);
  return () => calls;
}

/**
 * window.location.assign recorded around every test of the file (or of the describe it is called
 * in): the pages left for another address (jsdom cannot navigate).
 */
export function recordAssign(): () => ReturnType<typeof stubLocation> {
  let assign: ReturnType<typeof stubLocation> = vi.fn<(url: string) => void>();
  beforeEach(() => {
    assign = stubLocation();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  return () => assign;
}
