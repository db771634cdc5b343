import { ESLint } from 'eslint';

/** The import boundaries of docs/architecture.md fail lint (and so `npm test`). */
const eslint = new ESLint({ cwd: process.cwd() });

/** The rules `code` breaks as the file at `filePath`. */
async function rulesOf(filePath: string, code: string): Promise<(string | null)[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => m.ruleId);
}

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

  it('views and selects never import services other than session and safeUrl, nor the app layer', async () => {
    for (const file of ['src/screens/probe/ProbeView.tsx', 'src/screens/probe/select.ts']) {
      expect(await problems(file, "import { t } from '@/i18n';\nimport { safeUrl } from '@/services/safeUrl';\nexport { t, safeUrl };\n")).toEqual([]);
      for (const banned of ['@/services/api/complaints', '../../services/api/complaints', '@/services/bridge', '@/services/storage', '@/app/App']) {
        expect(await problems(file, `import * as x from '${banned}';\nexport { x };\n`), `${file} ${banned}`).not.toEqual([]);
      }
    }
    // The binding is the one place a screen meets services.
    expect(await problems('src/screens/probe/index.tsx', "import { complaintsApi } from '@/services/api/complaints';\nexport { complaintsApi };\n")).toEqual([]);
  }, 30_000);

  it('selects and views read no session, market or links: the binding hands them in', async () => {
    const views = ['src/screens/probe/ProbeView.tsx', 'src/screens/probe/select.ts', 'src/screens/shared/site/Probe.tsx'];
    for (const file of views) {
      expect(await rulesOf(file, "import type { Variant } from '@/services/session';\nexport type X = Variant;\n"), file).toEqual([]);
      for (const code of [
        "import { linkWithSession } from '@/services/session';\nexport const x = linkWithSession;\n",
        "import { getVariant } from '../../services/session';\nexport const x = getVariant;\n",
        "import { getLocale } from '@/i18n';\nexport const x = getLocale;\n",
      ]) {
        expect(await rulesOf(file, code), `${file}: ${code}`).toContain('@typescript-eslint/no-restricted-imports');
      }
    }
    // The binding reads the session and passes what its select and view need.
    expect(await rulesOf('src/screens/probe/index.tsx', "import { getVariant } from '@/services/session';\nexport const x = getVariant;\n")).toEqual([]);
  }, 30_000);

  it('views add no listeners', async () => {
    expect(await rulesOf('src/screens/probe/ProbeView.tsx', 'document.addEventListener("visibilitychange", () => {});\n')).toContain('no-restricted-syntax');
  }, 30_000);

  it('services never import the app or the screens', async () => {
    for (const banned of ['@/app/routes', '@/screens/shared/effects']) {
      expect(await problems('src/services/probe.ts', `import * as x from '${banned}';\nexport { x };\n`), banned).not.toEqual([]);
    }
  }, 30_000);

  it('services take the request types machines export, and nothing else of a machine', async () => {
    const file = 'src/services/api/probe.ts';
    const rules = (code: string) => rulesOf(file, code);
    expect(await rules("import type { CommitRequest } from '@machines/cardRepay/cardRepay.machine';\nexport type X = CommitRequest;\n")).toEqual([]);
    expect(await rules("import { cardRepayMachine } from '@machines/cardRepay/cardRepay.machine';\nexport const x = cardRepayMachine;\n")).toContain(
      '@typescript-eslint/no-restricted-imports',
    );
  }, 30_000);

  it('an import cycle fails lint', async () => {
    // The binding (index.tsx) imports its view: a view importing the binding back is a cycle.
    expect(await rulesOf('src/screens/complaintList/ComplaintListView.tsx', "import { logic } from './index';\nexport const x = logic;\n")).toContain('import-x/no-cycle');
  }, 30_000);
});
