import { screen, within, type Screen } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * A list of loan products as the recommended list and the login-failure page show it
 * (src/screens/shared/ProductCard): one card a product, an article named by the product, with its
 * apply button.
 */

/** The product cards shown, in order (none while the list is not there). */
export const productCards = (page: Screen = screen): HTMLElement[] => page.queryAllByRole('article');

/** Each card's apply button, in order. */
export const applyButtons = (page: Screen = screen): HTMLElement[] => productCards(page).map((card) => within(card).getByRole('button'));

/** Every card takes a tap but the full one (at `full`), whose button is off. */
export function expectApplicable(full: number, page: Screen = screen): void {
  applyButtons(page).forEach((button, index) => (index === full ? expect(button).toBeDisabled() : expect(button).toBeEnabled()));
}

/** One apply on its way, for the card at `index`: its button busy, and no card takes a second tap. */
export function expectApplying(index: number, page: Screen = screen): void {
  const buttons = applyButtons(page);
  expect(buttons[index]).toHaveAttribute('aria-busy', 'true');
  buttons.forEach((button) => expect(button).toBeDisabled());
}
