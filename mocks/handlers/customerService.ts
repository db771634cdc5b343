import { paths } from '@/config';
import { db } from '../db';
import { any, ok } from '../respond';

/** Customer service (§7 contact-kf-info). */

export const customerServiceHandlers = [
  any(paths.app('/v3/personal-center/contact-kf-info'), (call) => {
    const { email, smWa } = db.support(call.market);
    return ok({ email, smWa });
  }),
];
