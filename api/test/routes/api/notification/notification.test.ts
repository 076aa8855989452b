import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Notification } from '../../../../src/modules/notifications/notification.ts';
import { backends } from '../../../support/backends.ts';
import { bearer, createUser, deleteUsers, type TestUser, uniqueEmail } from '../../../support/emulator-users.ts';
import { startTestApp, type TestApp } from '../../../support/test-app.ts';

const FIELDS = ['_id', 'content', 'createdAt', 'entityType', 'recipientType', 'relatedEntity', 'status'];

for (const backend of await backends()) {
  describe(`notification routes on ${backend.name}`, { skip: backend.skip }, () => {
    let t: TestApp;
    let alice: TestUser;
    let bob: TestUser;
    const aliceIds: Record<string, string> = {};
    const bobIds: string[] = [];

    const list = (user: TestUser, email = user.email) =>
      t.app.inject({
        method: 'GET',
        url: `/api/notification/${encodeURIComponent(email)}/User`,
        headers: bearer(user),
      });

    before(async () => {
      t = await startTestApp(backend);
      [alice, bob] = await Promise.all([createUser(uniqueEmail('alice')), createUser(uniqueEmail('bob'))]);
      const n = t.app.notifications;
      const base = { recipientUid: alice.uid, recipientType: 'User' };
      aliceIds.quote = (
        await n.create({
          ...base,
          entityType: 'Quote',
          relatedEntity: { _id: 'q-1', bookingId: 'b-1' },
          content: 'New quote',
        })
      )._id;
      aliceIds.booking = (
        await n.create({ ...base, entityType: 'Booking', relatedEntity: { _id: 'b-2' }, content: 'Booking confirmed' })
      )._id;
      aliceIds.business = (
        await n.create({
          ...base,
          recipientType: 'Business',
          entityType: 'Booking',
          relatedEntity: { _id: 'b-3' },
          content: 'New booking request',
        })
      )._id;
      aliceIds.event = (
        await n.create({ ...base, entityType: 'Event', relatedEntity: { _id: 'e-1' }, content: 'Event tomorrow' })
      )._id;
      for (const content of ['Bob one', 'Bob two']) {
        bobIds.push(
          (
            await n.create({
              recipientUid: bob.uid,
              recipientType: 'User',
              entityType: 'Event',
              relatedEntity: { _id: 'e-9' },
              content,
            })
          )._id,
        );
      }
    });

    after(async () => {
      await deleteUsers(alice, bob);
      await t.close();
    });

    test("lists only the caller's notifications, newest first, with the spec's field names", async () => {
      const response = await list(alice);
      assert.equal(response.statusCode, 200);
      const body = response.json<Notification[]>();
      assert.deepEqual(
        body.map((item) => item._id),
        [aliceIds.event, aliceIds.business, aliceIds.booking, aliceIds.quote],
      );
      for (const item of body) {
        assert.deepEqual(Object.keys(item).sort(), FIELDS);
        assert.equal(item.status, 'unread');
        assert.equal(new Date(item.createdAt).toISOString(), item.createdAt);
      }
      const quote = body.find((item) => item.entityType === 'Quote');
      assert.deepEqual(quote?.relatedEntity, { _id: 'q-1', bookingId: 'b-1' });
      const business = body.find((item) => item._id === aliceIds.business);
      assert.equal(business?.recipientType, 'Business');
      assert.deepEqual(business?.relatedEntity, { _id: 'b-3' });
    });

    test('matches the path email case-insensitively', async () => {
      const response = await list(bob, bob.email.toUpperCase());
      assert.equal(response.statusCode, 200);
      assert.deepEqual(
        response.json<Notification[]>().map((item) => item.content),
        ['Bob two', 'Bob one'],
      );
    });

    test("user A cannot list user B's notifications", async () => {
      const response = await list(alice, bob.email);
      assert.equal(response.statusCode, 403);
      assert.equal(response.json().message, 'You can only view your own notifications.');
    });

    test("user A cannot mark or delete user B's notifications, and B's rows stay unchanged", async () => {
      const id = bobIds[0];
      const put = await t.app.inject({
        method: 'PUT',
        url: `/api/notification/${id}/read`,
        headers: bearer(alice),
        payload: { status: 'read' },
      });
      assert.equal(put.statusCode, 404);
      assert.equal(put.json().message, 'Notification not found.');
      const del = await t.app.inject({ method: 'DELETE', url: `/api/notification/${id}`, headers: bearer(alice) });
      assert.equal(del.statusCode, 404);
      const bobs = (await list(bob)).json<Notification[]>();
      assert.equal(bobs.length, 2);
      assert.ok(bobs.every((item) => item.status === 'unread'));
    });

    test("marks the caller's own notification read and returns it; repeating is harmless", async () => {
      for (let attempt = 0; attempt < 2; attempt++) {
        const response = await t.app.inject({
          method: 'PUT',
          url: `/api/notification/${aliceIds.booking}/read`,
          headers: bearer(alice),
          payload: { status: 'read' },
        });
        assert.equal(response.statusCode, 200);
        const body = response.json<Notification>();
        assert.equal(body._id, aliceIds.booking);
        assert.equal(body.status, 'read');
        assert.deepEqual(Object.keys(body).sort(), FIELDS);
      }
      const statuses = Object.fromEntries(
        (await list(alice)).json<Notification[]>().map((item) => [item._id, item.status]),
      );
      assert.equal(statuses[aliceIds.booking!], 'read');
      assert.equal(statuses[aliceIds.quote!], 'unread');
    });

    test('rejects a bad mark-read body or id with 400', async () => {
      const url = `/api/notification/${aliceIds.quote}/read`;
      for (const payload of [{ status: 'unread' }, {}, { status: 1 }]) {
        const response = await t.app.inject({ method: 'PUT', url, headers: bearer(alice), payload });
        assert.equal(response.statusCode, 400, JSON.stringify(payload));
        assert.match(response.json().message, /^Invalid request: body/);
      }
      const noBody = await t.app.inject({ method: 'PUT', url, headers: bearer(alice) });
      assert.equal(noBody.statusCode, 400);
      const badId = await t.app.inject({
        method: 'PUT',
        url: '/api/notification/not-an-id/read',
        headers: bearer(alice),
        payload: { status: 'read' },
      });
      assert.equal(badId.statusCode, 400);
      assert.match(badId.json().message, /notificationId/);
    });

    test("deletes the caller's own notification with 204, even with a JSON content type and no body", async () => {
      const response = await t.app.inject({
        method: 'DELETE',
        url: `/api/notification/${aliceIds.event}`,
        headers: { ...bearer(alice), 'content-type': 'application/json' },
      });
      assert.equal(response.statusCode, 204);
      assert.equal(response.body, '');
      const ids = (await list(alice)).json<Notification[]>().map((item) => item._id);
      assert.ok(!ids.includes(aliceIds.event!));
      assert.equal(ids.length, 3);
      const again = await t.app.inject({
        method: 'DELETE',
        url: `/api/notification/${aliceIds.event}`,
        headers: bearer(alice),
      });
      assert.equal(again.statusCode, 404);
    });

    test('notificationEvents tells a subscriber about its own changes only, after commit', async () => {
      const seen: string[] = [];
      const unsubscribe = await t.app.notifications.events.subscribe(alice.uid, (event) =>
        seen.push(event.kind === 'resync' ? 'resync' : `${event.kind}:${event.id}`),
      );
      const bobSeen: string[] = [];
      const unsubscribeBob = await t.app.notifications.events.subscribe(bob.uid, (event) => bobSeen.push(event.kind));
      try {
        const created = await t.app.notifications.create({
          recipientUid: alice.uid,
          recipientType: 'User',
          entityType: 'Event',
          relatedEntity: { _id: 'e-2' },
          content: 'Live',
        });
        await t.app.notifications.markRead(created._id, alice.uid);
        await t.app.notifications.remove(created._id, alice.uid);
        const expected = [`created:${created._id}`, `updated:${created._id}`, `deleted:${created._id}`];
        for (let waited = 0; seen.length < expected.length && waited < 3_000; waited += 25) {
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
        assert.deepEqual(seen, expected);
        assert.deepEqual(bobSeen, []);
      } finally {
        unsubscribe();
        unsubscribeBob();
      }
    });
  });
}
