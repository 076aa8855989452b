/**
 * `bench:mix`'s users, in the clients' process: each of them, until the time is up, pauses (think
 * time), picks its next call from its role's mix among those it can make now, sends it as the
 * front end does (public reads without a token, the rest with the user's ID token) and remembers
 * what the answer tells it (the bookings its quotes list shows, its unread notifications, the
 * businesses a search found), as a person clicking through the site would.
 */
import { performance } from 'node:perf_hooks';
import type { BenchHttp } from './bench-http.ts';
import type { MixBooking, MixUser, MixWorld } from './bench-mix-data.ts';
import { type MixCall, mixFor, pickCall, READS, thinkTime, WRITES } from './bench-mix-plan.ts';
import { queryMaker, random } from './bench-search-data.ts';
import type { LatencyStats } from './bench-support.ts';
import { inDays } from '../test/support/events.ts';

export interface MixStats extends LatencyStats {
  /** The first few failures, to say what went wrong. */
  samples: string[];
}

export interface MixInput {
  base: string;
  world: MixWorld;
  durationS: number;
  /** Not measured: the first seconds, while connections open and statements are planned. */
  warmupS: number;
  thinkMs: number;
  /** Through the site server: `base` is the site's origin, and pages are part of the mix. */
  site: boolean;
}

export interface MixMeasured {
  stats: Array<[MixCall, MixStats]>;
  /** The measured part, from the end of the warm-up to the last answer. */
  seconds: number;
}

interface UserState {
  user: MixUser;
  bookings: Map<string, MixBooking>;
  eventIds: string[];
  requestable: MixUser['requestable'];
  unread: string[];
}

interface MixRequest {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  /** Absent for public reads, which the front end sends without a token. */
  token?: string;
  body?: unknown;
  status: number;
  /** What the user learns from the answer. */
  learn?: (body: string) => void;
  /** Why an answer with the right status is still wrong (undefined: it is right). */
  wrong?: (body: string) => string | undefined;
}

interface BusinessRef {
  id: string;
  slug: string;
}

const rand = random(20_260_516);
const pickOf = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)]!;

/** The calls, each with what it needs of the user's state (absent: always possible) and its request. */
function callBook(world: MixWorld, businesses: BusinessRef[]) {
  const searches = queryMaker(world.generated);
  const noteBusinesses = (body: string) => {
    for (const card of (JSON.parse(body) as { items: BusinessRef[] }).items) {
      if (businesses.length < 2_000) businesses.push({ id: card.id, slug: card.slug });
      else businesses[Math.floor(rand() * businesses.length)] = { id: card.id, slug: card.slug };
    }
  };
  const search = (query: string): MixRequest => ({
    method: 'GET',
    path: `/api/public/search?${query}`,
    status: 200,
    learn: noteBusinesses,
  });
  const notifications = (state: UserState) => `/api/notification/${encodeURIComponent(state.user.email)}/User`;
  const anyBooking = (state: UserState) => pickOf([...state.bookings.keys()]);
  const hasBookings = (state: UserState) => state.bookings.size > 0;

  const page = (path: string): MixRequest => ({
    method: 'GET',
    path,
    status: 200,
    // A page the site server sends without the head the API renders for it is a failure (the head's
    // wait is the site server's; a late head used to leave a cold business page bare).
    wrong: (body) => (body.includes('rel="canonical"') ? undefined : 'the page came without its head'),
  });
  const book: Record<MixCall, { ready?: (state: UserState) => boolean; request: (state: UserState) => MixRequest }> = {
    'search: words': { request: () => search(searches.words()) },
    'search: category': { request: () => search(searches.category()) },
    'search: postcode': { request: () => search(searches.postcode()) },
    'business page': {
      request: () => ({ method: 'GET', path: `/api/public/businesses/${pickOf(businesses).slug}`, status: 200 }),
    },
    'business reviews': {
      request: () => ({ method: 'GET', path: `/api/public/businesses/${pickOf(businesses).id}/reviews`, status: 200 }),
    },
    'event page': {
      ready: (state) => state.eventIds.length > 0,
      request: (state) => ({
        method: 'GET',
        path: `/api/events/${pickOf(state.eventIds)}`,
        token: state.user.token,
        status: 200,
      }),
    },
    'my events': {
      request: (state) => ({ method: 'GET', path: '/api/events?when=upcoming', token: state.user.token, status: 200 }),
    },
    'find events': {
      request: (state) => ({ method: 'GET', path: '/api/open-events', token: state.user.token, status: 200 }),
    },
    'quotes list': {
      request: (state) => ({
        method: 'GET',
        path: `/api/bookings?as=${state.user.role === 'organizer' ? 'organizer' : 'business'}`,
        token: state.user.token,
        status: 200,
        learn: (body) => {
          for (const item of (JSON.parse(body) as { items: MixBooking[] }).items) {
            state.bookings.set(item.id, { id: item.id, status: item.status, eventId: item.eventId });
            if (state.user.role === 'provider' && !state.eventIds.includes(item.eventId)) {
              state.eventIds.push(item.eventId);
            }
          }
        },
      }),
    },
    'a quote': {
      ready: hasBookings,
      request: (state) => ({
        method: 'GET',
        path: `/api/bookings/${anyBooking(state)}`,
        token: state.user.token,
        status: 200,
      }),
    },
    messages: {
      ready: hasBookings,
      request: (state) => ({
        method: 'GET',
        path: `/api/bookings/${anyBooking(state)}/messages?limit=50`,
        token: state.user.token,
        status: 200,
      }),
    },
    notifications: {
      request: (state) => ({
        method: 'GET',
        path: `${notifications(state)}?limit=50`,
        token: state.user.token,
        status: 200,
        learn: (body) => {
          const list = JSON.parse(body) as Array<{ _id: string; status: string }>;
          state.unread = list.filter((item) => item.status === 'unread').map((item) => item._id);
        },
      }),
    },
    'unread count': {
      request: (state) => ({
        method: 'GET',
        path: `${notifications(state)}/summary`,
        token: state.user.token,
        status: 200,
      }),
    },
    'request a quote': {
      ready: (state) => state.requestable.length > 0,
      request: (state) => {
        const { eventId, businessId } = state.requestable.splice(Math.floor(rand() * state.requestable.length), 1)[0]!;
        return {
          method: 'POST',
          path: '/api/bookings',
          token: state.user.token,
          body: { businessId, eventId, message: 'Hello! Could you do a party for twelve six-year-olds?' },
          status: 201,
          learn: (body) => {
            const { id } = JSON.parse(body) as { id: string };
            state.bookings.set(id, { id, status: 'requested', eventId });
          },
        };
      },
    },
    'send a quote': {
      ready: (state) => [...state.bookings.values()].some((booking) => booking.status === 'requested'),
      request: (state) => {
        const booking = pickOf([...state.bookings.values()].filter((candidate) => candidate.status === 'requested'));
        return {
          method: 'POST',
          path: `/api/bookings/${booking.id}/quotes`,
          token: state.user.token,
          body: {
            items: [
              { description: 'Party host, two hours', pence: 19_000 },
              { description: 'Travel', pence: 3_000 },
            ],
            totalPence: 22_000,
            depositPence: 5_000,
            validUntil: inDays(14),
            message: 'We would love to come.',
          },
          status: 201,
          learn: () => {
            booking.status = 'quoted';
          },
        };
      },
    },
    'send a message': {
      ready: hasBookings,
      request: (state) => ({
        method: 'POST',
        path: `/api/bookings/${anyBooking(state)}/messages`,
        token: state.user.token,
        body: { text: 'Thank you! See you on the day.' },
        status: 201,
      }),
    },
    'page: business': { request: () => page(`/pages/${pickOf(businesses).slug}`) },
    'page: results': { request: () => page(`/results?${searches.postcode()}`) },
    'mark read': {
      ready: (state) => state.unread.length > 0,
      request: (state) => ({
        method: 'PUT',
        path: `/api/notification/${state.unread.pop()!}/read`,
        token: state.user.token,
        body: { status: 'read' },
        status: 200,
      }),
    },
  };
  const anySearch = () => search(pickOf([searches.words, searches.category, searches.postcode])());
  return { book, anySearch };
}

