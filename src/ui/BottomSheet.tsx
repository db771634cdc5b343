import type { ReactNode } from 'react';
import { t } from '@/i18n';
import { ModalFrame } from './Dialog';

export interface BottomSheetProps {
  open: boolean;
  title: ReactNode;
  /** Scrolls when taller than the sheet (long order lists). */
  children?: ReactNode;
  onClose: () => void;
  /** A sheet is a picker the user may leave: Escape, backdrop and the close button dismiss it. */
  dismissible?: boolean;
  className?: string;
}

export function BottomSheet({ open, dismissible = true, onClose, ...rest }: BottomSheetProps) {
  if (!open) return null;
  return (
    <ModalFrame
      {...rest}
      onClose={onClose}
      dismissible={dismissible}
      placement="bottom"
      headerExtra={
        dismissible && (
          <button
            type="button"
            className="ui-icon-btn ui-modal__close"
            aria-label={t('common.close')}
            onClick={onClose}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" fill="none" />
            </svg>
          </button>
        )
      }
    />
  );
}
