import { toPlan } from '../check-answers.ts';
import { usePlanner } from '../hooks/use-planner.ts';
import { PartyPlan } from './party-plan.tsx';
import { PlannerStep } from './planner-step.tsx';

/** `/design`: the questions one at a time, then the plan they make. */
export function PartyPlanner() {
  const planner = usePlanner();
  if (planner.step === 'plan')
    return (
      <PartyPlan
        plan={toPlan(planner.answers)}
        sorted={planner.answers.sorted}
        onToggleSorted={planner.toggleSorted}
        onChangeAnswers={() => planner.goTo('ages')}
        onStartAgain={planner.startAgain}
        moved={planner.moved}
      />
    );
  return (
    <PlannerStep
      step={planner.step}
      answers={planner.answers}
      errors={planner.errors}
      onAnswer={planner.setAnswer}
      onToggleService={planner.toggleService}
      onNext={planner.goNext}
      onBack={planner.goBack}
      moved={planner.moved}
    />
  );
}
