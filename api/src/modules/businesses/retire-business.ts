/**
 * Deleting a business. One with open or confirmed bookings cannot go (409 naming them: answer or
 * cancel them, or pause it instead). One that families or the tax records hold something of
 * (bookings, reviews) is closed rather than deleted; one with nothing goes entirely.
 */
import { ConflictError } from '../errors.ts';
import { longDate } from '../common/index.ts';
import type { BusinessQueries } from './businesses-repository.ts';

export async function retireBusiness(q: BusinessQueries, business: { id: string; name: string }) {
  const live = await q.liveBookingsOf(business.id);
  if (live.length > 0) {
    const named = live.map((booking) => `${booking.type} on ${longDate(booking.date)} (${booking.status})`).join('; ');
    throw new ConflictError(
      `${business.name} has ${live.length === 1 ? 'a booking' : `${live.length} bookings`} still open or confirmed: ${named}. ` +
        'Answer, decline or cancel them first, or pause the business instead.',
    );
  }
  return (await q.hasRecords(business.id)) ? q.closeBusiness(business.id) : q.deleteBusiness(business.id);
}
