import { LIMITS, type AgeRange, type Category } from 'shared/contracts';
import { londonToday, parsePounds } from 'shared/ui';
import type { PlannerAnswers, Step } from './planner-answers.ts';

/** The answers a finished planner holds, as the API takes them. */
export type PartyPlan = {
  ageRange: AgeRange;
  childrenCount: number;
  date: string;
  postcode: string;
  budgetPence: number | null;
  services: Category[];
};

export type AnswerField = 'youngest' | 'oldest' | 'children' | 'date' | 'postcode' | 'budget' | 'services';
export type AnswerErrors = Partial<Record<AnswerField, string>>;

/** The API's limits for an event (marketplace.md section 3). */
const MAX_AGE = LIMITS.AgeRange.max.maximum;
const MAX_CHILDREN = LIMITS.CreateEventBody.childrenCount.maximum;
const MAX_BUDGET_PENCE = LIMITS.CreateEventBody.budgetPence.maximum;

// A district (SW11, EC1A) or a full postcode (SW11 1AA): the event keeps the district.
const POSTCODE = /^[A-Z]{1,2}[0-9][A-Z0-9]?(\s*[0-9][A-Z]{2})?$/i;

function wholeNumber(text: string): number | null {
  return /^\d{1,3}$/.test(text.trim()) ? Number(text.trim()) : null;
}

function checkAges({ youngest, oldest }: PlannerAnswers): AnswerErrors {
  const min = wholeNumber(youngest);
  if (min === null || min > MAX_AGE) return { youngest: `Enter an age from 0 to ${MAX_AGE}.` };
  if (oldest.trim() === '') return {};
  const max = wholeNumber(oldest);
  if (max === null || max > MAX_AGE) return { oldest: `Enter an age from 0 to ${MAX_AGE}, or leave it empty.` };
  if (max < min) return { oldest: 'The oldest cannot be younger than the youngest.' };
  return {};
}

function checkChildren({ children }: PlannerAnswers): AnswerErrors {
  const count = wholeNumber(children);
  return count === null || count < 1 || count > MAX_CHILDREN
    ? { children: `Enter a number of children from 1 to ${MAX_CHILDREN}.` }
    : {};
}

function checkDate({ date }: PlannerAnswers, today: string): AnswerErrors {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return { date: 'Choose the date of the party.' };
  return date < today ? { date: 'Choose today or a later date.' } : {};
}

function checkPostcode({ postcode }: PlannerAnswers): AnswerErrors {
  return POSTCODE.test(postcode.trim())
    ? {}
    : { postcode: 'Enter a UK postcode or district, such as SW11 or BS1 4DJ.' };
}

function checkBudget({ budget }: PlannerAnswers): AnswerErrors {
  if (budget.trim() === '') return {};
  const pence = parsePounds(budget);
  return pence === null || pence > MAX_BUDGET_PENCE
    ? { budget: 'Enter an amount in pounds up to £100,000, or leave it empty.' }
    : {};
}

function checkServices({ services }: PlannerAnswers): AnswerErrors {
  return services.length === 0 ? { services: 'Choose at least one thing you need.' } : {};
}

/** What is wrong with the answers to `step` (nothing: the step is done). */
export function checkStep(step: Step, answers: PlannerAnswers, today = londonToday()): AnswerErrors {
  switch (step) {
    case 'ages':
      return checkAges(answers);
    case 'children':
      return checkChildren(answers);
    case 'date':
      return checkDate(answers, today);
    case 'postcode':
      return checkPostcode(answers);
    case 'budget':
      return checkBudget(answers);
    case 'services':
      return checkServices(answers);
    case 'plan':
      return {};
  }
}

/** The first question whose answer is missing or wrong, or null when the plan is complete. */
export function firstUnanswered(answers: PlannerAnswers, today = londonToday()): Step | null {
  const steps: Step[] = ['ages', 'children', 'date', 'postcode', 'budget', 'services'];
  return steps.find((step) => Object.keys(checkStep(step, answers, today)).length > 0) ?? null;
}

/** The answers as a plan; call only once `firstUnanswered` is null. */
export function toPlan(answers: PlannerAnswers): PartyPlan {
  const min = Number(answers.youngest.trim());
  const max = answers.oldest.trim() === '' ? min : Number(answers.oldest.trim());
  return {
    ageRange: { min, max },
    childrenCount: Number(answers.children.trim()),
    date: answers.date,
    postcode: answers.postcode.trim().toUpperCase().replace(/\s+/g, ' '),
    budgetPence: answers.budget.trim() === '' ? null : parsePounds(answers.budget),
    services: answers.services,
  };
}
