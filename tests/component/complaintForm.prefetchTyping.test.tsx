import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ROUTES } from '@/routes';
import { db } from '@mocks/db';
import { server } from '@mocks/node';
import { openScreen } from '../support';

/**
 * The complaint form fetches its success modal's code as soon as the borrower writes, even when the
 * problem type could not be loaded (complaintForm.prefetch.test.tsx has the page's answer; a module
 * is fetched once a test file).
 */
const fetched = vi.hoisted(() => ({ value: false }));
vi.mock(import('@/screens/complaintForm/SuccessDialog'), async (original) => {
  fetched.value = true;
  return original();
});

it("fetches the success modal's code once the borrower writes, with the problem type not loaded", async () => {
  server.use(http.post('*/user-problem/problem-init', () => HttpResponse.error()));
  const orderNo = db.orders('IN').find((order) => order.isShow === '1')?.orderNo ?? '';
  await openScreen('complaintForm', {
    address: `${ROUTES.complaintForm}?problemType=1&problemSonType=2&orderNo=${orderNo}&deviceId=demo-1&isNeedPop=1`,
  });
  expect(await screen.findByText(/The problem type could not be loaded\./)).toBeInTheDocument();
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(fetched.value).toBe(false);
  await userEvent.setup().type(screen.getByRole('textbox', { name: 'Problem description' }), 'C');
  await vi.waitFor(() => expect(fetched.value).toBe(true));
});
