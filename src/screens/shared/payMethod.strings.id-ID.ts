import type { payMethod as english } from './payMethod.strings.en-IN';

export const payMethod: Record<keyof typeof english, string> = {
  'payMethod.ATM': 'ATM',
  'payMethod.MobileBank': 'Mobile banking',
  'payMethod.InternetBank': 'Internet banking',
};
