import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { backends } from '../../../support/backends.ts';
import { addPhotoRow, call, createDraft, createLive, DETAILS, PACKAGE } from '../../../support/businesses.ts';
import { createUser, deleteUsers, type TestUser, uniqueEmail } from '../../../support/emulator-users.ts';
import { startTestApp, type TestApp } from '../../../support/test-app.ts';

/** YYYY-MM-DD `days` from today (far enough from midnight in any zone for these tests). */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

for (const backend of await backends()) {
  describe(`business owner commands on ${backend.name}`, { skip: backend.skip }, () => {
    let t: TestApp;
    let owner: TestUser;
    let other: TestUser;
    let unverified: TestUser;

    before(async () => {
      t = await startTestApp(backend);
      [owner, other, unverified] = await Promise.all([
        createUser(uniqueEmail('owner')),
        createUser(uniqueEmail('other')),
        createUser(uniqueEmail('unverified'), { verified: false }),
      ]);
    });

    after(async () => {
      await deleteUsers(owner, other, unverified);
      await t.close();
    });

    test('creating a business makes a draft with a slug from its name, and says what is missing', async () => {
      const response = await call(t.app, owner, 'POST', '/api/businesses', {
        name: 'Café Clowns & Co',
        categories: ['Entertainers'],
      });
      assert.equal(response.statusCode, 201, response.body);
      const business = response.json();
      assert.equal(business.status, 'draft');
      assert.equal(business.slug, 'cafe-clowns-and-co');
      assert.equal(business.bookingsPerDay, 1);
      assert.deepEqual(business.completeness, {
        details: false,
        packages: false,
        photos: false,
        areas: false,
        complete: false,
        missing: [
          'a description',
          'a base town',
          'an age range',
          'at least one package',
          'at least one photo',
          'at least one area covered',
        ],
      });
    });

    test('a second business with the same name gets the next free slug', async () => {
      const first = await createDraft(t.app, owner, { name: 'Twin Name Parties' });
      const second = await createDraft(t.app, other, { name: 'Twin Name Parties' });
      assert.equal(first.slug, 'twin-name-parties');
      assert.equal(second.slug, 'twin-name-parties-2');
    });

    test('every limit is a 400 naming the field', async () => {
      const cases: [Record<string, unknown>, RegExp][] = [
        [{ name: 'A' }, /name/],
        [{ name: 'x'.repeat(81) }, /name/],
        [{ name: '  A  ' }, /name must be 2 to 80 characters/],
        [{ categories: [] }, /categories/],
        [{ categories: ['Magicians', 'Venues', 'Soft Play', 'Party Bags'] }, /categories/],
        [{ categories: ['Jugglers'] }, /categories\/0/],
        [{ categories: ['Magicians', 'Magicians'] }, /categories/],
        [{ description: 'x'.repeat(2001) }, /description/],
        [{ ageRange: { min: 0, max: 17 } }, /ageRange\/max/],
        [{ ageRange: { min: 9, max: 4 } }, /ageRange: the youngest age/],
        [{ maxChildren: 0 }, /maxChildren/],
        [{ maxChildren: 201 }, /maxChildren/],
        [{ baseTown: '' }, /baseTown/],
        [{ contact: { email: 'not an email', phone: null } }, /contact\/email/],
        [{ bookingsPerDay: 0 }, /bookingsPerDay/],
        [{ colour: 'red' }, /unknown property "colour"/],
      ];
      for (const [change, message] of cases) {
        const response = await call(t.app, owner, 'POST', '/api/businesses', { ...DETAILS, ...change });
        assert.equal(response.statusCode, 400, `${JSON.stringify(change)} ${response.body}`);
        assert.match(response.json().message, message, JSON.stringify(change));
      }
    });

    test('the database refuses what the API refuses, whichever code path writes', async () => {
      const { id } = await createDraft(t.app, owner);
      const attempts = [
        sql`UPDATE businesses SET categories = ARRAY['Magicians','Venues','Soft Play','Party Bags'] WHERE id = ${id}`,
        sql`UPDATE businesses SET categories = ARRAY['Jugglers'] WHERE id = ${id}`,
        sql`UPDATE businesses SET name = 'A' WHERE id = ${id}`,
        sql`UPDATE businesses SET age_min = 9, age_max = 4 WHERE id = ${id}`,
        sql`UPDATE businesses SET status = 'closed' WHERE id = ${id}`,
        sql`INSERT INTO business_areas (business_id, area) VALUES (${id}, 'sw11')`,
        sql`INSERT INTO packages (business_id, name, duration_minutes, price_from_pence) VALUES (${id}, 'Party', 60, -1)`,
        sql`INSERT INTO credentials (business_id, type, reference, expires_on) VALUES (${id}, 'Gold star', 'X1', '2030-01-01')`,
        sql`INSERT INTO photos (business_id, storage_key, alt, width, height) VALUES (${id}, ${`k/${randomUUID()}.webp`}, '  ', 10, 10)`,
      ];
      for (const statement of attempts) {
        await assert.rejects(t.app.db.orm.execute(statement), (error: Error & { cause?: { code?: string } }) => {
          assert.equal(error.cause?.code ?? (error as { code?: string }).code, '23514');
          return true;
        });
      }
    });

    test('a business holds at most 20 photos, checked by the database', async () => {
      const { id } = await createDraft(t.app, owner);
      for (let index = 0; index < 20; index++) await addPhotoRow(t.app, id);
      await assert.rejects(addPhotoRow(t.app, id), (error: Error) => {
        assert.match(String(error.cause), /at most 20 photos/);
        return true;
      });
    });

    test("someone else's business answers exactly like a missing one", async () => {
      const { id } = await createDraft(t.app, owner);
      const missing = randomUUID();
      const requests: [string, string, unknown?][] = [
        ['GET', ''],
        ['PATCH', '', { name: 'Taken Over' }],
        ['DELETE', ''],
        ['POST', '/publish'],
        ['POST', '/pause'],
        ['PUT', '/areas', { areasCovered: ['BS1'] }],
        ['POST', '/packages', PACKAGE],
        ['POST', '/credentials', { type: 'Enhanced DBS', reference: 'D1', expiresOn: inDays(30) }],
        ['PUT', `/unavailability/${inDays(30)}`],
      ];
      for (const [method, path, body] of requests) {
        const theirs = await call(t.app, other, method, `/api/businesses/${id}${path}`, body);
        const absent = await call(t.app, other, method, `/api/businesses/${missing}${path}`, body);
        assert.equal(theirs.statusCode, 404, `${method} ${path} ${theirs.body}`);
        assert.deepEqual(theirs.json(), absent.json(), `${method} ${path}`);
        assert.equal(theirs.json().message, 'Business not found.');
      }
      assert.equal((await call(t.app, owner, 'GET', `/api/businesses/${id}`)).json().name, DETAILS.name);
    });

    test('a visitor gets 401 and an unverified email 403 on every write', async () => {
      const { id } = await createDraft(t.app, owner);
      for (const [method, url] of [
        ['POST', '/api/businesses'],
        ['PATCH', `/api/businesses/${id}`],
        ['DELETE', `/api/businesses/${id}`],
        ['POST', `/api/businesses/${id}/publish`],
        ['POST', `/api/businesses/${id}/packages`],
        ['PUT', `/api/businesses/${id}/unavailability/${inDays(30)}`],
      ] as const) {
        assert.equal(
          (await call(t.app, undefined, method, url, method === 'DELETE' || method === 'PUT' ? undefined : DETAILS))
            .statusCode,
          401,
        );
        assert.equal(
          (await call(t.app, unverified, method, url, method === 'DELETE' || method === 'PUT' ? undefined : DETAILS))
            .statusCode,
          403,
        );
      }
    });

    test('areas accept full postcodes, districts and areas, stored upper case as districts or areas', async () => {
      const { id } = await createDraft(t.app, owner);
      const response = await call(t.app, owner, 'PUT', `/api/businesses/${id}/areas`, {
        areasCovered: ['sw11 1aa', 'BS', 'bs8', 'SW11', 'EC1A 1BB'],
      });
      assert.equal(response.statusCode, 200, response.body);
      assert.deepEqual(response.json().areasCovered, ['BS', 'BS8', 'EC1A', 'SW11']);

      const invalid = await call(t.app, owner, 'PUT', `/api/businesses/${id}/areas`, { areasCovered: ['BS1', 'XX9'] });
      assert.equal(invalid.statusCode, 400);
      assert.match(invalid.json().message, /areasCovered\/1: "XX9" is not a UK postcode district/);

      const tooMany = await call(t.app, owner, 'PUT', `/api/businesses/${id}/areas`, {
        areasCovered: Array.from({ length: 51 }, (_, n) => `B${n + 1}`),
      });
      assert.equal(tooMany.statusCode, 400);
      assert.match(tooMany.json().message, /areasCovered/);
      const none = await call(t.app, owner, 'PUT', `/api/businesses/${id}/areas`, { areasCovered: [] });
      assert.equal(none.statusCode, 400);
    });

    test('publishing needs a complete business and names what is missing; then live ⇄ paused', async () => {
      const { id } = await createDraft(t.app, owner);
      const early = await call(t.app, owner, 'POST', `/api/businesses/${id}/publish`);
      assert.equal(early.statusCode, 409);
      assert.equal(
        early.json().message,
        'Before publishing, add at least one package, at least one photo and at least one area covered.',
      );

      await call(t.app, owner, 'POST', `/api/businesses/${id}/packages`, PACKAGE);
      await call(t.app, owner, 'PUT', `/api/businesses/${id}/areas`, { areasCovered: ['BS1'] });
      assert.equal(
        (await call(t.app, owner, 'POST', `/api/businesses/${id}/publish`)).json().message,
        'Before publishing, add at least one photo.',
      );
      await addPhotoRow(t.app, id);

      const live = await call(t.app, owner, 'POST', `/api/businesses/${id}/publish`);
      assert.equal(live.statusCode, 200);
      assert.equal(live.json().status, 'live');
      assert.equal(live.json().completeness.complete, true);
      assert.equal((await call(t.app, owner, 'POST', `/api/businesses/${id}/publish`)).statusCode, 409);
      const paused = await call(t.app, owner, 'POST', `/api/businesses/${id}/pause`);
      assert.equal(paused.json().status, 'paused');
      assert.equal(
        (await call(t.app, owner, 'POST', `/api/businesses/${id}/pause`)).json().message,
        'This business is already paused.',
      );
      assert.equal((await call(t.app, owner, 'POST', `/api/businesses/${id}/publish`)).json().status, 'live');
    });

    test('a draft cannot be paused', async () => {
      const { id } = await createDraft(t.app, owner);
      const response = await call(t.app, owner, 'POST', `/api/businesses/${id}/pause`);
      assert.equal(response.statusCode, 409);
      assert.match(response.json().message, /still a draft/);
    });

    test('two publishes at once: one wins, the other is a 409', async () => {
      const draft = await createDraft(t.app, owner);
      await call(t.app, owner, 'POST', `/api/businesses/${draft.id}/packages`, PACKAGE);
      await call(t.app, owner, 'PUT', `/api/businesses/${draft.id}/areas`, { areasCovered: ['BS1'] });
      await addPhotoRow(t.app, draft.id);
      const results = await Promise.all(
        [1, 2].map(() => call(t.app, owner, 'POST', `/api/businesses/${draft.id}/publish`)),
      );
      assert.deepEqual(results.map((r) => r.statusCode).sort(), [200, 409]);
    });

    test('packages: add, edit, delete; a live business keeps its last one', async () => {
      const { id } = await createLive(t.app, owner);
      const [first] = (await call(t.app, owner, 'GET', `/api/businesses/${id}`)).json().packages;
      assert.equal(first.priceFromPence, PACKAGE.priceFromPence);

      const edited = await call(t.app, owner, 'PATCH', `/api/businesses/${id}/packages/${first.id}`, {
        priceFromPence: 19_950,
        ageRange: { min: 3, max: 8 },
      });
      assert.equal(edited.statusCode, 200);
      assert.deepEqual(
        edited
          .json()
          .packages.map((p: { priceFromPence: number; ageRange: unknown }) => [p.priceFromPence, p.ageRange]),
        [[19_950, { min: 3, max: 8 }]],
      );
      assert.equal(
        (await call(t.app, owner, 'PATCH', `/api/businesses/${id}/packages/${first.id}`, { priceFromPence: -1 }))
          .statusCode,
        400,
      );
      assert.equal(
        (await call(t.app, owner, 'PATCH', `/api/businesses/${id}/packages/${first.id}`, { priceFromPence: 12.5 }))
          .statusCode,
        400,
      );
      assert.equal(
        (await call(t.app, owner, 'PATCH', `/api/businesses/${id}/packages/${first.id}`, { durationMinutes: 5 }))
          .statusCode,
        400,
      );
      assert.equal(
        (await call(t.app, owner, 'PATCH', `/api/businesses/${id}/packages/${first.id}`, { maxChildren: 0 }))
          .statusCode,
        400,
      );

      const last = await call(t.app, owner, 'DELETE', `/api/businesses/${id}/packages/${first.id}`);
      assert.equal(last.statusCode, 409);
      assert.match(last.json().message, /at least one package/);

      const added = await call(t.app, owner, 'POST', `/api/businesses/${id}/packages`, {
        ...PACKAGE,
        name: 'Party special',
      });
      assert.equal(added.json().packages.length, 2);
      const removed = await call(t.app, owner, 'DELETE', `/api/businesses/${id}/packages/${first.id}`);
      assert.deepEqual(
        removed.json().packages.map((p: { name: string }) => p.name),
        ['Party special'],
      );

      const { id: otherId } = await createDraft(t.app, other);
      const theirs = await call(
        t.app,
        other,
        'PATCH',
        `/api/businesses/${otherId}/packages/${removed.json().packages[0].id}`,
        { name: 'Mine now' },
      );
      assert.equal(theirs.statusCode, 404);
      assert.equal(theirs.json().message, 'Package not found.');
    });

    test('renaming moves the slug; the old one is kept for redirects and never given to another business', async () => {
      const { id, slug } = await createLive(t.app, owner, { name: 'Old Name Discos' });
      const renamed = await call(t.app, owner, 'PATCH', `/api/businesses/${id}`, { name: 'New Name Discos' });
      assert.equal(renamed.statusCode, 200);
      assert.equal(renamed.json().slug, 'new-name-discos');
      const newcomer = await createDraft(t.app, other, { name: 'Old Name Discos' });
      assert.equal(newcomer.slug, 'old-name-discos-2');
      const back = await call(t.app, owner, 'PATCH', `/api/businesses/${id}`, { name: 'Old Name Discos' });
      assert.equal(back.json().slug, slug);
    });

    test('credentials: declared, edited back to declared, deleted; expiry must be in date', async () => {
      const { id } = await createDraft(t.app, owner);
      const declared = await call(t.app, owner, 'POST', `/api/businesses/${id}/credentials`, {
        type: 'Enhanced DBS',
        reference: ' 001234567890 ',
        expiresOn: inDays(400),
      });
      assert.equal(declared.statusCode, 201, declared.body);
      const [credential] = declared.json().credentials;
      assert.deepEqual(
        {
          type: credential.type,
          reference: credential.reference,
          status: credential.status,
          standing: credential.standing,
          badge: credential.badge,
        },
        { type: 'Enhanced DBS', reference: '001234567890', status: 'declared', standing: 'declared', badge: false },
      );
      const past = await call(t.app, owner, 'POST', `/api/businesses/${id}/credentials`, {
        type: 'Basic DBS',
        reference: 'B1',
        expiresOn: '2001-01-01',
      });
      assert.equal(past.statusCode, 400);
      assert.match(past.json().message, /expiresOn: that date has passed/);
      const unknownType = await call(t.app, owner, 'POST', `/api/businesses/${id}/credentials`, {
        type: 'Gold star',
        reference: 'B1',
        expiresOn: inDays(30),
      });
      assert.equal(unknownType.statusCode, 400);
      assert.match(unknownType.json().message, /type/);
      const notADate = await call(t.app, owner, 'POST', `/api/businesses/${id}/credentials`, {
        type: 'Basic DBS',
        reference: 'B1',
        expiresOn: '2099-02-30',
      });
      assert.match(notADate.json().message, /expiresOn: 2099-02-30 is not a date/);

      const edited = await call(t.app, owner, 'PATCH', `/api/businesses/${id}/credentials/${credential.id}`, {
        reference: 'NEW-REF',
      });
      assert.equal(edited.json().credentials[0].reference, 'NEW-REF');
      const deleted = await call(t.app, owner, 'DELETE', `/api/businesses/${id}/credentials/${credential.id}`);
      assert.deepEqual(deleted.json().credentials, []);
      assert.equal(
        (await call(t.app, owner, 'DELETE', `/api/businesses/${id}/credentials/${credential.id}`)).statusCode,
        404,
      );
    });

    test('unavailable dates: added and removed, idempotently; past days refused', async () => {
      const { id } = await createDraft(t.app, owner);
      const [first, second] = [inDays(10), inDays(11)];
      await call(t.app, owner, 'PUT', `/api/businesses/${id}/unavailability/${second}`);
      const added = await call(t.app, owner, 'PUT', `/api/businesses/${id}/unavailability/${first}`);
      assert.equal(added.statusCode, 200, added.body);
      assert.deepEqual(added.json().unavailableDates, [first, second]);
      assert.deepEqual(
        (await call(t.app, owner, 'PUT', `/api/businesses/${id}/unavailability/${first}`)).json().unavailableDates,
        [first, second],
      );
      assert.deepEqual((await call(t.app, owner, 'GET', `/api/businesses/${id}`)).json().unavailableDates, [
        first,
        second,
      ]);
      assert.deepEqual(
        (await call(t.app, owner, 'DELETE', `/api/businesses/${id}/unavailability/${first}`)).json().unavailableDates,
        [second],
      );
      const tooFar = await call(t.app, owner, 'PUT', `/api/businesses/${id}/unavailability/${inDays(800)}`);
      assert.equal(tooFar.statusCode, 400);
      assert.match(tooFar.json().message, /within the next two years/);
      const past = await call(t.app, owner, 'PUT', `/api/businesses/${id}/unavailability/2001-01-01`);
      assert.equal(past.statusCode, 400);
      assert.match(past.json().message, /date: that day has passed/);
      assert.equal((await call(t.app, owner, 'PUT', `/api/businesses/${id}/unavailability/tomorrow`)).statusCode, 400);
    });

    test('my businesses: newest first, with status and completeness, a page at a time', async () => {
      const lister = await createUser(uniqueEmail('lister'));
      try {
        const made = [];
        for (const name of ['First Party Co', 'Second Party Co', 'Third Party Co'])
          made.push(await createDraft(t.app, lister, { name }));
        const page1 = (await call(t.app, lister, 'GET', '/api/businesses?limit=2')).json();
        assert.deepEqual(
          page1.items.map((b: { name: string }) => b.name),
          ['Third Party Co', 'Second Party Co'],
        );
        assert.equal(page1.items[0].status, 'draft');
        assert.equal(page1.items[0].completeness.details, true);
        assert.ok(page1.nextCursor);
        const page2 = (await call(t.app, lister, 'GET', `/api/businesses?limit=2&cursor=${page1.nextCursor}`)).json();
        assert.deepEqual(
          page2.items.map((b: { name: string }) => b.name),
          ['First Party Co'],
        );
        assert.equal(page2.nextCursor, null);
        const foreign = await call(t.app, lister, 'GET', `/api/businesses?cursor=${randomUUID()}`);
        assert.equal(foreign.statusCode, 400);
      } finally {
        await deleteUsers(lister);
      }
    });

    test('deleting a business removes it and everything it holds', async () => {
      const { id } = await createLive(t.app, owner);
      assert.equal((await call(t.app, owner, 'DELETE', `/api/businesses/${id}`)).statusCode, 204);
      assert.equal((await call(t.app, owner, 'GET', `/api/businesses/${id}`)).statusCode, 404);
      const rows = await t.app.db.orm.execute(sql`SELECT count(*)::int AS n FROM packages WHERE business_id = ${id}`);
      assert.equal((rows as unknown as { rows: { n: number }[] }).rows[0]?.n, 0);
    });
  });
}
