import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import {
  ANDROID_INTERFACE,
  BRIDGE_ACTIONS,
  bridge,
  bridgeActions,
  detectHost,
  devLog,
  type BridgeAction,
  type BridgeAdapter,
  type BridgePayload,
} from '@/services/bridge';
import { DEV_LOG_LIMIT, createDevLog } from '@/services/bridge/devLog';
import { navigation } from '@/services/navigation';
import { DevLog } from '@/ui/DevLog';

/** One payload per action; `satisfies` makes a new table row without a sample a type error. */
const samples = {
  openPage: { url: 'https://partner.example/pay?id=1' },
  closeWebView: {},
  openPageWithParam: { url: '/loanDetails', param: { orderId: '77' } },
  goHome: {},
  goMine: {},
  logoutToLogin: {},
  callPhone: { phone: '1800-123-4567' },
  goRate: {},
  confirmEvent: { event: 'loan_confirm', params: { productId: 12 } },
  startBankFlow: { orderId: 'A1' },
  endBankFlow: { orderId: 'A1' },
  courseMessage: { orderId: 'A1', status: '174' },
  scoreCallback: { score: 5 },
  dismissRepayDialog: {},
} satisfies { [A in BridgeAction]: BridgePayload<A> };

// The loops below pick actions at run time; the per-action payload typing is exercised by the
// explicit calls elsewhere in this file.
const callAny = bridge.call as (action: BridgeAction, payload?: object) => BridgeAdapter | null;

type Host = 'ios' | 'android' | 'flutter';
const HOSTS: readonly Host[] = ['ios', 'android', 'flutter'];
const URL_ACTIONS = BRIDGE_ACTIONS.filter((action) => bridgeActions[action].urls.length > 0);
const UNSAFE_URLS = [
  'javascript:alert(1)',
  ' JAVASCRIPT:x',
  'data:text/html,<script>alert(1)</script>',
];

interface Installed {
  /** Every function the host exposed, by the name the host knows it under. */
  fns: Record<string, Mock>;
  /** The calls the host received for `action`, as the host sees them. */
  received(action: BridgeAction): unknown[][];
}

function installIos(names = BRIDGE_ACTIONS.map((a) => bridgeActions[a].ios)): Installed {
  const fns = Object.fromEntries(names.map((name) => [name, vi.fn()]));
  const messageHandlers = Object.fromEntries(
    Object.entries(fns).map(([name, postMessage]) => [name, { postMessage }]),
  );
  vi.stubGlobal('webkit', { messageHandlers });
  return { fns, received: (a) => fns[bridgeActions[a].ios]?.mock.calls ?? [] };
}

function installAndroid(): Installed {
  const fns = Object.fromEntries(BRIDGE_ACTIONS.map((a) => [bridgeActions[a].android, vi.fn()]));
  vi.stubGlobal(ANDROID_INTERFACE, fns);
  return { fns, received: (a) => fns[bridgeActions[a].android]?.mock.calls ?? [] };
}

function installFlutter(callHandler: Mock = vi.fn(() => Promise.resolve(null))): Installed {
  vi.stubGlobal('flutter_inappwebview', { callHandler });
  return {
    fns: { callHandler },
    received: (a) =>
      callHandler.mock.calls
        .filter(([name]) => name === bridgeActions[a].flutter)
        .map(([, payload]) => [payload]),
  };
}

const install: Record<Host, () => Installed> = {
  ios: () => installIos(),
  android: installAndroid,
  flutter: () => installFlutter(),
};

/** How each host is expected to receive a payload. */
const wire: Record<Host, (payload: object) => unknown[]> = {
  ios: (payload) => [payload],
  android: (payload) => [JSON.stringify(payload)],
  flutter: (payload) => [payload],
};

function totalCalls(host: Installed): number {
  return Object.values(host.fns).reduce((sum, fn) => sum + fn.mock.calls.length, 0);
}

/** The browser's side effects, observed. */
function browserSpies() {
  // origin: the browser fallback opens this app's routes in-app (src/services/openUrl.ts).
  const location = { href: 'http://localhost:3000/', origin: 'http://localhost:3000', assign: vi.fn() };
  vi.stubGlobal('location', location);
  return {
    location,
    go: vi.spyOn(navigation, 'go').mockImplementation(() => {}),
    back: vi.spyOn(window.history, 'back').mockImplementation(() => {}),
  };
}

let warn: Mock;

/**
 * `action` refused `url` as unsafe: the page went nowhere (no navigation, no new address, as the
 * `spies` of browserSpies saw), a warning said so, and the dev log has the call with no adapter.
 */
