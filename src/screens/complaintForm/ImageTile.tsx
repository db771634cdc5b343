import { useEffect, useRef, type ReactNode } from 'react';
import { t } from '@/i18n';
import type { ImageTileView } from './select';

export interface ImageTileProps {
  image: ImageTileView;
  onRemove: () => void;
  onRetry: () => void;
}

/**
 * One picked image: its thumbnail (the local file while it has one, so nothing is downloaded
 * again), and its own state: waiting, uploading with progress, failed with Retry, or uploaded.
 */
export function ImageTile({ image, onRemove, onRetry }: ImageTileProps) {
  const thumb = useRef<HTMLImageElement>(null);
  const { file, status, percent, position } = image;

  // The object URL lives exactly as long as this tile shows this file.
  useEffect(() => {
    const element = thumb.current;
    if (!element || !file || typeof URL.createObjectURL !== 'function') return;
    const url = URL.createObjectURL(file);
    element.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file]);

  return (
    <li className={`complaintForm__tile complaintForm__tile--${status}`}>
      <img
        ref={thumb}
        className="complaintForm__thumb"
        alt={t('complaintForm.image', { n: position })}
        src={image.src ?? undefined}
        decoding="async"
        // A file the browser cannot show (or a gone URL) leaves the plain tile, not a broken icon.
        onError={(event) => {
          event.currentTarget.style.visibility = 'hidden';
        }}
      />
      {status === 'queued' && <span className="complaintForm__state">{t('complaintForm.queued')}</span>}
      {status === 'uploading' && (
        <span className="complaintForm__state">
          <span>{t('complaintForm.uploading')}</span>
          <span
            className="complaintForm__bar"
            role="progressbar"
            aria-label={t('complaintForm.progress', { n: position })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
          >
            <span className="complaintForm__barFill" style={{ width: `${percent}%` }} />
          </span>
          <span>{`${percent}%`}</span>
        </span>
      )}
      {status === 'failed' && (
        <span className="complaintForm__state complaintForm__state--failed">
          <span>{t('complaintForm.failed')}</span>
          {image.canRetry && (
            <TileButton className="complaintForm__retry" label={t('complaintForm.retryImage', { n: position })} onClick={onRetry}>
              {t('complaintForm.retry')}
            </TileButton>
          )}
        </span>
      )}
      {image.canRemove && (
        <TileButton className="complaintForm__remove" label={t('complaintForm.removeImage', { n: position })} onClick={onRemove}>
          <span aria-hidden="true">×</span>
        </TileButton>
      )}
    </li>
  );
}

interface TileButtonProps {
  className: string;
  /** The accessible name, which says which image it acts on ('Retry image 2'). */
  label: string;
  onClick: () => void;
  children: ReactNode;
}

/** A button on the tile that acts on its image (retry, remove), named with the image's position. */
function TileButton({ className, label, onClick, children }: TileButtonProps) {
  return (
    <button type="button" className={className} aria-label={label} onClick={onClick}>
      {children}
    </button>
  );
}
