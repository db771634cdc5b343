/** Strings of the joint-login-failure page (§2); the notice and the message are the server's. */
export const loginFailureView = {
  'loginFailure.title': 'Other loan products',
  'loginFailure.products': 'You can apply with',
  'loginFailure.failed': 'This page could not be loaded.',
  'loginFailure.refused': 'No other products can be offered right now.',
  'loginFailure.empty': 'No other product is available right now.',
  'loginFailure.applyFailed': 'This product cannot be applied for right now.',
  'loginFailure.cannotOpen': 'This product could not be opened.',
} as const;
