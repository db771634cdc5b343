/**
 * What the statechart gallery simulates (written by `npm run gallery` into
 * docs/statecharts/simulation/) and the walk through it: a start, then the steps a reviewer took,
 * each named by its event's key, so an address (`?steps=user.pay,done.commit~2`) replays them.
 */

/** One thing that can happen in a state: the user's action, a request's answer, or time passing. */
export interface SimEdge {
  /** The step's name in an address: `user.pay`, `done.commit~2` (the second sample answer), `after.1000`. */
  key: string;
  kind: 'user' | 'answer' | 'time';
  /** The step in the product's words. */
  label: string;
  /** A request's sample answer, shortened. */
  detail?: string;
  /** The state it leads to, or null when the state refuses it. */
  to: number | null;
  /** What the user sees happen: the condition met, the message shown, the page opened. */
  effects: string[];
  /** Why it is refused here (a guard's words), when `to` is null. */
  why?: string;
}

export interface SimNode {
  /** The leaf states it is in ('sms.editing'). */
  leaves: string[];
  /** The Mermaid ids of the boxes of the leaf states, lit up in the diagram. */
  boxes: string[];
  /** The Mermaid ids of the states around them (their parents), outlined. */
  around: string[];
  /** What the screen shows, in the states' own words. */
  screen: string;
  final: boolean;
  edges: SimEdge[];
}

export interface SimStart {
  name: string;
  node: number;
  /** What happens as the page opens (eventless transitions of the start). */
  opens: string[];
}

export interface SimMachine {
  /** The path spec's name (a machine may have several, e.g. the contact form's page and footer). */
  name: string;
  /** The machine's id: its diagram is docs/statecharts/<machine>.svg. */
  machine: string;
  purpose: string;
  /** The screen's demo address, to try the real thing. */
  demo: string | null;
  starts: SimStart[];
  nodes: SimNode[];
  /** The machine's transitions, and how many of them some step of the simulation takes. */
  transitions: { reachable: number; total: number };
}

export interface SimIndexEntry {
  name: string;
  machine: string;
  purpose: string;
  states: number;
  events: number;
  transitions: { reachable: number; total: number };
}

/**
 * How a simulation is stored: every text once in `strings`, referred to by index (the chatbot's
 * 1,097 states repeat a few hundred texts). A node is [leaves, boxes, around, screen, final, edges]; an edge
 * is [key, kind, label, detail, to, effects, why], with -1 for none.
 */
export interface SimFile extends Omit<SimMachine, 'nodes'> {
  strings: string[];
  nodes: [number[], number[], number[], number, 0 | 1, [number, number, number, number, number, number[], number][]][];
}

const KINDS: readonly SimEdge['kind'][] = ['user', 'answer', 'time'];

/** Stores a simulation with each text once (what `npm run gallery` writes). */
export function packSim(sim: SimMachine): SimFile {
  const strings: string[] = [];
  const at = new Map<string, number>();
  const ref = (text: string | undefined): number => {
    if (text === undefined) return -1;
    let index = at.get(text);
    if (index === undefined) {
      index = strings.push(text) - 1;
      at.set(text, index);
    }
    return index;
  };
  const nodes = sim.nodes.map((node): SimFile['nodes'][number] => [
    node.leaves.map(ref),
    node.boxes.map(ref),
    node.around.map(ref),
    ref(node.screen),
    node.final ? 1 : 0,
    node.edges.map((edge) => [ref(edge.key), KINDS.indexOf(edge.kind), ref(edge.label), ref(edge.detail), edge.to ?? -1, edge.effects.map(ref), ref(edge.why)]),
  ]);
  return { ...sim, strings, nodes };
}

/** Reads a stored simulation back (what the gallery loads). */
export function unpackSim(file: SimFile): SimMachine {
  const text = (index: number) => file.strings[index]!;
  const nodes = file.nodes.map(([leaves, boxes, around, screen, final, edges]): SimNode => ({
    leaves: leaves.map(text),
    boxes: boxes.map(text),
    around: around.map(text),
    screen: text(screen),
    final: final === 1,
    edges: edges.map(([key, kind, label, detail, to, effects, why]): SimEdge => ({
      key: text(key),
      kind: KINDS[kind]!,
      label: text(label),
      ...(detail >= 0 ? { detail: text(detail) } : {}),
      to: to >= 0 ? to : null,
      effects: effects.map(text),
      ...(why >= 0 ? { why: text(why) } : {}),
    })),
  }));
  const { strings: _strings, nodes: _nodes, ...rest } = file;
  return { ...rest, nodes };
}

export interface Walk {
  /** The start chosen (its index in `starts`). */
  start: number;
  /** The steps taken, in order, with the state each reached. */
  steps: { edge: SimEdge; node: number }[];
  /** The state it is in now. */
  node: number;
  /** The first step of an address that could not be taken here (the machine changed since it was shared). */
  unknown?: string;
}

/** Replays an address's steps from a start; stops at the first step the state does not offer. */
export function walk(sim: SimMachine, start: number, keys: readonly string[]): Walk {
  const first = sim.starts[start] ?? sim.starts[0]!;
  const steps: Walk['steps'] = [];
  let node = first.node;
  for (const key of keys) {
    const edge = sim.nodes[node]?.edges.find((candidate) => candidate.key === key && candidate.to !== null);
    if (!edge || edge.to === null) return { start: sim.starts.indexOf(first), steps, node, unknown: key };
    node = edge.to;
    steps.push({ edge, node });
  }
  return { start: sim.starts.indexOf(first), steps, node };
}

/** The address of a walk: the machine, the start when it is not the first, and the steps (`,` and `~` kept readable). */
export function walkQuery(name: string, start: number, keys: readonly string[]): string {
  const parts = [`machine=${encodeURIComponent(name)}`];
  if (start > 0) parts.push(`start=${start}`);
  if (keys.length > 0) parts.push(`steps=${keys.map(encodeURIComponent).join(',')}`);
  return `?${parts.join('&')}`;
}

/** The steps an address names (`steps=a,b`), none when it names none. */
export function stepsOf(query: URLSearchParams): string[] {
  const steps = query.get('steps');
  return steps ? steps.split(',').filter((key) => key !== '') : [];
}
