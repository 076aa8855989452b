/**
 * SQL fragments about who may quote on an event, for the events repository and the bookings
 * repository alike. They name the outer `events` row outright, as drizzle writes a column of the
 * queried table unqualified inside a subquery.
 */
import { type SQL, sql } from 'drizzle-orm';

/** The event (the outer `events` row) is published, open to quotes and not yet past. */
export function eventOpenToQuotes(today: string): SQL {
  return sql`events.status = 'published' AND events.open_to_quotes AND events.date >= ${today}::date`;
}

/**
 * The business (alias `b`) may quote on the outer `events` row: live, in a category the event
 * needs (any, when it names none), covering its district or area, with no live booking on it yet
 * (`exceptBooking`: but that one, which a command is about to move on).
 */
export function businessMatchesEvent(b: string, exceptBooking?: SQL): SQL {
  const alias = sql.raw(b);
  return sql`${alias}.status = 'live'
    AND (cardinality(events.services_needed) = 0 OR ${alias}.categories && events.services_needed)
    AND EXISTS (SELECT 1 FROM business_areas ba WHERE ba.business_id = ${alias}.id
                AND ba.area IN (events.postcode_district, events.postcode_area))
    AND NOT EXISTS (SELECT 1 FROM bookings bk WHERE bk.event_id = events.id AND bk.business_id = ${alias}.id
                    AND bk.status IN ('requested', 'quoted', 'confirmed')${exceptBooking ? sql` AND bk.id <> ${exceptBooking}` : sql``})
    AND NOT EXISTS (SELECT 1 FROM business_unavailability u WHERE u.business_id = ${alias}.id AND u.on_date = events.date)`;
}
