import styled from 'styled-components';
import { formatEventDate, formatPence } from 'shared/ui';
import type { PartyPlan } from '../check-answers.ts';

const List = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 4px ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => theme.space(2)} 0;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;

function agesText({ min, max }: PartyPlan['ageRange']): string {
  const years = (age: number) => (age === 1 ? '1 year' : `${age} years`);
  return min === max ? years(min) : `${min} to ${years(max)}`;
}

/** The planner's answers at a glance, as the draft event will hold them. */
export function PlanSummary({ plan }: { plan: PartyPlan }) {
  return (
    <List aria-label="Your answers">
      <dt>Ages</dt>
      <dd>{agesText(plan.ageRange)}</dd>
      <dt>Children</dt>
      <dd>{plan.childrenCount}</dd>
      <dt>Date</dt>
      <dd>{formatEventDate(plan.date)}</dd>
      <dt>Postcode</dt>
      <dd>{plan.postcode}</dd>
      <dt>Budget</dt>
      <dd>{plan.budgetPence === null ? 'Not set' : formatPence(plan.budgetPence)}</dd>
    </List>
  );
}
