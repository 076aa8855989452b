import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { apiForwarder } from '../api-proxy.ts';
import { createStaticServer } from '../static-server.ts';
import { send, startFakeApi, type FakeApi } from './support/http.ts';

const TIMEOUT_MS = 30_000;

let root: string;
let api: FakeApi;
let elsewhere: FakeApi;
let site: http.Server;
let port: number;
let base: string;

/** The site server as the host's runs it: the API forwarder first, then the build's files. */
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'api-proxy-'));
  await writeFile(path.join(root, 'index.html'), '<h1>site</h1>');
  api = await startFakeApi();
  elsewhere = await startFakeApi();
  site = createStaticServer({ root, spa: true, before: apiForwarder(api.url, { timeoutMs: TIMEOUT_MS }) });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  port = (site.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
});

beforeEach(() => {
  api.received.length = 0;
  elsewhere.received.length = 0;
  api.answer((_req, res) =>
    res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' }).end('{"ok":true}'),
  );
});

afterEach(() => jest.useRealTimers());

afterAll(async () => {
  site.closeAllConnections();
  site.close();
  await Promise.all([api.close(), elsewhere.close()]);
  await rm(root, { recursive: true, force: true });
});

/** Reads a fetch body the way the bell does, one chunk at a time. */
function reader(response: Response) {
  const chunks = response.body!.getReader();
  const decoder = new TextDecoder();
  return {
    next: async () => {
      const { value, done } = await chunks.read();
      return done ? null : decoder.decode(value);
    },
    cancel: () => chunks.cancel(),
  };
}

describe('the /api forwarder', () => {
  it("tells the API the browser's real address, whatever address the request claims", async () => {
    const response = await send(port, '/api/events?page=2', {
      headers: {
        'X-Forwarded-For': '6.6.6.6',
        'X-Real-IP': '6.6.6.6',
        Forwarded: 'for=6.6.6.6',
        'X-Forwarded-Proto': 'https',
      },
    });

    expect(response.status).toBe(200);
    expect(JSON.parse(response.body)).toEqual({ ok: true });
    const [received] = api.received;
    expect(received!.url).toBe('/api/events?page=2');
    expect(received!.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(received!.headers['x-real-ip']).toBe('127.0.0.1');
    expect(received!.headers['x-forwarded-proto']).toBe('http');
    expect(received!.headers['x-forwarded-host']).toBe(`127.0.0.1:${port}`);
    expect(received!.headers.forwarded).toBeUndefined();
  });

  it('passes on neither side’s hop-by-hop headers', async () => {
    api.answer((_req, res) =>
      res
        .writeHead(200, {
          Connection: 'X-Upstream-Hop',
          'X-Upstream-Hop': '1',
          'Proxy-Authenticate': 'Basic',
          'X-Kept': 'yes',
        })
        .end('ok'),
    );

    const response = await send(port, '/api/events', {
      headers: {
        Connection: 'X-Browser-Hop',
        'X-Browser-Hop': '1',
        'Keep-Alive': 'timeout=5',
        TE: 'trailers',
        'Proxy-Authorization': 'Basic eA==',
      },
    });

    const { headers } = api.received[0]!;
    for (const name of ['x-browser-hop', 'keep-alive', 'te', 'proxy-authorization'])
      expect(headers).not.toHaveProperty(name);
    expect(response.headers['x-kept']).toBe('yes');
    expect(response.headers).not.toHaveProperty('x-upstream-hop');
    expect(response.headers).not.toHaveProperty('proxy-authenticate');
  });

  it.each(['POST', 'DELETE'])('forwards a %s body sent in chunks', async (method) => {
    api.answer((req, res) => {
      let body = '';
      req.setEncoding('utf8');
      req.on('data', (chunk: string) => (body += chunk));
      req.on('end', () => res.writeHead(200).end(`got ${body}`));
    });

    const response = await send(port, '/api/events/1', {
      method,
      headers: { 'Transfer-Encoding': 'chunked' },
      body: '{"reason":"duplicate"}',
    });

    expect(response.status).toBe(200);
    expect(response.body).toBe('got {"reason":"duplicate"}');
  });

  it.each([`http://127.0.0.1:{elsewhere}/api/events`, `//127.0.0.1:{elsewhere}/api/events`])(
    'cannot be sent to another host by the request target %s',
    async (template) => {
      const target = template.replace('{elsewhere}', String(elsewhere.port));

      await send(port, target);

      expect(elsewhere.received).toEqual([]);
    },
  );

  it("closes an idle connection to the API before the API's own 5 s keep-alive timeout would", async () => {
    // The API's timeout (api/src/build-server.ts); reusing a connection the API is closing resets a request.
    const API_KEEP_ALIVE_MS = 5_000;
    const answered = api.next();
    expect((await send(port, '/api/events')).status).toBe(200);
    const socket = (await answered).req.socket;
    const idleSince = Date.now();
    // 'end': the forwarder's side closed it (the API closing its own side would end in 'close' alone).
    const closedByForwarder = await new Promise<boolean>((resolve) => {
      socket.once('end', () => resolve(true));
      socket.once('close', () => resolve(false));
    });
    const idleMs = Date.now() - idleSince;
    expect(closedByForwarder).toBe(true);
    // Two clear seconds under it (a timer on a busy machine fires late, never early): Node's
    // default agent keeps an idle socket until a second before the API's hint, too close under load.
    expect(idleMs).toBeLessThan(API_KEEP_ALIVE_MS - 2_000);
  }, 15_000);

  it('forwards an absolute-form target to the API by its path and query only', async () => {
    await send(port, `http://127.0.0.1:${elsewhere.port}/api/events?page=2`);

    expect(elsewhere.received).toEqual([]);
    expect(api.received.map(({ url }) => url)).toEqual(['/api/events?page=2']);
  });

  it.each([
    '/api/internal/notifications',
    '/api/internal',
    '/api/internal/',
    '/api//internal/notifications',
    '/api/%69nternal/notifications',
    '/api/%2569nternal/notifications',
    '/api%2Finternal/notifications',
    '/api/./internal/notifications',
    '/api/events/../internal/notifications',
    '/api/%2e/internal/notifications',
    '/API/Internal/notifications',
    '/api/INTERNAL/notifications',
    '/%61pi/internal/notifications',
    '/api\\internal\\notifications',
    '/api/internal;x/notifications',
    'http://localhost/api/internal/notifications',
  ])('answers 404 to %s and the API never sees it', async (target) => {
    const response = await send(port, target, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'x-service-token': 'dev-internal-token' },
      body: '{"recipientEmail":"a@example.com"}',
    });

    expect(response.status).toBe(404);
    expect(JSON.parse(response.body)).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'There is nothing at POST on this path.',
    });
    expect(api.received).toEqual([]);
  });

  it('still forwards the public routes whose names merely start alike', async () => {
    await send(port, '/api/internals-guide');

    expect(api.received.map(({ url }) => url)).toEqual(['/api/internals-guide']);
  });

  it('answers 400 to a malformed % escape', async () => {
    const response = await send(port, '/api/notification/%zz/User');

    expect(response.status).toBe(400);
    expect(JSON.parse(response.body)).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'The request path has a malformed % escape.',
    });
    expect(api.received).toEqual([]);
  });

  it('answers 502 when the API is not reachable', async () => {
    const down = await startFakeApi();
    await down.close();
    const server = createStaticServer({ root, before: apiForwarder(down.url) });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

    const response = await send((server.address() as AddressInfo).port, '/api/events');

    server.close();
    expect(response.status).toBe(502);
    expect(JSON.parse(response.body)).toMatchObject({ statusCode: 502, message: 'The API is not reachable.' });
  });

  it('answers 504 when the API never answers an ordinary call', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    api.answer(() => undefined);
    const arrived = api.next();

    const pending = fetch(`${base}/api/events`);
    await arrived;
    jest.advanceTimersByTime(TIMEOUT_MS);
    const response = await pending;

    expect(response.status).toBe(504);
    expect(await response.json()).toEqual({
      statusCode: 504,
      error: 'Gateway Timeout',
      message: 'The API did not answer within 30 s.',
    });
  });
});

