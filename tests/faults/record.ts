/**
 * What the fault matrix (tests/faults/faults.test.tsx) and its report (scripts/reliability-report.ts)
 * share: the seven faults, the outcome a cell must end in, and the record each cell leaves in
 * reports/ (not committed) for docs/reliability.md. No DOM, no network: the report reads it in Node.
 */

/** The seven faults of issue 23, in the table's column order. */
export const FAULTS = ['http500', 'network', 'timeout', 'malformed', 'missing', 'refused', 'refusedBlank'] as const;
export type Fault = (typeof FAULTS)[number];

export const FAULT_NAMES: Readonly<Record<Fault, string>> = {
  http500: 'HTTP 500',
  network: 'network error',
  timeout: 'timeout',
  malformed: 'malformed JSON',
  missing: 'missing fields',
  refused: 'code + message',
  refusedBlank: 'code, no message',
};

/**
 * What the screen ends in. `toast`: the toast says exactly this ('' for no toast). `alert`: the
 * page's one alert holds this text and offers `button` (the retry, the check, or the way out); no
 * alert when absent. `shows`: the page shows this text (what it carried on with, or its empty
 * state). An outcome names at least a toast, an alert or a text shown.
 */
export interface Outcome {
  toast: string;
  alert?: { text: string; button: string };
  shows?: string;
}

/** The outcome in the table's words. */
export function describeOutcome(outcome: Outcome): string {
  const parts: string[] = [];
  if (outcome.toast !== '') parts.push(`toast "${outcome.toast}"`);
  if (outcome.alert) parts.push(`alert "${outcome.alert.text}" + ${outcome.alert.button}`);
  if (outcome.shows) parts.push(`shows "${outcome.shows}"`);
  return parts.join('; ');
}

/** Where the matrix leaves its cells for the report. */
export const CELLS_FILE = 'reports/faults.json';

/** One cell as it ran: the call, its screen, the fault, what it had to end in and what it showed. */
export interface CellRecord {
  call: string;
  method: string;
  screen: string;
  how: string;
  fault: Fault;
  /** The row's outcome for the fault, in words ('' when the row defines none: the cell fails). */
  outcome: string;
  /** The toast and alerts the screen showed, as one line (or, when neither, the start of the page). */
  observed: string;
  passed: boolean;
  /** The input checked after the fault ('' when the call comes before any), or why it is rightly gone. */
  kept: string;
  /** What a fire-and-forget call's page went on to do, as checked ('' for the others). */
  carriesOn: string;
}

/** The run as the matrix writes it: how many cells it has, and the ones that ran. */
export interface MatrixRun {
  cells: number;
  records: CellRecord[];
}
