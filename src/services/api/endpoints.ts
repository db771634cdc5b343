import { paths } from '@/config';

/**
 * Paths §7 does not show, chosen once here so the API modules and the demo backend (mocks/)
 * agree. Every other path is written where it is used, as §7 shows it.
 */
export const endpoints = {
  /** Loan details of one order: POST productId, orderId. */
  loanDetails: paths.app('/v3/loan-details/loan-detail'),
  /** Opens a recommended product from loan details: POST module, position, target. */
  productJump: paths.app('/v3/loan-details/product-jump'),
  /** The loan-details app rating: POST score (always 5). */
  googleScore: paths.app('/v3/loan-details/google-score'),
  /** The promotion picture captcha: GET sid, t (timestamp); answers an image. */
  captchaImage: paths.app('/promotion/get-captcha'),
} as const;
