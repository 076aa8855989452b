/** All SQL of the events module: event rows, their lists, and the businesses that may quote on them. */
import { and, asc, desc, eq, gte, inArray, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import { bookings, businesses, type EventRow, events } from '../../db/schema.ts';
import { type Caller, claimedIds, type Executor, notAmong, type Page, type Tx } from '../common/index.ts';
import { businessMatchesEvent, eventOpenToQuotes } from './event-sql.ts';

export type NewEvent = typeof events.$inferInsert;
export type EventChanges = Partial<NewEvent>;
export type When = 'upcoming' | 'past' | 'drafts';

export interface BusinessRef {
  id: string;
  name: string;
  slug: string;
}

/** Locks the event until the transaction ends and returns it as it is now. */
export async function lockEvent(tx: Tx, eventId: string, mode: 'update' | 'share' = 'update') {
  const [row] = await tx.select().from(events).where(eq(events.id, eventId)).for(mode);
  return row;
}

export async function findEvent(run: Executor, eventId: string): Promise<EventRow | undefined> {
  const [row] = await run.select().from(events).where(eq(events.id, eventId));
  return row;
}

export async function insertEvent(tx: Tx, values: NewEvent): Promise<EventRow> {
  const [row] = await tx.insert(events).values(values).returning();
  return row!;
}

export async function updateEvent(tx: Tx, eventId: string, changes: EventChanges): Promise<EventRow> {
  const [row] = await tx
    .update(events)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(events.id, eventId))
    .returning();
  return row!;
}

const after = (column: 'date' | 'created_at', op: '>' | '<', cursor: string | undefined): SQL | undefined =>
  cursor
    ? sql`${sql.raw(`(events.${column}, events.id) ${op} (SELECT c.${column}, c.id FROM events c WHERE c.id =`)} ${cursor}::uuid)`
    : undefined;

/** The organizer's events: upcoming soonest first, past and drafts newest first; one row over the limit. */
export async function listOwnEvents(run: Executor, caller: Caller, when: When, today: string, page: Page) {
  const mine = eq(events.ownerUid, caller.uid);
  let where: SQL | undefined;
  let order: SQL[];
  if (when === 'drafts') {
    where = and(mine, eq(events.status, 'draft'), after('created_at', '<', page.cursor));
    order = [desc(events.createdAt), desc(events.id)];
  } else if (when === 'upcoming') {
    where = and(
      mine,
      inArray(events.status, ['published', 'cancelled']),
      gte(events.date, today),
      after('date', '>', page.cursor),
    );
    order = [asc(events.date), asc(events.id)];
  } else {
    where = and(
      mine,
      ne(events.status, 'draft'),
      or(lt(events.date, today), eq(events.status, 'completed')),
      after('date', '<', page.cursor),
    );
    order = [desc(events.date), desc(events.id)];
  }
  return run
    .select()
    .from(events)
    .where(where)
    .orderBy(...order)
    .limit(page.limit + 1);
}

/** The caller's live businesses that may still quote on the event. */
export async function quotableBy(
  run: Executor,
  caller: Caller,
  eventId: string,
  today: string,
): Promise<BusinessRef[]> {
  return run
    .select({ id: businesses.id, name: businesses.name, slug: businesses.slug })
    .from(businesses)
    .where(
      and(
        eq(businesses.ownerUid, caller.uid),
        sql`EXISTS (SELECT 1 FROM events WHERE events.id = ${eventId} AND ${eventOpenToQuotes(today)} AND ${businessMatchesEvent('businesses')})`,
      ),
    )
    .orderBy(asc(businesses.name), asc(businesses.id));
}

/** Other owners' businesses that may quote on a newly open event, to be told of it. */
export async function businessesToTell(tx: Tx, event: EventRow, today: string) {
  return tx
    .select({ ownerUid: businesses.ownerUid, name: businesses.name })
    .from(businesses)
    .where(
      and(
        ne(businesses.ownerUid, event.ownerUid),
        sql`EXISTS (SELECT 1 FROM events WHERE events.id = ${event.id} AND ${eventOpenToQuotes(today)} AND ${businessMatchesEvent('businesses')})`,
      ),
    );
}

/** Find events: open events one of the caller's live businesses may quote on, soonest first; one row over the limit. */
export async function listOpenEvents(run: Executor, caller: Caller, today: string, page: Page) {
  const mineMatch = sql`EXISTS (SELECT 1 FROM businesses b WHERE b.owner_uid = ${caller.uid} AND ${businessMatchesEvent('b')})`;
  return (
    run
      .select()
      .from(events)
      // The caller's own events are not theirs to quote on.
      .where(
        and(
          sql`${eventOpenToQuotes(today)}`,
          ne(events.ownerUid, caller.uid),
          mineMatch,
          after('date', '>', page.cursor),
        ),
      )
      .orderBy(asc(events.date), asc(events.id))
      .limit(page.limit + 1)
  );
}

/** The caller's businesses that may quote on each of these events. */
export async function matchingBusinesses(run: Executor, caller: Caller, eventIds: string[]) {
  if (eventIds.length === 0) return [];
  return run
    .select({ eventId: events.id, id: businesses.id, name: businesses.name, slug: businesses.slug })
    .from(events)
    .innerJoin(businesses, and(eq(businesses.ownerUid, caller.uid), businessMatchesEvent('businesses')))
    .where(inArray(events.id, eventIds))
    .orderBy(asc(businesses.name), asc(businesses.id));
}

/** Completed events their organizers share, newest first; one row over the limit. */
export async function listSharedEvents(run: Executor, page: Page) {
  return run
    .select()
    .from(events)
    .where(and(eq(events.status, 'completed'), eq(events.shareWhenCompleted, true), after('date', '<', page.cursor)))
    .orderBy(desc(events.date), desc(events.id))
    .limit(page.limit + 1);
}

/** The businesses that completed a booking on each of these events. */
export async function businessesThatCame(run: Executor, eventIds: string[]) {
  if (eventIds.length === 0) return [];
  return run
    .selectDistinct({ eventId: bookings.eventId, id: businesses.id, name: businesses.name, slug: businesses.slug })
    .from(bookings)
    .innerJoin(businesses, eq(businesses.id, bookings.businessId))
    .where(and(inArray(bookings.eventId, eventIds), eq(bookings.status, 'completed')));
}

/** published → completed (the timed sweep, the day after its date). */
export async function markEventCompleted(tx: Tx, eventId: string): Promise<void> {
  await tx
    .update(events)
    .set({ status: 'completed', completedAt: new Date(), updatedAt: new Date() })
    .where(eq(events.id, eventId));
}

/**
 * Published events whose date has passed, claimed for the sweep (SKIP LOCKED). Only the event is
 * claimed: its bookings are then locked in the order an organizer's cancel locks them (event
 * first), so the two cannot deadlock.
 */
export function claimDueEvents(tx: Tx, today: string, limit: number, skip: readonly string[]) {
  return claimedIds(
    tx,
    sql`SELECT e.id FROM events e
        WHERE e.status = 'published' AND e.date < ${today}::date AND ${notAmong(sql`e.id`, skip)}
        ORDER BY e.date, e.id
        LIMIT ${limit}
        FOR UPDATE SKIP LOCKED`,
  );
}
