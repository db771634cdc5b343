import { mkdirSync, writeFileSync } from 'node:fs';
import { setTimeout as realWait } from 'node:timers/promises';
import { act, screen, within } from '@testing-library/react';
import { HTTP_TIMEOUT_MS } from '@/services/http/clients';
import { server } from '@mocks/node';
import { elapse, removeBridge, settle, setupUser, toast, useFakeClock } from '../support';
import { ROWS } from './matrix';
import { faultHandler, honourXhrTimeouts } from './network';
import { CELLS_FILE, type CellRecord, describeOutcome, FAULT_NAMES, FAULTS, type Fault, type MatrixRun, type Outcome } from './record';

/**
 * Issue 23's fault matrix: every §7 call of tests/faults/matrix.tsx, on its screen, times each of
 * the seven faults. A cell passes when the screen ends in the row's outcome for the fault, with no
 * error thrown or logged, something on the page, no spinner left turning, and the user's input
 * still there. Each cell's observed outcome goes to reports/ for docs/reliability.md.
 */

const records: CellRecord[] = [];

/** How long a cell lets an answer land: well under the toast's 3 s, so the toast it says is still there. */
const LANDING_MS = 500;

/** What the screen says now: its toast, its alert and the alert's buttons, as one line. */
function observe(): string {
  const parts: string[] = [];
  const said = toast().textContent ?? '';
  if (said !== '') parts.push(`toast "${said}"`);
  for (const alert of screen.queryAllByRole('alert')) {
    const buttons = within(alert)
      .queryAllByRole('button')
      .map((button) => button.textContent);
    parts.push(`alert "${alert.textContent}"${buttons.length ? ` [${buttons.join(', ')}]` : ''}`);
  }
  if (parts.length) return parts.join('; ');
  return `nothing said; page "${(document.body.textContent ?? '').slice(0, 400)}"`;
}

function expectOutcome(outcome: Outcome | undefined, observed: string): void {
  expect(outcome, `no outcome defined; the screen says: ${observed}`).toBeDefined();
  const { toast: said, alert, shows } = outcome!;
  expect(said !== '' || alert || shows, 'an outcome names a toast, an alert or what the page shows').toBeTruthy();
  expect(toast().textContent, observed).toBe(said);
  const alerts = screen.queryAllByRole('alert');
  if (alert) {
    expect(alerts, observed).toHaveLength(1);
    expect(alerts[0], observed).toHaveTextContent(alert.text);
    expect(within(alerts[0]!).getByRole('button', { name: alert.button }), observed).toBeEnabled();
  } else {
    expect(alerts, observed).toEqual([]);
  }
  if (shows) expect(screen.getAllByText(shows, { exact: false }).length, observed).toBeGreaterThan(0);
}

/** A spinner, a busy control, a progress bar: something still waiting. */
const BUSY = '.ui-spinner, [aria-busy="true"], [role="progressbar"]';

/**
 * Lets the answer land: a moment on the fake clock (the client's whole timeout for a timeout).
 * An answer with a body reaches jsdom's XMLHttpRequest through Node's streams, on the real event
 * loop: while something still waits, a few real turns (at most 0.1 s, which a browser would take).
 */
async function land(fault: Fault): Promise<void> {
  await settle();
  await elapse(fault === 'timeout' ? HTTP_TIMEOUT_MS : LANDING_MS);
  for (let turn = 0; turn < 10 && document.querySelector(BUSY); turn += 1) {
    await act(() => realWait(10));
    await settle();
  }
}

/** The things no cell may end with: a thrown or logged error, a blank page, a spinner. */
function expectSound(errors: readonly unknown[]): void {
  expect(errors).toEqual([]);
  expect(screen.queryByText('This page could not be shown.')).toBeNull();
  expect((document.body.textContent ?? '').trim()).not.toBe('');
  expect(document.querySelector(BUSY), 'a spinner is still turning').toBeNull();
  expect(screen.queryByText(/^(loading\.\.\.|memuat\.\.\.)$/)).toBeNull();
}

useFakeClock();

const cells = ROWS.flatMap((row) => FAULTS.map((fault) => ({ row, fault })));

describe('fault matrix (issue 23)', () => {
  let undoTimeouts: (() => void) | null = null;
  let errors: unknown[] = [];
  const onError = (event: ErrorEvent) => errors.push(event.error ?? event.message);
  const onRejection = (event: PromiseRejectionEvent) => errors.push(event.reason);

  beforeEach(() => {
    errors = [];
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args.map(String).join(' ')));
  });
  afterEach(() => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
    undoTimeouts?.();
    undoTimeouts = null;
    removeBridge();
  });
  afterAll(() => {
    mkdirSync('reports', { recursive: true });
    const run: MatrixRun = { cells: cells.length, records };
    writeFileSync(CELLS_FILE, `${JSON.stringify(run, null, 2)}\n`);
  });

  it.each(cells.map((cell) => [`${cell.row.call} on ${cell.row.screen} × ${FAULT_NAMES[cell.fault]}`, cell] as const))('%s', async (_, { row, fault }) => {
    const outcome = row.outcomes[fault] as Outcome | undefined;
    const withdrawn = row.withdrawn?.faults.includes(fault) ? row.withdrawn.why : null;
    const record: CellRecord = {
      call: row.call,
      method: row.method,
      screen: row.screen,
      how: row.how,
      fault,
      outcome: outcome ? describeOutcome(outcome) : '',
      observed: '',
      passed: false,
      kept: withdrawn === null ? (row.kept?.what ?? '') : `gone, rightly: ${withdrawn}`,
      carriesOn: row.carriesOn?.what ?? '',
    };
    records.push(record);
    const user = setupUser();
    if (fault === 'timeout') undoTimeouts = honourXhrTimeouts();
    const faulty = faultHandler(row.method, row.path, fault, row.success, row.required, row.after);
    server.use(faulty.handler);
    await row.reach(user);
    await settle();
    await land(fault);
    record.observed = observe();
    expect(faulty.served(), `${row.path} was never called`).toBeGreaterThan(0);
    expectSound(errors);
    expectOutcome(outcome, record.observed);
    if (row.kept && withdrawn === null) row.kept.check();
    row.carriesOn?.check();
    record.passed = true;
  });
});
