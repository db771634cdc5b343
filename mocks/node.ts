import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** Tests: memory-only store (tests/setup.ts calls resetDb after each test), no latency. */
export const server = setupServer(...handlers);
