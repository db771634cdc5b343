import { db } from '@mocks/db';
it('probe', () => {
  console.log(JSON.stringify(db.orders('IN').slice(0, 4).map((o) => [o.orderId, o.productId, o.status])));
  console.log(JSON.stringify(db.orders('ID').slice(0, 4).map((o) => [o.orderId, o.productId, o.status])));
});
