import http, { type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Answer = { status: number; headers: IncomingHttpHeaders; body: string };

/**
 * Sends a request line exactly as written (an absolute-form or `//host` target, a backslash, an
 * escape fetch would tidy up) with exactly the given headers, and reads the whole answer.
 */
export function send(
  port: number,
  target: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path: target,
        method: options.method ?? 'GET',
        headers: options.headers,
        agent: false,
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(options.body);
  });
}

export type Received = {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  res: ServerResponse;
  req: IncomingMessage;
};

/** A stand-in for the API: records what reaches it and lets each test answer (or not). */
export type FakeApi = {
  url: string;
  port: number;
  received: Received[];
  /** How the next requests are answered; the default answers 200 with `{"ok":true}`. */
  answer: (handler: (req: IncomingMessage, res: ServerResponse) => void) => void;
  /** Resolves with the next request that reaches it. */
  next: () => Promise<Received>;
  close: () => Promise<void>;
};

const answerOk = (_req: IncomingMessage, res: ServerResponse) => {
  res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' }).end('{"ok":true}');
};

export async function startFakeApi(): Promise<FakeApi> {
  const received: Received[] = [];
  let handler = answerOk;
  let waiting: Array<(request: Received) => void> = [];
  const server = http.createServer((req, res) => {
    const request = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, res, req };
    received.push(request);
    for (const resolve of waiting) resolve(request);
    waiting = [];
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    received,
    answer: (next) => (handler = next),
    next: () => new Promise((resolve) => waiting.push(resolve)),
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
