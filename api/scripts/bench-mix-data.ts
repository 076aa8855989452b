/**
 * `bench:mix`'s data, made in the API's process before the clock starts: the search benchmark's
 * generated businesses (photos, credentials, areas as search sees them) and, through the API's own
 * commands as their users would make them, the measured users' world: each provider's live
 * business, each organizer's published events, bookings on them in every state a person reaches
 * without time passing (requested, quoted, confirmed, declined, withdrawn, cancelled) with messages,
 * and the notifications those steps sent, the older half of each user's read.
 */
import type { FastifyInstance } from 'fastify';
import type { LightMyRequestResponse } from 'fastify';
import { CATEGORIES } from '../src/modules/businesses/catalogue.ts';
import { call, createLive } from '../test/support/businesses.ts';
import type { TestUser } from '../test/support/emulator-users.ts';
import { inDays, partyEvent } from '../test/support/events.ts';
import type { Role } from './bench-mix-plan.ts';
import { type Generated, loadSearchBusinesses } from './bench-search-data.ts';
import { inParallel, newAccount } from './bench-setup.ts';

/** One measured user, as the clients' process gets it. */
export interface MixUser {
  role: Role;
  email: string;
  token: string;
  /** An organizer's events; a provider's, the events its bookings are on. */
  eventIds: string[];
  /** Event and business pairs an organizer has not asked about yet, for its quote requests. */
  requestable: Array<{ eventId: string; businessId: string }>;
  /** The bookings the user's quotes list would show at the start. */
  bookings: MixBooking[];
}

export interface MixBooking {
  id: string;
  status: string;
  eventId: string;
}

export interface MixWorld {
  users: MixUser[];
  generated: Generated;
}

const EVENTS_PER_ORGANIZER = 8;
/** Events with bookings made before the run; the rest start with none. */
const BOOKED_EVENTS = 5;
const BUSINESSES_PER_EVENT = 3;
const STATES = ['requested', 'quoted', 'confirmed', 'declined', 'withdrawn', 'cancelled'] as const;
const AREAS = ['BS1', 'BS2', 'BS3', 'BS4', 'BS5'];

/** YYYY-MM-DD `days` from today. */

function expect<T>(response: LightMyRequestResponse, status: number, what: string): T {
  if (response.statusCode !== status) throw new Error(`${what}: ${response.statusCode} ${response.body}`);
  return (response.body ? response.json() : undefined) as T;
}

const quoteBody = (totalPence: number) => ({
  items: [
    { description: 'Party host, two hours', pence: totalPence - 3_000 },
    { description: 'Travel', pence: 3_000 },
  ],
  totalPence,
  depositPence: 5_000,
  validUntil: inDays(14),
  message: 'We would love to come; the price includes everything.',
});

/** Moves a new request on to `state` as its two sides would. */
async function advance(
  app: FastifyInstance,
  bookingId: string,
  state: (typeof STATES)[number],
  organizer: TestUser,
  provider: TestUser,
): Promise<void> {
  const path = `/api/bookings/${bookingId}`;
  if (state === 'requested') return;
  if (state === 'declined') {
    expect(
      await call(app, provider, 'POST', `${path}/decline`, { reason: 'We are fully booked that day.' }),
      200,
      'decline',
    );
    return;
  }
  if (state === 'withdrawn') {
    expect(await call(app, organizer, 'POST', `${path}/withdraw`), 200, 'withdraw');
    return;
  }
  const quoted = expect<{ quotes: { id: string }[] }>(
    await call(app, provider, 'POST', `${path}/quotes`, quoteBody(18_000 + (bookingId.charCodeAt(0) % 10) * 1_000)),
    201,
    'send a quote',
  );
  if (state === 'quoted') return;
  expect(await call(app, organizer, 'POST', `/api/quotes/${quoted.quotes[0]!.id}/accept`), 200, 'accept');
  if (state === 'cancelled') {
    expect(
      await call(app, organizer, 'POST', `${path}/cancel`, { reason: 'The party has moved indoors.' }),
      200,
      'cancel',
    );
  }
}

/** Marks all but the newest half of the user's notifications read, as if they had seen them. */
async function readOlderHalf(app: FastifyInstance, user: TestUser): Promise<void> {
  const list = expect<Array<{ _id: string }>>(
    await call(app, user, 'GET', `/api/notification/${encodeURIComponent(user.email)}/User?limit=100`),
    200,
    'notifications',
  );
  for (const notification of list.slice(Math.ceil(list.length / 2))) {
    expect(
      await call(app, user, 'PUT', `/api/notification/${notification._id}/read`, { status: 'read' }),
      200,
      'mark read',
    );
  }
}

