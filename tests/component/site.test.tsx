import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { RouterServices } from '@/app/RouterServices';
import { loadCatalog } from '@/i18n';
import SiteScreen from '@/screens/site';
import SiteAboutScreen from '@/screens/siteAbout';
import SiteContactScreen from '@/screens/siteContact';
import SiteLoanScreen from '@/screens/siteLoan';
import SitePolicyScreen, { framedPolicyUrl } from '@/screens/sitePolicy';
import { POLICY_SANDBOX } from '@/screens/sitePolicy/SitePolicyView';
import SiteUserScreen from '@/screens/siteUser';
import { feedback } from '@/services/feedback';
import { refreshSession } from '@/services/session';
import { ToastHost } from '@/ui';
import { db } from '@mocks/db';

const FAILURE = 'Please provide complete information!';
const SUCCESS = 'Submit successfully！';

function Where() {
  const { pathname, search, hash } = useLocation();
  return <p data-testid="where">{`${pathname}${search}${hash}`}</p>;
}
const where = () => screen.getByTestId('where').textContent;

/** The public site's pages at `address`, in the market of its isNeedPop, with the toast host. */
async function open(address: string) {
  const url = new URL(address, 'http://localhost');
  refreshSession(url.search);
  await loadCatalog(url.searchParams.get('isNeedPop') === '1' ? 'en-IN' : 'id-ID');
  const view = render(
    <MemoryRouter initialEntries={[address]}>
      <RouterServices />
      <Where />
      <Routes>
        <Route path="/" element={<SiteScreen />} />
        <Route path="/Policy" element={<SitePolicyScreen />} />
        <Route path="/Loan" element={<SiteLoanScreen />} />
        <Route path="/About" element={<SiteAboutScreen />} />
        <Route path="/Contact" element={<SiteContactScreen />} />
        <Route path="/User" element={<SiteUserScreen />} />
      </Routes>
      <ToastHost />
    </MemoryRouter>,
  );
  // The footer's form is its own chunk: let it arrive.
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  return view;
}

/** Nothing leaves the page: the demo backend saw nothing, and neither fetch nor XHR was called. */
function watchNetwork() {
  const fetchSpy = vi.spyOn(globalThis, 'fetch');
  const xhrSpy = vi.spyOn(XMLHttpRequest.prototype, 'open');
  const beaconSpy = 'sendBeacon' in navigator ? vi.spyOn(navigator, 'sendBeacon') : null;
  return () => {
    expect(db.requests).toEqual([]);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(xhrSpy).not.toHaveBeenCalled();
    if (beaconSpy) expect(beaconSpy).not.toHaveBeenCalled();
  };
}

afterEach(async () => {
  await loadCatalog('en-IN');
});

