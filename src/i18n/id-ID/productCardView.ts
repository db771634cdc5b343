/** Strings of the product card the recommended list and the joint-login-failure page share. */
import type { productCardView as english } from '../en-IN/productCardView';

export const productCardView: Record<keyof typeof english, string> = {
  'productCard.apply': 'Ajukan',
  'productCard.rate': 'Suku bunga',
  'productCard.tags': 'Keunggulan',
};
