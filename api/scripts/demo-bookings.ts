/**
 * The demo organizer's events and their bookings, made through the running API by the people
 * involved: the organizer plans and asks, businesses quote, decline and cancel, both sides
 * write, and every step sends the notifications it sends for anyone (marketplace.md section 5).
 *
 * "Past" is made with the timed sweep (POST /api/internal/timed/run, development and test only)
 * run as of a week ahead: the two parties dated in the next few days are then over (completed,
 * with reviews), a request left 7 days unanswered and a quote past its day have expired. The
 * sweep moves on everything due by then, so it runs once, before the rest of the story, on the
 * database a fresh seed has just made. What is made after it keeps its state through any sweep
 * less than 7 days ahead (the shortest wait left, a new request's; the open quotes are valid for
 * 14 days or more), so an end-to-end test that moves time on by a few days still finds every state.
 *
 * Runs only when the organizer has no events yet, so a second seed leaves everything alone.
 */
import { addDays, londonToday } from '../src/modules/common/index.ts';
import { DemoClient } from './demo-client.ts';
import { type DemoEventBody, type DemoEventDates, demoEvents } from './demo-data/demo-events-data.ts';

export const DEMO_ORGANIZER = 'organizer@example.com';
export const DEMO_PROVIDER = 'provider@example.com';
/** The owner of the other businesses in the story (demo-businesses-data.ts). */
const OTHER_OWNER = 'owner.south@example.com';

export interface DemoBookingsApi {
  apiUrl: string;
  serviceToken: string;
  idTokenFor(email: string): Promise<string>;
}

