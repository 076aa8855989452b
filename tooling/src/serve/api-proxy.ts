import http, { type IncomingMessage, type ServerResponse } from 'node:http';

/**
 * Forwards `/api/*` on the site's origin to the API, as the CDN or load balancer does in
 * production, so the browser calls its own origin. Streams both ways (Server-Sent Events too).
 */
export function proxyToApi(apiUrl: string, req: IncomingMessage, res: ServerResponse): void {
  const target = new URL(req.url ?? '/', apiUrl);
  const upstream = http.request(
    target,
    { method: req.method, headers: { ...req.headers, host: target.host, 'x-forwarded-host': req.headers.host ?? '' } },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (res.headersSent) return void res.destroy();
    res.writeHead(502, { 'Content-Type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify({ message: 'The API is not reachable.' }));
  });
  req.on('aborted', () => upstream.destroy());
  res.on('close', () => upstream.destroy());
  req.pipe(upstream);
}
