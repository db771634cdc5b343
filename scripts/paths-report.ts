/**
 * Prints, per machine, the states and transitions the path tests' UI replay covered (what each
 * path test file wrote to .paths-coverage/ after replaying its paths over the real screen), and
 * per screen the controls that send its machine an event and how many of them the paths used
 * (tests/paths/controls.ts); fails when a machine is below 100%, has no path spec, was not
 * replayed by this test run, or has a control that sends an event and that no path used.
 */
import { existsSync, readFileSync } from 'node:fs';
import { machines } from '../machines/index.ts';
import { controlCoverageOf, coverageOf, describeUnused, OBSERVED_DIR, type ControlCoverageFigures, type Coverage, type Observed } from '../tests/paths/model.ts';
import { pathSpecs } from '../tests/paths/specs.ts';

const problems: string[] = [];
const rows: (Coverage & { controls: ControlCoverageFigures | null; viewOnly: readonly string[] })[] = [];
for (const spec of pathSpecs) {
  const file = `${OBSERVED_DIR}/${spec.name}.json`;
  // `npm test` empties the folder before vitest runs, so a file here is this run's.
  if (!existsSync(file)) {
    problems.push(`${spec.name}: no UI replay observed (run its path test: vitest run tests/paths)`);
    continue;
  }
  const observed = JSON.parse(readFileSync(file, 'utf8')) as Observed;
  rows.push({
    ...coverageOf(spec.machine, spec.name, observed),
    controls: observed.controls ? controlCoverageOf(observed.controls) : null,
    viewOnly: observed.controls?.viewOnly ?? [],
  });
}
const pct = (covered: number, total: number) => (total === 0 ? 100 : (100 * covered) / total).toFixed(0);

console.log('Path coverage, as observed by the UI replay over the real screens:\n');
console.log('| machine | states | transitions | paths | controls used / sending an event |');
console.log('|---|---|---|---|---|');
for (const row of rows) {
  const controls = row.controls ? `${row.controls.used}/${row.controls.sending} (${pct(row.controls.used, row.controls.sending)}%)` : 'not observed';
  console.log(
    `| ${row.name} | ${row.states.covered}/${row.states.total} (${pct(row.states.covered, row.states.total)}%) | ` +
      `${row.transitions.covered}/${row.transitions.total} (${pct(row.transitions.covered, row.transitions.total)}%) | ${row.paths} | ${controls} |`,
  );
}
const sending = rows.reduce((sum, row) => sum + (row.controls?.sending ?? 0), 0);
const used = rows.reduce((sum, row) => sum + (row.controls?.used ?? 0), 0);
console.log(`\nControls that send their screen's machine an event: ${used} of ${sending} used by a replayed path.`);
for (const row of rows) {
  for (const line of row.controls ? describeUnused(row.controls) : []) console.log(`- unused on ${row.name}: ${line}`);
}
const viewOnly = rows.filter((row) => row.viewOnly.length > 0);
if (viewOnly.length > 0) {
  console.log('Controls that change only the view (probed at the ends of paths, sending nothing there):');
  for (const row of viewOnly) console.log(`- ${row.name}: ${row.viewOnly.join(', ')}`);
}

for (const name of Object.keys(machines)) {
  // A spec may run a provided variant of the machine (same config, other implementations).
  const machine = machines[name as keyof typeof machines];
  if (!pathSpecs.some((spec) => spec.machine.config === machine.config)) {
    problems.push(`machine "${name}" has no path spec in tests/paths/specs.ts`);
  }
}
for (const row of rows) {
  for (const missing of [...row.states.missing, ...row.transitions.missing]) {
    problems.push(`${row.name}: not covered: ${missing}`);
  }
  if (!row.controls) problems.push(`${row.name}: no control coverage observed (run its path test: vitest run tests/paths)`);
  for (const line of row.controls ? describeUnused(row.controls) : []) {
    problems.push(`${row.name}: a control that sends an event is used by no path: ${line}`);
  }
}
if (problems.length > 0) {
  console.error(`\nPath coverage below 100%:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(`\n${rows.length} machines, every state and transition covered by the UI replay, every control that sends an event used.`);
