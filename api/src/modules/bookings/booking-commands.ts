/**
 * The booking commands. Each is one transaction: lock and load the thread (one statement), check
 * the rules against what was locked, write with RETURNING, tell the other side in the same
 * transaction, and answer from the rows locked and written. Of two racing commands one finds the
 * state it expected and the other a 409.
 */
import type { Database } from '../../db/database.ts';
import { type Caller, pgErrorCode, pounds, type Tx, UNIQUE_VIOLATION } from '../common/index.ts';
import { BUSINESS_NOT_FOUND, ConflictError, NotFoundError } from '../errors.ts';
import { EVENT_NOT_FOUND, type Viewer } from '../events/index.ts';
import {
  checkedQuote,
  fillsTheDay,
  nonEmpty,
  openQuoteOf,
  QUOTE_NOT_FOUND,
  type QuoteInput,
  organizersQuote,
  refuseAccept,
  refuseAnswer,
  refuseCancel,
  refuseDecline,
  refuseFullDay,
  refuseOwnBusiness,
  refuseRefund,
  refuseRequest,
  refuseReview,
  refuseSend,
  refuseWithdraw,
  requireSide,
} from './booking-rules.ts';
import { eventForBusiness, tellBusiness, tellOrganizer } from './booking-notices.ts';
import { expireQuote } from './booking-transitions.ts';
import { bookingView, messageView, quoteJson, reviewView, threadAfter } from './booking-views.ts';
import {
  answerQuote,
  insertBooking,
  insertMessage,
  insertQuote,
  insertReview,
  loadThread,
  lockBusinessOfQuote,
  lockEventForQuote,
  lockEventForRequest,
  replyToReview,
  setBookingStatus,
  type Thread,
  touchBooking,
} from './bookings-repository.ts';

function conflictOnDuplicate(error: unknown, message: string): never {
  if (pgErrorCode(error) === UNIQUE_VIOLATION) throw new ConflictError(message);
  throw error;
}

