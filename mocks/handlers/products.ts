import { paths } from '@/config';
import { db, type Market, type Product } from '../db';
import { money } from '../domain';
import { fail, NOT_FOUND, ok, post, type Call, type Copy } from '../respond';

/** Recommended products, page events, product apply (§7) and the joint-login-failure posts. */

const COPY = {
  full: {
    IN: 'This product is full today, please apply again tomorrow',
    ID: 'Pengajuan sudah penuh , Silahkan pengajuan kembali di besok hari',
  },
  rangeDes: { IN: 'Loan amount', ID: 'Jumlah pinjaman' },
  rate: { IN: 'per day', ID: 'per hari' },
  notice: { IN: 'Login failed', ID: 'Login gagal' },
  message: {
    IN: 'We could not sign you in to this partner. You can apply with one of these products instead.',
    ID: 'Kami tidak dapat memasukkan Anda ke mitra ini. Anda bisa mengajukan di produk berikut.',
  },
} as const satisfies Record<string, Copy>;

/** §3 recommended product. */
export function productCard(market: Market, p: Product) {
  return {
    id: p.id,
    productLogo: p.logo,
    productName: p.name,
    buttonStatus: p.buttonStatus,
    buttonText: p.buttonText,
    amountRange: `${money(market, p.minAmount)} - ${money(market, p.maxAmount)}`,
    amountRangeDes: COPY.rangeDes[market],
    loan_rate: `${p.dailyRate.toFixed(2)}% ${COPY.rate[market]}`,
    productDesc: p.desc,
    productTags: p.tags,
  };
}

/** Apply, product-jump and the joint-login apply all hand out the product's own link. */
export function applyLink(call: Call, productId: string): Response {
  const product = db.product(call.market, productId);
  if (!product) return fail(call, '01', NOT_FOUND);
  if (product.buttonStatus !== '1') return fail(call, '01', COPY.full);
  return ok({ url: product.applyUrl });
}

export const productHandlers = [
  // scene=full: no product has room today, the page's empty state (§2 recommended list).
  post(paths.service('/v3/product/recommend-product-list'), (call) =>
    ok(call.body.scene === 'full' ? [] : db.products(call.market).map((p) => productCard(call.market, p))),
  ),

  post(paths.service('/pageEvent/save'), (call) => {
    const { productId = '', moduleId = '', positionId = '' } = call.body;
    db.addEvent({ market: call.market, productId, moduleId, positionId });
    return ok(null);
  }),

  post(paths.service('/v3/product/apply'), (call) => applyLink(call, call.body.product_id ?? '')),

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
