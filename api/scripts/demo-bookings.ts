/**
 * The demo organizer's events and their bookings, made through the running API by the people
 * involved: the organizer plans and asks, businesses quote, decline, cancel and refund, both sides
 * write, and every step sends the notifications it sends for anyone (marketplace.md section 5).
 *
 * The past is made as of an earlier day: the two parties that are over were planned, quoted and
 * booked with the API's test clock (development and test only) set PAST_DAYS ago, dated in the
 * days after that, so they fall before today and their reviews after them. The timed sweep
 * (POST /api/internal/timed/run) then runs as of a week ahead: those parties complete, and a
 * request left 7 days unanswered and a quote past its day expire. The sweep moves on everything
 * due by then, so it runs once, before the rest of the story, on the database a fresh seed has
 * just made. What is made after it keeps its state through any sweep less than 7 days ahead
 * (the shortest wait left, a new request's; the open quotes are valid for 14 days or more), so an
 * end-to-end test that moves time on by a few days still finds every state.
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
/**
 * How long ago the past parties were planned; they took place a day and three days after. A
 * quote's last day is counted from the real today (the database checks it against the row's
 * creation), and the API wants it within 30 days of the clock's: so this plus the longest
 * validity the story quotes (14 days) stays under 30.
 */
const PAST_DAYS = 10;

/** The first `weekday` (0 Sunday … 6 Saturday) at least `days` after `today`. */
function weekdayFrom(today: string, days: number, weekday: number): string {
  let date = addDays(today, days);
  while (new Date(`${date}T12:00:00Z`).getUTCDay() !== weekday) date = addDays(date, 1);
  return date;
}

