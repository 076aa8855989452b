import { useId, type TextareaHTMLAttributes } from 'react';
import { Field, FieldError } from './text-field.tsx';

type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & {
  label: string;
  error?: string | null;
};

/** A labelled textarea whose error is announced with it, like TextField. */
export function TextAreaField({ label, error, rows = 4, ...textarea }: TextAreaFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...textarea}
      />
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </Field>
  );
}
