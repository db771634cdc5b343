/** Names of the bank payment methods init-pay-type and generate-vcode send as codes (§3 bank option). */
export const payMethod = {
  'payMethod.ATM': 'ATM',
  'payMethod.MobileBank': 'Mobile banking',
  'payMethod.InternetBank': 'Internet banking',
} as const;
