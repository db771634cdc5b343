/**
 * Walks an XState 5 machine (`machine.root` and its state nodes) and prints a Mermaid
 * `stateDiagram-v2`. Pure: no I/O, and the same machine always gives the same text, because
 * `npm run diagrams -- --check` compares it byte for byte with the committed file.
 *
 * Conventions (repeated in docs/statecharts/README.md):
 * - A state's Mermaid id is its path below the root joined with `_` (`form.saving` ->
 *   `form_saving`); anything outside `[A-Za-z0-9_]` becomes `_`, because Mermaid ids cannot hold
 *   dots, dashes or colons. Every state is declared with `state "title" as id` so the picture shows
 *   the key, not the id.
 * - Compound states are composite blocks with `[*] --> initial`; parallel regions are separated by
 *   `--`; a final state gets `state --> [*]` inside its parent.
 * - States are declared first and every edge is printed afterwards at the top level: Mermaid
 *   attaches a state to the block where it first appears, so an edge printed earlier would pull
 *   its target out of its composite.
 * - Edge labels: the event type (done/error events keep xstate's own `xstate.done.actor.<id>`),
 *   `after 500ms` or `after <delay name>` for delays, `always` for eventless transitions, then
 *   `[guard]` with `&&`, `||`, `!` and `in(state.path)` for xstate's and/or/not/stateIn.
 * - Targetless transitions (actions only) and `reenter` self-transitions are drawn as self-loops;
 *   "forbidden" transitions (no target, no actions) do nothing but stop an event from reaching the
 *   parent, so they are left out.
 * - Invoked actors are folded into the state's title (`saving (invoke saveComplaint)`), since a
 *   composite state cannot carry description lines.
 * - The root is drawn as a box of its own only when it needs one: it is parallel, invokes
 *   something or has transitions of its own.
 */
import { and, not, or, stateIn } from 'xstate';
import type { AnyStateMachine, AnyStateNode, StateValue } from 'xstate';
import type { MachineWords } from '../../machines/shared/words.ts';

interface EdgeSource {
  eventType: string;
  guard?: unknown;
  target?: ReadonlyArray<AnyStateNode> | undefined;
  actions?: ReadonlyArray<unknown>;
  reenter?: boolean;
  delay?: unknown;
}

type BuiltinGuard = 'and' | 'or' | 'not' | 'stateIn';

/**
 * xstate 5 builds and/or/not/stateIn as functions carrying `check` plus `guards` or
 * `stateValue`; the `check` implementations are shared module functions, so comparing them
 * identifies the combinator without relying on function names.
 */
const BUILTIN_CHECKS = new Map<unknown, BuiltinGuard>([
  [checkOf(and([])), 'and'],
  [checkOf(or([])), 'or'],
  [checkOf(not('x')), 'not'],
  [checkOf(stateIn('x')), 'stateIn'],
]);

function checkOf(guard: unknown): unknown {
  return (guard as { check?: unknown }).check;
}

function builtinKind(guard: unknown): BuiltinGuard | undefined {
  if (typeof guard !== 'function') return undefined;
  const check = checkOf(guard);
  if (check === undefined) return undefined;
  const known = BUILTIN_CHECKS.get(check);
  if (known) return known;
  // A second copy of xstate would bring its own check functions; its names still tell.
  const name = guard.name;
  return name === 'and' || name === 'or' || name === 'not' || name === 'stateIn' ? name : undefined;
}

function stateValuePaths(value: StateValue, prefix: string[] = []): string[] {
  if (typeof value === 'string') return [[...prefix, value].join('.')];
  return Object.entries(value).flatMap(([key, child]) =>
    child === undefined ? [[...prefix, key].join('.')] : stateValuePaths(child, [...prefix, key]),
  );
}

function stateInLabel(machine: AnyStateMachine, value: StateValue): string {
  if (typeof value === 'string' && value.startsWith('#')) {
    try {
      return machine.getStateNodeById(value.slice(1)).path.join('.');
    } catch {
      return value.slice(1);
    }
  }
  return stateValuePaths(value).join(', ');
}

