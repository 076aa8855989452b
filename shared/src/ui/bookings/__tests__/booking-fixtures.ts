import type { Message, Quote } from 'shared/contracts';

export function quoteOf(overrides: Partial<Quote> = {}): Quote {
  return {
    id: '50000000-0000-4000-8000-000000000001',
    bookingId: '60000000-0000-4000-8000-000000000001',
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

export function messageOf(n: number, overrides: Partial<Message> = {}): Message {
  return {
    id: `70000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    bookingId: '60000000-0000-4000-8000-000000000001',
    author: 'organizer',
    authorName: 'Sam',
    text: `Message ${n}`,
    createdAt: `2027-02-1${n}T10:00:00.000Z`,
    ...overrides,
  };
}
