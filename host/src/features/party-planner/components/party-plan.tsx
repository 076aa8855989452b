import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import type { Category } from 'shared/contracts';
import { SecondaryButton } from 'shared/ui';
import type { PartyPlan as Plan } from '../check-answers.ts';
import { PlanSummary } from './plan-summary.tsx';
import { SaveAsEvent } from './save-as-event.tsx';
import { ServiceChecklist } from './service-checklist.tsx';

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space(3)};
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

type PartyPlanProps = {
  plan: Plan;
  sorted: Category[];
  onToggleSorted: (service: Category) => void;
  onChangeAnswers: () => void;
  onStartAgain: () => void;
  /** Whether the visitor got here from the questions: the plan's heading then takes focus. */
  moved: boolean;
};

/** The finished plan: the answers, the checklist of services with matching businesses, and saving it. */
export function PartyPlan({ plan, sorted, onToggleSorted, onChangeAnswers, onStartAgain, moved }: PartyPlanProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (moved) heading.current?.focus();
  }, [moved]);

  return (
    <>
      <Section aria-labelledby="plan-answers">
        <h2 id="plan-answers" ref={heading} tabIndex={-1}>
          Your party
        </h2>
        <PlanSummary plan={plan} />
        <Buttons>
          <SecondaryButton type="button" onClick={onChangeAnswers}>
            Change answers
          </SecondaryButton>
          <SecondaryButton type="button" onClick={onStartAgain}>
            Start again
          </SecondaryButton>
        </Buttons>
      </Section>
      <Section aria-labelledby="plan-checklist">
        <h2 id="plan-checklist">Your checklist</h2>
        <p>Tick each service off once it is sorted. These businesses are free that day and cover your area.</p>
        <ServiceChecklist plan={plan} sorted={sorted} onToggleSorted={onToggleSorted} />
      </Section>
      <Section aria-labelledby="plan-save">
        <h2 id="plan-save">Keep this plan</h2>
        <SaveAsEvent plan={plan} />
      </Section>
    </>
  );
}
