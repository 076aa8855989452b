import { SelectField } from 'shared/ui';
import { bookingStatusText } from 'shared/ui/bookings';
import { BOOKING_STATUSES, type BookingStatus } from 'shared/contracts';
import styled from 'styled-components';
import type { BusinessName } from '../hooks/use-my-business-names.ts';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

export function isBookingStatus(value: string | null): value is BookingStatus {
  return (BOOKING_STATUSES as readonly string[]).includes(value ?? '');
}

type Props = {
  status: BookingStatus | null;
  businessId: string | null;
  businesses: BusinessName[];
  onChange: (change: { status?: BookingStatus | null; businessId?: string | null }) => void;
};

/** Which threads to list: by status and by business ('' means every one). */
export function BookingFilters({ status, businessId, businesses, onChange }: Props) {
  return (
    <Bar role="group" aria-label="Filters">
      <SelectField
        label="Status"
        value={status ?? ''}
        onChange={(event) => onChange({ status: isBookingStatus(event.target.value) ? event.target.value : null })}
      >
        <option value="">Every status</option>
        {BOOKING_STATUSES.map((value) => (
          <option key={value} value={value}>
            {bookingStatusText(value, 'business')}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Business"
        value={businessId ?? ''}
        onChange={(event) => onChange({ businessId: event.target.value || null })}
      >
        <option value="">All your businesses</option>
        {businesses.map((business) => (
          <option key={business.id} value={business.id}>
            {business.name}
          </option>
        ))}
      </SelectField>
    </Bar>
  );
}
