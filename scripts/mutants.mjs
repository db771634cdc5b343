#!/usr/bin/env node
/**
 * `npm run test:mutants`: Stryker, one folder at a time (each machine, each screen), each against
 * the tests that guard it (vitest.mutation.config.ts), so a long run keeps what it finished; then
 * scripts/mutation-report.ts merges the reports into docs/mutation.md. Arguments name folders to
 * run (e.g. `npm run test:mutants -- src/screens/complaintList`); none runs them all.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync, readdirSync } from 'node:fs';

/** Folder -> the test files (globs) that guard it. A screen's tests are named after it. */
const named = (...names) => names.flatMap((n) => [`tests/unit/${n}.test.ts`, `tests/paths/${n}.paths.test.tsx`, `tests/component/${n}.test.tsx`]);
const SPEC_WIDE = ['tests/component/specNumbers.test.tsx', 'tests/component/early.test.tsx', 'tests/component/headers.test.tsx'];
const FOLDERS = {
  'src/screens/complaintList': [...named('complaintList'), ...SPEC_WIDE],
  'src/screens/customerService': [...named('customerService'), ...SPEC_WIDE],
  'src/screens/notFound': ['tests/component/wayOut.test.tsx'],
  'src/screens/smsCode': [...named('countdown', 'testPreview'), ...SPEC_WIDE],
  // Every screen uses something of it (ScreenPage, useScreen, the effects, the site's and the documents'
  // parts, the loan offer, the product cards...): the tests of every flow guard it.
  'src/screens/shared': [
    ...named('complaintEntry', 'complaintNew', 'complaintList', 'customerService', 'complaintDetails', 'rating', 'recommended', 'loginFailure', 'repayment', 'repaymentDelay', 'vaRepay', 'changeMethod'),
    ...named('cardRepay', 'testPreview', 'countdown', 'chatbot', 'complaintForm', 'installments', 'extension', 'loanConfirm', 'loanDetails', 'loanAgreement', 'promotionDownload', 'registration', 'registerTemplate', 'site', 'siteContact', 'contactForm'),
    // Not tests/unit/siteImports.test.ts: it reads the site's source text, which Stryker's sandbox holds instrumented.
    'tests/component/staticPages.test.tsx', 'tests/component/wayOut.test.tsx', 'tests/unit/documents.test.ts', 'tests/unit/harness.test.tsx', 'tests/unit/screenShared.test.tsx', ...SPEC_WIDE,
  ],
  'src/screens/complaintDetails': [...named('complaintDetails', 'rating'), ...SPEC_WIDE],
  'src/screens/testPreview': [...named('testPreview', 'countdown'), ...SPEC_WIDE],
  'src/screens/complaintEntry': [...named('complaintEntry', 'statusTone'), ...SPEC_WIDE],
  'src/screens/complaintNew': [...named('complaintNew'), ...SPEC_WIDE],
  'src/screens/complaintForm': [...named('complaintForm'), 'tests/component/complaintForm.prefetch.test.tsx', 'tests/component/complaintForm.prefetchTyping.test.tsx', ...SPEC_WIDE],
  // The property test (cardRepay.property) is left out: 200 sequences per mutant would take hours.
  'src/screens/cardRepay': [...named('cardRepay'), ...SPEC_WIDE],
  'src/screens/installments': [...named('installments', 'repayment'), ...SPEC_WIDE],
  'src/screens/extension': [...named('extension', 'repaymentDelay'), ...SPEC_WIDE],
  'src/screens/vaRepay': [...named('vaRepay'), ...SPEC_WIDE],
  'src/screens/loanDetails': [...named('loanDetails'), ...SPEC_WIDE],
  'src/screens/loanConfirm': [...named('loanConfirm'), ...SPEC_WIDE],
  'src/screens/chatbot': [...named('chatbot'), ...SPEC_WIDE],
  'src/screens/changeMethod': [...named('changeMethod'), ...SPEC_WIDE],
  'src/screens/recommended': [...named('recommended'), ...SPEC_WIDE],
  'src/screens/loginFailure': [...named('loginFailure'), ...SPEC_WIDE],
  'src/screens/site': [...named('site'), ...SPEC_WIDE],
  'src/screens/sitePolicy': [...named('site'), ...SPEC_WIDE],
  'src/screens/siteLoan': [...named('site'), ...SPEC_WIDE],
  'src/screens/siteAbout': [...named('site'), ...SPEC_WIDE],
  'src/screens/siteContact': [...named('contactForm', 'siteContact', 'site'), ...SPEC_WIDE],
  'src/screens/siteUser': [...named('site'), ...SPEC_WIDE],
  'src/screens/privacyPolicy': [...named('staticPages'), 'tests/unit/documents.test.ts', ...SPEC_WIDE],
  'src/screens/privacyPolicyApp': [...named('staticPages'), 'tests/unit/documents.test.ts', ...SPEC_WIDE],
  'src/screens/aboutUs': [...named('staticPages'), 'tests/unit/documents.test.ts', ...SPEC_WIDE],
  'src/screens/loanTerms': [...named('staticPages'), 'tests/unit/documents.test.ts', ...SPEC_WIDE],
  'src/screens/registration': [...named('registration', 'registerTemplate', 'promotionDownload'), ...SPEC_WIDE],
  'src/screens/promotionDownload': [...named('registration', 'registerTemplate', 'promotionDownload'), ...SPEC_WIDE],
  'src/screens/promotionAgreement': [...named('registerTemplate'), ...SPEC_WIDE],
  // money.ts, link.ts, ports.ts and orderSwitch.ts serve the repayment and loan flows too.
  'machines/shared': [
    ...named('complaintEntry', 'complaintNew', 'complaintList', 'customerService', 'complaintDetails'),
    ...named('cardRepay', 'vaRepay', 'changeMethod', 'installments', 'extension', 'loanConfirm', 'loanDetails', 'recommended', 'loginFailure'),
    'tests/unit/format.test.ts',
    'tests/unit/links.test.ts',
    'tests/unit/machinesShared.test.ts',
  ],
  'machines/countdown': [...named('countdown')],
  'machines/registration': [...named('registration', 'registerTemplate', 'promotionDownload')],
  'machines/rating': [...named('rating', 'complaintDetails')],
  'machines/complaintList': [...named('complaintList')],
  'machines/customerService': [...named('customerService')],
  'machines/complaintDetails': [...named('complaintDetails')],
  'machines/testPreview': [...named('testPreview')],
  'machines/complaintEntry': [...named('complaintEntry')],
  'machines/complaintNew': [...named('complaintNew')],
  'machines/complaintForm': [...named('complaintForm')],
  'machines/cardRepay': [...named('cardRepay')],
  'machines/installments': [...named('installments', 'repayment')],
  'machines/extension': [...named('extension', 'repaymentDelay')],
  'machines/vaRepay': [...named('vaRepay')],
  'machines/loanDetails': [...named('loanDetails')],
  'machines/loanConfirm': [...named('loanConfirm')],
  'machines/chatbot': [...named('chatbot')],
  'machines/changeMethod': [...named('changeMethod')],
  'machines/recommended': [...named('recommended', 'loginFailure')],
  'machines/loginFailure': [...named('loginFailure')],
  'machines/contactForm': [...named('contactForm', 'siteContact', 'site')],
  'src/screens/shared/site': [...named('contactForm', 'siteContact', 'site')],
};

