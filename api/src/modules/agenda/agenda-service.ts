/**
 * A provider's agenda: a month of their businesses' confirmed bookings and unavailable days, and
 * marking a range of days unavailable or available again. Each command is one transaction that
 * first locks the business matched on id and owner (someone else's answers 404), as the businesses
 * module's commands do, so a range and a single day marked at once apply one after the other.
 */
import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { businesses, businessUnavailability } from '../../db/schema.ts';
import { monthEnd } from '../billing/index.ts';
import { addDays, isCalendarDate, londonToday } from '../common/index.ts';
import { BUSINESS_NOT_FOUND, ConflictError, InvalidInputError, NotFoundError } from '../errors.ts';
import type { Tx } from '../common/index.ts';
import { bookingsBetween, unavailableBetween } from './agenda-bookings.ts';
import { dayList } from './day-list.ts';

export interface Owner {
  uid: string;
}

/** A holiday at most: longer ranges are almost certainly a slip. */
export const MAX_RANGE_DAYS = 92;
/** How far ahead a day may be marked, as the businesses module allows. */
const MAX_DAYS_AHEAD = 2 * 366;
/** Businesses one agenda shows at most. */
const MAX_BUSINESSES = 100;

export interface DayRange {
  from: string;
  to: string;
}

function checkedRange({ from, to }: DayRange, today: string, forMarking: boolean): DayRange {
  if (!isCalendarDate(from)) throw new InvalidInputError(`from: ${from} is not a date.`);
  if (!isCalendarDate(to)) throw new InvalidInputError(`to: ${to} is not a date.`);
  if (to < from) throw new InvalidInputError('to must not be before from.');
  if (to > addDays(from, MAX_RANGE_DAYS - 1))
    throw new InvalidInputError(`A range may cover at most ${MAX_RANGE_DAYS} days.`);
  if (forMarking && from < today) throw new InvalidInputError('from: that day has passed.');
  if (to > addDays(today, MAX_DAYS_AHEAD)) throw new InvalidInputError('to must be within the next two years.');
  return { from, to };
}

/** The business's unavailable days within the range. */
function daysOf(businessId: string, range: DayRange) {
  return and(
    eq(businessUnavailability.businessId, businessId),
    gte(businessUnavailability.onDate, range.from),
    lte(businessUnavailability.onDate, range.to),
  );
}

export function createAgendaModule(db: Database, now: () => Date = () => new Date()) {
  const today = () => londonToday(now());

  async function lockOwned(tx: Tx, owner: Owner, businessId: string) {
    const [row] = await tx
      .select({ id: businesses.id, name: businesses.name })
      .from(businesses)
      .where(and(eq(businesses.id, businessId), eq(businesses.ownerUid, owner.uid)))
      .for('update');
    if (!row) throw new NotFoundError(BUSINESS_NOT_FOUND);
    return row;
  }

  async function unavailableIn(tx: Tx, businessId: string, range: DayRange): Promise<string[]> {
    const rows = await tx
      .select({ date: businessUnavailability.onDate })
      .from(businessUnavailability)
      .where(daysOf(businessId, range))
      .orderBy(asc(businessUnavailability.onDate));
    return rows.map((row) => row.date);
  }

  return {
    /** The month (YYYY-MM) for all the caller's businesses, or one of them. */
    async month(owner: Owner, month: string, businessId?: string) {
      const from = `${month}-01`;
      if (!isCalendarDate(from)) throw new InvalidInputError(`month: ${month} is not a month (YYYY-MM).`);
      const to = monthEnd(from);
      const mine = await db.orm
        .select({ id: businesses.id, name: businesses.name, bookingsPerDay: businesses.bookingsPerDay })
        .from(businesses)
        .where(eq(businesses.ownerUid, owner.uid))
        .orderBy(asc(businesses.name), asc(businesses.id))
        .limit(MAX_BUSINESSES);
      if (businessId !== undefined && !mine.some((business) => business.id === businessId))
        throw new NotFoundError(BUSINESS_NOT_FOUND);
      const shown = businessId === undefined ? mine.map((business) => business.id) : [businessId];
      return {
        month,
        today: today(),
        businesses: mine,
        bookings: await bookingsBetween(db.orm, shown, from, to),
        unavailable: await unavailableBetween(db.orm, shown, from, to),
      };
    },

    /**
     * Marks every day of the range unavailable. Confirmed bookings on those days stand; unless
     * `keepBookings` says the owner has seen that warning, they refuse with a 409 naming them.
     */
    async markUnavailable(owner: Owner, businessId: string, input: DayRange & { keepBookings?: boolean | undefined }) {
      const range = checkedRange(input, today(), true);
      return db.orm.transaction(async (tx) => {
        await lockOwned(tx, owner, businessId);
        if (!input.keepBookings) {
          const booked = await tx.execute(
            sql`SELECT DISTINCT e.date::text AS date FROM bookings b JOIN events e ON e.id = b.event_id
                WHERE b.business_id = ${businessId} AND b.status = 'confirmed'
                  AND e.date BETWEEN ${range.from}::date AND ${range.to}::date ORDER BY 1`,
          );
          const dates = (booked as unknown as { rows: Array<{ date: string }> }).rows.map((row) => row.date);
          if (dates.length > 0)
            throw new ConflictError(
              `You have a confirmed booking on ${dayList(dates)}; it stands if you mark the day unavailable. Confirm to go ahead.`,
            );
        }
        await tx.execute(
          sql`INSERT INTO business_unavailability (business_id, on_date)
              SELECT ${businessId}::uuid, day::date FROM generate_series(${range.from}::date, ${range.to}::date, interval '1 day') AS day
              ON CONFLICT DO NOTHING`,
        );
        return { businessId, ...range, unavailableDates: await unavailableIn(tx, businessId, range) };
      });
    },

    /** Makes every day of the range available again (days already available are left as they are). */
    async markAvailable(owner: Owner, businessId: string, input: DayRange) {
      const range = checkedRange(input, today(), false);
      return db.orm.transaction(async (tx) => {
        await lockOwned(tx, owner, businessId);
        await tx.delete(businessUnavailability).where(daysOf(businessId, range));
        return { businessId, ...range, unavailableDates: await unavailableIn(tx, businessId, range) };
      });
    },
  };
}

export type AgendaModule = ReturnType<typeof createAgendaModule>;
