import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { LIMITS, formatCalendarDate } from 'shared/contracts';
import { Form, FormError, PrimaryButton, TextField } from 'shared/ui';
import { updateBusiness } from '../api/update-business.ts';
import { useSave } from '../hooks/use-save.ts';
import { wholeNumberError } from '../validation/check-limits.ts';
import type { StepProps } from './step-props.ts';

const L = LIMITS.UpdateBusinessBody.bookingsPerDay;

/** How many bookings a day the business takes; the agenda marks the days it cannot. */
export function AvailabilityStep({ business, onSaved, onDirty }: StepProps) {
  const [perDay, setPerDay] = useState(String(business.bookingsPerDay));
  const { busy, fieldErrors, formError, save, edited } = useSave(['bookingsPerDay']);
  const error = wholeNumberError('Bookings per day', perDay, L, { required: true });
  const dirty = perDay !== String(business.bookingsPerDay);

  useEffect(() => onDirty(dirty), [dirty, onDirty]);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (error) return;
    await save(async () => onSaved(await updateBusiness(business.id, { bookingsPerDay: Number(perDay) })));
  };

  return (
    <Form noValidate onSubmit={submit} aria-label="Availability">
      <TextField
        label="Bookings you can take on one day"
        inputMode="numeric"
        value={perDay}
        onChange={(event) => {
          setPerDay(event.target.value);
          edited('bookingsPerDay');
        }}
        error={error ?? fieldErrors.bookingsPerDay ?? null}
      />
      <p>
        Mark the days you cannot take, one by one or a whole holiday at once, in{' '}
        <Link to={`/agenda/${business.id}`}>your agenda</Link>. Days you have marked from today:{' '}
        {business.unavailableDates.length === 0
          ? 'none.'
          : `${business.unavailableDates.map((date) => formatCalendarDate(date)).join(', ')}.`}
      </p>
      <FormError>{formError}</FormError>
      <PrimaryButton type="submit" disabled={busy}>
        Save
      </PrimaryButton>
    </Form>
  );
}
