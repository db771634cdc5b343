/** Strings of the product card the recommended list and the joint-login-failure page share. */
import type { productCardView as english } from './productCard.strings.en-IN';

export const productCardView: Record<keyof typeof english, string> = {
  'productCard.apply': 'Ajukan',
  'productCard.rate': 'Suku bunga',
  'productCard.tags': 'Keunggulan',
};