function eventDates(today: string, pastDay: string): DemoEventDates {
  const saturday = (days: number) => weekdayFrom(today, days, 6);
  const sunday = (days: number) => weekdayFrom(today, days, 0);
  return {
    // Ahead of the day they were planned on, behind today: the sweep completes them.
    mayaParty: addDays(pastDay, 1),
    leoParty: addDays(pastDay, 3),
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
  const now = new Date();
  const today = londonToday(now);
  const past = new Date(now.getTime() - PAST_DAYS * DAY_MS);
  const events = demoEvents(eventDates(today, londonToday(past)));
  let eventCount = 0;
  let bookingCount = 0;

  /** The story's steps, each taken by the person who takes it, as at `time`. */
  const storyAt = (time: Date) => {
    const asAtTime = (client: DemoClient) => (time === now ? client : client.at(time));
    const [organizerThen, providerThen, otherThen] = [asAtTime(organizer), asAtTime(provider), asAtTime(other)];
    const ownerOf = (name: string): DemoClient => (providerIds.has(name) ? providerThen : otherThen);
    const createEvent = async (body: DemoEventBody, publish = true): Promise<string> => {
      eventCount++;
      return (await organizerThen.call<{ id: string }>('POST', '/api/events', { ...body, publish })).id;
    };
    const request = async (eventId: string, name: string, message: string): Promise<string> => {
      bookingCount++;
      const booking = await organizerThen.call<BookingView>('POST', '/api/bookings', {
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
    const accept = (quoteId: string) => organizerThen.call('POST', `/api/quotes/${quoteId}/accept`);
    const say = (side: 'organizer' | 'provider', bookingId: string, text: string) =>
      (side === 'organizer' ? organizerThen : providerThen).call('POST', `/api/bookings/${bookingId}/messages`, {
        text,
      });
    return { organizer: organizerThen, other: otherThen, createEvent, request, quote, quoteOnEvent, accept, say };
  };
  const sweepAsOf = (at: Date) => service.call('POST', '/api/internal/timed/run', { now: at.toISOString() });

  const MIKE = "Magic Mike's Magic Shows";
  const PALS = 'Party Pals Entertainment';
  const SPARKLE = 'Sparkle Discos';
  const FIONA = 'Face Painting by Fiona';
  const CASTLES = 'Bouncy Castles Ltd';
  const BALLOONS = 'Balloon Bonanza';

  // --- What the sweep moves on: two parties that happened, and what is left waiting too long. ---
  const then = storyAt(past);
  const maya = await then.createEvent(events.mayaParty);
  const mayaMagic = await then.request(
    maya,
    MIKE,
    'Hello! Could you do a magic show for 20 six-year-olds after school? Maya is mad about rabbits.',
  );
  await then.say(
    'organizer',
    mayaMagic,
    'We would love the show to start at 4pm, just before the cake. Is that all right?',
  );
  await then.say('provider', mayaMagic, 'Of course: 4pm it is. I will bring Houdini the rabbit along too!');
  await then.accept(
    await then.quote(
      mayaMagic,
      MIKE,
      [
        { description: 'Magic show (60 minutes)', pence: 18_000 },
        { description: 'Balloon modelling for every child', pence: 6_000 },
      ],
      { deposit: 5_000, message: 'Rabbit included, of course.' },
    ),
  );
  const mayaFaces = await then.request(maya, FIONA, 'Could you paint faces for about 20 children, two hours?');
  await then.accept(
    await then.quote(mayaFaces, FIONA, [{ description: 'Face painting, 2 hours, up to 25 children', pence: 12_000 }], {
      deposit: 3_000,
    }),
  );

  const leo = await then.createEvent(events.leoParty);
  const leoPals = await then.request(
    leo,
    PALS,
    'Hi, we are after a children\u2019s entertainer for a garden party of twelve 4-year-olds.',
  );
  await then.accept(
    await then.quote(
      leoPals,
      PALS,
      [
        { description: 'Party games and songs (90 minutes)', pence: 15_000 },
        { description: 'Face painting for every child', pence: 4_500 },
      ],
      { deposit: 4_000, message: 'We bring a parachute and bubbles. Looking forward to it!' },
    ),
  );
  const leoCastle = await then.request(leo, CASTLES, 'Do you have a small castle that fits a 10 by 12 metre lawn?');
  await then.accept(
    await then.quote(leoCastle, CASTLES, [
      { description: 'Toddler castle with slide, set up and collection', pence: 9_500 },
    ]),
  );

  // Published open to quotes: the matching businesses hear of it.
  const fair = await then.createEvent(events.schoolFair);
  await then.request(fair, SPARKLE, 'Could you run a disco in the hall for the last hour of our summer fair?');
  const fairBalloons = await then.request(
    fair,
    BALLOONS,
    'We would like a balloon arch at the gate and balloons for the stalls.',
  );
  await then.quote(fairBalloons, BALLOONS, [{ description: 'Balloon arch and 10 stall bunches', pence: 16_000 }], {
    validDays: 2,
    message: 'Our balloons are biodegradable latex.',
  });

  // As of 8 days on: the request and the short quote have expired, and the parties are long over.
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
  // One party that went wrong: the castle came late, and its business refunded the family.
  await other.call('POST', `/api/bookings/${leoCastle}/refund`, {
    reason: 'Our castle arrived an hour late. We are sorry, and have refunded you in full.',
  });

  // --- Today's story: events ahead, with every state a booking can be in. ---
  const story = storyAt(now);
  // The fair again: another business quotes on it, open to quotes as it still is.
  await story.quoteOnEvent(
    fair,
    CASTLES,
    [
      { description: 'Large obstacle-course inflatable, all afternoon', pence: 28_000 },
      { description: 'Attendant for the afternoon', pence: 6_000 },
    ],
    { deposit: 10_000, validDays: 21, message: 'Fully insured, with a PIPA-tested inflatable.' },
  );

  const christening = await story.createEvent(events.christening);
  const christeningPals = await story.request(
    christening,
    PALS,
    'Could you keep the cousins entertained for an hour after lunch?',
  );
  await organizer.call('POST', `/api/bookings/${christeningPals}/withdraw`);
  const christeningMagic = await story.request(
    christening,
    MIKE,
    'Would a gentle magic show for the older cousins be possible?',
  );
  const magicQuote = await story.quote(
    christeningMagic,
    MIKE,
    [{ description: 'Magic show (45 minutes)', pence: 16_000 }],
    {
      validDays: 10,
    },
  );
  await organizer.call('POST', `/api/quotes/${magicQuote}/decline`);
  const christeningBalloons = await story.request(
    christening,
    BALLOONS,
    'White and silver balloons for the tables, please.',
  );
  await story.accept(
    await story.quote(christeningBalloons, BALLOONS, [
      { description: 'Table balloons in white and silver (8 tables)', pence: 8_000 },
    ]),
  );
  await other.call('POST', `/api/bookings/${christeningBalloons}/cancel`, {
    reason: 'Our van is in for repairs that weekend, so we cannot deliver. We are so sorry.',
  });

  const picnic = await story.createEvent(events.picnic);
  const picnicDisco = await story.request(picnic, SPARKLE, 'A family disco by the bandstand, from 1pm to 3pm?');
  await story.accept(
    await story.quote(
      picnicDisco,
      SPARKLE,
      [{ description: 'Outdoor disco with generator (2 hours)', pence: 22_000 }],
      {
        deposit: 5_000,
      },
    ),
  );
  await organizer.call('POST', `/api/events/${picnic}/cancel`, {
    reason: 'The park is closed that weekend for resurfacing.',
  });

  const ava = await story.createEvent(events.avaParty);
  const avaDisco = await story.quoteOnEvent(
    ava,
    SPARKLE,
    [
      { description: 'Kids disco with lights and bubble machine (2 hours)', pence: 20_000 },
      { description: 'Glow sticks for 25 children', pence: 2_500 },
    ],
    { deposit: 5_000, message: 'We can do a sparkly theme: glitter ball and silver lights.' },
  );
  await story.accept(avaDisco.quoteId);
  await organizer.call('PATCH', `/api/events/${ava}`, { endTime: '16:30' });
  await story.say(
    'provider',
    avaDisco.bookingId,
    'Thanks for booking! Is there a socket near where the DJ will set up?',
  );
  const avaFaces = await story.request(ava, FIONA, 'Sparkly face painting for 25 children, please!');
  await other.call('POST', `/api/bookings/${avaFaces}/decline`, { reason: 'We are fully booked that day, sorry.' });
  const avaPals = await story.request(ava, PALS, 'Could you do glitter face painting alongside the disco?');
  await story.quote(avaPals, PALS, [{ description: 'Glitter face painting (2 hours)', pence: 13_000 }], {
    deposit: 3_000,
    message: 'Glitter is cosmetic grade and washes off easily.',
  });
  await story.say('organizer', avaPals, 'Lovely. Can you bring some unicorn designs too?');
  await story.say('provider', avaPals, 'Yes, unicorns are one of our favourites!');

  const harvey = await story.createEvent(events.harveyParty);
  await story.request(harvey, PALS, 'Harvey would love a party with lots of games. Are you free?');
  await story.request(ava, MIKE, 'Could you add a short magic show in the middle of the disco?');

  await story.createEvent(events.islaParty, false);
  await story.createEvent(events.grandadParty, false);
  return { events: eventCount, bookings: bookingCount };
}
