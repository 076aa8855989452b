/**
 * Events: the organizer's commands and everyone's reads. Each command is one transaction on the
 * locked event row (lock, check, write, notify, answer), and tells the businesses concerned in it.
 */
import type { Database } from '../../db/database.ts';
import type { EventRow } from '../../db/schema.ts';
import { type Caller, type Executor, londonToday, type Page, pageOf, type Tx } from '../common/index.ts';
import { NotFoundError } from '../errors.ts';
import type { EventBookings } from './event-bookings.ts';
import type { BookingStatus } from './event-catalogue.ts';
import { tellBusinessOfEvent } from './event-notices.ts';
import {
  checkedFields,
  EVENT_NOT_FOUND,
  type EventFields,
  refuseCancel,
  refuseChange,
  refusePublish,
} from './event-rules.ts';
import { eventView, publicEventView, sharedEventView } from './event-views.ts';
import {
  businessesThatCame,
  businessesToTell,
  findEvent,
  insertEvent,
  listOpenEvents,
  listOwnEvents,
  listSharedEvents,
  lockEvent,
  matchingBusinesses,
  type NewEvent,
  quotableBy,
  updateEvent,
  type When,
} from './events-repository.ts';
import { firstNameFromEmail, publicEventName } from './wording.ts';

/** The name an event shows for its organizer (their account's display name, given by the accounts module). */
export type OrganizerName = (tx: Tx, caller: Caller) => Promise<string>;

export function createEventsModule<S extends { status: BookingStatus }>(
  db: Database,
  bookings: EventBookings<S>,
  now: () => Date = () => new Date(),
  organizerName: OrganizerName = async (_tx, caller) => firstNameFromEmail(caller.email),
) {
  const today = () => londonToday(now());

  async function ownEvent(tx: Tx, caller: Caller, eventId: string): Promise<EventRow> {
    const event = await lockEvent(tx, eventId);
    if (!event || event.ownerUid !== caller.uid) throw new NotFoundError(EVENT_NOT_FOUND);
    return event;
  }

  async function organizerViews(run: Executor, caller: Caller, rows: EventRow[]) {
    const onEvents = rows.length === 0 ? new Map<string, S[]>() : await bookings.onEvents(run, caller, rows);
    return rows.map((event) =>
      eventView(event, { viewer: 'organizer', bookings: onEvents.get(event.id) ?? [], quotableBy: [] }),
    );
  }

  async function organizerView(run: Executor, caller: Caller, event: EventRow) {
    const [view] = await organizerViews(run, caller, [event]);
    return view!;
  }

  /** Tells every other owner's matching live business that a new event is open to quotes. */
  async function announce(tx: Tx, event: EventRow): Promise<void> {
    if (!event.openToQuotes) return;
    for (const business of await businessesToTell(tx, event, today())) {
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
        const event = await insertEvent(tx, {
          ...(values as NewEvent),
          ownerUid: caller.uid,
          ownerEmail: caller.email.toLowerCase(),
          ownerName: await organizerName(tx, caller),
          status: input.publish ? 'published' : 'draft',
          publishedAt: input.publish ? new Date() : null,
        });
        if (input.publish) await announce(tx, event);
        // A new event has no bookings yet.
        return eventView(event, { viewer: 'organizer', bookings: [] as S[], quotableBy: [] });
      });
    },

    async list(caller: Caller, when: When, page: Page) {
      const rows = await listOwnEvents(db.orm, caller, when, today(), page);
      const { items, nextCursor } = pageOf(rows, page.limit);
      return { items: await organizerViews(db.orm, caller, items), nextCursor };
    },

    /**
     * The event as the caller may see it: its organizer sees everything; a business owner sees it
     * with their bookings on it or while one of their live businesses may quote on it; else 404.
     */
    async get(caller: Caller, eventId: string) {
      const event = await findEvent(db.orm, eventId);
      if (!event) throw new NotFoundError(EVENT_NOT_FOUND);
      if (event.ownerUid === caller.uid) return organizerView(db.orm, caller, event);
      const [onEvents, quotable] = await Promise.all([
        bookings.onEvents(db.orm, caller, [event]),
        quotableBy(db.orm, caller, event.id, today()),
      ]);
      const mine = onEvents.get(event.id) ?? [];
      if (mine.length === 0 && quotable.length === 0) throw new NotFoundError(EVENT_NOT_FOUND);
      return eventView(event, { viewer: 'business', bookings: mine, quotableBy: quotable });
    },

    async update(caller: Caller, eventId: string, patch: Partial<EventFields>) {
      return db.orm.transaction(async (tx) => {
        const current = await ownEvent(tx, caller, eventId);
        refuseChange(current);
        const event = await updateEvent(tx, eventId, checkedFields(patch, current, today()));
        for (const business of await bookings.lockLive(tx, eventId)) {
          await tellBusinessOfEvent(
            tx,
            business,
            eventId,
            `${current.ownerName} changed the details of ${publicEventName(event)}.`,
          );
        }
        return organizerView(tx, caller, event);
      });
    },

    async publish(caller: Caller, eventId: string) {
      return db.orm.transaction(async (tx) => {
        const current = await ownEvent(tx, caller, eventId);
        refusePublish(current, today());
        const event = await updateEvent(tx, eventId, { status: 'published', publishedAt: new Date() });
        await announce(tx, event);
        return organizerView(tx, caller, event);
      });
    },

    async cancel(caller: Caller, eventId: string, reason: string | undefined) {
      return db.orm.transaction(async (tx) => {
        const current = await ownEvent(tx, caller, eventId);
        refuseCancel(current, today());
        const trimmed = reason?.trim() || null;
        const event = await updateEvent(tx, eventId, {
          status: 'cancelled',
          cancelReason: trimmed,
          cancelledAt: new Date(),
        });
        for (const business of await bookings.cancelLive(tx, eventId, trimmed ?? 'The event was cancelled.')) {
          await tellBusinessOfEvent(
            tx,
            business,
            eventId,
            `${current.ownerName} cancelled ${publicEventName(current)}.`,
          );
        }
        return organizerView(tx, caller, event);
      });
    },

    /** Find events: published events open to quotes that one of the caller's live businesses may quote on. */
    async openEvents(caller: Caller, page: Page) {
      const rows = await listOpenEvents(db.orm, caller, today(), page);
      const { items, nextCursor } = pageOf(rows, page.limit);
      const matches = await matchingBusinesses(
        db.orm,
        caller,
        items.map((event) => event.id),
      );
      return {
        items: items.map((event) => ({
          ...publicEventView(event),
          matchingBusinesses: matches
            .filter((match) => match.eventId === event.id)
            .map(({ id, name, slug }) => ({ id, name, slug })),
        })),
        nextCursor,
      };
    },

    /** Completed events their organizers share, newest first, without personal details. */
    async sharedEvents(page: Page) {
      const rows = await listSharedEvents(db.orm, page);
      const { items, nextCursor } = pageOf(rows, page.limit);
      const came = await businessesThatCame(
        db.orm,
        items.map((event) => event.id),
      );
      return {
        items: items.map((event) =>
          sharedEventView(
            event,
            came.filter((row) => row.eventId === event.id),
          ),
        ),
        nextCursor,
      };
    },

    today,
  };
}

export type EventsModule = ReturnType<typeof createEventsModule>;
