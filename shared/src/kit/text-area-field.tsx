import { useId, type TextareaHTMLAttributes } from 'react';
import { FieldHint } from './field-hint.ts';
import { Field, FieldError } from './text-field.tsx';

type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & {
  label: string;
  error?: string | null;
  /** A line below the field (what to write), announced with it. */
  hint?: string;
};

/** A labelled textarea whose hint and error are announced with it, like TextField. */
export function TextAreaField({ label, error, hint, rows = 4, ...textarea }: TextAreaFieldProps) {
  const id = useId();
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        {...textarea}
      />
      {hint && <FieldHint id={`${id}-hint`}>{hint}</FieldHint>}
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </Field>
  );
}
