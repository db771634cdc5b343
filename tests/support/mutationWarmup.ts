/**
 * Loaded before each test file of a mutation run (vitest.mutation.config.ts): every machine and
 * every screen module is evaluated here, before the first test, so what runs once at import (the
 * machines' configurations, each screen's provided logic and strings) is a static mutant, which
 * Stryker leaves out (ignoreStatic), as docs/mutation.md says. Without it a screen first loaded
 * lazily inside a test counts its import-time code as covered by that one test alone, and every
 * mutant there "survives" a run of that single test.
 */
import '@machines/index';

import.meta.glob(['/src/screens/*/index.tsx', '/src/screens/shared/**/*.{ts,tsx}', '!/src/screens/**/*.strings.*'], { eager: true });
