import type { BookingView, EventView, Quote } from 'shared/contracts';
import { addDays, londonToday } from 'shared/ui';

export const BOOKING_ID = '60000000-0000-4000-8000-000000000001';
const BUSINESS = {
  id: '20000000-0000-4000-8000-000000000001',
  name: 'Bright Sparks Magic',
  slug: 'bright-sparks-magic',
};

export function quoteOf(n: number, overrides: Partial<Quote> = {}): Quote {
  return {
    id: `50000000-0000-4000-8000-00000000000${n}`,
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

const event: EventView = {
  id: '80000000-0000-4000-8000-000000000001',
  viewer: 'organizer',
  status: 'published',
  type: 'Birthday party',
  date: '2027-03-14',
  startTime: '14:00',
  endTime: '16:00',
  postcodeDistrict: 'SW11',
  childrenCount: 12,
  ageRange: { min: 5, max: 7 },
  budgetPence: null,
  servicesNeeded: ['Magicians'],
  openToQuotes: true,
  title: "Maya's 6th birthday",
  childName: 'Maya',
  address: '1 Park Road',
  notes: '',
  shareWhenCompleted: false,
  bookings: [],
  quotableBy: [],
};

export function bookingOf(overrides: Partial<BookingView> = {}): BookingView {
  return {
    id: BOOKING_ID,
    viewer: 'organizer',
    status: 'quoted',
    business: BUSINESS,
    event,
    requestMessage: 'Could you do a magic show?',
    quotes: [
      quoteOf(2),
      quoteOf(1, { status: 'superseded', totalPence: 30000, items: [{ description: 'Old', pence: 30000 }] }),
    ],
    contact: null,
    organizerName: 'Sam',
    cancelReason: null,
    cancelledBy: null,
    refundReason: null,
    refundedAt: null,
    review: null,
    canReview: false,
    canReply: false,
    createdAt: '2027-02-09T09:00:00.000Z',
    lastActivityAt: '2027-02-10T14:05:00.000Z',
    ...overrides,
  };
}
