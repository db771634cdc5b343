import type { MessageKey } from '@/i18n';
import apply from './images/apply.svg?no-inline';
import fast from './images/fast.svg?no-inline';
import firstTime from './images/firstTime.svg?no-inline';
import secure from './images/secure.svg?no-inline';
import users from './images/users.svg?no-inline';

/**
 * The home page's five pictures (§2 "Home shows five images"): small SVG files of their own (never
 * inlined into the script), each with its caption. All are drawn at 320x200.
 */
export const IMAGE_WIDTH = 320;
export const IMAGE_HEIGHT = 200;

export interface Feature {
  id: string;
  src: string;
  title: MessageKey;
  text: MessageKey;
  alt: MessageKey;
}

export const FEATURES: readonly Feature[] = [
  { id: 'apply', src: apply, title: 'site.feature.apply.title', text: 'site.feature.apply.text', alt: 'site.feature.apply.alt' },
  { id: 'fast', src: fast, title: 'site.feature.fast.title', text: 'site.feature.fast.text', alt: 'site.feature.fast.alt' },
  {
    id: 'firstTime',
    src: firstTime,
    title: 'site.feature.firstTime.title',
    text: 'site.feature.firstTime.text',
    alt: 'site.feature.firstTime.alt',
  },
  { id: 'secure', src: secure, title: 'site.feature.secure.title', text: 'site.feature.secure.text', alt: 'site.feature.secure.alt' },
  { id: 'users', src: users, title: 'site.feature.users.title', text: 'site.feature.users.text', alt: 'site.feature.users.alt' },
];