describe('public site home /', () => {
  it('has the four navigation entries as fragment links to its sections, none a hash route', async () => {
    await open('/?isNeedPop=1');
    expect(document.title).toBe('KreditNow – instant personal loans');
    expect(screen.getByRole('heading', { level: 1, name: 'Money for what matters, in your account within 2 hours' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Site sections' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '#home'],
      ['About Us', '#about'],
      ['Privacy Policy', '#privacy'],
      ['Loan terms and conditions', '#loan'],
    ]);
    for (const link of links) {
      const id = link.getAttribute('href')!.slice(1);
      expect(id.startsWith('/')).toBe(false);
      expect(document.getElementById(id)?.tagName).toBe('SECTION');
    }
    // The sections the entries lead to, with their content (§2).
    expect(within(document.getElementById('about')!).getByRole('heading', { name: 'About us' })).toBeInTheDocument();
    expect(within(document.getElementById('about')!).getByText(/Over 3 million users have trusted KreditNow/)).toBeInTheDocument();
    expect(within(document.getElementById('privacy')!).getByRole('heading', { name: 'Privacy Policy' })).toBeInTheDocument();
    expect(within(document.getElementById('privacy')!).getByRole('link', { name: 'Read the full privacy policy' })).toHaveAttribute(
      'href',
      '/Policy?isNeedPop=1',
    );
    const loan = document.getElementById('loan')!;
    expect(within(loan).getByRole('heading', { name: 'Loan terms and conditions' })).toBeInTheDocument();
    expect(within(loan).getByText('Loan term 91 to 365 calendar days.')).toBeInTheDocument();
  });

  it('shows five pictures, sized so nothing shifts, lazy and decoded off the main thread', async () => {
    await open('/?isNeedPop=1');
    const images = within(document.getElementById('home')!).getAllByRole('img');
    expect(images).toHaveLength(5);
    for (const image of images) {
      expect(image.getAttribute('alt')?.trim()).not.toBe('');
      expect(image).toHaveAttribute('width', '320');
      expect(image).toHaveAttribute('height', '200');
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).toHaveAttribute('decoding', 'async');
      expect(image.getAttribute('src')).toMatch(/\.svg($|\?)/);
    }
    // The hero, the first thing painted, is text: no picture in it.
    expect(document.querySelector('.site-hero img')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Why borrowers choose KreditNow' })).toBeInTheDocument();
  });

  it("gives the operating company's contact details in the footer, and the site's other pages", async () => {
    await open('/?isNeedPop=1');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('heading', { name: 'Contact us' })).toBeInTheDocument();
    expect(within(footer).getByText('Sahaj Kredit Technologies Private Limited')).toBeInTheDocument();
    expect(within(footer).getByText('Bengaluru, Karnataka 560103')).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'support@kreditnow.example' })).toHaveAttribute('href', 'mailto:support@kreditnow.example');
    expect(within(footer).getByRole('link', { name: '1800-123-4567' })).toHaveAttribute('href', 'tel:18001234567');
    const pages = within(footer).getByRole('navigation', { name: 'More pages' });
    expect(within(pages).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/About?isNeedPop=1',
      '/Loan?isNeedPop=1',
      '/Policy?isNeedPop=1',
      '/Contact?isNeedPop=1',
    ]);
  });

  it("answers the footer form's Send with the spec's toasts and sends nothing anywhere", async () => {
    const nothingSent = watchNetwork();
    await open('/?isNeedPop=1');
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Send us a message' });
    const field = (name: string) => within(form).getByRole('textbox', { name });
    const send = within(form).getByRole('button', { name: 'Send' });

    await user.click(send);
    expect(screen.getByText(FAILURE)).toBeInTheDocument();
    for (const name of ['First name', 'E-mail', 'Phone', 'Message']) {
      expect(field(name)).toHaveAttribute('aria-invalid', 'true');
      expect(field(name)).toHaveAccessibleDescription('Please fill this in.');
    }
    expect(within(form).getByText('Please fill in: First name, E-mail, Phone, Message.')).toBeInTheDocument();

    // A field of only spaces is empty: the failure again, and what was typed stays.
    await user.type(field('First name'), 'Asha');
    await user.type(field('E-mail'), 'asha@mail.example');
    await user.type(field('Phone'), '   ');
    await user.type(field('Message'), 'Please call me back');
    expect(field('First name')).not.toHaveAttribute('aria-invalid');
    expect(field('Phone')).toHaveAttribute('aria-invalid', 'true');
    act(() => feedback.dismissToast());
    await user.click(send);
    expect(screen.getByText(FAILURE)).toBeInTheDocument();
    expect(within(form).getByText('Please fill in: Phone.')).toBeInTheDocument();
    expect(field('First name')).toHaveValue('Asha');
    expect(field('E-mail')).toHaveValue('asha@mail.example');
    expect(field('Phone')).toHaveValue('   ');
    expect(field('Message')).toHaveValue('Please call me back');

    await user.clear(field('Phone'));
    await user.type(field('Phone'), '9876543210');
    expect(within(form).queryByText(/Please fill in/)).not.toBeInTheDocument();
    await user.click(send);
    expect(screen.getByText(SUCCESS)).toBeInTheDocument();
    expect(screen.queryByText(FAILURE)).not.toBeInTheDocument();
    for (const name of ['First name', 'E-mail', 'Phone', 'Message']) {
      expect(field(name)).toHaveValue('');
      expect(field(name)).not.toHaveAttribute('aria-invalid');
    }
    // A double tap sends once: Send waits while the success shows, until the visitor types.
    expect(send).toBeDisabled();
    await user.type(field('First name'), 'A');
    expect(send).toBeEnabled();
    nothingSent();
  });

  it('shows the toasts exactly as quoted in Indonesia too, the rest in Indonesian', async () => {
    const nothingSent = watchNetwork();
    await open('/?isNeedPop=0');
    expect(document.title).toBe('KreditKu – pinjaman pribadi instan');
    const nav = screen.getByRole('navigation', { name: 'Bagian situs' });
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Beranda',
      'Tentang Kami',
      'Kebijakan Privasi',
      'Syarat dan ketentuan pinjaman',
    ]);
    expect(within(screen.getByRole('contentinfo')).getByText('PT Kredit Cepat Nusantara')).toBeInTheDocument();
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Kirim pesan kepada kami' });
    await user.click(within(form).getByRole('button', { name: 'Kirim' }));
    expect(screen.getByText(FAILURE)).toBeInTheDocument();
    await user.type(within(form).getByRole('textbox', { name: 'Nama depan' }), 'Budi');
    await user.type(within(form).getByRole('textbox', { name: 'Email' }), 'budi@mail.example');
    await user.type(within(form).getByRole('textbox', { name: 'Nomor ponsel' }), '081234567890');
    await user.type(within(form).getByRole('textbox', { name: 'Pesan' }), 'Halo');
    await user.click(within(form).getByRole('button', { name: 'Kirim' }));
    expect(screen.getByText(SUCCESS)).toBeInTheDocument();
    nothingSent();
  });

  it('opens at the section a link names, and other site pages link to the sections', async () => {
    const scrolled: string[] = [];
    // jsdom does not scroll: record which element the page asked to bring into view.
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.id);
    };
    onTestFinished(() => {
      delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
    });
    await open('/About?isNeedPop=1');
    const nav = screen.getByRole('navigation', { name: 'Site sections' });
    expect(within(nav).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/?isNeedPop=1#home',
      '/?isNeedPop=1#about',
      '/?isNeedPop=1#privacy',
      '/?isNeedPop=1#loan',
    ]);
    await userEvent.setup().click(within(nav).getByRole('link', { name: 'Loan terms and conditions' }));
    expect(where()).toBe('/?isNeedPop=1#loan');
    expect(document.getElementById('loan')).toBeInTheDocument();
    expect(scrolled).toEqual(['loan']);
  });
});

