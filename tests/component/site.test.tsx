import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SiteScreen from '@/screens/site';
import { framedPolicyUrl } from '@/screens/sitePolicy';
import { POLICY_SANDBOX } from '@/screens/sitePolicy/SitePolicyView';
import { FlowProbeContext } from '@/screens/shared/useFlowActor';
import { feedback } from '@/services/feedback';
import { db } from '@mocks/db';
import { openScreen, placeHash, where } from '../support';

const FAILURE = 'Please provide complete information!';
const SUCCESS = 'Submitted successfully!';
const FAILURE_ID = 'Harap lengkapi semua informasi!';
const SUCCESS_ID = 'Berhasil dikirim!';
const REQUIRED = 'Please fill this in.';

/** A page of the public site in the market of `isNeedPop`, its only parameter; the home page is there to move to. */
async function open(name: 'site' | 'siteAbout' | 'siteContact' | 'siteLoan' | 'sitePolicy' | 'siteUser', isNeedPop = '1') {
  const view = await openScreen(name, { session: `isNeedPop=${isNeedPop}`, pages: name === 'site' ? {} : { '/': <SiteScreen /> } });
  // The footer's form is its own chunk: let it arrive.
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  return view;
}

/** An observer that never reports the footer in view: its form's machine comes only when used. */
function footerNeverInView() {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
  onTestFinished(() => {
    vi.unstubAllGlobals();
  });
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

describe('public site home /', () => {
  it('has the four navigation entries as fragment links to its sections, none a hash route', async () => {
    await open('site');
    expect(document.title).toBe('KreditNow – instant personal loans');
    expect(within(screen.getByRole('link', { name: 'KreditNow' })).getByText('K')).toHaveAttribute('aria-hidden', 'true');
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
    // The about-us document one level below the page's title, its sections one below that.
    expect(within(document.getElementById('about')!).getByRole('heading', { level: 2, name: 'About us' })).toBeInTheDocument();
    expect(within(document.getElementById('about')!).getByRole('heading', { level: 3, name: 'Who we are' })).toBeInTheDocument();
    expect(within(document.getElementById('about')!).getByText(/Over 3 million users have trusted KreditNow/)).toBeInTheDocument();
    expect(within(document.getElementById('privacy')!).getByRole('heading', { name: 'Privacy Policy' })).toBeInTheDocument();
    expect(within(document.getElementById('privacy')!).getByRole('link', { name: 'Read the full privacy policy' })).toHaveAttribute(
      'href',
      '/Policy?isNeedPop=1',
    );
    // The loan terms in short (§9's figures), and the whole document one tap away.
    const loan = document.getElementById('loan')!;
    expect(within(loan).getByRole('heading', { level: 2, name: 'Loan terms and conditions' })).toBeInTheDocument();
    expect(loan).toHaveTextContent('Loans run for 91 to 365 days.');
    expect(loan).toHaveTextContent('a decision within 1 day, and the money is credited within 1 to 3 days of acceptance');
    expect(loan).toHaveTextContent('after half the term, and not earlier than 7 days after disbursement');
    expect(loan).toHaveTextContent('extension, changes to your details, assignment and court judgments');
    expect(within(loan).getByRole('link', { name: 'Read the full loan terms' })).toHaveAttribute('href', '/Loan?isNeedPop=1');
  });

  it('shows five pictures, sized so nothing shifts, lazy and decoded off the main thread', async () => {
    await open('site');
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
    await open('site');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('heading', { name: 'Contact us' })).toBeInTheDocument();
    expect(within(footer).getByText('Sahaj Kredit Technologies Private Limited')).toBeInTheDocument();
    expect(within(footer).getByText('Bengaluru, Karnataka 560103')).toBeInTheDocument();
    // India's one service phone and e-mail (src/config.ts), as every Indian page gives them.
    expect(within(footer).getByRole('link', { name: 'care@kredit.co.in' })).toHaveAttribute('href', 'mailto:care@kredit.co.in');
    expect(within(footer).getByRole('link', { name: '1800-123-4567' })).toHaveAttribute('href', 'tel:18001234567');
    expect(footer.textContent).not.toMatch(/\.example\b/);
    // Each detail under its name.
    const details = [...footer.querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(details).toEqual([
      ['Company', 'Sahaj Kredit Technologies Private Limited'],
      ['Address', '4th Floor, Lakeview Business Park27 Outer Ring Road, BellandurBengaluru, Karnataka 560103India'],
      ['E-mail', 'care@kredit.co.in'],
      ['Phone', '1800-123-4567'],
      ['Hours', 'Monday to Saturday, 9:00 am to 6:00 pm IST'],
    ]);
    expect(within(footer).getByText(`© ${new Date().getFullYear()} Sahaj Kredit Technologies Private Limited. All rights reserved.`)).toBeInTheDocument();
    const pages = within(footer).getByRole('navigation', { name: 'More pages' });
    expect(within(pages).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/About?isNeedPop=1',
      '/Loan?isNeedPop=1',
      '/Policy?isNeedPop=1',
      '/Contact?isNeedPop=1',
    ]);
  });

  it("answers the footer form's Send with the spec's toasts, each error shown once, and sends nothing anywhere", async () => {
    const nothingSent = watchNetwork();
    await open('site');
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Send us a message' });
    const field = (name: string) => within(form).getByRole('textbox', { name });
    const send = within(form).getByRole('button', { name: 'Send' });

    await user.click(send);
    // The spec's toast once; each empty field says so once, under itself, as its description.
    expect(screen.getAllByText(FAILURE)).toHaveLength(1);
    for (const name of ['First name', 'E-mail', 'Phone number', 'Message']) {
      expect(field(name)).toHaveAttribute('aria-invalid', 'true');
      expect(field(name)).toHaveAccessibleDescription(REQUIRED);
    }
    expect(within(form).getAllByText(REQUIRED)).toHaveLength(4);
    expect(within(form).queryByText(/Please fill in/)).not.toBeInTheDocument();
    expect(document.body.textContent?.split('First name')).toHaveLength(2);
    // The cursor goes to the first empty field.
    expect(field('First name')).toHaveFocus();

    // A field of only spaces is empty: the failure again, and what was typed stays.
    await user.type(field('First name'), 'Asha');
    await user.type(field('E-mail'), 'asha@mail.example');
    await user.type(field('Phone number'), '   ');
    await user.type(field('Message'), 'Please call me back');
    expect(field('First name')).not.toHaveAttribute('aria-invalid');
    expect(field('Phone number')).toHaveAttribute('aria-invalid', 'true');
    act(() => feedback.dismissToast());
    await user.click(send);
    expect(screen.getAllByText(FAILURE)).toHaveLength(1);
    expect(within(form).getAllByText(REQUIRED)).toHaveLength(1);
    expect(field('Phone number')).toHaveAccessibleDescription(REQUIRED);
    expect(field('Phone number')).toHaveFocus();
    expect(field('First name')).toHaveValue('Asha');
    expect(field('E-mail')).toHaveValue('asha@mail.example');
    expect(field('Phone number')).toHaveValue('   ');
    expect(field('Message')).toHaveValue('Please call me back');

    await user.clear(field('Phone number'));
    await user.type(field('Phone number'), '9876543210');
    expect(within(form).queryByText(REQUIRED)).not.toBeInTheDocument();
    await user.click(send);
    expect(screen.getByText(SUCCESS)).toBeInTheDocument();
    expect(screen.queryByText(FAILURE)).not.toBeInTheDocument();
    for (const name of ['First name', 'E-mail', 'Phone number', 'Message']) {
      expect(field(name)).toHaveValue('');
      expect(field(name)).not.toHaveAttribute('aria-invalid');
    }
    // A double tap sends once: Send waits while the success shows, until the visitor types.
    expect(send).toBeDisabled();
    await user.type(field('First name'), 'A');
    expect(send).toBeEnabled();
    nothingSent();
  });

  it('draws the footer form itself from the first paint, and keeps what is typed before its machine arrives', async () => {
    // The footer stays below the fold: its machine is not fetched until the visitor uses the form.
    const observed: Element[] = [];
    class FarAway {
      observe(element: Element) {
        observed.push(element);
      }
      disconnect() {}
      unobserve() {}
      takeRecords() {
        return [];
      }
    }
    vi.stubGlobal('IntersectionObserver', FarAway);
    onTestFinished(() => {
      vi.unstubAllGlobals();
    });
    const nothingSent = watchNetwork();
    // The machines the page starts, as the path harness sees them.
    const started: unknown[] = [];
    const probe = { attach: (actor: unknown) => started.push(actor), inspect: () => {} };
    await openScreen('site', { session: 'isNeedPop=1', wrap: (page) => <FlowProbeContext.Provider value={probe}>{page}</FlowProbeContext.Provider> });
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    const form = screen.getByRole('form', { name: 'Send us a message' });
    expect(observed).toHaveLength(1);
    expect(started).toEqual([]);
    // Nothing to correct before the visitor has done anything.
    expect(within(form).queryByText(REQUIRED)).not.toBeInTheDocument();
    for (const box of within(form).getAllByRole('textbox')) expect(box).not.toHaveAttribute('aria-invalid');
    expect(document.body.textContent).not.toMatch(/Loading/i);
    expect(within(form).getAllByRole('textbox')).toHaveLength(4);
    expect(within(form).getByRole('button', { name: 'Send' })).toBeEnabled();

    // Typed before the machine is there: kept, then handed over; a Send is answered by the machine.
    const user = userEvent.setup();
    await user.type(within(form).getByRole('textbox', { name: 'First name' }), 'Asha');
    expect(within(form).getByRole('textbox', { name: 'First name' })).toHaveValue('Asha');
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(started).toHaveLength(1);
    await user.click(within(form).getByRole('button', { name: 'Send' }));
    expect(screen.getAllByText(FAILURE)).toHaveLength(1);
    expect(within(form).getByRole('textbox', { name: 'First name' })).toHaveValue('Asha');
    expect(within(form).getByRole('textbox', { name: 'First name' })).not.toHaveAttribute('aria-invalid');
    expect(within(form).getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByRole('textbox', { name: 'E-mail' })).toHaveFocus();
    nothingSent();
  });

  it("fetches the footer form's machine as the footer comes within 300 px of the view, then stops watching", async () => {
    const watchers: { report: (entries: { isIntersecting: boolean }[]) => void; options: unknown; observed: number; disconnected: number }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        private watcher;
        constructor(report: (entries: { isIntersecting: boolean }[]) => void, options: unknown) {
          this.watcher = { report, options, observed: 0, disconnected: 0 };
          watchers.push(this.watcher);
        }
        observe() {
          this.watcher.observed += 1;
        }
        disconnect() {
          this.watcher.disconnected += 1;
        }
      },
    );
    onTestFinished(() => {
      vi.unstubAllGlobals();
    });
    await open('site');
    const form = screen.getByRole('form', { name: 'Send us a message' });
    // One watcher, well ahead of the view.
    expect(watchers.map(({ options, observed }) => ({ options, observed }))).toEqual([{ options: { rootMargin: '300px 0px' }, observed: 1 }]);
    const [watcher] = watchers;
    // Still far: nothing changes. Then one of the reported edges is near: the machine is fetched and the watcher let go.
    act(() => watcher!.report([{ isIntersecting: false }]));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(watcher!.disconnected).toBe(0);
    act(() => watcher!.report([{ isIntersecting: false }, { isIntersecting: true }]));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(watcher!.disconnected).toBe(1);
    expect(watchers).toHaveLength(1);
    // The machine is there: a Send is answered at once.
    await userEvent.setup().click(within(form).getByRole('button', { name: 'Send' }));
    expect(screen.getAllByText(FAILURE)).toHaveLength(1);
  });

  it('asks each field with the keyboard and autofill it needs, and marks an empty one after Send', async () => {
    await open('site');
    const form = screen.getByRole('form', { name: 'Send us a message' });
    const asked = within(form)
      .getAllByRole('textbox')
      .map((box) => [box.getAttribute('name'), box.tagName, box.getAttribute('type'), box.getAttribute('inputmode'), box.getAttribute('autocomplete')]);
    expect(asked).toEqual([
      ['firstName', 'INPUT', 'text', null, 'given-name'],
      ['email', 'INPUT', 'email', null, 'email'],
      ['phone', 'INPUT', 'tel', 'tel', 'tel'],
      ['message', 'TEXTAREA', null, null, 'off'],
    ]);
    const user = userEvent.setup();
    await user.type(within(form).getByRole('textbox', { name: 'First name' }), 'Asha');
    await user.click(within(form).getByRole('button', { name: 'Send' }));
    // Drawn as the form's fields; the empty ones in the error style, the filled one not.
    const style = (name: string) => {
      const box = within(form).getByRole('textbox', { name });
      return [box.className, box.parentElement?.className];
    };
    expect(style('First name')).toEqual(['site-form__input', 'site-form__field']);
    expect(style('E-mail')).toEqual(['site-form__input', 'site-form__field site-form__field--invalid']);
  });

  it('hands what was typed early to the machine once, even when React runs its effects twice (StrictMode, as the app renders)', async () => {
    footerNeverInView();
    await openScreen('site', { session: 'isNeedPop=1', strict: true });
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    const form = screen.getByRole('form', { name: 'Send us a message' });
    const user = userEvent.setup();
    await user.type(within(form).getByRole('textbox', { name: 'First name' }), 'Asha');
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    // Nothing was sent on the visitor's behalf: no toast, no field marked; what was typed is there.
    expect(screen.queryByText(FAILURE)).not.toBeInTheDocument();
    expect(within(form).queryByText(REQUIRED)).not.toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'First name' })).toHaveValue('Asha');
    await user.type(within(form).getByRole('textbox', { name: 'E-mail' }), 'a@b.example');
    expect(within(form).getByRole('textbox', { name: 'E-mail' })).toHaveValue('a@b.example');
  });

  it('answers a Send made before the machine arrives, once it is there', async () => {
    footerNeverInView();
    await open('site');
    const form = screen.getByRole('form', { name: 'Send us a message' });
    // The click and the machine's arrival in one go: the Send waits for it, then fails once.
    await userEvent.setup().click(within(form).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(FAILURE)).toBeInTheDocument();
    expect(screen.getAllByText(FAILURE)).toHaveLength(1);
    expect(within(form).getAllByText(REQUIRED)).toHaveLength(4);
  });

  it('names the fields both contact forms have the same way, in both markets', async () => {
    const labelsOf = (form: HTMLElement) =>
      Object.fromEntries(within(form).getAllByRole('textbox').map((box) => [box.getAttribute('name'), (box as HTMLInputElement).labels?.[0]?.textContent]));
    const footerIndia = await open('site');
    const footer = labelsOf(await screen.findByRole('form', { name: 'Send us a message' }));
    footerIndia.unmount();
    const contactIndia = await open('siteContact');
    const contact = labelsOf(screen.getByRole('form', { name: 'Send us a message' }));
    contactIndia.unmount();
    expect(footer).toEqual({ firstName: 'First name', email: 'E-mail', phone: 'Phone number', message: 'Message' });
    expect(contact).toEqual({ name: 'Full name', phone: 'Phone number', message: 'Message', company: 'Company (optional)' });

    const footerIndonesia = await open('site', '0');
    const kaki = labelsOf(await screen.findByRole('form', { name: 'Kirim pesan kepada kami' }));
    footerIndonesia.unmount();
    await open('siteContact', '0');
    const kontak = labelsOf(screen.getByRole('form', { name: 'Kirim pesan kepada kami' }));
    expect(kaki).toEqual({ firstName: 'Nama depan', email: 'Email', phone: 'Nomor telepon', message: 'Pesan' });
    expect(kontak).toEqual({ name: 'Nama lengkap', phone: 'Nomor telepon', message: 'Pesan', company: 'Perusahaan (opsional)' });
  });

  it('speaks Indonesian in Indonesia, toasts included, with the Indonesian contacts', async () => {
    const nothingSent = watchNetwork();
    await open('site', '0');
    expect(document.title).toBe('KreditKu – pinjaman pribadi instan');
    const nav = screen.getByRole('navigation', { name: 'Bagian situs' });
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Beranda',
      'Tentang Kami',
      'Kebijakan Privasi',
      'Syarat dan ketentuan pinjaman',
    ]);
    const loan = document.getElementById('loan')!;
    expect(within(loan).getByRole('heading', { level: 2, name: 'Syarat dan ketentuan pinjaman' })).toBeInTheDocument();
    expect(loan).toHaveTextContent('Jangka waktu pinjaman 91 sampai 365 hari.');
    expect(within(loan).getByRole('link', { name: 'Baca syarat pinjaman lengkap' })).toHaveAttribute('href', '/Loan?isNeedPop=0');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText('PT Kredit Cepat Nusantara')).toBeInTheDocument();
    // Indonesia's one service phone and e-mail: no Indian number, no example address.
    expect(within(footer).getByRole('link', { name: 'cs@kredit.co.id' })).toHaveAttribute('href', 'mailto:cs@kredit.co.id');
    expect(within(footer).getByRole('link', { name: '1500-220' })).toHaveAttribute('href', 'tel:1500220');
    expect(document.body.textContent).not.toMatch(/1800|\+91|\.example\b/);
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Kirim pesan kepada kami' });
    await user.click(within(form).getByRole('button', { name: 'Kirim' }));
    expect(screen.getAllByText(FAILURE_ID)).toHaveLength(1);
    expect(screen.queryByText(FAILURE)).not.toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Nama depan' })).toHaveAccessibleDescription('Wajib diisi.');
    await user.type(within(form).getByRole('textbox', { name: 'Nama depan' }), 'Budi');
    await user.type(within(form).getByRole('textbox', { name: 'Email' }), 'budi@mail.example');
    await user.type(within(form).getByRole('textbox', { name: 'Nomor telepon' }), '081234567890');
    await user.type(within(form).getByRole('textbox', { name: 'Pesan' }), 'Halo');
    await user.click(within(form).getByRole('button', { name: 'Kirim' }));
    expect(screen.getByText(SUCCESS_ID)).toBeInTheDocument();
    expect(screen.queryByText(SUCCESS)).not.toBeInTheDocument();
    nothingSent();
  });

  it('opens at the section a link names, and other site pages link to the sections', async () => {
    const scrolled: [string, unknown][] = [];
    // jsdom does not scroll: record which element the page asked to bring into view, and where.
    Element.prototype.scrollIntoView = function (this: Element, options?: unknown) {
      scrolled.push([this.id, options]);
    };
    onTestFinished(() => {
      delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
    });
    await open('siteAbout');
    const nav = screen.getByRole('navigation', { name: 'Site sections' });
    expect(within(nav).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/?isNeedPop=1#home',
      '/?isNeedPop=1#about',
      '/?isNeedPop=1#privacy',
      '/?isNeedPop=1#loan',
    ]);
    await userEvent.setup().click(within(nav).getByRole('link', { name: 'Loan terms and conditions' }));
    expect(`${where()}${placeHash()}`).toBe('/?isNeedPop=1#loan');
    expect(document.getElementById('loan')).toBeInTheDocument();
    expect(scrolled).toEqual([['loan', { block: 'start' }]]);
  });

  it('opens at the top when a link leads to another page, and leaves Back, reload and foreign fragments to the browser', async () => {
    const scrolled: string[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.id);
    };
    const toTop = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    onTestFinished(() => {
      delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
    });
    // Arriving from outside (a reload, Back, a shared link): the browser's own position, even at a
    // fragment that names no section (the skip link's #content) or one of another page.
    const view = await openScreen('site', { address: '/?isNeedPop=1#content' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    view.unmount();
    await openScreen('siteAbout', { address: '/About?isNeedPop=1#loan', pages: { '/Contact': <SiteScreen /> } });
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.getByRole('heading', { level: 1, name: 'About us' })).toBeInTheDocument();
    expect(scrolled).toEqual([]);
    expect(toTop).not.toHaveBeenCalled();
    // A link to another page: that page from its top.
    const pages = within(screen.getByRole('contentinfo')).getByRole('navigation', { name: 'More pages' });
    await userEvent.setup().click(within(pages).getByRole('link', { name: 'Contact page' }));
    expect(where()).toBe('/Contact?isNeedPop=1');
    expect(toTop).toHaveBeenCalledWith(0, 0);
    expect(scrolled).toEqual([]);
  });

  it('is entered by keyboard at its skip link, and its logo shows the app initial as a mark screen readers skip', async () => {
    await open('siteAbout');
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#content');
    const logo = screen.getByRole('link', { name: 'KreditNow' });
    expect(within(logo).getByText('K')).toHaveAttribute('aria-hidden', 'true');
    await user.tab();
    expect(logo).toHaveFocus();
  });
});

