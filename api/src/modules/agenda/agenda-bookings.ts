/**
 * The confirmed (and since completed) bookings and unavailable days of a provider's businesses
 * over a span of dates: what the agenda and the calendar feed show. A booking carries the family's
 * details the business already sees once confirmed (first name, child's name, address), no more.
 */
import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Orm } from '../../db/database.ts';
import { bookings, businessUnavailability, events } from '../../db/schema.ts';

export interface AgendaBooking {
  bookingId: string;
  businessId: string;
  status: 'confirmed' | 'completed';
  date: string;
  startTime: string;
  endTime: string;
  eventType: string;
  postcodeDistrict: string;
  organizerName: string;
  childName: string;
  address: string;
  childrenCount: number;
}

export interface UnavailableDay {
  businessId: string;
  date: string;
}

export async function bookingsBetween(
  orm: Orm,
  businessIds: readonly string[],
  from: string,
  to: string,
): Promise<AgendaBooking[]> {
  if (businessIds.length === 0) return [];
  const rows = await orm
    .select({
      bookingId: bookings.id,
      businessId: bookings.businessId,
      status: bookings.status,
      date: events.date,
      startTime: events.startTime,
      endTime: events.endTime,
      eventType: events.type,
      postcodeDistrict: events.postcodeDistrict,
      organizerName: events.ownerName,
      childName: events.childName,
      address: events.address,
      childrenCount: events.childrenCount,
    })
    .from(bookings)
    .innerJoin(events, eq(events.id, bookings.eventId))
    .where(
      and(
        inArray(bookings.businessId, [...businessIds]),
        inArray(bookings.status, ['confirmed', 'completed']),
        gte(events.date, from),
        lte(events.date, to),
      ),
    )
    .orderBy(asc(events.date), asc(events.startTime), asc(bookings.id));
  return rows.map((row) => ({ ...row, status: row.status as AgendaBooking['status'] }));
}

export async function unavailableBetween(
  orm: Orm,
  businessIds: readonly string[],
  from: string,
  to: string,
): Promise<UnavailableDay[]> {
  if (businessIds.length === 0) return [];
  return orm
    .select({ businessId: businessUnavailability.businessId, date: businessUnavailability.onDate })
    .from(businessUnavailability)
    .where(
      and(
        inArray(businessUnavailability.businessId, [...businessIds]),
        gte(businessUnavailability.onDate, from),
        lte(businessUnavailability.onDate, to),
      ),
    )
    .orderBy(asc(businessUnavailability.onDate), asc(businessUnavailability.businessId));
}
