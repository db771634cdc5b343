import { addMessages, loadCatalog, t } from '@/i18n';

/**
 * The i18n runtime. What the catalogs say (one language per market, the translations of the spec's
 * quotes) is checked in catalogs.test.ts, against docs/spec-notes.md's table.
 */
describe('i18n', () => {
  it('fill placeholders and switch with the active market', async () => {
    expect(t('sms.seconds', { n: 42 })).toBe('42s');
    await loadCatalog('id-ID');
    expect(t('common.retry')).toBe('Coba lagi');
    await loadCatalog('en-IN');
    expect(t('common.retry')).toBe('Try again');
  });

  it("read a screen's own strings in the active market once the screen has registered them", async () => {
    addMessages({ 'en-IN': { 'cardRepay.pay': 'Pay {amount}' }, 'id-ID': { 'cardRepay.pay': 'Bayar {amount}' } });
    await loadCatalog('en-IN');
    expect(t('cardRepay.pay', { amount: '₹10,720.00' })).toBe('Pay ₹10,720.00');
    await loadCatalog('id-ID');
    expect(t('cardRepay.pay', { amount: 'Rp1.608.000,00' })).toBe('Bayar Rp1.608.000,00');
    await loadCatalog('en-IN');
  });
});
