import type { EventType } from './api-contract.ts';

/**
 * The types of event in the spec's order (marketplace.md section 3), for pickers. The API's
 * schema is the authority: a type it adds or drops fails the check below.
 */
export const EVENT_TYPES = [
  'Birthday party',
  'Christening',
  'School or nursery event',
  'Community event',
  'Other',
] as const satisfies readonly EventType[];

type Missing = Exclude<EventType, (typeof EVENT_TYPES)[number]>;
const everyTypeListed: [Missing] extends [never] ? true : Missing = true;
void everyTypeListed;
