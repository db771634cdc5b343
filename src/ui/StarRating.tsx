import { useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { t } from '@/i18n';
import './StarRating.css';

export const STAR_COUNT = 5;
const STARS = Array.from({ length: STAR_COUNT }, (_, index) => index + 1);

export interface StarRatingProps {
  /** 0 (nothing chosen) to 5. */
  value: number;
  onChange?: (value: number) => void;
  readOnly?: boolean;
  /** Accessible name of the group; 'rating.label' by default. */
  label?: string;
  className?: string;
}

/** Five stars as a radio group: stars up to the chosen one are filled. */
export function StarRating({ value, onChange, readOnly = false, label, className }: StarRatingProps) {
  const group = useRef<HTMLDivElement>(null);
  // Roving tab stop: one star is tabbable, arrows move between them like native radios.
  const tabStop = value >= 1 && value <= STAR_COUNT ? value : 1;

  function choose(n: number, moveFocus: boolean) {
    if (readOnly) return;
    onChange?.(n);
    if (moveFocus) group.current?.querySelectorAll<HTMLButtonElement>('[role="radio"]')[n - 1]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const step: Record<string, number> = { ArrowRight: 1, ArrowUp: 1, ArrowLeft: -1, ArrowDown: -1 };
    const current = value >= 1 ? value : 0;
    let next: number | undefined;
    if (event.key in step) next = Math.min(STAR_COUNT, Math.max(1, current + (step[event.key] ?? 0)));
    else if (event.key === 'Home') next = 1;
    else if (event.key === 'End') next = STAR_COUNT;
    if (next === undefined) return;
    event.preventDefault();
    choose(next, true);
  }

  return (
    <div
      ref={group}
      role="radiogroup"
      aria-label={label ?? t('rating.label')}
      aria-readonly={readOnly || undefined}
      className={['ui-stars', className].filter(Boolean).join(' ')}
      onKeyDown={onKeyDown}
    >
      {STARS.map((n) => (
        <button
          key={n}
          type="button"
          role="radio"
          aria-checked={value === n}
          aria-label={t('rating.star', { n })}
          tabIndex={n === tabStop ? 0 : -1}
          disabled={readOnly}
          className={n <= value ? 'ui-icon-btn ui-star ui-star--on' : 'ui-icon-btn ui-star'}
          onClick={() => choose(n, false)}
        >
          <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
            <path d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" />
          </svg>
        </button>
      ))}
    </div>
  );
}
