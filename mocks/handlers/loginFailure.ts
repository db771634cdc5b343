import { paths } from '@/config';
import { db } from '../db';
import { ok, post, type Copy } from '../respond';
import { applyLink, productCard } from './products';

/** The joint-login failure page's three posts (§7). */

const COPY = {
  notice: { IN: 'Login failed', ID: 'Login gagal' },
  message: {
    IN: 'We could not sign you in to this partner. You can apply with one of these products instead.',
    ID: 'Kami tidak dapat memasukkan Anda ke mitra ini. Anda bisa mengajukan di produk berikut.',
  },
} as const satisfies Record<string, Copy>;

export const loginFailureHandlers = [
  post(paths.service('/stand/targeted'), (call) =>
    ok({ notice: call.say(COPY.notice), message: call.say(COPY.message) }),
  ),
  post(paths.service('/stand/necessity'), (call) =>
    ok({ list: db.products(call.market).map((p) => productCard(call.market, p)) }),
  ),
  post(paths.service('/stand/joint'), (call) =>
    applyLink(call, call.body.product_id || call.body.productId || ''),
  ),
];
