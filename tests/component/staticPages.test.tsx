import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '@mocks/db';
import { server } from '@mocks/node';
import { CONTENTS_FROM, Document } from '@/screens/shared/documents/Document';
import { entryKey, installBridge, type Market, openScreen, removeBridge } from '../support';

/**
 * The static pages (§2 privacy policy at /privacyPolicy and /privacy, about us, loan terms with
 * §9's content) through the real router, in both markets. Spec figures are literals copied from
 * the spec. Every test also checks that nothing was requested: these pages send nothing.
 */

let seen: string[] = [];
beforeEach(() => {
  seen = [];
  const record = ({ request }: { request: Request }) => {
    seen.push(request.url);
  };
  server.events.on('request:start', record);
  onTestFinished(() => server.events.removeListener('request:start', record));
});
afterEach(() => {
  // No request of any kind: none reached the demo backend, none left the page at all.
  expect(db.requests).toEqual([]);
  expect(seen).toEqual([]);
});

/** A static page in `market`; the user is real-timed (these pages wait on nothing). */
async function openAt(name: 'privacyPolicy' | 'privacyPolicyApp' | 'aboutUs' | 'loanTerms', market: Market = 'IN') {
  await openScreen(name, { market });
  return userEvent.setup();
}

/** The native host's Android bridge, recording what it was asked, gone after the test. */
function installAndroid() {
  const calls = installBridge();
  onTestFinished(removeBridge);
  return calls;
}
const asked = (calls: ReturnType<typeof installBridge>) => calls.map((call) => call.method);

const sectionHeadings = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
const contents = () => within(screen.getByRole('navigation')).getAllByRole('link').map((link) => link.textContent);
const text = () => document.body.textContent ?? '';
/** The paragraph or list item whose whole text is `line` (figures may sit in their own spans). */
const block = (line: string) =>
  screen.getByText((_content, element) => ['P', 'LI'].includes(element?.tagName ?? '') && element?.textContent === line);

/**
 * The privacy policy of §2 in the market's words: its name as the heading and the title, the nine
 * sections in order with a table of contents (`contentsName`) listing them, what it `says` (the
 * market's company and its own contacts among it), nothing it must `never` say, in the market's language.
 */
async function expectPrivacyPolicy(policy: {
  title: string;
  updated: string;
  intro: RegExp;
  sections: string[];
  contentsName: string;
  says: string[];
  never: RegExp;
  lang: string;
}) {
  expect(await screen.findByRole('heading', { level: 1, name: policy.title })).toBeInTheDocument();
  expect(document.title).toBe(policy.title);
  // Set as a document (its measure, size and leading), dated in a line of its own, then its introduction.
  expect(screen.getByRole('article')).toHaveClass('doc');
  expect(block(policy.updated)).toBeInTheDocument();
  expect(screen.getByText(policy.intro).tagName).toBe('P');
  expect(sectionHeadings()).toEqual(policy.sections);
  expect(screen.getByRole('navigation', { name: policy.contentsName })).toBeInTheDocument();
  expect(contents()).toEqual(policy.sections);
  for (const line of policy.says) expect(text()).toContain(line);
  expect(text()).not.toMatch(policy.never);
  expect(screen.getByRole('article')).toHaveAttribute('lang', policy.lang);
}

/** The about-us page in the market's words: its name, its sections, what it `says`, and §1's figures each in a `block` of its own. */
async function expectAboutUs(about: { title: string; sections: string[]; says: string[]; blocks: string[] }) {
  expect(await screen.findByRole('heading', { level: 1, name: about.title })).toBeInTheDocument();
  expect(document.title).toBe(about.title);
  expect(sectionHeadings()).toEqual(about.sections);
  for (const line of about.says) expect(text()).toContain(line);
  for (const line of about.blocks) expect(block(line)).toBeInTheDocument();
}

