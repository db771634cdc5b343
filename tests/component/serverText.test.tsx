import { getResponse, http, HttpResponse } from 'msw';
import type { FlowManifest } from '@/screens/shared/manifest';
import { handlers } from '@mocks/handlers';
import { server } from '@mocks/node';
import { openScreen, settle, useFakeClock } from '../support';

/**
 * Issue 23 §3, HTML and script in server text: every screen opened at its demo address while the
 * demo backend's answers have every text field below replaced with markup ending in the field's
 * name. The borrower reads the markup as text, and the page creates no element from it. (The one
 * dangerouslySetInnerHTML of src/ is the developer gallery's statechart SVG, a file of the build,
 * never a server's answer.)
 */
const MARKUP = '<img src=x onerror=alert(1)><script>alert(2)</script><b>bold</b>';
const marked = (field: string) => `${MARKUP}#${field}`;

/** The §3 text fields of the answers, by name wherever they are nested (each string of a list too). */
const TEXT_FIELDS = [
  'productName', 'noticeStatusText', 'noticeDesText', 'text', 'value', 'title', 'title_local', 'title_local_alias', 'content',
  'disposeDetail', 'type', 'sonType', 'status', 'notice', 'message', 'bankName', 'note', 'detail1', 'detail2', 'popTitle',
  'popContent', 'description', 'pRateDsc', 'productDesc', 'buttonText', 'amountRangeDes', 'loan_rate', 'productTags', 'email',
  'smWa', 'telephone', 'repayDes', 'name', 'step', 'vcode',
];

/** The fields each screen shows at its demo address (every other one is still served marked up). */
const SHOWN: Record<string, readonly string[]> = {
  cardRepay: ['bankName'],
  changeMethod: ['bankName'],
  chatbot: ['title', 'title_local'],
  complaintDetails: ['content', 'disposeDetail', 'type', 'sonType'],
  complaintEntry: ['productName', 'title', 'status', 'value'],
  complaintForm: ['title'],
  complaintList: ['title', 'content', 'type'],
  complaintNew: ['productName', 'title', 'status', 'value'],
  customerService: ['email', 'smWa'],
  extension: ['productName', 'text', 'value', 'telephone'],
  installments: ['productName', 'note', 'repayDes'],
  loanAgreement: ['productName', 'text', 'value', 'title', 'note', 'detail1', 'detail2', 'description', 'pRateDsc'],
  loanConfirm: ['productName', 'text', 'value', 'title', 'note', 'detail1', 'detail2', 'popTitle', 'popContent', 'description', 'pRateDsc'],
  loanDetails: ['productName', 'noticeStatusText', 'noticeDesText', 'text', 'value', 'notice', 'telephone'],
  loginFailure: ['productName', 'notice', 'message', 'productDesc', 'buttonText', 'amountRangeDes', 'loan_rate', 'productTags'],
  promotionDownload: ['title'],
  recommended: ['productName', 'productDesc', 'buttonText', 'amountRangeDes', 'loan_rate', 'productTags'],
  registration: ['title'],
  vaRepay: ['name', 'telephone', 'step', 'vcode'],
};

function markUp(value: unknown, field = ''): unknown {
  if (Array.isArray(value)) return value.map((item) => markUp(item, field));
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, markUp(item, key)]));
  // An option's value is its id ('1', '2'): the text of a row's value is what the borrower reads.
  const isId = field === 'value' && typeof value === 'string' && /^\d*$/.test(value);
  return typeof value === 'string' && TEXT_FIELDS.includes(field) && !isId ? marked(field) : value;
}

/** The demo backend's own answers, their text fields marked up. */
function serveMarkedUp(): void {
  server.use(
    http.all('*/gw/*', async ({ request }) => {
      const answer = await getResponse(handlers, request);
      if (!answer) return undefined;
      const body = (await answer.json().catch(() => null)) as { data?: unknown } | null;
      if (body === null || typeof body !== 'object') return undefined;
      return HttpResponse.json({ ...body, data: markUp(body.data) } as never, { status: answer.status });
    }),
  );
}

const manifests = Object.values(import.meta.glob<FlowManifest>('/src/screens/*/manifest.json', { eager: true, import: 'default' }));
const withText = manifests.filter((manifest) => manifest.name in SHOWN);

useFakeClock();

it('every screen with server text is in the table', () => {
  expect(withText.map((manifest) => manifest.name).sort()).toEqual(Object.keys(SHOWN).sort());
});

it.each(withText.map((manifest) => [manifest.name, manifest] as const))('%s shows each server text as typed, markup and all, and creates no element from it', async (name, manifest) => {
  serveMarkedUp();
  const route = manifest.route as { path?: string; hash?: string };
  const address = route.hash !== undefined ? `/?isNeedPop=1&deviceId=demo#${route.hash}?${manifest.demo.IN}` : `${route.path!}?isNeedPop=1&deviceId=demo&${manifest.demo.IN}`;
  await openScreen(name as never, { address });
  // A page whose first answer leads to a second call (the complaint form's problem-init) needs two rounds.
  await settle();
  await settle();
  const text = document.body.textContent ?? '';
  expect(SHOWN[name]!.filter((field) => !text.includes(marked(field)))).toEqual([]);
  expect(document.querySelectorAll('img[src="x"], img[onerror], script')).toHaveLength(0);
  expect(Array.from(document.querySelectorAll('b')).filter((b) => b.textContent === 'bold')).toEqual([]);
});
