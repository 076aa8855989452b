/**
 * A user with more notifications than one page: the summary counts them all, and following
 * `before` from page to page reaches the oldest, each exactly once, in order.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { notifications } from '../../../../src/db/schema.ts';
import type { Notification } from '../../../../src/modules/notifications/notification.ts';
import { backends } from '../../../support/backends.ts';
import { bearer, createUser, deleteUsers, type TestUser, uniqueEmail } from '../../../support/emulator-users.ts';
import { startTestApp, type TestApp } from '../../../support/test-app.ts';

const TOTAL = 230;
const UNREAD = 213;

for (const backend of await backends()) {
  describe(`paged notification list and summary on ${backend.name}`, { skip: backend.skip }, () => {
    let t: TestApp;
    let lena: TestUser;
    let max: TestUser;
    let maxId: string;

    const get = (user: TestUser, path: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/notification/${encodeURIComponent(user.email)}/User${path}`,
        headers: bearer(user),
      });

    before(async () => {
      t = await startTestApp(backend);
      [lena, max] = await Promise.all([createUser(uniqueEmail('lena')), createUser(uniqueEmail('max'))]);
      // Ten notifications share each timestamp (and microseconds matter), so the order within a tie comes from the id.
      const base = Date.parse('2026-03-01T10:00:00.000Z');
      await t.app.db.orm.insert(notifications).values(
        Array.from({ length: TOTAL }, (_, i) => ({
          recipientUid: lena.uid,
          recipientType: 'User',
          entityType: 'Event' as const,
          relatedEntityId: `e-${i}`,
          content: `number ${i}`,
          status: i < TOTAL - UNREAD ? ('read' as const) : ('unread' as const),
          createdAt: new Date(base + Math.floor(i / 10) * 1_000),
        })),
      );
      await t.app.db.orm.execute(
        `UPDATE notifications SET created_at = created_at + interval '1 microsecond' * (id::text < '8')::int WHERE recipient_uid = '${lena.uid}'`,
      );
      maxId = (
        await t.app.notifications.create({
          recipientUid: max.uid,
          recipientType: 'User',
          entityType: 'Event',
          relatedEntity: { _id: 'e' },
          content: 'for max',
        })
      )._id;
    });
    after(async () => {
      await deleteUsers(lena, max);
      await t.close();
    });

    test('the summary counts every notification, beyond any page', async () => {
      const response = await get(lena, '/summary');
      assert.equal(response.statusCode, 200);
      assert.deepEqual(response.json(), { unread: UNREAD, total: TOTAL });
      assert.deepEqual((await get(max, '/summary')).json(), { unread: 1, total: 1 });
    });

    test('the first page holds the newest 50 by default', async () => {
      const response = await get(lena, '');
      assert.equal(response.statusCode, 200);
      const page = response.json<Notification[]>();
      assert.equal(page.length, 50);
      const times = page.map((item) => item.createdAt);
      assert.deepEqual(times, [...times].sort().reverse());
      assert.equal(page[0]!.createdAt, '2026-03-01T10:00:22.000Z');
    });

    test('following before page by page reaches the oldest, each notification once, newest first', async () => {
      const seen: Notification[] = [];
      let path = '?limit=100';
      for (let pages = 0; pages < 10; pages++) {
        const response = await get(lena, path);
        assert.equal(response.statusCode, 200);
        const page = response.json<Notification[]>();
        seen.push(...page);
        if (page.length < 100) break;
        path = `?limit=100&before=${page.at(-1)!._id}`;
      }
      assert.equal(seen.length, TOTAL);
      assert.equal(new Set(seen.map((item) => item._id)).size, TOTAL);
      assert.equal(seen.at(-1)!.createdAt, '2026-03-01T10:00:00.000Z');
      const byTime = seen.map((item) => item.createdAt);
      assert.deepEqual(byTime, [...byTime].sort().reverse());
      assert.equal(seen.filter((item) => item.status === 'unread').length, UNREAD);
      // The same order the database gives for the whole list at once.
      const all = await t.app.db.orm.execute(
        `SELECT id FROM notifications WHERE recipient_uid = '${lena.uid}' ORDER BY created_at DESC, id DESC`,
      );
      const rows = (Array.isArray(all) ? all : (all as { rows: Array<{ id: string }> }).rows) as Array<{ id: string }>;
      assert.deepEqual(
        seen.map((item) => item._id),
        rows.map((row) => row.id),
      );
    });

    test("400 for a limit out of range, a before that is not one of the caller's, or an unknown parameter", async () => {
      for (const query of ['?limit=0', '?limit=101', '?limit=ten']) {
        const response = await get(lena, query);
        assert.equal(response.statusCode, 400, query);
        assert.match(response.json().message, /^Invalid request: querystring\/limit /);
      }
      const notMine = await get(lena, `?before=${maxId}`);
      assert.equal(notMine.statusCode, 400);
      assert.equal(notMine.json().message, 'before must be the id of one of your notifications.');
      const unknown = await get(lena, '?limit=10&offset=50');
      assert.equal(unknown.statusCode, 400);
      assert.equal(unknown.json().message, 'Unknown query parameter "offset": the list takes limit and before.');
      const badId = await get(lena, '?before=not-an-id');
      assert.equal(badId.statusCode, 400);
      assert.match(badId.json().message, /before/);
    });

    test("the summary of another user's email is 403", async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/notification/${max.email}/User/summary`,
        headers: bearer(lena),
      });
      assert.equal(response.statusCode, 403);
      assert.equal(response.json().message, 'You can only view your own notifications.');
    });
  });
}
