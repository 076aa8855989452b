import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appStore } from 'shared/store';
import { fakeHttp, signInAs, signOutEveryone, type HttpRequest } from 'shared/testing';
import DesignPage from '../../../pages/design.tsx';
import { PLANNER_KEY } from '../planner-storage.ts';
import { renderAt } from './render-at.tsx';

const DATE = '2099-06-13';
const EVENT_ID = '20000000-0000-4000-8000-000000000001';
const PLAN = {
  step: 'plan',
  answers: {
    youngest: '5',
    oldest: '7',
    children: '12',
    date: DATE,
    postcode: 'sw11 1aa',
    budget: '400',
    services: ['Magicians', 'Face Painting'],
    sorted: ['Face Painting'],
  },
};

const storePlan = () => window.sessionStorage.setItem(PLANNER_KEY, JSON.stringify(PLAN));
const open = () => renderAt(<DesignPage />, '/design');

/** The plan as shown once both services' searches have answered. */
async function openPlan() {
  open();
  await screen.findByText(/No Magicians free/);
  await screen.findByText(/No Face Painting free/);
}
const noMatches = { status: 200, body: { items: [], nextCursor: null } };

function api(onCreate: (request: HttpRequest) => { status: number; body: unknown }) {
  return fakeHttp((request) => {
    if (request.path === '/api/public/search') return noMatches;
    if (request.method === 'POST' && request.path === '/api/events') return onCreate(request);
    return undefined;
  });
}

const badRequest = (message: string) => ({ status: 400, body: { statusCode: 400, error: 'Bad Request', message } });

beforeEach(() => {
  signOutEveryone();
  window.sessionStorage.clear();
});

describe('/design: Save as event', () => {
  it('sends a visitor to sign in and back, and has the plan waiting when they return', async () => {
    api(() => ({ status: 500, body: {} }));
    storePlan();
    await openPlan();
    await userEvent.click(screen.getByRole('button', { name: 'Save as event' }));
    expect(screen.getByText('Now at /login?next=/design')).toBeInTheDocument();

    cleanup();
    signInAs();
    await openPlan();
    expect(screen.getByRole('checkbox', { name: 'Face Painting' })).toBeChecked();
    expect(screen.getByLabelText('Your answers')).toHaveTextContent('PostcodeSW11 1AA');
    expect(screen.getByRole('form', { name: 'Event details' })).toBeInTheDocument();
  });

  it('waits for the identity provider before offering either way to save', async () => {
    api(() => ({ status: 500, body: {} }));
    appStore.setState({ authReady: false });
    storePlan();
    await openPlan();
    expect(screen.getByRole('status', { name: 'Checking whether you are signed in…' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save as event' })).not.toBeInTheDocument();
  });

  it('saves the plan as a draft event with the details asked for, then opens the event', async () => {
    signInAs();
    const http = api(() => ({ status: 201, body: { id: EVENT_ID } }));
    storePlan();
    await openPlan();

    await userEvent.type(screen.getByRole('textbox', { name: 'Event title' }), "  Maya's 6th birthday ");
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Type of event' }), 'Birthday party');
    await userEvent.clear(screen.getByLabelText('End time'));
    await userEvent.type(screen.getByLabelText('End time'), '16:30');
    await userEvent.type(screen.getByRole('textbox', { name: 'Address' }), '12 Park Road, London');
    await userEvent.click(screen.getByRole('button', { name: 'Save as event' }));

    await waitFor(() => expect(screen.getByText(`Now at /event/${EVENT_ID}`)).toBeInTheDocument());
    const create = http.calls.find((call) => call.method === 'POST');
    expect(create?.authorization).toBe('Bearer fresh-token');
    expect(create?.body).toEqual({
      title: "Maya's 6th birthday",
      type: 'Birthday party',
      date: DATE,
      startTime: '14:00',
      endTime: '16:30',
      postcodeDistrict: 'SW11 1AA',
      address: '12 Park Road, London',
      childrenCount: 12,
      ageRange: { min: 5, max: 7 },
      budgetPence: 40_000,
      servicesNeeded: ['Magicians', 'Face Painting'],
      publish: false,
    });
    expect(window.sessionStorage.getItem(PLANNER_KEY)).toBeNull();
  });

  it('checks the details before sending, and an end before the start is refused', async () => {
    signInAs();
    const http = api(() => ({ status: 201, body: { id: EVENT_ID } }));
    storePlan();
    await openPlan();
    await userEvent.clear(screen.getByLabelText('End time'));
    await userEvent.type(screen.getByLabelText('End time'), '13:00');
    await userEvent.click(screen.getByRole('button', { name: 'Save as event' }));

    const title = screen.getByRole('textbox', { name: 'Event title' });
    expect(title).toHaveAccessibleDescription('Give the event a title of 2 to 100 characters.');
    await waitFor(() => expect(title).toHaveFocus());
    expect(screen.getByLabelText('End time')).toHaveAccessibleDescription('The party must end after it starts.');
    expect(screen.getByRole('textbox', { name: 'Address' })).toHaveAccessibleDescription(
      'Enter the address of the party (up to 300 characters).',
    );
    expect(http.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it("shows the API's refusal under the field it names, or above the button for an answer of the plan", async () => {
    signInAs();
    let answer = badRequest('address: must be 300 characters or fewer.');
    api(() => answer);
    storePlan();
    await openPlan();
    await userEvent.type(screen.getByRole('textbox', { name: 'Event title' }), 'Garden party');
    await userEvent.type(screen.getByRole('textbox', { name: 'Address' }), '1 High Street');
    await userEvent.click(screen.getByRole('button', { name: 'Save as event' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Address' })).toHaveAccessibleDescription(
        'must be 300 characters or fewer.',
      ),
    );

    answer = badRequest('postcodeDistrict: "SW11 1AA" is not a postcode we know.');
    await userEvent.click(screen.getByRole('button', { name: 'Save as event' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Postcode: "SW11 1AA" is not a postcode we know.');
    expect(screen.getByText('Now at /design')).toBeInTheDocument();
    expect(window.sessionStorage.getItem(PLANNER_KEY)).not.toBeNull();
  });
});
