/**
 * `npm run gallery`: writes docs/statecharts/simulation/, what the statechart gallery
 * (`/statecharts`, dev and demo builds) simulates, from the machines and their path specs:
 *
 * - index.json: every path spec's machine, its purpose and figures;
 * - <spec>.json: every state the machine can reach under the spec's starts and sample answers (the
 *   same starts, payloads and projected context the path tests use), and from each of them every
 *   event the state accepts: its words, where it leads, what the user sees happen, or, when a guard
 *   refuses it there, the guard's words.
 *
 * The graph is the machine's own: each step is xstate's transition of the real machine (inert
 * actors, no clock), so the gallery runs no machine code and carries none of it. `-- --check`
 * compares instead of writing, so a machine change without its simulation fails `npm test`.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  __unsafe_getAllOwnEventDescriptors,
  getInitialSnapshot,
  getNextSnapshot,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type EventObject,
} from 'xstate';
import { allTransitions, descendants, startsOf, transitionsPerStep, type PathSpec } from '../tests/paths/model.ts';
import { pathSpecs } from '../tests/paths/specs.ts';
import { guardWords, mermaidIds, wordsOf, type Vocabulary } from './lib/statechart.ts';
import { runMain, syncGenerated } from './lib/generated.ts';
import { loadMessages } from './lib/messages.ts';
import { activeLeafNodes, happens, screenOf, stepText, transitionsById } from './lib/steps.ts';
import { packSim, type SimEdge, type SimFile, type SimIndexEntry, type SimMachine, type SimNode } from '../src/gallery/simulation.ts';

/** A machine whose reachable states outgrow this is a machine to split, not a gallery to draw. */
const MAX_NODES = 2000;
const DETAIL_CHARS = 160;

/** The short, stable name of an event in a shared address: `done.commit`, `after.1000`, `user.pay`. */
export function eventKey(type: string): string {
  return type
    .replace(/^xstate\.done\.actor\./, 'done.')
    .replace(/^xstate\.error\.actor\./, 'error.')
    .replace(/^xstate\.after\.([^.]+)\..*$/, 'after.$1');
}

function kindOf(type: string): SimEdge['kind'] {
  if (/^xstate\.(done|error)\.actor\./.test(type)) return 'answer';
  if (type.startsWith('xstate.after.')) return 'time';
  return 'user';
}

/** Every event a snapshot has a transition for, each payload of the spec for it (a network error for an error event). */
function candidates(spec: PathSpec, snapshot: AnyMachineSnapshot): { event: EventObject; variant: number; variants: number }[] {
  return __unsafe_getAllOwnEventDescriptors(snapshot).flatMap((type) => {
    if (type === '*' || type.endsWith('.*')) return [];
    const given = spec.payloads?.[type];
    const list: EventObject[] = given ? [...given] : type.startsWith('xstate.error.actor.') ? [{ type, error: new Error('network') } as EventObject] : [{ type }];
    return list.map((event, variant) => ({ event, variant, variants: list.length }));
  });
}

/** What a request's sample answer carried, shortened: the reviewer sees which answer this is. */
function detailOf(event: EventObject): string | undefined {
  if (!event.type.startsWith('xstate.done.actor.')) return undefined;
  const output = (event as { output?: unknown }).output;
  if (output === undefined) return undefined;
  const text = JSON.stringify(output);
  return text.length > DETAIL_CHARS ? `${text.slice(0, DETAIL_CHARS - 1)}…` : text;
}

/** Why an event changes nothing here: the words of the guards that refuse it, if any. */
function refusal(machine: AnyStateMachine, vocabulary: Vocabulary, snapshot: AnyMachineSnapshot, type: string): string {
  const active = descendants(machine.root).filter((node) => node.path.length > 0 && snapshot.matches(node.path.join('.') as never));
  const guards = [machine.root, ...active]
    .flatMap((node: AnyStateNode) => node.transitions.get(type) ?? [])
    .filter((t) => t.guard !== undefined)
    .map((t) => guardWords(machine, vocabulary, t.guard));
  return guards.length > 0 ? `Not now: needs ${[...new Set(guards)].map((g) => `“${g}”`).join(' or ')}` : 'Ignored in this state';
}

/** The boxes a snapshot lights up in the diagram: the states it is in, and the states around them. */
function boxesOf(machine: AnyStateMachine, ids: Map<string, string>, snapshot: AnyMachineSnapshot): { boxes: string[]; around: string[] } {
  const leaves = activeLeafNodes(machine, snapshot).map((leaf) => leaf.path);
  const around = new Set<string>(ids.has('') ? [''] : []);
  for (const leaf of leaves) for (let depth = 1; depth < leaf.length; depth += 1) around.add(leaf.slice(0, depth).join('.'));
  const idOf = (path: string) => ids.get(path);
  return {
    boxes: leaves.map((leaf) => idOf(leaf.join('.'))).filter((id): id is string => id !== undefined),
    around: [...around].map(idOf).filter((id): id is string => id !== undefined),
  };
}

