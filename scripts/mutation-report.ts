/**
 * Turns Stryker's JSON report (reports/mutation/mutation.json) into docs/mutation.md: the mutation
 * score per folder (each machine, each screen), and every mutant that survived in a screen (its
 * binding, select or view) with the reason it may live, from scripts/mutation-notes.json. Exits
 * non-zero when a screen has a survivor nobody explained: kill it with a better test, or explain it.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';

interface Mutant {
  mutatorName: string;
  replacement?: string;
  status: string;
  location: { start: { line: number; column: number }; end: { line: number; column: number } };
}
interface Report {
  files: Record<string, { source: string; mutants: Mutant[] }>;
}

const REPORT = 'reports/mutation/mutation.json';
const NOTES = 'scripts/mutation-notes.json';
const OUT = 'docs/mutation.md';

if (!existsSync(REPORT)) {
  console.error(`${REPORT} is missing: run npm run test:mutants first.`);
  process.exit(1);
}
const report = JSON.parse(readFileSync(REPORT, 'utf8')) as Report;
/** Explanations keyed by "file | original code | replacement". */
const notes = (existsSync(NOTES) ? JSON.parse(readFileSync(NOTES, 'utf8')) : {}) as Record<string, string>;

const DETECTED = new Set(['Killed', 'Timeout']);
const UNDETECTED = new Set(['Survived', 'NoCoverage']);

function folderOf(file: string): string {
  const parts = file.split('/');
  return parts[0] === 'src' ? parts.slice(0, 3).join('/') : parts.slice(0, 2).join('/');
}

function original(source: string, mutant: Mutant): string {
  const lines = source.split('\n');
  const { start, end } = mutant.location;
  if (start.line === end.line) return lines[start.line - 1]!.slice(start.column - 1, end.column - 1);
  const first = lines[start.line - 1]!.slice(start.column - 1);
  return `${first} …`.replace(/\s+/g, ' ');
}

const folders = new Map<string, { detected: number; undetected: number; survivors: string[] }>();
const unexplained: string[] = [];
const explained: string[] = [];

/**
 * A folder whose report is not here (reports/ is not committed, and a run may take one folder)
 * keeps its row and its screens' survivors from the last docs/mutation.md: a partial run updates
 * what it ran and loses nothing else.
 */
const reported = new Set(Object.keys(report.files).map(folderOf));
const previous = existsSync(OUT) ? readFileSync(OUT, 'utf8') : '';
for (const [, folder, detected, undetected] of previous.matchAll(/^\| ((?:src\/screens|machines)\/[\w-]+) \| (\d+) \| (\d+) \| [\d.]+% \|$/gm)) {
  if (!reported.has(folder!)) folders.set(folder!, { detected: Number(detected), undetected: Number(undetected), survivors: [] });
}
const [, explainedBefore = '', unexplainedBefore = ''] =
  /## Survivors in the screens, explained\n([\s\S]*?)\n## Survivors in the screens, not explained\n([\s\S]*)$/.exec(previous) ?? [];
/** The bullets of a section of the last report (a bullet and its indented lines), of folders kept. */
const keptBullets = (section: string) =>
  section
    .split(/\n(?=- `)/)
    .map((bullet) => bullet.trim())
    .filter((bullet) => bullet.startsWith('- `') && folders.has(folderOf(bullet.slice(3, bullet.indexOf(':')))));
const keptExplained = keptBullets(explainedBefore);
const keptUnexplained = keptBullets(unexplainedBefore);
for (const [file, { source, mutants }] of Object.entries(report.files).sort(([a], [b]) => a.localeCompare(b))) {
  const folder = folderOf(file);
  const row = folders.get(folder) ?? { detected: 0, undetected: 0, survivors: [] };
  folders.set(folder, row);
  for (const mutant of mutants) {
    if (DETECTED.has(mutant.status)) row.detected += 1;
    else if (UNDETECTED.has(mutant.status)) {
      row.undetected += 1;
      const code = original(source, mutant).trim().slice(0, 80);
      const key = `${file} | ${code} | ${(mutant.replacement ?? '').trim().slice(0, 80)}`;
      const line = `\`${file}:${mutant.location.start.line}\` ${mutant.mutatorName} (${mutant.status}): \`${code}\` → \`${(mutant.replacement ?? '').trim().slice(0, 80)}\``;
      if (!file.startsWith('src/screens/')) continue;
      if (notes[key]) explained.push(`- ${line}: ${notes[key]}`);
      else unexplained.push(`- ${line}\n  key: \`${key}\``);
    }
  }
}

explained.push(...keptExplained);
unexplained.push(...keptUnexplained);

/** Every folder that should have a score: each machine and each screen. */
const expected = [
  ...readdirSync('machines', { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => `machines/${d.name}`),
  ...readdirSync('src/screens', { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => `src/screens/${d.name}`),
];
const notRun = expected.filter((folder) => !folders.has(folder));

const pct = (d: number, u: number) => (d + u === 0 ? '—' : `${((100 * d) / (d + u)).toFixed(1)}%`);
let total = { detected: 0, undetected: 0 };
const table = [...folders.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([folder, row]) => {
  total = { detected: total.detected + row.detected, undetected: total.undetected + row.undetected };
  return `| ${folder} | ${row.detected} | ${row.undetected} | ${pct(row.detected, row.undetected)} |`;
});

const doc = `# Mutation testing

Generated by \`npm run test:mutants\` (Stryker with its vitest runner, \`stryker.config.mjs\`) and
\`scripts/mutation-report.ts\`. A mutant is a small change to the code (a handler emptied, a
condition flipped, a string changed); a good test fails on it ("killed"). The score is killed (and
timed out) over all mutants that ran or had no test at all.

| folder | killed | survived | score |
|---|---|---|---|
${table.join('\n')}
| **all** | ${total.detected} | ${total.undetected} | **${pct(total.detected, total.undetected)}** |

Static mutants (code evaluated once at import: the machines' configuration objects, module-level
constants) are left out (\`ignoreStatic\`): each would rerun every test, some 18 hours on 2 cores.
A changed target or state name there is caught by the path harness, which checks every transition.

Rows from the reports in reports/mutation/ (runs on this checkout): ${[...reported].sort().map((f) => `\`${f}\``).join(', ')}; the others are carried from the last report.

Folders with no score yet: ${notRun.length === 0 ? 'none.' : notRun.map((f) => `\`${f}\``).join(', ') + ' (run `npm run test:mutants -- <folder>`).'}

## Survivors in the screens, explained

${explained.length === 0 ? 'None.' : explained.join('\n')}

## Survivors in the screens, not explained

${unexplained.length === 0 ? 'None.' : unexplained.join('\n')}
`;
writeFileSync(OUT, doc);
console.log(doc);
if (unexplained.length > 0) {
  console.error(`${unexplained.length} survivor(s) in the screens are neither killed nor explained in ${NOTES}.`);
  process.exit(1);
}