/**
 * Makes `users` accounts (half organizers, half providers; each pushed to `accounts` as soon as it
 * exists, so the caller can delete them whatever happens) and their world, over `businesses`
 * generated ones.
 */
export async function makeMixWorld(
  app: FastifyInstance,
  options: { users: number; businesses: number },
  accounts: TestUser[],
): Promise<MixWorld> {
  const generated = await loadSearchBusinesses(app.db, options.businesses);
  const count = Math.floor(options.users / 2);
  const made = await inParallel(Array.from({ length: count * 2 }), 5, async (_, index) => {
    const account = await newAccount(index < count ? `mix.organizer${index}` : `mix.provider${index - count}`);
    accounts.push(account);
    return account;
  });
  const organizers = made.slice(0, count);
  const providers = made.slice(count);

  const businessIds = await inParallel(providers, 5, async (provider, index) => {
    const category = CATEGORIES[index % CATEGORIES.length]!;
    const areas = [AREAS[index % AREAS.length]!, AREAS[(index + 2) % AREAS.length]!];
    const business = await createLive(app, provider, { name: `Mix ${category} ${index}`, categories: [category] }, [
      ...new Set(areas),
    ]);
    return business.id;
  });
  const providerBookings = new Map<string, MixBooking[]>(businessIds.map((id) => [id, []]));

  const organizerPlans = await inParallel(organizers, 5, async (organizer, index) => {
    const eventIds: string[] = [];
    for (let round = 0; round < EVENTS_PER_ORGANIZER; round++) {
      const event = expect<{ id: string }>(
        await call(
          app,
          organizer,
          'POST',
          '/api/events',
          partyEvent({
            title: `Party ${index}.${round}`,
            date: inDays(14 + ((index * 37 + round * 11) % 300)),
            postcodeDistrict: AREAS[(index + round) % AREAS.length],
            childrenCount: 12 + ((index + round) % 20),
            ageRange: { min: 4, max: 7 },
            servicesNeeded: [CATEGORIES[(index + round) % CATEGORIES.length]],
            notes: 'One child has a nut allergy.',
            openToQuotes: round % 3 === 0,
          }),
        ),
        201,
        'create an event',
      );
      eventIds.push(event.id);
    }
    const booked: MixBooking[] = [];
    const requestable: MixUser['requestable'] = [];
    for (const [round, eventId] of eventIds.entries()) {
      // Each event asks businesses a third of the ring apart, so every provider hears from several organizers.
      const asked = new Set(
        Array.from(
          { length: round < BOOKED_EVENTS ? BUSINESSES_PER_EVENT : 0 },
          (_, k) => (index + round + k * Math.ceil(count / BUSINESSES_PER_EVENT)) % count,
        ),
      );
      for (const [position, businessIndex] of [...asked].entries()) {
        const businessId = businessIds[businessIndex]!;
        const booking = expect<{ id: string }>(
          await call(app, organizer, 'POST', '/api/bookings', {
            businessId,
            eventId,
            message: 'Hello! Are you free that afternoon?',
          }),
          201,
          'request a quote',
        );
        const state = STATES[(round * BUSINESSES_PER_EVENT + position) % STATES.length]!;
        await advance(app, booking.id, state, organizer, providers[businessIndex]!);
        if (position % 2 === 0) {
          for (const [author, text] of [
            [organizer, 'Could you start at 2pm sharp?'],
            [providers[businessIndex]!, 'Yes, we arrive half an hour early to set up.'],
          ] as const) {
            expect(await call(app, author, 'POST', `/api/bookings/${booking.id}/messages`, { text }), 201, 'message');
          }
        }
        booked.push({ id: booking.id, status: state, eventId });
        providerBookings.get(businessId)!.push({ id: booking.id, status: state, eventId });
      }
      for (const [businessIndex, businessId] of businessIds.entries()) {
        if (!asked.has(businessIndex)) requestable.push({ eventId, businessId });
      }
    }
    return { eventIds, bookings: booked, requestable };
  });

  await inParallel(made, 5, (user) => readOlderHalf(app, user));
  return {
    generated,
    users: [
      ...organizers.map((organizer, index) => ({
        role: 'organizer' as const,
        email: organizer.email,
        token: organizer.idToken,
        ...organizerPlans[index]!,
      })),
      ...providers.map((provider, index) => {
        const booked = providerBookings.get(businessIds[index]!)!;
        return {
          role: 'provider' as const,
          email: provider.email,
          token: provider.idToken,
          eventIds: [...new Set(booked.map(({ eventId }) => eventId))],
          requestable: [],
          bookings: booked,
        };
      }),
    ],
  };
}
