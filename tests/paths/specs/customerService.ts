import type { PathSpec } from '../model';
import { customerServiceMachine } from '@machines/customerService/customerService.machine';

const done = 'xstate.done.actor.load';

export const SUPPORT = { email: 'care@kredit.co.in', smWa: '+91 80 4718 2200' };

/** The shared loader as the customer-service screen provides it (its own "empty" rule). */
export const customerServiceSpec: PathSpec<typeof customerServiceMachine> = {
  name: 'customerService',
  machine: customerServiceMachine,
  payloads: {
    [done]: [
      { type: done, output: { ok: true, data: SUPPORT } },
      { type: done, output: { ok: true, data: { email: '', smWa: '' } } },
      { type: done, output: { ok: false, message: 'Service is busy, please try later' } },
    ],
  },
};
