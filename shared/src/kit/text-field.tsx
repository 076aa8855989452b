import { useId, type InputHTMLAttributes } from 'react';
import styled from 'styled-components';

/** A label above its control (an input, textarea or select) and the control's error below. */
export const Field = styled.div`
  display: grid;
  gap: 4px;
  /* A field in a narrow grid column (a quote item's price) keeps to it instead of spilling out. */
  min-width: 0;
  label {
    font-weight: 600;
  }
  input:not([type='checkbox'], [type='radio']),
  textarea,
  select {
    width: 100%;
    min-width: 0;
  }
  input,
  textarea,
  select {
    font: inherit;
    padding: 10px 12px;
    border-radius: 8px;
    border: 1px solid ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.text};
  }
  input[aria-invalid='true'],
  textarea[aria-invalid='true'],
  select[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.danger};
  }
  input:focus-visible,
  textarea:focus-visible,
  select:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 1px;
  }
`;

/** A field's own error, below it; give it the id the input's aria-describedby names. */
export const FieldError = styled.span`
  color: ${({ theme }) => theme.color.danger};
  font-size: 0.9rem;
`;

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & { label: string; error?: string | null };

/** A labelled input whose error is announced with it (aria-describedby) and shown below it. */
export function TextField({ label, error, ...input }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </Field>
  );
}
