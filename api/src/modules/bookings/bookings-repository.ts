/**
 * All SQL of the bookings module. A command's lock-and-load is one statement (`loadThread`): the
 * booking locked, with its business, event, quotes, review and what its view shows of the event;
 * writes return the rows they wrote, so a command answers without reading again.
 */
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import {
  type BookingRow,
  bookingMessages,
  bookings,
  businesses,
  events,
  type EventRow,
  type MessageRow,
  type QuoteRow,
  quotes,
  type ReviewRow,
  reviews,
} from '../../db/schema.ts';
import { claimedIds, currentEmailOf, type Executor, notAmong, type Tx } from '../common/index.ts';
import { type BookingStatus, type BusinessRef, businessMatchesEvent, eventOpenToQuotes } from '../events/index.ts';

export interface BusinessParty {
  id: string;
  name: string;
  slug: string;
  ownerUid: string;
  /** The owner's current address (their account's; the one given at creation if it has none). */
  ownerEmail: string;
  contactEmail: string | null;
  contactPhone: string | null;
}

/** A quote as JSON from the database: its timestamps are text. */
export interface QuoteJson {
  id: string;
  bookingId: string;
  items: { description: string; pence: number }[];
  totalPence: number;
  depositPence: number;
  validUntil: string;
  message: string;
  status: QuoteRow['status'];
  createdAt: string;
}

export interface ReviewJson {
  id: string;
  bookingId: string;
  rating: number;
  text: string;
  authorName: string;
  replyText: string | null;
  repliedAt: string | null;
  createdAt: string;
}

/** Another booking on the thread's event, as the event's view lists it. */
export interface EventBookingJson {
  id: string;
  status: BookingStatus;
  business: BusinessRef;
  openQuote: QuoteJson | null;
  lastActivityAt: string;
}

/** Whether the business may take one more booking on the event's date. */
export interface DayCapacity {
  bookingsPerDay: number;
  /** Its confirmed (or completed) bookings that day, this one aside. */
  taken: number;
  unavailable: boolean;
  /** Its other bookings' open quotes on that date, which expire once the day is full. */
  openQuotes: string[];
}

/** A booking with everything its checks, notifications and view need. */
export interface Thread {
  booking: BookingRow;
  business: BusinessParty;
  event: EventRow;
  /** Newest first. */
  quotes: QuoteJson[];
  review: ReviewJson | null;
  /** The bookings on the event the viewer sees (this one included), newest activity first. */
  eventBookings: EventBookingJson[];
  /** The viewer's businesses that may quote on the event, this booking aside. */
  quotableBy: BusinessRef[];
  capacity: DayCapacity | null;
}

const businessParty = {
  id: businesses.id,
  name: businesses.name,
  slug: businesses.slug,
  ownerUid: businesses.ownerUid,
  ownerEmail: currentEmailOf(businesses.ownerUid, businesses.ownerEmail),
  contactEmail: businesses.contactEmail,
  contactPhone: businesses.contactPhone,
};

const quoteJson = (q: string) =>
  sql.raw(`json_build_object('id', ${q}.id, 'bookingId', ${q}.booking_id, 'items', ${q}.items,
    'totalPence', ${q}.total_pence, 'depositPence', ${q}.deposit_pence, 'validUntil', ${q}.valid_until,
    'message', ${q}.message, 'status', ${q}.status, 'createdAt', ${q}.created_at)`);

const threadQuotes = sql<
  QuoteJson[]
>`(SELECT coalesce(json_agg(${quoteJson('q')} ORDER BY q.created_at DESC, q.id DESC), '[]'::json)
  FROM quotes q WHERE q.booking_id = bookings.id)`;

const threadReview = sql<ReviewJson | null>`(SELECT json_build_object('id', r.id, 'bookingId', r.booking_id,
    'rating', r.rating, 'text', r.text, 'authorName', r.author_name, 'replyText', r.reply_text,
    'repliedAt', r.replied_at, 'createdAt', r.created_at)
  FROM reviews r WHERE r.booking_id = bookings.id)`;

