import { config } from '@/config';
import type { BridgeAction, BridgeAdapter } from './actions';

/**
 * What the page asked of the host, kept for the DevLog panel: in a browser most actions have no
 * visible effect, so this is how a developer or a demo viewer sees that they happened.
 */
export interface DevLogEntry {
  readonly id: number;
  /** Epoch milliseconds. */
  readonly time: number;
  readonly action: BridgeAction;
  readonly payload: unknown;
  /** Who ran it; null when it was refused (an unsafe URL). */
  readonly adapter: BridgeAdapter | null;
  /** Why it was refused or fell back, when it was. */
  readonly note?: string;
}

export type DevLogRecord = Omit<DevLogEntry, 'id' | 'time'>;

export interface DevLogStore {
  readonly enabled: boolean;
  readonly limit: number;
  getEntries(): readonly DevLogEntry[];
  subscribe(listener: () => void): () => void;
  record(entry: DevLogRecord): void;
  clear(): void;
}

export const DEV_LOG_LIMIT = 50;

export function createDevLog(options: { enabled: boolean; limit?: number }): DevLogStore {
  const { enabled, limit = DEV_LOG_LIMIT } = options;
  const listeners = new Set<() => void>();
  // A new array on every change: useSyncExternalStore compares snapshots by identity.
  let entries: readonly DevLogEntry[] = [];
  let nextId = 1;
  const set = (next: readonly DevLogEntry[]) => {
    entries = next;
    listeners.forEach((listener) => listener());
  };
  return {
    enabled,
    limit,
    getEntries: () => entries,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    record: (entry) => {
      if (!enabled) return;
      set([...entries, { ...entry, id: nextId++, time: Date.now() }].slice(-limit));
    },
    clear: () => set([]),
  };
}

/** Production builds record nothing; dev and demo builds keep the last calls. */
export const devLog = createDevLog({ enabled: import.meta.env.DEV || config.demo });
