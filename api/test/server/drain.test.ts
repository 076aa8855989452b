/**
 * Draining (plugins/app/drain.ts), what a proxy in front sees: a request on a connection it
 * already holds is still answered (with Connection: close), a new connection is refused, open
 * streams are told to reconnect at once, and an idle keep-alive connection is left for the client
 * to close rather than closed under a request it may be sending.
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { DRAINING_MESSAGE } from '../../src/routes/health/index.ts';
import { backends } from '../support/backends.ts';
import { bearer, createUser, deleteUsers, type TestUser, uniqueEmail } from '../support/emulator-users.ts';
import { openStream } from '../support/event-stream.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

const [pglite] = await backends();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  socket: Socket;
}

/** A client holding one keep-alive connection, as a proxy's upstream pool does. */
function keptAlive(base: string) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const get = (path: string, headers: Record<string, string> = {}) =>
    new Promise<Answer>((resolve, reject) => {
      const request = http.get(`${base}${path}`, { agent, headers }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body, socket: request.socket! }),
        );
      });
      request.on('error', reject);
    });
  return { get, close: () => agent.destroy() };
}

async function within(ms: number, work: Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  try {
    return await Promise.race([work.then(() => true), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

const closed = (socket: Socket) =>
  socket.destroyed ? Promise.resolve() : new Promise((resolve) => socket.once('close', resolve));

describe('draining before shutdown', () => {
  let user: TestUser;
  let t: TestApp;
  let base: string;

  before(async () => {
    user = await createUser(uniqueEmail('drain'));
  });
  after(async () => {
    await deleteUsers(user);
  });

  const start = async () => {
    t = await startTestApp(pglite!);
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  };

  test('a held connection is still answered, with Connection: close; readiness says 503; new connections are refused', async () => {
    await start();
    const client = keptAlive(base);
    try {
      const list = `/api/notification/${user.email}/User`;
      const first = await client.get(list, bearer(user));
      assert.equal(first.status, 200);

      const draining = t.app.drain();
      const during = await client.get(list, bearer(user));
      assert.equal(during.socket, first.socket, 'the request must travel on the connection held before');
      assert.equal(during.status, 200, during.body);
      assert.equal(during.headers.connection, 'close');
      assert.ok(await within(1_000, closed(during.socket)), 'the connection must end after that answer');

      await assert.rejects(fetch(`${base}/health/live`), 'a new connection must be refused');
      const ready = await t.app.inject({ method: 'GET', url: '/health/ready' });
      assert.equal(ready.statusCode, 503);
      assert.deepEqual(ready.json(), {
        statusCode: 503,
        error: 'Service Unavailable',
        message: DRAINING_MESSAGE,
        database: 'up',
      });
      assert.equal((await t.app.inject({ method: 'GET', url: '/health/live' })).statusCode, 200);
      assert.ok(await within(1_000, draining), 'with no connection left the drain is over');
    } finally {
      client.close();
      await t.close();
    }
  });

  test('open streams are told to reconnect at once, while an idle keep-alive connection is left to its client', async () => {
    await start();
    const client = keptAlive(base);
    try {
      const stream = await openStream(`${base}/api/notification/stream`, bearer(user));
      assert.ok(await stream.waitFor(/^event: ready\n/, 2_000), stream.text());
      assert.equal(stream.headers.connection, 'close', 'a stream’s connection must never be reused');
      const idle = (await client.get('/health/live')).socket;

      let drained = false;
      const draining = t.app.drain().then(() => (drained = true));
      assert.ok(await stream.waitFor(/event: reconnect\ndata: {}\n\n$/, 1_000), stream.text());
      assert.ok(await stream.waitForEnd(1_000));

      await sleep(500);
      assert.equal(idle.destroyed, false, 'the server must not close an idle connection a proxy may be reusing');
      assert.equal(drained, false, 'the drain waits for that connection');
      client.close();
      assert.ok(await within(1_000, draining), 'once the client closed it the drain is over');
    } finally {
      client.close();
      await t.close();
    }
  });

  test('a stream asked for over a held connection while draining is told to reconnect at once', async () => {
    await start();
    const client = keptAlive(base);
    try {
      await client.get('/health/live');
      void t.app.drain();
      const stream = await client.get('/api/notification/stream', bearer(user));
      assert.equal(stream.status, 200);
      assert.match(stream.body, /^event: ready\n[^]*event: reconnect\ndata: {}\n\n$/);
    } finally {
      client.close();
      await t.close();
    }
  });

  test('a client that never closes its idle connection holds the drain up no longer than the keep-alive timeout', async () => {
    await start();
    const client = keptAlive(base);
    try {
      await client.get('/health/live');
      const started = Date.now();
      await t.app.drain();
      const waited = Date.now() - started;
      assert.ok(waited < t.app.server.keepAliveTimeout + 1_500, `the drain took ${waited} ms`);
    } finally {
      client.close();
      await t.close();
    }
  });
});
