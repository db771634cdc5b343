/**
 * A machine's steps in the product's words, as a tester does them or sees them happen: shared by
 * the test plans (scripts/test-plans.ts) and the gallery's simulation data (scripts/gallery.ts), so
 * a step reads the same in a plan and in the gallery.
 */
import type { AnyMachineSnapshot, AnyStateMachine, AnyStateNode, AnyTransitionDefinition, EventObject } from 'xstate';
import { descendants, transitionId } from '../../tests/paths/model.ts';
import { effectWords, guardWords, wordsOf, type Vocabulary } from './statechart.ts';

/** Every transition of a machine by its id (the ids the path generator records per step). */
export function transitionsById(machine: AnyStateMachine): Map<string, AnyTransitionDefinition> {
  const byId = new Map<string, AnyTransitionDefinition>();
  for (const node of descendants(machine.root)) {
    for (const list of node.transitions.values()) for (const t of list) byId.set(transitionId(t), t);
    for (const t of node.always ?? []) byId.set(transitionId(t), t);
  }
  return byId;
}

/** The atomic and final state nodes a snapshot is in (several inside parallel regions). */
export function activeLeafNodes(machine: AnyStateMachine, snapshot: AnyMachineSnapshot): AnyStateNode[] {
  return descendants(machine.root).filter(
    (node) => node.path.length > 0 && (node.type === 'atomic' || node.type === 'final') && snapshot.matches(node.path.join('.') as never),
  );
}

/** What the screen shows in a snapshot: the description of every state it is in, innermost first. */
export function screenOf(machine: AnyStateMachine, snapshot: AnyMachineSnapshot): string {
  return activeLeafNodes(machine, snapshot)
    .map((node: AnyStateNode) => node.description ?? node.path.join('.'))
    .join('; ');
}

const quote = (value: unknown) => `“${String(value)}”`;
export const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** A step as the tester does it or sees it happen, in the machine's words. */
export function stepText(machine: AnyStateMachine, event: EventObject): string {
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
export function happens(machine: AnyStateMachine, vocabulary: Vocabulary, ids: readonly string[], byId: Map<string, AnyTransitionDefinition>): string[] {
  const out: string[] = [];
  for (const id of ids) {
    const t = byId.get(id);
    if (!t) continue;
    if (t.guard !== undefined) out.push(`because ${lowerFirst(guardWords(machine, vocabulary, t.guard))}`);
    out.push(...effectWords(vocabulary, t.actions as unknown[]));
  }
  return [...new Set(out)];
}
