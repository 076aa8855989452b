/**
 * Bookings and their quotes, messages and review. Every command is one transaction that locks the
 * booking (lockBooking) and then checks the state it found, so of two racing commands one wins and
 * the other gets a 409; each tells the other side in the same transaction.
 */
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { bookingMessages, bookings, businesses, events, quotes, reviews } from '../../db/schema.ts';
import { pgErrorCode, UNIQUE_VIOLATION } from '../common/index.ts';
import { isCalendarDate, londonToday, addDays } from '../common/index.ts';
import { BUSINESS_NOT_FOUND, ConflictError, InvalidInputError, NotFoundError } from '../errors.ts';
import { QUOTE_VALID_DAYS } from '../events/event-catalogue.ts';
import {
  type BookingFull,
  businessMatchesEvent,
  type Caller,
  type Executor,
  eventOpenToQuotes,
  isConfirmed,
  loadBooking,
  loadBookings,
  lockBooking,
  lockEvent,
  quotesOf,
  type Tx,
} from '../events/event-queries.ts';
import { bookingSummaryView, quoteView, reviewView, type Viewer } from '../events/event-views.ts';
import { EVENT_NOT_FOUND, viewEventFor } from '../events/events-service.ts';
import { pounds } from '../events/wording.ts';
import { eventForBusiness, tellBusiness, tellOrganizer } from './booking-notices.ts';
import { expireQuote, setStatus } from './booking-transitions.ts';

export const BOOKING_NOT_FOUND = 'Booking not found.';
export const QUOTE_NOT_FOUND = 'Quote not found.';

export interface QuoteInput {
  items: { description: string; pence: number }[];
  totalPence: number;
  depositPence: number;
  validUntil: string;
  message: string;
  replacesQuoteId?: string | undefined;
}

export interface Page {
  limit: number;
  cursor?: string | undefined;
}

/** The caller's side of the booking: its organizer first (someone may own both), else its business's owner. */
function sideOf(caller: Caller, full: BookingFull): Viewer | undefined {
  if (full.event.ownerUid === caller.uid) return 'organizer';
  if (full.business.ownerUid === caller.uid) return 'business';
  return undefined;
}

function checkedQuote(input: QuoteInput, today: string) {
  const items = input.items.map((item, index) => {
    const description = item.description.trim();
    if (description.length === 0) throw new InvalidInputError(`items/${index}/description: must not be empty.`);
    return { description, pence: item.pence };
  });
  const sum = items.reduce((total, item) => total + item.pence, 0);
  if (input.totalPence !== sum) {
    throw new InvalidInputError(`totalPence: must equal the sum of the items (${pounds(sum)}).`);
  }
  if (input.depositPence > input.totalPence) throw new InvalidInputError('depositPence: must not exceed the total.');
  if (!isCalendarDate(input.validUntil)) throw new InvalidInputError('validUntil: must be a real date, YYYY-MM-DD.');
  if (
    input.validUntil < addDays(today, QUOTE_VALID_DAYS.min) ||
    input.validUntil > addDays(today, QUOTE_VALID_DAYS.max)
  ) {
    throw new InvalidInputError('validUntil: must be 1 to 30 days after today.');
  }
  return {
    items,
    totalPence: input.totalPence,
    depositPence: input.depositPence,
    validUntil: input.validUntil,
    message: input.message.trim(),
  };
}

function conflictOnDuplicate(error: unknown, message: string): never {
  if (pgErrorCode(error) === UNIQUE_VIOLATION) throw new ConflictError(message);
  throw error;
}

