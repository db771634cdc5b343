import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';

/**
 * Every POST to the path ending in `suffix` held until the test calls `release()` (the latest one
 * held), then answered `{ code: '00', message: 'success', data }`: `posted` is what each one sent,
 * as text, in the order they arrived. For a test of what a page does while a call is in flight.
 */
export function holdPosts(suffix: string, data: unknown): { posted: string[]; release: () => void } {
  const held = { posted: [] as string[], release: () => {} };
  server.use(
    http.post(`*${suffix}`, async ({ request }) => {
      held.posted.push(await request.text());
      await new Promise<void>((resolve) => (held.release = resolve));
      return HttpResponse.json({ code: '00', message: 'success', data });
    }),
  );
  return held;
}