interface BookingView {
  id: string;
  status: string;
  quotes: { id: string; status: string }[];
}
interface QuoteItem {
  description: string;
  pence: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The first `weekday` (0 Sunday … 6 Saturday) at least `days` after `today`. */
function weekdayFrom(today: string, days: number, weekday: number): string {
  let date = addDays(today, days);
  while (new Date(`${date}T12:00:00Z`).getUTCDay() !== weekday) date = addDays(date, 1);
  return date;
}

function eventDates(today: string): DemoEventDates {
  const saturday = (days: number) => weekdayFrom(today, days, 6);
  const sunday = (days: number) => weekdayFrom(today, days, 0);
  return {
    // Before the sweep's day (a week ahead), so the sweep completes them.
    mayaParty: addDays(today, 1),
    leoParty: addDays(today, 3),
    // From the fourth Saturday on: some demo businesses have the next three marked unavailable.
    avaParty: saturday(22),
    christening: sunday(22),
    schoolFair: saturday(35),
    picnic: sunday(42),
    harveyParty: saturday(49),
    islaParty: saturday(56),
    grandadParty: sunday(70),
  };
}

async function businessIds(client: DemoClient): Promise<Map<string, string>> {
  const { items } = await client.call<{ items: { id: string; name: string; status: string }[] }>(
    'GET',
    '/api/businesses?limit=100',
  );
  return new Map(
    items.filter((business) => business.status === 'live').map((business) => [business.name, business.id]),
  );
}

/** True when the organizer has any event at all (upcoming, past or draft). */
async function hasEvents(organizer: DemoClient): Promise<boolean> {
  for (const when of ['upcoming', 'past', 'drafts']) {
    const { items } = await organizer.call<{ items: unknown[] }>('GET', `/api/events?when=${when}&limit=1`);
    if (items.length > 0) return true;
  }
  return false;
}

export async function seedDemoBookings(api: DemoBookingsApi): Promise<{ events: number; bookings: number } | null> {
  const organizer = DemoClient.asUser(api.apiUrl, await api.idTokenFor(DEMO_ORGANIZER));
  if (await hasEvents(organizer)) return null;
  const provider = DemoClient.asUser(api.apiUrl, await api.idTokenFor(DEMO_PROVIDER));
  const other = DemoClient.asUser(api.apiUrl, await api.idTokenFor(OTHER_OWNER));
  const service = DemoClient.asService(api.apiUrl, api.serviceToken);

  const providerIds = await businessIds(provider);
  const owned = new Map([...providerIds, ...(await businessIds(other))]);
  const business = (name: string): string => {
    const id = owned.get(name);
    if (!id) throw new Error(`The demo business "${name}" is not live; seed the businesses first.`);
    return id;
  };
  const ownerOf = (name: string): DemoClient => (providerIds.has(name) ? provider : other);

  const today = londonToday(new Date());
  const events = demoEvents(eventDates(today));
  let eventCount = 0;
  let bookingCount = 0;

  const createEvent = async (body: DemoEventBody, publish = true): Promise<string> => {
    eventCount++;
    return (await organizer.call<{ id: string }>('POST', '/api/events', { ...body, publish })).id;
  };
  const request = async (eventId: string, name: string, message: string): Promise<string> => {
    bookingCount++;
    const booking = await organizer.call<BookingView>('POST', '/api/bookings', {
      businessId: business(name),
      eventId,
      message,
    });
    return booking.id;
  };
  const openQuoteOf = (booking: BookingView): string => {
    const open = booking.quotes.find((quote) => quote.status === 'open');
    if (!open) throw new Error(`Booking ${booking.id} has no open quote.`);
    return open.id;
  };
  const quoteBody = (items: QuoteItem[], depositPence: number, validDays: number, message: string) => ({
    items,
    totalPence: items.reduce((sum, item) => sum + item.pence, 0),
    depositPence,
    validUntil: addDays(today, validDays),
    message,
  });
  /** The business answers a request with a quote; returns the quote's id. */
  const quote = async (
    bookingId: string,
    name: string,
    items: QuoteItem[],
    { deposit = 0, validDays = 14, message = '' } = {},
  ): Promise<string> =>
    openQuoteOf(
      await ownerOf(name).call<BookingView>(
        'POST',
        `/api/bookings/${bookingId}/quotes`,
        quoteBody(items, deposit, validDays, message),
      ),
    );
  /** The business quotes on an open event, which starts the booking; returns its and the quote's ids. */
  const quoteOnEvent = async (
    eventId: string,
    name: string,
    items: QuoteItem[],
    { deposit = 0, validDays = 14, message = '' } = {},
  ): Promise<{ bookingId: string; quoteId: string }> => {
    bookingCount++;
    const booking = await ownerOf(name).call<BookingView>('POST', `/api/events/${eventId}/quotes`, {
      ...quoteBody(items, deposit, validDays, message),
      businessId: business(name),
    });
    return { bookingId: booking.id, quoteId: openQuoteOf(booking) };
  };
  const accept = (quoteId: string) => organizer.call('POST', `/api/quotes/${quoteId}/accept`);
  const say = (client: DemoClient, bookingId: string, text: string) =>
    client.call('POST', `/api/bookings/${bookingId}/messages`, { text });
  const sweepAsOf = (at: Date) => service.call('POST', '/api/internal/timed/run', { now: at.toISOString() });

  const MIKE = "Magic Mike's Magic Shows";
  const PALS = 'Party Pals Entertainment';
  const SPARKLE = 'Sparkle Discos';
  const FIONA = 'Face Painting by Fiona';
  const CASTLES = 'Bouncy Castles Ltd';
  const BALLOONS = 'Balloon Bonanza';

  // --- What the sweep moves on: two parties that happen, and what is left waiting too long. ---
  const maya = await createEvent(events.mayaParty);
  const mayaMagic = await request(
    maya,
    MIKE,
    'Hello! Could you do a magic show for 20 six-year-olds after school? Maya is mad about rabbits.',
  );
  await say(organizer, mayaMagic, 'We would love the show to start at 4pm, just before the cake. Is that all right?');
  await say(provider, mayaMagic, 'Of course: 4pm it is. I will bring Houdini the rabbit along too!');
  await accept(
    await quote(
      mayaMagic,
      MIKE,
      [
        { description: 'Magic show (60 minutes)', pence: 18_000 },
        { description: 'Balloon modelling for every child', pence: 6_000 },
      ],
      { deposit: 5_000, message: 'Rabbit included, of course.' },
    ),
  );
  const mayaFaces = await request(maya, FIONA, 'Could you paint faces for about 20 children, two hours?');
  await accept(
    await quote(mayaFaces, FIONA, [{ description: 'Face painting, 2 hours, up to 25 children', pence: 12_000 }], {
      deposit: 3_000,
    }),
  );

  const leo = await createEvent(events.leoParty);
  const leoPals = await request(
    leo,
    PALS,
    'Hi, we are after a children\u2019s entertainer for a garden party of twelve 4-year-olds.',
  );
  await accept(
    await quote(
      leoPals,
      PALS,
      [
        { description: 'Party games and songs (90 minutes)', pence: 15_000 },
        { description: 'Face painting for every child', pence: 4_500 },
      ],
      { deposit: 4_000, message: 'We bring a parachute and bubbles. Looking forward to it!' },
    ),
  );
  const leoCastle = await request(leo, CASTLES, 'Do you have a small castle that fits a 10 by 12 metre lawn?');
  await accept(
    await quote(leoCastle, CASTLES, [
      { description: 'Toddler castle with slide, set up and collection', pence: 9_500 },
    ]),
  );

  // Published open to quotes: the matching businesses hear of it.
  const fair = await createEvent(events.schoolFair);
  await request(fair, SPARKLE, 'Could you run a disco in the hall for the last hour of our summer fair?');
  const fairBalloons = await request(
    fair,
    BALLOONS,
    'We would like a balloon arch at the gate and balloons for the stalls.',
  );
  await quote(fairBalloons, BALLOONS, [{ description: 'Balloon arch and 10 stall bunches', pence: 16_000 }], {
    validDays: 2,
    message: 'Our balloons are biodegradable latex.',
  });

  // As of 8 days on: the parties are over, the request and the short quote have expired.
  await sweepAsOf(new Date(Date.now() + 8 * DAY_MS));

  await organizer.call('POST', `/api/bookings/${mayaMagic}/review`, {
    rating: 5,
    text: 'Mike had twenty six-year-olds spellbound for an hour, and the rabbit was the star. Maya still talks about it.',
  });
  await provider.call('POST', `/api/bookings/${mayaMagic}/review/reply`, {
    text: 'Thank you! Houdini and I had a lovely time. Happy birthday again, Maya!',
  });
  await organizer.call('POST', `/api/bookings/${mayaFaces}/review`, {
    rating: 4,
    text: 'Beautiful butterflies and tigers, and very patient with the shy ones. The queue got long towards the end.',
  });
  await organizer.call('POST', `/api/bookings/${leoPals}/review`, {
    rating: 5,
    text: 'Brilliant with the little ones: games, bubbles and not a single tear. Would book again.',
  });

  // --- Today's story: events ahead, with every state a booking can be in. ---
  // The fair again: another business quotes on it, open to quotes as it still is.
  await quoteOnEvent(
    fair,
    CASTLES,
    [
      { description: 'Large obstacle-course inflatable, all afternoon', pence: 28_000 },
      { description: 'Attendant for the afternoon', pence: 6_000 },
    ],
    { deposit: 10_000, validDays: 21, message: 'Fully insured, with a PIPA-tested inflatable.' },
  );

  const christening = await createEvent(events.christening);
  const christeningPals = await request(
    christening,
    PALS,
    'Could you keep the cousins entertained for an hour after lunch?',
  );
  await organizer.call('POST', `/api/bookings/${christeningPals}/withdraw`);
  const christeningMagic = await request(
    christening,
    MIKE,
    'Would a gentle magic show for the older cousins be possible?',
  );
  const magicQuote = await quote(christeningMagic, MIKE, [{ description: 'Magic show (45 minutes)', pence: 16_000 }], {
    validDays: 10,
  });
  await organizer.call('POST', `/api/quotes/${magicQuote}/decline`);
  const christeningBalloons = await request(christening, BALLOONS, 'White and silver balloons for the tables, please.');
  await accept(
    await quote(christeningBalloons, BALLOONS, [
      { description: 'Table balloons in white and silver (8 tables)', pence: 8_000 },
    ]),
  );
  await other.call('POST', `/api/bookings/${christeningBalloons}/cancel`, {
    reason: 'Our van is in for repairs that weekend, so we cannot deliver. We are so sorry.',
  });

  const picnic = await createEvent(events.picnic);
  const picnicDisco = await request(picnic, SPARKLE, 'A family disco by the bandstand, from 1pm to 3pm?');
  await accept(
    await quote(picnicDisco, SPARKLE, [{ description: 'Outdoor disco with generator (2 hours)', pence: 22_000 }], {
      deposit: 5_000,
    }),
  );
  await organizer.call('POST', `/api/events/${picnic}/cancel`, {
    reason: 'The park is closed that weekend for resurfacing.',
  });

  const ava = await createEvent(events.avaParty);
  const avaDisco = await quoteOnEvent(
    ava,
    SPARKLE,
    [
      { description: 'Kids disco with lights and bubble machine (2 hours)', pence: 20_000 },
      { description: 'Glow sticks for 25 children', pence: 2_500 },
    ],
    { deposit: 5_000, message: 'We can do a sparkly theme: glitter ball and silver lights.' },
  );
  await accept(avaDisco.quoteId);
  await organizer.call('PATCH', `/api/events/${ava}`, { endTime: '16:30' });
  await say(provider, avaDisco.bookingId, 'Thanks for booking! Is there a socket near where the DJ will set up?');
  const avaFaces = await request(ava, FIONA, 'Sparkly face painting for 25 children, please!');
  await other.call('POST', `/api/bookings/${avaFaces}/decline`, { reason: 'We are fully booked that day, sorry.' });
  const avaPals = await request(ava, PALS, 'Could you do glitter face painting alongside the disco?');
  await quote(avaPals, PALS, [{ description: 'Glitter face painting (2 hours)', pence: 13_000 }], {
    deposit: 3_000,
    message: 'Glitter is cosmetic grade and washes off easily.',
  });
  await say(organizer, avaPals, 'Lovely. Can you bring some unicorn designs too?');
  await say(provider, avaPals, 'Yes, unicorns are one of our favourites!');

  const harvey = await createEvent(events.harveyParty);
  await request(harvey, PALS, 'Harvey would love a party with lots of games. Are you free?');
  await request(ava, MIKE, 'Could you add a short magic show in the middle of the disco?');

  await createEvent(events.islaParty, false);
  await createEvent(events.grandadParty, false);
  return { events: eventCount, bookings: bookingCount };
}