describe('the live stream through the /api forwarder', () => {
  async function openStream() {
    const arrived = api.next();
    api.answer((_req, res) => {
      res.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-store',
        'X-Accel-Buffering': 'no',
      });
      res.write('event: ready\ndata: {"heartbeatMs":15000}\n\n');
    });
    const response = await fetch(`${base}/api/notification/stream`, {
      headers: { Authorization: 'Bearer token', Accept: 'text/event-stream' },
    });
    const { res, req } = await arrived;
    return { response, body: reader(response), upstream: res, upstreamRequest: req };
  }

  it('passes each event on as it comes and never cuts a quiet stream', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    const { response, body, upstream } = await openStream();

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(response.headers.get('x-accel-buffering')).toBe('no');
    expect(await body.next()).toBe('event: ready\ndata: {"heartbeatMs":15000}\n\n');

    jest.advanceTimersByTime(2 * 60 * 60 * 1000);
    upstream.write(': ping\n\n');
    expect(await body.next()).toBe(': ping\n\n');
    upstream.write('data: {"type":"changed"}\n\n');
    expect(await body.next()).toBe('data: {"type":"changed"}\n\n');

    await body.cancel();
  });

  it("ends the browser's stream within a second when the API's side closes", async () => {
    const { body, upstream } = await openStream();
    expect(await body.next()).toContain('event: ready');

    upstream.socket!.destroy();
    const ended = body.next().then(
      () => 'ended',
      () => 'ended',
    );
    const oneSecond = new Promise((resolve) => setTimeout(() => resolve('still open'), 1_000).unref());

    expect(await Promise.race([ended, oneSecond])).toBe('ended');
  });

  it("closes the API's side when the browser goes away", async () => {
    const { body, upstreamRequest } = await openStream();
    const closed = new Promise((resolve) => upstreamRequest.on('close', () => resolve('closed')));

    await body.cancel();

    expect(await closed).toBe('closed');
  });
});
