import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { Field, FieldError } from './text-field.tsx';

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
  label: string;
  error?: string | null;
  children: ReactNode;
};

/** A labelled select whose error is announced with it (aria-describedby) and shown below it, like TextField. */
export function SelectField({ label, error, children, ...select }: SelectFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...select}
      >
        {children}
      </select>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </Field>
  );
}
