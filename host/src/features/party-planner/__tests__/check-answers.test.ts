import { checkStep, firstUnanswered, toPlan } from '../check-answers.ts';
import { EMPTY_ANSWERS, type PlannerAnswers } from '../planner-answers.ts';

const TODAY = '2027-03-01';
const answers = (overrides: Partial<PlannerAnswers> = {}): PlannerAnswers => ({
  ...EMPTY_ANSWERS,
  youngest: '5',
  oldest: '7',
  children: '12',
  date: '2027-03-14',
  postcode: 'sw11  1aa',
  budget: '£1,250.50',
  services: ['Magicians', 'Soft Play'],
  ...overrides,
});

describe('the planner’s answers', () => {
  it('takes ages from 0 to 16, the oldest left empty or no younger than the youngest', () => {
    expect(checkStep('ages', answers(), TODAY)).toEqual({});
    expect(checkStep('ages', answers({ oldest: '' }), TODAY)).toEqual({});
    expect(checkStep('ages', answers({ youngest: '' }), TODAY).youngest).toBe('Enter an age from 0 to 16.');
    expect(checkStep('ages', answers({ youngest: '17' }), TODAY).youngest).toBe('Enter an age from 0 to 16.');
    expect(checkStep('ages', answers({ youngest: '6', oldest: '4' }), TODAY).oldest).toBe(
      'The oldest cannot be younger than the youngest.',
    );
  });

  it('takes 1 to 200 children, a date from today on, a postcode or district and an optional budget', () => {
    expect(checkStep('children', answers({ children: '0' }), TODAY).children).toMatch(/from 1 to 200/);
    expect(checkStep('children', answers({ children: '201' }), TODAY).children).toMatch(/from 1 to 200/);
    expect(checkStep('date', answers({ date: '2027-02-28' }), TODAY).date).toBe('Choose today or a later date.');
    expect(checkStep('date', answers({ date: TODAY }), TODAY)).toEqual({});
    expect(checkStep('postcode', answers({ postcode: 'BS1' }), TODAY)).toEqual({});
    expect(checkStep('postcode', answers({ postcode: 'Bristol' }), TODAY).postcode).toMatch(/UK postcode/);
    expect(checkStep('budget', answers({ budget: '' }), TODAY)).toEqual({});
    expect(checkStep('budget', answers({ budget: 'lots' }), TODAY).budget).toMatch(/in pounds/);
    expect(checkStep('budget', answers({ budget: '100001' }), TODAY).budget).toMatch(/up to £100,000/);
    expect(checkStep('services', answers({ services: [] }), TODAY).services).toBe(
      'Choose at least one thing you need.',
    );
  });

  it('names the first question still to answer', () => {
    expect(firstUnanswered(answers(), TODAY)).toBeNull();
    expect(firstUnanswered(answers({ date: '2020-01-01', services: [] }), TODAY)).toBe('date');
  });

  it('becomes a plan in the API’s terms: an age range, pence and a tidy postcode', () => {
    expect(toPlan(answers())).toEqual({
      ageRange: { min: 5, max: 7 },
      childrenCount: 12,
      date: '2027-03-14',
      postcode: 'SW11 1AA',
      budgetPence: 125_050,
      services: ['Magicians', 'Soft Play'],
    });
    expect(toPlan(answers({ oldest: '', budget: '' }))).toMatchObject({
      ageRange: { min: 5, max: 5 },
      budgetPence: null,
    });
  });
});
