import type { AnyStateMachine } from 'xstate';
import { machines } from '@machines/index';
import { LEAVING_WORDS } from '@machines/shared/leaving';
import { LINK_WORDS } from '@machines/shared/link';
import { LOAD_WORDS } from '@machines/shared/load';
import { ORDER_SWITCH_WORDS } from '@machines/shared/orderSwitch';
import { EFFECT_WORDS, type MachineWords } from '@machines/shared/words';
import { machineParts } from '../../scripts/lib/statechart.ts';

/**
 * Issue 21: every machine speaks the product's words (machines/shared/words.ts), so the diagrams,
 * the gallery and the test plans never show a bare code name. A state without a description, or
 * an event, guard, delay, invoked actor or action without its words, fails here by name.
 */
/** Words a machine spreads in whole from machines/shared: it may use only some of them. */
const SHARED = new Set(
  [EFFECT_WORDS, ...[LOAD_WORDS, LINK_WORDS, ORDER_SWITCH_WORDS, LEAVING_WORDS].flatMap((words) => Object.values(words))].flatMap((table) => Object.keys(table)),
);

/** The glossary's tables, each named as the machine parts it words. */
const KINDS = ['events', 'guards', 'delays', 'actors', 'actions'] as const;

const wordsOf = (machine: AnyStateMachine) => (machine.root.meta as { words?: MachineWords } | undefined)?.words;

describe.each(Object.entries(machines))('%s speaks the product’s words', (name, machine) => {
  const words = wordsOf(machine as AnyStateMachine);
  const parts = machineParts(machine as AnyStateMachine);
  const missing = (kind: keyof Omit<MachineWords, 'purpose'>, used: Set<string>) =>
    [...used]
      .filter((part) => {
        const said: unknown = words?.[kind]?.[part];
        // An actor's words are its three outcomes (checked below); the rest are one text.
        return typeof said === 'string' ? said.trim() === '' : said === undefined;
      })
      .map((part) => `${name}: ${kind} '${part}' has no words`);

  it('has a purpose', () => {
    expect(words?.purpose.trim() ?? '', `${name}: meta.words.purpose`).not.toBe('');
  });

  it('describes every state', () => {
    expect(parts.states.filter((state) => state.description.trim() === '').map((state) => `${name}: state ${state.path}`)).toEqual([]);
  });

  it('words every event, guard, delay, invoked actor and action it uses', () => {
    expect(KINDS.flatMap((kind) => missing(kind, parts[kind]))).toEqual([]);
    for (const [actor, outcome] of Object.entries(words?.actors ?? {})) {
      expect([outcome.does, outcome.done, outcome.error].every((text) => text.trim() !== ''), `${name}: actor ${actor}`).toBe(true);
    }
  });

  it('words nothing it does not use (no stale words)', () => {
    const unused = (kind: keyof Omit<MachineWords, 'purpose'>, used: Set<string>) =>
      Object.keys(words?.[kind] ?? {}).filter((part) => !used.has(part) && !SHARED.has(part)).map((part) => `${name}: ${kind} '${part}' is not used`);
    expect(KINDS.flatMap((kind) => unused(kind, parts[kind]))).toEqual([]);
  });
});
