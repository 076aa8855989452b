/**
 * Drill: does the site's /api forwarder ever send a request into a connection the API is closing?
 * A stand-in API with the API's 5 s keep-alive timeout, behind the real forwarder
 * (tooling/src/serve/api-proxy.ts), gets REQUESTS requests from CLIENTS loops that each pause a
 * random 0-6 s between requests, so the forwarder's pooled connections sit idle across the whole
 * range around both timeouts. Every so often the API's event loop stalls for STALL_MS (a GC pause
 * or a burst of work on a loaded machine), the moment a close and a reuse cross. Prints requests,
 * failures (502: the forwarder's connection was reset) and the rate; exits 1 on any failure.
 *
 *   pnpm tsx bench/forwarder-resets.ts [--requests 100000] [--clients 1500] [--stall-ms 1500] [--forwarder <module>]
 */
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '100000' },
    clients: { type: 'string', default: '1500' },
    'stall-ms': { type: 'string', default: '1500' },
    'stall-every-ms': { type: 'string', default: '7000' },
    // Another build of the forwarder (e.g. an earlier commit's api-proxy.ts), to compare.
    forwarder: { type: 'string', default: '../tooling/src/serve/api-proxy.ts' },
  },
});
const REQUESTS = Number(values.requests);
const CLIENTS = Number(values.clients);
const STALL_MS = Number(values['stall-ms']);
const STALL_EVERY_MS = Number(values['stall-every-ms']);
const API_KEEP_ALIVE_MS = 5_000;

// A deep backlog: the clients' first connections arrive together, and an overflowing queue resets some.
const listen = (server: http.Server) =>
  new Promise<number>((resolve) =>
    server.listen({ port: 0, host: '127.0.0.1', backlog: 4096 }, () => resolve((server.address() as AddressInfo).port)),
  );

// The stand-in API, in a thread of its own so its stalls are its own: Fastify's server is Node's,
// with keepAliveTimeout 5 s (api/src/build-server.ts).
const API_THREAD = `
const http = require('node:http');
const { parentPort, workerData } = require('node:worker_threads');
const api = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}'));
api.keepAliveTimeout = workerData.keepAliveMs;
api.listen(0, '127.0.0.1', () => parentPort.postMessage(api.address().port));
setInterval(() => {
  const until = Date.now() + workerData.stallMs;
  while (Date.now() < until);
}, workerData.stallEveryMs);
`;
const apiThread = new Worker(API_THREAD, {
  eval: true,
  workerData: { keepAliveMs: API_KEEP_ALIVE_MS, stallMs: STALL_MS, stallEveryMs: STALL_EVERY_MS },
});
const apiPort = await new Promise<number>((resolve) => apiThread.once('message', resolve));

const forwarderModule = path.resolve(import.meta.dirname, values.forwarder!);
const { apiForwarder } = (await import(forwarderModule)) as {
  apiForwarder: (url: string) => (req: IncomingMessage, res: ServerResponse) => boolean;
};
const forward = apiForwarder(`http://127.0.0.1:${apiPort}`);
const site = http.createServer((req, res) => {
  if (!forward(req, res)) res.writeHead(404).end();
});
site.keepAliveTimeout = 60_000;
const sitePort = await listen(site);

const clientAgent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });
const get = () =>
  new Promise<number>((resolve) => {
    const request = http.get(
      { port: sitePort, host: '127.0.0.1', path: '/api/events', agent: clientAgent },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', () => resolve(0));
  });

let sent = 0;
let failed = 0;
const statuses = new Map<number, number>();
const started = Date.now();
const progress = setInterval(
  () => console.log(`${sent} requests, ${failed} failed, ${Math.round(sent / ((Date.now() - started) / 1000))}/s`),
  30_000,
);

async function client(): Promise<void> {
  // Spread over the first 20 s, so the loops neither connect nor pause in step.
  await new Promise((resolve) => setTimeout(resolve, Math.random() * 20_000));
  while (sent < REQUESTS) {
    sent += 1;
    const status = await get();
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    if (status !== 200) failed += 1;
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 6_000));
  }
}

await Promise.all(Array.from({ length: CLIENTS }, client));
clearInterval(progress);
const seconds = (Date.now() - started) / 1000;
console.log(
  `forwarder ${path.relative(process.cwd(), forwarderModule)}: ${sent} requests in ${seconds.toFixed(0)} s, ` +
    `${failed} failed (${[...statuses].map(([status, count]) => `${status}: ${count}`).join(', ')}), ` +
    `API stalled ${STALL_MS} ms every ${STALL_EVERY_MS} ms`,
);
clientAgent.destroy();
site.closeAllConnections();
site.close();
await apiThread.terminate();
process.exit(failed > 0 ? 1 : 0);
