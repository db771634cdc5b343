import { paths } from '@/config';
import { db } from '../db';
import { ymdhms } from '../domain';
import { BAD_PARAMS, fail, ok, post } from '../respond';
import { ORDER_MISSING, sonTypeTitle, typeTitle } from './complaints';
import { FILES_PATH } from './files';

/** The complaint form (§7): its image uploads and the complaint it files. */

const MAX_TEXT = 200;
const MAX_IMAGES = 9;
const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

const COPY = {
  collectionRefused: {
    IN: 'The selected order does not support sending collection types',
    ID: 'Pesanan yang dipilih tidak mendukung jenis penagihan',
  },
  emptyText: { IN: 'Please fill in your comments and suggestions', ID: 'Silakan isi keluhan dan saran Anda' },
  tooLong: { IN: 'The description is limited to 200 characters', ID: 'Deskripsi maksimal 200 karakter' },
  tooManyImages: { IN: 'At most 9 images', ID: 'Maksimal 9 gambar' },
  notImage: { IN: 'Please choose an image', ID: 'Silakan pilih gambar' },
  tooBig: { IN: 'The image is larger than 10 MB', ID: 'Ukuran gambar lebih dari 10 MB' },
} as const;

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/svg+xml': 'svg',
};

export const complaintFormHandlers = [
  post(paths.app('/user-problem/upload-problem-img'), async (call) => {
    const file = call.files.problemImage;
    if (!file || !file.type.startsWith('image/')) return fail(call, '01', COPY.notImage);
    if (file.size > MAX_UPLOAD_BYTES) return fail(call, '01', COPY.tooBig);
    const saved = db.saveFile(new Uint8Array(await file.arrayBuffer()), file.name, file.type);
    return ok({ url: `${FILES_PATH}${saved.id}.${EXTENSIONS[file.type] ?? 'img'}` });
  }),

  post(paths.app('/user-problem/problem-save'), (call) => {
    const { problemType = '', problemSonType = '', problemDetail = '', problemImage = '', orderNo = '' } = call.body;
    const order = db.order(call.market, orderNo);
    if (!order) return fail(call, '01', ORDER_MISSING);
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
];
