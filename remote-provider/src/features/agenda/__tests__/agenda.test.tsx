import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatCalendarDate, formatCalendarMonth } from 'shared/contracts';
import { fakeHttp, signInAs, signOutEveryone, type HttpRequest } from 'shared/testing';
import { addDays } from 'shared/ui';
import { renderProviderAt as renderProvider } from '../../../routes/__tests__/render-provider-at.tsx';
import { shiftMonth } from '../calendar/month-grid.ts';
import { agendaOf, bookedDay, CAKES, month, SPARKS, today } from './agenda-data.ts';

function agendaServer(extra: (request: HttpRequest) => ReturnType<Parameters<typeof fakeHttp>[0]> = () => undefined) {
  return fakeHttp((request) => {
    if (request.path === '/api/agenda') {
      const asked = request.query.get('month')!;
      const businessId = request.query.get('businessId');
      const agenda = agendaOf({ month: asked });
      return {
        status: 200,
        body: businessId
          ? {
              ...agenda,
              bookings: agenda.bookings.filter((b) => b.businessId === businessId),
              unavailable: agenda.unavailable.filter((u) => u.businessId === businessId),
            }
          : agenda,
      };
    }
    return extra(request);
  });
}

const cell = (date: string) =>
  screen.getByRole('gridcell', { name: new RegExp(`^${formatCalendarDate(date, { weekday: true })}`) });

// The screen is a lazy chunk and many keystrokes each redraw a month: slow on a busy machine.
const FIRST_RENDER = { timeout: 15_000 };
const MANY_KEYS = 40_000;
jest.setTimeout(MANY_KEYS);