/** The event's bookings its organizer sees (all) or a business owner sees (their businesses'). */
const eventBookingsFor = (viewerUid: string) => sql<EventBookingJson[]>`(SELECT coalesce(json_agg(json_build_object(
      'id', eb.id, 'status', eb.status, 'lastActivityAt', eb.last_activity_at,
      'business', json_build_object('id', ez.id, 'name', ez.name, 'slug', ez.slug),
      'openQuote', (SELECT ${quoteJson('oq')} FROM quotes oq WHERE oq.booking_id = eb.id AND oq.status = 'open'))
    ORDER BY eb.last_activity_at DESC, eb.id DESC), '[]'::json)
  FROM bookings eb JOIN businesses ez ON ez.id = eb.business_id
  WHERE eb.event_id = events.id AND (events.owner_uid = ${viewerUid} OR ez.owner_uid = ${viewerUid}))`;

const quotableFor = (viewerUid: string, today: string) => sql<BusinessRef[]>`(SELECT coalesce(json_agg(
      json_build_object('id', qb.id, 'name', qb.name, 'slug', qb.slug) ORDER BY qb.name, qb.id), '[]'::json)
  FROM businesses qb
  WHERE qb.owner_uid = ${viewerUid} AND events.owner_uid <> ${viewerUid}
    AND ${eventOpenToQuotes(today)} AND ${businessMatchesEvent('qb', sql`bookings.id`)})`;

const dayCapacity = sql<DayCapacity>`json_build_object(
  'bookingsPerDay', businesses.bookings_per_day,
  'taken', (SELECT count(*)::int FROM bookings cb JOIN events ce ON ce.id = cb.event_id
            WHERE cb.business_id = bookings.business_id AND ce.date = events.date
              AND cb.status IN ('confirmed', 'completed') AND cb.id <> bookings.id),
  'unavailable', EXISTS (SELECT 1 FROM business_unavailability u
                         WHERE u.business_id = bookings.business_id AND u.on_date = events.date),
  'openQuotes', (SELECT coalesce(json_agg(oq.id ORDER BY oq.id), '[]'::json)
                 FROM quotes oq JOIN bookings ob ON ob.id = oq.booking_id JOIN events oe ON oe.id = ob.event_id
                 WHERE ob.business_id = bookings.business_id AND oe.date = events.date
                   AND oq.status = 'open' AND ob.id <> bookings.id))`;

export interface ThreadOptions {
  /** Lock the booking until the transaction ends (a command); a read does not. */
  lock: boolean;
  /** Whose view the thread is loaded for; without one, no view parts are loaded. */
  viewer?: { uid: string; today: string } | undefined;
  /** Load the business's capacity on the event's date (accepting a quote). */
  capacity?: boolean;
}

const EMPTY_JSON_ARRAY = sql`'[]'::json`;

async function selectThread(run: Executor, where: SQL, options: ThreadOptions) {
  const query = run
    .select({
      booking: bookings,
      business: businessParty,
      event: events,
      quotes: threadQuotes,
      review: threadReview,
      eventBookings: options.viewer
        ? eventBookingsFor(options.viewer.uid)
        : sql<EventBookingJson[]>`${EMPTY_JSON_ARRAY}`,
      quotableBy: options.viewer
        ? quotableFor(options.viewer.uid, options.viewer.today)
        : sql<BusinessRef[]>`${EMPTY_JSON_ARRAY}`,
      capacity: options.capacity ? dayCapacity : sql<DayCapacity | null>`NULL::json`,
      // The locked row's version, and the version this statement's snapshot saw: they differ when
      // the lock waited for a command that changed the booking, whose other writes the snapshot missed.
      version: sql<string>`bookings.xmin::text`,
      seen: sql<string>`(SELECT c.xmin::text FROM bookings c WHERE c.id = bookings.id)`,
    })
    .from(bookings)
    .innerJoin(businesses, eq(businesses.id, bookings.businessId))
    .innerJoin(events, eq(events.id, bookings.eventId))
    .where(where);
  const [row] = options.lock ? await query.for('update', { of: bookings }) : await query;
  return row;
}

