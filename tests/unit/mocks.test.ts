import * as v from 'valibot';
import { paths } from '@/config';
import { complaintsApi } from '@/services/api/complaints';
import { endpoints } from '@/services/api/endpoints';
import { request, type ApiError, type SuccessRule } from '@/services/http/request';
import { refreshSession } from '@/services/session';
import { db, resetDb } from '@mocks/db';
import { setLatency } from '@mocks/respond';
import { CAPTCHA_CODES, createSeed, REGISTERED_PHONES } from '@mocks/seed';

/** The demo backend, driven through the real request helper as the app drives it. */

const Any = v.any();

function call(
  method: 'GET' | 'POST',
  url: string,
  payload?: Record<string, string | number>,
  success: SuccessRule = '00',
) {
  return request({ method, url, payload, schema: Any, success });
}

const absolute = (url: string) => new URL(url, window.location.href).toString();

const seed = createSeed();
const seedOrders = (market: 'IN' | 'ID') => seed.orders.filter((o) => o.market === market);

describe('complaints', () => {
  test('problem-init answers the chosen order, by orderNo or orderId, else the first one', async () => {
    const [first, , third] = seedOrders('ID');
    const byNo = await complaintsApi.init({ orderNo: third?.orderNo });
    expect(byNo.success && byNo.data.orderDetail?.orderNo).toBe(third?.orderNo);
    expect(db.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: paths.app('/user-problem/problem-init'),
      body: { orderNo: third?.orderNo },
    });

    const byId = await complaintsApi.init({ orderId: third?.orderId });
    expect(byId.success && byId.data.orderDetail?.orderNo).toBe(third?.orderNo);

    const none = await complaintsApi.init({});
    if (!none.success) throw new Error('init failed');
    expect(none.data.orderDetail?.orderNo).toBe(first?.orderNo);
    expect(none.data.orderList).toHaveLength(10);
    expect(none.data.orderList.map((o) => o.isShow)).toEqual(expect.arrayContaining(['0', '1']));
    expect(none.data.problemType.find((t) => t.value === '1')?.title).toBe('Penagihan');
    expect(none.data.problemSonType.length).toBeGreaterThan(0);

    const missing = await complaintsApi.init({ orderNo: 'NOPE' });
    expect(missing).toMatchObject({ success: false, message: 'Pesanan tidak ditemukan' });
  });

  test('a saved complaint shows in the list and details with its images, with nothing to rate before a reply', async () => {
    const order = seedOrders('ID').find((o) => o.isShow === '1');
    if (!order) throw new Error('seed has no collection order');
    const saved = await complaintsApi.save({
      problemType: '1',
      problemSonType: '3',
      problemDetail: 'Ditelepon terus setiap jam',
      problemImage: '/gw/demo-files/a.jpg,/gw/demo-files/b.jpg',
      orderNo: order.orderNo,
    });
    expect(saved.success).toBe(true);
    expect(db.requests.at(-1)?.body).toEqual({
      problemType: '1',
      problemSonType: '3',
      problemDetail: 'Ditelepon terus setiap jam',
      problemImage: '/gw/demo-files/a.jpg,/gw/demo-files/b.jpg',
      orderNo: order.orderNo,
    });

    const list = await complaintsApi.list();
    if (!list.success) throw new Error('list failed');
    const titles = list.data.tabs.map((t) => t.title);
    expect(titles).toEqual(['Semua', 'Diproses', 'Selesai']);
    const [all, processing, processed] = list.data.tabs;
    expect(all?.list[0]).toMatchObject({ type: 'Penagihan', content: 'Ditelepon terus setiap jam' });
    expect(processing?.list[0]?.content).toBe('Ditelepon terus setiap jam');
    expect(processed?.list.some((c) => c.content === 'Ditelepon terus setiap jam')).toBe(false);

    const id = all?.list[0]?.id ?? '';
    const detail = await complaintsApi.detail(id);
    expect(detail.success && detail.data).toEqual({
      type: 'Penagihan',
      sonType: 'Menelepon terlalu sering',
      problemId: id,
      content: 'Ditelepon terus setiap jam',
      images: ['/gw/demo-files/a.jpg', '/gw/demo-files/b.jpg'],
      disposeDetail: '',
      disposeImages: [],
      // Unrated, but still being processed: there is no reply to rate yet.
      isScore: '0',
    });
    expect(db.complaints('ID')[0]).toMatchObject({ id, orderNo: order.orderNo, isScore: '1', score: null });
    expect(await complaintsApi.saveScore(4, id)).toMatchObject({ success: false, message: 'Keluhan ini belum dibalas' });
    expect(db.complaint('ID', id)?.score).toBeNull();
  });

  test('saving refuses what §4/§5 refuse: collection on an order without the flag, empty or long text', async () => {
    const order = seedOrders('ID').find((o) => o.isShow === '0');
    const base = { problemType: '1', problemSonType: '1', problemDetail: 'x', problemImage: '', orderNo: order?.orderNo ?? '' };
    const before = db.complaints().length;

    const collection = await complaintsApi.save(base);
    expect(collection).toMatchObject({ success: false, message: 'Pesanan yang dipilih tidak mendukung jenis penagihan' });
    const empty = await complaintsApi.save({ ...base, problemType: '2', problemDetail: '   ' });
    expect(empty).toMatchObject({ success: false, message: 'Silakan isi keluhan dan saran Anda' });
    const long = await complaintsApi.save({ ...base, problemType: '2', problemDetail: 'a'.repeat(201) });
    expect(long.success).toBe(false);
    const images = await complaintsApi.save({ ...base, problemType: '2', problemImage: Array(10).fill('/i.jpg').join(',') });
    expect(images.success).toBe(false);
    expect(db.complaints()).toHaveLength(before);

    const other = await complaintsApi.save({ ...base, problemType: '2', problemDetail: 'a'.repeat(200) });
    expect(other.success).toBe(true);
    expect(db.complaints()).toHaveLength(before + 1);
  });

  test('save-score records the score and flips isScore to 0, once', async () => {
    const unrated = seed.complaints.find((c) => c.market === 'ID' && c.isScore === '1' && c.disposeDetail !== '');
    const id = unrated?.id ?? '';
    const before = await complaintsApi.detail(id);
    expect(before.success && before.data.isScore).toBe('1');

    expect((await complaintsApi.saveScore(0, id)).success).toBe(false);
    expect((await complaintsApi.saveScore(4, id)).success).toBe(true);
    expect(db.lastRequest('/save-score')?.body).toEqual({ score: '4', problemId: id });
    const after = await complaintsApi.detail(id);
    expect(after.success && after.data.isScore).toBe('0');
    expect(db.complaint('ID', id)?.score).toBe(4);

    expect(await complaintsApi.saveScore(5, id)).toMatchObject({ success: false, message: 'Keluhan ini sudah dinilai' });
  });

  test('only a complaint with a reply asks for a rating: one still being processed answers isScore 0', async () => {
    for (const market of ['IN', 'ID'] as const) {
      refreshSession(`?isNeedPop=${market === 'IN' ? '1' : '0'}`);
      for (const complaint of seed.complaints.filter((c) => c.market === market)) {
        const detail = await complaintsApi.detail(complaint.id);
        if (!detail.success) throw new Error(`detail ${complaint.id} failed`);
        const replied = complaint.disposeDetail !== '' || complaint.disposeImages.length > 0;
        expect(detail.data.isScore, complaint.id).toBe(replied && complaint.isScore === '1' ? '1' : '0');
      }
    }
    // The seed has a complaint of each kind, in each market.
    const processing = seed.complaints.filter((c) => c.isScore === '1' && c.disposeDetail === '' && c.disposeImages.length === 0);
    expect(processing.map((c) => c.market).sort()).toEqual(['ID', 'IN']);
  });

  test('seeded complaints cover rated, unrated, replied and unreplied ones', () => {
    for (const market of ['IN', 'ID'] as const) {
      const list = seed.complaints.filter((c) => c.market === market);
      expect(list.map((c) => c.isScore)).toEqual(expect.arrayContaining(['0', '1']));
      expect(list.some((c) => c.disposeDetail !== '' && c.disposeImages.length > 0)).toBe(true);
      expect(list.some((c) => c.disposeDetail === '')).toBe(true);
      expect(list.some((c) => c.images.length > 0)).toBe(true);
    }
  });

  test('an uploaded image comes back as a comma-free URL that serves the same bytes', async () => {
    const bytes = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 250]);
    const upload = await complaintsApi.uploadImage(new Blob([bytes], { type: 'image/jpeg' }), 'receipt.jpg');
    if (!upload.success) throw new Error('upload failed');
    expect(upload.data.url).toMatch(/^\/gw\/demo-files\/f\d+\.jpg$/);
    expect(db.files()).toHaveLength(1);

    const served = await fetch(absolute(upload.data.url));
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);

    const text = await complaintsApi.uploadImage(new Blob(['hi'], { type: 'text/plain' }), 'a.txt');
    expect(text.success).toBe(false);
    expect((await fetch(absolute('/gw/demo-files/f1.jpg'))).status).toBe(404);
  });

  test('seed images (logos, photos, icons) are comma-free and served as SVG', async () => {
    const urls = [
      ...seed.products.map((p) => p.logo),
      ...seed.complaints.flatMap((c) => [...c.images, ...c.disposeImages]),
      ...seed.qaNodes.map((n) => n.icon).filter((icon) => icon !== ''),
    ];
    expect(urls.length).toBeGreaterThan(12);
    for (const url of urls) expect(url).not.toContain(',');
    const logo = seed.products[0]?.logo ?? '';
    const served = await fetch(absolute(logo));
    expect(served.headers.get('content-type')).toBe('image/svg+xml');
    expect(await served.text()).toContain('<svg');
  });

  test('contact-kf-info answers by GET or POST', async () => {
    const post = await complaintsApi.contact();
    expect(post).toMatchObject({ success: true, data: { email: 'cs@kredit.co.id' } });
    const get = await call('GET', paths.app('/v3/personal-center/contact-kf-info'), { overall: 30 });
    expect(get.data).toEqual({ email: 'cs@kredit.co.id', smWa: '1500-220' });
    expect(db.requests.at(-1)?.query.overall).toBe('30');
  });
});

