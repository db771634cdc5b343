/**
 * Prints, per machine, the states and transitions the path tests' UI replay covered (what each
 * path test file wrote to .paths-coverage/ after replaying its paths over the real screen), and
 * fails when a machine is below 100%, has no path spec, or was not replayed by this test run.
 */
import { existsSync, readFileSync } from 'node:fs';
import { machines } from '../machines/index.ts';
import { coverageOf, OBSERVED_DIR, type Coverage, type Observed } from '../tests/paths/model.ts';
import { pathSpecs } from '../tests/paths/specs.ts';

const problems: string[] = [];
const rows: Coverage[] = [];
for (const spec of pathSpecs) {
  const file = `${OBSERVED_DIR}/${spec.name}.json`;
  // `npm test` empties the folder before vitest runs, so a file here is this run's.
  if (!existsSync(file)) {
    problems.push(`${spec.name}: no UI replay observed (run its path test: vitest run tests/paths)`);
    continue;
  }
  rows.push(coverageOf(spec.machine, spec.name, JSON.parse(readFileSync(file, 'utf8')) as Observed));
}
const pct = (covered: number, total: number) => (total === 0 ? 100 : (100 * covered) / total).toFixed(0);

console.log('Path coverage, as observed by the UI replay over the real screens:\n');
console.log('| machine | states | transitions | paths |');
console.log('|---|---|---|---|');
for (const row of rows) {
  console.log(
    `| ${row.name} | ${row.states.covered}/${row.states.total} (${pct(row.states.covered, row.states.total)}%) | ` +
      `${row.transitions.covered}/${row.transitions.total} (${pct(row.transitions.covered, row.transitions.total)}%) | ${row.paths} |`,
  );
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
}
if (problems.length > 0) {
  console.error(`\nPath coverage below 100%:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(`\n${rows.length} machines, every state and transition covered by the UI replay.`);