describe('/agenda (the calendar)', () => {
  beforeEach(() => signInAs({ email: 'provider@example.com', view: 'provider' }));
  afterEach(() => act(() => signOutEveryone()));

  it('shows the month as a grid of weeks from Monday, with bookings and unavailable days in each day', async () => {
    agendaServer();
    renderProvider('/agenda');
    const grid = await screen.findByRole('grid', { name: formatCalendarMonth(month) }, FIRST_RENDER);
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(cell(bookedDay)).toHaveAccessibleName(
      expect.stringMatching(/1 booking, 1 of 2 businesses unavailable$/) as unknown as string,
    );
    expect(cell(today)).toHaveAttribute('tabindex', '0');
    expect(
      within(grid)
        .getAllByRole('gridcell')
        .filter((each) => each.tabIndex === 0),
    ).toHaveLength(1);
  });

  it(
    'moves between days with the arrow keys, Home and End, and opens a day with Enter',
    async () => {
      agendaServer();
      renderProvider('/agenda');
      await screen.findByRole('grid', {}, FIRST_RENDER);
      act(() => cell(today).focus());

      await userEvent.keyboard('{ArrowRight}');
      expect(
        await screen.findByRole('gridcell', {
          name: new RegExp(formatCalendarDate(addDays(today, 1), { weekday: true })),
        }),
      ).toHaveFocus();
      await userEvent.keyboard('{ArrowLeft}{ArrowDown}');
      expect(cell(addDays(today, 7))).toHaveFocus();
      await userEvent.keyboard('{ArrowUp}{ArrowUp}');
      expect(cell(addDays(today, -7))).toHaveFocus();
      await userEvent.keyboard('{ArrowDown}{Home}');
      expect(document.activeElement?.getAttribute('aria-label')).toMatch(/^Monday /);
      await userEvent.keyboard('{End}');
      expect(document.activeElement?.getAttribute('aria-label')).toMatch(/^Sunday /);

      act(() => cell(bookedDay).focus());
      await userEvent.keyboard('{Enter}');
      const day = await screen.findByRole('region', { name: formatCalendarDate(bookedDay, { weekday: true }) });
      const sparks = within(day).getByRole('group', { name: SPARKS.name });
      expect(within(sparks).getByText('1 of 1 booked.')).toBeInTheDocument();
      expect(within(sparks).getByRole('link', { name: '14:00 to 16:00: Birthday party in BS1' })).toHaveAttribute(
        'href',
        '/quote/30000000-0000-4000-8000-000000000001',
      );
      expect(within(sparks).getByText(/Olivia for Maya, 12 children, 1 Park Road, Bristol/)).toBeInTheDocument();
      const cakes = within(day).getByRole('group', { name: CAKES.name });
      expect(within(cakes).getByText('0 of 2 booked; marked unavailable.')).toBeInTheDocument();
    },
    MANY_KEYS,
  );

  it(
    'Page Down and the month buttons show other months; "Today" comes back',
    async () => {
      const http = agendaServer();
      renderProvider('/agenda');
      await screen.findByRole('grid', { name: formatCalendarMonth(month) });
      act(() => cell(today).focus());
      await userEvent.keyboard('{PageDown}');
      expect(await screen.findByRole('grid', { name: formatCalendarMonth(shiftMonth(month, 1)) })).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
      await screen.findByRole('grid', { name: formatCalendarMonth(shiftMonth(month, 2)) });
      await userEvent.click(screen.getByRole('button', { name: 'Previous month' }));
      await userEvent.click(screen.getByRole('button', { name: 'Previous month' }));
      await userEvent.click(screen.getByRole('button', { name: 'Previous month' }));
      await screen.findByRole('grid', { name: formatCalendarMonth(shiftMonth(month, -1)) });
      await userEvent.click(screen.getByRole('button', { name: 'Today' }));
      await screen.findByRole('grid', { name: formatCalendarMonth(month) });
      expect(
        http.calls
          .filter((call) => call.path === '/api/agenda')
          .map((call) => new URLSearchParams(call.search).get('month')),
      ).toEqual(expect.arrayContaining([month, shiftMonth(month, 1), shiftMonth(month, 2), shiftMonth(month, -1)]));
    },
    MANY_KEYS,
  );

  it('warns before marking a booked day unavailable, and marks it once the owner confirms', async () => {
    const warning = `You have a confirmed booking on ${formatCalendarDate(bookedDay)}; it stands if you mark the day unavailable. Confirm to go ahead.`;
    const http = agendaServer((request) => {
      if (request.path === `/api/agenda/${SPARKS.id}/unavailable-days` && request.method === 'PUT') {
        const body = request.body as { keepBookings?: boolean };
        return body.keepBookings
          ? {
              status: 200,
              body: { businessId: SPARKS.id, from: bookedDay, to: bookedDay, unavailableDates: [bookedDay] },
            }
          : { status: 409, body: { statusCode: 409, error: 'Conflict', message: warning } };
      }
      return undefined;
    });
    renderProvider(`/agenda/${SPARKS.id}`);
    await screen.findByRole('grid', {}, FIRST_RENDER);
    await userEvent.click(cell(bookedDay));
    const day = await screen.findByRole('region', { name: formatCalendarDate(bookedDay, { weekday: true }) });
    await userEvent.click(within(day).getByRole('button', { name: 'Mark unavailable' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'A booking stands' });
    expect(dialog).toHaveTextContent(warning);
    const loadsBefore = http.calls.filter((call) => call.path === '/api/agenda').length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark unavailable anyway' }));
    expect(http.calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      { from: bookedDay, to: bookedDay },
      { from: bookedDay, to: bookedDay, keepBookings: true },
    ]);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(http.calls.filter((call) => call.path === '/api/agenda').length).toBeGreaterThan(loadsBefore),
    );
  });

  it('marks a range of days unavailable, and available again', async () => {
    const http = agendaServer((request) =>
      request.path === `/api/agenda/${CAKES.id}/unavailable-days`
        ? { status: 200, body: { businessId: CAKES.id, from: '', to: '', unavailableDates: [] } }
        : undefined,
    );
    renderProvider('/agenda');
    const form = await screen.findByRole('form', { name: 'A range of days' }, FIRST_RENDER);
    await userEvent.selectOptions(within(form).getByLabelText('For'), CAKES.name);
    const from = addDays(today, 10);
    const to = addDays(today, 14);
    await userEvent.type(within(form).getByLabelText('First day'), from);
    await userEvent.type(within(form).getByLabelText('Last day'), to);
    await userEvent.click(within(form).getByRole('button', { name: 'Mark unavailable' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Mark available' }));
    const changes = http.calls.filter((call) => call.path.endsWith('/unavailable-days'));
    expect(changes.map(({ method, body, search }) => ({ method, body, search }))).toEqual([
      { method: 'PUT', body: { from, to }, search: '' },
      { method: 'DELETE', body: undefined, search: `?from=${from}&to=${to}` },
    ]);
  });

  it('filters by business through the address, and gives that business its private calendar feed', async () => {
    const url = `http://localhost:4000/api/public/calendar/${'s'.repeat(43)}.ics`;
    const http = agendaServer((request) => {
      if (request.path === `/api/agenda/${SPARKS.id}/feed`)
        return request.method === 'POST' ? { status: 200, body: { url } } : { status: 200, body: { url: null } };
      return undefined;
    });
    const router = renderProvider('/agenda');
    await userEvent.selectOptions(await screen.findByLabelText('Business', {}, FIRST_RENDER), SPARKS.name);
    expect(router.state.location.pathname).toBe(`/agenda/${SPARKS.id}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Make a calendar address' }));
    expect(await screen.findByLabelText('Calendar feed address')).toHaveValue(url);
    expect(screen.getByRole('button', { name: 'Replace the address' })).toBeInTheDocument();
    expect(
      http.calls.some((call) => call.path === '/api/agenda' && call.search.includes(`businessId=${SPARKS.id}`)),
    ).toBe(true);
  });
});