describe('privacy policy, India', () => {
  it('shows the nine sections of §2 in order, with a table of contents, and names the page', async () => {
    await openAt('privacyPolicy');
    await expectPrivacyPolicy({
      title: 'Privacy policy',
      updated: 'Last updated: 1 November 2026',
      intro: /^Sahaj Kredit Technologies Private Limited \("we", "us"\) operates the .+ app and this website\./,
      sections: [
        'How we use your information',
        'Disclosure of information',
        'Cookies',
        'Data security',
        'Non-discrimination statement',
        'Your rights',
        'Protection of minors',
        'Changes to this policy',
        'Contact us',
      ],
      contentsName: 'Contents',
      // India's one service phone and e-mail (src/config.ts), the same as on every other page.
      says: ['cancel your account when no loan is outstanding', 'adults of India only', 'Sahaj Kredit Technologies Private Limited', '1800-123-4567', 'care@kredit.co.in'],
      never: /\.example\b/,
      lang: 'en',
    });
  });

  it('opens the same page at its second path /privacy', async () => {
    await openAt('privacyPolicyApp');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy policy' })).toBeInTheDocument();
    expect(document.title).toBe('Privacy policy');
    expect(sectionHeadings()).toHaveLength(9);
  });

  it('a contents entry moves to its section without a history entry', async () => {
    const scrolled: [string, unknown][] = [];
    // jsdom does not scroll: record which element the page asked to bring into view, and where.
    Element.prototype.scrollIntoView = function (this: Element, options?: unknown) {
      scrolled.push([this.textContent ?? '', options]);
    };
    onTestFinished(() => {
      delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
    });
    const user = await openAt('privacyPolicy');
    await screen.findByRole('heading', { level: 1, name: 'Privacy policy' });
    const before = entryKey();
    await user.click(within(screen.getByRole('navigation')).getByRole('link', { name: 'Your rights' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Your rights' })).toHaveFocus();
    // Its heading at the top of the view (below the sticky Back bar).
    expect(scrolled).toEqual([['Your rights', { block: 'start' }]]);
    expect(entryKey()).toBe(before);
    expect(window.location.hash).toBe('');
  });

  it('by keyboard, Tab goes from Back to the contents entries: the section headings are no tab stops', async () => {
    const user = await openAt('privacyPolicy');
    await screen.findByRole('heading', { level: 1, name: 'Privacy policy' });
    await user.tab();
    expect(screen.getByRole('button', { name: 'Back' })).toHaveFocus();
    const entries = within(screen.getByRole('navigation')).getAllByRole('link');
    for (const entry of entries) {
      await user.tab();
      expect(entry).toHaveFocus();
    }
  });

  it('Back asks the app to close the web view', async () => {
    const calls = installAndroid();
    const user = await openAt('privacyPolicy');
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(asked(calls)).toEqual(['closeWebView']);
  });

  it('in a plain browser, Back goes back in the history', async () => {
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
    const user = await openAt('privacyPolicyApp');
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(back).toHaveBeenCalledTimes(1);
  });
});

describe('privacy policy, Indonesia', () => {
  it('shows the nine sections in Indonesian', async () => {
    const calls = installAndroid();
    const user = await openAt('privacyPolicy', 'ID');
    await expectPrivacyPolicy({
      title: 'Kebijakan privasi',
      updated: 'Terakhir diperbarui: 1 November 2026',
      intro: /^PT Kredit Cepat Nusantara \("kami"\) mengelola aplikasi .+ dan situs web ini\./,
      sections: [
        'Penggunaan informasi',
        'Pengungkapan informasi',
        'Cookie',
        'Keamanan data',
        'Pernyataan nondiskriminasi',
        'Hak pengguna',
        'Perlindungan anak di bawah umur',
        'Perubahan kebijakan',
        'Hubungi kami',
      ],
      contentsName: 'Daftar isi',
      // Indonesia's own service phone and e-mail: no Indian number, no example address.
      says: ['menutup akun Anda bila tidak ada pinjaman yang belum lunas', 'hanya untuk orang dewasa di Indonesia', 'PT Kredit Cepat Nusantara', '1500-220', 'cs@kredit.co.id'],
      never: /1800|\+91|\.example\b/,
      lang: 'id',
    });
    await user.click(screen.getByRole('button', { name: 'Kembali' }));
    expect(asked(calls)).toEqual(['closeWebView']);
  });

  it('opens at /privacy too', async () => {
    await openAt('privacyPolicyApp', 'ID');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kebijakan privasi' })).toBeInTheDocument();
  });
});

describe('about us', () => {
  it('India: names the company and the app, with the copy and the loan range of §1', async () => {
    const calls = installAndroid();
    const user = await openAt('aboutUs');
    await expectAboutUs({
      title: 'About us',
      sections: ['Who we are', 'What we offer', 'Contact us'],
      says: ['KreditNow is an instant personal loan app operated by Sahaj Kredit Technologies Private Limited.', 'Over 3 million users'],
      blocks: ['Loans of ₹2,000 to ₹80,000.', 'For salaried people earning ₹12,000 and above.', 'Funds within 2 hours.', 'First-time borrowers may apply.'],
    });
    // Short: no table of contents. Undated: no blank line where a date would be.
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.getByRole('article').querySelectorAll('p:empty')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(asked(calls)).toEqual(['closeWebView']);
  });

  it('Indonesia: the same in Indonesian with the rupiah range', async () => {
    await openAt('aboutUs', 'ID');
    await expectAboutUs({
      title: 'Tentang kami',
      sections: ['Siapa kami', 'Yang kami tawarkan', 'Hubungi kami'],
      says: ['KreditKu adalah aplikasi pinjaman pribadi instan yang dikelola oleh PT Kredit Cepat Nusantara.', 'Lebih dari 3 juta pengguna'],
      blocks: ['Pinjaman Rp1.000.000 sampai Rp15.000.000.', 'Untuk karyawan berpenghasilan Rp5.000.000 per tahun ke atas.', 'Dana cair dalam 2 jam.', 'Peminjam pertama kali boleh mengajukan.'],
    });
    expect(screen.getByRole('button', { name: 'Kembali' })).toBeInTheDocument();
  });
});

describe('loan terms and conditions', () => {
  it("India: every sentence of §9's terms verbatim, its figures included: notices, assignment, judgment, age", async () => {
    const calls = installAndroid();
    const user = await openAt('loanTerms');
    expect(await screen.findByRole('heading', { level: 1, name: 'Loan terms and conditions' })).toBeInTheDocument();
    expect(document.title).toBe('Loan terms and conditions');
    const ten = [
      'Who may apply',
      'Loan term',
      'Decision and credit',
      'Prepayment',
      'Late payment',
      'Extension',
      'Changes to your details',
      'Assignment',
      'Court judgment',
      'Notices',
    ];
    expect(sectionHeadings()).toEqual(ten);
    expect(contents()).toEqual(ten);
    for (const line of [
      'Loan term 91 to 365 calendar days.',
      'Credited within 1 to 3 calendar days after acceptance.',
      'Decision within 1 day.',
      'Prepayment allowed after half the term and not earlier than 7 days after disbursement.',
      'Late penalty Rs.1,000 for new clients and Rs.800 for repeat clients, single time, plus 5% of the unpaid amount per day on days 1-30, 4% on days 31-90 and 2% from day 91.',
      'Extension is for the same period once interest and penalties are paid.',
      'Notice of a change of name, birth date or address is due within 3 days.',
      "7 business days' notice is needed for assignment.",
      'A judgment must be paid within 10 days.',
    ]) {
      expect(block(line)).toBeInTheDocument();
    }
    // A hyphenated range never breaks across lines at its hyphen; the words around it wrap as usual.
    const penalty = block(
      'Late penalty Rs.1,000 for new clients and Rs.800 for repeat clients, single time, plus 5% of the unpaid amount per day on days 1-30, 4% on days 31-90 and 2% from day 91.',
    );
    expect([...penalty.querySelectorAll('.doc__nowrap')].map((kept) => kept.textContent)).toEqual(['1-30', '31-90']);
    // Each of the three in its own section, with what it asks of whom.
    const section = (name: string) => screen.getByRole('heading', { level: 2, name }).closest('section')!;
    expect(section('Changes to your details')).toHaveTextContent(
      'If your name, date of birth or address changes, tell us within 3 days of the change: write to care@kredit.co.in or call 1800-123-4567.',
    );
    expect(section('Assignment')).toHaveTextContent('at least 7 business days in advance');
    expect(section('Court judgment')).toHaveTextContent('you must pay that amount within 10 days of the judgment');
    expect(text()).toContain('over 18 years of age');
    const notices = screen.getByRole('heading', { level: 2, name: 'Notices' }).closest('section');
    expect(notices).toHaveTextContent('by SMS or e-mail');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(asked(calls)).toEqual(['closeWebView']);
  });

  it('Indonesia: the same terms in Indonesian, with no rupee amount and no invented rupiah one', async () => {
    await openAt('loanTerms', 'ID');
    // §2's title 'Loan terms and conditions', in Indonesian.
    expect(await screen.findByRole('heading', { level: 1, name: 'Syarat dan ketentuan pinjaman' })).toBeInTheDocument();
    expect(document.title).toBe('Syarat dan ketentuan pinjaman');
    expect(text()).not.toContain('Loan terms');
    expect(sectionHeadings()).toEqual([
      'Siapa yang dapat mengajukan',
      'Jangka waktu pinjaman',
      'Keputusan dan pencairan',
      'Pelunasan dipercepat',
      'Keterlambatan pembayaran',
      'Perpanjangan',
      'Perubahan data pribadi',
      'Pengalihan pinjaman',
      'Putusan pengadilan',
      'Pemberitahuan',
    ]);
    // §9's three notice clauses, in Indonesian, with Indonesia's own service contacts.
    expect(block('Pemberitahuan perubahan nama, tanggal lahir atau alamat wajib disampaikan dalam 3 hari.')).toBeInTheDocument();
    expect(block('Pengalihan pinjaman memerlukan pemberitahuan 7 hari kerja.')).toBeInTheDocument();
    expect(block('Putusan pengadilan wajib dibayar dalam 10 hari.')).toBeInTheDocument();
    const details = screen.getByRole('heading', { level: 2, name: 'Perubahan data pribadi' }).closest('section')!;
    expect(details).toHaveTextContent('kirim email ke cs@kredit.co.id atau telepon 1500-220');
    expect(screen.getByRole('heading', { level: 2, name: 'Pengalihan pinjaman' }).closest('section')).toHaveTextContent(
      'paling lambat 7 hari kerja sebelumnya',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Putusan pengadilan' }).closest('section')).toHaveTextContent(
      'wajib dibayar dalam 10 hari sejak putusan',
    );
    expect(screen.getByRole('navigation', { name: 'Daftar isi' })).toBeInTheDocument();
    expect(block('Jangka waktu pinjaman 91 sampai 365 hari kalender.')).toBeInTheDocument();
    expect(block('Dana dikreditkan dalam 1 sampai 3 hari kalender setelah persetujuan.')).toBeInTheDocument();
    expect(block('Keputusan diberikan dalam 1 hari.')).toBeInTheDocument();
    expect(text()).toContain('setelah setengah jangka waktu pinjaman berjalan dan tidak lebih awal dari 7 hari setelah pencairan');
    expect(text()).toContain('5% dari jumlah yang belum dibayar per hari pada hari ke-1 sampai ke-30, 4% pada hari ke-31 sampai ke-90, dan 2% mulai hari ke-91');
    expect(text()).toContain('Perpanjangan diberikan untuk jangka waktu yang sama setelah bunga dan denda dibayar.');
    expect(text()).toContain('berusia di atas 18 tahun');
    expect(text()).not.toMatch(/Rs\.|₹|Rp\s?\d/);
    expect(screen.getByRole('button', { name: 'Kembali' })).toBeInTheDocument();
  });
});

describe('a document of its own length', () => {
  /** A document of `count` sections, headed 'Part 1'...: only its length matters here. */
  const withSections = (count: number) => ({
    lang: 'en' as const,
    title: 'Terms',
    contentsLabel: 'Contents',
    sections: Array.from({ length: count }, (_, index) => ({ id: `part-${index + 1}`, heading: `Part ${index + 1}`, body: ['Text.'] })),
  });

  it(`has a table of contents from ${CONTENTS_FROM} sections on, named by its label, and none below`, () => {
    const { unmount } = render(<Document content={withSections(CONTENTS_FROM)} />);
    expect(within(screen.getByRole('navigation', { name: 'Contents' })).getAllByRole('link')).toHaveLength(CONTENTS_FROM);
    unmount();
    render(<Document content={withSections(CONTENTS_FROM - 1)} />);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(CONTENTS_FROM - 1);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
