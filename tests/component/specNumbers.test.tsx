/**
 * Every timing and limit the spec names (§2, §4, §5, §9), measured through the UI with fake timers.
 * Each expected number is a literal copied from the spec, never imported from the code: change a
 * constant in the code and its row fails.
 */
import { act, render, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { paths } from '@/config';
import { feedback } from '@/services/feedback';
import { ToastHost } from '@/ui';
import { server } from '@mocks/node';
import { elapse, openScreen, settle, setupUser } from '../support';

/** The device parameters these rows open their screens with (an app version as a real app sends). */
const SPEC_SESSION = 'deviceId=spec-1&appVersion=2.4.0&isNeedPop=1';

async function open(name: 'complaintForm' | 'complaintDetails' | 'testPreview' | 'complaintList', query = ''): Promise<UserEvent> {
  await openScreen(name, { session: SPEC_SESSION, query });
  return setupUser();
}

/** The test page's SMS countdown, started by a tap on 'Get code'. */
async function startCountdown(): Promise<void> {
  const user = await open('testPreview');
  await user.click(screen.getByRole('button', { name: 'Get code' }));
}

/** Whether another page opened at `path` (the kit's stand-in page says its address). */
const opened = (path: string) => screen.queryByTestId('elsewhere')?.textContent?.split('?')[0] === path;

/**
 * The moment something changes, to the millisecond: it has not changed 1 ms before `ms` and has
 * at `ms`. Returns `ms` when both hold, or the (wrong) moment it actually changed.
 */
async function changesAt(ms: number, changed: () => boolean): Promise<number> {
  if (changed()) return 0;
  await elapse(ms - 1);
  if (changed()) return -1;
  await elapse(1);
  return changed() ? ms : Number.NaN;
}

const toastShown = (text: string) => screen.queryByText(text) !== null;

interface Row {
  rule: string;
  /** The number as the spec writes it. */
  spec: number;
  measure: () => Promise<number>;
}

const ROWS: Row[] = [
  {
    rule: '§9 a toast shows for 3 s by default',
    spec: 3000,
    measure: async () => {
      render(<ToastHost />);
      act(() => feedback.toast('Submitted successfully!'));
      return changesAt(3000, () => !toastShown('Submitted successfully!'));
    },
  },
  {
    rule: '§9 a custom toast lasts at least 300 ms',
    spec: 300,
    measure: async () => {
      render(<ToastHost />);
      act(() => feedback.toast('saving...', 100));
      return changesAt(300, () => !toastShown('saving...'));
    },
  },
  {
    rule: '§2/§4 the success modal shows for 1.5 s, then the complaint entry opens',
    spec: 1500,
    measure: async () => {
      const user = await open('complaintForm', 'problemType=2&problemSonType=&orderNo=IN2406000003');
      await settle();
      await user.type(screen.getByRole('textbox', { name: /Problem description/ }), 'My repayment is not shown.');
      await user.click(screen.getByRole('button', { name: 'Send' }));
      await settle();
      expect(screen.getByRole('dialog', { name: 'Successfully Sent' })).toBeInTheDocument();
      return changesAt(1500, () => opened('/complaint'));
    },
  },
  {
    rule: '§2/§9 the rating prompt appears 3 s after the details load',
    spec: 3000,
    measure: async () => {
      await open('complaintDetails', 'problemId=502');
      await settle();
      expect(screen.queryByText('loading...')).not.toBeInTheDocument();
      return changesAt(3000, () => screen.queryByRole('dialog', { name: 'Rate our service' }) !== null);
    },
  },
  {
    rule: '§9 the SMS countdown ticks every 1 s',
    spec: 1000,
    measure: async () => {
      await startCountdown();
      expect(screen.getByRole('button', { name: '60s' })).toBeInTheDocument();
      return changesAt(1000, () => screen.queryByRole('button', { name: '59s' }) !== null);
    },
  },
  {
    rule: '§9 the SMS countdown lasts 60 s',
    spec: 60_000,
    measure: async () => {
      await startCountdown();
      return changesAt(60_000, () => screen.queryByRole('button', { name: 'Get code' }) !== null);
    },
  },
  {
    rule: '§5/§9 a complaint text holds 200 characters (extra input ignored)',
    spec: 200,
    measure: async () => {
      const user = await open('complaintForm', 'problemType=2&problemSonType=&orderNo=IN2406000003');
      await settle();
      const box = screen.getByRole('textbox', { name: /Problem description/ });
      await user.click(box);
      await user.paste('x'.repeat(250));
      expect(screen.getByText(`${(box as HTMLTextAreaElement).value.length}/200`)).toBeInTheDocument();
      return (box as HTMLTextAreaElement).value.length;
    },
  },
  {
    rule: '§5/§9 at most 9 images; the picker disappears at 9',
    spec: 9,
    measure: async () => {
      const user = await open('complaintForm', 'problemType=2&problemSonType=&orderNo=IN2406000003');
      await settle();
      const photo = (n: number) => new File([new Uint8Array(64)], `photo-${n}.png`, { type: 'image/png' });
      for (let n = 1; n <= 10; n += 1) {
        const picker = screen.queryByLabelText('Add images');
        if (!picker) break;
        await user.upload(picker as HTMLInputElement, photo(n));
        await settle();
      }
      expect(screen.queryByLabelText('Add images')).not.toBeInTheDocument();
      return screen.getAllByRole('img', { name: /^Image \d+$/ }).length;
    },
  },
  {
    rule: '§9 the tab bar shows 3 tabs per page',
    spec: 3,
    measure: async () => {
      // More tabs than fit, so the bar's own limit decides how many share its width.
      const tab = (title: string) => ({ title, list: [] });
      server.use(
        http.post(`*${paths.app('/user-problem/problem-list')}`, () =>
          HttpResponse.json({ code: '00', message: 'success', data: { tabs: ['A', 'B', 'C', 'D', 'E'].map(tab) } }),
        ),
      );
      await open('complaintList');
      await settle();
      const tabs = within(screen.getByRole('tablist')).getAllByRole('tab');
      expect(tabs).toHaveLength(5);
      return Math.round(100 / Number.parseFloat(tabs[0]!.style.width));
    },
  },
  {
    rule: '§5/§9 a rating is 1 to 5 stars',
    spec: 5,
    measure: async () => {
      await open('complaintDetails', 'problemId=502');
      await settle();
      await elapse(3000);
      return within(screen.getByRole('dialog', { name: 'Rate our service' })).getAllByRole('radio').length;
    },
  },
];

describe('the spec numbers, measured through the UI', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each(ROWS.map((row) => [row.rule, row] as const))('%s', async (_rule, row) => {
    expect(await row.measure()).toBe(row.spec);
  });
});
