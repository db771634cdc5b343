/**
 * Where the HTML's early-request script leaves its calls (scripts/lib/earlyRequest.ts), a list of
 * EarlyCall, for the screen to adopt (./early.ts). No import: the build reads it too.
 */
export const EARLY_GLOBAL = '__loanEarly';

/** An early call: its request key (as request() computes it), when it left, and how it ended. */
export interface EarlyCall {
  key: string;
  at: number;
  answer: Promise<{ status: number; text: string } | { fault: 'network' | 'timeout' }>;
}

/** The shared timeout of §7's two HTTP clients (./clients.ts), the early call's too. */
export const HTTP_TIMEOUT_MS = 60000;
