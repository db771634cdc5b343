import type { MessageKey } from '@/i18n';

/**
 * The sections of the public site's home page, in the order of §2's top navigation. Their ids are
 * the anchors the navigation links to (`/#about`): plain fragments, not hash routes (those start
 * with '#/', src/routes.ts).
 */
export const SITE_SECTIONS: readonly { id: string; label: MessageKey }[] = [
  { id: 'home', label: 'site.nav.home' },
  { id: 'about', label: 'site.nav.about' },
  { id: 'privacy', label: 'site.nav.privacy' },
  { id: 'loan', label: 'site.nav.loan' },
];

/** The section a fragment names ('#about' gives 'about'), or null when it names none. */
export function sectionOf(hash: string): string | null {
  // A location's hash is '' or starts with '#'.
  const id = hash.slice(1);
  return SITE_SECTIONS.some((section) => section.id === id) ? id : null;
}
