import { chromium } from 'playwright-core';
const [url, out, ...steps] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
await page.goto(url, { waitUntil: 'networkidle' });
for (const step of steps) {
  const [kind, arg] = step.split('=');
  if (kind === 'click') await page.getByRole('button', { name: arg }).click();
  if (kind === 'radio') await page.getByRole('radio', { name: arg }).check();
  if (kind === 'fill') await page.getByLabel('SMS code').fill(arg);
  if (kind === 'wait') await page.waitForTimeout(Number(arg));
}
await page.waitForTimeout(400);
await page.screenshot({ path: out });
await browser.close();
