import type { ReactNode } from 'react';
import './form.css';

interface Props {
  /** The id of the control inside, so the label points at it. */
  id: string;
  label: string;
  /** The field's validation message, shown under the control. */
  error?: string | null;
  hint?: ReactNode;
  children: ReactNode;
}

/** A labelled form control with its validation message (linked by aria-describedby on the control). */
export function FormField({ id, label, error, hint, children }: Props) {
  return (
    <div className={error ? 'form-field form-field--invalid' : 'form-field'}>
      <label className="form-field__label" htmlFor={id}>
        {label}
      </label>
      {children}
      {hint && <p className="form-field__hint">{hint}</p>}
      {error && (
        <p className="form-field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** Props for the control of a FormField: marks it invalid and points at the message. */
export function fieldAria(id: string, error?: string | null) {
  return error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {};
}