/** Runs every user of `world` for the warm-up and `durationS`, and returns each call's figures. */
export async function runMix(http: BenchHttp, input: MixInput): Promise<MixMeasured> {
  const { base, world } = input;
  const stats = new Map<MixCall, MixStats>(
    [...READS, ...WRITES].map((call) => [call, { latencies: [], errors: 0, samples: [] }]),
  );
  const businesses: BusinessRef[] = [];
  const { book, anySearch } = callBook(world, businesses);
  // Businesses to open from the start: as if each user had come from a search.
  for (let i = 0; i < 20; i++) {
    const request = anySearch();
    const answer = await http.send('GET', `${base}${request.path}`);
    request.learn!(answer.body);
  }
  if (businesses.length === 0) throw new Error('No search found a business to open.');

  const started = performance.now();
  const measuredFrom = started + input.warmupS * 1_000;
  const until = measuredFrom + input.durationS * 1_000;
  let lastAnswer = measuredFrom;

  const visit = async (user: MixUser) => {
    const state: UserState = {
      user,
      bookings: new Map(user.bookings.map((booking) => [booking.id, { ...booking }])),
      eventIds: [...user.eventIds],
      requestable: [...user.requestable],
      unread: [],
    };
    const weights = mixFor(input.site)[user.role];
    // Users arrive over one think time, not all at once.
    await sleep(rand() * input.thinkMs);
    while (performance.now() < until) {
      const call = pickCall(weights, rand(), (candidate) => book[candidate].ready?.(state) ?? true);
      const request = book[call].request(state);
      const entry = stats.get(call)!;
      const sent = performance.now();
      try {
        const answer = await http.send(request.method, `${base}${request.path}`, {
          token: request.token,
          body: request.body,
        });
        const answered = performance.now();
        if (sent >= measuredFrom) {
          entry.latencies.push(answered - sent);
          lastAnswer = Math.max(lastAnswer, answered);
        }
        const wrong = answer.status === request.status ? request.wrong?.(answer.body) : undefined;
        if (answer.status !== request.status) {
          fail(entry, `${request.method} ${request.path}: ${answer.status} ${answer.body.slice(0, 200)}`);
        } else if (wrong) fail(entry, `${request.method} ${request.path}: ${wrong}`);
        else request.learn?.(answer.body);
      } catch (error) {
        fail(entry, `${request.method} ${request.path}: ${(error as Error).message}`);
      }
      await sleep(thinkTime(input.thinkMs, rand()));
    }
  };
  await Promise.all(world.users.map(visit));
  return { stats: [...stats], seconds: (lastAnswer - measuredFrom) / 1_000 };
}

function fail(entry: MixStats, sample: string) {
  entry.errors++;
  if (entry.samples.length < 3) entry.samples.push(sample);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
