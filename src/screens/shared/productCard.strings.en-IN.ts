/** Strings of the product card the recommended list and the joint-login-failure page share. */
export const productCardView = {
  'productCard.apply': 'Apply',
  'productCard.rate': 'Interest rate',
  'productCard.tags': 'Highlights',
} as const;
