import { useState } from 'react';
import styled from 'styled-components';
import { FormError, PrimaryButton, SecondaryButton, SelectField, TextField } from 'shared/ui';
import { useMarkDays } from '../hooks/use-mark-days.ts';
import { BookingWarning } from './booking-warning.tsx';

const Fields = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
  align-items: end;
  h2 {
    grid-column: 1 / -1;
    margin: 0;
  }
  & > div.actions {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(1)};
    grid-column: 1 / -1;
  }
`;

/** A holiday: a range of days marked unavailable (or available again) in one go. */
export function RangeForm({
  businesses,
  fixedBusinessId,
  today,
  onChanged,
}: {
  businesses: Array<{ id: string; name: string }>;
  fixedBusinessId: string | null;
  today: string;
  onChanged: () => void;
}) {
  const marking = useMarkDays(onChanged);
  const [businessId, setBusinessId] = useState(fixedBusinessId ?? businesses[0]?.id ?? '');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const chosen = fixedBusinessId ?? businessId;

  const submit = (to_: 'unavailable' | 'available') => {
    if (!from || !to) return setProblem('Choose the first and last day.');
    if (to < from) return setProblem('The last day must not be before the first.');
    setProblem(null);
    void marking.change({ businessId: chosen, range: { from, to }, to: to_ });
  };

  return (
    <Fields aria-labelledby="agenda-range-title" noValidate onSubmit={(event) => event.preventDefault()}>
      <h2 id="agenda-range-title">A range of days</h2>
      {!fixedBusinessId && businesses.length > 1 && (
        <SelectField label="For" value={businessId} onChange={(event) => setBusinessId(event.target.value)}>
          {businesses.map((business) => (
            <option key={business.id} value={business.id}>
              {business.name}
            </option>
          ))}
        </SelectField>
      )}
      <TextField
        label="First day"
        type="date"
        min={today}
        value={from}
        onChange={(event) => setFrom(event.target.value)}
      />
      <TextField
        label="Last day"
        type="date"
        min={from || today}
        value={to}
        onChange={(event) => setTo(event.target.value)}
      />
      <div className="actions">
        <PrimaryButton type="button" disabled={marking.busy || !chosen} onClick={() => submit('unavailable')}>
          Mark unavailable
        </PrimaryButton>
        <SecondaryButton type="button" disabled={marking.busy || !chosen} onClick={() => submit('available')}>
          Mark available
        </SecondaryButton>
      </div>
      {marking.warning && (
        <BookingWarning
          message={marking.warning.message}
          busy={marking.busy}
          onConfirm={() => void marking.confirm()}
          onCancel={marking.dismiss}
        />
      )}
      <FormError>{problem ?? marking.error}</FormError>
    </Fields>
  );
}
