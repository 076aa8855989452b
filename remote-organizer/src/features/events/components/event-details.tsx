import type { EventView } from 'shared/contracts';
import { formatEventDate, formatPence } from 'shared/ui';
import styled from 'styled-components';
import { agesText } from './event-facts.ts';

const List = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 4px 16px;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    white-space: pre-line;
  }
`;

/** What the viewer may see of an event: the public part, and the private part when it is theirs to see. */
export function EventDetails({ event }: { event: EventView }) {
  const facts: [string, string | null][] = [
    ['Type', event.type],
    ['Date', formatEventDate(event.date)],
    ['Time', `${event.startTime} to ${event.endTime}`],
    ['Postcode district', event.postcodeDistrict],
    ['Address', event.address],
    ['Child', event.childName || null],
    ['Children', String(event.childrenCount)],
    ['Ages', agesText(event.ageRange)],
    ['Services needed', event.servicesNeeded.length ? event.servicesNeeded.join(', ') : 'Not said'],
    ['Budget', event.budgetPence === null ? 'Not said' : formatPence(event.budgetPence)],
    ['Notes', event.notes || null],
  ];
  return (
    <List aria-label="Event details">
      {facts
        .filter((fact): fact is [string, string] => fact[1] !== null)
        .map(([term, value]) => (
          <div key={term} style={{ display: 'contents' }}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </List>
  );
}
