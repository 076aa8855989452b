/** Decorations this service adds to Fastify, typed once for every plugin and route. */
import 'fastify';
import type { AppConfig } from './config.ts';
import type { Database } from './db/database.ts';
import type { BusinessesModule } from './modules/businesses/businesses-service.ts';
import type { BookingsModule, BookingSummaryView } from './modules/bookings/index.ts';
import type { createEventsModule } from './modules/events/index.ts';
import type { CredentialReview } from './modules/businesses/credential-review.ts';
import type { MailingListRepository } from './modules/mailing-list/mailing-list-repository.ts';
import type { NotificationsModule } from './modules/notifications/notifications-service.ts';
import type { AgendaModule } from './modules/agenda/agenda-service.ts';
import type { CalendarFeeds } from './modules/agenda/calendar-feed.ts';
import type { BillingModule } from './modules/billing/billing-service.ts';
import type { VerifiedUser } from './modules/auth/token-verifier.ts';
import type { AccountEmails } from './modules/accounts/account-email.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Database;
    notifications: NotificationsModule;
    mailingListRepository: MailingListRepository;
    businesses: BusinessesModule;
    credentialReview: CredentialReview;
    events: ReturnType<typeof createEventsModule<BookingSummaryView>>;
    bookings: BookingsModule;
    agenda: AgendaModule;
    calendarFeeds: CalendarFeeds;
    billing: BillingModule;
    /** onRequest hook: 401/403 unless a verified Firebase user with a verified email calls. */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** onRequest hook: as `authenticate`, then 403 unless the token carries the custom claim `admin: true`. */
    authenticateAdmin: (request: FastifyRequest) => Promise<void>;
    /** The accounts' current addresses, as their verified tokens give them. */
    accountEmails: AccountEmails;
    /** Drops this instance's cached verifications of `uid`'s tokens (an account just closed). */
    forgetTokensOf: (uid: string) => void;
    /** onRequest hook: 401 unless the caller presents the internal service token. */
    verifyServiceToken: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    /** Set by `authenticate`; never taken from the path or body. */
    user: (VerifiedUser & { email: string }) | null;
  }
}
