/**
 * Events: the organizer's (the event's owner's) commands and reads, and a provider's quote on an
 * open event. Identity comes from the verified token; someone else's event is a 404.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { BookingView, EventQuoteBody } from '../../../schemas/bookings.ts';
import { errorResponses } from '../../../schemas/error.ts';
import {
  CancelEventBody,
  CreateEventBody,
  EventIdParams,
  EventList,
  EventView,
  PageQuery,
  UpdateEventBody,
} from '../../../schemas/events.ts';
import { literalUnion } from '../../../schemas/business.ts';
import { callerOf } from '../../../modules/auth/caller.ts';

const EventListQuery = Type.Object(
  { when: Type.Optional(literalUnion(['upcoming', 'past', 'drafts'] as const)), ...PageQuery.properties },
  { additionalProperties: false },
);

const eventRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.addHook('onRequest', fastify.authenticate);
  const { events, bookings } = fastify;

  fastify.post(
    '',
    {
      schema: {
        description: 'Creates an event: a draft, or published with `publish` (businesses that match are told).',
        body: CreateEventBody,
        response: { 201: EventView, ...errorResponses(400, 401, 403, 413, 415, 503) },
      },
    },
    async (request, reply) => reply.code(201).send(await events.create(callerOf(request), request.body)),
  );

  fastify.get(
    '',
    {
      schema: {
        description: 'My events: upcoming soonest first, past and drafts newest first.',
        querystring: EventListQuery,
        response: { 200: EventList, ...errorResponses(400, 401, 403, 503) },
      },
    },
    async (request) =>
      events.list(callerOf(request), request.query.when ?? 'upcoming', {
        limit: request.query.limit ?? 20,
        cursor: request.query.cursor,
      }),
  );

  fastify.get(
    '/:eventId',
    {
      schema: {
        description:
          'The event for its organizer; for a business with a booking on it, or a provider who may quote on it, its public part.',
        params: EventIdParams,
        response: { 200: EventView, ...errorResponses(400, 401, 403, 404, 503) },
      },
    },
    async (request) => events.get(callerOf(request), request.params.eventId),
  );

  fastify.patch(
    '/:eventId',
    {
      schema: {
        description: 'Changes the event; businesses with a live booking on it are told.',
        params: EventIdParams,
        body: UpdateEventBody,
        response: { 200: EventView, ...errorResponses(400, 401, 403, 404, 409, 413, 415, 503) },
      },
    },
    async (request) => events.update(callerOf(request), request.params.eventId, request.body),
  );

  fastify.post(
    '/:eventId/publish',
    {
      schema: {
        description:
          'Draft → published; businesses in matching categories and areas are told when it is open to quotes.',
        params: EventIdParams,
        response: { 200: EventView, ...errorResponses(400, 401, 403, 404, 409, 503) },
      },
    },
    async (request) => events.publish(callerOf(request), request.params.eventId),
  );

  fastify.post(
    '/:eventId/cancel',
    {
      schema: {
        description: 'Cancels the event before its date, and every live booking on it.',
        params: EventIdParams,
        body: Type.Optional(CancelEventBody),
        response: { 200: EventView, ...errorResponses(400, 401, 403, 404, 409, 413, 415, 503) },
      },
    },
    async (request) => events.cancel(callerOf(request), request.params.eventId, request.body?.reason),
  );

  fastify.post(
    '/:eventId/quotes',
    {
      schema: {
        description: 'A provider quotes on an open event for one of their businesses: the booking starts as quoted.',
        params: EventIdParams,
        body: EventQuoteBody,
        response: { 201: BookingView, ...errorResponses(400, 401, 403, 404, 409, 413, 415, 503) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await bookings.quoteOnEvent(callerOf(request), request.params.eventId, request.body)),
  );
};

export default eventRoutes;