const DIR = 'reports/mutation';
mkdirSync(DIR, { recursive: true });
const wanted = process.argv.slice(2);
const folders = wanted.length > 0 ? wanted : Object.keys(FOLDERS);
let failed = 0;
for (const folder of folders) {
  const tests = (FOLDERS[folder] ?? []).filter((glob) => existsSync(glob));
  if (tests.length === 0) {
    console.error(`mutants: no tests known for ${folder} (add it to FOLDERS in scripts/mutants.mjs)`);
    failed += 1;
    continue;
  }
  const out = `${DIR}/${folder.replaceAll('/', '_')}.json`;
  const started = Date.now();
  console.log(`\n=== mutants: ${folder} (${tests.length} test files) ===`);
  const run = spawnSync(
    process.execPath,
    ['node_modules/@stryker-mutator/core/bin/stryker.js', 'run', '--concurrency', String(process.env.MUTATION_CONCURRENCY ?? 2), '--mutate', `${folder}/**/*.ts,${folder}/**/*.tsx,!machines/index.ts,!**/*.words.ts,!**/*strings*.ts`],
    { stdio: 'inherit', env: { ...process.env, MUTATION_TESTS: tests.join(','), MUTATION_REPORT: out } },
  );
  console.log(`=== ${folder}: exit ${run.status}, ${Math.round((Date.now() - started) / 1000)} s ===`);
  if (run.status !== 0) failed += 1;
}

// One report of everything that has run so far (this run's folders and earlier ones).
const merged = { schemaVersion: '1', thresholds: { high: 80, low: 60 }, files: {} };
for (const file of readdirSync(DIR).filter((f) => f.endsWith('.json') && f !== 'mutation.json')) {
  Object.assign(merged.files, JSON.parse(readFileSync(`${DIR}/${file}`, 'utf8')).files);
}
writeFileSync(`${DIR}/mutation.json`, JSON.stringify(merged));
process.exit(failed === 0 ? 0 : 1);
