import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { OpenEvent, QuoteBody } from 'shared/contracts';
import { SelectField } from 'shared/ui';
import { QuoteForm } from 'shared/ui/bookings';
import { quoteOnEvent } from '../api/quote-on-event.ts';

/**
 * The quote form for an open event, as one of the provider's matching businesses (chosen here
 * when there are several). A sent quote opens its booking.
 */
export function EventQuotePanel({ event }: { event: OpenEvent }) {
  const navigate = useNavigate();
  const [businessId, setBusinessId] = useState(event.matchingBusinesses[0]?.id ?? '');
  const business = event.matchingBusinesses.find((candidate) => candidate.id === businessId);

  const send = async (body: QuoteBody) => {
    const booking = await quoteOnEvent(event.id, { ...body, businessId });
    navigate(`/quote/${booking.id}`);
  };

  return (
    <div>
      {event.matchingBusinesses.length > 1 ? (
        <SelectField label="Quote as" value={businessId} onChange={(change) => setBusinessId(change.target.value)}>
          {event.matchingBusinesses.map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {candidate.name}
            </option>
          ))}
        </SelectField>
      ) : (
        <p>Quoting as {business?.name}.</p>
      )}
      <QuoteForm onSubmit={send} />
    </div>
  );
}
