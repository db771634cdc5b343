import type { ComponentProps, ReactNode } from 'react';
import './Checkbox.css';

export interface CheckboxProps
  extends Omit<ComponentProps<'input'>, 'type' | 'checked' | 'onChange' | 'children'> {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Wrapping label: the whole row (>= 44 px high) toggles the box and names it. */
  label: ReactNode;
}

export function Checkbox({ checked, onChange, label, className, ...rest }: CheckboxProps) {
  return (
    <label className={['ui-checkbox', className].filter(Boolean).join(' ')}>
      <input
        {...rest}
        type="checkbox"
        className="ui-checkbox__input"
        checked={checked}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      <span className="ui-checkbox__label">{label}</span>
    </label>
  );
}
