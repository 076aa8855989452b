import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { runAdmin } from '../../scripts/admin-cli.ts';
import { backends } from '../support/backends.ts';
import { call, createLive, setCustomClaims } from '../support/businesses.ts';
import { createUser, deleteUsers, type TestUser, uniqueEmail } from '../support/emulator-users.ts';
import { EMULATOR_HOST } from '../support/emulator.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// The client only speaks HTTP; one backend is enough.
const [backend] = await backends();

describe('the admin command-line client', () => {
  let t: TestApp;
  let admin: TestUser;
  let owner: TestUser;
  let env: Record<string, string>;

  const admin$ = async (...args: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runAdmin(args, env, { out: (line) => out.push(line), err: (line) => err.push(line) });
    return { code, out: out.join('\n'), err: err.join('\n') };
  };

  before(async () => {
    t = await startTestApp(backend!);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    [admin, owner] = await Promise.all([createUser(uniqueEmail('cli-admin')), createUser(uniqueEmail('cli-owner'))]);
    await setCustomClaims(admin.uid, { admin: true });
    env = {
      API_URL: `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`,
      FIREBASE_AUTH_EMULATOR_HOST: EMULATOR_HOST,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
    };
  });

  after(async () => {
    await deleteUsers(admin, owner);
    await t.close();
  });

  test('signs in as the admin, lists declared credentials and verifies one: its badge appears', async () => {
    const { id, slug } = await createLive(t.app, owner, { name: 'Command Line Magic' });
    const expiresOn = new Date(Date.now() + 100 * 86_400_000).toISOString().slice(0, 10);
    const declared = await call(t.app, owner, 'POST', `/api/businesses/${id}/credentials`, {
      type: 'Enhanced DBS',
      reference: 'CLI-1',
      expiresOn,
    });
    const credentialId = declared.json().credentials[0].id as string;

    const listed = await admin$('credentials', 'list');
    assert.equal(listed.code, 0, listed.err);
    assert.match(
      listed.out,
      new RegExp(`${credentialId}  Enhanced DBS  ref CLI-1  expires ${expiresOn}  declared  Command Line Magic`),
    );

    const verified = await admin$('credentials', 'verify', credentialId);
    assert.equal(verified.code, 0, verified.err);
    assert.match(verified.out, /^Verified: /);
    const page = (await t.app.inject({ method: 'GET', url: `/api/public/businesses/${slug}` })).json();
    assert.deepEqual(page.badges, [{ type: 'Enhanced DBS', expiresOn }]);

    const again = await admin$('credentials', 'verify', credentialId);
    assert.equal(again.code, 1);
    assert.equal(again.err, '409: This credential has already been verified.');
  });

  test('rejects with a reason; without one it explains the usage', async () => {
    const { id } = await createLive(t.app, owner, { name: 'Command Line Castles' });
    const expiresOn = new Date(Date.now() + 100 * 86_400_000).toISOString().slice(0, 10);
    const declared = await call(t.app, owner, 'POST', `/api/businesses/${id}/credentials`, {
      type: 'PIPA inflatable inspection',
      reference: 'P-9',
      expiresOn,
    });
    const credentialId = declared.json().credentials[0].id as string;

    const noReason = await admin$('credentials', 'reject', credentialId);
    assert.equal(noReason.code, 2);
    assert.match(noReason.err, /needs --reason/);
    const rejected = await admin$(
      'credentials',
      'reject',
      credentialId,
      '--reason',
      'Inspection certificate has expired.',
    );
    assert.equal(rejected.code, 0, rejected.err);
    assert.match(rejected.out, /rejected: Inspection certificate has expired\./);
  });

  test('provider-written text shows its control characters escaped: it cannot rewrite the lines the admin reads', async () => {
    // Clear the line, move up one and overwrite it; a carriage return; a right-to-left override.
    const name = 'Escape\u001b[2K\u001b[1A Artists';
    const reference = 'DBS-1\rVERIFIED \u202eKO\u0007';
    const { id } = await createLive(t.app, owner, { name });
    const expiresOn = new Date(Date.now() + 100 * 86_400_000).toISOString().slice(0, 10);
    const declared = await call(t.app, owner, 'POST', `/api/businesses/${id}/credentials`, {
      type: 'Enhanced DBS',
      reference,
      expiresOn,
    });
    assert.equal(declared.statusCode, 201, declared.body);
    const credentialId = declared.json().credentials[0].id as string;

    const listed = await admin$('credentials', 'list');
    assert.equal(listed.code, 0, listed.err);
    const line = listed.out.split('\n').find((entry) => entry.startsWith(credentialId));
    assert.ok(line, listed.out);
    assert.ok(line.includes(String.raw`ref DBS-1\rVERIFIED \u{202e}KO\x07`), line);
    assert.ok(line.includes(String.raw`Escape\x1b[2K\x1b[1A Artists`), line);
    // eslint-disable-next-line no-control-regex -- no control character may reach the terminal
    assert.doesNotMatch(listed.out, /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/);

    const rejected = await admin$('credentials', 'reject', credentialId, '--reason', 'Unreadable.');
    assert.equal(rejected.code, 0, rejected.err);
    // eslint-disable-next-line no-control-regex -- as above
    assert.doesNotMatch(rejected.out, /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/);
  });

  test('a user without the admin claim is refused by the API', async () => {
    const result = await runAdmin(
      ['credentials', 'list'],
      { ...env, ADMIN_EMAIL: owner.email, ADMIN_PASSWORD: owner.password },
      { out: () => {}, err: (line) => assert.equal(line, '403: Only an administrator can do this.') },
    );
    assert.equal(result, 1);
  });

  test('a wrong password or an unknown command says so', async () => {
    const wrong = await runAdmin(
      ['credentials', 'list'],
      { ...env, ADMIN_PASSWORD: 'not-the-password' },
      { out: () => {}, err: (line) => assert.match(line, /^Signing in as .* failed: INVALID/) },
    );
    assert.equal(wrong, 1);
    const unknown = await admin$('businesses', 'delete');
    assert.equal(unknown.code, 2);
    assert.match(unknown.err, /Unknown command: businesses delete\.[\s\S]*Usage: pnpm --filter api admin/);
  });
});