/**
 * The booking (by its id, or by one of its quotes' ids) as it is now, locked when `options.lock`.
 * One statement; a second only when the lock waited for another command's change.
 */
export async function loadThread(
  run: Executor,
  key: { bookingId: string } | { quoteId: string },
  options: ThreadOptions,
): Promise<Thread | undefined> {
  const where =
    'bookingId' in key
      ? eq(bookings.id, key.bookingId)
      : sql`${bookings.id} = (SELECT kq.booking_id FROM quotes kq WHERE kq.id = ${key.quoteId})`;
  let row = await selectThread(run, where, options);
  // Now that the lock is held, a new statement reads everything committed before it.
  if (row && options.lock && row.version !== row.seen) row = await selectThread(run, where, options);
  if (!row) return undefined;
  const { version: _version, seen: _seen, ...thread } = row;
  return thread;
}

export interface BookingListRow {
  booking: BookingRow;
  business: BusinessParty;
  event: EventRow;
  openQuote: QuoteRow | null;
}

export interface BookingPage {
  limit: number;
  /** The id of the last booking of the previous page. */
  after?: string | undefined;
}

/** Bookings matching `where`, newest activity first, with their open quote. */
export async function listBookings(
  run: Executor,
  where: SQL | undefined,
  page?: BookingPage,
): Promise<BookingListRow[]> {
  const afterCursor = page?.after
    ? sql`(bookings.last_activity_at, bookings.id) < (SELECT c.last_activity_at, c.id FROM bookings c WHERE c.id = ${page.after})`
    : undefined;
  const query = run
    .select({ booking: bookings, business: businessParty, event: events, openQuote: quotes })
    .from(bookings)
    .innerJoin(businesses, eq(businesses.id, bookings.businessId))
    .innerJoin(events, eq(events.id, bookings.eventId))
    .leftJoin(quotes, and(eq(quotes.bookingId, bookings.id), eq(quotes.status, 'open')))
    .where(and(where, afterCursor))
    .orderBy(desc(bookings.lastActivityAt), desc(bookings.id));
  return page ? query.limit(page.limit) : query;
}

/** A caller's side: the bookings of their businesses, or on their events. */
export const ownedByBusinessOf = (uid: string) => eq(businesses.ownerUid, uid);
export const onEventsOf = (uid: string) => eq(events.ownerUid, uid);
export const withStatus = (status: BookingStatus) => eq(bookings.status, status);
export const ofBusiness = (businessId: string) => eq(bookings.businessId, businessId);

/** The bookings on these events a viewer sees: all of them on their own events, else their businesses'. */
export function onEventsSeenBy(uid: string, eventIds: string[]): SQL | undefined {
  return and(
    inArray(bookings.eventId, eventIds),
    sql`(${events.ownerUid} = ${uid} OR ${businesses.ownerUid} = ${uid})`,
  );
}

/** Locks the event's live bookings (in id order, as every command that locks several does). */
export async function lockLiveOnEvent(tx: Tx, eventId: string) {
  return tx
    .select({ id: bookings.id, ownerUid: businesses.ownerUid })
    .from(bookings)
    .innerJoin(businesses, eq(businesses.id, bookings.businessId))
    .where(and(eq(bookings.eventId, eventId), inArray(bookings.status, ['requested', 'quoted', 'confirmed'])))
    .orderBy(bookings.id)
    .for('update', { of: bookings });
}

