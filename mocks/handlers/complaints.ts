import { HttpResponse } from 'msw';
import { paths } from '@/config';
import { db, type Complaint, type Market, type Order, type QaNode } from '../db';
import { demoFlag } from '../demo';
import { orderCardLines, STATUS_TEXT, ymdhms } from '../domain';
import { any, BAD_PARAMS, fail, get, NOT_FOUND, ok, post, type Call } from '../respond';

/** Complaints and help (§7): complaint filing, list, details, rating, the chatbot and uploads. */

const MAX_TEXT = 200;
const MAX_IMAGES = 9;
const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** Where uploaded images are served from (GET answers the stored bytes). */
export const FILES_PATH = paths.app('/demo-files/');

const COPY = {
  orderMissing: { IN: 'Order not found', ID: 'Pesanan tidak ditemukan' },
  collectionRefused: {
    IN: 'The selected order does not support sending collection types',
    ID: 'Pesanan yang dipilih tidak mendukung jenis penagihan',
  },
  emptyText: { IN: 'Please fill in your comments and suggestions', ID: 'Silakan isi keluhan dan saran Anda' },
  tooLong: { IN: 'The description is limited to 200 characters', ID: 'Deskripsi maksimal 200 karakter' },
  tooManyImages: { IN: 'At most 9 images', ID: 'Maksimal 9 gambar' },
  notImage: { IN: 'Please choose an image', ID: 'Silakan pilih gambar' },
  tooBig: { IN: 'The image is larger than 10 MB', ID: 'Ukuran gambar lebih dari 10 MB' },
  badScore: { IN: 'Please choose a star rating', ID: 'Silakan pilih' },
  alreadyRated: { IN: 'This complaint has already been rated', ID: 'Keluhan ini sudah dinilai' },
  notAnswered: { IN: 'This complaint has no reply to rate yet', ID: 'Keluhan ini belum dibalas' },
  greeting: {
    IN: 'Hi, I am your loan assistant. Pick a topic below or type your question.',
    ID: 'Halo, saya asisten pinjaman Anda. Pilih topik di bawah atau ketik pertanyaan Anda.',
  },
  thanks: {
    IN: 'Thank you for your feedback, we will keep improving.',
    ID: 'Terima kasih atas ulasan Anda, kami akan terus berbenah.',
  },
  noMatch: {
    IN: 'I could not find an answer to that. Tap "Hubungi CS" and our team will help you.',
    ID: 'Maaf, jawaban belum ditemukan. Tekan "Hubungi CS" dan tim kami akan membantu Anda.',
  },
  tabs: { IN: ['All', 'Processing', 'Processed'], ID: ['Semua', 'Diproses', 'Selesai'] },
} as const;

function orderCard(order: Order) {
  return {
    orderNo: order.orderNo,
    productLogo: db.product(order.market, order.productId)?.logo ?? '',
    productName: db.product(order.market, order.productId)?.name ?? '',
    status: STATUS_TEXT[order.status][order.market],
    list: orderCardLines(order),
    isShow: order.isShow,
  };
}

/** The order asked for (orderNo or orderId), else the user's first order. */
function chosenOrder(call: Call): Order | undefined | null {
  const key = call.body.orderNo || call.body.orderId || '';
  if (key === '') return db.orders(call.market)[0];
  return db.order(call.market, key) ?? null;
}

const isProcessing = (c: Complaint) => c.disposeDetail === '' && c.disposeImages.length === 0;

/**
 * What problem-detail says of rating: a complaint is offered for rating only once it has a reply
 * to rate; one still being processed answers '0' (nothing to rate) even while it is unrated.
 */
const ratingFlag = (c: Complaint) => (c.isScore === '1' && !isProcessing(c) ? '1' : '0');

function typeTitle(market: Market, value: string): string {
  return db.problemTypes(market).find((t) => t.value === value)?.title ?? '';
}

function sonTypeTitle(market: Market, value: string): string {
  return db.problemSonTypes(market).find((t) => t.value === value)?.title ?? '';
}

function qaView(node: QaNode) {
  const { market: _market, ...view } = node;
  return view;
}

function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 3);
}