export function createBookingCommands(db: Database, today: () => string) {
  /**
   * The booking locked and loaded for the caller, who must be on `side` of it (or either side);
   * else 404. Without `view`, what only the booking's view shows is not loaded.
   */
  async function lockFor(tx: Tx, caller: Caller, bookingId: string, side?: Viewer, { view = true } = {}) {
    const viewer = view ? { uid: caller.uid, today: today() } : undefined;
    const thread = await loadThread(tx, { bookingId }, { lock: true, viewer });
    return { thread: thread!, viewer: requireSide(caller.uid, thread, side) };
  }

  /** A booking this transaction has just made, loaded for the caller's view. */
  async function loadNew(tx: Tx, caller: Caller, bookingId: string): Promise<Thread> {
    return (await loadThread(tx, { bookingId }, { lock: false, viewer: { uid: caller.uid, today: today() } }))!;
  }

  return {
    /** The organizer asks one business for a quote on one of their published events. */
    async request(caller: Caller, input: { businessId: string; eventId: string; message: string }) {
      const message = nonEmpty('message', input.message);
      return db.orm.transaction(async (tx) => {
        const found = await lockEventForRequest(tx, input.eventId, input.businessId);
        if (!found || found.event.ownerUid !== caller.uid) throw new NotFoundError(EVENT_NOT_FOUND);
        const { event, business } = found;
        refuseRequest(event, today());
        if (!business) throw new NotFoundError(BUSINESS_NOT_FOUND);
        refuseOwnBusiness(caller.uid, business.ownerUid, 'request');
        const booking = await insertBooking(tx, {
          eventId: event.id,
          businessId: business.id,
          status: 'requested',
          requestMessage: message,
        }).catch((error: unknown) =>
          conflictOnDuplicate(error, `You already have a booking with ${business.name} for this event.`),
        );
        const thread = await loadNew(tx, caller, booking.id);
        await tellBusiness(
          tx,
          thread,
          `${event.ownerName} asked ${business.name} for a quote for ${eventForBusiness(thread)}.`,
        );
        return bookingView(thread, 'organizer');
      });
    },

    /** A provider quotes on an open event: the booking starts as quoted. */
    async quoteOnEvent(caller: Caller, eventId: string, input: QuoteInput & { businessId: string }) {
      const quote = checkedQuote(input, today());
      return db.orm.transaction(async (tx) => {
        const found = await lockEventForQuote(tx, eventId, input.businessId, caller.uid, today());
        if (!found) throw new NotFoundError(EVENT_NOT_FOUND);
        const { event, business } = found;
        if (!business) throw new NotFoundError(BUSINESS_NOT_FOUND);
        refuseOwnBusiness(event.ownerUid, caller.uid, 'quote');
        if (business.live) throw new ConflictError(`${business.name} already has a booking on this event.`);
        if (!business.matches) {
          // Someone else's event that is not open to this business reveals nothing.
          if (event.status !== 'published' || !event.openToQuotes) throw new NotFoundError(EVENT_NOT_FOUND);
          throw new ConflictError(`This event is not open to quotes from ${business.name}.`);
        }
        const booking = await insertBooking(tx, { eventId, businessId: business.id, status: 'quoted' }).catch(
          (error: unknown) => conflictOnDuplicate(error, `${business.name} already has a booking on this event.`),
        );
        const row = await insertQuote(tx, booking.id, quote);
        const thread = await loadNew(tx, caller, booking.id);
        await tellBusiness(
          tx,
          thread,
          `${business.name} sent a quote of ${pounds(row.totalPence)} for ${eventForBusiness(thread)}.`,
        );
        await tellOrganizer(
          tx,
          thread,
          `${business.name} sent you a quote of ${pounds(row.totalPence)} for ${event.title}.`,
          row.id,
        );
        return bookingView(thread, requireSide(caller.uid, thread));
      });
    },

    /** The business sends a quote or revises its open one (which is superseded). */
    async sendQuote(caller: Caller, bookingId: string, input: QuoteInput) {
      const quote = checkedQuote(input, today());
      return db.orm.transaction(async (tx) => {
        const { thread, viewer } = await lockFor(tx, caller, bookingId, 'business');
        refuseOwnBusiness(thread.event.ownerUid, caller.uid, 'quote');
        refuseSend(thread, input.replacesQuoteId);
        const open = openQuoteOf(thread);
        if (open) await answerQuote(tx, open.id, 'superseded');
        const row = await insertQuote(tx, bookingId, quote);
        const booking = await setBookingStatus(tx, bookingId, 'quoted');
        const { business, event } = thread;
        await tellOrganizer(
          tx,
          thread,
          open
            ? `${business.name} revised its quote to ${pounds(row.totalPence)} for ${event.title}.`
            : `${business.name} sent you a quote of ${pounds(row.totalPence)} for ${event.title}.`,
          row.id,
        );
        const quotes = [
          quoteJson(row),
          ...thread.quotes.map((q) => (q.id === open?.id ? { ...q, status: 'superseded' as const } : q)),
        ];
        return bookingView(threadAfter(thread, booking, quotes), viewer);
      });
    },

    /** The business declines a request it has not quoted on. */
    async decline(caller: Caller, bookingId: string, reason: string | undefined) {
      return db.orm.transaction(async (tx) => {
        const { thread, viewer } = await lockFor(tx, caller, bookingId, 'business');
        refuseDecline(thread);
        const booking = await setBookingStatus(tx, bookingId, 'declined', { declineReason: reason?.trim() || null });
        await tellOrganizer(tx, thread, `${thread.business.name} declined your request for ${thread.event.title}.`);
        return bookingView(threadAfter(thread, booking), viewer);
      });
    },

    /** The organizer withdraws a request or a quoted booking. */
    async withdraw(caller: Caller, bookingId: string) {
      return db.orm.transaction(async (tx) => {
        const { thread, viewer } = await lockFor(tx, caller, bookingId, 'organizer');
        refuseWithdraw(thread);
        const open = openQuoteOf(thread);
        if (open) await answerQuote(tx, open.id, 'declined');
        const booking = await setBookingStatus(tx, bookingId, 'withdrawn');
        await tellBusiness(
          tx,
          thread,
          `${thread.event.ownerName} withdrew their request for ${eventForBusiness(thread)}.`,
        );
        const quotes = thread.quotes.map((q) => (q.id === open?.id ? { ...q, status: 'declined' as const } : q));
        return bookingView(threadAfter(thread, booking, quotes), viewer);
      });
    },

    /** Either side cancels a confirmed booking, with a reason. */
    async cancel(caller: Caller, bookingId: string, reason: string) {
      const trimmed = nonEmpty('reason', reason);
      return db.orm.transaction(async (tx) => {
        const { thread, viewer } = await lockFor(tx, caller, bookingId);
        refuseCancel(thread);
        const booking = await setBookingStatus(tx, bookingId, 'cancelled', {
          cancelReason: trimmed,
          cancelledBy: viewer,
        });
        if (viewer === 'organizer') {
          await tellBusiness(
            tx,
            thread,
            `${thread.event.ownerName} cancelled the booking for ${eventForBusiness(thread)}.`,
          );
        } else {
          await tellOrganizer(tx, thread, `${thread.business.name} cancelled your booking for ${thread.event.title}.`);
        }
        return bookingView(threadAfter(thread, booking), viewer);
      });
    },

    /**
     * The business refunds a completed booking, with a reason the family reads. It leaves the
     * month's bills: unbilled, it is never billed; billed, the next statement reverses it.
     */
    async refund(caller: Caller, bookingId: string, reason: string) {
      const trimmed = nonEmpty('reason', reason);
      return db.orm.transaction(async (tx) => {
        const { thread, viewer } = await lockFor(tx, caller, bookingId, 'business');
        refuseRefund(thread);
        const booking = await setBookingStatus(tx, bookingId, 'refunded', {
          refundReason: trimmed,
          refundedAt: new Date(),
        });
        const paid = thread.quotes.find((quote) => quote.status === 'accepted');
        await tellOrganizer(
          tx,
          thread,
          `${thread.business.name} refunded your booking${paid ? ` of ${pounds(paid.totalPence)}` : ''} for ${thread.event.title}.`,
        );
        return bookingView(threadAfter(thread, booking), viewer);
      });
    },

    /**
     * The organizer accepts the open quote: the booking is confirmed. Where the business has then
     * reached its bookings for that day, its other open quotes for that date expire.
     */
    async acceptQuote(caller: Caller, quoteId: string) {
      return db.orm.transaction(async (tx) => {
        // The business first, then the booking: two accepts for one business lock in the same order,
        // and the second counts the first's booking once it is confirmed.
        if (!(await lockBusinessOfQuote(tx, quoteId))) throw new NotFoundError(QUOTE_NOT_FOUND);
        const thread = await loadThread(
          tx,
          { quoteId },
          { lock: true, capacity: true, viewer: { uid: caller.uid, today: today() } },
        );
        const quote = organizersQuote(caller.uid, thread, quoteId);
        const locked = thread!;
        refuseOwnBusiness(caller.uid, locked.business.ownerUid, 'accept');
        // The day first: a quote the other accept expired for filling the day is refused for that.
        refuseFullDay(locked);
        refuseAnswer(locked, quote, 'accepted');
        refuseAccept(locked, today());
        await answerQuote(tx, quoteId, 'accepted');
        const booking = await setBookingStatus(tx, locked.booking.id, 'confirmed', { confirmedAt: new Date() });
        await tellBusiness(
          tx,
          locked,
          `${locked.event.ownerName} accepted your quote of ${pounds(quote.totalPence)} for ${eventForBusiness(locked)}.`,
        );
        await tellOrganizer(
          tx,
          locked,
          `Your booking with ${locked.business.name} for ${locked.event.title} is confirmed.`,
        );
        if (fillsTheDay(locked)) {
          for (const other of locked.capacity!.openQuotes) await expireQuote(tx, other);
        }
        const quotes = locked.quotes.map((q) => (q.id === quoteId ? { ...q, status: 'accepted' as const } : q));
        return bookingView(threadAfter(locked, booking, quotes), 'organizer');
      });
    },

    /** The organizer turns the open quote down: the booking is declined. */
    async declineQuote(caller: Caller, quoteId: string) {
      return db.orm.transaction(async (tx) => {
        const thread = await loadThread(tx, { quoteId }, { lock: true, viewer: { uid: caller.uid, today: today() } });
        const quote = organizersQuote(caller.uid, thread, quoteId);
        const locked = thread!;
        refuseAnswer(locked, quote, 'declined');
        await answerQuote(tx, quoteId, 'declined');
        const booking = await setBookingStatus(tx, locked.booking.id, 'declined');
        await tellBusiness(
          tx,
          locked,
          `${locked.event.ownerName} declined your quote for ${eventForBusiness(locked)}.`,
        );
        const quotes = locked.quotes.map((q) => (q.id === quoteId ? { ...q, status: 'declined' as const } : q));
        return bookingView(threadAfter(locked, booking, quotes), 'organizer');
      });
    },

    async postMessage(caller: Caller, bookingId: string, text: string) {
      const trimmed = nonEmpty('text', text);
      return db.orm.transaction(async (tx) => {
        const { thread, viewer } = await lockFor(tx, caller, bookingId, undefined, { view: false });
        const row = await insertMessage(tx, {
          bookingId,
          author: viewer,
          authorName: viewer === 'organizer' ? thread.event.ownerName : thread.business.name,
          text: trimmed,
        });
        await touchBooking(tx, bookingId);
        if (viewer === 'organizer') {
          await tellBusiness(
            tx,
            thread,
            `${thread.event.ownerName} sent you a message about ${eventForBusiness(thread)}.`,
          );
        } else {
          await tellOrganizer(tx, thread, `${thread.business.name} sent you a message about ${thread.event.title}.`);
        }
        return messageView(row);
      });
    },

    /** The organizer reviews a completed booking, once. */
    async review(caller: Caller, bookingId: string, input: { rating: number; text: string }) {
      return db.orm.transaction(async (tx) => {
        const { thread } = await lockFor(tx, caller, bookingId, 'organizer', { view: false });
        refuseReview(thread);
        const row = await insertReview(tx, {
          bookingId,
          businessId: thread.business.id,
          rating: input.rating,
          text: input.text.trim(),
          authorName: thread.event.ownerName,
        }).catch((error: unknown) => conflictOnDuplicate(error, 'You have already reviewed this booking.'));
        await touchBooking(tx, bookingId);
        return reviewView(row);
      });
    },

    /** The business replies to its review, once, in public. */
    async reply(caller: Caller, bookingId: string, text: string) {
      const trimmed = nonEmpty('text', text);
      return db.orm.transaction(async (tx) => {
        const { thread } = await lockFor(tx, caller, bookingId, 'business', { view: false });
        if (!thread.review) throw new ConflictError('There is no review to reply to yet.');
        const row = await replyToReview(tx, bookingId, trimmed);
        if (!row) throw new ConflictError('You have already replied to this review.');
        return reviewView(row);
      });
    },
  };
}
