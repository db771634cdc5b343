import { useState } from 'react';
import { t } from '@/i18n';
import { ModalFrame } from './Dialog';
import './ImageViewer.css';

export interface ImageViewerProps {
  images: readonly string[];
  /** Accessible name of the thumbnail list. */
  label: string;
  /** Name of image n (from 1): the thumbnail's text alternative and the large view's title. */
  imageLabel: (n: number) => string;
  className?: string;
}

/**
 * Thumbnails that open large on tap. The large view is the shared modal (focus moved in and
 * given back, Tab kept inside, page scroll locked) and closes by its button, Escape or a tap
 * beside the image. Nothing is rendered for an empty list.
 */
export function ImageViewer({ images, label, imageLabel, className }: ImageViewerProps) {
  const [shown, setShown] = useState<number | null>(null);
  if (images.length === 0) return null;
  const src = shown === null ? undefined : images[shown];
  const close = () => setShown(null);

  return (
    <>
      <ul className={['ui-thumbs', className].filter(Boolean).join(' ')} aria-label={label}>
        {images.map((image, index) => (
          <li key={`${index}:${image}`}>
            <button type="button" className="ui-thumb" onClick={() => setShown(index)}>
              <img src={image} alt={imageLabel(index + 1)} loading="lazy" decoding="async" />
            </button>
          </li>
        ))}
      </ul>
      {shown !== null && src !== undefined && (
        <ModalFrame
          title={imageLabel(shown + 1)}
          placement="center"
          dismissible
          onClose={close}
          className="ui-viewer"
          headerExtra={
            <button type="button" className="ui-icon-btn ui-modal__close" aria-label={t('common.close')} onClick={close}>
              <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" fill="none" />
              </svg>
            </button>
          }
        >
          <img className="ui-viewer__image" src={src} alt={imageLabel(shown + 1)} decoding="async" />
        </ModalFrame>
      )}
    </>
  );
}
