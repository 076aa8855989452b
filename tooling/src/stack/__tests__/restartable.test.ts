import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { groupAlive, startService, type Service } from '../child-process.ts';
import { restartable } from '../restartable.ts';
import { waitForUrl } from '../wait-for-url.ts';

// A server that, like the API under `pnpm start`, runs below a launcher: on SIGTERM the launcher
// exits at once while the server takes a while to close its port (as a graceful close does).
const SERVER = `
import http from 'node:http';
const server = http.createServer((req, res) => res.end(String(process.pid)));
server.listen(Number(process.argv[2]), '127.0.0.1');
process.on('SIGTERM', () => setTimeout(() => server.close(() => process.exit(0)), 400));
`;
const LAUNCHER = `
import { spawn } from 'node:child_process';
spawn(process.execPath, [process.argv[2], process.argv[3]], { stdio: 'inherit' });
process.on('SIGTERM', () => process.exit(0));
`;

// Node processes start slowly on a busy machine.
jest.setTimeout(30_000);

let dir: string;
let port: number;
let url: string;
const started: Service[] = [];

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const startServer = () => {
  const service = startService(
    'fake-api',
    process.execPath,
    [path.join(dir, 'launcher.mjs'), path.join(dir, 'server.mjs'), String(port)],
    {
      cwd: dir,
      quiet: true,
    },
  );
  started.push(service);
  return service;
};
const ready = () => waitForUrl(url, { timeoutMs: 10_000 });
const servingPid = async () => (await fetch(url)).text();

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'restartable-'));
  await writeFile(path.join(dir, 'server.mjs'), SERVER);
  await writeFile(path.join(dir, 'launcher.mjs'), LAUNCHER);
  port = await freePort();
  url = `http://127.0.0.1:${port}/`;
});

afterEach(async () => {
  await Promise.all(started.splice(0).map((service) => service.stop()));
  await rm(dir, { recursive: true, force: true });
});

test('stopping a service waits for everything it started, not only the command itself', async () => {
  const service = startServer();
  await ready();
  await service.stop();
  expect(groupAlive(service.child.pid!)).toBe(false);
  await expect(fetch(url)).rejects.toThrow();
});

test('a restart starts a new server on the same port once the old one has let go of it', async () => {
  const server = restartable(startServer, ready);
  await ready();
  const before = await servingPid();

  const times = await server.restart();

  // The fake server takes 400 ms to close its port after SIGTERM.
  expect(times.stopMs).toBeGreaterThanOrEqual(400);
  expect(times.startMs).toBeGreaterThan(0);
  expect(await servingPid()).not.toBe(before);
  expect(started).toHaveLength(2);
  expect(groupAlive(started[0]!.child.pid!)).toBe(false);
  expect(started[1]!.child.exitCode).toBeNull();
  await server.stop();
});

test('restarts asked for while one runs share it; a stopped service cannot be restarted', async () => {
  const server = restartable(startServer, ready);
  await ready();

  await Promise.all([server.restart(), server.restart()]);
  expect(started).toHaveLength(2);

  await server.stop();
  await expect(server.restart()).rejects.toThrow('fake-api was stopped');
  await expect(fetch(url)).rejects.toThrow();
});
