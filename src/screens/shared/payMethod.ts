import { addMessages, t, type MessageKey } from '@/i18n';
import { payMethod as english } from './payMethod.strings.en-IN';
import { payMethod as indonesian } from './payMethod.strings.id-ID';

addMessages({ 'en-IN': english, 'id-ID': indonesian });

/** Method codes with a name in words; any other code the server sends is shown as sent. */
const LABELS: Record<string, MessageKey> = {
  ATM: 'payMethod.ATM',
  MobileBank: 'payMethod.MobileBank',
  InternetBank: 'payMethod.InternetBank',
};

/** One name per method on the change-method and the virtual-account pages. */
export const methodLabel = (code: string): string => (LABELS[code] ? t(LABELS[code]) : code);
