/**
 * `pnpm --filter api bench`: the API in this process on in-memory PGlite and the Auth Emulator
 * (reused if running), then autocannon against the notifications list (real ID token) and the
 * mailing-list sign-up (a new address per request). Loopback only; ~5 s per route.
 */
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { buildServer } from '../src/build-server.ts';
import { loadConfig } from '../src/config.ts';
import { EMULATOR_HOST, startEmulator, stopEmulator } from '../test/support/emulator.ts';
import { createUser, deleteUsers, uniqueEmail } from '../test/support/emulator-users.ts';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

const emulator = await startEmulator();
const config = loadConfig({
  ...process.env,
  NODE_ENV: 'test',
  LOG_LEVEL: 'warn',
  PGLITE_DIR: 'memory://',
  DATABASE_URL: '',
  FIREBASE_AUTH_EMULATOR_HOST: EMULATOR_HOST,
  // The limits exist for abuse, not for this measurement.
  RATE_LIMIT_MAX: '100000000',
  MAILINGLIST_RATE_LIMIT_MAX: '100000000',
});
const app = buildServer(config);
await app.listen({ host: '127.0.0.1', port: 0 });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

const user = await createUser(uniqueEmail('bench'));
for (let i = 0; i < 20; i++) {
  await app.notifications.create({
    recipientUid: user.uid,
    recipientType: i % 3 === 0 ? 'Business' : 'User',
    entityType: i % 2 === 0 ? 'Quote' : 'Booking',
    relatedEntity: { _id: `entity-${i}`, bookingId: `booking-${i}` },
    content: `Benchmark notification ${i}`,
  });
}

let counter = 0;
const runs = [
  {
    name: `GET /api/notification/:email/User (20 items)`,
    options: {
      url: `${base}/api/notification/${encodeURIComponent(user.email)}/User`,
      headers: { authorization: `Bearer ${user.idToken}` },
    },
  },
  {
    name: 'POST /api/requests/mailinglist (new address each)',
    options: {
      url: `${base}/api/requests/mailinglist`,
      requests: [
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          setupRequest: (request: object) => ({
            ...request,
            body: JSON.stringify({ email: `bench-${process.pid}-${++counter}@example.com` }),
          }),
        },
      ],
    },
  },
];

const rows: string[][] = [];
try {
  for (const run of runs) {
    const result = await autocannon({ ...run.options, duration: DURATION_S, connections: CONNECTIONS });
    rows.push([
      run.name,
      result.requests.average.toFixed(0),
      result.latency.p50.toFixed(1),
      result.latency.p99.toFixed(1),
      String(result.requests.total),
      String(result.non2xx + result.errors + result.timeouts),
    ]);
  }
} finally {
  await deleteUsers(user);
  await app.close();
  if (emulator) await stopEmulator(emulator);
}

const header = ['route', 'req/s', 'p50 ms', 'p99 ms', 'requests', 'failed'];
const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]!.length)));
const line = (cells: string[]) =>
  cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join(' | ');
console.log(`\n${CONNECTIONS} connections, ${DURATION_S} s per route, Node ${process.version}, in-memory PGlite\n`);
console.log(line(header));
console.log(widths.map((width) => '-'.repeat(width)).join('-|-'));
for (const row of rows) console.log(line(row));
