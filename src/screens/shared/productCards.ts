import { isActive, type Product } from '@machines/recommended/recommended.machine';
import { safeUrl } from '@/services/safeUrl';
import { TAGGED_CARDS } from './productTags';

export { TAGGED_CARDS };

/**
 * Logos of the cards a 390x844 phone shows without scrolling load at once; the ones below the fold
 * wait until they are scrolled near (`loading="lazy"`).
 */
export const EAGER_LOGOS = 3;

/** What one product card shows (the recommended list and the joint-login-failure page). */
export interface ProductCardView {
  /** The card's place in the list: what a tap sends, and the page event's positionId. */
  index: number;
  id: string;
  /** The logo's checked address, or null: the card shows the neutral picture instead. */
  logo: string | null;
  lazyLogo: boolean;
  name: string;
  buttonText: string;
  amountRange: string;
  amountRangeDes: string;
  rate: string;
  desc: string;
  tags: readonly string[];
  /** buttonStatus '0': greyed, and a tap does nothing (§5). */
  inactive: boolean;
  /** Another card's apply is in flight: this one takes no tap until it is answered. */
  locked: boolean;
  /** This card's apply is in flight. */
  busy: boolean;
}

/** The cards of a product list, `applying` the index whose apply is in flight (null: none). */
export function productCardsOf(products: readonly Product[], applying: number | null): ProductCardView[] {
  return products.map((product, index) => ({
    index,
    id: product.id,
    logo: safeUrl(product.productLogo),
    lazyLogo: index >= EAGER_LOGOS,
    name: product.productName,
    buttonText: product.buttonText.trim(),
    amountRange: product.amountRange,
    amountRangeDes: product.amountRangeDes,
    rate: product.loan_rate,
    desc: product.productDesc,
    tags: index < TAGGED_CARDS ? product.productTags.filter((tag) => tag.trim() !== '') : [],
    inactive: !isActive(product),
    locked: applying !== null && applying !== index,
    busy: applying === index,
  }));
}
