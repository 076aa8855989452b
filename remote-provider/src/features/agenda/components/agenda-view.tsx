import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { formatCalendarMonth } from 'shared/contracts';
import styled from 'styled-components';
import { FormError, InlineSpinner, SecondaryButton, SelectField, londonToday } from 'shared/ui';
import { dayOf } from '../calendar/day-summary.ts';
import { monthOf, shiftMonth } from '../calendar/month-grid.ts';
import { useAgenda } from '../hooks/use-agenda.ts';
import { CalendarFeedPanel } from './calendar-feed-panel.tsx';
import { DayPanel } from './day-panel.tsx';
import { MonthCalendar } from './month-calendar.tsx';
import { RangeForm } from './range-form.tsx';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  h2 {
    margin: 0 auto 0 0;
    min-width: 10rem;
  }
`;

/** `/agenda/{businessId?}`: a month of confirmed bookings and unavailable days, all businesses or one. */
export function AgendaView({ businessId }: { businessId: string | null }) {
  const today = londonToday();
  const navigate = useNavigate();
  // The month shown is the focused day's: moving the focus past the month's end shows the next.
  const [focusDate, setFocusDate] = useState(today);
  const month = monthOf(focusDate);
  const [selectedDate, setSelectedDate] = useState<string | null>(null);
  const { agenda, error, reload } = useAgenda(month, businessId);

  const goToMonth = (next: string) => setFocusDate(next === monthOf(today) ? today : `${next}-01`);

  const business = businessId
    ? agenda?.businesses.find((each) => each.id === businessId)
    : agenda?.businesses.length === 1
      ? agenda.businesses[0]
      : undefined;

  return (
    <Layout>
      {agenda && agenda.businesses.length > 1 && (
        <SelectField
          label="Business"
          value={businessId ?? ''}
          onChange={(event) => navigate(event.target.value ? `/agenda/${event.target.value}` : '/agenda')}
        >
          <option value="">All businesses</option>
          {agenda.businesses.map((each) => (
            <option key={each.id} value={each.id}>
              {each.name}
            </option>
          ))}
        </SelectField>
      )}
      <Bar>
        <h2 id="agenda-month" aria-live="polite">
          {formatCalendarMonth(month)}
        </h2>
        <SecondaryButton type="button" onClick={() => goToMonth(shiftMonth(month, -1))}>
          Previous month
        </SecondaryButton>
        <SecondaryButton type="button" onClick={() => goToMonth(monthOf(today))}>
          Today
        </SecondaryButton>
        <SecondaryButton type="button" onClick={() => goToMonth(shiftMonth(month, 1))}>
          Next month
        </SecondaryButton>
      </Bar>
      <FormError>{error}</FormError>
      {!agenda && !error && <InlineSpinner />}
      {agenda && agenda.businesses.length === 0 && (
        <p>
          You have no businesses yet. <Link to="/business/new/details">Add a business</Link> to keep its agenda here.
        </p>
      )}
      {agenda && agenda.businesses.length > 0 && (
        <>
          <p>Use the arrow keys to move between days and Enter to open one.</p>
          <MonthCalendar
            agenda={agenda}
            businessId={businessId}
            month={month}
            focusDate={focusDate}
            selectedDate={selectedDate}
            onFocusDate={setFocusDate}
            onOpen={setSelectedDate}
            labelledBy="agenda-month"
          />
          {selectedDate && (
            <DayPanel
              date={selectedDate}
              today={agenda.today}
              days={dayOf(agenda, businessId, selectedDate)}
              onChanged={reload}
            />
          )}
          <RangeForm
            key={businessId ?? 'all'}
            businesses={agenda.businesses}
            fixedBusinessId={businessId}
            today={agenda.today}
            onChanged={reload}
          />
          {business ? (
            <CalendarFeedPanel key={business.id} businessId={business.id} businessName={business.name} />
          ) : (
            <p>Choose one business above for its private calendar feed (.ics).</p>
          )}
        </>
      )}
    </Layout>
  );
}
