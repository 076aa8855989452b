import type { BookingSummary, BookingView, EventView, OpenEvent, Quote } from 'shared/contracts';

export const BOOKING_ID = '60000000-0000-4000-8000-000000000001';
export const EVENT_ID = '40000000-0000-4000-8000-000000000001';
export const SPARKS = {
  id: '10000000-0000-4000-8000-000000000001',
  name: 'Bright Sparks Magic',
  slug: 'bright-sparks-magic',
};
export const CAKES = { id: '10000000-0000-4000-8000-000000000002', name: 'Cake Corner', slug: 'cake-corner' };

export function quote(overrides: Partial<Quote> = {}): Quote {
  return {
    id: '50000000-0000-4000-8000-000000000001',
    bookingId: BOOKING_ID,
    items: [
      { description: 'Magic show, one hour', pence: 18000 },
      { description: 'Balloon animals', pence: 6000 },
    ],
    totalPence: 24000,
    depositPence: 5000,
    validUntil: '2027-03-01',
    message: 'We would love to come.',
    status: 'open',
    createdAt: '2027-02-10T14:05:00.000Z',
    ...overrides,
  };
}

/** The public part of an event, as Find events and a business before confirmation see it. */
const PUBLIC = {
  id: EVENT_ID,
  status: 'published',
  type: 'Birthday party',
  date: '2027-03-14',
  startTime: '14:00',
  endTime: '16:00',
  postcodeDistrict: 'SW11',
  childrenCount: 12,
  ageRange: { min: 5, max: 7 },
  budgetPence: 30000,
  servicesNeeded: ['Magicians', 'Face Painting'],
  openToQuotes: true,
} satisfies Partial<EventView>;

export function eventView(overrides: Partial<EventView> = {}): EventView {
  return {
    ...PUBLIC,
    viewer: 'business',
    title: null,
    childName: null,
    address: null,
    notes: null,
    shareWhenCompleted: false,
    bookings: [],
    quotableBy: [],
    ...overrides,
  };
}

export function openEvent(overrides: Partial<OpenEvent> = {}): OpenEvent {
  return { ...PUBLIC, matchingBusinesses: [SPARKS], ...overrides };
}

export function bookingView(overrides: Partial<BookingView> = {}): BookingView {
  return {
    id: BOOKING_ID,
    viewer: 'business',
    status: 'requested',
    business: SPARKS,
    event: eventView(),
    requestMessage: 'Could you do a magic show for Maya and her friends?',
    quotes: [],
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
    lastActivityAt: '2027-02-09T09:00:00.000Z',
    ...overrides,
  };
}

export function summary(n: number, overrides: Partial<BookingSummary> = {}): BookingSummary {
  return {
    id: `60000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    status: 'requested',
    business: SPARKS,
    eventId: EVENT_ID,
    eventLabel: `Birthday party on ${n} March 2027`,
    eventDate: `2027-03-${String(n).padStart(2, '0')}`,
    openQuote: null,
    lastActivityAt: '2027-02-09T09:00:00.000Z',
    ...overrides,
  };
}

/** The caller's businesses as GET /api/businesses lists them. */
export function businessList() {
  const completeness = { details: true, packages: true, photos: true, areas: true, complete: true, missing: [] };
  return {
    items: [SPARKS, CAKES].map(({ id, name, slug }) => ({
      id,
      name,
      slug,
      status: 'live' as const,
      categories: ['Magicians' as const],
      completeness,
      updatedAt: '2027-01-01T10:00:00.000Z',
    })),
    nextCursor: null,
  };
}
