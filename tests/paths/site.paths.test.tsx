import { within, type Screen } from '@testing-library/react';
import SiteScreen from '@/screens/site';
import { describeContactFormPaths } from './contactForm';
import { contactFormFooterSpec } from './specs/contactForm';

const COMPANY = 'Sahaj Kredit Technologies Private Limited';
/**
 * The footer, found by the company it names: a role query over the whole home page (its documents
 * included) costs jsdom seconds per step; inside the footer, queries are by role again.
 */
const footer = (screen: Screen) => {
  const found = screen.getByText(COMPANY).closest('footer');
  if (!found) throw new Error('the company is not named in a footer');
  return found;
};

/** The footer's contact form on the public site's home page (§2), the page around it untouched. */
describeContactFormPaths({
  spec: contactFormFooterSpec,
  screen: SiteScreen,
  address: '/?isNeedPop=1',
  labels: { firstName: 'First name', email: 'E-mail', phone: 'Phone number', message: 'Message' },
  form: (screen) => within(footer(screen)).getByRole('form', { name: 'Send us a message' }),
  page: ({ screen, place }) => {
    expect(place.pathname).toBe('/');
    expect(document.title).toBe('KreditNow – instant personal loans');
    expect(screen.getByText('Money for what matters, in your account within 2 hours').tagName).toBe('H1');
    expect(within(footer(screen)).getByRole('heading', { name: 'Contact us' })).toBeInTheDocument();
  },
});
