/** POST /api/internal/notifications: other backend services create notifications here. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { errorResponses } from '../../../schemas/error.ts'
import { CreateNotificationBody, Notification } from '../../../schemas/notification.ts'

const internalNotificationRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.addHook('onRequest', fastify.verifyServiceToken)

  fastify.post(
    '/notifications',
    {
      schema: {
        body: CreateNotificationBody,
        response: { 201: Notification, ...errorResponses(400, 401, 413, 415, 503) }
      }
    },
    async (request, reply) => {
      const created = await fastify.notifications.create(request.body)
      return reply.code(201).send(created)
    }
  )
}

export default internalNotificationRoutes
