import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, screenshot } from './support';

/**
 * The statechart gallery's simulate mode (issue 21) on the demo build: a reviewer walks one path
 * of three machines by tapping what each state offers, sees the current state lit up in the
 * diagram after every step, and a shared address replays the same steps.
 */

/** The state the gallery says it is in, and the boxes lit up in the diagram (Mermaid ids). */
async function current(page: Page): Promise<{ state: string; lit: string[] }> {
  const state = (await page.getByTestId('sim-state').textContent()) ?? '';
  const lit = await page.locator('.sim-diagram .sim-current').evaluateAll((nodes) =>
    nodes.map((node) => /^[^-]+-state-(.+)-\d+$/.exec(node.id)?.[1] ?? node.id).sort(),
  );
  return { state, lit };
}

/** Taps the step's button (in its group) and checks where the machine is then. */
async function step(page: Page, group: string, name: string | RegExp, state: string, lit: string[]): Promise<void> {
  await page.getByRole('region', { name: group }).getByRole('button', { name }).click();
  await expect.poll(() => current(page)).toEqual({ state, lit: [...lit].sort() });
}

/** Gives the request the sample answer whose data shows `data` (answers may share their words). */
async function answer(page: Page, data: string, state: string, lit: string[]): Promise<void> {
  await page.getByRole('region', { name: 'The server answers' }).getByRole('listitem').filter({ hasText: data }).getByRole('button').click();
  await expect.poll(() => current(page)).toEqual({ state, lit: [...lit].sort() });
}

async function openMachine(page: Page, name: string): Promise<void> {
  await page.getByRole('link', { name: new RegExp(`^${name}\\b`) }).click();
  await page.getByRole('heading', { name: `Statechart: ${name}` }).waitFor();
  await page.locator('.sim-diagram svg').waitFor();
}

/** The shared address of the steps taken, opened anew in another page: the same state, lit up. */
async function replays(page: Page, context: { newPage(): Promise<Page> }): Promise<string> {
  const address = await page.getByLabel('Address of these steps').inputValue();
  const before = await current(page);
  const other = await context.newPage();
  await other.goto(address);
  await other.locator('.sim-diagram svg').waitFor();
  await expect.poll(() => current(other)).toEqual(before);
  const steps = await other.locator('.sim-history li').count();
  await other.close();
  return `${address} (${steps - 1} steps)`;
}