describe('public site /Contact', () => {
  it('asks name, telephone, message and an optional company, and sends nothing anywhere', async () => {
    const nothingSent = watchNetwork();
    await open('/Contact?isNeedPop=1');
    expect(document.title).toBe('Contact us');
    expect(screen.getByRole('heading', { level: 1, name: 'Contact us' })).toBeInTheDocument();
    // The page's content is its form: there from the first render, and no second one in the footer.
    const forms = screen.getAllByRole('form');
    expect(forms).toHaveLength(1);
    const form = forms[0]!;
    expect(within(form).getAllByRole('textbox').map((box) => box.getAttribute('name'))).toEqual(['name', 'telephone', 'message', 'company']);
    const field = (name: RegExp) => within(form).getByRole('textbox', { name });
    const user = userEvent.setup();

    await user.type(field(/^Company/), 'Acme Pvt Ltd');
    await user.type(field(/^Name/), '  ');
    await user.click(within(form).getByRole('button', { name: 'Send' }));
    expect(screen.getByText(FAILURE)).toBeInTheDocument();
    expect(field(/^Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/^Telephone/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/^Message/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/^Company/)).not.toHaveAttribute('aria-invalid');
    expect(field(/^Company/)).toHaveValue('Acme Pvt Ltd');

    // Company is not checked: left empty, Send succeeds.
    await user.clear(field(/^Company/));
    await user.clear(field(/^Name/));
    await user.type(field(/^Name/), 'Asha Rao');
    await user.type(field(/^Telephone/), '9876543210');
    await user.type(field(/^Message/), 'I would like to know more');
    act(() => feedback.dismissToast());
    await user.click(within(form).getByRole('button', { name: 'Send' }));
    expect(screen.getByText(SUCCESS)).toBeInTheDocument();
    expect(screen.queryByText(FAILURE)).not.toBeInTheDocument();
    for (const box of within(form).getAllByRole('textbox')) expect(box).toHaveValue('');
    expect(within(form).getByText('(optional)')).toBeInTheDocument();
    nothingSent();
  });
});

describe('public site pages', () => {
  it('/Policy frames the policy page in the visitor market, sandboxed and titled', async () => {
    await open('/Policy?isNeedPop=1');
    expect(document.title).toBe('Privacy Policy');
    const frame = screen.getByTitle('Privacy policy of KreditNow');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', '/privacyPolicy?isNeedPop=1');
    expect(frame).toHaveAttribute('sandbox', POLICY_SANDBOX);
    expect(POLICY_SANDBOX.split(' ')).not.toContain('allow-top-navigation');
    expect(POLICY_SANDBOX.split(' ')).not.toContain('allow-forms');
    expect(screen.getByRole('link', { name: 'Open the privacy policy in full screen' })).toHaveAttribute('href', '/privacyPolicy?isNeedPop=1');
  });

  it('/Policy frames only a safe address: http(s) or a path of this site', () => {
    const origin = 'https://loan.example';
    expect(framedPolicyUrl('/privacyPolicy', origin, '0')).toBe('/privacyPolicy?isNeedPop=0');
    expect(framedPolicyUrl('/privacyPolicy', origin, '')).toBe('/privacyPolicy');
    expect(framedPolicyUrl('https://policies.example/privacy?lang=en', origin, '1')).toBe('https://policies.example/privacy?lang=en');
    expect(framedPolicyUrl('javascript:alert(1)', origin, '1')).toBeNull();
    expect(framedPolicyUrl('data:text/html,<p>x</p>', origin, '1')).toBeNull();
    expect(framedPolicyUrl('loanapp://policy', origin, '1')).toBeNull();
    expect(framedPolicyUrl('//evil.example/x', origin, '1')).toBeNull();
    expect(framedPolicyUrl('', origin, '1')).toBeNull();
  });

  it('/Loan and /About show the documents in the market; /User is empty', async () => {
    const first = await open('/Loan?isNeedPop=1');
    expect(screen.getByRole('heading', { level: 1, name: 'Loan terms and conditions' })).toBeInTheDocument();
    expect(screen.getByText('Loan term 91 to 365 calendar days.')).toBeInTheDocument();
    first.unmount();
    const second = await open('/About?isNeedPop=0');
    expect(screen.getByRole('heading', { level: 1, name: 'Tentang kami' })).toBeInTheDocument();
    expect(screen.getByText(/Lebih dari 3 juta pengguna/)).toBeInTheDocument();
    second.unmount();
    await open('/User?isNeedPop=1');
    expect(document.title).toBe('User');
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent(/^User$/);
    expect(within(main).queryByRole('link')).not.toBeInTheDocument();
    expect(within(main).queryByRole('img')).not.toBeInTheDocument();
  });
});
