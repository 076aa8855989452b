import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo, Socket } from 'node:net';

/** What the site's servers run per request; HTTP/2 requests arrive through Node's HTTP/1 compatible API. */
export type RequestHandler = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;

/** A key and certificate in PEM (tls.ts's local certificate). */
export type TlsCredentials = { key: string; cert: string };

export type SiteServer = http.Server | http2.Http2SecureServer;

/** Every connection a server holds, so `close` can drop them: an HTTP/2 server has no closeAllConnections. */
const connections = new WeakMap<SiteServer, Set<Socket>>();

function track(server: SiteServer): void {
  const open = new Set<Socket>();
  connections.set(server, open);
  server.on('connection', (socket: Socket) => {
    open.add(socket);
    socket.once('close', () => open.delete(socket));
  });
}

/**
 * A server for `handler`: plain HTTP/1.1, or with `tls` HTTPS where the browser gets HTTP/2 when it
 * offers it (ALPN) and HTTP/1.1 otherwise, as a CDN serves. Either way the handler sees the same
 * request and response API (Node's HTTP/2 compatibility layer).
 */
export function createSiteServer(handler: RequestHandler, tls?: TlsCredentials | null): SiteServer {
  const server = tls
    ? http2.createSecureServer(
        { key: tls.key, cert: tls.cert, allowHTTP1: true },
        handler as unknown as (req: http2.Http2ServerRequest, res: http2.Http2ServerResponse) => void,
      )
    : http.createServer(handler);
  track(server);
  return server;
}

/** Starts `server` on `port` (0 picks a free one) and resolves to the port it got. */
export function listen(server: SiteServer, port: number, hostname: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, hostname, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

/** Stops `server`, dropping open connections (HTTP/2 sessions and held streams too) rather than waiting for them. */
export function close(server: SiteServer): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) return resolve();
    server.close(() => resolve());
    if (server instanceof http.Server) server.closeAllConnections();
    for (const socket of connections.get(server) ?? []) socket.destroy();
  });
}
