import { useId, type TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { FieldError } from '../text-field.tsx';

const Field = styled.div`
  display: grid;
  gap: 4px;
  label {
    font-weight: 600;
  }
  textarea {
    font: inherit;
    padding: 10px 12px;
    border-radius: 8px;
    border: 1px solid ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.text};
  }
  textarea[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.danger};
  }
  textarea:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 1px;
  }
`;

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
