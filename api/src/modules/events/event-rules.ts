/** What an organizer may do to an event, in which state, and what its fields must be: pure functions. */
import type { EventRow } from '../../db/schema.ts';
import { isCalendarDate } from '../common/index.ts';
import { toCoveredArea } from '../businesses/index.ts';
import { ConflictError, InvalidInputError } from '../errors.ts';
import type { EventChanges } from './events-repository.ts';

export const EVENT_NOT_FOUND = 'Event not found.';

export interface EventFields {
  title: string;
  type: string;
  date: string;
  startTime: string;
  endTime: string;
  postcodeDistrict: string;
  address: string;
  childName: string;
  childrenCount: number;
  ageRange: { min: number; max: number };
  budgetPence: number | null;
  servicesNeeded: string[];
  notes: string;
  openToQuotes: boolean;
  shareWhenCompleted: boolean;
}

/** Checks what the schema cannot, naming the field; returns the values as stored. */
export function checkedFields(input: Partial<EventFields>, current: EventRow | undefined, today: string): EventChanges {
  const values: EventChanges = {};
  if (input.title !== undefined) {
    const title = input.title.trim();
    if (title.length < 2 || title.length > 100) throw new InvalidInputError('title: must be 2–100 characters.');
    values.title = title;
  }
  if (input.type !== undefined) values.type = input.type;
  if (input.date !== undefined) {
    if (!isCalendarDate(input.date)) throw new InvalidInputError('date: must be a real date, YYYY-MM-DD.');
    if (input.date < today) throw new InvalidInputError('date: must be today or later.');
    values.date = input.date;
  }
  const start = input.startTime ?? current?.startTime;
  const end = input.endTime ?? current?.endTime;
  if ((input.startTime !== undefined || input.endTime !== undefined) && start && end && end <= start) {
    throw new InvalidInputError('endTime: must be after startTime.');
  }
  if (input.startTime !== undefined) values.startTime = input.startTime;
  if (input.endTime !== undefined) values.endTime = input.endTime;
  if (input.postcodeDistrict !== undefined) {
    const district = toCoveredArea(input.postcodeDistrict);
    if (!district || /^[A-Z]+$/.test(district)) {
      throw new InvalidInputError(
        `postcodeDistrict: "${input.postcodeDistrict}" is not a UK postcode or postcode district (such as SW11).`,
      );
    }
    values.postcodeDistrict = district;
  }
  if (input.address !== undefined) {
    const address = input.address.trim();
    if (address.length === 0) throw new InvalidInputError('address: must not be empty.');
    values.address = address;
  }
  if (input.childName !== undefined) values.childName = input.childName.trim();
  if (input.childrenCount !== undefined) values.childrenCount = input.childrenCount;
  if (input.ageRange !== undefined) {
    if (input.ageRange.min > input.ageRange.max) throw new InvalidInputError('ageRange: min must not exceed max.');
    values.ageMin = input.ageRange.min;
    values.ageMax = input.ageRange.max;
  }
  if (input.budgetPence !== undefined) values.budgetPence = input.budgetPence;
  if (input.servicesNeeded !== undefined) values.servicesNeeded = input.servicesNeeded;
  if (input.notes !== undefined) values.notes = input.notes;
  if (input.openToQuotes !== undefined) values.openToQuotes = input.openToQuotes;
  if (input.shareWhenCompleted !== undefined) values.shareWhenCompleted = input.shareWhenCompleted;
  return values;
}

export function refuseChange(event: EventRow): void {
  if (event.status === 'completed' || event.status === 'cancelled') {
    throw new ConflictError(`This event is ${event.status} and can no longer be changed.`);
  }
}

export function refusePublish(event: EventRow, today: string): void {
  if (event.status !== 'draft') throw new ConflictError(`This event is already ${event.status}.`);
  if (event.date < today) throw new ConflictError('This event’s date has passed: change it before publishing.');
}

export function refuseCancel(event: EventRow, today: string): void {
  if (event.status === 'completed' || event.status === 'cancelled') {
    throw new ConflictError(`This event is already ${event.status}.`);
  }
  if (event.date <= today) throw new ConflictError('An event can be cancelled only before its date.');
}
