/**
 * Live updates cross API instances: a stream held by one instance hears a notification created
 * through another, because changes travel through PostgreSQL LISTEN/NOTIFY, not process memory.
 * Each instance has its own pool and listening connection, as separate processes would.
 */
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { backends } from '../../../support/backends.ts';
import { bearer, createUser, deleteUsers, type TestUser, uniqueEmail } from '../../../support/emulator-users.ts';
import { openStream } from '../../../support/event-stream.ts';
import { startTestApp, type TestApp } from '../../../support/test-app.ts';

const TOKEN = 'fanout-test-token';

const postgres = (await backends()).find((backend) => backend.name === 'postgres')!;

describe('notification stream across two API instances on one PostgreSQL server', { skip: postgres.skip }, () => {
  let sharedEnv: Record<string, string>;
  let first: TestApp;
  let second: TestApp;
  let gina: TestUser;

  before(async () => {
    sharedEnv = { ...postgres.env(), INTERNAL_SERVICE_TOKEN: TOKEN };
    first = await startTestApp(postgres, { env: sharedEnv });
    second = await startTestApp(postgres, { env: sharedEnv });
    await first.app.listen({ host: '127.0.0.1', port: 0 });
    gina = await createUser(uniqueEmail('gina'));
  });
  after(async () => {
    await deleteUsers(gina);
    await second.close();
    await first.close();
    await postgres.cleanup(sharedEnv);
  });

  test('a change made through the second instance is pushed by the first', async () => {
    const base = `http://127.0.0.1:${(first.app.server.address() as AddressInfo).port}`;
    const stream = await openStream(`${base}/api/notification/stream`, bearer(gina));
    try {
      assert.equal(stream.status, 200);
      assert.ok(await stream.waitFor(/^event: ready\n/, 2_000), stream.text());

      const created = await second.app.inject({
        method: 'POST',
        url: '/api/internal/notifications',
        headers: { 'x-service-token': TOKEN },
        payload: {
          recipientEmail: gina.email,
          recipientType: 'User',
          entityType: 'Event',
          relatedEntity: { _id: 'ev-1' },
          content: 'Your event moved',
        },
      });
      assert.equal(created.statusCode, 201);

      assert.ok(await stream.waitFor(/data: {"type":"changed"}\n\n/, 5_000), stream.text());
    } finally {
      stream.close();
    }
  });
});
