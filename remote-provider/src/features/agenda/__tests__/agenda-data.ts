import type { Agenda, AgendaBooking } from 'shared/contracts';
import { londonToday } from 'shared/ui';

export const SPARKS = { id: '10000000-0000-4000-8000-000000000001', name: 'Bright Sparks Magic', bookingsPerDay: 1 };
export const CAKES = { id: '10000000-0000-4000-8000-000000000002', name: 'Cakes by Kate', bookingsPerDay: 2 };

export const today = londonToday();
export const month = today.slice(0, 7);
/** Today: a day of this month that has not passed, whatever the date the tests run on. */
export const bookedDay = today;

export function booking(overrides: Partial<AgendaBooking> = {}): AgendaBooking {
  return {
    bookingId: '30000000-0000-4000-8000-000000000001',
    businessId: SPARKS.id,
    status: 'confirmed',
    date: bookedDay,
    startTime: '14:00',
    endTime: '16:00',
    eventType: 'Birthday party',
    postcodeDistrict: 'BS1',
    organizerName: 'Olivia',
    childName: 'Maya',
    address: '1 Park Road, Bristol',
    childrenCount: 12,
    ...overrides,
  };
}

export function agendaOf(overrides: Partial<Agenda> = {}): Agenda {
  return {
    month,
    today,
    businesses: [SPARKS, CAKES],
    bookings: [booking()],
    unavailable: [{ businessId: CAKES.id, date: bookedDay }],
    ...overrides,
  };
}
