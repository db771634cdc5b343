/** The one test kit (issue 20): every component test opens its screen and reads the app through it. */
export * from './clock';
export * from './host';
export * from './open';
export * from './server';
export * from './complaintPages';
export * from './settled';
export * from './actors';
export * from './fixtures';
export * from './alerts';
export * from './answers';
export * from './loanOffer';
export * from './registrationCopy';
export * from './pathFixtures';
export * from './orderSwitch';
export * from './productCards';
export * from './cardRepayCopy';
