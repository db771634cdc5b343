import { screen } from '@testing-library/react';
import { db } from '@mocks/db';

/** What the demo backend received at a path ending in `suffix`, in order. */
export const requestsTo = (suffix: string) => db.requests.filter((r) => r.path.endsWith(suffix));

/** The toast region (the app's one polite status line for short messages). */
export const toast = (): HTMLElement => screen.getAllByRole('status').find((el) => el.classList.contains('ui-toast-region'))!;
