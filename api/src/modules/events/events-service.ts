/**
 * Events: the organizer's commands and everyone's reads. Each command is one transaction on the
 * locked event row, and tells the businesses concerned in that transaction.
 */
import { and, asc, desc, eq, gte, inArray, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { bookings, businesses, type EventRow, events, quotes } from '../../db/schema.ts';
import { isCalendarDate, londonToday } from '../businesses/london-date.ts';
import { toCoveredArea } from '../businesses/postcode-areas.ts';
import { ConflictError, InvalidInputError, NotFoundError } from '../errors.ts';
import { tellBusinessOfEvent } from '../bookings/booking-notices.ts';
import { setStatus } from '../bookings/booking-transitions.ts';
import {
  type BookingFull,
  businessMatchesEvent,
  type Caller,
  type Executor,
  eventOpenToQuotes,
  loadBookings,
  lockBooking,
  lockEvent,
  type Tx,
} from './event-queries.ts';
import { type BusinessRefView, eventView, publicEventView } from './event-views.ts';
import type { EventType } from './event-catalogue.ts';
import { organizerName } from '../accounts/display-name.ts';
import { publicEventName } from './wording.ts';

export const EVENT_NOT_FOUND = 'Event not found.';

export interface EventFields {
  title: string;
  type: string;
  date: string;
  startTime: string;
  endTime: string;
  postcodeDistrict: string;
  address: string;
  childName: string;
  childrenCount: number;
  ageRange: { min: number; max: number };
  budgetPence: number | null;
  servicesNeeded: string[];
  notes: string;
  openToQuotes: boolean;
  shareWhenCompleted: boolean;
}

export interface Page {
  limit: number;
  cursor?: string | undefined;
}

export type When = 'upcoming' | 'past' | 'drafts';

/** Checks what the schema cannot, naming the field; returns the values as stored. */
function checkedFields(input: Partial<EventFields>, current: EventRow | undefined, today: string) {
  const values: Partial<typeof events.$inferInsert> = {};
  if (input.title !== undefined) {
    const title = input.title.trim();
    if (title.length < 2 || title.length > 100) throw new InvalidInputError('title: must be 2–100 characters.');
    values.title = title;
  }
  if (input.type !== undefined) values.type = input.type;
  if (input.date !== undefined) {
    if (!isCalendarDate(input.date)) throw new InvalidInputError('date: must be a real date, YYYY-MM-DD.');
    if (input.date < today) throw new InvalidInputError('date: must be today or later.');
    values.date = input.date;
  }
  const start = input.startTime ?? current?.startTime;
  const end = input.endTime ?? current?.endTime;
  if ((input.startTime !== undefined || input.endTime !== undefined) && start && end && end <= start) {
    throw new InvalidInputError('endTime: must be after startTime.');
  }
  if (input.startTime !== undefined) values.startTime = input.startTime;
  if (input.endTime !== undefined) values.endTime = input.endTime;
  if (input.postcodeDistrict !== undefined) {
    const district = toCoveredArea(input.postcodeDistrict);
    if (!district || /^[A-Z]+$/.test(district)) {
      throw new InvalidInputError(
        `postcodeDistrict: "${input.postcodeDistrict}" is not a UK postcode or postcode district (such as SW11).`,
      );
    }
    values.postcodeDistrict = district;
  }
  if (input.address !== undefined) {
    const address = input.address.trim();
    if (address.length === 0) throw new InvalidInputError('address: must not be empty.');
    values.address = address;
  }
  if (input.childName !== undefined) values.childName = input.childName.trim();
  if (input.childrenCount !== undefined) values.childrenCount = input.childrenCount;
  if (input.ageRange !== undefined) {
    if (input.ageRange.min > input.ageRange.max) throw new InvalidInputError('ageRange: min must not exceed max.');
    values.ageMin = input.ageRange.min;
    values.ageMax = input.ageRange.max;
  }
  if (input.budgetPence !== undefined) values.budgetPence = input.budgetPence;
  if (input.servicesNeeded !== undefined) values.servicesNeeded = input.servicesNeeded;
  if (input.notes !== undefined) values.notes = input.notes;
  if (input.openToQuotes !== undefined) values.openToQuotes = input.openToQuotes;
  if (input.shareWhenCompleted !== undefined) values.shareWhenCompleted = input.shareWhenCompleted;
  return values;
}

/** The caller's live businesses that may still quote on the event. */
async function quotableBy(run: Executor, caller: Caller, eventId: string, today: string): Promise<BusinessRefView[]> {
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

/**
 * The event as the caller may see it: its organizer sees everything; a business owner sees it with
 * their bookings on it or while one of their live businesses may quote on it. Undefined otherwise.
 */
export async function viewEventFor(run: Executor, caller: Caller, event: EventRow, today: string) {
  if (event.ownerUid === caller.uid) {
    const all = await loadBookings(run, eq(bookings.eventId, event.id));
    return eventView(event, { viewer: 'organizer', bookings: all, quotableBy: [] });
  }
  const mine = await loadBookings(run, and(eq(bookings.eventId, event.id), eq(businesses.ownerUid, caller.uid)));
  const quotable = await quotableBy(run, caller, event.id, today);
  if (mine.length === 0 && quotable.length === 0) return undefined;
  return eventView(event, { viewer: 'business', bookings: mine, quotableBy: quotable });
}

async function organizerViews(run: Executor, rows: EventRow[]) {
  const all =
    rows.length === 0
      ? []
      : await loadBookings(
          run,
          inArray(
            bookings.eventId,
            rows.map((row) => row.id),
          ),
        );
  return rows.map((event) =>
    eventView(event, {
      viewer: 'organizer',
      bookings: all.filter((full) => full.event.id === event.id),
      quotableBy: [],
    }),
  );
}

/** Bookings still live on the event, each locked, for telling their businesses of a change. */
async function liveBookingsOf(tx: Tx, eventId: string): Promise<BookingFull[]> {
  const ids = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.eventId, eventId), inArray(bookings.status, ['requested', 'quoted', 'confirmed'])));
  const locked: BookingFull[] = [];
  for (const { id } of ids) {
    const full = await lockBooking(tx, id);
    if (full) locked.push(full);
  }
  return locked;
}

