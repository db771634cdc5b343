import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { eventKey, simulationOf } from '../../scripts/gallery';
import { common } from '@/i18n/en-IN/common';
import { machines } from '@machines/index';
import { packSim, stepsOf, unpackSim, walk, walkQuery, type SimFile, type SimIndexEntry } from '@/gallery/simulation';
import { countdownSpec } from '../paths/specs/countdown';
import { complaintFormSpec } from '../paths/specs/complaintForm';

/** The every-visit catalog: the countdown's and the complaint form's messages are in it. */
const vocabulary = { messages: { 'en-IN': common } };

const stored = (name: string) => unpackSim(JSON.parse(readFileSync(`docs/statecharts/simulation/${name}.json`, 'utf8')) as SimFile);

describe('statechart gallery: the simulation data', () => {
  it('names steps readably in an address', () => {
    expect(eventKey('xstate.done.actor.commit')).toBe('done.commit');
    expect(eventKey('xstate.error.actor.loadWay')).toBe('error.loadWay');
    expect(eventKey('xstate.after.1000.cardRepay.sms')).toBe('after.1000');
    expect(eventKey('xstate.after.oneSecond.countdown.counting')).toBe('after.oneSecond');
    expect(eventKey('user.pay')).toBe('user.pay');
  });

  it('stores each text once and reads back what it stored', () => {
    const sim = simulationOf(complaintFormSpec, vocabulary, null);
    const file = packSim(sim);
    expect(new Set(file.strings).size).toBe(file.strings.length);
    expect(unpackSim(JSON.parse(JSON.stringify(file)) as SimFile)).toEqual(sim);
  });

  it('is the machine: the countdown counts 60 seconds, a tap while counting says to wait', () => {
    const sim = simulationOf(countdownSpec, vocabulary, null);
    const ready = sim.nodes[sim.starts[0]!.node]!;
    expect(ready.leaves).toEqual(['ready']);
    expect(ready.edges.map((edge) => [edge.key, edge.label])).toEqual([['user.tapSend', 'User taps the SMS button']]);
    const counting = walk(sim, 0, ['user.tapSend']);
    const node = sim.nodes[counting.node]!;
    expect(node.leaves).toEqual(['counting']);
    expect(node.boxes).toEqual(['counting']);
    const tap = node.edges.find((edge) => edge.key === 'user.tapSend')!;
    expect(tap.effects).toEqual(['message “Please wait before requesting another code”']);
    // 59 seconds pass and it still counts; the 60th brings the button back.
    const second = Array.from({ length: 59 }, () => 'after.oneSecond');
    expect(sim.nodes[walk(sim, 0, ['user.tapSend', ...second]).node]!.leaves).toEqual(['counting']);
    const over = walk(sim, 0, ['user.tapSend', ...second, 'after.oneSecond']);
    expect(sim.nodes[over.node]!.leaves).toEqual(['ready']);
    expect(over.steps.at(-1)!.edge.effects).toEqual(['because the last second of the 60 is passing']);
  });

  it('shows a refused event with its guard, and never walks it', () => {
    const sim = stored('cardRepay');
    const ready = walk(sim, 0, ['done.loadWay~1']);
    const openLoan = sim.nodes[ready.node]!.edges.find((edge) => edge.key === 'user.openDetails')!;
    expect(openLoan.to).toBeNull();
    expect(openLoan.why).toBe('Not now: needs “Another payment of this loan, started in the last 30 minutes, may still be in progress”');
    const stopped = walk(sim, 0, ['done.loadWay~1', 'user.openDetails', 'user.pay']);
    expect(stopped.unknown).toBe('user.openDetails');
    expect(stopped.node).toBe(ready.node);
    expect(stopped.steps).toHaveLength(1);
  });

  it('replays a shared address: a wrong SMS code on card repayment', () => {
    const sim = stored('cardRepay');
    const query = walkQuery('cardRepay', 0, ['done.loadWay~1', 'user.selectCard~1', 'user.pay', 'done.commit~1', 'user.editCode~1', 'user.confirm', 'done.confirm~2']);
    expect(query).toBe('?machine=cardRepay&steps=done.loadWay~1,user.selectCard~1,user.pay,done.commit~1,user.editCode~1,user.confirm,done.confirm~2');
    const replayed = walk(sim, 0, stepsOf(new URLSearchParams(query)));
    expect(replayed.unknown).toBeUndefined();
    expect(sim.nodes[replayed.node]!.leaves).toEqual(['sms.editing']);
    expect(replayed.steps.at(-1)!.edge.effects).toContain('message “Wrong verification code”');
    expect(walkQuery('registration', 2, [])).toBe('?machine=registration&start=2');
    expect(stepsOf(new URLSearchParams('machine=x'))).toEqual([]);
  });

  it('lists every machine, each with its diagram and every transition reachable', () => {
    const index = JSON.parse(readFileSync('docs/statecharts/simulation/index.json', 'utf8')) as SimIndexEntry[];
    expect(new Set(index.map((entry) => entry.machine))).toEqual(new Set(Object.keys(machines)));
    for (const entry of index) {
      expect(entry.purpose, entry.name).not.toBe('');
      expect(entry.transitions.reachable, entry.name).toBe(entry.transitions.total);
      expect(readFileSync(`docs/statecharts/${entry.machine}.svg`, 'utf8')).toContain('aria-roledescription="stateDiagram"');
      // Every box the gallery lights up is a box of the picture.
      const svg = readFileSync(`docs/statecharts/${entry.machine}.svg`, 'utf8');
      const boxes = new Set(stored(entry.name).nodes.flatMap((node) => [...node.boxes, ...node.around]));
      for (const box of boxes) expect(svg, `${entry.name}: ${box}`).toMatch(new RegExp(`id="[^"-]+-state-${box}-\\d+"`));
    }
  });
});
