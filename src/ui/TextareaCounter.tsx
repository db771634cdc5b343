import { useId } from 'react';
import type { ReactNode } from 'react';
import './TextareaCounter.css';

export interface TextareaCounterProps {
  label: ReactNode;
  value: string;
  maxLength: number;
  onChange?: (value: string) => void;
  readOnly?: boolean;
  placeholder?: string;
  rows?: number;
  name?: string;
  id?: string;
  className?: string;
}

/** A textarea with a `<len>/<max>` counter; input beyond the limit is ignored (§5). */
export function TextareaCounter({
  label,
  value,
  maxLength,
  onChange,
  readOnly = false,
  placeholder,
  rows = 5,
  name,
  id,
  className,
}: TextareaCounterProps) {
  const ownId = useId();
  const fieldId = id ?? `${ownId}-field`;
  const counterId = `${ownId}-counter`;
  return (
    <div className={['ui-textarea', className].filter(Boolean).join(' ')}>
      <label className="ui-textarea__label" htmlFor={fieldId}>
        {label}
      </label>
      <textarea
        id={fieldId}
        name={name}
        className="ui-textarea__field"
        value={value}
        rows={rows}
        placeholder={placeholder}
        maxLength={maxLength}
        readOnly={readOnly}
        aria-describedby={counterId}
        // maxLength alone is not enough: some Android IMEs and pastes commit past it.
        onChange={(event) => onChange?.(event.currentTarget.value.slice(0, maxLength))}
      />
      <span id={counterId} className="ui-textarea__counter">
        {`${value.length}/${maxLength}`}
      </span>
    </div>
  );
}