/** Free-text questions get the question whose title shares the most words with them. */
function bestMatch(market: Market, text: string): QaNode | undefined {
  const asked = new Set(words(text));
  let best: { node: QaNode; hits: number } | undefined;
  for (const node of db.snapshot().qaNodes) {
    if (node.market !== market || node.answers.length === 0) continue;
    const hits = words(node.title_local).filter((w) => asked.has(w)).length;
    if (hits > 0 && (!best || hits > best.hits)) best = { node, hits };
  }
  return best?.node;
}

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/svg+xml': 'svg',
};

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Logos, icons, sample photos and banners drawn on the fly, so the demo ships no image files. */
function art(label: string, color: string, shape: string): string {
  const safeColor = /^#[0-9a-f]{3,8}$/i.test(color) ? color : '#1f6feb';
  const [w, h, size] = shape === 'banner' ? [750, 300, 44] : shape === 'photo' ? [480, 360, 36] : [96, 96, 40];
  const body =
    shape === 'logo'
      ? `<rect width="96" height="96" rx="22" fill="${safeColor}"/>`
      : `<rect width="${w}" height="${h}" fill="${safeColor}"/><rect x="16" y="16" width="${w - 32}" height="${h - 32}" rx="12" fill="#fff" fill-opacity=".18"/>`;
  const textColor = '#fff';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}<text x="50%" y="50%" dy=".35em" text-anchor="middle" font-family="sans-serif" font-weight="700" font-size="${size}" fill="${textColor}">${escapeXml(label)}</text></svg>`;
}

export const complaintHandlers = [
  post(paths.app('/user-problem/problem-init'), (call) => {
    const order = chosenOrder(call);
    if (order === null) return fail(call, '01', COPY.orderMissing);
    return ok({
      problemType: db.problemTypes(call.market),
      problemSonType: db.problemSonTypes(call.market),
      orderDetail: order ? orderCard(order) : null,
      orderList: db.orders(call.market).map(orderCard),
      problemStatus: db.complaints(call.market).some(isProcessing) ? '1' : '0',
    });
  }),

  // The new (Indonesian-worded) page: the same order data, the four chatbot categories as types.
  post(paths.app('/h5-api/v3/user-problem/problem-init'), (call) => {
    const order = chosenOrder(call);
    if (order === null) return fail(call, '01', COPY.orderMissing);
    return ok({
      problemType: db.qaChildren(call.market, '0').map((n) => ({
        value: n.id,
        title: n.title_local,
        title_local_alias: n.title_local_alias,
        icon: n.icon,
      })),
      problemSonType: [],
      orderDetail: order ? orderCard(order) : null,
      orderList: db.orders(call.market).map(orderCard),
      problemStatus: db.complaints(call.market).some(isProcessing) ? '1' : '0',
    });
  }),

  get(paths.app('/h5-api/v3/user-problem/get-qa-list'), (call) => {
    const pid = call.query.pid || '0';
    if (pid === '0') {
      return ok({
        question: { id: '0', title_local: call.say(COPY.greeting), action_type: 1, answers: [], report_result: '' },
        answerList: db.qaChildren(call.market, '0').map(qaView),
      });
    }
    const node = db.qaNode(call.market, pid);
    if (!node) return fail(call, '01', NOT_FOUND);
    return ok({ question: qaView(node), answerList: db.qaChildren(call.market, pid).map(qaView) });
  }),

  post(paths.app('/h5-api/v3/user-problem/qa-record'), (call) => {
    const { orderNo = '', type = '', value = '', qaId = '' } = call.body;
    if (type === '1' && demoFlag('handoverRecordDown')) return HttpResponse.error();
    if (!['1', '2', '3', '4'].includes(type)) return fail(call, '01', BAD_PARAMS);
    db.addQaRecord({ market: call.market, orderNo, type, value, qaId });
    const node = db.qaNode(call.market, qaId);
    if (type === '3') {
      const score = Number(value);
      if (!Number.isInteger(score) || score < 1 || score > 5) return fail(call, '01', COPY.badScore);
      return ok({ text: score < 4 ? call.say(COPY.thanks) : '' });
    }
    if (type === '2') return ok({ text: value === '1' ? '' : (node?.report_result ?? '') });
    if (type === '4') {
      const match = bestMatch(call.market, value);
      return ok({
        text: match?.answers.map((a) => a.title_local).join('\n') ?? call.say(COPY.noMatch),
        qaId: match?.id ?? '',
      });
    }
    return ok({ text: '' });
  }),

  post(paths.app('/user-problem/upload-problem-img'), async (call) => {
    const file = call.files.problemImage;
    if (!file || !file.type.startsWith('image/')) return fail(call, '01', COPY.notImage);
    if (file.size > MAX_UPLOAD_BYTES) return fail(call, '01', COPY.tooBig);
    const saved = db.saveFile(new Uint8Array(await file.arrayBuffer()), file.name, file.type);
    return ok({ url: `${FILES_PATH}${saved.id}.${EXTENSIONS[file.type] ?? 'img'}` });
  }),

  get(`${FILES_PATH}:file`, (call) => {
    const name = String(call.params.file ?? '');
    if (name === 'art.svg') {
      const svg = art(call.query.label ?? '', call.query.color ?? '', call.query.shape ?? 'logo');
      return new HttpResponse(svg, { headers: { 'Content-Type': 'image/svg+xml' } });
    }
    const stored = db.file(name.split('.')[0] ?? '');
    if (!stored) return new HttpResponse(null, { status: 404 });
    return new HttpResponse(stored.bytes, { headers: { 'Content-Type': stored.type } });
  }),

  post(paths.app('/user-problem/problem-save'), (call) => {
    const { problemType = '', problemSonType = '', problemDetail = '', problemImage = '', orderNo = '' } = call.body;
    const order = db.order(call.market, orderNo);
    if (!order) return fail(call, '01', COPY.orderMissing);
    if (typeTitle(call.market, problemType) === '') return fail(call, '01', BAD_PARAMS);
    if (problemType === '1') {
      if (order.isShow !== '1') return fail(call, '01', COPY.collectionRefused);
      if (sonTypeTitle(call.market, problemSonType) === '') return fail(call, '01', BAD_PARAMS);
    }
    const content = problemDetail.trim();
    if (content === '') return fail(call, '01', COPY.emptyText);
    if ([...content].length > MAX_TEXT) return fail(call, '01', COPY.tooLong);
    const images = problemImage.split(',').filter((url) => url.trim() !== '');
    if (images.length > MAX_IMAGES) return fail(call, '01', COPY.tooManyImages);
    db.addComplaint({
      market: call.market,
      orderNo: order.orderNo,
      type: problemType,
      sonType: problemType === '1' ? problemSonType : '',
      content,
      images,
      disposeDetail: '',
      disposeImages: [],
      isScore: '1',
      score: null,
      time: ymdhms(new Date()),
    });
    return ok(null);
  }),

  post(paths.app('/user-problem/problem-list'), (call) => {
    const all = db.complaints(call.market);
    const item = (c: Complaint) => ({ id: c.id, time: c.time, type: typeTitle(c.market, c.type), content: c.content });
    const [allTitle, processing, processed] = COPY.tabs[call.market];
    return ok({
      tabs: [
        { title: allTitle, list: all.map(item) },
        { title: processing, list: all.filter(isProcessing).map(item) },
        { title: processed, list: all.filter((c) => !isProcessing(c)).map(item) },
      ],
    });
  }),

  post(paths.app('/user-problem/problem-detail'), (call) => {
    const complaint = db.complaint(call.market, call.body.problemId ?? '');
    if (!complaint) return fail(call, '01', NOT_FOUND);
    return ok({
      type: typeTitle(complaint.market, complaint.type),
      sonType: sonTypeTitle(complaint.market, complaint.sonType),
      problemId: complaint.id,
      content: complaint.content,
      images: complaint.images,
      disposeDetail: complaint.disposeDetail,
      disposeImages: complaint.disposeImages,
      isScore: ratingFlag(complaint),
    });
  }),

  post(paths.app('/user-problem/save-score'), (call) => {
    const complaint = db.complaint(call.market, call.body.problemId ?? '');
    if (!complaint) return fail(call, '01', NOT_FOUND);
    const score = Number(call.body.score);
    if (!Number.isInteger(score) || score < 1 || score > 5) return fail(call, '01', COPY.badScore);
    if (complaint.isScore !== '1') return fail(call, '01', COPY.alreadyRated);
    if (isProcessing(complaint)) return fail(call, '01', COPY.notAnswered);
    db.rateComplaint(complaint.id, score);
    return ok(null);
  }),

  any(paths.app('/v3/personal-center/contact-kf-info'), (call) => {
    const { email, smWa } = db.support(call.market);
    return ok({ email, smWa });
  }),
];
