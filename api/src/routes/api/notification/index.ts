/**
 * The signed-in user's notifications. Ownership comes from the verified token: the email in the
 * GET path must be the caller's, and PUT/DELETE only ever match the caller's own rows.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { ForbiddenError } from '../../../plugins/app/authentication.ts'
import { errorResponses } from '../../../schemas/error.ts'
import {
  MarkReadBody,
  Notification,
  NotificationIdParams,
  NotificationList,
  UserEmailParams
} from '../../../schemas/notification.ts'

const NOT_FOUND = { statusCode: 404, error: 'Not Found', message: 'Notification not found.' }

const notificationRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.addHook('onRequest', fastify.authenticate)

  fastify.get(
    '/:userEmail/User',
    { schema: { params: UserEmailParams, response: { 200: NotificationList, ...errorResponses(401, 403, 503) } } },
    async (request) => {
      const caller = request.user!.email
      if (request.params.userEmail.trim().toLowerCase() !== caller.toLowerCase()) {
        throw new ForbiddenError('You can only view your own notifications.')
      }
      return fastify.notifications.listFor(caller)
    }
  )

  fastify.put(
    '/:notificationId/read',
    {
      schema: {
        params: NotificationIdParams,
        body: MarkReadBody,
        response: { 200: Notification, ...errorResponses(400, 401, 403, 404, 413, 415, 503) }
      }
    },
    async (request, reply) => {
      const updated = await fastify.notifications.markRead(request.params.notificationId, request.user!.email)
      return updated ?? reply.code(404).send(NOT_FOUND)
    }
  )

  fastify.delete(
    '/:notificationId',
    {
      schema: {
        params: NotificationIdParams,
        response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404, 503) }
      }
    },
    async (request, reply) => {
      const deleted = await fastify.notifications.remove(request.params.notificationId, request.user!.email)
      return deleted ? reply.code(204).send(null) : reply.code(404).send(NOT_FOUND)
    }
  )
}

export default notificationRoutes
