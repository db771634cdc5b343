/**
 * The side effects every flow shares, declared once so machines stay pure: a machine lists them in
 * `setup({ actions: { ...effects } })` and refers to them by name with params; src/app/flows binds
 * them to the toast store and the router, and the path-test harness binds them the same way.
 */
export interface ToastParams {
  /** A message key of the i18n catalogs (kept as a string: machines do not import src/). */
  key: string;
  /** A server's own message, shown instead of the key's text when not empty (§8 "the message or ..."). */
  text?: string;
}

export interface NavigateParams {
  /** A route name of src/app/routes.ts. */
  route: string;
  query?: Record<string, string>;
  replace?: boolean;
}

export const effects = {
  toast: (_: unknown, _params: ToastParams) => {},
  navigate: (_: unknown, _params: NavigateParams) => {},
  /** Leaves the flow: the app closes the web view; a plain browser goes back. */
  leave: () => {},
};

/** A toast of a catalog key, for a transition's or a state's `actions`. */
export const toast = (key: string) => ({ type: 'toast', params: { key } satisfies ToastParams }) as const;

/** A navigation whose address is read when it runs, typed as the `navigate` effect takes it. */
export const navigate = <TArgs>(params: (args: TArgs) => NavigateParams) => ({ type: 'navigate', params }) as const;
