/**
 * Prints, per machine, the states and transitions the generated paths cover (the same paths the
 * path tests replay over the real pages) and fails when a machine is below 100% or has no spec.
 */
import { machines } from '../machines/index.ts';
import { coverageOf, generatePaths } from '../tests/paths/model.ts';
import { pathSpecs } from '../tests/paths/specs.ts';

const rows = pathSpecs.map((spec) => coverageOf(spec, generatePaths(spec)));
const pct = (covered: number, total: number) => (total === 0 ? 100 : (100 * covered) / total).toFixed(0);

console.log('| machine | states | transitions | paths |');
console.log('|---|---|---|---|');
for (const row of rows) {
  console.log(
    `| ${row.name} | ${row.states.covered}/${row.states.total} (${pct(row.states.covered, row.states.total)}%) | ` +
      `${row.transitions.covered}/${row.transitions.total} (${pct(row.transitions.covered, row.transitions.total)}%) | ${row.paths} |`,
  );
}

const problems: string[] = [];
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
console.log(`\n${rows.length} machines, every state and transition covered.`);
