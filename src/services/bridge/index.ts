import { safeUrl } from '@/services/safeUrl';
import {
  ANDROID_INTERFACE,
  BRIDGE_ACTIONS,
  bridgeActions,
  specOf,
  type AnyActionSpec,
  type BridgeAction,
  type BridgeAdapter,
  type BridgePayload,
  type Payload,
} from './actions';
import { devLog } from './devLog';

export {
  ANDROID_INTERFACE,
  BRIDGE_ACTIONS,
  bridgeActions,
  type BridgeAction,
  type BridgeAdapter,
  type BridgePayload,
} from './actions';
export { devLog, type DevLogEntry } from './devLog';

type NativeAdapter = Exclude<BridgeAdapter, 'browser'>;

/** What the hosts may have injected: any of it can be missing or malformed, so none is trusted. */
interface HostWindow {
  webkit?: { messageHandlers?: Record<string, { postMessage?: unknown } | undefined> };
  flutter_inappwebview?: { callHandler?: unknown };
}

type Send = (payload: Payload) => unknown;

/**
 * iOS and Android expose one entry per action, so a missing one means "not handled here"; Flutter's
 * callHandler exists for every name, so it is asked last.
 */
const NATIVE_ORDER: readonly NativeAdapter[] = ['ios', 'android', 'flutter'];

/** Read on every call: hosts inject their objects after the page has started. */
function sender(adapter: NativeAdapter, spec: AnyActionSpec): Send | null {
  const host = window as unknown as HostWindow & Record<string, unknown>;
  if (adapter === 'ios') {
    const handler = host.webkit?.messageHandlers?.[spec.ios];
    const post = handler?.postMessage;
    return typeof post === 'function' ? (payload) => post.call(handler, payload) : null;
  }
  if (adapter === 'android') {
    const iface = host[ANDROID_INTERFACE];
    const method =
      typeof iface === 'object' && iface !== null
        ? (iface as Record<string, unknown>)[spec.android]
        : undefined;
    return typeof method === 'function'
      ? (payload) => method.call(iface, JSON.stringify(payload))
      : null;
  }
  const flutter = host.flutter_inappwebview;
  const callHandler = flutter?.callHandler;
  return typeof callHandler === 'function'
    ? (payload) => callHandler.call(flutter, spec.flutter, payload)
    : null;
}

function nativeFor(spec: AnyActionSpec): { adapter: NativeAdapter; send: Send } | null {
  for (const adapter of NATIVE_ORDER) {
    const send = sender(adapter, spec);
    if (send) return { adapter, send };
  }
  return null;
}

/** The payload with every URL field replaced by its checked form, or null if one is unsafe. */
function checkUrls(spec: AnyActionSpec, payload: Payload): Payload | null {
  if (spec.urls.length === 0) return payload;
  const checked: Record<string, unknown> = { ...payload };
  for (const field of spec.urls) {
    const url = safeUrl(checked[field]);
    if (url === null) return null;
    checked[field] = url;
  }
  return checked;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The host that answers to this page, whatever the action; 'browser' when there is none. */
export function detectHost(): BridgeAdapter {
  const host = window as unknown as HostWindow & Record<string, unknown>;
  const handlers = host.webkit?.messageHandlers;
  const ours = (action: BridgeAction) => handlers?.[bridgeActions[action].ios] !== undefined;
  // A Flutter host on iOS has WebKit handlers too, just none of ours.
  if (BRIDGE_ACTIONS.some(ours)) return 'ios';
  const iface = host[ANDROID_INTERFACE];
  if (typeof iface === 'object' && iface !== null) return 'android';
  if (typeof host.flutter_inappwebview?.callHandler === 'function') return 'flutter';
  return 'browser';
}

type PayloadArgs<A extends BridgeAction> =
  Record<string, never> extends BridgePayload<A>
    ? [payload?: BridgePayload<A>]
    : [payload: BridgePayload<A>];

/**
 * Asks the host to perform `action`. Returns who handled it, or null when a URL in the payload
 * was refused. Never throws: a failing host is logged and the browser behaviour runs instead.
 */
function call<A extends BridgeAction>(action: A, ...args: PayloadArgs<A>): BridgeAdapter | null {
  const spec = specOf(action);
  if (!spec) {
    console.warn(`bridge: unknown action ${String(action)}`);
    return null;
  }
  const given: Payload = args[0] ?? {};
  const payload = checkUrls(spec, given);
  if (payload === null) {
    console.warn(`bridge: ${action} refused an unsafe URL`);
    devLog.record({ action, payload: given, adapter: null, note: 'unsafe URL refused' });
    return null;
  }

  let note: string | undefined;
  const native = nativeFor(spec);
  if (native) {
    try {
      const result = native.send(payload);
      // Flutter (and WebKit reply handlers) answer with a promise; its rejection comes after the
      // host took the action, so it is only logged, never surfaced as an unhandled rejection.
      Promise.resolve(result).catch((error: unknown) => {
        console.warn(`bridge: ${native.adapter} ${action} failed`, error);
      });
      devLog.record({ action, payload, adapter: native.adapter });
      return native.adapter;
    } catch (error) {
      console.warn(`bridge: ${native.adapter} ${action} threw, using the browser fallback`, error);
      note = `${native.adapter} failed: ${messageOf(error)}`;
    }
  }

  try {
    spec.browser?.(payload);
  } catch (error) {
    console.warn(`bridge: browser fallback for ${action} failed`, error);
    note = `${note ? `${note}; ` : ''}browser failed: ${messageOf(error)}`;
  }
  note ??= spec.browser ? undefined : 'log only';
  devLog.record({ action, payload, adapter: 'browser', note });
  return 'browser';
}

/** True when a native host would handle `action` now (the chatbot's "if present"). */
function has(action: BridgeAction): boolean {
  const spec = specOf(action);
  return spec !== undefined && nativeFor(spec) !== null;
}

export const bridge = { call, has };
