import { useId, type ReactNode, type TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { FieldError } from 'shared/ui';

const Field = styled.div`
  display: grid;
  gap: 4px;
  label,
  legend {
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
  [aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.danger};
  }
`;

const Hint = styled.span`
  font-size: 0.85rem;
  color: ${({ theme }) => theme.color.textMuted};
`;

type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & {
  label: string;
  error?: string | null;
  hint?: string;
};

/** A labelled textarea whose error is announced with it, like shared/ui's TextField. */
export function TextAreaField({ label, error, hint, ...textarea }: TextAreaFieldProps) {
  const id = useId();
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        rows={6}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        {...textarea}
      />
      {hint && <Hint id={`${id}-hint`}>{hint}</Hint>}
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </Field>
  );
}

const Set = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: 8px;
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
  display: grid;
  gap: 4px;
  label {
    font-weight: 400;
  }
`;

/** A group of checkboxes under one legend, its error announced with the group. */
export function CheckboxGroup({
  legend,
  error,
  hint,
  children,
}: {
  legend: string;
  error?: string | null;
  hint?: string;
  children: ReactNode;
}) {
  const id = useId();
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <Field>
      <Set aria-describedby={described || undefined} aria-invalid={error ? true : undefined}>
        <legend>{legend}</legend>
        {children}
      </Set>
      {hint && <Hint id={`${id}-hint`}>{hint}</Hint>}
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </Field>
  );
}

export function Checkbox({
  label,
  checked,
  onChange,
  disabled,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  return (
    <label>
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />{' '}
      {label}
    </label>
  );
}
