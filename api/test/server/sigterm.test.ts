/**
 * SIGTERM to the API process (src/server.ts), as a restart or deploy sends it: streams are told to
 * reconnect at once, a connection a proxy holds is still answered, and the process exits 0 once
 * that connection has ended. One process on embedded PGlite in memory.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { after, before, describe, test } from 'node:test';
import { bearer, createUser, deleteUsers, type TestUser, uniqueEmail } from '../support/emulator-users.ts';
import { EMULATOR_HOST, ensureEmulator } from '../support/emulator.ts';
import { openStream } from '../support/event-stream.ts';

const API_DIR = fileURLToPath(new URL('../../', import.meta.url));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function waitReady(base: string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    const ok = await fetch(`${base}/health/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await sleep(200);
  }
  throw new Error('the API did not become ready');
}

describe('SIGTERM to the API process', () => {
  let user: TestUser;
  before(async () => {
    await ensureEmulator();
    user = await createUser(uniqueEmail('sigterm'));
  });
  after(async () => {
    await deleteUsers(user);
  });

  test('drains, then closes and exits 0', { timeout: 120_000 }, async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: API_DIR,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        PORT: String(port),
        PGLITE_DIR: 'memory://',
        DATABASE_URL: '',
        FIREBASE_AUTH_EMULATOR_HOST: EMULATOR_HOST,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      await waitReady(base);
      const stream = await openStream(`${base}/api/notification/stream`, bearer(user));
      assert.ok(await stream.waitFor(/^event: ready\n/, 5_000), stream.text());
      const held = () =>
        new Promise<http.IncomingMessage>((resolve, reject) =>
          http
            .get(`${base}/health/live`, { agent }, (response) => response.resume().on('end', () => resolve(response)))
            .on('error', reject),
        );
      assert.equal((await held()).statusCode, 200);

      child.kill('SIGTERM');
      assert.ok(await stream.waitFor(/event: reconnect\ndata: {}\n\n$/, 2_000), stream.text());
      await sleep(500);
      assert.equal(child.exitCode, null, 'the process must wait for the connection it still has');

      const answer = await held();
      assert.equal(answer.statusCode, 200);
      assert.equal(answer.headers.connection, 'close');
      const code = await Promise.race([exited, sleep(5_000).then(() => 'still running')]);
      assert.equal(code, 0);
    } finally {
      agent.destroy();
      if (child.exitCode === null) child.kill('SIGKILL');
      await exited;
    }
  });
});
