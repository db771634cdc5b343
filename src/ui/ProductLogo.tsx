import { useState } from 'react';
import './ProductLogo.css';

export interface ProductLogoProps {
  /** The logo's checked address (safeUrl), or null / '' when there is none. */
  src: string | null;
  /** Logos are square; the box keeps its size so a slow image never moves what is beside it. */
  size: number;
  /** Below the fold (a list of products): the browser fetches it when it comes near. */
  lazy?: boolean;
  className?: string;
}

/**
 * A product's logo. Without one (none given, an unsafe address) or when it fails to load, a
 * neutral picture (a plain card-and-coin mark on grey, the same for every product) stands in: no
 * letters that could read as a brand, no broken-image mark. It also shows while the logo downloads.
 * The product name always stands beside it, so the picture says nothing to a screen reader.
 */
export function ProductLogo({ src, size, lazy = false, className = '' }: ProductLogoProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const shown = src && src !== failed ? src : null;
  return (
    <span
      className={`ui-logo ${className}`.trim()}
      style={{ width: size, height: size }}
      data-logo={shown === null ? 'none' : 'image'}
      aria-hidden="true"
    >
      {shown !== null && (
        <img
          className="ui-logo__image"
          src={shown}
          alt=""
          width={size}
          height={size}
          decoding="async"
          loading={lazy ? 'lazy' : 'eager'}
          onError={() => setFailed(shown)}
        />
      )}
    </span>
  );
}