describe('store', () => {
  /** A repayment complaint about the first Indonesian order, with no image, saying `problemDetail`. */
  const saveComplaint = (problemDetail: string) =>
    complaintsApi.save({ problemType: '2', problemSonType: '', problemDetail, problemImage: '', orderNo: seedOrders('ID')[0]?.orderNo ?? '' });

  test('resetDb restores the seed and clears the request log', async () => {
    await saveComplaint('Tolong');
    await complaintsApi.uploadImage(new Blob([new Uint8Array([1])], { type: 'image/png' }), 'a.png');
    expect(db.complaints()).toHaveLength(seed.complaints.length + 1);
    expect(db.requests.length).toBe(2);

    resetDb();
    expect(db.complaints().map((c) => c.id)).toEqual(seed.complaints.map((c) => c.id));
    expect(db.files()).toEqual([]);
    expect(db.requests).toEqual([]);
  });

  test('the seed has every §4 status in both markets with amounts inside each market range', () => {
    const statuses = ['21', '151', '174', '180', '110', '200', '170', '3', '4', '5'];
    expect(seedOrders('IN').map((o) => o.status).sort()).toEqual([...statuses].sort());
    expect(seedOrders('ID').map((o) => o.status).sort()).toEqual([...statuses].sort());
    // Integer hundredths (paise, sen): §1's ranges are ₹2,000-80,000 and Rp1.000.000-15.000.000.
    for (const o of [...seedOrders('IN'), ...seedOrders('ID')]) expect(Number.isSafeInteger(o.amount)).toBe(true);
    for (const o of seedOrders('IN')) expect(o.amount).toBeGreaterThanOrEqual(200_000);
    for (const o of seedOrders('IN')) expect(o.amount).toBeLessThanOrEqual(8_000_000);
    for (const o of seedOrders('ID')) expect(o.amount).toBeGreaterThanOrEqual(100_000_000);
    for (const o of seedOrders('ID')) expect(o.amount).toBeLessThanOrEqual(1_500_000_000);
  });

  test('persist saves every change and a reloaded store starts from the saved copy', async () => {
    const storage = window.sessionStorage;
    const stop = db.persist(storage, 'test-db');
    try {
      await saveComplaint('Tersimpan');
      expect(storage.getItem('test-db')).toContain('Tersimpan');

      vi.resetModules();
      const reloaded = await import('@mocks/db');
      const stopReloaded = reloaded.db.persist(storage, 'test-db');
      expect(reloaded.db.complaints()[0]?.content).toBe('Tersimpan');
      stopReloaded();

      storage.setItem('test-db', JSON.stringify({ version: -1 }));
      vi.resetModules();
      const stale = await import('@mocks/db');
      const stopStale = stale.db.persist(storage, 'test-db');
      expect(stale.db.complaints()).toHaveLength(seed.complaints.length);
      stopStale();
    } finally {
      stop();
      storage.removeItem('test-db');
    }
  });

  test('the browser latency delays answers; none by default', async () => {
    const started = performance.now();
    await complaintsApi.contact();
    expect(performance.now() - started).toBeLessThan(200);
    setLatency([250, 250]);
    try {
      const slow = performance.now();
      await complaintsApi.contact();
      expect(performance.now() - slow).toBeGreaterThanOrEqual(240);
    } finally {
      setLatency(null);
    }
  });
});

