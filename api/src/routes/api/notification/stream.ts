/**
 * GET /api/notification/stream?token=<ID token>: Server-Sent Events telling the caller that their
 * notifications changed (`{type:'changed'}`), so the bell refetches. The token is in the query
 * because EventSource cannot set headers; logs scrub it.
 */
import type { ServerResponse } from 'node:http'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { errorResponses } from '../../../schemas/error.ts'

// Below the idle timeouts of common proxies, so an open stream is not cut for silence.
const HEARTBEAT_MS = 25_000

const streamRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const open = new Set<ServerResponse>()
  // Streams never end on their own; without this, close would wait on them forever.
  fastify.addHook('preClose', async () => {
    for (const response of open) response.end()
  })

  fastify.get(
    '/stream',
    {
      onRequest: fastify.authenticateStream,
      schema: {
        querystring: Type.Object({ token: Type.Optional(Type.String({ maxLength: 4096 })) }),
        response: errorResponses(401, 403, 503)
      }
    },
    async (request, reply) => {
      const unsubscribe = await fastify.notifications.events.subscribe(request.user!.email, () => {
        reply.raw.write(`data: ${JSON.stringify({ type: 'changed' })}\n\n`)
      })
      reply.hijack()
      const raw = reply.raw
      // Hijacking skips Fastify's header writing, so carry over what CORS and helmet have set.
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined) raw.setHeader(name, value)
      }
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive'
      })
      raw.write(': connected\n\n')
      open.add(raw)
      const heartbeat = setInterval(() => raw.write(': ping\n\n'), HEARTBEAT_MS)
      raw.on('close', () => {
        clearInterval(heartbeat)
        unsubscribe()
        open.delete(raw)
      })
    }
  )
}

export default streamRoutes
