import type { ContactFormContext } from '@machines/contactForm/contactForm.machine';
import SiteContactScreen from '@/screens/siteContact';
import { within } from '@testing-library/react';
import { describeContactFormPaths } from './contactForm';
import { contactFormSpec } from './specs/contactForm';

/** /Contact (§2): name, telephone (the phone field, worded as the footer's), message and company, which is never asked for. */
describeContactFormPaths({
  spec: contactFormSpec,
  screen: SiteContactScreen,
  address: '/Contact?isNeedPop=1',
  labels: { name: 'Full name', phone: 'Phone number', message: 'Message', company: 'Company' },
  form: (screen) => screen.getByRole('form', { name: 'Send us a message' }),
  page: ({ screen, snapshot }) => {
    expect(document.title).toBe('Contact us');
    expect(screen.getByRole('heading', { level: 1, name: 'Contact us' })).toBeInTheDocument();
    expect(screen.getAllByRole('form')).toHaveLength(1);
    expect(within(screen.getByRole('form')).getByText('(optional)')).toBeInTheDocument();
    expect((snapshot.context as ContactFormContext).missing).not.toContain('company');
  },
});
