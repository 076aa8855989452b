import { LIMITS, type Category } from 'shared/contracts';
import { TextField, londonToday } from 'shared/ui';
import type { AnswerErrors } from '../check-answers.ts';
import type { PlannerAnswers, Step } from '../planner-answers.ts';
import { ServiceChoices } from './service-choices.tsx';

const CHILDREN = LIMITS.CreateEventBody.childrenCount;

type TextAnswer = Exclude<keyof PlannerAnswers, 'services' | 'sorted'>;

export type QuestionProps = {
  answers: PlannerAnswers;
  errors: AnswerErrors;
  onAnswer: (field: TextAnswer, value: string) => void;
  onToggleService: (service: Category) => void;
};

/** Each step's question: what the heading asks. */
export const QUESTIONS: Record<Exclude<Step, 'plan'>, string> = {
  ages: 'How old are the children?',
  children: 'How many children are coming?',
  date: 'When is the party?',
  postcode: 'Where is it?',
  budget: "What's your budget?",
  services: 'What do you need?',
};

/** The fields that answer one step's question. */
export function QuestionFields({ step, answers, errors, onAnswer, onToggleService }: QuestionProps & { step: Step }) {
  const field = (name: TextAnswer) => ({
    name,
    value: answers[name],
    error: errors[name as keyof AnswerErrors] ?? null,
    onChange: (event: { currentTarget: HTMLInputElement }) => onAnswer(name, event.currentTarget.value),
  });
  const number = { type: 'number', inputMode: 'numeric', min: 0 } as const;

  switch (step) {
    case 'ages':
      return (
        <>
          <TextField label="Youngest" {...number} max={LIMITS.AgeRange.min.maximum} {...field('youngest')} />
          <TextField label="Oldest (if older)" {...number} max={LIMITS.AgeRange.max.maximum} {...field('oldest')} />
        </>
      );
    case 'children':
      return (
        <TextField
          label="Number of children"
          {...number}
          min={CHILDREN.minimum}
          max={CHILDREN.maximum}
          {...field('children')}
        />
      );
    case 'date':
      return <TextField label="Date" type="date" min={londonToday()} {...field('date')} />;
    case 'postcode':
      return (
        <TextField
          label="Postcode"
          autoComplete="postal-code"
          placeholder="e.g. SW11 or BS1 4DJ"
          {...field('postcode')}
        />
      );
    case 'budget':
      return (
        <TextField
          label="Budget in pounds (optional)"
          inputMode="decimal"
          placeholder="e.g. 400"
          {...field('budget')}
        />
      );
    case 'services':
      return <ServiceChoices chosen={answers.services} error={errors.services ?? null} onToggle={onToggleService} />;
    case 'plan':
      return null;
  }
}
