/**
 * The signed-in user's notifications. Ownership comes from the verified token: the email in the
 * GET paths must be the caller's current one, and every read and change matches only the rows
 * addressed to the caller's account (uid), so a changed email keeps them all. The list
 * is paged (newest first, `before` = the oldest id the client has); the summary gives the counts
 * the bell's badge needs without loading every notification.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { ForbiddenError } from '../../../plugins/app/authentication.ts';
import { errorResponses } from '../../../schemas/error.ts';
import {
  MarkReadBody,
  Notification,
  NotificationIdParams,
  NotificationList,
  NotificationListQuery,
  NotificationSummary,
  UserEmailParams,
} from '../../../schemas/notification.ts';
import { ID_TOKEN_REQUIRED } from '../../../schemas/security.ts';
import { onlyQueryParameters } from './query-guard.ts';

const NOT_FOUND = { statusCode: 404, error: 'Not Found', message: 'Notification not found.' };

const notificationRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.addHook('onRequest', fastify.authenticate);

  // The path names the user for the spec's URL shape only; identity is the token's account.
  const ownAccount = (request: FastifyRequest, pathEmail: string): string => {
    const caller = request.user!;
    if (pathEmail.trim().toLowerCase() !== caller.email.toLowerCase()) {
      throw new ForbiddenError('You can only view your own notifications.');
    }
    return caller.uid;
  };

  fastify.get(
    '/:userEmail/User',
    {
      preValidation: onlyQueryParameters(['limit', 'before'], 'the list takes limit and before.'),
      schema: {
        security: ID_TOKEN_REQUIRED,
        params: UserEmailParams,
        querystring: NotificationListQuery,
        response: { 200: NotificationList, ...errorResponses(400, 401, 403, 503) },
      },
    },
    async (request) => fastify.notifications.listFor(ownAccount(request, request.params.userEmail), request.query),
  );

  fastify.get(
    '/:userEmail/User/summary',
    {
      preValidation: onlyQueryParameters([], 'the summary takes no query parameters.'),
      schema: {
        security: ID_TOKEN_REQUIRED,
        params: UserEmailParams,
        response: { 200: NotificationSummary, ...errorResponses(400, 401, 403, 503) },
      },
    },
    async (request) => fastify.notifications.summaryFor(ownAccount(request, request.params.userEmail)),
  );

  fastify.put(
    '/:notificationId/read',
    {
      schema: {
        security: ID_TOKEN_REQUIRED,
        params: NotificationIdParams,
        body: MarkReadBody,
        response: { 200: Notification, ...errorResponses(400, 401, 403, 404, 413, 415, 503) },
      },
    },
    async (request, reply) => {
      const updated = await fastify.notifications.markRead(request.params.notificationId, request.user!.uid);
      return updated ?? reply.code(404).send(NOT_FOUND);
    },
  );

  fastify.delete(
    '/:notificationId',
    {
      schema: {
        security: ID_TOKEN_REQUIRED,
        params: NotificationIdParams,
        response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404, 503) },
      },
    },
    async (request, reply) => {
      const deleted = await fastify.notifications.remove(request.params.notificationId, request.user!.uid);
      return deleted ? reply.code(204).send(null) : reply.code(404).send(NOT_FOUND);
    },
  );
};

export default notificationRoutes;
