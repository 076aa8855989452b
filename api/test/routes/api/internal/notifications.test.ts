import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Notification } from '../../../../src/modules/notifications/notification.ts';
import { backends } from '../../../support/backends.ts';
import { bearer, createUser, deleteUsers, type TestUser, uniqueEmail } from '../../../support/emulator-users.ts';
import { startTestApp, type TestApp } from '../../../support/test-app.ts';

const TOKEN = 'internal-test-token';

for (const backend of await backends()) {
  describe(`POST /api/internal/notifications on ${backend.name}`, { skip: backend.skip }, () => {
    let t: TestApp;
    let carol: TestUser;
    const create = (payload: object, token?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/internal/notifications',
        payload,
        headers: token === undefined ? {} : { 'x-service-token': token },
      });
    const valid = () => ({
      recipientEmail: carol.email.toUpperCase(),
      recipientType: 'User',
      entityType: 'Quote',
      relatedEntity: { _id: 'quote-7', bookingId: 'booking-3' },
      content: 'You have a new quote',
    });
    const carolsList = async () =>
      (
        await t.app.inject({ method: 'GET', url: `/api/notification/${carol.email}/User`, headers: bearer(carol) })
      ).json<Notification[]>();

    before(async () => {
      t = await startTestApp(backend, { env: { INTERNAL_SERVICE_TOKEN: TOKEN } });
      carol = await createUser(uniqueEmail('carol'));
    });
    after(async () => {
      await deleteUsers(carol);
      await t.close();
    });

    test('401 without the service token or with a wrong one, and nothing is created', async () => {
      for (const token of [undefined, '', 'dev-internal-token', `${TOKEN}x`]) {
        const response = await create(valid(), token);
        assert.equal(response.statusCode, 401, String(token));
        assert.equal(response.json().message, 'A valid x-service-token header is required.');
      }
      // A user's ID token is not a service token.
      const asUser = await t.app.inject({
        method: 'POST',
        url: '/api/internal/notifications',
        payload: valid(),
        headers: bearer(carol),
      });
      assert.equal(asUser.statusCode, 401);
      assert.deepEqual(await carolsList(), []);
    });

    test('creates the notification with the right token; the recipient then sees it', async () => {
      const response = await create(valid(), TOKEN);
      assert.equal(response.statusCode, 201);
      const created = response.json<Notification>();
      assert.equal(created.status, 'unread');
      assert.equal(created.recipientType, 'User');
      assert.deepEqual(created.relatedEntity, { _id: 'quote-7', bookingId: 'booking-3' });
      assert.deepEqual(await carolsList(), [created]);
    });

    test('400 for invalid input, with a message naming the problem', async () => {
      const cases: Array<[object, RegExp]> = [
        [{ ...valid(), entityType: 'Invoice' }, /entityType/],
        [{ ...valid(), relatedEntity: { _id: 'q' } }, /bookingId is required when entityType is Quote/],
        [{ ...valid(), recipientEmail: 'nobody' }, /recipientEmail must be a valid email address/],
        [{ ...valid(), content: '   ' }, /content must not be blank/],
        [{ ...valid(), recipientType: 'a b' }, /recipientType/],
        [{ recipientEmail: carol.email }, /must have required property/],
      ];
      const countBefore = (await carolsList()).length;
      for (const [payload, message] of cases) {
        const response = await create(payload, TOKEN);
        assert.equal(response.statusCode, 400, JSON.stringify(payload));
        assert.match(response.json().message, message);
      }
      assert.equal((await carolsList()).length, countBefore);
    });
  });
}
