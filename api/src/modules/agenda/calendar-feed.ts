/**
 * A business's private calendar feed (iCalendar, ical-generator), for Google, Apple or Outlook to
 * subscribe to: its confirmed bookings and unavailable days from 90 days back to a year ahead.
 * The address carries a long random secret the owner can replace; the old address then answers
 * 404. The feed holds what the owner already sees in the agenda, no more.
 */
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import ical, { ICalCalendarMethod } from 'ical-generator';
import type { Database } from '../../db/database.ts';
import { businessCalendarFeeds, businesses } from '../../db/schema.ts';
import { addDays, londonToday } from '../common/index.ts';
import { BUSINESS_NOT_FOUND, NotFoundError } from '../errors.ts';
import { bookingsBetween, unavailableBetween } from './agenda-bookings.ts';

const DAYS_BACK = 90;
const DAYS_AHEAD = 366;
const TIME_ZONE = 'Europe/London';

/** 32 random bytes, base64url: 43 characters, 256 bits. */
export function newFeedSecret(): string {
  return randomBytes(32).toString('base64url');
}

export function isFeedSecret(value: string): boolean {
  return /^[A-Za-z0-9_-]{43,}$/.test(value);
}

export function createCalendarFeeds(db: Database, now: () => Date = () => new Date()) {
  async function owned(owner: { uid: string }, businessId: string) {
    const [row] = await db.orm
      .select({ id: businesses.id, secret: businessCalendarFeeds.secret })
      .from(businesses)
      .leftJoin(businessCalendarFeeds, eq(businessCalendarFeeds.businessId, businesses.id))
      .where(and(eq(businesses.id, businessId), eq(businesses.ownerUid, owner.uid)));
    if (!row) throw new NotFoundError(BUSINESS_NOT_FOUND);
    return row;
  }

  return {
    /** The feed's secret, or null when the owner has not asked for a feed yet. */
    async secretOf(owner: { uid: string }, businessId: string): Promise<string | null> {
      return (await owned(owner, businessId)).secret;
    },

    /** A new secret for the feed (the first, or one replacing the old, whose address then 404s). */
    async replaceSecret(owner: { uid: string }, businessId: string): Promise<string> {
      const secret = newFeedSecret();
      return db.orm.transaction(async (tx) => {
        const [business] = await tx
          .select({ id: businesses.id })
          .from(businesses)
          .where(and(eq(businesses.id, businessId), eq(businesses.ownerUid, owner.uid)))
          .for('update');
        if (!business) throw new NotFoundError(BUSINESS_NOT_FOUND);
        await tx
          .insert(businessCalendarFeeds)
          .values({ businessId, secret })
          .onConflictDoUpdate({ target: businessCalendarFeeds.businessId, set: { secret, createdAt: now() } });
        return secret;
      });
    },

    /** The feed behind a secret as iCalendar text, or null (unknown or replaced secret). */
    async feed(secret: string): Promise<string | null> {
      if (!isFeedSecret(secret)) return null;
      const [business] = await db.orm
        .select({ id: businesses.id, name: businesses.name })
        .from(businessCalendarFeeds)
        .innerJoin(businesses, eq(businesses.id, businessCalendarFeeds.businessId))
        .where(eq(businessCalendarFeeds.secret, secret));
      if (!business) return null;
      const today = londonToday(now());
      const from = addDays(today, -DAYS_BACK);
      const to = addDays(today, DAYS_AHEAD);
      const calendar = ical({
        name: `${business.name} (KidsEvents)`,
        method: ICalCalendarMethod.PUBLISH,
        prodId: { company: 'KidsEvents', product: 'agenda', language: 'EN' },
        ttl: 60 * 60,
      });
      for (const booking of await bookingsBetween(db.orm, [business.id], from, to)) {
        calendar.createEvent({
          id: `booking-${booking.bookingId}@kidsevents`,
          start: `${booking.date}T${booking.startTime}:00`,
          end: `${booking.date}T${booking.endTime}:00`,
          timezone: TIME_ZONE,
          stamp: now(),
          summary: `${booking.eventType}, ${booking.postcodeDistrict}`,
          location: booking.address,
          description: [
            `Booked by ${booking.organizerName}`,
            booking.childName ? `for ${booking.childName}` : '',
            `${booking.childrenCount} children`,
          ]
            .filter(Boolean)
            .join(', '),
        });
      }
      for (const day of await unavailableBetween(db.orm, [business.id], from, to)) {
        calendar.createEvent({
          id: `unavailable-${business.id}-${day.date}@kidsevents`,
          start: `${day.date}T00:00:00`,
          end: `${addDays(day.date, 1)}T00:00:00`,
          allDay: true,
          timezone: TIME_ZONE,
          stamp: now(),
          summary: 'Unavailable',
        });
      }
      return calendar.toString();
    },
  };
}

export type CalendarFeeds = ReturnType<typeof createCalendarFeeds>;
