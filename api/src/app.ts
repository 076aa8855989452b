/**
 * The service as one plugin: external plugins first, then the domain (database, modules, auth),
 * then the routes.
 */
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from './config.ts';
import type { Database } from './db/database.ts';
import accounts from './plugins/app/accounts.ts';
import agendaBilling from './plugins/app/agenda-billing.ts';
import authentication from './plugins/app/authentication.ts';
import businesses from './plugins/app/businesses.ts';
import database from './plugins/app/database.ts';
import drain from './plugins/app/drain.ts';
import email from './plugins/app/email.ts';
import events from './plugins/app/events.ts';
import errorHandler from './plugins/app/error-handler.ts';
import photos from './plugins/app/photos.ts';
import repositories from './plugins/app/repositories.ts';
import serviceToken from './plugins/app/service-token.ts';
import telemetry from './plugins/app/telemetry.ts';
import timed from './plugins/app/timed.ts';
import cors from './plugins/external/cors.ts';
import helmet from './plugins/external/helmet.ts';
import jsonOnly from './plugins/external/json-only.ts';
import openapi from './plugins/external/openapi.ts';
import rateLimit from './plugins/external/rate-limit.ts';
import { MEDIA_PATH } from './modules/photos/folder-storage.ts';
import accountRoutes from './routes/api/account/index.ts';
import agendaRoutes from './routes/api/agenda/index.ts';
import billingRoutes from './routes/api/billing/index.ts';
import publicCalendarRoutes from './routes/api/public/calendar.ts';
import adminCredentialRoutes from './routes/api/admin/credentials.ts';
import businessCredentialRoutes from './routes/api/businesses/credentials.ts';
import businessGalleryRoutes from './routes/api/businesses/galleries.ts';
import businessRoutes from './routes/api/businesses/index.ts';
import businessPackageRoutes from './routes/api/businesses/packages.ts';
import businessPhotoRoutes from './routes/api/businesses/photos.ts';
import businessUnavailabilityRoutes from './routes/api/businesses/unavailability.ts';
import internalNotificationRoutes from './routes/api/internal/notifications.ts';
import internalTelemetryRoutes from './routes/api/internal/telemetry.ts';
import internalTimedRoutes from './routes/api/internal/timed.ts';
import internalPastBookingRoutes from './routes/api/internal/past-bookings.ts';
import telemetryRoutes from './routes/api/telemetry.ts';
import mediaRoutes from './routes/api/media/index.ts';
import unsubscribeRoutes from './routes/api/email/unsubscribe.ts';
import notificationStreamRoutes from './routes/api/notification/stream.ts';
import notificationRoutes from './routes/api/notification/index.ts';
import publicBusinessRoutes from './routes/api/public/businesses.ts';
import publicGalleryRoutes from './routes/api/public/galleries.ts';
import contactRoutes from './routes/api/public/contact.ts';
import pageHeadRoutes from './routes/api/public/page-head.ts';
import searchRoutes from './routes/api/public/search.ts';
import mailingListRoutes from './routes/api/requests/mailinglist.ts';
import healthRoutes from './routes/health/index.ts';
import bookingRoutes from './routes/api/bookings/index.ts';
import eventRoutes from './routes/api/events/index.ts';
import openEventRoutes from './routes/api/open-events.ts';
import publicEventRoutes from './routes/api/public/events.ts';
import quoteRoutes from './routes/api/quotes/index.ts';

export interface AppOptions {
  config: AppConfig;
  /** An already-open database owned by the caller; by default the app opens its own from config. */
  database?: Database | undefined;
}

export default async function serviceApp(fastify: FastifyInstance, options: AppOptions): Promise<void> {
  fastify.decorate('config', options.config);

  await fastify.register(errorHandler);
  await fastify.register(drain);
  await fastify.register(helmet);
  await fastify.register(cors);
  await fastify.register(rateLimit);
  await fastify.register(jsonOnly);
  // Before any route: it names the shared schemas the routes refer to and records every route.
  await fastify.register(openapi);

  await fastify.register(database, { database: options.database });
  await fastify.register(repositories);
  await fastify.register(photos);
  await fastify.register(businesses);
  await fastify.register(events);
  await fastify.register(agendaBilling);
  await fastify.register(authentication);
  await fastify.register(accounts);
  await fastify.register(serviceToken);
  await fastify.register(telemetry);
  await fastify.register(timed);
  await fastify.register(email);

  await fastify.register(healthRoutes, { prefix: '/health' });
  await fastify.register(mailingListRoutes, { prefix: '/api/requests' });
  await fastify.register(notificationStreamRoutes, { prefix: '/api/notification' });
  await fastify.register(notificationRoutes, { prefix: '/api/notification' });
  await fastify.register(internalNotificationRoutes, { prefix: '/api/internal' });
  await fastify.register(internalTimedRoutes, { prefix: '/api/internal' });
  await fastify.register(internalPastBookingRoutes, { prefix: '/api/internal' });
  await fastify.register(internalTelemetryRoutes, { prefix: '/api/internal' });
  await fastify.register(telemetryRoutes, { prefix: '/api' });
  await fastify.register(businessRoutes, { prefix: '/api/businesses' });
  await fastify.register(businessPackageRoutes, { prefix: '/api/businesses' });
  await fastify.register(businessCredentialRoutes, { prefix: '/api/businesses' });
  await fastify.register(businessUnavailabilityRoutes, { prefix: '/api/businesses' });
  await fastify.register(publicBusinessRoutes, { prefix: '/api/public/businesses' });
  await fastify.register(adminCredentialRoutes, { prefix: '/api/admin' });
  await fastify.register(businessPhotoRoutes, { prefix: '/api/businesses' });
  await fastify.register(businessGalleryRoutes, { prefix: '/api/businesses' });
  await fastify.register(publicGalleryRoutes, { prefix: '/api/public' });
  await fastify.register(searchRoutes, { prefix: '/api/public' });
  await fastify.register(eventRoutes, { prefix: '/api/events' });
  await fastify.register(bookingRoutes, { prefix: '/api/bookings' });
  await fastify.register(quoteRoutes, { prefix: '/api/quotes' });
  await fastify.register(openEventRoutes, { prefix: '/api' });
  await fastify.register(publicEventRoutes, { prefix: '/api/public' });
  await fastify.register(pageHeadRoutes, { prefix: '/api/public' });
  await fastify.register(contactRoutes, { prefix: '/api/public' });
  await fastify.register(mediaRoutes, { prefix: MEDIA_PATH });
  await fastify.register(unsubscribeRoutes, { prefix: '/api/email' });
  await fastify.register(accountRoutes, { prefix: '/api/account' });
  await fastify.register(agendaRoutes, { prefix: '/api/agenda' });
  await fastify.register(billingRoutes, { prefix: '/api/billing' });
  await fastify.register(publicCalendarRoutes, { prefix: '/api/public' });
}
