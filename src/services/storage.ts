/**
 * localStorage as JSON that never throws into a view. Private mode, a full quota, storage turned
 * off in the WebView or a hand-edited value all read as "nothing stored" and fail a write quietly:
 * losing a convenience copy must never cost the user the page they are on.
 */
function store(): Storage | null {
  try {
    // Reading the property itself throws a SecurityError where storage is blocked.
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export const storage = {
  /** The parsed value, or undefined when there is none or it cannot be read. */
  get(key: string): unknown {
    try {
      const raw = store()?.getItem(key);
      return raw === null || raw === undefined ? undefined : (JSON.parse(raw) as unknown);
    } catch {
      return undefined;
    }
  },
  /** False when the value could not be kept (no storage, quota, unserialisable value). */
  set(key: string, value: unknown): boolean {
    try {
      const target = store();
      if (!target) return false;
      target.setItem(key, JSON.stringify(value));
      return true;
    } catch {
      return false;
    }
  },
  remove(key: string): void {
    try {
      store()?.removeItem(key);
    } catch {
      // Nothing to do: the next write replaces the stale value anyway.
    }
  },
};
