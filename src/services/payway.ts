import * as v from 'valibot';
import { storage } from './storage';

/**
 * The pay-method choice the change-method page stores and the virtual-account page reuses (§4
 * "Method selection"; the spec's `payway` store). payType '1' bank (payCode the bank, specificNum
 * its method) or '2' mini market (payCode the market); isDefault '1' lets the server choose.
 */
export interface PayChoice {
  payType: string;
  payCode: string;
  specificNum: string;
  isDefault: '0' | '1';
}

export const PAYWAY_KEY = 'payway';

/** What the virtual-account page asks for when nothing is chosen: the server's default. */
export const DEFAULT_CHOICE: PayChoice = { payType: '', payCode: '', specificNum: '', isDefault: '1' };

const Stored = v.object({
  payType: v.string(),
  payCode: v.string(),
  specificNum: v.string(),
  isDefault: v.picklist(['0', '1']),
});

export const payway = {
  read(): PayChoice {
    const parsed = v.safeParse(Stored, storage.get(PAYWAY_KEY));
    return parsed.success ? parsed.output : DEFAULT_CHOICE;
  },
  save(choice: PayChoice): void {
    storage.set(PAYWAY_KEY, choice);
  },
  /** Pay-all, a period pay or the extension starts from the default again (§4). */
  reset(): void {
    storage.set(PAYWAY_KEY, DEFAULT_CHOICE);
  },
  /** Changing the pay type drops the stored choice (§4). */
  clear(): void {
    storage.remove(PAYWAY_KEY);
  },
};