describe('variants', () => {
  test('isNeedPop 1 answers India data in English with rupees; anything else Indonesia', async () => {
    refreshSession('?isNeedPop=1');
    const india = await complaintsApi.init({});
    if (!india.success) throw new Error('init failed');
    expect(db.requests.at(-1)?.query.isNeedPop).toBe('1');
    expect(india.data.orderDetail?.orderNo).toMatch(/^IN/);
    expect(india.data.problemType[0]?.title).toBe('Collection');
    expect(india.data.orderDetail?.list[0]?.value).toMatch(/^₹[\d,]+\.\d\d$/);
    const products = await call('POST', paths.service('/v3/product/recommend-product-list'), { scene: 'home' });
    expect(products.data[0].amountRange).toBe('₹2,000.00 - ₹50,000.00');

    refreshSession('?isNeedPop=0');
    const indonesia = await complaintsApi.init({});
    if (!indonesia.success) throw new Error('init failed');
    expect(indonesia.data.orderDetail?.orderNo).toMatch(/^ID/);
    expect(indonesia.data.problemType[0]?.title).toBe('Penagihan');
    expect(indonesia.data.orderDetail?.list[0]?.value).toMatch(/^Rp[\d.]+,\d\d$/);
  });

  test('a complaint filed in one market does not show in the other', async () => {
    refreshSession('?isNeedPop=1');
    const order = seedOrders('IN').find((o) => o.isShow === '1');
    await complaintsApi.save({
      problemType: '1',
      problemSonType: '1',
      problemDetail: 'Rude agent',
      problemImage: '',
      orderNo: order?.orderNo ?? '',
    });
    expect(db.complaints('IN')[0]?.content).toBe('Rude agent');
    refreshSession('');
    const list = await complaintsApi.list();
    expect(list.success && list.data.tabs[0]?.list.some((c) => c.content === 'Rude agent')).toBe(false);
  });
});

describe('unknown endpoints', () => {
  test('are not handled: the call fails as a network error', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(call('POST', paths.app('/no-such-endpoint'))).rejects.toMatchObject({
      name: 'ApiError',
      kind: 'network',
    } satisfies Partial<ApiError>);
    expect(db.requests).toEqual([]);
    expect(error.mock.calls.flat().join(' ')).toContain('/no-such-endpoint');
  });
});

