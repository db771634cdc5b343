import { paths } from '@/config';
import { db } from '../db';
import { ok, post } from '../respond';
import { applyLink, productCard } from './products';

/** The recommended list (§7): its products, the page events (loan details sends them too), apply. */

export const recommendedHandlers = [
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
];
