/** What the bookings module reads for a caller: a thread, lists of threads, messages, and public reviews. */
import { and } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { type Caller, type Page, pageOf } from '../common/index.ts';
import { BUSINESS_NOT_FOUND, NotFoundError } from '../errors.ts';
import type { BookingStatus, Viewer } from '../events/index.ts';
import { BOOKING_NOT_FOUND, requireSide, sideOf } from './booking-rules.ts';
import { bookingSummaryView, bookingView, messageView, reviewView } from './booking-views.ts';
import {
  isLiveBusiness,
  listBookings,
  listMessages,
  listReviews,
  loadThread,
  ofBusiness,
  onEventsOf,
  ownedByBusinessOf,
  withStatus,
} from './bookings-repository.ts';

export function createBookingReads(db: Database, today: () => string) {
  return {
    async get(caller: Caller, bookingId: string) {
      const thread = await loadThread(
        db.orm,
        { bookingId },
        { lock: false, viewer: { uid: caller.uid, today: today() } },
      );
      return bookingView(thread!, requireSide(caller.uid, thread));
    },

    async list(
      caller: Caller,
      as: Viewer,
      filter: { status?: string | undefined; businessId?: string | undefined },
      page: Page,
    ) {
      const rows = await listBookings(
        db.orm,
        and(
          as === 'business' ? ownedByBusinessOf(caller.uid) : onEventsOf(caller.uid),
          filter.status ? withStatus(filter.status as BookingStatus) : undefined,
          filter.businessId ? ofBusiness(filter.businessId) : undefined,
        ),
        { limit: page.limit + 1, after: page.cursor },
      );
      const items = rows.slice(0, page.limit);
      return {
        items: items.map((row) => bookingSummaryView(row, as)),
        nextCursor: rows.length > page.limit ? (items.at(-1)?.booking.id ?? null) : null,
      };
    },

    async messages(caller: Caller, bookingId: string, page: { limit: number; before?: string | undefined }) {
      const thread = await loadThread(db.orm, { bookingId }, { lock: false });
      if (!thread || !sideOf(caller.uid, thread)) throw new NotFoundError(BOOKING_NOT_FOUND);
      const { items, nextCursor } = pageOf(await listMessages(db.orm, bookingId, page), page.limit);
      return { items: items.map(messageView), nextCursor };
    },

    /** A live business's reviews, newest first. */
    async publicReviews(businessId: string, page: Page) {
      if (!(await isLiveBusiness(db.orm, businessId))) throw new NotFoundError(BUSINESS_NOT_FOUND);
      const { items, nextCursor } = pageOf(await listReviews(db.orm, businessId, page), page.limit);
      return { items: items.map(reviewView), nextCursor };
    },
  };
}