function expectUnsafeRefused(action: string, url: string, spies: ReturnType<typeof browserSpies>): void {
  expect(spies.go).not.toHaveBeenCalled();
  expect(spies.back).not.toHaveBeenCalled();
  expect(spies.location.assign).not.toHaveBeenCalled();
  expect(spies.location.href).toBe('http://localhost:3000/');
  expect(warn).toHaveBeenCalledWith(`bridge: ${action} refused an unsafe URL`);
  expect(devLog.getEntries().at(-1)).toMatchObject({ action, adapter: null, payload: { url } });
}

beforeEach(() => {
  devLog.clear();
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {}) as unknown as Mock;
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the action table', () => {
  it('lists every native action of §1, §4 and §7, each with a sample here', () => {
    expect(Object.keys(samples).sort()).toEqual([...BRIDGE_ACTIONS].sort());
    expect(BRIDGE_ACTIONS).toEqual(
      expect.arrayContaining([
        'openPage',
        'closeWebView',
        'openPageWithParam',
        'goHome',
        'goMine',
        'logoutToLogin',
        'callPhone',
        'goRate',
        'confirmEvent',
        'startBankFlow',
        'endBankFlow',
        'courseMessage',
        'scoreCallback',
        'dismissRepayDialog',
      ]),
    );
    expect(URL_ACTIONS).toEqual(['openPage', 'openPageWithParam']);
    expect(ANDROID_INTERFACE).toBe('LoanBridge');
  });
});

describe.each(HOSTS)('a %s host', (hostName) => {
  it.each(BRIDGE_ACTIONS)('receives %s under its own name with the payload', (action) => {
    const host = install[hostName]();
    const { go, back, location } = browserSpies();

    expect(callAny(action, samples[action])).toBe(hostName);

    expect(host.received(action)).toEqual([wire[hostName](samples[action])]);
    expect(totalCalls(host)).toBe(1);
    expect(go).not.toHaveBeenCalled();
    expect(back).not.toHaveBeenCalled();
    expect(location.assign).not.toHaveBeenCalled();
    expect(location.href).toBe('http://localhost:3000/');
    expect(devLog.getEntries().at(-1)).toMatchObject({
      action,
      adapter: hostName,
      payload: samples[action],
    });
  });

  it('is found per call, even when injected after the page started', () => {
    expect(detectHost()).toBe('browser');
    expect(bridge.has('goRate')).toBe(false);
    install[hostName]();
    expect(detectHost()).toBe(hostName);
    expect(bridge.has('goRate')).toBe(true);
  });

  it.each(URL_ACTIONS.flatMap((action) => UNSAFE_URLS.map((url) => [action, url] as const)))(
    'refuses %s with %j, calling nothing',
    (action, url) => {
      const host = install[hostName]();
      const spies = browserSpies();

      expect(callAny(action, { ...samples[action], url })).toBeNull();

      expect(totalCalls(host)).toBe(0);
      expectUnsafeRefused(action, url, spies);
    },
  );
});

describe('payload types', () => {
  it('are checked per action (tsc fails if an @ts-expect-error line stops being an error)', () => {
    const { go, back } = browserSpies();
    expect(bridge.call('startBankFlow')).toBe('browser');
    expect(bridge.call('confirmEvent', { event: 'repay_click' })).toBe('browser');
    // @ts-expect-error openPage needs a url
    expect(bridge.call('openPage')).toBeNull();
    // @ts-expect-error openPageWithParam needs its param
    expect(bridge.call('openPageWithParam', { url: '/aboutUs' })).toBe('browser');
    // @ts-expect-error a score is a number
    expect(bridge.call('scoreCallback', { score: '5' })).toBe('browser');
    // @ts-expect-error closeWebView carries nothing
    expect(bridge.call('closeWebView', { url: '/x' })).toBe('browser');
    // @ts-expect-error not an action of the table
    expect(bridge.call('openSettings')).toBeNull();
    // @ts-expect-error not an action of the table, even on the prototype
    expect(bridge.has('toString')).toBe(false);
    expect(go).toHaveBeenCalledWith('/aboutUs');
    expect(back).toHaveBeenCalledTimes(1);
  });
});

