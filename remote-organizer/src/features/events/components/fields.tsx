import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { FieldError } from 'shared/ui';

const Field = styled.div`
  display: grid;
  gap: 4px;
  label,
  legend {
    font-weight: 600;
  }
  fieldset {
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: 8px;
    display: flex;
    flex-wrap: wrap;
    gap: 4px 16px;
  }
  fieldset label {
    font-weight: 400;
  }
`;

/** Checkboxes under one legend, the group's error announced with it. */
export function CheckboxGroup({
  legend,
  error,
  children,
}: {
  legend: string;
  error?: string | null;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Field>
      <fieldset aria-describedby={error ? `${id}-error` : undefined}>
        <legend>{legend}</legend>
        {children}
      </fieldset>
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </Field>
  );
}

export function Checkbox({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label>
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} /> {label}
    </label>
  );
}
