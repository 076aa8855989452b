import { useEffect, useRef, type KeyboardEvent } from 'react';
import type { Agenda } from 'shared/contracts';
import { formatCalendarDate } from 'shared/contracts';
import styled, { css } from 'styled-components';
import { dayOf } from '../calendar/day-summary.ts';
import { monthOf, monthWeeks, movedDate } from '../calendar/month-grid.ts';

const WEEKDAYS = [
  ['Mon', 'Monday'],
  ['Tue', 'Tuesday'],
  ['Wed', 'Wednesday'],
  ['Thu', 'Thursday'],
  ['Fri', 'Friday'],
  ['Sat', 'Saturday'],
  ['Sun', 'Sunday'],
] as const;

const Grid = styled.table`
  width: 100%;
  table-layout: fixed;
  border-collapse: separate;
  border-spacing: 2px;
  th {
    font-size: 0.8rem;
    color: ${({ theme }) => theme.color.textMuted};
    font-weight: 600;
    padding: ${({ theme }) => theme.space(0.5)} 0;
  }
  abbr {
    text-decoration: none;
  }
`;

const Cell = styled.td<{ $outside: boolean; $today: boolean; $selected: boolean; $off: boolean }>`
  vertical-align: top;
  height: 4.5rem;
  padding: 4px;
  border-radius: 8px;
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  cursor: pointer;
  overflow: hidden;
  font-size: 0.8rem;
  line-height: 1.3;
  ${({ $outside, theme }) => $outside && `color: ${theme.color.textMuted}; opacity: 0.7;`}
  ${({ $off }) =>
    $off &&
    css`
      background-image: repeating-linear-gradient(135deg, transparent 0 6px, rgba(127, 127, 127, 0.15) 6px 12px);
    `}
  ${({ $today, theme }) => $today && `border: 2px solid ${theme.color.primary};`}
  ${({ $selected, theme }) => $selected && `outline: 3px solid ${theme.color.accent}; outline-offset: -3px;`}
  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}px) {
    height: 3.25rem;
    padding: 2px;
    font-size: 0.7rem;
  }
  & > span {
    display: block;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  & > .day-number {
    font-weight: 700;
    font-size: 0.9rem;
  }
`;

export interface MonthCalendarProps {
  agenda: Agenda;
  businessId: string | null;
  /** The month shown (YYYY-MM). */
  month: string;
  /** The day that holds the keyboard focus (roving tabindex). */
  focusDate: string;
  selectedDate: string | null;
  onFocusDate: (date: string) => void;
  onOpen: (date: string) => void;
  labelledBy: string;
}

/** The words a screen reader gives a day: date, bookings and availability. */
function dayLabel(agenda: Agenda, businessId: string | null, date: string, today: string): string {
  const days = dayOf(agenda, businessId, date);
  const booked = days.reduce((sum, day) => sum + day.bookings.length, 0);
  const off = days.filter((day) => day.unavailable).length;
  const parts = [formatCalendarDate(date, { weekday: true })];
  if (date === today) parts.push('today');
  parts.push(booked === 0 ? 'no bookings' : booked === 1 ? '1 booking' : `${booked} bookings`);
  if (off > 0) parts.push(off === days.length ? 'unavailable' : `${off} of ${days.length} businesses unavailable`);
  return parts.join(', ');
}

/**
 * The month as a WAI-ARIA grid: one tab stop (the focused day); arrows move a day or a week,
 * Home/End to the week's ends, Page Up/Down a month; Enter or Space opens the day. Moving past
 * the month shows the next one.
 */
export function MonthCalendar({
  agenda,
  businessId,
  month,
  focusDate,
  selectedDate,
  onFocusDate,
  onOpen,
  labelledBy,
}: MonthCalendarProps) {
  const grid = useRef<HTMLTableElement>(null);
  const keyboard = useRef(false);

  useEffect(() => {
    if (!keyboard.current) return;
    // A day outside the weeks shown is focused once its month is drawn (the next run).
    const target = grid.current?.querySelector<HTMLElement>(`[data-date="${focusDate}"]`);
    if (!target) return;
    keyboard.current = false;
    target.focus();
  }, [focusDate, month, agenda]);

  const onKeyDown = (event: KeyboardEvent<HTMLTableCellElement>, date: string) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onOpen(date);
      return;
    }
    const next = movedDate(date, event.key);
    if (next === null) return;
    event.preventDefault();
    keyboard.current = true;
    onFocusDate(next);
  };

  return (
    <Grid role="grid" aria-labelledby={labelledBy} ref={grid}>
      <thead>
        <tr>
          {WEEKDAYS.map(([short, long]) => (
            <th key={short} scope="col">
              <abbr title={long} aria-label={long}>
                {short}
              </abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthWeeks(month).map((week) => (
          <tr key={week[0]}>
            {week.map((date) => {
              const days = dayOf(agenda, businessId, date);
              const booked = days.reduce((sum, day) => sum + day.bookings.length, 0);
              const capacity = days.reduce((sum, day) => sum + day.bookingsPerDay, 0);
              const off = days.length > 0 && days.every((day) => day.unavailable);
              return (
                <Cell
                  key={date}
                  role="gridcell"
                  data-date={date}
                  tabIndex={date === focusDate ? 0 : -1}
                  aria-selected={date === selectedDate}
                  aria-label={dayLabel(agenda, businessId, date, agenda.today)}
                  $outside={monthOf(date) !== month}
                  $today={date === agenda.today}
                  $selected={date === selectedDate}
                  $off={off}
                  onClick={() => {
                    onFocusDate(date);
                    onOpen(date);
                  }}
                  onKeyDown={(event) => onKeyDown(event, date)}
                >
                  <span className="day-number" aria-hidden="true">
                    {Number(date.slice(8))}
                  </span>
                  {booked > 0 && (
                    <span aria-hidden="true">
                      {booked}/{capacity} booked
                    </span>
                  )}
                  {days.some((day) => day.unavailable) && (
                    <span aria-hidden="true">{off ? 'Unavailable' : 'Partly off'}</span>
                  )}
                </Cell>
              );
            })}
          </tr>
        ))}
      </tbody>
    </Grid>
  );
}
