/**
 * `npm run test-plans`: writes docs/test-plans/<spec>.md, every path the path tests replay written
 * as a numbered manual test case QA can follow on a phone (where to start, with the demo address;
 * each step in the app's words; what the screen must show after it), and docs/test-plans/README.md
 * with the coverage of every machine. The paths are the ones tests/paths replays over the real
 * screens (the same generator), so a plan never describes a path the tests do not take. Fails when
 * a machine's paths take less than 100% of its transitions. `-- --check` compares instead of
 * writing, so a machine change without its plans fails `npm test`.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AnyMachineSnapshot, AnyStateMachine, AnyStateNode, AnyTransitionDefinition, EventObject } from 'xstate';
import { allTransitions, descendants, generatePaths, transitionId, type MachinePath, type PathSpec } from '../tests/paths/model.ts';
import { pathSpecs } from '../tests/paths/specs.ts';
import { loadManifests } from './flows.ts';
import { effectWords, guardWords, wordsOf, type Vocabulary } from './lib/statechart.ts';
import { loadMessages } from './lib/messages.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const DIR = join(root, 'docs', 'test-plans');
const HOST = 'http://localhost:5173';

/** Every transition of a machine by its id (the ids the path generator records per step). */
function transitionsById(machine: AnyStateMachine): Map<string, AnyTransitionDefinition> {
  const byId = new Map<string, AnyTransitionDefinition>();
  for (const node of descendants(machine.root)) {
    for (const list of node.transitions.values()) for (const t of list) byId.set(transitionId(t), t);
    for (const t of node.always ?? []) byId.set(transitionId(t), t);
  }
  return byId;
}

/** What the screen shows in a snapshot: the description of every state it is in, innermost first. */
function screenOf(machine: AnyStateMachine, snapshot: AnyMachineSnapshot): string {
  const shown = descendants(machine.root)
    .filter((node) => node.path.length > 0 && (node.type === 'atomic' || node.type === 'final') && snapshot.matches(node.path.join('.') as never))
    .map((node: AnyStateNode) => node.description ?? node.path.join('.'));
  return shown.join('; ');
}

const quote = (value: unknown) => `“${String(value)}”`;
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** A step as the tester does it or sees it happen, in the machine's words. */
function stepText(machine: AnyStateMachine, event: EventObject): string {
  const words = wordsOf(machine);
  const outcome = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
  if (outcome) {
    const src = descendants(machine.root).flatMap((node) => node.invoke).find((def) => def.id === outcome[2])?.src;
    const actor = typeof src === 'string' ? words?.actors[src] : undefined;
    const output = (event as { output?: { ok?: unknown; message?: unknown } }).output;
    const message = output && output.ok === false && typeof output.message === 'string' ? ` (the server says ${quote(output.message)})` : '';
    if (outcome[1] === 'error') return `The connection fails or the server errs: ${actor?.error ?? 'request failed'}`;
    return `The server answers: ${actor?.done ?? 'answered'}${message}`;
  }
  const delay = /^xstate\.after\.([^.]+)\./.exec(event.type);
  if (delay) return /^\d+$/.test(delay[1]!) ? `Wait ${Number(delay[1]) / 1000} s` : (words?.delays[delay[1]!] ?? `Wait (${delay[1]})`);
  const data = Object.entries(event)
    .filter(([key]) => key !== 'type')
    .map(([key, value]) => `${key} ${typeof value === 'object' ? JSON.stringify(value) : quote(value)}`);
  return `${words?.events[event.type] ?? event.type}${data.length ? ` (${data.join(', ')})` : ''}`;
}

/** What a step's transitions make the user see: its condition and the message or page it brings. */
function happens(machine: AnyStateMachine, vocabulary: Vocabulary, ids: readonly string[], byId: Map<string, AnyTransitionDefinition>): string[] {
  const out: string[] = [];
  for (const id of ids) {
    const t = byId.get(id);
    if (!t) continue;
    if (t.guard !== undefined) out.push(`because ${lowerFirst(guardWords(machine, vocabulary, t.guard))}`);
    out.push(...effectWords(vocabulary, t.actions as unknown[]));
  }
  return [...new Set(out)];
}

interface Plan {
  name: string;
  text: string;
  transitions: { covered: number; total: number };
  paths: number;
}

