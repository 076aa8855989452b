import { useId, useState, type ChangeEvent, type InputHTMLAttributes } from 'react';
import styled from 'styled-components';
import { londonToday } from 'shared/ui';

const Field = styled.div`
  display: grid;
  gap: 4px;
  min-width: 0;
  label {
    font-weight: 600;
  }
  input,
  select {
    /* A control's own width (a select's longest option, a date input's parts) must not push
       past its column: that overlapped the fields on a desktop and widened the page on a phone. */
    width: 100%;
    min-width: 0;
    font: inherit;
    min-height: 44px;
    padding: 8px 12px;
    border-radius: 8px;
    border: 1px solid ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.text};
  }
  input:focus-visible,
  select:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 1px;
  }
`;

/** Fields side by side where there is room, one under another on a phone. */
export const FieldRow = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
`;

type SearchFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & { label: string };

/** A labelled input of a search form. */
export function SearchField({ label, ...input }: SearchFieldProps) {
  const id = useId();
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <input id={id} {...input} />
    </Field>
  );
}

/**
 * A labelled date input that refuses days before today in London. The earliest date is set when
 * the field is focused: a prerendered page was built without knowing the day it is read on, and
 * nothing needs the date before someone uses the field.
 */
export function DateSearchField(props: Omit<SearchFieldProps, 'type' | 'min' | 'onFocus'>) {
  const [min, setMin] = useState<string>();
  return <SearchField {...props} type="date" min={min} onFocus={() => setMin(londonToday())} />;
}

type SearchSelectProps = {
  label: string;
  name: string;
  defaultValue: string;
  options: readonly { value: string; label: string }[];
  onChange?: (event: ChangeEvent<HTMLSelectElement>) => void;
};

export function SearchSelect({ label, options, ...select }: SearchSelectProps) {
  const id = useId();
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <select id={id} {...select}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