/** Inline arrow guards get their name from the `guard:` property, which says nothing. */
function inlineName(fn: { name: string }): string {
  return fn.name && fn.name !== 'guard' ? fn.name : 'inline';
}

function guardLabel(machine: AnyStateMachine, guard: unknown, nested = false): string {
  if (typeof guard === 'string') return guard;
  const kind = builtinKind(guard);
  if (kind === 'stateIn') {
    return `in(${stateInLabel(machine, (guard as unknown as { stateValue: StateValue }).stateValue)})`;
  }
  if (kind) {
    const operands = (guard as unknown as { guards: unknown[] }).guards;
    if (kind === 'not') return `!${guardLabel(machine, operands[0], true)}`;
    if (operands.length === 0) return kind === 'and' ? 'true' : 'false';
    if (operands.length === 1) return guardLabel(machine, operands[0], nested);
    const joined = operands.map((g) => guardLabel(machine, g, true)).join(kind === 'and' ? ' && ' : ' || ');
    return nested ? `(${joined})` : joined;
  }
  if (typeof guard === 'function') return inlineName(guard);
  if (guard && typeof guard === 'object' && typeof (guard as { type?: unknown }).type === 'string') {
    return (guard as { type: string }).type;
  }
  return 'inline';
}

/** `:` and `;` end a Mermaid edge label and a newline ends the statement. */
function labelText(text: string): string {
  return text.replace(/[:;\r\n]+/g, '_');
}

