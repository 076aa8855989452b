import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BusinessCard } from 'shared/contracts';
import { fakeHttp, signOutEveryone, type HttpRequest } from 'shared/testing';
import DesignPage from '../../../pages/design.tsx';
import { PLANNER_KEY } from '../planner-storage.ts';
import { renderAt } from './render-at.tsx';

const DATE = '2099-06-13';

let next = 0;
function business(name: string, overrides: Partial<BusinessCard> = {}): BusinessCard {
  next += 1;
  return {
    id: `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`,
    name,
    slug: name.toLowerCase().replace(/\W+/g, '-'),
    categories: ['Magicians'],
    baseTown: 'Bristol',
    priceFromPence: 14_500,
    rating: { average: 4.8, count: 12 },
    badges: [],
    photo: null,
    ...overrides,
  };
}

/** The search answering per category, as the API would. */
function searchBy(answers: Record<string, { items: BusinessCard[]; nextCursor: string | null } | number>) {
  return (request: HttpRequest) => {
    if (request.path !== '/api/public/search') return undefined;
    const answer = answers[request.query.get('category') ?? ''];
    if (typeof answer === 'number')
      return { status: answer, body: { statusCode: answer, error: 'Error', message: 'The search is resting.' } };
    return { status: 200, body: answer ?? { items: [], nextCursor: null } };
  };
}

const open = () => renderAt(<DesignPage />, '/design');
const next_ = () => userEvent.click(screen.getByRole('button', { name: 'Next' }));

async function answerEverything() {
  await userEvent.type(screen.getByRole('spinbutton', { name: 'Youngest' }), '5');
  await userEvent.type(screen.getByRole('spinbutton', { name: 'Oldest (if older)' }), '7');
  await next_();
  await userEvent.type(screen.getByRole('spinbutton', { name: 'Number of children' }), '12');
  await next_();
  await userEvent.type(screen.getByLabelText('Date'), DATE);
  await next_();
  await userEvent.type(screen.getByRole('textbox', { name: 'Postcode' }), 'bs1');
  await next_();
  await userEvent.type(screen.getByRole('textbox', { name: 'Budget in pounds (optional)' }), '400');
  await next_();
  await userEvent.click(screen.getByRole('checkbox', { name: 'Magicians' }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'Soft Play' }));
  await userEvent.click(screen.getByRole('button', { name: 'Show my plan' }));
}

beforeEach(() => {
  signOutEveryone();
  window.sessionStorage.clear();
});

describe('/design: Plan your party', () => {
  it('asks one question at a time and moves on only when the answer holds', async () => {
    fakeHttp(searchBy({}));
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Plan your party' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'How old are the children?' })).not.toHaveFocus();
    expect(screen.getByText('Step 1 of 6')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();

    await userEvent.type(screen.getByRole('spinbutton', { name: 'Youngest' }), '6');
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Oldest (if older)' }), '4');
    await next_();
    const oldest = screen.getByRole('spinbutton', { name: 'Oldest (if older)' });
    expect(oldest).toHaveAccessibleDescription('The oldest cannot be younger than the youngest.');
    expect(oldest).toHaveFocus();

    await userEvent.clear(oldest);
    await next_();
    expect(screen.getByRole('heading', { name: 'How many children are coming?' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('spinbutton', { name: 'Youngest' })).toHaveValue(6);
  });

  it('turns down a past date', async () => {
    fakeHttp(searchBy({}));
    window.sessionStorage.setItem(
      PLANNER_KEY,
      JSON.stringify({ step: 'date', answers: { youngest: '5', children: '10', date: '2001-01-01' } }),
    );
    open();
    await next_();
    expect(screen.getByLabelText('Date')).toHaveAccessibleDescription('Choose today or a later date.');
    expect(screen.getByRole('heading', { name: 'When is the party?' })).toBeInTheDocument();
  });

  it('asks for at least one service before showing the plan', async () => {
    fakeHttp(searchBy({}));
    window.sessionStorage.setItem(
      PLANNER_KEY,
      JSON.stringify({ step: 'services', answers: { youngest: '5', children: '10', date: DATE, postcode: 'BS1' } }),
    );
    open();
    await userEvent.click(screen.getByRole('button', { name: 'Show my plan' }));
    expect(screen.getByRole('group', { name: 'Services' })).toHaveAccessibleDescription(
      'Choose at least one thing you need.',
    );
    expect(screen.getByRole('checkbox', { name: 'Entertainers' })).toHaveFocus();
  });

  it('shows a checklist of the chosen services, each with businesses that fit the plan', async () => {
    const http = fakeHttp(
      searchBy({
        Magicians: { items: [business("Magic Mike's Magic Shows")], nextCursor: 'more' },
        'Soft Play': { items: [], nextCursor: null },
      }),
    );
    open();
    await answerEverything();

    expect(screen.getByRole('heading', { name: 'Your party' })).toHaveFocus();
    const answers = screen.getByLabelText('Your answers');
    expect(answers).toHaveTextContent('Ages5 to 7 years');
    expect(answers).toHaveTextContent('DateSaturday 13 June 2099');
    expect(answers).toHaveTextContent('PostcodeBS1');
    expect(answers).toHaveTextContent('Budget£400.00');

    const checklist = screen.getByRole('list', { name: 'Your checklist' });
    const magicians = await within(checklist).findByRole('list', { name: 'Suggested for Magicians' });
    expect(within(magicians).getByRole('link', { name: "Magic Mike's Magic Shows" })).toHaveAttribute(
      'href',
      '/pages/magic-mike-s-magic-shows',
    );
    expect(magicians).toHaveTextContent('Bristol · 4.8 (12 reviews) · From £145.00');
    expect(within(checklist).getByRole('link', { name: 'More Magicians for your party' })).toHaveAttribute(
      'href',
      `/results?category=Magicians&postcode=BS1&date=${DATE}&age=5&children=12`,
    );
    expect(await within(checklist).findByText(/No Soft Play free for that date and place yet/)).toBeInTheDocument();

    const searches = http.calls.filter((call) => call.path === '/api/public/search');
    expect(searches.map((call) => call.search).sort()).toEqual([
      `?category=Magicians&postcode=BS1&date=${DATE}&age=5&children=12&limit=3`,
      `?category=Soft+Play&postcode=BS1&date=${DATE}&age=5&children=12&limit=3`,
    ]);
    expect(searches.every((call) => call.authorization === null)).toBe(true);

    // Back in the tab, the businesses are searched again: one may have filled the date meanwhile.
    act(() => void window.dispatchEvent(new Event('focus')));
    await waitFor(() => expect(http.calls.filter((call) => call.path === '/api/public/search')).toHaveLength(4));

    const softPlay = within(checklist).getByRole('checkbox', { name: 'Soft Play' });
    await userEvent.click(softPlay);
    expect(softPlay).toBeChecked();

    await userEvent.click(screen.getByRole('button', { name: 'Change answers' }));
    expect(screen.getByRole('heading', { name: 'How old are the children?' })).toHaveFocus();
    expect(screen.getByRole('spinbutton', { name: 'Oldest (if older)' })).toHaveValue(7);
  });

  it("shows one service's failed search without holding up the others", async () => {
    fakeHttp(searchBy({ Magicians: 503, 'Soft Play': { items: [business('Jungle Jim')], nextCursor: null } }));
    open();
    await answerEverything();
    expect(await screen.findByRole('alert')).toHaveTextContent('The search is resting.');
    expect(await screen.findByRole('link', { name: 'Jungle Jim' })).toBeInTheDocument();
  });
});
