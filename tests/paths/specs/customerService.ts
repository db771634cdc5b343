import type { AnyMachineSnapshot } from 'xstate';
import { customerServiceMachine, type SupportContact } from '@machines/customerService/customerService.machine';
import type { LoadResult } from '@machines/shared/load';
import { doneEvents, ok, refused, type PathSpec } from '../model';

export const SUPPORT: SupportContact = { email: 'care@kredit.co.in', smWa: '+91 80 4718 2200' };
/** A refresh may bring a new number: the rows must show it. */
export const SUPPORT_CHANGED: SupportContact = { email: 'help@kredit.co.in', smWa: '1800 123 4567' };
export const BUSY = 'Service is busy, please try later';

/**
 * Guards read only the load answer; the shown telephone joins the path key so that a refresh
 * bringing a new contact is a path of its own.
 */
export const customerServiceSpec: PathSpec<typeof customerServiceMachine> = {
  name: 'customerService',
  machine: customerServiceMachine,
  payloads: {
    // The refusal first: after a refresh it keeps the shown contact, the same path key as an
    // answer repeating that contact, and a key keeps the first event found for it.
    ...doneEvents<LoadResult<SupportContact>>('loadContact', [refused(BUSY), ok(SUPPORT), ok(SUPPORT_CHANGED), ok({ email: '', smWa: '' })]),
  },
  project: (snapshot: AnyMachineSnapshot) => (snapshot.context.contact as SupportContact | null)?.smWa ?? null,
};
