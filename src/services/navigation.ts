/**
 * In-app navigation for code outside React (injected machine actions, the bridge fallback).
 * The router registers its navigate function at startup; before that, the browser navigates.
 */
export interface NavigateOptions {
  replace?: boolean;
}
type Navigator = (to: string, options?: NavigateOptions) => void;

let navigator: Navigator | null = null;

export const navigation = {
  register(fn: Navigator): () => void {
    navigator = fn;
    return () => {
      if (navigator === fn) navigator = null;
    };
  },
  /** `to` is an in-app path with its query (e.g. from linkWithSession). */
  go(to: string, options: NavigateOptions = {}): void {
    if (navigator) navigator(to, options);
    else if (options.replace) window.location.replace(to);
    else window.location.assign(to);
  },
  back(): void {
    window.history.back();
  },
};
