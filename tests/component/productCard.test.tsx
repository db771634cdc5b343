import { fireEvent, render, screen, within } from '@testing-library/react';
import { ProductCard } from '@/screens/shared/ProductCard';
import type { ProductCardView } from '@/screens/shared/productCards';

/**
 * Issue 19 §6: a product without a usable logo (none given, an unsafe address, or one that fails to
 * load) shows the same neutral picture as every other such product: no letters that read as a
 * brand (the old two-letter tiles), no broken-image mark.
 */
const CARD: ProductCardView = {
  index: 0,
  id: '101',
  logo: 'https://cdn.example.com/logo.png',
  lazyLogo: false,
  name: 'Rupee Go',
  buttonText: 'Apply',
  amountRange: '₹2,000 - ₹80,000',
  amountRangeDes: 'Loan amount',
  rate: '0.05%/day',
  desc: 'Quick money',
  tags: [],
  inactive: false,
  locked: false,
  busy: false,
};

const logoOf = (card: HTMLElement) => card.querySelector('.product-card__logo') as HTMLElement;

describe('product card logo', () => {
  it('shows the logo when it loads, silent for screen readers (the name is beside it)', () => {
    render(<ProductCard card={CARD} level={2} onApply={() => {}} />);
    const card = screen.getByRole('article', { name: 'Rupee Go' });
    const image = logoOf(card).querySelector('img')!;
    expect(image).toHaveAttribute('src', CARD.logo);
    expect(image).toHaveAttribute('alt', '');
    expect(logoOf(card)).toHaveAttribute('aria-hidden', 'true');
    expect(within(card).getByRole('heading', { level: 2, name: 'Rupee Go' })).toBeInTheDocument();
  });

  it('shows the neutral picture, no letters, when the logo fails to load', () => {
    render(<ProductCard card={CARD} level={2} onApply={() => {}} />);
    const card = screen.getByRole('article', { name: 'Rupee Go' });
    fireEvent.error(logoOf(card).querySelector('img')!);
    expect(logoOf(card).querySelector('img')).toBeNull();
    expect(logoOf(card)).toHaveAttribute('data-logo', 'none');
    expect(logoOf(card)).toHaveTextContent(/^$/);
  });

  it('shows the neutral picture, no letters, when there is no logo', () => {
    render(<ProductCard card={{ ...CARD, logo: null }} level={3} onApply={() => {}} />);
    const card = screen.getByRole('article', { name: 'Rupee Go' });
    expect(logoOf(card).querySelector('img')).toBeNull();
    expect(logoOf(card)).toHaveAttribute('data-logo', 'none');
    expect(logoOf(card)).toHaveTextContent(/^$/);
    expect(within(card).queryByText('R')).not.toBeInTheDocument();
  });

  it("tries a new logo again when the card's logo changes", () => {
    const { rerender } = render(<ProductCard card={CARD} level={2} onApply={() => {}} />);
    const card = () => screen.getByRole('article', { name: 'Rupee Go' });
    fireEvent.error(logoOf(card()).querySelector('img')!);
    rerender(<ProductCard card={{ ...CARD, logo: 'https://cdn.example.com/other.png' }} level={2} onApply={() => {}} />);
    expect(logoOf(card()).querySelector('img')).toHaveAttribute('src', 'https://cdn.example.com/other.png');
  });
});
