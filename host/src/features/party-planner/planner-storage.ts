import { isCategory } from 'shared/contracts';
import { readItem, removeItem, writeItem, type KeyValueStorage } from 'shared/store';
import { EMPTY_ANSWERS, START, STEPS, type PlannerAnswers, type PlannerState, type Step } from './planner-answers.ts';

/** Where the planner keeps its answers for the tab: they survive a trip to sign in and back. */
export const PLANNER_KEY = 'party-planner';

export function tabStorage(): KeyValueStorage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

const isStep = (value: unknown): value is Step => value === 'plan' || (STEPS as readonly unknown[]).includes(value);

const text = (value: unknown) => (typeof value === 'string' ? value.slice(0, 40) : '');

const categories = (value: unknown) =>
  Array.isArray(value)
    ? [...new Set(value.filter((item): item is string => typeof item === 'string'))].filter(isCategory)
    : [];

/** The stored state, or the start when there is none or it is not one the planner wrote. */
export function loadPlanner(storage = tabStorage()): PlannerState {
  const stored = readItem(storage, PLANNER_KEY);
  if (!stored) return START;
  try {
    const { step, answers } = JSON.parse(stored) as { step?: unknown; answers?: Record<string, unknown> };
    if (!isStep(step) || typeof answers !== 'object' || answers === null) return START;
    const restored: PlannerAnswers = {
      ...EMPTY_ANSWERS,
      youngest: text(answers.youngest),
      oldest: text(answers.oldest),
      children: text(answers.children),
      date: text(answers.date),
      postcode: text(answers.postcode),
      budget: text(answers.budget),
      services: categories(answers.services),
      sorted: categories(answers.sorted),
    };
    return { step, answers: restored };
  } catch {
    return START;
  }
}

export function savePlanner(state: PlannerState, storage = tabStorage()): void {
  writeItem(storage, PLANNER_KEY, JSON.stringify(state));
}

export function forgetPlanner(storage = tabStorage()): void {
  removeItem(storage, PLANNER_KEY);
}
