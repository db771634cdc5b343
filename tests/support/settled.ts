import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { settle, setupUser } from './clock';

/**
 * Opens a page on the fake clock and lets its first answers land, for a test that starts where the
 * user first sees the page: `const user = await openSettled(() => openPage(query))`. Returns the
 * user (set up before the page opens, its taps moving the clock), or `user` when the test made one
 * earlier (before a stub that user-event's setup would replace, such as the clipboard).
 */
export async function openSettled(open: () => Promise<unknown>, user: UserEvent = setupUser()): Promise<UserEvent> {
  await open();
  await settle();
  return user;
}

/**
 * Opens a page on the fake clock, sees its loading indicator (`loading`, in the page's language)
 * while nothing has answered yet, then lets the answers land: the first moments of a page that loads.
 */
export async function openThroughLoading(open: () => Promise<unknown>, loading = 'loading...'): Promise<void> {
  await open();
  expect(screen.getByText(loading)).toBeInTheDocument();
  await settle();
}
