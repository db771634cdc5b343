import { describe, expect, it } from 'vitest';
import { openPage, screenshot } from './support';

describe('developer test page', () => {
  it('carries an edited device parameter to the page a link opens and to its API calls', async () => {
    const { page, errors } = await openPage('/testPreview?deviceId=demo-device&token=tok-1&isNeedPop=1&orderId=1001');
    await page.getByRole('heading', { name: 'Test preview' }).waitFor();

    const deviceId = page.getByLabel('Device ID');
    await deviceId.fill('edited-device');
    await screenshot(page, 'test-preview-edited');

    const contactCall = page.waitForRequest((request) => request.url().includes('/v3/personal-center/contact-kf-info'));
    await page.getByRole('link', { name: 'Customer service' }).click();
    await page.getByRole('heading', { name: 'Customer service' }).waitFor();

    const query = new URL(page.url()).searchParams;
    expect(new URL(page.url()).pathname).toBe('/customerService');
    expect(query.get('deviceId')).toBe('edited-device');
    expect(query.get('token')).toBe('tok-1');
    expect(query.get('isNeedPop')).toBe('1');

    const sent = new URL((await contactCall).url()).searchParams;
    expect(sent.get('deviceId')).toBe('edited-device');
    expect(sent.get('token')).toBe('tok-1');
    await page.getByText('Telephone').waitFor();
    await screenshot(page, 'customer-service');
    expect(errors.map((e) => e.message)).toEqual([]);
  });
});
