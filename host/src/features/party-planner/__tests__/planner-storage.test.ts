import { START } from '../planner-answers.ts';
import { loadPlanner, PLANNER_KEY, savePlanner } from '../planner-storage.ts';

const memory = () => {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
};

describe('the planner kept for the tab', () => {
  it('comes back as it was saved', () => {
    const storage = memory();
    const state = {
      step: 'budget' as const,
      answers: { ...START.answers, youngest: '4', services: ['Magicians' as const], sorted: [] },
    };
    savePlanner(state, storage);
    expect(loadPlanner(storage)).toEqual(state);
  });

  it('starts afresh from anything it did not write, and drops categories it does not know', () => {
    const storage = memory();
    storage.setItem(PLANNER_KEY, '{not json');
    expect(loadPlanner(storage)).toEqual(START);
    storage.setItem(PLANNER_KEY, JSON.stringify({ step: 'dessert', answers: {} }));
    expect(loadPlanner(storage)).toEqual(START);
    storage.setItem(
      PLANNER_KEY,
      JSON.stringify({ step: 'plan', answers: { youngest: 5, services: ['Magicians', 'Unicorns'] } }),
    );
    expect(loadPlanner(storage).answers).toMatchObject({ youngest: '', services: ['Magicians'] });
  });

  it('works with no storage at all', () => {
    expect(loadPlanner(undefined)).toEqual(START);
    expect(() => savePlanner(START, undefined)).not.toThrow();
  });
});