function titleText(text: string): string {
  return text.replace(/"/g, "'").replace(/[\r\n]+/g, ' ');
}

function eventLabel(transition: EdgeSource): string {
  if (transition.delay !== undefined) {
    const delay = transition.delay;
    return typeof delay === 'number' ? `after ${delay}ms` : `after ${String(delay)}`;
  }
  if (transition.eventType === '') return 'always';
  return transition.eventType;
}


/** The product's words of a machine (machines/shared/words.ts) and what its effects show. */
export interface Vocabulary {
  /** The machine's `meta.words`; without them labels fall back to the code names. */
  words?: MachineWords;
  /** Every text by key, per market (scripts/lib/messages.ts): a toast is shown by its text. */
  messages?: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** Page names by route name (the manifests' `page`): a navigation is shown by the page it opens. */
  pages?: Readonly<Record<string, string>>;
}


export const wordsOf = (machine: AnyStateMachine): MachineWords | undefined =>
  (machine.root.meta as { words?: MachineWords } | undefined)?.words;

/** The invoked actor of each invoke id (done and error events name the id). */
function actorSources(node: AnyStateNode, out = new Map<string, string>()): Map<string, string> {
  node.invoke.forEach((def) => {
    if (typeof def.src === 'string') out.set(def.id, def.src);
  });
  for (const child of children(node)) actorSources(child, out);
  return out;
}

const duration = (ms: number) => (ms % 1000 === 0 ? `${ms / 1000} s` : `${ms} ms`);

function eventWords(machine: AnyStateMachine, vocabulary: Vocabulary, t: EdgeSource): string {
  const words = vocabulary.words;
  if (t.delay !== undefined) {
    return typeof t.delay === 'number' ? `After ${duration(t.delay)}` : (words?.delays[String(t.delay)] ?? `after ${String(t.delay)}`);
  }
  if (t.eventType === '') return 'At once';
  const outcome = /^xstate\.(done|error)\.actor\.(.+)$/.exec(t.eventType);
  if (outcome) {
    const src = actorSources(machine.root).get(outcome[2]!) ?? outcome[2]!;
    const actor = words?.actors[src];
    if (actor) return outcome[1] === 'done' ? actor.done : actor.error;
  }
  return words?.events[t.eventType] ?? t.eventType;
}

export function guardWords(machine: AnyStateMachine, vocabulary: Vocabulary, guard: unknown, nested = false): string {
  const named = (name: string) => vocabulary.words?.guards[name] ?? name;
  if (typeof guard === 'string') return named(guard);
  const kind = builtinKind(guard);
  if (kind === 'stateIn') return `while in ${stateInLabel(machine, (guard as unknown as { stateValue: StateValue }).stateValue)}`;
  if (kind) {
    const operands = (guard as unknown as { guards: unknown[] }).guards;
    if (kind === 'not') return `not (${guardWords(machine, vocabulary, operands[0], true)})`;
    if (operands.length === 1) return guardWords(machine, vocabulary, operands[0], nested);
    const joined = operands.map((g) => guardWords(machine, vocabulary, g, true)).join(kind === 'and' ? ' and ' : ' or ');
    return nested ? `(${joined})` : joined;
  }
  if (guard && typeof guard === 'object' && typeof (guard as { type?: unknown }).type === 'string') return named((guard as { type: string }).type);
  return 'a condition';
}

/** Anything at all: a params function read with it gives back its literal parts (a route name). */
const ANYTHING: unknown = new Proxy(function anything() {}, {
  get: (_, key) => (key === Symbol.toPrimitive ? () => '' : key === 'length' ? 0 : ANYTHING),
  apply: () => ANYTHING,
});

/** A literal field of an action's params: given as an object, or returned by its params function. */
function paramOf(params: unknown, field: string): unknown {
  const direct = (params as Record<string, unknown> | undefined)?.[field];
  if (typeof direct === 'string' || typeof direct === 'boolean') return direct;
  if (typeof params !== 'function') return undefined;
  try {
    const made = (params as (args: unknown) => Record<string, unknown>)({ context: ANYTHING, event: ANYTHING });
    const value = made?.[field];
    return typeof value === 'string' || typeof value === 'boolean' ? value : undefined;
  } catch {
    return undefined;
  }
}

/** What a transition's actions visibly do: the message shown, the page opened, leaving. */
export function effectWords(vocabulary: Vocabulary, actions: ReadonlyArray<unknown> | undefined, locale = 'en-IN'): string[] {
  const out: string[] = [];
  for (const action of actions ?? []) {
    const type = typeof action === 'string' ? action : (action as { type?: unknown } | null)?.type;
    const params = typeof action === 'object' && action !== null ? (action as { params?: unknown }).params : undefined;
    if (type === 'toast') {
      const key = paramOf(params, 'key') as string | undefined;
      const text = key ? vocabulary.messages?.[locale]?.[key] : undefined;
      const serverFirst = typeof params === 'function';
      out.push(text ? `${serverFirst ? "server's message, else " : ''}message “${text}”` : 'shows a message');
    } else if (type === 'navigate') {
      const route = paramOf(params, 'route') as string | undefined;
      // Replacing the entry keeps a choice in the page's own address (Back and reload keep it).
      if (paramOf(params, 'replace') === true) out.push('keeps it in the page address');
      else out.push(route ? `opens ${vocabulary.pages?.[route] ?? route}` : 'opens a page');
    } else if (type === 'leave') out.push('leaves the flow');
  }
  return out;
}

/** Mermaid ends a label at `:` or `;` and reads `#` as an entity: words keep their sense without them. */
function wordsText(text: string): string {
  return text.replace(/:/g, ' –').replace(/;/g, ',').replace(/#/g, 'No. ').replace(/[\r\n]+/g, ' ');
}

function wordedLabel(machine: AnyStateMachine, vocabulary: Vocabulary, t: EdgeSource): string {
  const lines = [eventWords(machine, vocabulary, t)];
  if (t.guard !== undefined) lines.push(`[${guardWords(machine, vocabulary, t.guard)}]`);
  const effects = effectWords(vocabulary, t.actions);
  if (effects.length > 0) lines.push(`→ ${effects.join(', ')}`);
  return lines.map(wordsText).join('<br/>');
}

function edgeLabel(machine: AnyStateMachine, transition: EdgeSource): string {
  const event = eventLabel(transition);
  const label = transition.guard === undefined ? event : `${event} [${guardLabel(machine, transition.guard)}]`;
  return labelText(label);
}

function invokeTitle(node: AnyStateNode): string {
  const invokes = node.invoke.map((def, index) => {
    // xstate names unnamed invokes `<index>.<state id>` and inline logic `xstate.invoke.<...>`.
    const explicitId = def.id === `${index}.${node.id}` ? undefined : def.id;
    const src = typeof def.src === 'string' && !def.src.startsWith('xstate.invoke.') ? def.src : undefined;
    if (src === undefined) return explicitId ?? 'inline';
    return explicitId && explicitId !== src ? `${src} as ${explicitId}` : src;
  });
  return invokes.length ? ` (invoke ${invokes.join(', ')})` : '';
}

function nodeTitle(node: AnyStateNode, fallback: string): string {
  let title = node.key || fallback;
  if (node.type === 'history') title += node.history === 'deep' ? ' (deep history)' : ' (history)';
  return titleText(title + invokeTitle(node));
}

/**
 * Words the Mermaid state-diagram lexers read as keywords (the older one also matches `default`
 * as a prefix of any id); `root` and `root_start` are ids Mermaid gives the diagram itself.
 */
const RESERVED = /^(default.*|state|note|class|classdef|style|scale|click|href|direction|end|root|statediagram)$/i;

class IdTable {
  private readonly ids = new Map<AnyStateNode, string>();
  private readonly taken = new Set<string>();

  assign(node: AnyStateNode, raw: string): string {
    let id = raw.replace(/[^A-Za-z0-9_]/g, '_') || 'state';
    if (RESERVED.test(id) || /^\d/.test(id)) id = `s_${id}`;
    while (this.taken.has(id)) id += '_';
    this.taken.add(id);
    this.ids.set(node, id);
    return id;
  }

  get(node: AnyStateNode): string {
    const id = this.ids.get(node);
    if (id === undefined) throw new Error(`State node #${node.id} is not part of this machine`);
    return id;
  }
}

function children(node: AnyStateNode): AnyStateNode[] {
  return Object.values(node.states as Record<string, AnyStateNode>);
}

function ownTransitions(node: AnyStateNode): EdgeSource[] {
  const all: EdgeSource[] = [...node.transitions.values()].flat();
  return node.always ? [...all, ...node.always] : all;
}

/** No target and no actions: it only keeps the event from bubbling to the parent. */
function isForbidden(t: EdgeSource): boolean {
  return !t.target && (t.actions?.length ?? 0) === 0 && !t.reenter;
}

function assignIds(node: AnyStateNode, ids: IdTable, machineId: string): void {
  ids.assign(node, node.path.length ? node.path.join('_') : machineId);
  for (const child of children(node)) assignIds(child, ids, machineId);
}

function needsRootBox(root: AnyStateNode): boolean {
  return (
    root.type === 'parallel' || root.invoke.length > 0 || ownTransitions(root).some((t) => !isForbidden(t))
  );
}

function declare(node: AnyStateNode, ids: IdTable, depth: number, lines: string[], fallback: string): void {
  const pad = '  '.repeat(depth);
  const id = ids.get(node);
  const title = nodeTitle(node, fallback);
  const kids = children(node);
  if (kids.length === 0) {
    lines.push(`${pad}state "${title}" as ${id}`);
    // A simple state shows its description under its name.
    if (node.description) lines.push(`${pad}${id} : ${wordsText(node.description)}`);
    return;
  }
  lines.push(`${pad}state "${title}" as ${id} {`);
  body(node, ids, depth + 1, lines);
  lines.push(`${pad}}`);
}

/** The inside of a composite (or of the diagram when the root has no box). */
function body(node: AnyStateNode, ids: IdTable, depth: number, lines: string[]): void {
  const pad = '  '.repeat(depth);
  const kids = children(node);
  if (node.type === 'parallel') {
    kids.forEach((child, index) => {
      if (index > 0) lines.push(`${pad}--`);
      declare(child, ids, depth, lines, child.key);
    });
    return;
  }
  for (const target of node.initial?.target ?? []) lines.push(`${pad}[*] --> ${ids.get(target)}`);
  for (const child of kids) declare(child, ids, depth, lines, child.key);
  for (const child of kids) if (child.type === 'final') lines.push(`${pad}${ids.get(child)} --> [*]`);
}

function edges(machine: AnyStateMachine, node: AnyStateNode, ids: IdTable, lines: string[], vocabulary: Vocabulary): void {
  const from = ids.get(node);
  for (const transition of ownTransitions(node)) {
    if (isForbidden(transition)) continue;
    const label = vocabulary.words ? wordedLabel(machine, vocabulary, transition) : edgeLabel(machine, transition);
    const targets = transition.target?.length ? transition.target : [node];
    for (const target of targets) lines.push(`  ${from} --> ${ids.get(target)} : ${label}`);
  }
  for (const child of children(node)) edges(machine, child, ids, lines, vocabulary);
}

/**
 * Mermaid `stateDiagram-v2` source for one machine, ending with a newline. With the machine's
 * words (its `meta.words`), edges read as the product does: the event or the request's outcome,
 * the condition, then what the user sees happen (the message's text, the page opened).
 */
export function toMermaid(machine: AnyStateMachine, name: string = machine.id, vocabulary: Omit<Vocabulary, 'words'> = {}): string {
  const worded: Vocabulary = { ...vocabulary, words: wordsOf(machine) };
  const root = machine.root;
  const ids = new IdTable();
  assignIds(root, ids, machine.id);
  const lines = ['stateDiagram-v2', `  %% ${titleText(name)}: generated from the machine by npm run diagrams, do not edit`];
  if (needsRootBox(root)) {
    lines.push(`  [*] --> ${ids.get(root)}`);
    declare(root, ids, 1, lines, machine.id);
  } else {
    body(root, ids, 1, lines);
  }
  edges(machine, root, ids, lines, worded);
  return `${lines.join('\n')}\n`;
}

/**
 * The Mermaid id of every state node that has a box in the diagram, by its path ('sms.editing'; the
 * root by '' when it is drawn as a box): the gallery finds a state's box in the SVG by it.
 */
export function mermaidIds(machine: AnyStateMachine): Map<string, string> {
  const ids = new IdTable();
  assignIds(machine.root, ids, machine.id);
  const out = new Map<string, string>();
  const visit = (node: AnyStateNode) => {
    if (node.path.length > 0 || needsRootBox(node)) out.set(node.path.join('.'), ids.get(node));
    children(node).forEach(visit);
  };
  visit(machine.root);
  return out;
}

const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** An SCXML id: the state's path joined with `.` (ids are NCNames: no spaces, no leading digit). */
function scxmlId(node: AnyStateNode, machineId: string): string {
  const raw = node.path.length ? node.path.join('.') : machineId;
  const id = raw.replace(/[^A-Za-z0-9_.-]/g, '_');
  return /^[A-Za-z_]/.test(id) ? id : `s_${id}`;
}

function actionNames(actions: ReadonlyArray<unknown> | undefined): string[] {
  return (actions ?? []).map((action) => {
    if (typeof action === 'string') return action;
    if (action && typeof action === 'object' && typeof (action as { type?: unknown }).type === 'string') return (action as { type: string }).type;
    if (typeof action === 'function') {
      // xstate's own actions (raise, cancel, assign, ...) are functions carrying their type.
      const type = (action as { type?: unknown }).type;
      return typeof type === 'string' ? type : inlineName(action);
    }
    return 'inline';
  });
}

function scxmlDelay(delay: unknown): string {
  return typeof delay === 'number' ? `delay="${delay}ms"` : `delayexpr="${xml(`delays.${String(delay)}`)}"`;
}

function scxmlNode(machine: AnyStateMachine, node: AnyStateNode, depth: number, lines: string[]): void {
  const pad = '  '.repeat(depth);
  const kids = children(node);
  const tag = node.type === 'parallel' ? 'parallel' : node.type === 'final' ? 'final' : node.type === 'history' ? 'history' : 'state';
  const attrs = [`id="${xml(scxmlId(node, machine.id))}"`];
  if (tag === 'history') attrs.push(`type="${node.history === 'deep' ? 'deep' : 'shallow'}"`);
  if (tag === 'state' && kids.length > 0 && node.initial?.target?.length) {
    attrs.push(`initial="${node.initial.target.map((target) => xml(scxmlId(target, machine.id))).join(' ')}"`);
  }
  const inner: string[] = [];
  const description = (node as { description?: string }).description;
  if (description) inner.push(`${pad}  <!-- ${xml(description).replace(/--/g, '- -')} -->`);
  const delayed = ownTransitions(node).filter((t) => t.delay !== undefined);
  // xstate schedules a delay with a raise on entry and cancels it on exit: the <send delay> says it.
  const entry = actionNames(node.entry as unknown[]).filter((name) => !(delayed.length > 0 && name === 'xstate.raise'));
  if (entry.length > 0 || delayed.length > 0) {
    inner.push(`${pad}  <onentry>`);
    for (const name of entry) inner.push(`${pad}    <x:action name="${xml(name)}"/>`);
    for (const t of delayed) inner.push(`${pad}    <send event="${xml(t.eventType)}" ${scxmlDelay(t.delay)}/>`);
    inner.push(`${pad}  </onentry>`);
  }
  const exit = actionNames(node.exit as unknown[]).filter((name) => !(delayed.length > 0 && name === 'xstate.cancel'));
  if (exit.length > 0) {
    inner.push(`${pad}  <onexit>`);
    for (const name of exit) inner.push(`${pad}    <x:action name="${xml(name)}"/>`);
    inner.push(`${pad}  </onexit>`);
  }
  node.invoke.forEach((def, index) => {
    const explicitId = def.id === `${index}.${node.id}` ? undefined : def.id;
    const src = typeof def.src === 'string' && !def.src.startsWith('xstate.invoke.') ? def.src : 'inline';
    inner.push(`${pad}  <invoke type="x:actor" src="${xml(src)}"${explicitId ? ` id="${xml(explicitId)}"` : ''}/>`);
  });
  for (const t of ownTransitions(node)) {
    if (isForbidden(t)) continue;
    const parts = [];
    if (t.eventType !== '') parts.push(`event="${xml(t.eventType)}"`);
    if (t.guard !== undefined) parts.push(`cond="${xml(guardLabel(machine, t.guard))}"`);
    if (t.target?.length) parts.push(`target="${t.target.map((target) => xml(scxmlId(target, machine.id))).join(' ')}"`);
    if (!t.target?.length || t.reenter) parts.push(`type="${t.reenter ? 'external' : 'internal'}"`);
    const names = actionNames(t.actions);
    if (names.length === 0) inner.push(`${pad}  <transition ${parts.join(' ')}/>`);
    else {
      inner.push(`${pad}  <transition ${parts.join(' ')}>`);
      for (const name of names) inner.push(`${pad}    <x:action name="${xml(name)}"/>`);
      inner.push(`${pad}  </transition>`);
    }
  }
  for (const child of kids) scxmlNode(machine, child, depth + 1, inner);
  if (inner.length === 0) lines.push(`${pad}<${tag} ${attrs.join(' ')}/>`);
  else lines.push(`${pad}<${tag} ${attrs.join(' ')}>`, ...inner, `${pad}</${tag}>`);
}

/**
 * W3C SCXML for one machine, for tools beyond XState. Guards are `cond` with their names (as the
 * diagram prints them), delays a `<send delay>` on entry and a transition on its event, invoked
 * actors `<invoke src>`, and actions `<x:action name>` in a namespace of ours (SCXML allows
 * foreign executable content): names only, since their code lives in the machine.
 */
export function toScxml(machine: AnyStateMachine, name: string = machine.id): string {
  const root = machine.root;
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<!-- ${xml(name)}: generated from the machine by npm run diagrams, do not edit -->`,
  ];
  const body: string[] = [];
  scxmlNode(machine, root, 0, body);
  // The root becomes <scxml>: same children and transitions, W3C's root element and namespaces.
  const open = body[0]!.replace(/^<state id="[^"]*"/, `<scxml xmlns="http://www.w3.org/2005/07/scxml" xmlns:x="urn:loan-h5:xstate" version="1.0" name="${xml(name)}"`);
  if (root.type === 'parallel') {
    // A parallel root is a <parallel> child of <scxml>, so the regions run together.
    lines.push(`<scxml xmlns="http://www.w3.org/2005/07/scxml" xmlns:x="urn:loan-h5:xstate" version="1.0" name="${xml(name)}">`, ...body.map((line) => `  ${line}`), '</scxml>');
  } else {
    const closed = body.length === 1 ? open.replace(/\/>$/, '></scxml>') : open;
    lines.push(closed, ...body.slice(1, body.length > 1 ? -1 : 1));
    if (body.length > 1) lines.push('</scxml>');
  }
  return `${lines.join('\n')}\n`;
}

/** A named part a machine uses, with where (the state path) it is used first. */
export interface MachineParts {
  /** Every state below the root, by path, with its description ('' when it has none). */
  states: { path: string; description: string }[];
  events: Set<string>;
  guards: Set<string>;
  delays: Set<string>;
  actors: Set<string>;
  actions: Set<string>;
}

/** The names of the guards in a guard, through and/or/not (stateIn checks no named guard). */
function guardNames(guard: unknown): string[] {
  if (typeof guard === 'string') return [guard];
  const kind = builtinKind(guard);
  if (kind === 'stateIn') return [];
  if (kind) return (guard as unknown as { guards: unknown[] }).guards.flatMap(guardNames);
  if (guard && typeof guard === 'object' && typeof (guard as { type?: unknown }).type === 'string') return [(guard as { type: string }).type];
  return [];
}

/** What xstate adds by itself: its own actions and the events of delays and invoked actors. */
const BUILTIN_ACTION = /^xstate\./;
const BUILTIN_EVENT = /^xstate\.(after|done|error)\./;

/** Everything a machine names, for the words check and the glossaries. */
export function machineParts(machine: AnyStateMachine): MachineParts {
  const parts: MachineParts = { states: [], events: new Set(), guards: new Set(), delays: new Set(), actors: new Set(), actions: new Set() };
  const addActions = (actions: ReadonlyArray<unknown> | undefined) => {
    for (const name of actionNames(actions)) if (!BUILTIN_ACTION.test(name) && name !== 'inline') parts.actions.add(name);
  };
  const visit = (node: AnyStateNode) => {
    if (node.path.length > 0) parts.states.push({ path: node.path.join('.'), description: node.description ?? '' });
    addActions(node.entry as unknown[]);
    addActions(node.exit as unknown[]);
    for (const def of node.invoke) if (typeof def.src === 'string' && !def.src.startsWith('xstate.invoke.')) parts.actors.add(def.src);
    for (const t of ownTransitions(node)) {
      if (t.delay !== undefined && typeof t.delay !== 'number') parts.delays.add(String(t.delay));
      if (t.eventType !== '' && !BUILTIN_EVENT.test(t.eventType)) parts.events.add(t.eventType);
      for (const name of guardNames(t.guard)) parts.guards.add(name);
      addActions(t.actions);
    }
    for (const child of children(node)) visit(child);
  };
  visit(machine.root);
  return parts;
}