describe('explicit host calls', () => {
  it('iOS: window.webkit.messageHandlers.openPage.postMessage({ url }), URL trimmed', () => {
    const ios = installIos();
    expect(bridge.call('openPage', { url: '  https://partner.example/a  ' })).toBe('ios');
    expect(ios.fns.openPage).toHaveBeenCalledWith({ url: 'https://partner.example/a' });
  });

  it("Android: window.LoanBridge.callPhone('{\"phone\":...}') and '{}' for no payload", () => {
    const android = installAndroid();
    bridge.call('callPhone', { phone: '1800-123-4567' });
    bridge.call('closeWebView');
    const iface = (window as unknown as Record<string, Record<string, Mock>>).LoanBridge;
    expect(iface?.callPhone).toHaveBeenCalledWith('{"phone":"1800-123-4567"}');
    expect(iface?.closeWebView).toHaveBeenCalledWith('{}');
    expect(totalCalls(android)).toBe(2);
  });

  it("Flutter: callHandler('scoreCallback', { score })", () => {
    const callHandler = vi.fn(() => Promise.resolve(null));
    installFlutter(callHandler);
    expect(bridge.call('scoreCallback', { score: 4 })).toBe('flutter');
    expect(callHandler).toHaveBeenCalledWith('scoreCallback', { score: 4 });
  });

  it('each host reads its own column of the table', () => {
    const row = bridgeActions.goRate as { ios: string; android: string; flutter: string };
    const saved = { ...row };
    Object.assign(row, { ios: 'rateApp', android: 'openRating', flutter: 'rate' });
    try {
      const ios = installIos(['rateApp']);
      expect(bridge.call('goRate')).toBe('ios');
      expect(ios.fns.rateApp).toHaveBeenCalledWith({});
      vi.unstubAllGlobals();

      const android = installAndroid();
      expect(bridge.call('goRate')).toBe('android');
      expect(android.fns.openRating).toHaveBeenCalledWith('{}');
      vi.unstubAllGlobals();

      const callHandler = vi.fn();
      installFlutter(callHandler);
      expect(bridge.call('goRate')).toBe('flutter');
      expect(callHandler).toHaveBeenCalledWith('rate', {});
    } finally {
      Object.assign(row, saved);
    }
  });

  it('prefers an iOS handler over Flutter, and skips a WebKit without our handlers', () => {
    installFlutter();
    const ios = installIos(['openPage']);
    expect(detectHost()).toBe('ios');
    expect(bridge.call('openPage', { url: '/aboutUs' })).toBe('ios');
    expect(ios.fns.openPage).toHaveBeenCalledTimes(1);

    vi.stubGlobal('webkit', { messageHandlers: { callHandler: { postMessage: vi.fn() } } });
    expect(detectHost()).toBe('flutter');
    expect(bridge.call('openPage', { url: '/aboutUs' })).toBe('flutter');
  });

  it('an iOS host without a handler for an action leaves it to the browser', () => {
    installIos(['openPage']);
    const { go } = browserSpies();
    expect(bridge.has('openPage')).toBe(true);
    expect(bridge.has('goHome')).toBe(false);
    expect(bridge.call('goHome')).toBe('browser');
    expect(go).toHaveBeenCalledWith('/');
  });
});

type Effect = 'go' | 'back' | 'assign' | 'href';
/** What a plain browser does per action; `{}` means the dev log only. */
const browserEffects: { [A in BridgeAction]: Partial<Record<Effect, unknown>> } = {
  openPage: { assign: 'https://partner.example/pay?id=1' },
  closeWebView: { back: true },
  openPageWithParam: { go: '/loanDetails?orderId=77' },
  goHome: { go: '/' },
  goMine: { go: '/' },
  logoutToLogin: { go: '/' },
  callPhone: { href: 'tel:18001234567' },
  goRate: {},
  confirmEvent: {},
  startBankFlow: {},
  endBankFlow: {},
  courseMessage: {},
  scoreCallback: {},
  dismissRepayDialog: {},
};

describe('no host: the browser fallback', () => {
  it.each(BRIDGE_ACTIONS)('%s does the nearest browser thing', (action) => {
    const { go, back, location } = browserSpies();
    const expected = browserEffects[action];

    expect(callAny(action, samples[action])).toBe('browser');

    if (expected.go) expect(go.mock.calls).toEqual([[expected.go]]);
    else expect(go).not.toHaveBeenCalled();
    expect(back).toHaveBeenCalledTimes(expected.back ? 1 : 0);
    if (expected.assign) expect(location.assign.mock.calls).toEqual([[expected.assign]]);
    else expect(location.assign).not.toHaveBeenCalled();
    expect(location.href).toBe(expected.href ?? 'http://localhost:3000/');
    expect(devLog.getEntries().at(-1)).toMatchObject({
      action,
      adapter: 'browser',
      payload: samples[action],
      note: Object.keys(expected).length === 0 ? 'log only' : undefined,
    });
  });

  it.each(URL_ACTIONS.flatMap((action) => UNSAFE_URLS.map((url) => [action, url] as const)))(
    'refuses %s with %j: no navigation at all',
    (action, url) => {
      const spies = browserSpies();

      expect(callAny(action, { ...samples[action], url })).toBeNull();

      expectUnsafeRefused(action, url, spies);
    },
  );

  it('keeps in-app paths in the app and appends a param to an existing query', () => {
    const { go, location } = browserSpies();
    bridge.call('openPage', { url: '/complaintList?x=1' });
    bridge.call('openPageWithParam', {
      url: 'https://partner.example/p?a=1#top',
      param: { productId: '9', scene: 'more' },
    });
    expect(go).toHaveBeenCalledWith('/complaintList?x=1');
    expect(location.assign).toHaveBeenCalledWith(
      'https://partner.example/p?a=1&productId=9&scene=more#top',
    );
  });

  it('does not hand the app scheme or an empty phone to the browser', () => {
    const { go, location } = browserSpies();
    expect(bridge.call('openPage', { url: 'loanapp://product?id=3' })).toBe('browser');
    expect(bridge.call('callPhone', { phone: ' - ' })).toBe('browser');
    expect(go).not.toHaveBeenCalled();
    expect(location.assign).not.toHaveBeenCalled();
    expect(location.href).toBe('http://localhost:3000/');
  });

  it('reports no native handler for any action', () => {
    expect(detectHost()).toBe('browser');
    for (const action of BRIDGE_ACTIONS) expect(bridge.has(action)).toBe(false);
  });
});

