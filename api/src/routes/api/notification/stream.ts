/**
 * GET /api/notification/stream: a `text/event-stream` telling the caller that their notifications
 * changed, so the bell refetches. The browser reads it with fetch and sends the ID token in the
 * Authorization header like every other call; credentials never travel in the URL.
 *
 * What the client reads: `event: ready` first (heartbeat interval, token expiry), a `: ping`
 * comment every heartbeat, `data: {"type":"changed"}` (at most one per COALESCE_MS; also once after
 * the database's LISTEN link came back), `event: expired` when the token expires and `event:
 * reconnect` as soon as this instance begins shutting down (or when a stream is asked of an
 * instance already shutting down); both end the response and close its connection.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AuthenticationError } from '../../../modules/auth/token-verifier.ts';
import { coalesce } from '../../../modules/notifications/change-coalescer.ts';
import { createStreamSlots } from '../../../modules/notifications/stream-slots.ts';
import { bearerToken } from '../../../plugins/app/authentication.ts';
import { errorResponses } from '../../../schemas/error.ts';
import { NotificationStreamResponse } from '../../../schemas/notification.ts';
import { ID_TOKEN_REQUIRED } from '../../../schemas/security.ts';
import { onlyQueryParameters } from './query-guard.ts';
import { tokenExpiry } from './token-expiry.ts';

const COALESCE_MS = 100;
// setTimeout's ceiling; ID tokens live an hour, so this only guards against a strange `exp`.
const MAX_TIMER_MS = 2 ** 31 - 1;

type EndEvent = 'expired' | 'reconnect';

const streamRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { heartbeatMs, maxPerUser, maxTotal } = fastify.config.stream;
  const slots = createStreamSlots({ maxPerUser, maxTotal });
  const open = new Set<(event: EndEvent) => void>();
  // Streams never end on their own: they are ended as soon as the instance drains (before it
  // waits on its connections), and on a close without a drain, which would otherwise wait forever.
  const endAll = () => {
    for (const end of open) end('reconnect');
  };
  fastify.onDrain(endAll);
  fastify.addHook('preClose', async () => endAll());

  fastify.get(
    '/stream',
    {
      onRequest: [
        onlyQueryParameters([], 'the stream takes none; send the ID token in the Authorization header.'),
        fastify.authenticate,
      ],
      schema: {
        security: ID_TOKEN_REQUIRED,
        response: { 200: NotificationStreamResponse, ...errorResponses(400, 401, 403, 429, 503) },
      },
    },
    async (request, reply) => {
      const email = request.user!.email;
      const expiresAt = tokenExpiry(bearerToken(request));
      if (!expiresAt) throw new AuthenticationError('Invalid authentication token.');

      // Counted before the first await, and released on every path below.
      const release = slots.acquire(email);
      const raw = reply.raw;
      let clientGone = raw.destroyed || request.raw.socket.destroyed;
      const onEarlyClose = () => (clientGone = true);
      raw.once('close', onEarlyClose);

      let pushChange = () => {};
      let accountClosed = () => {};
      let unsubscribe: () => void;
      try {
        unsubscribe = await fastify.notifications.events.subscribe(email, (event) =>
          event.kind === 'closed' ? accountClosed() : pushChange(),
        );
      } catch (error) {
        release();
        throw error;
      } finally {
        raw.off('close', onEarlyClose);
      }
      // The client left (or the handler timed out) while we were subscribing: nothing to stream to.
      if (clientGone || raw.destroyed || reply.sent) {
        unsubscribe();
        release();
        if (!reply.sent) reply.hijack();
        return;
      }

      reply.hijack();
      // Hijacking skips Fastify's header writing, so carry over what CORS and helmet have set.
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined) raw.setHeader(name, value);
      }
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        // nginx would otherwise buffer the events until its buffer fills.
        'x-accel-buffering': 'no',
        // The connection ends with the stream: a proxy never keeps it for a next request, which
        // could meet the socket closing while this instance shuts down.
        connection: 'close',
      });
      // The generic connection timeout is for requests that stall; a stream is idle by design.
      request.raw.socket.setTimeout(0);

      const changes = coalesce(() => raw.write(`data: ${JSON.stringify({ type: 'changed' })}\n\n`), COALESCE_MS);
      const heartbeat = setInterval(() => raw.write(': ping\n\n'), heartbeatMs);
      const expiry = setTimeout(() => end('expired'), Math.min(MAX_TIMER_MS, expiresAt.getTime() - Date.now()));
      let finished = false;
      const finish = () => {
        if (finished) return;
        finished = true;
        clearInterval(heartbeat);
        clearTimeout(expiry);
        changes.cancel();
        unsubscribe();
        release();
        open.delete(end);
      };
      function end(event: EndEvent): void {
        if (finished) return;
        finish();
        raw.end(`event: ${event}\ndata: {}\n\n`);
      }
      raw.on('close', finish);
      open.add(end);
      pushChange = () => changes.push();
      // Its token no longer signs anyone in: ended as an expiry, after which the client asks again.
      accountClosed = () => end('expired');

      raw.write(`event: ready\ndata: ${JSON.stringify({ heartbeatMs, expiresAt: expiresAt.toISOString() })}\n\n`);
      // Asked of an instance already shutting down (over a connection opened before): go elsewhere.
      if (fastify.draining) end('reconnect');
    },
  );
};

export default streamRoutes;
