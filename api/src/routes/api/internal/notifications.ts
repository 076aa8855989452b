/**
 * POST /api/internal/notifications: other backend services create notifications here. They name
 * the recipient by address; the notification is addressed to the account that has it now (the
 * one account known to, else the sign-in service's), and follows that account from then on.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { parseEmail } from '../../../modules/email-address.ts';
import { InvalidInputError } from '../../../modules/errors.ts';
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
      const { recipientEmail, ...notification } = request.body;
      const email = parseEmail(recipientEmail);
      if (!email) throw new InvalidInputError('recipientEmail must be a valid email address.');
      const recipientUid = await fastify.accountEmails.uidFor(email);
      if (!recipientUid) throw new InvalidInputError('recipientEmail: no account signs in with this address.');
      const created = await fastify.notifications.create({ ...notification, recipientUid });
      return reply.code(201).send(created);
    },
  );
};

export default internalNotificationRoutes;