describe('chatbot', () => {
  test('four top categories, their questions with answers, one handing over to support', async () => {
    refreshSession('?isNeedPop=1');
    const top = await call('GET', paths.app('/h5-api/v3/user-problem/get-qa-list'), { orderNo: 'IN2406000001', pid: 0 });
    expect(db.requests.at(-1)?.query).toMatchObject({ pid: '0', orderNo: 'IN2406000001', isNeedPop: '1' });
    expect(top.data.answerList).toHaveLength(4);
    expect(top.data.answerList[1]).toMatchObject({ title_local: 'Repayment', title_local_alias: 'Repay' });

    const repay = await call('GET', paths.app('/h5-api/v3/user-problem/get-qa-list'), { pid: top.data.answerList[1].id });
    const questions = repay.data.answerList as { id: string; action_type: number; answers: unknown[] }[];
    expect(questions.some((q) => q.action_type === 4)).toBe(true);
    expect(questions[0]?.answers.length).toBeGreaterThan(0);

    const rejected = await call('GET', paths.app('/h5-api/v3/user-problem/get-qa-list'), { pid: '113' });
    expect(rejected.data.question.title_local).toBe('My application was rejected');
    expect(rejected.data.answerList).toHaveLength(2);
  });

  test('qa-record stores the record and answers the bot text', async () => {
    const url = paths.app('/h5-api/v3/user-problem/qa-record');
    const notSolved = await call('POST', url, { orderNo: 'ID2406000001', type: 2, value: 0, qaId: '221' });
    expect(notSolved.data.text).toBe('Maaf jawaban ini belum membantu. Tim CS kami siap membantu Anda.');
    const low = await call('POST', url, { orderNo: 'ID2406000001', type: 3, value: 2, qaId: '221' });
    expect(low.data.text).toContain('Terima kasih');
    const high = await call('POST', url, { orderNo: 'ID2406000001', type: 3, value: 5, qaId: '221' });
    expect(high.data.text).toBe('');
    const free = await call('POST', url, { orderNo: 'ID2406000001', type: 4, value: 'cara menutup akun', qaId: '' });
    expect(free.data.text).toContain('Pengaturan');
    expect(db.qaRecords()).toHaveLength(4);
    expect(db.qaRecords()[0]).toEqual({ market: 'ID', orderNo: 'ID2406000001', type: '2', value: '0', qaId: '221' });
  });

  test('the new page init lists the four categories as problem types', async () => {
    const init = await call('POST', paths.app('/h5-api/v3/user-problem/problem-init'), { orderNo: 'ID2406000004' });
    expect(init.data.problemType.map((t: { title: string }) => t.title)).toEqual([
      'Pengajuan Pinjaman',
      'Pembayaran',
      'Akun',
      'Penagihan',
    ]);
    expect(init.data.orderDetail.orderNo).toBe('ID2406000004');
  });
});

describe('card repayment', () => {
  const way = (orderId: string) => call('POST', `${paths.cardRepay('repayment-way')}?orderId=${orderId}`);

  test('needValid 1 card asks for the SMS code; 123456 pays, another code is 800006, a second confirm 800005', async () => {
    const order = seedOrders('ID').find((o) => o.status === '174');
    const orderId = order?.orderId ?? '';
    const { data } = await way(orderId);
    expect(db.requests.at(-1)?.query.orderId).toBe(orderId);
    expect(data.bankCards).toHaveLength(2);
    const card = data.bankCards.find((c: { bankCode: string }) => c.bankCode === 'BCA');
    /** The payment with this card as the page commits it; `sendMsg` 1 asks a new code for it. */
    const pay = (sendMsg: 0 | 1) =>
      call('POST', paths.cardRepay('repayment-commit'), {
        amount: data.amount,
        bankName: card.bankName,
        cardId: card.id,
        cardNo: card.cardNo,
        couponId: '',
        orderId,
        repayToken: data.repayToken,
        bankCode: card.bankCode,
        sendMsg,
      });
    const commit = await pay(0);
    expect(commit.data.needValid).toBe(1);
    // A new code for the same payment (sendMsg 1) answers the same record: no second payment.
    const again = await pay(1);
    expect(again.data).toEqual({ needValid: 1, repayRecordId: commit.data.repayRecordId });
    expect(db.repayRecords().filter((r) => r.orderId === orderId)).toHaveLength(1);
    const confirm = (verifyCode: string) =>
      call('POST', paths.cardRepay('repayment-confirm'), {
        orderId,
        verifyCode,
        repaymentRecordId: commit.data.repayRecordId,
      });
    expect(await confirm('654321')).toMatchObject({ success: false, code: '800006' });
    expect(db.order('ID', orderId)?.status).toBe('174');
    expect((await confirm('123456')).success).toBe(true);
    expect(db.order('ID', orderId)?.status).toBe('200');
    expect(await confirm('123456')).toMatchObject({ success: false, code: '800005' });
  });

  test('needValid 0 card pays at once; a stale token or no card is refused', async () => {
    const order = seedOrders('ID').find((o) => o.status === '180');
    const orderId = order?.orderId ?? '';
    const { data } = await way(orderId);
    const card = data.bankCards.find((c: { bankCode: string }) => c.bankCode === 'MANDIRI');
    const payload = { amount: data.amount, cardId: card.id, orderId, repayToken: data.repayToken, sendMsg: 0 };
    expect((await call('POST', paths.cardRepay('repayment-commit'), { ...payload, repayToken: 'old' })).success).toBe(false);
    expect((await call('POST', paths.cardRepay('repayment-commit'), { ...payload, cardId: '' })).success).toBe(false);
    const commit = await call('POST', paths.cardRepay('repayment-commit'), payload);
    expect(commit.data.needValid).toBe(0);
    expect(db.order('ID', orderId)?.status).toBe('200');
    expect((await way(orderId)).success).toBe(false);
  });

  test('the wallet redirect answers an in-app link with the device parameters', async () => {
    refreshSession('?isNeedPop=1&token=t1');
    const order = seedOrders('IN').find((o) => o.status === '3');
    const result = await call('POST', paths.cardRepay('repayment-huichao'), {
      userId: 'u1',
      orderId: order?.orderId ?? '',
      amount: '627300',
    });
    const url = new URL(result.data.url);
    expect(url.pathname).toBe('/loanDetails');
    expect(url.searchParams.get('isNeedPop')).toBe('1');
    expect(url.searchParams.get('token')).toBe('t1');
    expect(db.order('IN', order?.orderId ?? '')?.status).toBe('170');
  });

  test('amounts are integer hundredths: anything else is refused, never guessed', async () => {
    const order = seedOrders('IN').find((o) => o.status === '3');
    const orderId = order?.orderId ?? '';
    refreshSession('?isNeedPop=1');
    const { data } = await way(orderId);
    expect(data.amount).toBe(627300);
    const card = data.bankCards.find((c: { bankCode: string }) => c.bankCode === 'SBIN');
    const pay = (amount: string) =>
      call('POST', paths.cardRepay('repayment-commit'), { amount, cardId: card.id, orderId, repayToken: data.repayToken, sendMsg: 0 });
    for (const bad of ['6,273.00', '6273.00', '62 7300', '-627300', 'abc', '']) expect((await pay(bad)).success).toBe(false);
    expect((await pay('627301')).message).toBe('The amount is more than you owe (₹6,273.00)');
    expect(db.repayRecords()).toEqual([]);
  });

  test('a partial payment lowers what is due; the loan is repaid only when nothing is left', async () => {
    const order = seedOrders('IN').find((o) => o.status === '174');
    const orderId = order?.orderId ?? '';
    refreshSession('?isNeedPop=1');
    const first = await way(orderId);
    expect(first.data.amount).toBe(2144000);
    const card = first.data.bankCards.find((c: { bankCode: string }) => c.bankCode === 'SBIN');
    const pay = (amount: string, repayToken: string) =>
      call('POST', paths.cardRepay('repayment-commit'), { amount, cardId: card.id, orderId, repayToken, sendMsg: 0 });
    expect((await pay('1072000', first.data.repayToken)).success).toBe(true);
    expect(db.order('IN', orderId)?.status).toBe('5');
    const second = await way(orderId);
    expect(second.data.amount).toBe(1072000);
    const plan = await call('POST', paths.app('/v3/installment/loan-play-detail'), { productId: order?.productId ?? '', orderId });
    expect(plan.data.repayPlanDetail.repayWaitDetail.map((p: { periodNo: number }) => p.periodNo)).toEqual([3]);
    expect((await pay('72000', second.data.repayToken)).success).toBe(true);
    const third = await way(orderId);
    expect(third.data.amount).toBe(1000000);
    const partly = await call('POST', paths.app('/v3/installment/loan-play-detail'), { productId: order?.productId ?? '', orderId });
    expect(partly.data.repayPlanDetail.repayWaitDetail[0]).toMatchObject({ periodNo: 3, totalAmount: 1000000, showAmount: '₹10,000.00' });
    expect((await pay('1000000', third.data.repayToken)).success).toBe(true);
    expect(db.order('IN', orderId)?.status).toBe('200');
  });
});

