import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { PrimaryButton, SecondaryButton } from 'shared/ui';
import { STEPS, type Step } from '../planner-answers.ts';
import { QUESTIONS, QuestionFields, type QuestionProps } from './planner-questions.tsx';

const StepForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(3)};
  max-width: 720px;
  h2 {
    margin: 0;
  }
  h2:focus {
    outline: none;
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
`;

type PlannerStepProps = QuestionProps & {
  step: Exclude<Step, 'plan'>;
  /** Moves on when the answers hold; false when they do not. */
  onNext: () => boolean;
  onBack: () => void;
  /** Whether the visitor got here from another step (or the plan), rather than arriving at the page. */
  moved: boolean;
};

/**
 * One question of the planner. Its heading takes focus when the step changes, so a screen
 * reader reads the new question rather than staying on a button that moved.
 */
export function PlannerStep({ step, onNext, onBack, moved, ...question }: PlannerStepProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const index = STEPS.indexOf(step);
  const form = useRef<HTMLFormElement>(null);
  const [refused, setRefused] = useState(0);

  useEffect(() => {
    // Not on arrival at the page: the page's own heading comes first there.
    if (moved) heading.current?.focus();
  }, [step, moved]);

  // A refused answer takes focus, where its message is read out with it.
  useEffect(() => {
    if (refused === 0) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"], fieldset[aria-describedby] input')?.focus();
  }, [refused]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!onNext()) setRefused((count) => count + 1);
  };

  return (
    <StepForm ref={form} aria-labelledby="planner-question" onSubmit={submit} noValidate>
      <p>
        Step {index + 1} of {STEPS.length}
      </p>
      <h2 id="planner-question" ref={heading} tabIndex={-1}>
        {QUESTIONS[step]}
      </h2>
      <QuestionFields key={step} step={step} {...question} />
      <Buttons>
        {index > 0 && (
          <SecondaryButton type="button" onClick={onBack}>
            Back
          </SecondaryButton>
        )}
        <PrimaryButton type="submit">{index === STEPS.length - 1 ? 'Show my plan' : 'Next'}</PrimaryButton>
      </Buttons>
    </StepForm>
  );
}
