import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, screenshot } from './support';

const FAILURE = 'Please provide complete information!';
const SUCCESS = 'Submit successfully！';

/** The page's layout shifts so far that no input caused (the CLS sum, all sessions together). */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 100);
      }),
  );
}

describe('public company site in a phone browser', () => {
  it('scrolls to a section from the navigation, and its footer form answers with toasts and sends nothing', async () => {
    const { page, errors } = await openPage('/?isNeedPop=1');
    await page.getByRole('heading', { level: 1, name: 'Money for what matters, in your account within 2 hours' }).waitFor();
    await expect.poll(() => page.title()).toBe('KreditNow – instant personal loans');

    // The navigation's entries are fragments of this page, not hash routes; About Us scrolls there.
    const nav = page.getByRole('navigation', { name: 'Site sections' });
    await nav.getByRole('link', { name: 'About Us' }).click();
    await expect.poll(() => new URL(page.url()).hash).toBe('#about');
    await expect.poll(() => page.evaluate(() => Math.round(document.getElementById('about')!.getBoundingClientRect().top)), { timeout: 5000 }).toBeLessThan(80);
    expect(new URL(page.url()).pathname).toBe('/');

    // The footer: the company, then its form, fetched as it nears the viewport.
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.waitFor();
    await form.scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    expect(await layoutShift(page)).toBeLessThan(0.02);

    // From here on, every request the page makes is counted.
    const requests: string[] = [];
    page.on('request', (request) => requests.push(`${request.method()} ${request.url()}`));

    await form.getByRole('button', { name: 'Send' }).click();
    await page.getByText(FAILURE, { exact: true }).waitFor();
    await expect(form.getByRole('textbox', { name: 'E-mail' }).getAttribute('aria-invalid')).resolves.toBe('true');
    await screenshot(page, 'site-footer-incomplete');

    await form.getByRole('textbox', { name: 'First name' }).fill('Asha');
    await form.getByRole('textbox', { name: 'E-mail' }).fill('asha@mail.example');
    await form.getByRole('textbox', { name: 'Phone' }).fill('9876543210');
    await form.getByRole('textbox', { name: 'Message' }).fill('Please call me back');
    await form.getByRole('button', { name: 'Send' }).click();
    await page.getByText(SUCCESS, { exact: true }).waitFor();
    await expect(form.getByRole('textbox', { name: 'First name' }).inputValue()).resolves.toBe('');
    await screenshot(page, 'site-footer-sent');

    await page.waitForTimeout(500);
    expect(requests).toEqual([]);
    expect(errors).toEqual([]);
  });
});