describe('promotion', () => {
  /** A fresh sid and the letters of its picture. */
  async function captcha() {
    const sidAnswer = await call('GET', paths.promotion('/promotion/get-sid'), undefined, 'zero');
    expect(sidAnswer.code).toBe('0');
    const sid: string = sidAnswer.data.sid;
    return { sid, shown: db.captcha(sid) ?? '' };
  }

  test('template, captcha and registration codes of §7, India: the 10-digit number, as written or as sent', async () => {
    refreshSession('?isNeedPop=1');
    const template = await call('GET', paths.promotion('/service/channel/channel-template'), { templateId: '1001' });
    expect(template.data.id).toBe('1001');
    expect((await call('GET', paths.promotion('/service/channel/channel-template'), { templateId: '9' })).success).toBe(false);

    const { sid, shown } = await captcha();
    expect(CAPTCHA_CODES).toContain(shown);
    const image = await fetch(absolute(`${endpoints.captchaImage}?sid=${sid}&t=1`));
    expect(image.headers.get('content-type')).toBe('image/svg+xml');
    expect((await image.text()).replace(/<[^>]+>/g, '')).toContain([...shown].join(''));

    const sms = (phone: string, capcode: string) =>
      call('POST', paths.promotion('/promotion/get-sms'), { phone, capcode, sid, deviceId: 'd' }, 'zero');
    // Not an Indian mobile number: refused with the form it expects, in English.
    for (const wrong of ['13912345678', '5845031742', '081234567890']) {
      expect(await sms(wrong, shown)).toMatchObject({ code: '1', message: 'Enter a 10-digit mobile number, e.g. 98450 31742' });
    }
    expect((await sms('9845031742', 'ZZZZ')).code).toBe('101');
    expect(REGISTERED_PHONES.IN).toBe('9876543210');
    expect((await sms('9876543210', shown)).code).toBe('11');
    expect((await sms('+91 98765-43210', shown)).code).toBe('11');
    expect((await sms('9845031742', shown.toLowerCase())).code).toBe('0');
    expect(db.smsSentTo()).toEqual(['9845031742']);

    const register = (phone: string, capcode: string, smsCode: string) =>
      call(
        'POST',
        paths.promotion('/promotion/register'),
        { phone, capcode, sid, smsCode, merchantNumber: 0, userName: phone, id: '1001' },
        'zero',
      );
    expect((await register('9845031742', 'ZZZZ', '123456')).code).toBe('-1');
    expect((await register('9876543210', shown, '123456')).code).toBe('11');
    expect((await register('9845031742', shown, '000000')).success).toBe(false);
    expect((await register('98450 31742', shown, '123456')).code).toBe('0');
    // Kept in the form the page sends: the number is the same however it is written.
    expect(db.isRegistered('9845031742')).toBe(true);
    expect((await register('+91 98450-31742', shown, '123456')).code).toBe('11');
  });

  test('registration, Indonesia: 08... or +62 8..., kept in the 08... form', async () => {
    refreshSession('?isNeedPop=0');
    const { sid, shown } = await captcha();
    const sms = (phone: string) => call('POST', paths.promotion('/promotion/get-sms'), { phone, capcode: shown, sid, deviceId: 'd' }, 'zero');
    for (const wrong of ['9845031742', '13912345678', '0712-3456-7890']) {
      expect(await sms(wrong)).toMatchObject({ code: '1', message: 'Masukkan nomor HP diawali 08, contoh 0812-3456-7890' });
    }
    expect(REGISTERED_PHONES.ID).toBe('081298765432');
    expect((await sms('+62 812-9876-5432')).code).toBe('11');
    expect((await sms('0812-3456-7890')).code).toBe('0');
    const register = (phone: string) =>
      call('POST', paths.promotion('/promotion/register'), { phone, capcode: shown, sid, smsCode: '123456', userName: phone, id: '1001' }, 'zero');
    expect((await register('081298765432')).code).toBe('11');
    expect((await register('081234567890')).code).toBe('0');
    expect(db.isRegistered('081234567890')).toBe(true);
    expect((await register('+62 812 3456 7890')).code).toBe('11');
  });

  test('tracking calls are answered and logged', async () => {
    const visit = await call('GET', paths.promotion('/promotion/track-visit'), { page_id: '1001', page_type: 1 }, 'zero');
    expect(visit.success).toBe(true);
    expect(db.requests.at(-1)?.query).toMatchObject({ page_id: '1001', page_type: '1' });
    expect((await call('GET', paths.promotion('/promotion/track-click'), { phone: '1' }, 'zero')).success).toBe(true);
  });
});

