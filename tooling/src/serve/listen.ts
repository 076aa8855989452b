import type http from 'node:http';
import type { AddressInfo } from 'node:net';

/** Starts `server` on `port` (0 picks a free one) and resolves to the port it got. */
export function listen(server: http.Server, port: number, hostname: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, hostname, () => resolve((server.address() as AddressInfo).port));
  });
}

/** Stops `server`, dropping open connections rather than waiting for them. */
export function close(server: http.Server): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) return resolve();
    server.close(() => resolve());
    server.closeAllConnections();
  });
}
