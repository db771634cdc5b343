import { describe, expect, it } from 'vitest';
import { openPage, screenshot } from './support';

describe('demo build in a phone browser', () => {
  it('opens the developer test page from an app link with device parameters', async () => {
    const { page, errors } = await openPage('/testPreview?deviceId=e2e-device&isNeedPop=1');

    const heading = page.getByRole('heading', { name: 'Test preview' });
    await heading.waitFor({ state: 'visible', timeout: 15_000 });
    await screenshot(page, 'smoke-test-preview');

    expect(await heading.isVisible()).toBe(true);
    // The device parameters of the app link reach the page's session.
    expect(await page.getByRole('textbox', { name: 'Device ID' }).inputValue()).toBe('e2e-device');
    expect(errors.map((e) => e.message)).toEqual([]);
  });
});