function nextCursor<T extends { id: string }>(rows: T[], limit: number): { items: T[]; nextCursor: string | null } {
  const items = rows.slice(0, limit);
  return { items, nextCursor: rows.length > limit ? (items.at(-1)?.id ?? null) : null };
}

export function createEventsModule(db: Database, now: () => Date = () => new Date()) {
  const today = () => londonToday(now());

  async function ownEvent(tx: Tx, caller: Caller, eventId: string): Promise<EventRow> {
    const event = await lockEvent(tx, eventId);
    if (!event || event.ownerUid !== caller.uid) throw new NotFoundError(EVENT_NOT_FOUND);
    return event;
  }

  async function organizerView(run: Executor, event: EventRow) {
    const [view] = await organizerViews(run, [event]);
    return view!;
  }

  /** Tells every business with a matching live business that a new event is open to quotes. */
  async function announce(tx: Tx, event: EventRow): Promise<void> {
    if (!event.openToQuotes) return;
    const matching = await tx
      .select({ ownerEmail: businesses.ownerEmail, name: businesses.name })
      .from(businesses)
      .where(
        and(
          ne(businesses.ownerUid, event.ownerUid),
          sql`EXISTS (SELECT 1 FROM events WHERE events.id = ${event.id} AND ${eventOpenToQuotes(today())} AND ${businessMatchesEvent('businesses')})`,
        ),
      );
    for (const business of matching) {
      await tellBusinessOfEvent(
        tx,
        business,
        event.id,
        // Named per business: an owner of several matching businesses is told once for each.
        `${event.ownerName} is looking for quotes for ${publicEventName(event)} in ${event.postcodeDistrict}, which ${business.name} covers.`,
      );
    }
  }

  return {
    async create(caller: Caller, input: Partial<EventFields> & { publish: boolean }) {
      const values = checkedFields(input, undefined, today());
      return db.orm.transaction(async (tx) => {
        const [event] = await tx
          .insert(events)
          .values({
            ...(values as typeof events.$inferInsert),
            ownerUid: caller.uid,
            ownerEmail: caller.email.toLowerCase(),
            ownerName: await organizerName(tx, caller),
            status: input.publish ? 'published' : 'draft',
            publishedAt: input.publish ? new Date() : null,
          })
          .returning();
        if (input.publish) await announce(tx, event!);
        return organizerView(tx, event!);
      });
    },

    async list(caller: Caller, when: When, page: Page) {
      const mine = eq(events.ownerUid, caller.uid);
      const cursorCondition = (column: 'date' | 'created_at', op: '>' | '<'): SQL | undefined =>
        page.cursor
          ? sql`${sql.raw(`(events.${column}, events.id) ${op} (SELECT c.${column}, c.id FROM events c WHERE c.id =`)} ${page.cursor}::uuid)`
          : undefined;
      let where: SQL | undefined;
      let order: SQL[];
      if (when === 'drafts') {
        where = and(mine, eq(events.status, 'draft'), cursorCondition('created_at', '<'));
        order = [desc(events.createdAt), desc(events.id)];
      } else if (when === 'upcoming') {
        where = and(
          mine,
          inArray(events.status, ['published', 'cancelled']),
          gte(events.date, today()),
          cursorCondition('date', '>'),
        );
        order = [asc(events.date), asc(events.id)];
      } else {
        where = and(
          mine,
          ne(events.status, 'draft'),
          or(lt(events.date, today()), eq(events.status, 'completed')),
          cursorCondition('date', '<'),
        );
        order = [desc(events.date), desc(events.id)];
      }
      const rows = await db.orm
        .select()
        .from(events)
        .where(where)
        .orderBy(...order)
        .limit(page.limit + 1);
      const { items, nextCursor: cursor } = nextCursor(rows, page.limit);
      return { items: await organizerViews(db.orm, items), nextCursor: cursor };
    },

    async get(caller: Caller, eventId: string) {
      const [event] = await db.orm.select().from(events).where(eq(events.id, eventId));
      const view = event ? await viewEventFor(db.orm, caller, event, today()) : undefined;
      if (!view) throw new NotFoundError(EVENT_NOT_FOUND);
      return view;
    },

    async update(caller: Caller, eventId: string, patch: Partial<EventFields>) {
      return db.orm.transaction(async (tx) => {
        const current = await ownEvent(tx, caller, eventId);
        if (current.status === 'completed' || current.status === 'cancelled') {
          throw new ConflictError(`This event is ${current.status} and can no longer be changed.`);
        }
        const values = checkedFields(patch, current, today());
        const [event] = await tx
          .update(events)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(events.id, eventId))
          .returning();
        for (const full of await liveBookingsOf(tx, eventId)) {
          await tellBusinessOfEvent(
            tx,
            full.business,
            eventId,
            `${current.ownerName} changed the details of ${publicEventName(event!)}.`,
          );
        }
        return organizerView(tx, event!);
      });
    },

    async publish(caller: Caller, eventId: string) {
      return db.orm.transaction(async (tx) => {
        const current = await ownEvent(tx, caller, eventId);
        if (current.status !== 'draft') throw new ConflictError(`This event is already ${current.status}.`);
        if (current.date < today())
          throw new ConflictError('This event’s date has passed: change it before publishing.');
        const [event] = await tx
          .update(events)
          .set({ status: 'published', publishedAt: new Date(), updatedAt: new Date() })
          .where(eq(events.id, eventId))
          .returning();
        await announce(tx, event!);
        return organizerView(tx, event!);
      });
    },

    async cancel(caller: Caller, eventId: string, reason: string | undefined) {
      return db.orm.transaction(async (tx) => {
        const current = await ownEvent(tx, caller, eventId);
        if (current.status === 'completed' || current.status === 'cancelled') {
          throw new ConflictError(`This event is already ${current.status}.`);
        }
        if (current.date <= today()) throw new ConflictError('An event can be cancelled only before its date.');
        const trimmed = reason?.trim() || null;
        const [event] = await tx
          .update(events)
          .set({ status: 'cancelled', cancelReason: trimmed, cancelledAt: new Date(), updatedAt: new Date() })
          .where(eq(events.id, eventId))
          .returning();
        for (const full of await liveBookingsOf(tx, eventId)) {
          await setStatus(tx, full, 'cancelled', {
            cancelReason: trimmed ?? 'The event was cancelled.',
            cancelledBy: 'organizer',
          });
          if (full.openQuote) {
            await tx
              .update(quotes)
              .set({ status: 'declined', answeredAt: new Date() })
              .where(eq(quotes.id, full.openQuote.id));
          }
          await tellBusinessOfEvent(
            tx,
            full.business,
            eventId,
            `${current.ownerName} cancelled ${publicEventName(current)}.`,
          );
        }
        return organizerView(tx, event!);
      });
    },

    /** Find events: published events open to quotes that one of the caller's live businesses may quote on. */
    async openEvents(caller: Caller, page: Page) {
      const mineMatch = sql`EXISTS (SELECT 1 FROM businesses b WHERE b.owner_uid = ${caller.uid} AND ${businessMatchesEvent('b')})`;
      const after = page.cursor
        ? sql`(events.date, events.id) > (SELECT c.date, c.id FROM events c WHERE c.id = ${page.cursor}::uuid)`
        : undefined;
      const rows = await db.orm
        .select()
        .from(events)
        .where(and(sql`${eventOpenToQuotes(today())}`, mineMatch, after))
        .orderBy(asc(events.date), asc(events.id))
        .limit(page.limit + 1);
      const { items, nextCursor: cursor } = nextCursor(rows, page.limit);
      const matches =
        items.length === 0
          ? []
          : await db.orm
              .select({ eventId: events.id, id: businesses.id, name: businesses.name, slug: businesses.slug })
              .from(events)
              .innerJoin(businesses, and(eq(businesses.ownerUid, caller.uid), businessMatchesEvent('businesses')))
              .where(
                inArray(
                  events.id,
                  items.map((event) => event.id),
                ),
              )
              .orderBy(asc(businesses.name), asc(businesses.id));
      return {
        items: items.map((event) => ({
          ...publicEventView(event),
          matchingBusinesses: matches
            .filter((match) => match.eventId === event.id)
            .map(({ id, name, slug }) => ({ id, name, slug })),
        })),
        nextCursor: cursor,
      };
    },

    /** Completed events their organizers share, newest first, without personal details. */
    async sharedEvents(page: Page) {
      const after = page.cursor
        ? sql`(events.date, events.id) < (SELECT c.date, c.id FROM events c WHERE c.id = ${page.cursor}::uuid)`
        : undefined;
      const rows = await db.orm
        .select()
        .from(events)
        .where(and(eq(events.status, 'completed'), eq(events.shareWhenCompleted, true), after))
        .orderBy(desc(events.date), desc(events.id))
        .limit(page.limit + 1);
      const { items, nextCursor: cursor } = nextCursor(rows, page.limit);
      const made =
        items.length === 0
          ? []
          : await db.orm
              .selectDistinct({
                eventId: bookings.eventId,
                id: businesses.id,
                name: businesses.name,
                slug: businesses.slug,
              })
              .from(bookings)
              .innerJoin(businesses, eq(businesses.id, bookings.businessId))
              .where(
                and(
                  inArray(
                    bookings.eventId,
                    items.map((event) => event.id),
                  ),
                  eq(bookings.status, 'completed'),
                ),
              );
      return {
        items: items.map((event) => ({
          id: event.id,
          title: event.title,
          type: event.type as EventType,
          month: event.date.slice(0, 7),
          area: event.postcodeArea ?? event.postcodeDistrict.replace(/[^A-Z].*$/, ''),
          businesses: made
            .filter((row) => row.eventId === event.id)
            .map(({ id, name, slug }) => ({ id, name, slug }))
            .sort((a, b) => a.name.localeCompare(b.name)),
        })),
        nextCursor: cursor,
      };
    },

    today,
  };
}

export type EventsModule = ReturnType<typeof createEventsModule>;
