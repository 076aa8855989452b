/**
 * Opens the notification stream over a real HTTP connection (node:http, so the test can see which
 * socket it is on) and collects what arrives.
 */
import http, { type IncomingHttpHeaders } from 'node:http';

export interface OpenStream {
  status: number;
  headers: IncomingHttpHeaders;
  /** Everything received so far. */
  text(): string;
  /** The client side's local port: a different one means a new connection. */
  localPort: number;
  /** Whether the socket the stream was opened on is still connected. */
  connectionOpen(): boolean;
  /** Whether the server ended the response (or the connection dropped). */
  ended(): boolean;
  /** Resolves true once the received text matches, false when `ms` pass first. */
  waitFor(pattern: RegExp, ms: number): Promise<boolean>;
  /** Resolves true once the response has ended, false when `ms` pass first. */
  waitForEnd(ms: number): Promise<boolean>;
  close(): void;
}

export function openStream(url: string, headers: Record<string, string> = {}): Promise<OpenStream> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      url,
      { headers: { accept: 'text/event-stream', ...headers }, agent: false },
      (response) => {
        let received = '';
        let ended = false;
        const waiters = new Set<() => void>();
        const wake = () => {
          for (const waiter of waiters) waiter();
        };
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          received += chunk;
          wake();
        });
        const onEnd = () => {
          ended = true;
          wake();
        };
        response.on('end', onEnd);
        response.on('close', onEnd);
        response.on('error', onEnd);

        const waitUntil = (done: () => boolean, ms: number) =>
          new Promise<boolean>((settle) => {
            if (done()) return settle(true);
            const check = () => {
              if (!done()) return;
              cleanup();
              settle(true);
            };
            const timer = setTimeout(() => {
              cleanup();
              settle(done());
            }, ms);
            const cleanup = () => {
              clearTimeout(timer);
              waiters.delete(check);
            };
            waiters.add(check);
          });

        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          text: () => received,
          localPort: request.socket?.localPort ?? 0,
          connectionOpen: () => !request.socket?.destroyed,
          ended: () => ended,
          waitFor: (pattern, ms) => waitUntil(() => pattern.test(received), ms),
          waitForEnd: (ms) => waitUntil(() => ended, ms),
          close: () => request.destroy(),
        });
      },
    );
    request.on('error', reject);
  });
}

/** How many times `pattern` (a global regex) occurs in `text`. */
export function occurrences(text: string, pattern: RegExp): number {
  return text.match(pattern)?.length ?? 0;
}
