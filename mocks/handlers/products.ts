import { db, type Market, type Product } from '../db';
import { money } from '../domain';
import { fail, NOT_FOUND, ok, type Call, type Copy } from '../respond';

/** What several flows (§7) answer about a product: its recommended card and its apply link. */

const COPY = {
  full: {
    IN: 'This product is full today, please apply again tomorrow',
    ID: 'Pengajuan sudah penuh , Silahkan pengajuan kembali di besok hari',
  },
  rangeDes: { IN: 'Loan amount', ID: 'Jumlah pinjaman' },
  rate: { IN: 'per day', ID: 'per hari' },
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