describe('public site /Contact', () => {
  it('asks full name, phone number, message and an optional company, and sends nothing anywhere', async () => {
    const nothingSent = watchNetwork();
    await open('siteContact');
    expect(document.title).toBe('Contact us');
    expect(screen.getByRole('heading', { level: 1, name: 'Contact us' })).toBeInTheDocument();
    // The page's content is its form: there from the first render, and no second one in the footer.
    const forms = screen.getAllByRole('form');
    expect(forms).toHaveLength(1);
    const form = forms[0]!;
    expect(within(form).getAllByRole('textbox').map((box) => box.getAttribute('name'))).toEqual(['name', 'phone', 'message', 'company']);
    const field = (name: RegExp) => within(form).getByRole('textbox', { name });
    const user = userEvent.setup();

    await user.type(field(/^Company/), 'Acme Pvt Ltd');
    await user.type(field(/^Full name/), '  ');
    await user.click(within(form).getByRole('button', { name: 'Send' }));
    expect(screen.getAllByText(FAILURE)).toHaveLength(1);
    expect(within(form).getAllByText(REQUIRED)).toHaveLength(3);
    expect(field(/^Full name/)).toHaveFocus();
    expect(field(/^Full name/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/^Phone number/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/^Message/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/^Company/)).not.toHaveAttribute('aria-invalid');
    expect(field(/^Company/)).toHaveValue('Acme Pvt Ltd');

    // Company is not checked: left empty, Send succeeds.
    await user.clear(field(/^Company/));
    await user.clear(field(/^Full name/));
    await user.type(field(/^Full name/), 'Asha Rao');
    await user.type(field(/^Phone number/), '9876543210');
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
    await open('sitePolicy');
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

  it('/Loan and /About show the documents in the market', async () => {
    const first = await open('siteLoan');
    expect(screen.getByRole('heading', { level: 1, name: 'Loan terms and conditions' })).toBeInTheDocument();
    expect(screen.getByText('Loan term 91 to 365 calendar days.')).toBeInTheDocument();
    first.unmount();
    const second = await open('siteAbout', '0');
    expect(screen.getByRole('heading', { level: 1, name: 'Tentang kami' })).toBeInTheDocument();
    expect(screen.getByText(/Lebih dari 3 juta pengguna/)).toBeInTheDocument();
    second.unmount();
  });

  it.each([
    ['1', 'User', 'There is nothing on this page.', 'Site sections'],
    ['0', 'Pengguna', 'Tidak ada apa pun di halaman ini.', 'Bagian situs'],
  ])('/User (isNeedPop=%s) is empty but finished: the frame, its title and a line saying there is nothing here', async (isNeedPop, title, line, nav) => {
    await open('siteUser', isNeedPop);
    expect(document.title).toBe(title);
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(within(main).getByText(line)).toBeVisible();
    // Nothing else: the page's own content is that line.
    expect(main).toHaveTextContent(new RegExp(`^${title}${line.replace('.', '\\.')}$`));
    expect(within(main).queryByRole('link')).not.toBeInTheDocument();
    expect(within(main).queryByRole('img')).not.toBeInTheDocument();
    // The site's frame around it: the navigation, and the footer with its form.
    expect(screen.getByRole('navigation', { name: nav })).toBeInTheDocument();
    expect(within(screen.getByRole('contentinfo')).getByRole('form')).toBeInTheDocument();
  });
});
