import { parseAst } from 'vite';
import { stripWords } from '../../scripts/lib/stripWords';

/** The build leaves the product's words out (issue 21): what the phone downloads keeps only behaviour. */
function strip(code: string, id = '/work/machines/pay/pay.machine.ts'): string | null {
  const plugin = stripWords();
  const transform = plugin.transform as (this: { parse: typeof parseAst }, code: string, id: string) => { code: string } | null;
  return transform.call({ parse: parseAst }, code, id)?.code ?? null;
}

describe('stripWords (build only)', () => {
  const machine = [
    "import { LOAD_WORDS } from '../shared/load';",
    "export const APPLY_WORDS = { events: { ...LOAD_WORDS.events, 'user.apply': 'User taps Apply' } };",
    "export const payWords = machineWords({ purpose: 'Pays', events: { 'user.pay': 'Borrower taps Pay' } });",
    "export const payMachine = setup({}).createMachine({ id: 'pay', meta: { words: payWords }, initial: 'ready', states: {",
    "  ready: { description: 'Cards and Pay', on: { 'user.pay': 'paying' } },",
    "  paying: { description: `Paying`, tags: ['busy'] },",
    '} });',
  ].join('\n');

  it('removes descriptions, meta and the words tables of a machine, and keeps its behaviour', () => {
    // Spaces left where a property was are not compared: only the code that remains.
    const out = strip(machine)!.replace(/ +/g, ' ');
    expect(out).not.toMatch(/Borrower taps Pay|User taps Apply|Cards and Pay|Paying`|meta:|description/);
    expect(out).toContain('export const payWords = undefined;');
    expect(out).toContain('export const APPLY_WORDS = undefined;');
    expect(out).toContain("ready: { on: { 'user.pay': 'paying' } }");
    expect(out).toContain("paying: { tags: ['busy'] }");
    expect(out).toContain("createMachine({ id: 'pay', initial: 'ready'");
  });

  it('strips a words table in a file with no description or meta, so it never spreads a stripped one', () => {
    // machines/shared/orderSwitch.ts: left in, its spread read a property of undefined and the
    // complaint pages crashed in the production build.
    const table = "import { LOAD_WORDS } from './load';\nexport const ORDER_SWITCH_WORDS = { actions: { ...LOAD_WORDS.actions } };\nexport const x = 1;";
    const out = strip(table, '/work/machines/shared/orderSwitch.ts')!;
    expect(out).toContain('export const ORDER_SWITCH_WORDS = undefined;');
    expect(out).not.toContain('LOAD_WORDS.actions');
    expect(out).toContain('export const x = 1;');
  });

  it('leaves files outside machines/ alone, and refuses a description that is not a plain string', () => {
    expect(strip(machine, '/work/src/screens/pay/index.tsx')).toBeNull();
    expect(() => strip("createMachine({ states: { a: { description: textOf('a') } } });")).toThrow(/plain string/);
  });
});