/** Cancels these (locked) bookings and declines their open quotes. */
export async function cancelBookings(tx: Tx, ids: string[], reason: string, by: 'organizer' | 'business') {
  if (ids.length === 0) return;
  await tx
    .update(quotes)
    .set({ status: 'declined', answeredAt: new Date() })
    .where(and(inArray(quotes.bookingId, ids), eq(quotes.status, 'open')));
  await tx
    .update(bookings)
    .set({ status: 'cancelled', cancelReason: reason, cancelledBy: by, lastActivityAt: sql`now()` })
    .where(inArray(bookings.id, ids));
}

/** The event, share-locked so it cannot be cancelled meanwhile, with the business asked if it is live. */
export async function lockEventForRequest(tx: Tx, eventId: string, businessId: string) {
  const [row] = await tx
    .select({
      event: events,
      business: sql<{ id: string; name: string; ownerUid: string } | null>`(SELECT json_build_object(
          'id', b.id, 'name', b.name, 'ownerUid', b.owner_uid)
        FROM businesses b WHERE b.id = ${businessId} AND b.status = 'live')`,
    })
    .from(events)
    .where(eq(events.id, eventId))
    .for('share', { of: events });
  return row;
}

/** The event share-locked, with the caller's business and whether it may quote on the event now. */
export async function lockEventForQuote(tx: Tx, eventId: string, businessId: string, ownerUid: string, today: string) {
  const [row] = await tx
    .select({
      event: events,
      business: sql<{ id: string; name: string; live: boolean; matches: boolean } | null>`(SELECT json_build_object(
          'id', b.id, 'name', b.name,
          'live', EXISTS (SELECT 1 FROM bookings lb WHERE lb.event_id = events.id AND lb.business_id = b.id
                          AND lb.status IN ('requested', 'quoted', 'confirmed')),
          'matches', ${eventOpenToQuotes(today)} AND ${businessMatchesEvent('b')})
        FROM businesses b WHERE b.id = ${businessId} AND b.owner_uid = ${ownerUid})`,
    })
    .from(events)
    .where(eq(events.id, eventId))
    .for('share', { of: events });
  return row;
}

export async function insertBooking(tx: Tx, values: typeof bookings.$inferInsert): Promise<BookingRow> {
  const [row] = await tx.insert(bookings).values(values).returning();
  return row!;
}

export type QuoteValues = Omit<typeof quotes.$inferInsert, 'bookingId'>;

export async function insertQuote(tx: Tx, bookingId: string, values: QuoteValues): Promise<QuoteRow> {
  const [row] = await tx
    .insert(quotes)
    .values({ bookingId, ...values })
    .returning();
  return row!;
}

/** The quote, if still open, → `status`. */
export async function answerQuote(tx: Tx, quoteId: string, status: QuoteRow['status']): Promise<void> {
  await tx
    .update(quotes)
    .set({ status, answeredAt: new Date() })
    .where(and(eq(quotes.id, quoteId), eq(quotes.status, 'open')));
}

/** Sets the (locked) booking's status, with any fields that must change with it (one statement, for the CHECKs). */
export async function setBookingStatus(
  tx: Tx,
  bookingId: string,
  status: BookingStatus,
  with_: Partial<typeof bookings.$inferInsert> = {},
): Promise<BookingRow> {
  const [row] = await tx
    .update(bookings)
    .set({ ...with_, status, lastActivityAt: sql`now()` })
    .where(eq(bookings.id, bookingId))
    .returning();
  return row!;
}

export async function touchBooking(tx: Tx, bookingId: string): Promise<void> {
  await tx
    .update(bookings)
    .set({ lastActivityAt: sql`now()` })
    .where(eq(bookings.id, bookingId));
}

/** The business, locked against another accept for it, found by one of its quotes. */
export async function lockBusinessOfQuote(tx: Tx, quoteId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: businesses.id })
    .from(businesses)
    .where(
      sql`${businesses.id} = (SELECT qb.business_id FROM quotes qq JOIN bookings qb ON qb.id = qq.booking_id WHERE qq.id = ${quoteId})`,
    )
    .for('no key update');
  return rows.length > 0;
}

