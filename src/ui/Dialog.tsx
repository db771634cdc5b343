import { useEffect, useId, useRef } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Button } from './Button';
import './Modal.css';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

let scrollLocks = 0;
let bodyOverflow = '';

/** Stops the page behind an open modal from scrolling; nested modals share one lock. */
function lockScroll(): () => void {
  if (scrollLocks === 0) {
    bodyOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
  scrollLocks += 1;
  return () => {
    scrollLocks -= 1;
    if (scrollLocks === 0) document.body.style.overflow = bodyOverflow;
  };
}

export interface ModalFrameProps {
  title: ReactNode;
  children?: ReactNode;
  onClose?: () => void;
  dismissible: boolean;
  /** 'center' for dialogs, 'bottom' for sheets. */
  placement: 'center' | 'bottom';
  /** Rendered after the title (the sheet's close button). */
  headerExtra?: ReactNode;
  actions?: ReactNode;
  className?: string;
}

/**
 * The shared modal: a div with role="dialog" rather than <dialog>, because showModal() is missing
 * in older WebViews and jsdom. It moves focus in, keeps Tab inside, locks page scroll and gives
 * focus back on close. Mounted only while open, so mount/unmount are open/close.
 */
export function ModalFrame({
  title,
  children,
  onClose,
  dismissible,
  placement,
  headerExtra,
  actions,
  className,
}: ModalFrameProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement;
    const unlock = lockScroll();
    panel.current?.focus();
    return () => {
      unlock();
      if (previous instanceof HTMLElement && previous.isConnected) previous.focus();
    };
  }, []);

  const dismiss = dismissible ? onClose : undefined;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      // A nested modal's keys must not also reach the one below it (React bubbles through portals).
      event.stopPropagation();
      dismiss?.();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const items = Array.from(panel.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = items[0];
    const last = items[items.length - 1];
    const active = document.activeElement;
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && (active === first || active === panel.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return createPortal(
    <div className={`ui-modal ui-modal--${placement}`}>
      <div className="ui-backdrop" aria-hidden="true" onClick={dismiss} />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={[placement === 'center' ? 'ui-dialog' : 'ui-sheet', className]
          .filter(Boolean)
          .join(' ')}
        onKeyDown={onKeyDown}
      >
        <div className="ui-modal__header">
          <h2 id={titleId} className="ui-modal__title">
            {title}
          </h2>
          {headerExtra}
        </div>
        <div className="ui-modal__body">{children}</div>
        {actions && <div className="ui-modal__actions">{actions}</div>}
      </div>
    </div>,
    document.body,
  );
}

export interface DialogProps {
  open: boolean;
  title: ReactNode;
  children?: ReactNode;
  /** Buttons in the footer, e.g. Cancel and Send. */
  actions?: ReactNode;
  /** When true, Escape and a tap on the backdrop call onClose. */
  dismissible?: boolean;
  onClose?: () => void;
  className?: string;
}

export function Dialog({ open, dismissible = false, ...rest }: DialogProps) {
  if (!open) return null;
  return <ModalFrame {...rest} dismissible={dismissible} placement="center" />;
}

export interface DialogActionsProps {
  /** The way out (Cancel, BATAL): the secondary button, first. */
  cancel: string;
  onCancel: () => void;
  /** What the dialog is for (Agree, Send, YA): the primary button. */
  confirm: string;
  onConfirm: () => void;
  /** The confirm's request is in flight: it says so, and the way out waits for the answer. */
  busy?: boolean;
}

/** A dialog's usual pair of actions: the way out, then what it is for. */
export function DialogActions({ cancel, onCancel, confirm, onConfirm, busy = false }: DialogActionsProps) {
  return (
    <>
      <Button variant="secondary" disabled={busy} onClick={onCancel}>
        {cancel}
      </Button>
      <Button busy={busy} onClick={onConfirm}>
        {confirm}
      </Button>
    </>
  );
}
