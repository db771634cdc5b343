import { outputOf } from './load';

/**
 * A toast of the server's message from an actor's done event when it sent one, else the catalog
 * text of `key` (§8 "the message or ...").
 */
export const toastServerMessage = (key: string) =>
  ({
    type: 'toast',
    params: ({ event }: { event: unknown }) => ({ key, text: outputOf<{ message?: string }>(event).message ?? '' }),
  }) as const;
