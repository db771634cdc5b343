import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { bodyOf, bridgeLog, named, openPage, openRecorded, recordApi, screenshot } from './support';

/** A seeded Indonesia order (mocks/seed.ts: orderId 2001). */
const ORDER_NO = 'ID2406000001';
const DEVICE = 'deviceId=demo-device&token=demo-token&isNeedPop=0';

/** The dev log panel's name in the Indonesian catalog (common.devLog). */
const DEV_LOG = 'Panggilan native bridge';

/** The complaint entry a handover opened: the address names the order, the question types show. */
async function onComplaintEntry(page: Page) {
  await page.waitForURL(/\/complaint\?/);
  expect(new URL(page.url()).searchParams.get('orderNo')).toBe(ORDER_NO);
  await page.getByRole('heading', { name: 'Jenis pertanyaan' }).waitFor();
}

/** 'Pembayaran', a type the server names for the order, opens the form with it; `shot` names the screenshot. */
async function openPaymentForm(page: Page, shot: string) {
  await page.getByRole('button', { name: 'Pembayaran' }).click();
  await page.waitForURL(/\/complainPageNext\?/);
  const form = new URL(page.url()).searchParams;
  expect([form.get('problemType'), form.get('problemSonType'), form.get('orderNo')]).toEqual(['2', '', ORDER_NO]);
  await page.getByRole('textbox').first().waitFor();
  await screenshot(page, shot);
}

/** The problem-init calls, in order: whether each was the v3 one, and what it posted. */
const initsOf = (api: Request[]) => named(api, '/problem-init').map((request) => [new URL(request.url()).pathname.includes('/v3/'), bodyOf(request)]);

