import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PROVIDER_PATHS, routePath, type BusinessRef, type QuoteBody } from 'shared/contracts';
import { SelectField } from 'shared/ui';
import { QuoteForm } from 'shared/ui/bookings';
import { quoteOnEvent } from '../api/quote-on-event.ts';

/**
 * The quote form for an event open to quotes, as one of the provider's businesses that may quote
 * (chosen here when there are several). A sent quote opens its booking.
 */
export function EventQuotePanel({ eventId, businesses }: { eventId: string; businesses: BusinessRef[] }) {
  const navigate = useNavigate();
  const [businessId, setBusinessId] = useState(businesses[0]?.id ?? '');
  const business = businesses.find((candidate) => candidate.id === businessId);

  const send = async (body: QuoteBody) => {
    const booking = await quoteOnEvent(eventId, { ...body, businessId });
    void navigate(routePath(PROVIDER_PATHS.quote, { bookingId: booking.id }));
  };

  return (
    <div>
      {businesses.length > 1 ? (
        <SelectField label="Quote as" value={businessId} onChange={(change) => setBusinessId(change.target.value)}>
          {businesses.map((candidate) => (
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