export function simulationOf(spec: PathSpec, vocabulary: Vocabulary, demo: string | null): SimMachine {
  const machine = spec.machine;
  const worded: Vocabulary = { ...vocabulary, words: wordsOf(machine) };
  const ids = mermaidIds(machine);
  const byId = transitionsById(machine);
  const nodes: SimNode[] = [];
  const reached = new Set<string>();
  const keys = new Map<string, number>();
  const keyOf = (snapshot: AnyMachineSnapshot) => JSON.stringify([snapshot.value, spec.project?.(snapshot) ?? null]);
  const starts = startsOf(spec).map((start) => {
    const queue: { index: number; snapshot: AnyMachineSnapshot; events: EventObject[] }[] = [];
    const visit = (snapshot: AnyMachineSnapshot, events: EventObject[]): number => {
      const key = `${start.name}\u0000${keyOf(snapshot)}`;
      const known = keys.get(key);
      if (known !== undefined) return known;
      if (nodes.length >= MAX_NODES) throw new Error(`gallery: ${spec.name} reaches more than ${MAX_NODES} states`);
      const index = nodes.length;
      keys.set(key, index);
      nodes.push({
        leaves: activeLeafNodes(machine, snapshot).map((node) => node.path.join('.')),
        ...boxesOf(machine, ids, snapshot),
        screen: screenOf(machine, snapshot),
        final: snapshot.status === 'done',
        edges: [],
      });
      queue.push({ index, snapshot, events });
      return index;
    };
    const initial = getInitialSnapshot(machine, start.input) as AnyMachineSnapshot;
    const node = visit(initial, []);
    const opening = [...(transitionsPerStep(spec, [], start.input)[0] ?? [])];
    opening.forEach((id) => reached.add(id));
    const opens = happens(machine, worded, opening, byId);
    while (queue.length > 0) {
      const { index, snapshot, events } = queue.shift()!;
      if (snapshot.status !== 'active') continue;
      for (const { event, variant, variants } of candidates(spec, snapshot)) {
        const key = variants > 1 ? `${eventKey(event.type)}~${variant + 1}` : eventKey(event.type);
        const base = { key, kind: kindOf(event.type), label: stepText(machine, event), ...(detailOf(event) ? { detail: detailOf(event) } : {}) };
        if (!snapshot.can(event)) {
          nodes[index]!.edges.push({ ...base, to: null, effects: [], why: refusal(machine, worded, snapshot, event.type) });
          continue;
        }
        const path = [...events, event];
        const next = getNextSnapshot(machine, snapshot, event) as AnyMachineSnapshot;
        const taken = transitionsPerStep(spec, path, start.input).at(-1) ?? new Set<string>();
        taken.forEach((id) => reached.add(id));
        const to = visit(next, path);
        nodes[index]!.edges.push({ ...base, to, effects: happens(machine, worded, [...taken], byId) });
      }
    }
    return { name: start.name || 'start', node, opens };
  });
  const words = worded.words;
  return {
    name: spec.name,
    machine: machine.id,
    purpose: words?.purpose ?? '',
    demo,
    starts,
    nodes,
    transitions: { reachable: allTransitions(machine).filter((id) => reached.has(id)).length, total: allTransitions(machine).length },
  };
}

/** A stored simulation, a text or a state per line, so a machine change reads as a small diff. */
function fileText(file: SimFile): string {
  const { strings, nodes, ...head } = file;
  const lines = (items: readonly unknown[]) => items.map((item) => JSON.stringify(item)).join(',\n');
  return `${JSON.stringify(head).slice(0, -1)},\n"strings":[\n${lines(strings)}\n],\n"nodes":[\n${lines(nodes)}\n]}\n`;
}

async function main(): Promise<number> {
  const check = process.argv.includes('--check');
  // Here, not at the top: the unit tests import simulationOf in jsdom, where these paths do not resolve.
  const { loadManifests } = await import('./flows.ts');
  const DIR = join(fileURLToPath(new URL('..', import.meta.url)), 'docs', 'statecharts', 'simulation');
  const manifests = loadManifests();
  const vocabulary: Vocabulary = {
    messages: await loadMessages(),
    pages: Object.fromEntries(manifests.map((manifest) => [manifest.name, manifest.page])),
  };
  const sims = pathSpecs.map((spec) => {
    const manifest = manifests.find((m) => m.machine === spec.machine.id);
    const address = manifest ? ('path' in manifest.route ? manifest.route.path : `/#${manifest.route.hash}`) : null;
    const demo = manifest && address ? `${address}${manifest.demo.IN ? `${address.includes('?') ? '&' : '?'}${manifest.demo.IN}` : ''}` : null;
    return simulationOf(spec, vocabulary, demo);
  });
  const index: SimIndexEntry[] = sims.map((sim) => ({
    name: sim.name,
    machine: sim.machine,
    purpose: sim.purpose,
    states: sim.nodes.length,
    events: sim.nodes.reduce((sum, node) => sum + node.edges.length, 0),
    transitions: sim.transitions,
  }));
  // A transition the gallery cannot take is one a reviewer cannot see happen.
  const short = index.filter((entry) => entry.transitions.reachable < entry.transitions.total);
  const files = new Map<string, string>(sims.map((sim) => [`${sim.name}.json`, fileText(packSim(sim))]));
  files.set('index.json', `${JSON.stringify(index, null, 1)}\n`);
  if (short.length > 0) {
    console.error(`gallery: some transitions cannot be reached with the path specs' starts and answers: ${short.map((e) => `${e.name} ${e.transitions.reachable}/${e.transitions.total}`).join(', ')}`);
    return 1;
  }
  if (!syncGenerated('gallery', DIR, files, check)) return 1;
  const bytes = [...files.values()].reduce((sum, text) => sum + text.length, 0);
  console.log(
    `gallery: ${sims.length} machines, ${index.reduce((s, e) => s + e.states, 0)} reachable states, ${index.reduce((s, e) => s + e.events, 0)} events, every transition of every machine reachable (${(bytes / 1024).toFixed(0)} KiB)${check ? ' (docs/statecharts/simulation up to date)' : ''}`,
  );
  return 0;
}

runMain(import.meta.url, main);
