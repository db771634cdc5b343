import type { AnyStateMachine } from 'xstate';
import type { NavigateParams, ToastParams } from '@machines/shared/effects';
import { t, type MessageKey } from '@/i18n';
import { bridge } from '@/services/bridge';
import { feedback } from '@/services/feedback';
import { navigation } from '@/services/navigation';
import { routeHref } from '@/services/session';

/** The shared effects of machines/shared/effects.ts, bound to the toast store and the router. */
export const liveEffects = {
  toast: (_: unknown, params: ToastParams) => feedback.toast(params.text?.trim() ? params.text : t(params.key as MessageKey)),
  navigate: (_: unknown, params: NavigateParams) =>
    navigation.go(routeHref(params.route, params.query), { replace: params.replace }),
  // In the app the host closes the web view; in a plain browser the bridge goes back.
  leave: () => {
    bridge.call('closeWebView');
  },
};

/** Binds the shared effects of one machine; a child machine it invokes is bound where it is provided. */
export function withEffects<TMachine extends AnyStateMachine>(machine: TMachine): TMachine {
  return machine.provide({ actions: liveEffects } as never) as TMachine;
}