export async function insertMessage(tx: Tx, values: typeof bookingMessages.$inferInsert): Promise<MessageRow> {
  const [row] = await tx.insert(bookingMessages).values(values).returning();
  return row!;
}

export async function listMessages(
  run: Executor,
  bookingId: string,
  page: { limit: number; before?: string | undefined },
) {
  const before = page.before
    ? sql`(booking_messages.created_at, booking_messages.id) < (SELECT c.created_at, c.id FROM booking_messages c WHERE c.id = ${page.before}::uuid)`
    : undefined;
  return run
    .select()
    .from(bookingMessages)
    .where(and(eq(bookingMessages.bookingId, bookingId), before))
    .orderBy(desc(bookingMessages.createdAt), desc(bookingMessages.id))
    .limit(page.limit + 1);
}

export async function insertReview(tx: Tx, values: typeof reviews.$inferInsert): Promise<ReviewRow> {
  const [row] = await tx.insert(reviews).values(values).returning();
  return row!;
}

/** The review's reply, if it has none yet; undefined otherwise. */
export async function replyToReview(tx: Tx, bookingId: string, text: string): Promise<ReviewRow | undefined> {
  const [row] = await tx
    .update(reviews)
    .set({ replyText: text, repliedAt: new Date() })
    .where(and(eq(reviews.bookingId, bookingId), sql`${reviews.replyText} IS NULL`))
    .returning();
  return row;
}

export async function isLiveBusiness(run: Executor, businessId: string): Promise<boolean> {
  const rows = await run
    .select({ id: businesses.id })
    .from(businesses)
    .where(and(eq(businesses.id, businessId), eq(businesses.status, 'live')));
  return rows.length > 0;
}

export async function listReviews(
  run: Executor,
  businessId: string,
  page: { limit: number; cursor?: string | undefined },
) {
  const after = page.cursor
    ? sql`(reviews.created_at, reviews.id) < (SELECT c.created_at, c.id FROM reviews c WHERE c.id = ${page.cursor}::uuid)`
    : undefined;
  return run
    .select()
    .from(reviews)
    .where(and(eq(reviews.businessId, businessId), after))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(page.limit + 1);
}

/** Completing an event: its live bookings, locked in id order. */
export async function liveBookingsOfEvent(tx: Tx, eventId: string) {
  return tx
    .select({ id: bookings.id, status: bookings.status })
    .from(bookings)
    .where(and(eq(bookings.eventId, eventId), inArray(bookings.status, ['requested', 'quoted', 'confirmed'])))
    .orderBy(bookings.id);
}

/** Requests made at or before `requestedBy` still unanswered, claimed for the sweep (SKIP LOCKED). */
export function claimDueRequests(tx: Tx, requestedBy: string, limit: number, skip: readonly string[]) {
  return claimedIds(
    tx,
    sql`SELECT b.id FROM bookings b
        WHERE b.status = 'requested' AND b.created_at <= ${requestedBy}::timestamptz
          AND ${notAmong(sql`b.id`, skip)}
        ORDER BY b.created_at, b.id
        LIMIT ${limit}
        FOR UPDATE SKIP LOCKED`,
  );
}

/**
 * Open quotes valid before `today`, claimed with their bookings: a pair a user's command holds is
 * skipped, so the sweep never waits on an accept or a withdraw in progress, which then either
 * wins or finds it expired.
 */
export function claimDueQuotes(tx: Tx, today: string, limit: number, skip: readonly string[]) {
  return claimedIds(
    tx,
    sql`SELECT q.id FROM quotes q JOIN bookings b ON b.id = q.booking_id
        WHERE q.status = 'open' AND q.valid_until < ${today}::date AND ${notAmong(sql`q.id`, skip)}
        ORDER BY q.valid_until, q.id
        LIMIT ${limit}
        FOR UPDATE OF q, b SKIP LOCKED`,
  );
}
