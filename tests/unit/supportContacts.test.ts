import { config } from '@/config';
import { companies } from '@/screens/shared/company';
import { createSeed } from '@mocks/seed';

/**
 * Issue 19 §6: one service phone and one e-mail per market, from the build configuration, the same
 * on every page; the demo backend's answers (customer service, loan details, the VA page, the
 * extension) carry the same ones. The values are the README's defaults, copied here.
 */
describe('service contacts', () => {
  it('are configured per market with realistic defaults: an Indian number for India, an Indonesian one for Indonesia', () => {
    expect(config.support).toEqual({
      'en-IN': { phone: '1800-123-4567', email: 'care@kredit.co.in' },
      'id-ID': { phone: '1500-220', email: 'cs@kredit.co.id' },
    });
    for (const { email } of Object.values(config.support)) expect(email).not.toMatch(/\.example$/);
  });

  it("are the company's on the site and in the documents", () => {
    for (const locale of ['en-IN', 'id-ID'] as const) {
      expect({ phone: companies[locale].phone, email: companies[locale].email }).toEqual(config.support[locale]);
    }
  });

  it("are what the demo backend answers: one phone (telephone and customer service's smWa) and one e-mail per market", () => {
    const { support } = createSeed();
    expect(support.IN).toEqual({ email: config.support['en-IN'].email, smWa: config.support['en-IN'].phone, telephone: config.support['en-IN'].phone });
    expect(support.ID).toEqual({ email: config.support['id-ID'].email, smWa: config.support['id-ID'].phone, telephone: config.support['id-ID'].phone });
  });
});