describe('statechart gallery', () => {
  it('lists every machine from the test page, with its purpose, and loads code and pictures only when asked', async () => {
    const { page, errors } = await openPage('/testPreview?isNeedPop=1');
    await page.getByRole('heading', { name: 'Test preview' }).waitFor();
    // The first load's scripts all in (they are asked for after the first paint): a body still
    // arriving when the page reloads below could no longer be read.
    await page.waitForLoadState('networkidle');
    // Which scripts came with the gallery's code, and which with a diagram (Mermaid's SVG).
    const scripts: Promise<{ gallery: boolean; diagram: boolean }>[] = [];
    page.on('response', (response) => {
      if (!response.url().endsWith('.js')) return;
      scripts.push(response.text().then((text) => ({ gallery: text.includes('sim-diagram'), diagram: text.includes('aria-roledescription') })));
    });
    const loaded = async () => {
      const all = await Promise.all(scripts);
      return { gallery: all.filter((s) => s.gallery).length, diagrams: all.filter((s) => s.diagram).length };
    };
    await page.reload();
    await page.getByRole('heading', { name: 'Test preview' }).waitFor();
    expect(await loaded()).toEqual({ gallery: 0, diagrams: 0 });

    await page.getByRole('link', { name: 'Statecharts (review)' }).click();
    await page.getByRole('heading', { name: 'Statecharts' }).waitFor();
    const items = page.locator('.sim-list li');
    await expect.poll(() => items.count()).toBe(24);
    await expect.poll(() => page.getByRole('link', { name: /^cardRepay\b/ }).textContent()).toContain('Repay a loan from a linked bank card');
    await screenshot(page, 'gallery-list');
    expect(await loaded()).toEqual({ gallery: 1, diagrams: 0 });

    await openMachine(page, 'countdown');
    expect(await loaded()).toEqual({ gallery: 1, diagrams: 1 });
    expect(errors.map((e) => e.message)).toEqual([]);
  });

  it('card repayment: a wrong SMS code, step by step, then Back, and the shared address replays it', async () => {
    const { page, context, errors } = await openPage('/statecharts');
    await openMachine(page, 'cardRepay');
    expect(await current(page)).toEqual({ state: 'loading', lit: ['loading'] });
    // A refused step is disabled, with its guard's words.
    await answer(page, '"bankName":"HDFC Bank"', 'ready', ['ready']);
    const openLoan = page.getByRole('region', { name: 'The user' }).getByRole('button', { name: "Borrower taps 'Open my loan'" });
    await expect.poll(() => openLoan.isDisabled()).toBe(true);
    expect(await openLoan.getAttribute('aria-describedby').then((id) => page.locator(`[id="${id}"]`).textContent())).toContain(
      'Not now: needs “Another payment of this loan, started in the last 30 minutes, may still be in progress”',
    );
    await step(page, 'The user', 'Borrower picks a card in the list (cardId “32”)', 'ready', ['ready']);
    await step(page, 'The user', 'Borrower taps Pay', 'committing', ['committing']);
    await answer(page, '"needValid":"1"', 'sms.editing', ['sms_editing']);
    expect(await page.locator('.sim-history li').last().textContent()).toContain('the server asks for the SMS code');
    await step(page, 'The user', 'Borrower types in the SMS code field (code “482913”)', 'sms.editing', ['sms_editing']);
    await step(page, 'The user', "Borrower taps 'Confirm payment'", 'sms.confirming', ['sms_confirming']);
    await step(page, 'The server answers', /the server says “wrong code”/, 'sms.editing', ['sms_editing']);
    expect(await page.locator('.sim-history li').last().textContent()).toContain('message “Wrong verification code”');
    // Time does not pass by itself: the countdown's 60 s are the SMS button's own machine.
    await screenshot(page, 'gallery-card-wrong-code');
    const replayed = await replays(page, context);
    expect(replayed).toContain('?machine=cardRepay&steps=done.loadWay~1,user.selectCard~1,user.pay,done.commit~1,user.editCode~1,user.confirm,done.confirm~2 (7 steps)');

    await page.getByRole('button', { name: 'Back a step' }).click();
    await expect.poll(() => current(page)).toEqual({ state: 'sms.confirming', lit: ['sms_confirming'] });
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect.poll(() => current(page)).toEqual({ state: 'loading', lit: ['loading'] });
    expect(errors.map((e) => e.message)).toEqual([]);
  });

  it('registration: an already registered phone, in parallel regions', async () => {
    const { page, context, errors } = await openPage('/statecharts');
    await openMachine(page, 'registration');
    const regions = (form: string, landing = 'shown', captcha = 'shown') => [
      `page_landing_${landing}`,
      `page_visit_${landing === 'shown' ? 'tracked' : 'untracked'}`,
      `page_captcha_${captcha}`,
      `page_form_${form}`,
      'page_code_ready',
    ];
    const state = (form: string) => `page.landing.shown, page.visit.tracked, page.captcha.shown, page.form.${form}, page.code.ready`;
    await step(page, 'The server answers', /^The server answers: Offer answered$/, 'page.landing.shown, page.visit.tracked, page.captcha.loading, page.form.editing, page.code.ready', regions('editing', 'shown', 'loading'));
    await step(page, 'The server answers', /^The server answers: Picture code answered$/, state('editing'), regions('editing'));
    await step(page, 'The user', 'Visitor types the mobile number (value “+91 98450-31742”)', state('editing'), regions('editing'));
    await step(page, 'The user', 'Visitor types the picture code (value “7K3P”)', state('editing'), regions('editing'));
    await step(page, 'The user', 'Visitor types the SMS code (value “123456”)', state('editing'), regions('editing'));
    await step(page, 'The user', 'Visitor taps Apply now', state('registering'), regions('registering'));
    // The visitor is sent on to the download page: the machine has left.
    await answer(page, '"code":"11"', 'left', ['left']);
    expect(await page.locator('.sim-history li').last().textContent()).toContain('because the number is already registered (11)');
    await screenshot(page, 'gallery-registration-registered');
    expect(await replays(page, context)).toContain(
      '?machine=registration&steps=done.loadTemplate~1,done.loadCaptcha~1,user.editPhone~2,user.editCaptcha,user.editSms,user.apply,done.register~2 (7 steps)',
    );
    expect(errors.map((e) => e.message)).toEqual([]);
  });

  it('complaint form: typed, sent, refused, then sent again', async () => {
    const { page, context, errors } = await openPage('/statecharts?machine=complaintForm');
    await page.locator('.sim-diagram svg').waitFor();
    const state = (titles: string, submission: string) => `form.titles.${titles}, form.uploads.idle, form.submission.${submission}`;
    const lit = (titles: string, submission: string) => [`form_titles_${titles}`, 'form_uploads_idle', `form_submission_${submission.replace(/\./g, '_')}`];
    expect(await current(page)).toEqual({ state: state('loading', 'editing.withPicker'), lit: lit('loading', 'editing.withPicker').sort() });
    await step(page, 'The server answers', /^The server answers: Problem type answered$/, state('ready', 'editing.withPicker'), lit('ready', 'editing.withPicker'));
    await step(page, 'The user', /^Borrower types the description \(200 characters at most\) \(value “They called/, state('ready', 'editing.withPicker'), lit('ready', 'editing.withPicker'));
    await step(page, 'The user', 'Borrower taps Send', state('ready', 'saving'), lit('ready', 'saving'));
    await step(page, 'The server answers', /the server says “Order not found”/, state('ready', 'editing.withPicker'), lit('ready', 'editing.withPicker'));
    await step(page, 'The user', 'Borrower taps Send', state('ready', 'saving'), lit('ready', 'saving'));
    await page.getByRole('region', { name: 'The server answers' }).getByRole('button', { name: /^The server answers: Complaint answered$/ }).click();
    await expect.poll(() => page.locator('.sim-history li').last().textContent()).toContain('Complaint answered');
    await screenshot(page, 'gallery-complaint-form');
    expect(await replays(page, context)).toContain('?machine=complaintForm&steps=done.loadTitles~1,user.editText~1,user.tapSend,done.saveComplaint~2,user.tapSend,done.saveComplaint~1 (6 steps)');
    expect(errors.map((e) => e.message)).toEqual([]);
  });
});
