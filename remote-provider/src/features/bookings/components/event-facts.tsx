import type { EventView, OpenEvent } from 'shared/contracts';
import styled from 'styled-components';
import { formatEventDate, formatPence, formatTimeRange } from 'shared/ui';

/** The public part every quoting business sees; the private part only once its booking is confirmed. */
type Facts = Pick<
  OpenEvent,
  | 'type'
  | 'date'
  | 'startTime'
  | 'endTime'
  | 'postcodeDistrict'
  | 'childrenCount'
  | 'ageRange'
  | 'budgetPence'
  | 'servicesNeeded'
> &
  Partial<Pick<EventView, 'title' | 'childName' | 'address' | 'notes'>>;

const List = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 4px ${({ theme }) => theme.space(2)};
  margin: 0;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    white-space: pre-line;
  }
`;

function agesOf({ min, max }: OpenEvent['ageRange']): string {
  return min === max ? `${min} years` : `${min} to ${max} years`;
}

/** An event's details as a business may read them. */
export function EventFacts({ event }: { event: Facts }) {
  const released = event.address != null;
  return (
    <>
      <List>
        {event.title && (
          <>
            <dt>Title</dt>
            <dd>{event.title}</dd>
          </>
        )}
        <dt>Event</dt>
        <dd>{event.type}</dd>
        <dt>Date</dt>
        <dd>{formatEventDate(event.date)}</dd>
        <dt>Time</dt>
        <dd>{formatTimeRange(event.startTime, event.endTime)}</dd>
        <dt>Area</dt>
        <dd>{event.postcodeDistrict}</dd>
        <dt>Children</dt>
        <dd>{event.childrenCount}</dd>
        <dt>Ages</dt>
        <dd>{agesOf(event.ageRange)}</dd>
        <dt>Budget</dt>
        <dd>{event.budgetPence == null ? 'Not given' : formatPence(event.budgetPence)}</dd>
        <dt>Services needed</dt>
        <dd>{event.servicesNeeded.length > 0 ? event.servicesNeeded.join(', ') : 'Not given'}</dd>
        {event.childName && (
          <>
            <dt>Child&apos;s name</dt>
            <dd>{event.childName}</dd>
          </>
        )}
        {released && (
          <>
            <dt>Address</dt>
            <dd>{event.address}</dd>
          </>
        )}
        {event.notes && (
          <>
            <dt>Notes</dt>
            <dd>{event.notes}</dd>
          </>
        )}
      </List>
      {!released && (
        <p>
          The address, the child&apos;s name and the family&apos;s notes are shared with you once the booking is
          confirmed.
        </p>
      )}
    </>
  );
}
