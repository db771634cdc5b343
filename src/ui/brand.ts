import { config } from '@/config';

export interface Brand {
  readonly primary: string;
  readonly primaryText: string;
  readonly accent: string;
}

/**
 * Publishes the deployment's brand colours as the CSS variables ui.css reads, so one build
 * setting re-skins every component without a theme library. Call once before the first render.
 */
export function applyBrand(
  brand: Brand = config.brand,
  root: HTMLElement = document.documentElement,
): void {
  root.style.setProperty('--brand-primary', brand.primary);
  root.style.setProperty('--brand-primary-text', brand.primaryText);
  root.style.setProperty('--brand-accent', brand.accent);
}
