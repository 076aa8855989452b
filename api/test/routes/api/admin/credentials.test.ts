import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { backends } from '../../../support/backends.ts';
import { call, createLive, setCustomClaims } from '../../../support/businesses.ts';
import {
  createUser,
  deleteUsers,
  editToken,
  signIn,
  type TestUser,
  uniqueEmail,
} from '../../../support/emulator-users.ts';
import { startTestApp, type TestApp } from '../../../support/test-app.ts';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

for (const backend of await backends()) {
  describe(`credential review by an admin on ${backend.name}`, { skip: backend.skip }, () => {
    let t: TestApp;
    let admin: TestUser;
    let owner: TestUser;

    const declare = async (businessId: string, type = 'Enhanced DBS') => {
      const response = await call(t.app, owner, 'POST', `/api/businesses/${businessId}/credentials`, {
        type,
        reference: 'REF-1',
        expiresOn: inDays(200),
      });
      assert.equal(response.statusCode, 201, response.body);
      return (response.json().credentials as { id: string; type: string }[]).find((c) => c.type === type)!.id;
    };
    const badges = async (slug: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/public/businesses/${slug}` })).json().badges;

    before(async () => {
      t = await startTestApp(backend);
      [admin, owner] = await Promise.all([createUser(uniqueEmail('admin')), createUser(uniqueEmail('owner'))]);
      await setCustomClaims(admin.uid, { admin: true });
      admin.idToken = await signIn(admin.email, admin.password);
    });

    after(async () => {
      await deleteUsers(admin, owner);
      await t.close();
    });

    test('everyone but an admin gets 403; a visitor 401', async () => {
      assert.equal((await call(t.app, owner, 'GET', '/api/admin/credentials')).statusCode, 403);
      assert.equal(
        (await call(t.app, owner, 'GET', '/api/admin/credentials')).json().message,
        'Only an administrator can do this.',
      );
      assert.equal((await call(t.app, undefined, 'GET', '/api/admin/credentials')).statusCode, 401);
      assert.equal((await call(t.app, admin, 'GET', '/api/admin/credentials')).statusCode, 200);
    });

    test('a token claiming admin for an account that is not one is refused', async () => {
      const forged = editToken(owner.idToken, (claims) => (claims.admin = true));
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/admin/credentials',
        headers: { authorization: `Bearer ${forged}` },
      });
      assert.equal(response.statusCode, 401);
    });

    test('a declared credential shows no badge until verified; once past its date it shows as expired and the badge goes', async () => {
      const { id, slug } = await createLive(t.app, owner, { name: 'Badge Test Magic' });
      const credentialId = await declare(id);
      assert.deepEqual(await badges(slug), []);

      const listed = (await call(t.app, admin, 'GET', '/api/admin/credentials?status=declared&limit=100')).json();
      const entry = listed.items.find((item: { id: string }) => item.id === credentialId);
      assert.deepEqual(entry.business, { id, name: 'Badge Test Magic', ownerEmail: owner.email.toLowerCase() });

      const verified = await call(t.app, admin, 'POST', `/api/admin/credentials/${credentialId}/verify`);
      assert.equal(verified.statusCode, 200, verified.body);
      assert.equal(verified.json().status, 'verified');
      assert.deepEqual(await badges(slug), [{ type: 'Enhanced DBS', expiresOn: inDays(200) }]);
      const card = (await t.app.inject({ method: 'GET', url: '/api/public/businesses?limit=60' }))
        .json()
        .items.find((b: { id: string }) => b.id === id);
      assert.deepEqual(card.badges, ['Enhanced DBS']);

      await t.app.db.orm.execute(sql`UPDATE credentials SET expires_on = current_date - 2 WHERE id = ${credentialId}`);
      assert.deepEqual(await badges(slug), []);
      const [mine] = (await call(t.app, owner, 'GET', `/api/businesses/${id}`)).json().credentials;
      assert.deepEqual([mine.status, mine.standing, mine.badge], ['verified', 'expired', false]);
    });

    test('rejecting needs a reason, which the owner sees; a decision is made once', async () => {
      const { id } = await createLive(t.app, owner, { name: 'Reject Test Inflatables' });
      const credentialId = await declare(id, 'PIPA inflatable inspection');
      const noReason = await call(t.app, admin, 'POST', `/api/admin/credentials/${credentialId}/reject`, {});
      assert.equal(noReason.statusCode, 400);
      assert.match(noReason.json().message, /reason/);
      const rejected = await call(t.app, admin, 'POST', `/api/admin/credentials/${credentialId}/reject`, {
        reason: 'The certificate number does not match.',
      });
      assert.equal(rejected.statusCode, 200);
      const [mine] = (await call(t.app, owner, 'GET', `/api/businesses/${id}`)).json().credentials;
      assert.deepEqual([mine.status, mine.rejectionReason], ['rejected', 'The certificate number does not match.']);
      const again = await call(t.app, admin, 'POST', `/api/admin/credentials/${credentialId}/verify`);
      assert.equal(again.statusCode, 409);
      assert.equal(again.json().message, 'This credential has already been rejected.');
      assert.equal(
        (await call(t.app, admin, 'POST', '/api/admin/credentials/00000000-0000-4000-8000-000000000000/verify'))
          .statusCode,
        404,
      );
    });

    test('two admins verifying at once: one wins, the other gets 409', async () => {
      const { id } = await createLive(t.app, owner, { name: 'Race Test Catering' });
      const credentialId = await declare(id, 'Food Hygiene Rating');
      const results = await Promise.all(
        [1, 2].map(() => call(t.app, admin, 'POST', `/api/admin/credentials/${credentialId}/verify`)),
      );
      assert.deepEqual(results.map((r) => r.statusCode).sort(), [200, 409]);
    });

    test('an owner editing a verified credential sends it back for review', async () => {
      const { id, slug } = await createLive(t.app, owner, { name: 'Edit Test Face Paint' });
      const credentialId = await declare(id, 'Public Liability Insurance');
      await call(t.app, admin, 'POST', `/api/admin/credentials/${credentialId}/verify`);
      await call(t.app, owner, 'PATCH', `/api/businesses/${id}/credentials/${credentialId}`, {
        expiresOn: inDays(300),
      });
      assert.deepEqual(await badges(slug), []);
    });
  });
}
