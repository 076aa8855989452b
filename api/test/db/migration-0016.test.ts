/**
 * Migration 0016 on data written before it: addresses copied onto businesses and events become
 * their owners' accounts' addresses, and notifications, email settings and queued emails are
 * readdressed to those accounts; what no one account owned goes, so nothing is left half-addressed.
 */
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import { after, before, describe, test } from 'node:test';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { backends, TEST_DATABASE_URL, withServerClient } from '../support/backends.ts';

const MIGRATIONS = new URL('../../migrations/', import.meta.url);
const THIS_ONE = '0016_addressed_to_the_account.sql';

interface Session {
  exec(script: string): Promise<void>;
  rows<T>(text: string): Promise<T[]>;
  close(): Promise<void>;
}

async function pgliteSession(): Promise<Session> {
  const client = await PGlite.create('memory://', { extensions: { pg_trgm } });
  return {
    exec: async (script) => void (await client.exec(script)),
    rows: async <T>(text: string) => (await client.query<T>(text)).rows,
    close: () => client.close(),
  };
}

async function serverSession(schema: string): Promise<Session> {
  await withServerClient((client) => client.query(`CREATE SCHEMA ${schema}`));
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL, options: `-c search_path=${schema}` });
  await client.connect();
  return {
    exec: async (script) => void (await client.query(script)),
    rows: async <T>(text: string) => (await client.query(text)).rows as T[],
    close: async () => {
      await client.end();
      await withServerClient((admin) => admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`));
    },
  };
}

const script = (name: string) => readFile(new URL(name, MIGRATIONS), 'utf8');

// Before 0016: owners known only by the address copied onto what they made.
const LEGACY = `
  INSERT INTO businesses (owner_uid, owner_email, name, slug, categories)
  VALUES ('uid-provider', 'provider@example.com', 'Bright Sparks', 'bright-sparks', ARRAY['Magicians']),
         ('uid-a', 'shared@example.com', 'Twin A', 'twin-a', ARRAY['Magicians']),
         ('uid-b', 'shared@example.com', 'Twin B', 'twin-b', ARRAY['Magicians']);
  INSERT INTO events (owner_uid, owner_email, owner_name, title, type, date, start_time, end_time,
    postcode_district, address, children_count, age_min, age_max, created_at)
  VALUES ('uid-organizer', 'old.organizer@example.com', 'Olivia', 'Old party', 'Birthday party', '2030-01-01',
          '14:00', '16:00', 'SW11', '1 Park Road', 12, 5, 7, '2029-01-01'),
         ('uid-organizer', 'organizer@example.com', 'Olivia', 'New party', 'Birthday party', '2030-02-01',
          '14:00', '16:00', 'SW11', '1 Park Road', 12, 5, 7, '2029-06-01');
  INSERT INTO accounts (uid, display_name) VALUES ('uid-organizer', 'Olivia Jones');
  INSERT INTO notifications (recipient_email, recipient_type, entity_type, related_entity_id, content)
  VALUES ('provider@example.com', 'Business', 'Booking', 'b-1', 'to the provider'),
         ('organizer@example.com', 'User', 'Booking', 'b-1', 'to the organizer'),
         ('shared@example.com', 'Business', 'Booking', 'b-2', 'to an address two accounts had'),
         ('stranger@example.com', 'User', 'Event', 'e-1', 'to nobody we know');
  INSERT INTO email_preferences (email, quotes) VALUES ('organizer@example.com', false), ('stranger@example.com', false);
  INSERT INTO email_outbox (notification_id, recipient_email, recipient_type, kind, entity_type, related_entity_id, content)
  VALUES (gen_random_uuid(), 'provider@example.com', 'Business', 'bookings', 'Booking', 'b-1', 'to the provider'),
         (gen_random_uuid(), 'stranger@example.com', 'User', 'events', 'Event', 'e-1', 'to nobody we know');
  INSERT INTO email_outbox (recipient_email, recipient_type, kind, entity_type, related_entity_id, content, reply_to)
  VALUES ('support@example.com', 'Support', 'contact', 'Contact', '', '{}', 'someone@example.com');
`;

for (const backend of await backends()) {
  describe(`migration 0016 on ${backend.name}`, { skip: backend.skip }, () => {
    let db: Session;

    before(async () => {
      db =
        backend.name === 'pglite'
          ? await pgliteSession()
          : await serverSession(`api_test_${randomUUID().replaceAll('-', '').slice(0, 12)}`);
      const names = (await readdir(MIGRATIONS)).filter((name) => /^\d{4}_[\w-]+\.sql$/.test(name)).sort();
      for (const name of names.filter((name) => name < THIS_ONE)) await db.exec(await script(name));
      await db.exec(LEGACY);
      await db.exec(await script(THIS_ONE));
    });

    after(async () => db.close());

    test("each owner's account holds the address of the newest thing they made", async () => {
      const rows = await db.rows<{ uid: string; email: string; display_name: string | null }>(
        'SELECT uid, email, display_name FROM accounts ORDER BY uid',
      );
      assert.deepEqual(rows, [
        { uid: 'uid-a', email: 'shared@example.com', display_name: null },
        { uid: 'uid-b', email: 'shared@example.com', display_name: null },
        { uid: 'uid-organizer', email: 'organizer@example.com', display_name: 'Olivia Jones' },
        { uid: 'uid-provider', email: 'provider@example.com', display_name: null },
      ]);
    });

    test('notifications go to the one account that had their address; the others go', async () => {
      const rows = await db.rows<{ recipient_uid: string; content: string }>(
        'SELECT recipient_uid, content FROM notifications ORDER BY content',
      );
      assert.deepEqual(rows, [
        { recipient_uid: 'uid-organizer', content: 'to the organizer' },
        { recipient_uid: 'uid-provider', content: 'to the provider' },
      ]);
    });

    test('email settings are the account’s; queued emails name the account, contact messages still name support', async () => {
      assert.deepEqual(await db.rows('SELECT uid, quotes FROM email_preferences'), [
        { uid: 'uid-organizer', quotes: false },
      ]);
      assert.deepEqual(await db.rows('SELECT kind, recipient_uid, recipient_email FROM email_outbox ORDER BY kind'), [
        { kind: 'bookings', recipient_uid: 'uid-provider', recipient_email: 'provider@example.com' },
        { kind: 'contact', recipient_uid: null, recipient_email: 'support@example.com' },
      ]);
    });

    test('a notification row without an account, or an email row without either, is refused from now on', async () => {
      await assert.rejects(
        db.exec(
          `INSERT INTO notifications (recipient_type, entity_type, related_entity_id, content) VALUES ('User', 'Event', 'e', 'x')`,
        ),
      );
      await assert.rejects(
        db.exec(`INSERT INTO email_outbox (notification_id, recipient_email, recipient_type, kind, entity_type, related_entity_id, content)
                 VALUES (gen_random_uuid(), 'a@example.com', 'User', 'events', 'Event', 'e', 'x')`),
      );
    });
  });
}
