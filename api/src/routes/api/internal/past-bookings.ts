/**
 * POST /api/internal/billing/past-bookings: records completed bookings dated in closed months
 * (modules/billing/past-bookings.ts), so the demo and end-to-end tests have statements to show.
 * Only under development and test rules and only with the service token; hidden from OpenAPI.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { businesses } from '../../../db/schema.ts';
import { londonToday } from '../../../modules/common/index.ts';
import { now } from '../../../modules/clock.ts';
import { InvalidInputError, NotFoundError } from '../../../modules/errors.ts';
import { insertPastCompletedBooking } from '../../../modules/billing/past-bookings.ts';
import { inArray } from 'drizzle-orm';

const Body = Type.Object(
  {
    bookings: Type.Array(
      Type.Object(
        {
          businessId: Type.String({ format: 'uuid' }),
          date: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
          totalPence: Type.Integer({ minimum: 1, maximum: 10_000_000 }),
          eventType: Type.Optional(Type.String()),
          postcodeDistrict: Type.Optional(Type.String()),
          organizerName: Type.Optional(Type.String({ minLength: 1, maxLength: 60 })),
        },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: 2000 },
    ),
  },
  { additionalProperties: false },
);

const pastBookingRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { nodeEnv } = fastify.config;
  if (nodeEnv !== 'development' && nodeEnv !== 'test') return;
  fastify.addHook('onRequest', fastify.verifyServiceToken);

  fastify.post(
    '/billing/past-bookings',
    { schema: { hide: true, body: Body, response: { 200: Type.Object({ bookingIds: Type.Array(Type.String()) }) } } },
    async (request) => {
      const today = londonToday(now());
      const { bookings } = request.body;
      if (bookings.some((booking) => booking.date >= today)) throw new InvalidInputError('date: must be before today.');
      const ids = [...new Set(bookings.map((booking) => booking.businessId))];
      return fastify.db.orm.transaction(async (tx) => {
        const found = await tx.select({ id: businesses.id }).from(businesses).where(inArray(businesses.id, ids));
        if (found.length !== ids.length) throw new NotFoundError('Business not found.');
        const bookingIds: string[] = [];
        for (const booking of bookings) bookingIds.push(await insertPastCompletedBooking(tx, booking));
        return { bookingIds };
      });
    },
  );
};

export default pastBookingRoutes;
