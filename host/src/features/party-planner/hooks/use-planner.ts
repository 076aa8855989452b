import { useCallback, useEffect, useState } from 'react';
import type { Category } from 'shared/contracts';
import { checkStep, firstUnanswered, type AnswerErrors } from '../check-answers.ts';
import {
  nextStep,
  previousStep,
  START,
  type PlannerAnswers,
  type PlannerState,
  type Step,
} from '../planner-answers.ts';
import { forgetPlanner, loadPlanner, savePlanner } from '../planner-storage.ts';

type TextAnswer = Exclude<keyof PlannerAnswers, 'services' | 'sorted'>;

/** A stored plan is shown only while every answer still holds (a date can pass meanwhile). */
function restore(): PlannerState {
  const state = loadPlanner();
  if (state.step !== 'plan') return state;
  const missing = firstUnanswered(state.answers);
  return missing ? { ...state, step: missing } : state;
}

const toggled = (list: Category[], item: Category) =>
  list.includes(item) ? list.filter((entry) => entry !== item) : [...list, item];

/**
 * The planner's questions one step at a time, kept for the tab as they change. A step moves on
 * only when its answers hold; its errors show from the first try.
 */
export function usePlanner() {
  const [state, setState] = useState<PlannerState>(restore);
  const [errors, setErrors] = useState<AnswerErrors>({});
  // Whether the visitor has moved between steps here: from then on, each new step takes focus.
  const [moved, setMoved] = useState(false);

  useEffect(() => savePlanner(state), [state]);

  const setAnswer = useCallback((field: TextAnswer, value: string) => {
    setState((current) => ({ ...current, answers: { ...current.answers, [field]: value } }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }, []);

  const toggleService = useCallback((service: Category) => {
    setState((current) => ({
      ...current,
      answers: { ...current.answers, services: toggled(current.answers.services, service) },
    }));
    setErrors((current) => ({ ...current, services: undefined }));
  }, []);

  const toggleSorted = useCallback((service: Category) => {
    setState((current) => ({
      ...current,
      answers: { ...current.answers, sorted: toggled(current.answers.sorted, service) },
    }));
  }, []);

  /** Moves on when this step's answers hold; otherwise shows why not. Says whether it moved. */
  const goNext = (): boolean => {
    const found = checkStep(state.step, state.answers);
    setErrors(found);
    if (Object.keys(found).length > 0) return false;
    setState({ ...state, step: nextStep(state.step) });
    setMoved(true);
    return true;
  };

  const goTo = (step: Step) => {
    setErrors({});
    setMoved(true);
    setState((current) => ({ ...current, step }));
  };

  const goBack = () => goTo(previousStep(state.step));

  const startAgain = () => {
    forgetPlanner();
    setErrors({});
    setMoved(true);
    setState(START);
  };

  return { ...state, errors, moved, setAnswer, toggleService, toggleSorted, goNext, goBack, goTo, startAgain };
}
