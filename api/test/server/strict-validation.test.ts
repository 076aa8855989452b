import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { DEV_INTERNAL_SERVICE_TOKEN } from '../../src/config.ts';
import { backends } from '../support/backends.ts';
import { bearer, createUser, deleteUsers, type TestUser, uniqueEmail } from '../support/emulator-users.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

const [backend] = await backends();

describe('request bodies with properties the schema does not name', () => {
  let t: TestApp;
  let erin: TestUser;
  let notificationId: string;

  const badRequest = (response: { statusCode: number; json(): { message: string } }, message: string) => {
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().message, message);
  };

  before(async () => {
    t = await startTestApp(backend!);
    erin = await createUser(uniqueEmail('erin'));
    notificationId = (
      await t.app.notifications.create({
        recipientUid: erin.uid,
        recipientType: 'User',
        entityType: 'Event',
        relatedEntity: { _id: 'e' },
        content: 'x',
      })
    )._id;
  });
  after(async () => {
    await deleteUsers(erin);
    await t.close();
  });

  test('marking as read with an extra property is refused with a 400 naming it, and nothing changes', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/notification/${notificationId}/read`,
      headers: bearer(erin),
      payload: { status: 'read', foo: 1 },
    });
    badRequest(response, 'Invalid request: body has an unknown property "foo".');
    const [notification] = await t.app.notifications.listFor(erin.uid);
    assert.equal(notification?.status, 'unread');
  });

  test('a mailing-list sign-up with an extra property is refused', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/requests/mailinglist',
      payload: { email: uniqueEmail('list'), consent: true },
      remoteAddress: '10.3.3.3',
    });
    badRequest(response, 'Invalid request: body has an unknown property "consent".');
  });

  test('an internal creation with an extra nested property is refused, naming where it is', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/internal/notifications',
      headers: { 'x-service-token': DEV_INTERNAL_SERVICE_TOKEN },
      payload: {
        recipientEmail: erin.email,
        recipientType: 'User',
        entityType: 'Event',
        relatedEntity: { _id: 'e', owner: 'someone' },
        content: 'x',
      },
    });
    badRequest(response, 'Invalid request: body/relatedEntity has an unknown property "owner".');
    assert.equal((await t.app.notifications.listFor(erin.uid)).length, 1);
  });

  test('other schema errors keep their own message', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/notification/${notificationId}/read`,
      headers: bearer(erin),
      payload: { status: 'unread' },
    });
    assert.equal(response.statusCode, 400);
    assert.match(response.json().message, /^Invalid request: body\/status must be equal to constant\.$/);
  });
});
