/**
 * Draining: how an instance leaves a pool of instances behind a proxy without failing a request.
 * `fastify.drain()`, called on SIGTERM before `close()`:
 *
 * 1. readiness answers 503 and every answer carries `Connection: close`, so a balancer stops
 *    sending and a proxy does not keep the connection for a next request;
 * 2. the drain listeners run at once (open notification streams are told to reconnect, and their
 *    connections close with them);
 * 3. the listening socket closes: a new connection is refused, which a proxy retries on another
 *    instance whatever the method, since nothing was sent;
 * 4. it waits until every connection has ended. Idle keep-alive connections are not closed here:
 *    the proxy may be sending a request into one at that very moment, and a POST that met a
 *    closing socket cannot be retried. The proxy closes them itself (nginx after 4 s idle, the
 *    generated configuration), and Node after its keep-alive timeout if the client does not.
 *
 * The wait is bounded by the keep-alive timeout and a second; `close()` follows either way.
 */
import net from 'node:net';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** True once `drain()` began: this instance is shutting down. */
    readonly draining: boolean;
    /** Runs `listener` when draining begins. */
    onDrain: (listener: () => void) => void;
    /** Stops taking connections and resolves once the open ones are done (or after the keep-alive timeout and a second). */
    drain: () => Promise<void>;
  }
}

/** How much longer than the keep-alive timeout the drain waits for the last connection. */
const DRAIN_MARGIN_MS = 1_000;

export default fp(
  async (fastify) => {
    let draining = false;
    let drained: Promise<void> | undefined;
    const listeners = new Set<() => void>();

    fastify.decorate('draining', { getter: () => draining });
    fastify.decorate('onDrain', (listener: () => void) => void listeners.add(listener));

    fastify.addHook('onRequest', async (_request, reply) => {
      if (draining) reply.header('connection', 'close');
    });

    const stopListening = () =>
      new Promise<void>((resolve) => {
        const server = fastify.server;
        if (!server.listening) return resolve();
        const timer = setTimeout(resolve, server.keepAliveTimeout + DRAIN_MARGIN_MS);
        // net.Server's own close: http.Server's would also close the idle keep-alive connections at
        // once. The callback runs when the last connection has ended.
        net.Server.prototype.close.call(server, () => {
          clearTimeout(timer);
          resolve();
        });
      });

    fastify.decorate('drain', () => {
      if (drained) return drained;
      draining = true;
      fastify.log.info('draining: refusing new connections and waiting for the open ones');
      for (const listener of listeners) listener();
      drained = stopListening();
      return drained;
    });
  },
  { name: 'drain' },
);