describe('recommended products and joint login', () => {
  test('the list has a disabled card; applying to it fails, to an active one answers its link', async () => {
    const list = await call('POST', paths.service('/v3/product/recommend-product-list'), { scene: 'banner_fudai' });
    expect(db.requests.at(-1)?.body).toEqual({ scene: 'banner_fudai' });
    const disabled = list.data.find((p: { buttonStatus: string }) => p.buttonStatus === '0');
    const active = list.data.find((p: { buttonStatus: string }) => p.buttonStatus === '1');
    expect(disabled).toBeDefined();
    const apply = (id: string) =>
      call('POST', paths.service('/v3/product/apply'), { product_id: id, module_id: 302, scene: 'banner_fudai' });
    expect(await apply(disabled.id)).toMatchObject({ success: false });
    expect((await apply(active.id)).data.url).toMatch(/^https:\/\//);

    await call('POST', paths.service('/pageEvent/save'), { productId: active.id, moduleId: 302, positionId: 0 });
    expect(db.events()).toEqual([{ market: 'ID', productId: active.id, moduleId: '302', positionId: '0' }]);
  });

  test('stand posts answer notice, alternative products and an apply link', async () => {
    expect((await call('POST', paths.service('/stand/targeted'))).data.notice).toBe('Login gagal');
    expect((await call('POST', paths.service('/stand/necessity'))).data.list).toHaveLength(4);
    expect((await call('POST', paths.service('/stand/joint'), { product_id: '201' })).data.url).toContain('danakilat');
  });
});

describe('repayment and loan', () => {
  test('virtual account: bank list, market list, generated account with steps', async () => {
    const order = seedOrders('ID').find((o) => o.status === '174');
    const base = { productId: order?.productId ?? '', orderId: order?.orderId ?? '' };
    const banks = await call('POST', paths.app('/v3/loan-details/init-pay-type'), { ...base, pay_type: 1 });
    expect(banks.data[0]).toEqual({ bankName: 'BCA', method: ['ATM', 'MobileBank', 'InternetBank'] });
    const markets = await call('POST', paths.app('/v3/loan-details/init-pay-type'), { ...base, pay_type: 2 });
    expect(markets.data).toEqual(['ALFAMART', 'INDOMARET']);

    const vcode = (fields: Record<string, string | number>) =>
      call('POST', paths.app('/v3/loan-details/generate-vcode'), { ...base, ...fields });
    const bri = await vcode({ amount: '200000000', payCode: 'BRI', pay_type: 1, is_default: 0, is_display: 0, specific_num: 'ATM' });
    expect(bri.data).toMatchObject({ amount: '200000000', payType: '1', payCode: 'BRI', specificNum: 'ATM' });
    expect(bri.data.payStep[0].step.join(' ')).toContain('Rp2.000.000,00');
    expect(bri.data.cardNo).toHaveLength(16);
    expect(bri.data.payStep).toHaveLength(1);
    expect(bri.data.payStep[0].step.join(' ')).toContain(bri.data.cardNo);
    for (const bad of ['2.000.000', '2000000,00', '-5', 'x']) {
      expect(await vcode({ amount: bad, payCode: 'BRI', pay_type: 1, is_default: 0, is_display: 0, specific_num: 'ATM' })).toMatchObject({ success: false });
    }
    const cimb = await vcode({ amount: '200000000', payCode: 'CIMB', pay_type: 1, is_default: 0, is_display: 0, specific_num: '' });
    expect(cimb.data).toMatchObject({ payCode: 'CIMB', specificNum: '' });
    expect(cimb.data.payStep).toHaveLength(1);
    const alfa = await vcode({ amount: '200000000', payCode: 'ALFAMART', pay_type: 2, is_default: 0, is_display: 0 });
    expect(alfa.data.payStep.every((s: unknown) => typeof s === 'string')).toBe(true);
    const byDefault = await vcode({ amount: '', payCode: '', pay_type: '', is_default: 1, is_display: 0 });
    expect(byDefault.data).toMatchObject({ payType: '1', payCode: 'BCA', amount: '482400000' });
    expect(byDefault.data.payStep).toHaveLength(3);
  });

  test("India's server lists Indian banks and no mini market", async () => {
    refreshSession('?isNeedPop=1');
    const order = seedOrders('IN').find((o) => o.status === '174');
    const base = { productId: order?.productId ?? '', orderId: order?.orderId ?? '' };
    const banks = await call('POST', paths.app('/v3/loan-details/init-pay-type'), { ...base, pay_type: 1 });
    expect(banks.data.map((b: { bankName: string }) => b.bankName)).toEqual(['SBI', 'HDFC', 'ICICI', 'AXIS', 'KOTAK']);
    const markets = await call('POST', paths.app('/v3/loan-details/init-pay-type'), { ...base, pay_type: 2 });
    expect(markets.data).toEqual([]);
    const byDefault = await call('POST', paths.app('/v3/loan-details/generate-vcode'), { ...base, amount: '', is_default: 1 });
    expect(byDefault.data).toMatchObject({ payType: '1', payCode: 'SBI', amount: '2144000' });
    expect(byDefault.data.payStep[0].step.join(' ')).toContain('₹21,440.00');
  });

  test('installment plan: pending periods, paid periods, first pending clickable', async () => {
    const order = seedOrders('ID').find((o) => o.status === '5');
    const plan = await call('GET', paths.app('/v3/installment/loan-play-detail'), {
      productId: order?.productId ?? '',
      orderId: order?.orderId ?? '',
    });
    const { repayWaitDetail, repayYetDetail } = plan.data.repayPlanDetail;
    expect(plan.data.repayWaitCount).toBe(2);
    expect(repayWaitDetail.map((p: { periodNo: number }) => p.periodNo)).toEqual([3, 4]);
    expect(repayYetDetail.map((p: { periodNo: number }) => p.periodNo)).toEqual([1, 2]);
    expect(repayWaitDetail[0].canClick).toBe(1);
    expect(repayYetDetail[0].canClick).toBe(0);
  });

  test('delay detail has hidden lines; orders without the delay flag are refused', async () => {
    const order = seedOrders('IN').find((o) => o.isDelay === '1');
    refreshSession('?isNeedPop=1');
    const delay = await call('POST', paths.app('/v3/loan-details/delay-detail'), { orderId: order?.orderId ?? '' });
    expect(Number.isSafeInteger(delay.data.delayShouldPayAmount)).toBe(true);
    const lines = delay.data.orderDetail.detail as { text: string; value: string }[];
    expect(lines.map((l) => l.value)).toEqual(expect.arrayContaining(['']));
    // The current due date and what is owed stand beside the new due date.
    expect(lines.find((l) => l.text === 'Current due date')?.value).toBe(order?.dueDate);
    expect(lines.find((l) => l.text === 'Amount owed now')?.value).toMatch(/^₹[\d,]+\.\d\d$/);
    expect(lines.find((l) => l.text === 'New due date')?.value).toBe(delay.data.delayExpiryTime);
    const other = seedOrders('IN').find((o) => o.isDelay === '0');
    expect((await call('GET', paths.app('/v3/loan-details/delay-detail'), { orderId: other?.orderId ?? '' })).success).toBe(false);
  });

  test('loan confirm, push and details: the new order is readable by its lendDetailsUrl', async () => {
    const confirm = await call('POST', paths.app('/v3/loan-confirm/loan-detail-confirm'), { productId: '201' });
    expect(confirm.data).toMatchObject({ productName: 'DanaKilat', isPopType: '1', termUnit: '1' });
    expect(confirm.data.repay_plans).toHaveLength(1);
    expect(new URL(confirm.data.popAgreementUrl).pathname).toBe('/loanAgreement');

    const contracts = await call('POST', paths.app('/v3/contract/contract'), { productId: '201', scene: 3 });
    expect(contracts.data.map((c: { title: string }) => c.title)).toEqual(['Perjanjian Pinjaman', 'Kebijakan Privasi']);
    const jump = await call('POST', paths.app('/v3/contract/contract-jump'), { productId: '201', scene: 3, position: 1, orderId: '' });
    expect(new URL(jump.data.contract_url).searchParams.get('contractId')).toBe('912');
    expect((await call('POST', paths.app('/v3/contract/contract'), { productId: '203', scene: 3 })).data).toEqual([]);

    const push = await call('POST', paths.app('/v3/loan-confirm/loan-detail-push'), {
      amount: confirm.data.amount,
      periods: confirm.data.periods,
      termUnit: confirm.data.termUnit,
      productId: '201',
    });
    const target = new URL(push.data.lendDetailsUrl);
    expect(target.pathname).toBe('/loanDetails');
    const details = await call('POST', endpoints.loanDetails, {
      productId: target.searchParams.get('productId') ?? '',
      orderId: target.searchParams.get('orderId') ?? '',
    });
    expect(details.data).toMatchObject({ orderStatus: '21', productName: 'DanaKilat', noticeStatusText: 'Sedang ditinjau' });
    expect(
      (await call('POST', paths.app('/v3/loan-confirm/loan-detail-push'), { amount: '1', productId: '201' })).success,
    ).toBe(false);
  });

  test('loan details answer every seeded status; product-jump and google-score work', async () => {
    for (const order of seedOrders('ID')) {
      const details = await call('POST', endpoints.loanDetails, { productId: order.productId, orderId: order.orderId });
      expect(details.data.orderStatus).toBe(order.status);
      expect(details.data.userOrderDetail.detail.length).toBeGreaterThan(0);
    }
    const repaid = seedOrders('ID').find((o) => o.status === '200');
    const before = await call('POST', endpoints.loanDetails, { orderId: repaid?.orderId ?? '' });
    expect(before.data.isScore).toBe('1');
    const disabledTarget = before.data.recProducts.find((p: { globally: string }) => p.globally === '0');
    expect(disabledTarget).toBeDefined();

    const jump = await call('POST', endpoints.productJump, { module: 30, position: 0, target: '204' });
    expect(jump.data.url).toMatch(/^https:\/\//);
    expect((await call('POST', endpoints.productJump, { module: 30, position: 0, target: disabledTarget.targetId })).success).toBe(false);

    expect((await call('POST', endpoints.googleScore, { score: 5 })).success).toBe(true);
    expect(db.appRatings()).toEqual([{ market: 'ID', score: 5 }]);
    const after = await call('POST', endpoints.loanDetails, { orderId: repaid?.orderId ?? '' });
    expect(after.data.isScore).toBe('0');

    const external = seedOrders('ID').find((o) => o.h5Url !== '');
    const withUrl = await call('POST', endpoints.loanDetails, { orderId: external?.orderId ?? '' });
    expect(new URL(withUrl.data.h5Url).pathname).toBe('/that');
  });
});

describe('card repayment demo outcomes (?demo= in the page address)', () => {
  const WAY = paths.cardRepay('repayment-way');
  /** The page address the handlers read, as a demo visitor would open it. */
  const openWith = (flags: string) => window.history.replaceState(null, '', `/cardRepay?isNeedPop=1&demo=${flags}`);
  const way = () => call('POST', `${WAY}?orderId=1003`);

  beforeEach(() => refreshSession('?isNeedPop=1'));

  it('answers the cards without a flag', async () => {
    const result = await way();
    expect(result.success).toBe(true);
    expect((result.data as { bankCards: unknown[] }).bankCards).toHaveLength(2);
  });

  it.each([
    ['cardListRefused', { success: false, code: '01', message: 'Bank card service is busy, please try later' }],
    ['cardListNoMessage', { success: false, code: '01', message: '' }],
  ] as const)('%s', async (flag, expected) => {
    openWith(flag);
    expect(await way()).toMatchObject(expected);
  });

  it('cardListDown drops the connection', async () => {
    openWith('cardListDown');
    await expect(way()).rejects.toMatchObject({ kind: 'network' });
  });

  it('keeps the flags as the app moves to addresses without them, until `demo=` turns them off', async () => {
    openWith('cardListRefused');
    await way();
    window.history.replaceState(null, '', '/cardRepay?isNeedPop=1&cardId=31');
    expect(await way()).toMatchObject({ success: false, code: '01' });
    window.history.replaceState(null, '', '/cardRepay?isNeedPop=1&demo=');
    expect((await way()).success).toBe(true);
  });

  it('noCards answers no card and no wallet', async () => {
    openWith('noCards');
    expect((await way()).data).toMatchObject({ alipay: '0', bankCards: [] });
  });

  it('commitRefused, commitLost and the confirm and wallet outcomes', async () => {
    openWith('commitLost,confirmFailed,walletUnsafe');
    const repayToken = ((await way()).data as { repayToken: string }).repayToken;
    const commit = { amount: '5250', bankName: 'HDFC Bank', cardId: '31', cardNo: 'x', couponId: '', orderId: '1003', repayToken, bankCode: 'HDFC', sendMsg: '0' };
    await expect(call('POST', paths.cardRepay('repayment-commit'), commit)).rejects.toMatchObject({ kind: 'network' });
    // The payment was taken all the same.
    const record = db.repayRecords().find((r) => r.orderId === '1003')!;
    expect(record.status).toBe('pending');
    const confirm = await call('POST', paths.cardRepay('repayment-confirm'), { orderId: '1003', verifyCode: '123456', repaymentRecordId: record.id });
    expect(confirm).toMatchObject({ success: false, code: '01', message: 'The bank did not answer, please try again' });
    const wallet = await call('POST', paths.cardRepay('repayment-huichao'), { userId: '', orderId: '1003', amount: '5250' });
    expect(wallet.data).toEqual({ url: 'javascript:alert(document.cookie)' });

    openWith('commitRefused,confirmDuplicate,walletMissing');
    expect(await call('POST', paths.cardRepay('repayment-commit'), commit)).toMatchObject({ success: false, message: 'Your bank declined this card' });
    const duplicate = await call('POST', paths.cardRepay('repayment-confirm'), { orderId: '1003', verifyCode: '123456', repaymentRecordId: record.id });
    expect(duplicate.code).toBe('800005');
    expect((await call('POST', paths.cardRepay('repayment-huichao'), { userId: '', orderId: '1003', amount: '5250' })).data).toEqual({ url: '' });
  });
});
