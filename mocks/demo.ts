/**
 * Outcomes a demo visitor can ask the demo backend for, by naming them in the page address:
 * `&demo=confirmDuplicate` (several: comma-separated). In the browser the handlers run in the
 * page, so they read the page's own address. The flags stay on for the tab (sessionStorage) as the
 * app moves on to addresses without them; `&demo=` turns them off. README lists the flags.
 */
export const DEMO_FLAGS = {
  cardListRefused: 'repayment-way refuses with a message',
  cardListNoMessage: 'repayment-way refuses without a message',
  cardListDown: 'repayment-way fails as a dropped connection',
  noCards: 'repayment-way answers no card and no wallet',
  commitRefused: 'repayment-commit refuses the card',
  commitLost: 'repayment-commit takes the payment and the answer is lost',
  commitServerError: 'repayment-commit takes the payment and answers HTTP 500',
  commitNotJson: 'repayment-commit takes the payment and answers a body that is not JSON',
  confirmDuplicate: 'repayment-confirm answers 800005',
  confirmFailed: 'repayment-confirm fails with a message',
  confirmFailedNoMessage: 'repayment-confirm fails without a message',
  confirmLost: 'repayment-confirm takes the payment and the answer is lost',
  walletUnsafe: 'repayment-huichao answers a javascript: address',
  walletMissing: 'repayment-huichao answers no address',
  walletServerError: 'repayment-huichao opens the wallet payment and answers HTTP 500',
  vcodeRefused: 'generate-vcode refuses the chosen method with a message',
  vcodeNoNumber: 'generate-vcode answers without a number to pay to',
  vcodeLost: 'generate-vcode fails as a dropped connection (the number may have been made)',
  vcodeServerError: 'generate-vcode answers HTTP 500 (the number may have been made)',
  handoverRecordDown: 'qa-record of a chatbot handover (type 1) fails as a dropped connection',
  slowAnswers: 'every answer comes after 1.5-3 s instead of 0.3-0.6 s (a slow mobile network)',
} as const;

export type DemoFlag = keyof typeof DEMO_FLAGS;

const STORAGE_KEY = 'loan-h5-demo-flags';

export function demoFlag(flag: DemoFlag): boolean {
  if (typeof location === 'undefined' || typeof sessionStorage === 'undefined') return false;
  const named = new URLSearchParams(location.search).get('demo');
  if (named !== null) sessionStorage.setItem(STORAGE_KEY, named);
  return (sessionStorage.getItem(STORAGE_KEY) ?? '').split(',').includes(flag);
}
