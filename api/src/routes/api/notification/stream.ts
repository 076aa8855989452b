/**
 * GET /api/notification/stream: a `text/event-stream` telling the caller that their notifications
 * changed, so the bell refetches. The browser reads it with fetch and sends the ID token in the
 * Authorization header like every other call; credentials never travel in the URL.
 *
 * What the client reads: `event: ready` first (heartbeat interval, token expiry), a `: ping`
 * comment at least every heartbeat, `data: {"type":"changed"}` (at most one per COALESCE_MS; also
 * once after the database's LISTEN link came back), `event: expired` when the token expires and
 * `event: reconnect` as soon as this instance begins shutting down (or when a stream is asked of
 * an instance already shutting down); both end the response and close its connection.
 *
 * An open stream is meant to cost little (stream-hub.ts, docs/performance.md): the response is
 * written straight to the socket, as one head and then the events, with `Connection: close` and no
 * length, so its end is the connection's. Node's own response would keep its header text for the
 * life of the stream as a string of some ninety pieces (a few kilobytes a stream).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type IncomingMessage, STATUS_CODES } from 'node:http';
import { AuthenticationError } from '../../../modules/auth/token-verifier.ts';
import { createStreamHub, type LiveStream } from '../../../modules/notifications/stream-hub.ts';
import { createStreamSlots } from '../../../modules/notifications/stream-slots.ts';
import { bearerToken } from '../../../plugins/app/authentication.ts';
import { errorResponses } from '../../../schemas/error.ts';
import { NotificationStreamResponse } from '../../../schemas/notification.ts';
import { ID_TOKEN_REQUIRED } from '../../../schemas/security.ts';
import { onlyQueryParameters } from './query-guard.ts';
import { tokenExpiry } from './token-expiry.ts';

const COALESCE_MS = 100;

const STREAM_HEADERS: Record<string, string> = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-store',
  // nginx would otherwise buffer the events until its buffer fills.
  'x-accel-buffering': 'no',
  // The connection ends with the stream: a proxy never keeps it for a next request, which could
  // meet the socket closing while this instance shuts down.
  connection: 'close',
};

/** The response head: what CORS and helmet set on the reply, then the stream's own headers. */
function responseHead(replyHeaders: Record<string, unknown>): string {
  const lines = [`HTTP/1.1 200 ${STATUS_CODES[200]}`];
  const headers = { ...replyHeaders, ...STREAM_HEADERS };
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || name === 'content-length' || name === 'transfer-encoding') continue;
    for (const item of [value].flat()) lines.push(`${name}: ${String(item)}`);
  }
  return `${lines.join('\r\n')}\r\n\r\n`;
}

/**
 * A hijacked stream's response never finishes, so what Node and Fastify keep for a request until
 * it does would live as long as the stream: Fastify's finish listener (holding the request, the
 * reply, their child logger and helmet's decorators), its handler-timeout abort listener, and the
 * request's headers (the ID token alone is about 1 KB). Once its head is written the stream needs
 * none of it: it writes to the socket, and its end is the connection's (docs/performance.md).
 */
function releaseRequestState(request: FastifyRequest, reply: FastifyReply): void {
  reply.raw.removeAllListeners('finish');
  reply.raw.removeAllListeners('error');
  // The response is never written to again; an error it might still raise has nothing to tell.
  reply.raw.on('error', () => undefined);
  request.raw.removeAllListeners('close');
  // Node keeps the request and the response for the connection's life (the response never
  // finishes). The response's headers were written with the head; the ID token (about a kilobyte)
  // was verified and its expiry taken, and nothing reads either again.
  for (const name of reply.raw.getHeaderNames()) reply.raw.removeHeader(name);
  forgetAuthorization(request.raw);
}

/** Blanks the Authorization header in the request's parsed and raw headers. */
function forgetAuthorization(raw: IncomingMessage): void {
  const lines = raw.rawHeaders;
  for (let at = 0; at < lines.length; at += 2) if (lines[at]!.toLowerCase() === 'authorization') lines[at + 1] = '';
  if (raw.headers.authorization !== undefined) raw.headers.authorization = '';
}

const streamRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { heartbeatMs, maxPerUser, maxTotal } = fastify.config.stream;
  const slots = createStreamSlots({ maxPerUser, maxTotal });
  const hub = createStreamHub({ heartbeatMs, coalesceMs: COALESCE_MS });
  // Streams never end on their own: they are ended as soon as the instance drains (before it
  // waits on its connections), and on a close without a drain, which would otherwise wait forever.
  const endAll = () => hub.endAll('reconnect');
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
      const { uid } = request.user!;
      const expiresAt = tokenExpiry(bearerToken(request));
      if (!expiresAt) throw new AuthenticationError('Invalid authentication token.');

      // Counted before the first await, and released on every path below.
      const release = slots.acquire(uid);
      const socket = request.raw.socket;
      let clientGone = reply.raw.destroyed || socket.destroyed;
      const onEarlyClose = () => (clientGone = true);
      socket.once('close', onEarlyClose);

      let live: LiveStream | undefined = undefined;
      let unsubscribe: () => void;
      try {
        // A closed account's streams end at once, as if their token had expired.
        unsubscribe = await fastify.notifications.events.subscribe(uid, (event) => {
          if (!live) return;
          if (event.kind === 'closed') hub.end(live, 'expired');
          else hub.changed(live);
        });
      } catch (error) {
        release();
        throw error;
      } finally {
        socket.off('close', onEarlyClose);
      }
      // The client left (or the handler timed out) while we were subscribing: nothing to stream to.
      if (clientGone || socket.destroyed || reply.sent) {
        unsubscribe();
        release();
        if (!reply.sent) reply.hijack();
        return;
      }

      reply.hijack();
      // The generic connection timeout is for requests that stall; a stream is idle by design.
      socket.setTimeout(0);
      const ready = `event: ready\ndata: ${JSON.stringify({ heartbeatMs, expiresAt: expiresAt.toISOString() })}\n\n`;
      socket.write(responseHead(reply.getHeaders()) + ready);
      releaseRequestState(request, reply);
      const stream = hub.add(socket, expiresAt.getTime(), () => {
        unsubscribe();
        release();
      });
      live = stream;
      socket.once('close', () => hub.drop(stream));
      // Asked of an instance already shutting down (over a connection opened before): go elsewhere.
      if (fastify.draining) hub.end(stream, 'reconnect');
    },
  );
};

export default streamRoutes;
