/** The one test kit (issue 20): every component test opens its screen and reads the app through it. */
export * from './clock';
export * from './host';
export * from './open';
export * from './server';
