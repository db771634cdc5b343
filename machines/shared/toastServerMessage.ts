/**
 * The server's message an event carries: an invoked actor's done event has it in its output, a
 * callback actor's refusal event (e.g. `upload.refused`) carries it itself. '' when it has none.
 */
function serverMessageOf(event: unknown): string {
  const { output, message } = event as { output?: { message?: unknown }; message?: unknown };
  const text = output?.message ?? message;
  return typeof text === 'string' ? text : '';
}

/**
 * A toast of the server's message from an actor's done event (or refusal event) when it sent one,
 * else the catalog text of `key` (§8 "the message or ...").
 */
export const toastServerMessage = (key: string) =>
  ({
    type: 'toast',
    params: ({ event }: { event: unknown }) => ({ key, text: serverMessageOf(event) }),
  }) as const;