export function createBookingsModule(db: Database, now: () => Date = () => new Date()) {
  const today = () => londonToday(now());

  async function bookingView(run: Executor, caller: Caller, full: BookingFull) {
    const viewer = sideOf(caller, full);
    if (!viewer) throw new NotFoundError(BOOKING_NOT_FOUND);
    const event = await viewEventFor(run, caller, full.event, today());
    const all = await quotesOf(run, [full.booking.id]);
    const [review] = await run.select().from(reviews).where(eq(reviews.bookingId, full.booking.id));
    const confirmed = isConfirmed(full.booking.status);
    return {
      id: full.booking.id,
      viewer,
      status: full.booking.status,
      business: { id: full.business.id, name: full.business.name, slug: full.business.slug },
      event: event!,
      requestMessage: full.booking.requestMessage,
      quotes: [...all.filter((q) => q.status === 'open'), ...all.filter((q) => q.status !== 'open')].map(quoteView),
      contact:
        viewer === 'organizer' && confirmed
          ? { email: full.business.contactEmail ?? full.business.ownerEmail, phone: full.business.contactPhone }
          : null,
      organizerName: full.event.ownerName,
      cancelReason: full.booking.cancelReason,
      cancelledBy: full.booking.cancelledBy,
      review: review ? reviewView(review) : null,
      canReview: viewer === 'organizer' && full.booking.status === 'completed' && !review,
      canReply: viewer === 'business' && review !== undefined && review.replyText === null,
      createdAt: full.booking.createdAt.toISOString(),
      lastActivityAt: full.booking.lastActivityAt.toISOString(),
    };
  }

  /** The booking locked, if the caller is on `side` of it (or either side); else 404. */
  async function lockFor(tx: Tx, caller: Caller, bookingId: string, side?: Viewer) {
    const full = await lockBooking(tx, bookingId);
    if (!full) throw new NotFoundError(BOOKING_NOT_FOUND);
    const onSide = (viewer: Viewer) =>
      (viewer === 'organizer' ? full.event.ownerUid : full.business.ownerUid) === caller.uid;
    const viewer = side ?? sideOf(caller, full);
    if (!viewer || !onSide(viewer)) throw new NotFoundError(BOOKING_NOT_FOUND);
    return { full, viewer };
  }

  /** The quote's booking, locked, for its organizer; 404 otherwise. */
  async function lockQuoteForOrganizer(tx: Tx, caller: Caller, quoteId: string) {
    const [quote] = await tx.select().from(quotes).where(eq(quotes.id, quoteId));
    if (!quote) throw new NotFoundError(QUOTE_NOT_FOUND);
    const full = await lockBooking(tx, quote.bookingId);
    if (!full || full.event.ownerUid !== caller.uid) throw new NotFoundError(QUOTE_NOT_FOUND);
    const [current] = await tx.select().from(quotes).where(eq(quotes.id, quoteId));
    return { full, quote: current! };
  }

  function refuseAnswer(full: BookingFull, quote: { id: string; status: string }, verb: string): void {
    if (quote.status === 'accepted') throw new ConflictError('This quote has already been accepted.');
    if (quote.status === 'declined') throw new ConflictError('This quote has already been declined.');
    if (full.booking.status !== 'quoted') {
      throw new ConflictError(`This booking is ${full.booking.status}: the quote can no longer be ${verb}.`);
    }
    if (quote.status === 'superseded' || full.openQuote?.id !== quote.id) {
      throw new ConflictError(
        'This quote was changed meanwhile: the business sent a new one. Please look at it first.',
      );
    }
    if (quote.status === 'expired') throw new ConflictError('This quote has expired.');
  }

  async function insertQuote(tx: Tx, bookingId: string, quote: ReturnType<typeof checkedQuote>) {
    const [row] = await tx
      .insert(quotes)
      .values({ bookingId, ...quote })
      .returning();
    return row!;
  }

  return {
    async get(caller: Caller, bookingId: string) {
      const full = await loadBooking(db.orm, bookingId);
      if (!full) throw new NotFoundError(BOOKING_NOT_FOUND);
      return bookingView(db.orm, caller, full);
    },

    async list(
      caller: Caller,
      as: Viewer,
      filter: { status?: string | undefined; businessId?: string | undefined },
      page: Page,
    ) {
      const mine = as === 'business' ? eq(businesses.ownerUid, caller.uid) : eq(events.ownerUid, caller.uid);
      const rows = await loadBookings(
        db.orm,
        and(
          mine,
          filter.status ? eq(bookings.status, filter.status as BookingFull['booking']['status']) : undefined,
          filter.businessId ? eq(bookings.businessId, filter.businessId) : undefined,
        ),
        { limit: page.limit + 1, after: page.cursor },
      );
      const items = rows.slice(0, page.limit);
      return {
        items: items.map((full) => bookingSummaryView(full, as)),
        nextCursor: rows.length > page.limit ? (items.at(-1)?.booking.id ?? null) : null,
      };
    },

    /** The organizer asks one business for a quote on one of their published events. */
    async request(caller: Caller, input: { businessId: string; eventId: string; message: string }) {
      const message = input.message.trim();
      if (message.length === 0) throw new InvalidInputError('message: must not be empty.');
      return db.orm.transaction(async (tx) => {
        const event = await lockEvent(tx, input.eventId, 'share');
        if (!event || event.ownerUid !== caller.uid) throw new NotFoundError(EVENT_NOT_FOUND);
        if (event.status === 'draft') throw new ConflictError('Publish this event before asking for quotes.');
        if (event.status !== 'published') throw new ConflictError(`This event is ${event.status}.`);
        if (event.date < today()) throw new ConflictError('This event’s date has passed.');
        const [business] = await tx
          .select()
          .from(businesses)
          .where(and(eq(businesses.id, input.businessId), eq(businesses.status, 'live')));
        if (!business) throw new NotFoundError(BUSINESS_NOT_FOUND);
        const [booking] = await tx
          .insert(bookings)
          .values({ eventId: event.id, businessId: business.id, status: 'requested', requestMessage: message })
          .returning()
          .catch((error: unknown) =>
            conflictOnDuplicate(error, `You already have a booking with ${business.name} for this event.`),
          );
        const full = (await loadBooking(tx, booking!.id))!;
        await tellBusiness(
          tx,
          full,
          `${event.ownerName} asked ${business.name} for a quote for ${eventForBusiness(full)}.`,
        );
        return bookingView(tx, caller, full);
      });
    },

    /** A provider quotes on an open event: the booking starts as quoted. */
    async quoteOnEvent(caller: Caller, eventId: string, input: QuoteInput & { businessId: string }) {
      const quote = checkedQuote(input, today());
      return db.orm.transaction(async (tx) => {
        const event = await lockEvent(tx, eventId, 'share');
        if (!event) throw new NotFoundError(EVENT_NOT_FOUND);
        const [business] = await tx
          .select()
          .from(businesses)
          .where(and(eq(businesses.id, input.businessId), eq(businesses.ownerUid, caller.uid)));
        if (!business) throw new NotFoundError(BUSINESS_NOT_FOUND);
        const [live] = await tx
          .select({ id: bookings.id })
          .from(bookings)
          .where(
            and(
              eq(bookings.eventId, eventId),
              eq(bookings.businessId, business.id),
              inArray(bookings.status, ['requested', 'quoted', 'confirmed']),
            ),
          );
        if (live) throw new ConflictError(`${business.name} already has a booking on this event.`);
        const [matching] = await tx
          .select({ id: events.id })
          .from(events)
          .innerJoin(businesses, eq(businesses.id, business.id))
          .where(and(eq(events.id, eventId), sql`${eventOpenToQuotes(today())}`, businessMatchesEvent('businesses')));
        if (!matching) {
          // Someone else's event that is not open to this business reveals nothing.
          if (event.status !== 'published' || !event.openToQuotes) throw new NotFoundError(EVENT_NOT_FOUND);
          throw new ConflictError(`This event is not open to quotes from ${business.name}.`);
        }
        const [booking] = await tx
          .insert(bookings)
          .values({ eventId, businessId: business.id, status: 'quoted' })
          .returning()
          .catch((error: unknown) =>
            conflictOnDuplicate(error, `${business.name} already has a booking on this event.`),
          );
        const row = await insertQuote(tx, booking!.id, quote);
        const full = (await loadBooking(tx, booking!.id))!;
        await tellBusiness(
          tx,
          full,
          `${business.name} sent a quote of ${pounds(row.totalPence)} for ${eventForBusiness(full)}.`,
        );
        await tellOrganizer(
          tx,
          full,
          `${business.name} sent you a quote of ${pounds(row.totalPence)} for ${event.title}.`,
          row.id,
        );
        return bookingView(tx, caller, full);
      });
    },

    /** The business sends a quote or revises its open one (which is superseded). */
    async sendQuote(caller: Caller, bookingId: string, input: QuoteInput) {
      const quote = checkedQuote(input, today());
      return db.orm.transaction(async (tx) => {
        const { full } = await lockFor(tx, caller, bookingId, 'business');
        if (full.booking.status !== 'requested' && full.booking.status !== 'quoted') {
          throw new ConflictError(`This booking is ${full.booking.status}: a quote can no longer be sent.`);
        }
        if (input.replacesQuoteId !== undefined && full.openQuote?.id !== input.replacesQuoteId) {
          throw new ConflictError(
            'This quote was changed meanwhile: another quote was sent or answered since you opened it. Reload to see the current one.',
          );
        }
        const revised = full.openQuote !== null;
        if (full.openQuote) {
          await tx
            .update(quotes)
            .set({ status: 'superseded', answeredAt: new Date() })
            .where(and(eq(quotes.id, full.openQuote.id), eq(quotes.status, 'open')));
        }
        const row = await insertQuote(tx, bookingId, quote);
        await setStatus(tx, full, 'quoted');
        await tellOrganizer(
          tx,
          full,
          revised
            ? `${full.business.name} revised its quote to ${pounds(row.totalPence)} for ${full.event.title}.`
            : `${full.business.name} sent you a quote of ${pounds(row.totalPence)} for ${full.event.title}.`,
          row.id,
        );
        return bookingView(tx, caller, (await loadBooking(tx, bookingId))!);
      });
    },

    /** The business declines a request it has not quoted on. */
    async decline(caller: Caller, bookingId: string, reason: string | undefined) {
      return db.orm.transaction(async (tx) => {
        const { full } = await lockFor(tx, caller, bookingId, 'business');
        if (full.booking.status !== 'requested') {
          throw new ConflictError(`This booking is ${full.booking.status}: only a request can be declined.`);
        }
        await setStatus(tx, full, 'declined', { declineReason: reason?.trim() || null });
        await tellOrganizer(tx, full, `${full.business.name} declined your request for ${full.event.title}.`);
        return bookingView(tx, caller, (await loadBooking(tx, bookingId))!);
      });
    },

    /** The organizer withdraws a request or a quoted booking. */
    async withdraw(caller: Caller, bookingId: string) {
      return db.orm.transaction(async (tx) => {
        const { full } = await lockFor(tx, caller, bookingId, 'organizer');
        if (full.booking.status !== 'requested' && full.booking.status !== 'quoted') {
          throw new ConflictError(`This booking is ${full.booking.status}: it can no longer be withdrawn.`);
        }
        if (full.openQuote) {
          await tx
            .update(quotes)
            .set({ status: 'declined', answeredAt: new Date() })
            .where(eq(quotes.id, full.openQuote.id));
        }
        await setStatus(tx, full, 'withdrawn');
        await tellBusiness(tx, full, `${full.event.ownerName} withdrew their request for ${eventForBusiness(full)}.`);
        return bookingView(tx, caller, (await loadBooking(tx, bookingId))!);
      });
    },

    /** Either side cancels a confirmed booking, with a reason. */
    async cancel(caller: Caller, bookingId: string, reason: string) {
      const trimmed = reason.trim();
      if (trimmed.length === 0) throw new InvalidInputError('reason: must not be empty.');
      return db.orm.transaction(async (tx) => {
        const { full, viewer } = await lockFor(tx, caller, bookingId);
        if (full.booking.status !== 'confirmed') {
          throw new ConflictError(`This booking is ${full.booking.status}: only a confirmed booking can be cancelled.`);
        }
        await setStatus(tx, full, 'cancelled', { cancelReason: trimmed, cancelledBy: viewer });
        if (viewer === 'organizer') {
          await tellBusiness(tx, full, `${full.event.ownerName} cancelled the booking for ${eventForBusiness(full)}.`);
        } else {
          await tellOrganizer(tx, full, `${full.business.name} cancelled your booking for ${full.event.title}.`);
        }
        return bookingView(tx, caller, (await loadBooking(tx, bookingId))!);
      });
    },

    /**
     * The organizer accepts the open quote: the booking is confirmed. Where the business has then
     * reached its bookings for that day, its other open quotes for that date expire.
     */
    async acceptQuote(caller: Caller, quoteId: string) {
      return db.orm.transaction(async (tx) => {
        // The business first, then the booking: two accepts for one business lock in the same order.
        const [owner] = await tx
          .select({ businessId: bookings.businessId })
          .from(quotes)
          .innerJoin(bookings, eq(bookings.id, quotes.bookingId))
          .where(eq(quotes.id, quoteId));
        if (!owner) throw new NotFoundError(QUOTE_NOT_FOUND);
        const [business] = await tx
          .select({ bookingsPerDay: businesses.bookingsPerDay })
          .from(businesses)
          .where(eq(businesses.id, owner.businessId))
          .for('no key update');
        const { full, quote } = await lockQuoteForOrganizer(tx, caller, quoteId);
        refuseAnswer(full, quote, 'accepted');
        if (full.event.status !== 'published' || full.event.date < today()) {
          throw new ConflictError(`This event is ${full.event.status === 'published' ? 'past' : full.event.status}.`);
        }
        await tx.update(quotes).set({ status: 'accepted', answeredAt: new Date() }).where(eq(quotes.id, quoteId));
        await setStatus(tx, full, 'confirmed', { confirmedAt: new Date() });
        await tellBusiness(
          tx,
          full,
          `${full.event.ownerName} accepted your quote of ${pounds(quote.totalPence)} for ${eventForBusiness(full)}.`,
        );
        await tellOrganizer(tx, full, `Your booking with ${full.business.name} for ${full.event.title} is confirmed.`);

        const [taken] = await tx
          .select({ count: sql<number>`count(*)::int` })
          .from(bookings)
          .innerJoin(events, eq(events.id, bookings.eventId))
          .where(
            and(
              eq(bookings.businessId, full.business.id),
              eq(events.date, full.event.date),
              inArray(bookings.status, ['confirmed', 'completed']),
            ),
          );
        if ((taken?.count ?? 0) >= (business?.bookingsPerDay ?? 1)) {
          const others = await tx
            .select({ quoteId: quotes.id })
            .from(quotes)
            .innerJoin(bookings, eq(bookings.id, quotes.bookingId))
            .innerJoin(events, eq(events.id, bookings.eventId))
            .where(
              and(
                eq(bookings.businessId, full.business.id),
                eq(events.date, full.event.date),
                eq(quotes.status, 'open'),
                ne(bookings.id, full.booking.id),
              ),
            );
          for (const other of others) await expireQuote(tx, other.quoteId);
        }
        return bookingView(tx, caller, (await loadBooking(tx, full.booking.id))!);
      });
    },

    /** The organizer turns the open quote down: the booking is declined. */
    async declineQuote(caller: Caller, quoteId: string) {
      return db.orm.transaction(async (tx) => {
        const { full, quote } = await lockQuoteForOrganizer(tx, caller, quoteId);
        refuseAnswer(full, quote, 'declined');
        await tx.update(quotes).set({ status: 'declined', answeredAt: new Date() }).where(eq(quotes.id, quoteId));
        await setStatus(tx, full, 'declined');
        await tellBusiness(tx, full, `${full.event.ownerName} declined your quote for ${eventForBusiness(full)}.`);
        return bookingView(tx, caller, (await loadBooking(tx, full.booking.id))!);
      });
    },

    async messages(caller: Caller, bookingId: string, page: { limit: number; before?: string | undefined }) {
      const full = await loadBooking(db.orm, bookingId);
      if (!full || !sideOf(caller, full)) throw new NotFoundError(BOOKING_NOT_FOUND);
      const before = page.before
        ? sql`(booking_messages.created_at, booking_messages.id) < (SELECT c.created_at, c.id FROM booking_messages c WHERE c.id = ${page.before}::uuid)`
        : undefined;
      const rows = await db.orm
        .select()
        .from(bookingMessages)
        .where(and(eq(bookingMessages.bookingId, bookingId), before))
        .orderBy(desc(bookingMessages.createdAt), desc(bookingMessages.id))
        .limit(page.limit + 1);
      const items = rows.slice(0, page.limit);
      return {
        items: items.map(messageView),
        nextCursor: rows.length > page.limit ? (items.at(-1)?.id ?? null) : null,
      };
    },

    async postMessage(caller: Caller, bookingId: string, text: string) {
      const trimmed = text.trim();
      if (trimmed.length === 0) throw new InvalidInputError('text: must not be empty.');
      return db.orm.transaction(async (tx) => {
        const { full, viewer } = await lockFor(tx, caller, bookingId);
        const [row] = await tx
          .insert(bookingMessages)
          .values({
            bookingId,
            author: viewer,
            authorName: viewer === 'organizer' ? full.event.ownerName : full.business.name,
            text: trimmed,
          })
          .returning();
        await tx
          .update(bookings)
          .set({ lastActivityAt: sql`now()` })
          .where(eq(bookings.id, bookingId));
        if (viewer === 'organizer') {
          await tellBusiness(tx, full, `${full.event.ownerName} sent you a message about ${eventForBusiness(full)}.`);
        } else {
          await tellOrganizer(tx, full, `${full.business.name} sent you a message about ${full.event.title}.`);
        }
        return messageView(row!);
      });
    },

    /** The organizer reviews a completed booking, once. */
    async review(caller: Caller, bookingId: string, input: { rating: number; text: string }) {
      return db.orm.transaction(async (tx) => {
        const { full } = await lockFor(tx, caller, bookingId, 'organizer');
        if (full.booking.status !== 'completed') {
          throw new ConflictError(`This booking is ${full.booking.status}: only a completed booking can be reviewed.`);
        }
        const [existing] = await tx.select({ id: reviews.id }).from(reviews).where(eq(reviews.bookingId, bookingId));
        if (existing) throw new ConflictError('You have already reviewed this booking.');
        const [row] = await tx
          .insert(reviews)
          .values({
            bookingId,
            businessId: full.business.id,
            rating: input.rating,
            text: input.text.trim(),
            authorName: full.event.ownerName,
          })
          .returning()
          .catch((error: unknown) => conflictOnDuplicate(error, 'You have already reviewed this booking.'));
        await tx
          .update(bookings)
          .set({ lastActivityAt: sql`now()` })
          .where(eq(bookings.id, bookingId));
        return reviewView(row!);
      });
    },

    /** The business replies to its review, once, in public. */
    async reply(caller: Caller, bookingId: string, text: string) {
      const trimmed = text.trim();
      if (trimmed.length === 0) throw new InvalidInputError('text: must not be empty.');
      return db.orm.transaction(async (tx) => {
        await lockFor(tx, caller, bookingId, 'business');
        const [review] = await tx.select().from(reviews).where(eq(reviews.bookingId, bookingId)).for('update');
        if (!review) throw new ConflictError('There is no review to reply to yet.');
        if (review.replyText !== null) throw new ConflictError('You have already replied to this review.');
        const [row] = await tx
          .update(reviews)
          .set({ replyText: trimmed, repliedAt: new Date() })
          .where(eq(reviews.id, review.id))
          .returning();
        return reviewView(row!);
      });
    },

    /** A live business's reviews, newest first. */
    async publicReviews(businessId: string, page: Page) {
      const [business] = await db.orm
        .select({ id: businesses.id })
        .from(businesses)
        .where(and(eq(businesses.id, businessId), eq(businesses.status, 'live')));
      if (!business) throw new NotFoundError(BUSINESS_NOT_FOUND);
      const after = page.cursor
        ? sql`(reviews.created_at, reviews.id) < (SELECT c.created_at, c.id FROM reviews c WHERE c.id = ${page.cursor}::uuid)`
        : undefined;
      const rows = await db.orm
        .select()
        .from(reviews)
        .where(and(eq(reviews.businessId, businessId), after))
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(page.limit + 1);
      const items = rows.slice(0, page.limit);
      return {
        items: items.map(reviewView),
        nextCursor: rows.length > page.limit ? (items.at(-1)?.id ?? null) : null,
      };
    },
  };
}

function messageView(row: typeof bookingMessages.$inferSelect) {
  return {
    id: row.id,
    bookingId: row.bookingId,
    author: row.author,
    authorName: row.authorName,
    text: row.text,
    createdAt: row.createdAt.toISOString(),
  };
}

export type BookingsModule = ReturnType<typeof createBookingsModule>;
