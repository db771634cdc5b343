import type { ComponentProps } from 'react';
import './ui.css';

export type ButtonVariant = 'primary' | 'secondary' | 'text';

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  /** A request is in flight: the button is disabled, says so to assistive tech, keeps its label. */
  busy?: boolean;
  /** Full width of its container. */
  block?: boolean;
}

export function Button({
  variant = 'primary',
  busy = false,
  block = false,
  disabled,
  type = 'button',
  className,
  children,
  ...rest
}: ButtonProps) {
  const classes = ['ui-btn', `ui-btn--${variant}`, block && 'ui-btn--block', className]
    .filter(Boolean)
    .join(' ');
  return (
    <button
      {...rest}
      type={type}
      className={classes}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
    >
      {busy && <span className="ui-spinner ui-spinner--sm" aria-hidden="true" />}
      {children}
    </button>
  );
}
