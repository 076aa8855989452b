/** The provider's agenda: a month of bookings and unavailable days, ranges of days, the calendar feed. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import {
  Agenda,
  AgendaBusinessParams,
  AgendaQuery,
  CalendarFeed,
  DayRangeQuery,
  DayRangeResult,
  MarkUnavailableBody,
} from '../../../schemas/agenda.ts';
import { errorResponses } from '../../../schemas/error.ts';
import { callerOf } from '../../../modules/auth/caller.ts';

/** The feed's address on this API, as the caller reached it. */
export function feedUrl(request: FastifyRequest, secret: string): string {
  return `${request.protocol}://${request.host}/api/public/calendar/${secret}.ics`;
}

const agendaRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.addHook('onRequest', fastify.authenticate);
  const { agenda, calendarFeeds } = fastify;

  fastify.get(
    '/',
    {
      schema: {
        description: 'One month of the caller’s businesses (or one of them): confirmed bookings and unavailable days.',
        querystring: AgendaQuery,
        response: { 200: Agenda, ...errorResponses(400, 401, 403, 404, 503) },
      },
    },
    async (request) => agenda.month(callerOf(request), request.query.month, request.query.businessId),
  );

  fastify.put(
    '/:businessId/unavailable-days',
    {
      schema: {
        description:
          'Marks every day from `from` to `to` unavailable. 409 naming the days with a confirmed booking unless `keepBookings` (the booking stands).',
        params: AgendaBusinessParams,
        body: MarkUnavailableBody,
        response: { 200: DayRangeResult, ...errorResponses(400, 401, 403, 404, 409, 503) },
      },
    },
    async (request) => agenda.markUnavailable(callerOf(request), request.params.businessId, request.body),
  );

  fastify.delete(
    '/:businessId/unavailable-days',
    {
      schema: {
        description: 'Makes every day from `from` to `to` available again.',
        params: AgendaBusinessParams,
        querystring: DayRangeQuery,
        response: { 200: DayRangeResult, ...errorResponses(400, 401, 403, 404, 503) },
      },
    },
    async (request) => agenda.markAvailable(callerOf(request), request.params.businessId, request.query),
  );

  fastify.get(
    '/:businessId/feed',
    {
      schema: {
        description: 'The business’s private calendar feed address, or null before the first one is made.',
        params: AgendaBusinessParams,
        response: { 200: CalendarFeed, ...errorResponses(400, 401, 403, 404, 503) },
      },
    },
    async (request) => {
      const secret = await calendarFeeds.secretOf(callerOf(request), request.params.businessId);
      return { url: secret === null ? null : feedUrl(request, secret) };
    },
  );

  fastify.post(
    '/:businessId/feed',
    {
      schema: {
        description: 'Makes a new private feed address; the previous one (if any) answers 404 from now on.',
        params: AgendaBusinessParams,
        response: { 200: CalendarFeed, ...errorResponses(400, 401, 403, 404, 503) },
      },
    },
    async (request) => ({
      url: feedUrl(request, await calendarFeeds.replaceSecret(callerOf(request), request.params.businessId)),
    }),
  );
};

export default agendaRoutes;
