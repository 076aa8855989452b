import type { BookingSummary, EventView, Quote } from 'shared/contracts';
import { addDays, londonToday } from 'shared/ui';

export const EVENT_ID = '80000000-0000-4000-8000-000000000001';
export const BOOKING_ID = '60000000-0000-4000-8000-000000000001';
export const BUSINESS = {
  id: '20000000-0000-4000-8000-000000000001',
  name: 'Bright Sparks Magic',
  slug: 'bright-sparks-magic',
};

export function quoteOf(overrides: Partial<Quote> = {}): Quote {
  return {
    id: '50000000-0000-4000-8000-000000000001',
    bookingId: BOOKING_ID,
    items: [{ description: 'Magic show', pence: 24000 }],
    totalPence: 24000,
    depositPence: 5000,
    validUntil: addDays(londonToday(), 10),
    message: '',
    status: 'open',
    createdAt: '2027-02-10T14:05:00.000Z',
    ...overrides,
  };
}

export function bookingSummaryOf(overrides: Partial<BookingSummary> = {}): BookingSummary {
  return {
    id: BOOKING_ID,
    status: 'quoted',
    business: BUSINESS,
    eventId: EVENT_ID,
    eventLabel: "Maya's 6th birthday",
    eventDate: addDays(londonToday(), 30),
    openQuote: quoteOf(),
    lastActivityAt: '2027-02-10T14:05:00.000Z',
    ...overrides,
  };
}

export function eventOf(overrides: Partial<EventView> = {}): EventView {
  return {
    id: EVENT_ID,
    viewer: 'organizer',
    status: 'published',
    type: 'Birthday party',
    date: addDays(londonToday(), 30),
    startTime: '14:00',
    endTime: '16:00',
    postcodeDistrict: 'SW11',
    childrenCount: 12,
    ageRange: { min: 5, max: 7 },
    budgetPence: 30000,
    servicesNeeded: ['Magicians'],
    openToQuotes: true,
    title: "Maya's 6th birthday",
    childName: 'Maya',
    address: '1 Park Road, London',
    notes: 'One child has a nut allergy.',
    shareWhenCompleted: false,
    bookings: [bookingSummaryOf()],
    quotableBy: [],
    ...overrides,
  };
}
