import { ESLint } from 'eslint';

/** The import boundaries of docs/architecture.md fail lint (and so `npm test`). */
const eslint = new ESLint({ cwd: process.cwd() });

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('import boundaries', () => {
  it('machines import only xstate, types and other machines', async () => {
    const file = 'machines/probe/probe.machine.ts';
    expect(await problems(file, "import { setup } from 'xstate';\nimport { effects } from '../shared/effects';\nexport { setup, effects };\n")).toEqual([]);
    for (const banned of ['axios', 'react', '@/services/api/complaints', '../../src/config']) {
      expect(await problems(file, `import x from '${banned}';\nexport { x };\n`), banned).not.toEqual([]);
    }
  }, 30_000);

  it('pages never import the endpoint modules', async () => {
    const file = 'src/pages/probe/ProbePage.tsx';
    expect(await problems(file, "import { t } from '@/i18n';\nexport { t };\n")).toEqual([]);
    expect(await problems(file, "import { complaintsApi } from '@/services/api/complaints';\nexport { complaintsApi };\n")).not.toEqual([]);
    expect(await problems(file, "import { complaintsApi } from '../../services/api/complaints';\nexport { complaintsApi };\n")).not.toEqual([]);
  }, 30_000);
});