describe('chatbot in a phone browser', () => {
  it('new complaint page -> a category -> a question -> Belum Terselesaikan -> Hubungi CS -> the complaint entry -> the form', async () => {
    const { page, errors, api } = await openRecorded(`/complainNewPage?orderNo=${ORDER_NO}&${DEVICE}`);

    // 1. The new complaint page: tap the second category ('Pembayaran').
    await page.getByRole('button', { name: 'Pembayaran' }).click();
    await page.waitForURL(/\/intelligentCustomerService\?/);
    const query = new URL(page.url()).searchParams;
    expect(query.get('selectedIndex')).toBe('1');
    expect(query.get('orderNo')).toBe(ORDER_NO);

    // 2. The chatbot: the greeting, the category's questions, its tab chosen at the bottom.
    await page.getByRole('button', { name: 'Bagaimana cara membayar pinjaman?' }).waitFor();
    await expect.poll(() => page.title()).toBe('Asisten Bantuan');
    await expect(page.getByRole('tab', { name: 'Pembayaran' }).getAttribute('aria-selected')).resolves.toBe('true');
    const lists = named(api, '/get-qa-list').map((request) => new URL(request.url()).searchParams);
    expect(lists.map((q) => [q.get('orderNo'), q.get('pid')])).toEqual([
      [ORDER_NO, '0'],
      [ORDER_NO, '22'],
    ]);
    await screenshot(page, 'chatbot-start');

    // 3. A question, its answer, 'Belum Terselesaikan'.
    await page.getByRole('button', { name: 'Bagaimana cara membayar pinjaman?' }).click();
    await page.getByRole('button', { name: 'Belum Terselesaikan', exact: true }).click();
    const contact = page.getByRole('button', { name: 'Hubungi CS', exact: true });
    await contact.waitFor();
    await page.getByText('Maaf jawaban ini belum membantu. Tim CS kami siap membantu Anda.').first().waitFor();
    await screenshot(page, 'chatbot-report');

    // 4. 'Hubungi CS': a handover record, then the complaint entry with the order chosen, where
    // the borrower picks a type the server names for that order; then the form.
    await contact.click();
    await onComplaintEntry(page);
    await screenshot(page, 'chatbot-complaint-entry');
    await expect.poll(() => named(api, '/qa-record').map(bodyOf)).toEqual([
      { orderNo: ORDER_NO, type: '2', value: '0', qaId: '221' },
      { orderNo: ORDER_NO, type: '1', value: 'Bagaimana cara membayar pinjaman?', qaId: '221' },
    ]);
    await openPaymentForm(page, 'chatbot-complaint-form');

    // Back, twice, returns to the chatbot on the same category.
    await page.goBack();
    await page.getByRole('heading', { name: 'Jenis pertanyaan' }).waitFor();
    await page.goBack();
    await page.getByRole('button', { name: 'Bagaimana cara membayar pinjaman?' }).waitFor();
    await expect(page.getByRole('tab', { name: 'Pembayaran' }).getAttribute('aria-selected')).resolves.toBe('true');
    expect(errors.map((e) => e.message)).toEqual([]);
  });

  it('a handover whose record fails still opens the complaint pages, and the record is sent once more', async () => {
    // The demo backend drops the connection of every handover record (mocks/demo.ts).
    const { page, errors, api } = await openRecorded(`/intelligentCustomerService?selectedIndex=3&orderNo=${ORDER_NO}&${DEVICE}&demo=handoverRecordDown`);
    await page.getByRole('button', { name: 'Laporkan petugas penagihan' }).click();
    await onComplaintEntry(page);
    // A type the server names for the order, then the form with it.
    await openPaymentForm(page, 'chatbot-handover-record-down');
    // The record went, failed, and went once more in the background (2 s later), then no more.
    const record = { orderNo: ORDER_NO, type: '1', value: 'Laporkan petugas penagihan', qaId: '242' };
    await expect.poll(() => named(api, '/qa-record').map(bodyOf), { timeout: 6_000 }).toEqual([record, record]);
    await page.waitForTimeout(2_500);
    expect(named(api, '/qa-record')).toHaveLength(2);
    expect(errors.map((e) => e.message)).toEqual([]);
  });

  it('the test page links to the new complaint page and the chatbot with the typed order as orderNo; the page posts it', async () => {
    const { page, errors, api } = await openRecorded(`/testPreview?${DEVICE}&orderId=2001`);
    // The test page speaks Indonesian in Indonesia too (issue 19 §1).
    await page.getByLabel('ID pesanan').fill('ID2406000003');
    const chatbot = new URL(await page.getByRole('link', { name: 'Asisten bantuan' }).getAttribute('href') ?? '', 'http://x');
    expect([chatbot.pathname, chatbot.searchParams.get('selectedIndex'), chatbot.searchParams.get('orderNo')]).toEqual([
      '/intelligentCustomerService',
      '0',
      'ID2406000003',
    ]);
    await page.getByRole('link', { name: 'Keluhan baru' }).click();
    await page.waitForURL(/\/complainNewPage\?/);
    expect(new URL(page.url()).searchParams.get('orderNo')).toBe('ID2406000003');
    await page.getByRole('article', { name: 'UangCepat' }).waitFor();
    expect(initsOf(api)).toEqual([
      [true, { orderNo: 'ID2406000003' }],
    ]);
    expect(errors.map((e) => e.message)).toEqual([]);
  });

  it('the new complaint page opened with an orderId finds its orderNo, then posts the v3 problem-init with it', async () => {
    const { page, errors, api } = await openRecorded('about:blank');
    await page.goto(`/complainNewPage?orderId=2003&${DEVICE}`);
    await page.getByRole('article', { name: 'UangCepat' }).waitFor();
    await screenshot(page, 'complaint-new-by-order-id');
    // The orderId's orderNo looked up, then the v3 problem-init for it: two calls, in order.
    expect(initsOf(api)).toEqual([
      [false, { orderId: '2003' }],
      [true, { orderNo: 'ID2406000003' }],
    ]);
    expect(errors.map((e) => e.message)).toEqual([]);
  });

  it('rates a solved answer with 5 stars and the host gets scoreCallback', async () => {
    // A host that has the score bridge (an Android WebView's interface); the dev log lists the call.
    const { page, errors, context } = await openPage('about:blank');
    await context.addInitScript(() => {
      (window as unknown as { LoanBridge: object }).LoanBridge = { scoreCallback: () => {} };
    });
    const api = recordApi(page);
    await page.goto(`/intelligentCustomerService?selectedIndex=0&orderNo=${ORDER_NO}&${DEVICE}`);
    await page.getByRole('button', { name: 'Siapa yang bisa mengajukan pinjaman?' }).click();
    await page.getByRole('button', { name: 'Terselesaikan', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Puas dengan pengajuan Anda? Yuk beri ulasan!' });
    await dialog.waitFor();
    await screenshot(page, 'chatbot-rating');
    await dialog.getByRole('radio').nth(4).click();
    await dialog.waitFor({ state: 'detached' });
    expect(named(api, '/qa-record').map(bodyOf)).toEqual([
      { orderNo: ORDER_NO, type: '2', value: '1', qaId: '211' },
      { orderNo: ORDER_NO, type: '3', value: '5', qaId: '211' },
    ]);
    await expect
      .poll(async () => (await bridgeLog(page, DEV_LOG)).find((entry) => entry.includes('scoreCallback')) ?? '')
      .toContain('"score":5');
    await screenshot(page, 'chatbot-rated');
    expect(errors.map((e) => e.message)).toEqual([]);
  });
});
