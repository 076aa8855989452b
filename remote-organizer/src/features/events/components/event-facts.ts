import type { EventView } from 'shared/contracts';
import { formatEventDate, formatTimeRange } from 'shared/ui';

/** "Ages 3 to 10", or "Age 5" for one age. */
export function agesText({ min, max }: EventView['ageRange']): string {
  return min === max ? `Age ${min}` : `Ages ${min} to ${max}`;
}

/** An event in one line: "Birthday party · Saturday 14 March 2027, 14:00 to 16:00 · SW11". */
export function eventLine(event: EventView): string {
  return `${event.type} · ${formatEventDate(event.date)}, ${formatTimeRange(event.startTime, event.endTime)} · ${event.postcodeDistrict}`;
}

export const EVENT_STATUS_TEXT: Record<EventView['status'], string> = {
  draft: 'Draft',
  published: 'Published',
  completed: 'Completed',
  cancelled: 'Cancelled',
};
