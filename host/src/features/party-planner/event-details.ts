import { LIMITS, type CreateEventBody, type EventType } from 'shared/contracts';
import type { PartyPlan } from './check-answers.ts';

export { EVENT_TYPES } from 'shared/contracts';

/** What an event needs beyond the planner's answers, as typed. */
export type EventDetails = { title: string; type: EventType; startTime: string; endTime: string; address: string };
export type DetailField = keyof EventDetails;
export type DetailErrors = Partial<Record<DetailField, string>>;

/** A party's usual afternoon slot: a starting point the organizer changes here or later. */
export const DEFAULT_DETAILS: EventDetails = {
  title: '',
  type: 'Birthday party',
  startTime: '14:00',
  endTime: '16:00',
  address: '',
};

const TIME = new RegExp(LIMITS.CreateEventBody.startTime.pattern);
const TITLE = LIMITS.CreateEventBody.title;
const ADDRESS = LIMITS.CreateEventBody.address;

export function checkDetails(details: EventDetails): DetailErrors {
  const errors: DetailErrors = {};
  const title = details.title.trim().length;
  if (title < TITLE.minLength || title > TITLE.maxLength)
    errors.title = `Give the event a title of ${TITLE.minLength} to ${TITLE.maxLength} characters.`;
  if (!TIME.test(details.startTime)) errors.startTime = 'Enter a start time, such as 14:00.';
  if (!TIME.test(details.endTime)) errors.endTime = 'Enter an end time, such as 16:00.';
  else if (TIME.test(details.startTime) && details.endTime <= details.startTime)
    errors.endTime = 'The party must end after it starts.';
  const address = details.address.trim().length;
  if (address < ADDRESS.minLength || address > ADDRESS.maxLength)
    errors.address = `Enter the address of the party (up to ${ADDRESS.maxLength} characters).`;
  return errors;
}

/** The draft event the plan and these details make. */
export function draftEventBody(plan: PartyPlan, details: EventDetails): Omit<CreateEventBody, 'publish'> {
  return {
    title: details.title.trim(),
    type: details.type,
    date: plan.date,
    startTime: details.startTime,
    endTime: details.endTime,
    postcodeDistrict: plan.postcode,
    address: details.address.trim(),
    childrenCount: plan.childrenCount,
    ageRange: plan.ageRange,
    budgetPence: plan.budgetPence,
    servicesNeeded: plan.services,
  };
}

/** The field a 400 names ("title: …"), when it is one of these details. */
export function detailFieldOf(message: string): DetailField | null {
  const field = /^(\w+):/.exec(message)?.[1];
  return field && field in DEFAULT_DETAILS ? (field as DetailField) : null;
}

/** The planner's names for the event's fields it answered, to word the API's refusals the same way. */
const PLAN_FIELD_NAMES: Record<string, string> = {
  date: 'Date',
  postcodeDistrict: 'Postcode',
  childrenCount: 'Number of children',
  ageRange: 'Ages',
  budgetPence: 'Budget',
  servicesNeeded: 'Services',
};

/** The API's refusal of one of the plan's answers, named as the planner asked it ("Postcode: …"). */
export function planMessage(message: string): string {
  const match = /^([\w.]+?)(\.\w+)*:\s*(.*)$/s.exec(message);
  const name = match ? PLAN_FIELD_NAMES[match[1]!] : undefined;
  return name ? `${name}: ${match![3]}` : message;
}
