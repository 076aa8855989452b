/**
 * Bookings: one event × one business, seen by its organizer and by its business's owner (anyone
 * else: 404). Each command checks the booking's current state in its own transaction (409 when
 * it moved on) and tells the other side.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { literalUnion } from '../../../schemas/business.ts';
import {
  BookingIdParams,
  BookingList,
  BookingView,
  CancelBookingBody,
  CreateBookingBody,
  DeclineRequestBody,
  Message,
  MessageBody,
  MessageList,
  QuoteBody,
  RefundBookingBody,
  Review,
  ReviewBody,
  ReviewReplyBody,
} from '../../../schemas/bookings.ts';
import { errorResponses } from '../../../schemas/error.ts';
import { PageQuery } from '../../../schemas/events.ts';
import { BOOKING_STATUSES } from '../../../modules/events/event-catalogue.ts';
import { callerOf } from '../../../modules/auth/caller.ts';

const BookingListQuery = Type.Object(
  {
    as: Type.Optional(literalUnion(['business', 'organizer'] as const)),
    status: Type.Optional(literalUnion(BOOKING_STATUSES)),
    businessId: Type.Optional(Type.String({ format: 'uuid' })),
    ...PageQuery.properties,
  },
  { additionalProperties: false },
);

const MessageQuery = Type.Object(
  {
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
    before: Type.Optional(Type.String({ format: 'uuid', description: 'The previous page’s nextCursor.' })),
  },
  { additionalProperties: false },
);

const bookingRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.addHook('onRequest', fastify.authenticate);
  const { bookings } = fastify;
  const writeErrors = errorResponses(400, 401, 403, 404, 409, 413, 415, 503);

  fastify.post(
    '',
    {
      schema: {
        description: 'The organizer asks a live business for a quote on one of their published events.',
        body: CreateBookingBody,
        response: { 201: BookingView, ...writeErrors },
      },
    },
    async (request, reply) => reply.code(201).send(await bookings.request(callerOf(request), request.body)),
  );

  fastify.get(
    '',
    {
      schema: {
        description:
          "Booking threads, newest activity first: the caller's businesses' (as=business) or events' (as=organizer).",
        querystring: BookingListQuery,
        response: { 200: BookingList, ...errorResponses(400, 401, 403, 503) },
      },
    },
    async (request) =>
      bookings.list(
        callerOf(request),
        request.query.as ?? 'business',
        { status: request.query.status, businessId: request.query.businessId },
        { limit: request.query.limit ?? 20, cursor: request.query.cursor },
      ),
  );

  fastify.get(
    '/:bookingId',
    {
      schema: { params: BookingIdParams, response: { 200: BookingView, ...errorResponses(400, 401, 403, 404, 503) } },
    },
    async (request) => bookings.get(callerOf(request), request.params.bookingId),
  );

  fastify.post(
    '/:bookingId/quotes',
    {
      schema: {
        description: 'The business sends a quote, or revises its open one (which is superseded).',
        params: BookingIdParams,
        body: QuoteBody,
        response: { 201: BookingView, ...writeErrors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await bookings.sendQuote(callerOf(request), request.params.bookingId, request.body)),
  );

  fastify.post(
    '/:bookingId/decline',
    {
      schema: {
        description: 'The business declines a request.',
        params: BookingIdParams,
        body: DeclineRequestBody,
        response: { 200: BookingView, ...writeErrors },
      },
    },
    async (request) => bookings.decline(callerOf(request), request.params.bookingId, request.body?.reason),
  );

  fastify.post(
    '/:bookingId/withdraw',
    {
      schema: {
        description: 'The organizer withdraws a request or a quoted booking.',
        params: BookingIdParams,
        response: { 200: BookingView, ...writeErrors },
      },
    },
    async (request) => bookings.withdraw(callerOf(request), request.params.bookingId),
  );

  fastify.post(
    '/:bookingId/cancel',
    {
      schema: {
        description: 'Either side cancels a confirmed booking, with a reason.',
        params: BookingIdParams,
        body: CancelBookingBody,
        response: { 200: BookingView, ...writeErrors },
      },
    },
    async (request) => bookings.cancel(callerOf(request), request.params.bookingId, request.body.reason),
  );

  fastify.post(
    '/:bookingId/refund',
    {
      schema: {
        description:
          'The business refunds a completed booking, with a reason: it leaves the month’s bills, or is reversed on the next statement if already billed.',
        params: BookingIdParams,
        body: RefundBookingBody,
        response: { 200: BookingView, ...writeErrors },
      },
    },
    async (request) => bookings.refund(callerOf(request), request.params.bookingId, request.body.reason),
  );

  fastify.get(
    '/:bookingId/messages',
    {
      schema: {
        params: BookingIdParams,
        querystring: MessageQuery,
        response: { 200: MessageList, ...errorResponses(400, 401, 403, 404, 503) },
      },
    },
    async (request) =>
      bookings.messages(callerOf(request), request.params.bookingId, {
        limit: request.query.limit ?? 20,
        before: request.query.before,
      }),
  );

  fastify.post(
    '/:bookingId/messages',
    {
      schema: { params: BookingIdParams, body: MessageBody, response: { 201: Message, ...writeErrors } },
    },
    async (request, reply) =>
      reply.code(201).send(await bookings.postMessage(callerOf(request), request.params.bookingId, request.body.text)),
  );

  fastify.post(
    '/:bookingId/review',
    {
      schema: {
        description: 'The organizer reviews a completed booking, once.',
        params: BookingIdParams,
        body: ReviewBody,
        response: { 201: Review, ...writeErrors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await bookings.review(callerOf(request), request.params.bookingId, request.body)),
  );

  fastify.post(
    '/:bookingId/review/reply',
    {
      schema: {
        description: 'The business replies to its review in public, once.',
        params: BookingIdParams,
        body: ReviewReplyBody,
        response: { 200: Review, ...writeErrors },
      },
    },
    async (request) => bookings.reply(callerOf(request), request.params.bookingId, request.body.text),
  );
};

export default bookingRoutes;
