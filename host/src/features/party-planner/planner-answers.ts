import type { Category } from 'shared/contracts';

/**
 * What the planner has been told so far, as typed: text fields stay text until a step is checked,
 * so a half-filled step comes back exactly as it was left.
 */
export type PlannerAnswers = {
  youngest: string;
  /** Empty: every child is the youngest's age. */
  oldest: string;
  children: string;
  date: string;
  postcode: string;
  /** Pounds, optional. */
  budget: string;
  services: Category[];
  /** The services already sorted: the checklist's ticks. */
  sorted: Category[];
};

export const EMPTY_ANSWERS: PlannerAnswers = {
  youngest: '',
  oldest: '',
  children: '',
  date: '',
  postcode: '',
  budget: '',
  services: [],
  sorted: [],
};

/** The questions in the order they are asked; `plan` is the checklist they lead to. */
export const STEPS = ['ages', 'children', 'date', 'postcode', 'budget', 'services'] as const;
export type Step = (typeof STEPS)[number] | 'plan';

/** The planner's whole state: it is kept for the tab, so signing in and back loses nothing. */
export type PlannerState = { step: Step; answers: PlannerAnswers };

export const START: PlannerState = { step: 'ages', answers: EMPTY_ANSWERS };

export function nextStep(step: Step): Step {
  if (step === 'plan') return 'plan';
  return STEPS[STEPS.indexOf(step) + 1] ?? 'plan';
}

export function previousStep(step: Step): Step {
  if (step === 'plan') return STEPS[STEPS.length - 1]!;
  return STEPS[Math.max(0, STEPS.indexOf(step) - 1)]!;
}
