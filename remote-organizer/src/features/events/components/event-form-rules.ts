import type { Category, EventBody, EventType, EventView } from 'shared/contracts';
import { LIMITS } from 'shared/contracts';
import { londonToday, parsePounds, poundsText } from 'shared/ui';

export { EVENT_TYPES } from 'shared/contracts';

const LIMIT = LIMITS.EventBody;
const TIME = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;
// A UK postcode district ("SW11", "BS8", "EC1A") or a full postcode, as the API accepts either.
const POSTCODE = /^[A-Z]{1,2}[0-9][A-Z0-9]?( ?[0-9][A-Z]{2})?$/i;

/** The form's fields as typed (numbers and money as text until sent). */
export type EventDraft = {
  title: string;
  type: EventType;
  date: string;
  startTime: string;
  endTime: string;
  postcodeDistrict: string;
  address: string;
  childName: string;
  childrenCount: string;
  ageMin: string;
  ageMax: string;
  budget: string;
  servicesNeeded: Category[];
  notes: string;
  openToQuotes: boolean;
  shareWhenCompleted: boolean;
};

export type EventField = keyof EventDraft;
export type EventDraftErrors = Partial<Record<EventField, string>>;

export function emptyDraft(): EventDraft {
  return {
    title: '',
    type: 'Birthday party',
    date: '',
    startTime: '14:00',
    endTime: '16:00',
    postcodeDistrict: '',
    address: '',
    childName: '',
    childrenCount: '',
    ageMin: '',
    ageMax: '',
    budget: '',
    servicesNeeded: [],
    notes: '',
    openToQuotes: true,
    shareWhenCompleted: false,
  };
}

/** The organizer's event as the form edits it. */
export function draftOf(event: EventView): EventDraft {
  return {
    title: event.title ?? '',
    type: event.type,
    date: event.date,
    startTime: event.startTime,
    endTime: event.endTime,
    postcodeDistrict: event.postcodeDistrict,
    address: event.address ?? '',
    childName: event.childName ?? '',
    childrenCount: String(event.childrenCount),
    ageMin: String(event.ageRange.min),
    ageMax: String(event.ageRange.max),
    budget: event.budgetPence === null ? '' : poundsText(event.budgetPence),
    servicesNeeded: event.servicesNeeded,
    notes: event.notes ?? '',
    openToQuotes: event.openToQuotes,
    shareWhenCompleted: event.shareWhenCompleted,
  };
}

function wholeNumber(text: string): number | null {
  return /^\d+$/.test(text.trim()) ? Number(text.trim()) : null;
}

function lengthError(text: string, min: number, max: number, what: string): string | undefined {
  const length = text.trim().length;
  if (length < min) return min === 1 ? `Enter the ${what}.` : `The ${what} needs at least ${min} characters.`;
  if (length > max) return `Keep the ${what} to ${max.toLocaleString('en-GB')} characters (${length} now).`;
  return undefined;
}

function ageError(draft: EventDraft): string | undefined {
  const min = wholeNumber(draft.ageMin);
  const max = wholeNumber(draft.ageMax);
  const top = LIMITS.AgeRange.max.maximum;
  if (min === null || max === null) return 'Enter the youngest and oldest ages in years.';
  if (min > top || max > top) return `Ages go up to ${top}.`;
  if (min > max) return 'The youngest age cannot be above the oldest.';
  return undefined;
}

/** Every field's problem, in the limits the API enforces, checked as the organizer types. */
export function checkEventDraft(draft: EventDraft, today = londonToday()): EventDraftErrors {
  const errors: EventDraftErrors = {};
  errors.title = lengthError(draft.title, LIMIT.title.minLength, LIMIT.title.maxLength, 'title');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(draft.date)) errors.date = 'Choose the date.';
  else if (draft.date < today) errors.date = 'Choose today or a later date.';
  if (!TIME.test(draft.startTime)) errors.startTime = 'Enter a start time such as 14:00.';
  if (!TIME.test(draft.endTime)) errors.endTime = 'Enter an end time such as 16:00.';
  else if (TIME.test(draft.startTime) && draft.endTime <= draft.startTime)
    errors.endTime = 'The end time must be after the start time.';
  if (!POSTCODE.test(draft.postcodeDistrict.trim()))
    errors.postcodeDistrict = 'Enter a UK postcode or its first part, such as SW11.';
  errors.address = lengthError(draft.address, LIMIT.address.minLength, LIMIT.address.maxLength, 'address');
  if (draft.childName.trim().length > LIMIT.childName.maxLength)
    errors.childName = `Keep the name to ${LIMIT.childName.maxLength} characters.`;
  const children = wholeNumber(draft.childrenCount);
  if (children === null || children < LIMIT.childrenCount.minimum || children > LIMIT.childrenCount.maximum)
    errors.childrenCount = `Enter how many children, from ${LIMIT.childrenCount.minimum} to ${LIMIT.childrenCount.maximum}.`;
  errors.ageMin = ageError(draft);
  if (draft.budget.trim()) {
    const pence = parsePounds(draft.budget);
    if (pence === null) errors.budget = 'Enter an amount in pounds, like 300, or leave it empty.';
    else if (pence > LIMIT.budgetPence.maximum) errors.budget = 'That budget is above what we can take.';
  }
  if (draft.notes.length > LIMIT.notes.maxLength)
    errors.notes = `Keep the notes to ${LIMIT.notes.maxLength.toLocaleString('en-GB')} characters (${draft.notes.length.toLocaleString('en-GB')} now).`;
  for (const key of Object.keys(errors) as EventField[]) if (!errors[key]) delete errors[key];
  return errors;
}

/** The draft as the API takes it; call once `checkEventDraft` finds nothing. */
export function eventBodyOf(draft: EventDraft): EventBody {
  return {
    title: draft.title.trim(),
    type: draft.type,
    date: draft.date,
    startTime: draft.startTime,
    endTime: draft.endTime,
    postcodeDistrict: draft.postcodeDistrict.trim().toUpperCase(),
    address: draft.address.trim(),
    childName: draft.childName.trim(),
    childrenCount: Number(draft.childrenCount),
    ageRange: { min: Number(draft.ageMin), max: Number(draft.ageMax) },
    budgetPence: draft.budget.trim() ? parsePounds(draft.budget) : null,
    servicesNeeded: draft.servicesNeeded,
    notes: draft.notes.trim(),
    openToQuotes: draft.openToQuotes,
    shareWhenCompleted: draft.shareWhenCompleted,
  };
}

const API_FIELDS: Record<string, EventField> = {
  title: 'title',
  type: 'type',
  date: 'date',
  startTime: 'startTime',
  endTime: 'endTime',
  postcodeDistrict: 'postcodeDistrict',
  address: 'address',
  childName: 'childName',
  childrenCount: 'childrenCount',
  ageRange: 'ageMin',
  budgetPence: 'budget',
  servicesNeeded: 'servicesNeeded',
  notes: 'notes',
};

/**
 * The API names a refused field first ("date: must be today or later", or a schema's
 * "Invalid request: body/title must …"): its message goes under that field, word for word.
 */
export function fieldOfServerMessage(message: string): { field: EventField; text: string } | null {
  const match = /^(?:Invalid request: )?(?:body\/)?([A-Za-z]+)\b/.exec(message);
  const field = match?.[1] ? API_FIELDS[match[1]] : undefined;
  return field ? { field, text: message } : null;
}