describe('a failing host', () => {
  it.each(HOSTS)('%s throwing falls back to the browser and is logged', (hostName) => {
    const host = install[hostName]();
    for (const fn of Object.values(host.fns)) {
      fn.mockImplementation(() => {
        throw new Error('host gone');
      });
    }
    const { back } = browserSpies();

    expect(() => bridge.call('closeWebView')).not.toThrow();
    expect(back).toHaveBeenCalledTimes(1);
    expect(devLog.getEntries().at(-1)).toMatchObject({
      action: 'closeWebView',
      adapter: 'browser',
      note: `${hostName} failed: host gone`,
    });
    expect(warn).toHaveBeenCalled();
  });

  it('a Flutter handler that rejects is logged, not an unhandled rejection', async () => {
    const failure = new Error('no handler');
    installFlutter(vi.fn(() => Promise.reject(failure)));
    expect(bridge.call('goRate')).toBe('flutter');
    await act(async () => {});
    expect(warn).toHaveBeenCalledWith('bridge: flutter goRate failed', failure);
  });

  it('a failing browser fallback does not crash the page either', () => {
    vi.spyOn(navigation, 'go').mockImplementation(() => {
      throw new Error('router down');
    });
    expect(bridge.call('goHome')).toBe('browser');
    expect(devLog.getEntries().at(-1)?.note).toBe('browser failed: router down');
  });
});

describe('the dev log', () => {
  it('records time, action, payload and adapter of every call', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-01-02T03:04:05Z'));
    installAndroid();
    bridge.call('scoreCallback', { score: 5 });
    expect(devLog.enabled).toBe(true);
    expect(devLog.getEntries()).toEqual([
      expect.objectContaining({
        time: Date.parse('2025-01-02T03:04:05Z'),
        action: 'scoreCallback',
        payload: { score: 5 },
        adapter: 'android',
      }),
    ]);
  });

  it(`keeps only the last ${DEV_LOG_LIMIT} calls and notifies subscribers`, () => {
    const listener = vi.fn();
    const unsubscribe = devLog.subscribe(listener);
    for (let score = 1; score <= DEV_LOG_LIMIT + 10; score += 1) {
      bridge.call('scoreCallback', { score });
    }
    unsubscribe();
    bridge.call('goRate');

    expect(listener).toHaveBeenCalledTimes(DEV_LOG_LIMIT + 10);
    const entries = devLog.getEntries();
    expect(entries).toHaveLength(DEV_LOG_LIMIT);
    expect(entries[0]?.payload).toEqual({ score: 12 });
    expect(entries.at(-1)?.action).toBe('goRate');
  });

  it('records nothing when disabled', () => {
    const log = createDevLog({ enabled: false });
    log.record({ action: 'goRate', payload: {}, adapter: 'browser' });
    expect(log.getEntries()).toEqual([]);
  });
});

describe('the DevLog panel', () => {
  it('shows the calls in a collapsible list, newest first', async () => {
    const user = userEvent.setup();
    render(createElement(DevLog));
    const toggle = screen.getByRole('button', { name: 'Native bridge calls (0)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();

    installIos();
    act(() => {
      bridge.call('openPage', { url: 'https://partner.example/a' });
      bridge.call('openPage', { url: 'javascript:alert(1)' });
    });
    expect(toggle).toHaveAccessibleName('Native bridge calls (2)');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('openPage → refused (unsafe URL refused)');
    expect(items[0]).toHaveTextContent('{"url":"javascript:alert(1)"}');
    expect(items[1]).toHaveTextContent('openPage → ios');
    expect(items[1]).toHaveTextContent('{"url":"https://partner.example/a"}');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('is not rendered when the log is off', () => {
    const { container } = render(createElement(DevLog, { log: createDevLog({ enabled: false }) }));
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('button', { name: /Native bridge calls/ })).not.toBeInTheDocument();
  });
});
