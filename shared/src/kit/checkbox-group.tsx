import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { FieldHint } from './field-hint.ts';
import { Field, FieldError } from './text-field.tsx';

const Set = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: 8px;
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
  display: flex;
  flex-wrap: wrap;
  gap: 4px 16px;
  legend {
    font-weight: 600;
  }
  label {
    font-weight: 400;
  }
`;

/** Checkboxes under one legend, the group's hint and error announced with it. */
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
      {hint && <FieldHint id={`${id}-hint`}>{hint}</FieldHint>}
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </Field>
  );
}

/** One checkbox, its label beside it. */
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