function planOf(spec: PathSpec, texts: Vocabulary, demo: string | null): Plan {
  const machine = spec.machine;
  const words = wordsOf(machine);
  const vocabulary: Vocabulary = { ...texts, words };
  const byId = transitionsById(machine);
  const paths: MachinePath[] = generatePaths(spec);
  const total = allTransitions(machine);
  const covered = new Set(paths.flatMap((path) => path.expected.flat()));
  const lines = [
    `# Test plan: ${spec.name}`,
    '',
    `Generated by \`npm run test-plans\` from the machine \`${machine.id}\` and its path spec; do not edit by hand.`,
    '',
    words?.purpose ?? '',
    '',
    `${paths.length} cases, ${covered.size} of ${total.length} transitions (${((100 * covered.size) / Math.max(total.length, 1)).toFixed(0)}%). ` +
      'Each case is one path the path tests replay over the real screen. Open the demo app (`npm ci && npm start`) on a phone or at 390x844.',
    '',
  ];
  paths.forEach((path, index) => {
    const start = path.start.address ? `${HOST}${path.start.address}` : demo ? `${HOST}${demo}` : 'a page that shows it (it runs inside other pages: see its purpose)';
    lines.push(`## Case ${index + 1}${path.start.name ? `: ${path.start.name}` : ''}`, '', `Start: open ${start}${path.start.name ? ` (${path.start.name})` : ''}.`, '');
    const first = happens(machine, vocabulary, path.expected[0] ?? [], byId);
    lines.push(`0. The page opens${first.length ? ` (${first.join('; ')})` : ''}.`);
    // A run of the same step with the same result (a countdown's seconds) is one numbered range.
    const steps = path.steps.map((step, at) => {
      const seen = happens(machine, vocabulary, path.expected[at + 1] ?? [], byId);
      return { does: stepText(machine, step.event), expect: `${screenOf(machine, step.state)}${seen.length ? ` (${seen.join('; ')})` : ''}` };
    });
    for (let at = 0; at < steps.length; ) {
      let end = at;
      while (end + 1 < steps.length && steps[end + 1]!.does === steps[at]!.does && steps[end + 1]!.expect === steps[at]!.expect) end += 1;
      const times = end > at ? ` (${end - at + 1} times)` : '';
      lines.push(`${end > at ? `${at + 1}-${end + 1}` : at + 1}. ${steps[at]!.does}${times}.`, `   Expect: ${steps[at]!.expect}.`);
      at = end + 1;
    }
    lines.push('');
  });
  return { name: spec.name, text: lines.join('\n'), transitions: { covered: covered.size, total: total.length }, paths: paths.length };
}

async function main(): Promise<number> {
  const check = process.argv.includes('--check');
  const manifests = loadManifests();
  const vocabulary: Vocabulary = {
    messages: await loadMessages(),
    pages: Object.fromEntries(manifests.map((manifest) => [manifest.name, manifest.page])),
  };
  const plans = pathSpecs.map((spec) => {
    const manifest = manifests.find((m) => m.machine === spec.machine.id);
    const address = manifest ? ('path' in manifest.route ? manifest.route.path : `/#${manifest.route.hash}`) : null;
    const demo = manifest && address ? `${address}${manifest.demo.IN ? `${address.includes('?') ? '&' : '?'}${manifest.demo.IN}&isNeedPop=1` : '?isNeedPop=1'}` : null;
    return planOf(spec, vocabulary, demo);
  });
  const pct = (plan: Plan) => ((100 * plan.transitions.covered) / Math.max(plan.transitions.total, 1)).toFixed(0);
  const files = new Map(plans.map((plan) => [`${plan.name}.md`, `${plan.text.trimEnd()}\n`]));
  files.set(
    'README.md',
    [
      '# Test plans',
      '',
      'Generated by `npm run test-plans` from the machines and their path specs (tests/paths); do not edit by hand.',
      'Each plan lists, as numbered manual cases, every path the path tests replay over the real screens.',
      '',
      '| plan | machine | cases | transitions covered |',
      '|---|---|---|---|',
      ...plans.map((plan) => `| [${plan.name}](${plan.name}.md) | ${pathSpecs.find((s) => s.name === plan.name)!.machine.id} | ${plan.paths} | ${plan.transitions.covered}/${plan.transitions.total} (${pct(plan)}%) |`),
      '',
    ].join('\n'),
  );
  const below = plans.filter((plan) => plan.transitions.covered < plan.transitions.total);
  const stale = [...files].filter(([file, text]) => !existsSync(join(DIR, file)) || readFileSync(join(DIR, file), 'utf8') !== text).map(([file]) => file);
  const extra = existsSync(DIR) ? readdirSync(DIR).filter((file) => file.endsWith('.md') && !files.has(file)) : [];
  if (check) {
    if (stale.length + extra.length > 0) {
      console.error(`test-plans: docs/test-plans differs from the machines (${[...stale, ...extra].join(', ')}): run \`npm run test-plans\` and commit the result`);
      return 1;
    }
  } else {
    mkdirSync(DIR, { recursive: true });
    for (const file of extra) rmSync(join(DIR, file));
    for (const [file, text] of files) writeFileSync(join(DIR, file), text);
  }
  if (below.length > 0) {
    console.error(`test-plans: below 100% of transitions: ${below.map((plan) => `${plan.name} ${pct(plan)}%`).join(', ')}`);
    return 1;
  }
  console.log(`test-plans: ${plans.length} plans, ${plans.reduce((sum, plan) => sum + plan.paths, 0)} cases, every transition of every machine${check ? ' (docs/test-plans up to date)' : ''}`);
  return 0;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.stack : error);
      process.exitCode = 1;
    },
  );
}
