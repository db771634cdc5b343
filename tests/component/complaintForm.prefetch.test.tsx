import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { ROUTES } from '@/routes';
import { db } from '@mocks/db';
import { server } from '@mocks/node';
import { openScreen } from '../support';

/**
 * When the complaint form fetches its success modal's code (src/screens/complaintForm/SuccessDialog):
 * once the page has its answer, never in place of the page's own code and first answer. A file of
 * its own: a module's code is fetched once a test file, so only one visit can watch it arrive.
 */
const fetched = vi.hoisted(() => ({ value: false }));
vi.mock(import('@/screens/complaintForm/SuccessDialog'), async (original) => {
  fetched.value = true;
  return original();
});

it("fetches the success modal's code once the problem type has loaded, not while it loads", async () => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  // Held: problem-init arrives and waits; released, the demo backend answers it.
  server.use(http.post('*/user-problem/problem-init', () => held.then(() => undefined)));
  const orderNo = db.orders('IN').find((order) => order.isShow === '1')?.orderNo ?? '';
  await openScreen('complaintForm', {
    address: `${ROUTES.complaintForm}?problemType=1&problemSonType=2&orderNo=${orderNo}&deviceId=demo-1&isNeedPop=1`,
  });
  const types = screen.getByRole('region', { name: 'Problem type' });
  expect(await within(types).findByText('Loading the problem type…')).toBeInTheDocument();
  // No tags yet, not even an empty list of them.
  expect(within(types).queryByRole('list')).toBeNull();
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(fetched.value).toBe(false);
  release();
  expect(await within(types).findByText('Collection')).toBeInTheDocument();
  await vi.waitFor(() => expect(fetched.value).toBe(true));
  expect(screen.queryByRole('dialog')).toBeNull();
});
