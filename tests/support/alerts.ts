import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import { settle } from './clock';

export interface RefusalChecks {
  /** The message is said once (no toast as well): true unless said. */
  once?: boolean;
  /** The retry that cannot help and is not offered: 'Try again' unless said. */
  retry?: string;
  /** Back, offered in the alert: 'Back' unless said; null where the test does not check it there. */
  back?: string | null;
  /** The page's alert, once it shows (`await screen.findByRole('alert')` on the real clock). */
  alert?: HTMLElement;
}

/**
 * A refusal as the pages say it: the server's message in the page's alert, said once, no retry that
 * cannot help, and Back. Returns the alert and its Back button.
 */
export function expectRefusal(message: string, checks: RefusalChecks = {}): { alert: HTMLElement; back: HTMLElement } {
  const { once = true, retry = 'Try again', back = 'Back' } = checks;
  const alert = checks.alert ?? screen.getByRole('alert');
  expect(alert).toHaveTextContent(message);
  if (once) expect(screen.getAllByText(message)).toHaveLength(1);
  expect(within(alert).queryByRole('button', { name: retry })).toBeNull();
  const backButton = back === null ? alert : within(alert).getByRole('button', { name: back });
  if (back !== null) expect(backButton).toBeEnabled();
  return { alert, back: backButton };
}

/**
 * A fault as the pages say it: each of `texts` in the page's alert, and a retry the user can use.
 * Returns the alert and its retry button.
 */
export function expectFault(
  texts: string | readonly string[],
  { retry = 'Try again', alert = screen.getByRole('alert') }: { retry?: string; alert?: HTMLElement } = {},
): { alert: HTMLElement; retry: HTMLElement } {
  for (const text of typeof texts === 'string' ? [texts] : texts) expect(alert).toHaveTextContent(text);
  const retryButton = within(alert).getByRole('button', { name: retry });
  expect(retryButton).toBeEnabled();
  return { alert, retry: retryButton };
}

/**
 * A page opened (`open`, on the fake clock) without what it is about (no product, no order): once
 * settled, it says the link is incomplete (`text`), keeps its own title, and asked nothing (`asked`:
 * what the server received).
 */
export async function expectIncompleteLink(open: () => Promise<unknown>, text: string, title: string, asked: () => readonly unknown[]): Promise<void> {
  await open();
  await settle();
  expect(screen.getByText(text)).toBeInTheDocument();
  expect(document.title).toBe(title);
  expect(asked()).toEqual([]);
}
