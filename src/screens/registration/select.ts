import type { SnapshotFrom } from 'xstate';
import { trackingQuery, type registrationMachine } from '@machines/registration/registration.machine';
import type { RouteLink } from '../shared/links';

export interface RegistrationView {
  /** The landing text: the template's once it came, else the product's own copy (shown at once). */
  landing: {
    phase: 'loading' | 'shown' | 'unavailable' | 'failed';
    title: string;
    subtitle: string;
    features: string[];
  };
  captcha: { phase: 'loading' | 'shown' | 'failed'; imageUrl: string };
  /** The phone as typed. */
  phone: string;
  capcode: string;
  smsCode: string;
  /** A code or the registration is on its way: the form's buttons are off. */
  busy: boolean;
  sending: boolean;
  registering: boolean;
  /** The code region counts (the child's seconds come from smsCode's selectCountdown). */
  counting: boolean;
  agreementTitle: string;
  /** The agreement page's address (the link also works opened in a new tab). */
  agreementHref: string;
}

function phaseOf<T extends string>(snapshot: SnapshotFrom<typeof registrationMachine>, region: 'landing' | 'captcha', phases: readonly T[]): T {
  return phases.find((phase) => snapshot.matches({ page: { [region]: phase } } as never)) ?? phases[0]!;
}

/** The view model; `route` builds the agreement's address with the visit's session (the binding's). */
export function select(snapshot: SnapshotFrom<typeof registrationMachine>, route: RouteLink): RegistrationView {
  const { context } = snapshot;
  const template = context.template;
  return {
    landing: {
      phase: phaseOf(snapshot, 'landing', ['loading', 'shown', 'unavailable', 'failed'] as const),
      title: template?.title ?? '',
      subtitle: template?.subtitle ?? '',
      features: template?.features ?? [],
    },
    captcha: {
      phase: phaseOf(snapshot, 'captcha', ['loading', 'shown', 'failed'] as const),
      imageUrl: context.captcha?.imageUrl ?? '',
    },
    phone: context.phone,
    capcode: context.capcode,
    smsCode: context.smsCode,
    busy: snapshot.hasTag('busy'),
    sending: snapshot.matches({ page: { form: 'sending' } }),
    registering: snapshot.matches({ page: { form: 'registering' } }),
    counting: snapshot.matches({ page: { code: 'counting' } }),
    agreementTitle: template?.agreementTitle ?? '',
    agreementHref: route('promotionAgreement', trackingQuery(context.tracking)),
  };
}
