/**
 * "Download my data" (UK GDPR right of access): everything the site holds about the caller, as
 * one JSON document: profile and settings, their events with their bookings, quotes and messages,
 * their reviews, their businesses with what hangs off them, their notifications, the emails the
 * outbox holds for them, the messages they sent through the contact form and a mailing-list sign-up.
 */
import { desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import {
  businessAreas,
  bookingMessages,
  bookings,
  businesses,
  businessUnavailability,
  credentials,
  emailOutbox,
  events,
  galleries,
  mailingListSubscribers,
  notifications,
  packages,
  photos,
  quotes,
  reviews,
} from '../../db/schema.ts';
import { contactMessagesSentBy } from './contact-messages-sent.ts';
import type { EmailPreferences } from './email-preferences.ts';
import type { createProfiles } from './profile.ts';

export const EXPORT_FORMAT = 'kidsevents-account-export/1';

export function createAccountExport(
  db: Database,
  profiles: ReturnType<typeof createProfiles>,
  preferences: EmailPreferences,
) {
  return {
    async build(caller: { uid: string; email: string }) {
      const email = caller.email.toLowerCase();
      const orm = db.orm;
      const myEvents = await orm
        .select()
        .from(events)
        .where(eq(events.ownerUid, caller.uid))
        .orderBy(desc(events.date));
      const eventIds = myEvents.map((event) => event.id);
      const myBookings = eventIds.length
        ? await orm
            .select({ booking: bookings, businessName: businesses.name })
            .from(bookings)
            .innerJoin(businesses, eq(businesses.id, bookings.businessId))
            .where(inArray(bookings.eventId, eventIds))
        : [];
      const bookingIds = myBookings.map((row) => row.booking.id);
      const [myQuotes, myMessages, myReviews] = bookingIds.length
        ? await Promise.all([
            orm.select().from(quotes).where(inArray(quotes.bookingId, bookingIds)),
            orm.select().from(bookingMessages).where(inArray(bookingMessages.bookingId, bookingIds)),
            orm.select().from(reviews).where(inArray(reviews.bookingId, bookingIds)),
          ])
        : [[], [], []];

      const myBusinesses = await orm.select().from(businesses).where(eq(businesses.ownerUid, caller.uid));
      const businessIds = myBusinesses.map((business) => business.id);
      const ofBusinesses = async <T>(load: (ids: string[]) => Promise<T[]>) =>
        businessIds.length ? load(businessIds) : [];
      const [areas, packageRows, credentialRows, photoRows, galleryRows, unavailable, reviewsReceived] =
        await Promise.all([
          ofBusinesses((ids) => orm.select().from(businessAreas).where(inArray(businessAreas.businessId, ids))),
          ofBusinesses((ids) => orm.select().from(packages).where(inArray(packages.businessId, ids))),
          ofBusinesses((ids) => orm.select().from(credentials).where(inArray(credentials.businessId, ids))),
          ofBusinesses((ids) =>
            orm
              .select({
                id: photos.id,
                businessId: photos.businessId,
                alt: photos.alt,
                width: photos.width,
                height: photos.height,
              })
              .from(photos)
              .where(inArray(photos.businessId, ids)),
          ),
          ofBusinesses((ids) => orm.select().from(galleries).where(inArray(galleries.businessId, ids))),
          ofBusinesses((ids) =>
            orm.select().from(businessUnavailability).where(inArray(businessUnavailability.businessId, ids)),
          ),
          ofBusinesses((ids) => orm.select().from(reviews).where(inArray(reviews.businessId, ids))),
        ]);
      const byBusiness = <T extends { businessId: string }>(rows: T[], id: string) =>
        rows.filter((row) => row.businessId === id).map(({ businessId: _omit, ...rest }) => rest);

      return {
        format: EXPORT_FORMAT,
        exportedAt: new Date().toISOString(),
        profile: { uid: caller.uid, email, ...(await profiles.get(caller)) },
        emailSettings: await preferences.get(caller.uid),
        events: myEvents.map((event) => ({
          ...event,
          bookings: myBookings
            .filter((row) => row.booking.eventId === event.id)
            .map(({ booking, businessName }) => ({
              ...booking,
              businessName,
              quotes: myQuotes.filter((quote) => quote.bookingId === booking.id),
              messages: myMessages.filter((message) => message.bookingId === booking.id),
            })),
        })),
        reviews: myReviews,
        businesses: myBusinesses.map((business) => ({
          ...business,
          areas: areas.filter((row) => row.businessId === business.id).map((row) => row.area),
          packages: byBusiness(packageRows, business.id),
          credentials: byBusiness(credentialRows, business.id),
          photos: byBusiness(photoRows, business.id),
          galleries: byBusiness(galleryRows, business.id),
          unavailableDates: byBusiness(unavailable, business.id).map((row) => row.onDate),
          reviewsReceived: byBusiness(reviewsReceived, business.id),
        })),
        notifications: await orm
          .select()
          .from(notifications)
          .where(eq(notifications.recipientUid, caller.uid))
          .orderBy(desc(notifications.createdAt)),
        emails: await orm
          .select({
            kind: emailOutbox.kind,
            content: emailOutbox.content,
            status: emailOutbox.status,
            createdAt: emailOutbox.createdAt,
            sentAt: emailOutbox.sentAt,
          })
          .from(emailOutbox)
          .where(eq(emailOutbox.recipientUid, caller.uid))
          .orderBy(desc(emailOutbox.createdAt)),
        contactMessages: await contactMessagesSentBy(db, email),
        mailingList: await orm
          .select({
            email: mailingListSubscribers.email,
            consentedAt: mailingListSubscribers.consentedAt,
            source: mailingListSubscribers.consentSource,
          })
          .from(mailingListSubscribers)
          .where(eq(mailingListSubscribers.emailNormalized, email)),
      };
    },
  };
}
