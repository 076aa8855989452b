/** POST /api/internal/notifications: other backend services create notifications here. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../../schemas/error.ts';
import { CreateNotificationBody, Notification } from '../../../schemas/notification.ts';
import { SERVICE_TOKEN_REQUIRED } from '../../../schemas/security.ts';

const internalNotificationRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.addHook('onRequest', fastify.verifyServiceToken);

  fastify.post(
    '/notifications',
    {
      schema: {
        security: SERVICE_TOKEN_REQUIRED,
        body: CreateNotificationBody,
        response: { 201: Notification, ...errorResponses(400, 401, 413, 415, 503) },
      },
    },
    async (request, reply) => {
      const created = await fastify.notifications.create(request.body);
      return reply.code(201).send(created);
    },
  );
};

export default internalNotificationRoutes;
