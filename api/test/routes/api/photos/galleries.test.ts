import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type {
  OwnerGallery,
  PublicGallery,
  PublicGallerySummary,
} from '../../../../src/modules/galleries/galleries-service.ts';
import type { PublicPhoto } from '../../../../src/modules/photos/public-photo.ts';
import { backends } from '../../../support/backends.ts';
import { bearer, createUser, deleteUsers, type TestUser, uniqueEmail } from '../../../support/emulator-users.ts';
import { startTestApp, type TestApp } from '../../../support/test-app.ts';
import { insertBusiness, photoStorageDir, setBusinessStatus, uploadPhoto } from './photo-fixtures.ts';

interface GalleryPage {
  items: PublicGallerySummary[];
  nextCursor: string | null;
}

for (const backend of await backends()) {
  describe(`gallery routes on ${backend.name}`, { skip: backend.skip }, () => {
    let t: TestApp;
    let storage: Awaited<ReturnType<typeof photoStorageDir>>;
    let alice: TestUser;
    let bob: TestUser;
    let aliceBusiness: string;
    let bobBusiness: string;
    let alicePhotos: PublicPhoto[];
    let bobPhoto: PublicPhoto;

    const galleriesUrl = (businessId: string) => `/api/businesses/${businessId}/galleries`;
    const create = (user: TestUser, businessId: string, payload: object) =>
      t.app.inject({ method: 'POST', url: galleriesUrl(businessId), headers: bearer(user), payload });
    const publicPage = async (query = ''): Promise<GalleryPage> => {
      const response = await t.app.inject({ method: 'GET', url: `/api/public/galleries${query}` });
      assert.equal(response.statusCode, 200, response.body);
      return response.json<GalleryPage>();
    };

    before(async () => {
      storage = await photoStorageDir();
      t = await startTestApp(backend, { env: { PHOTO_STORAGE_DIR: storage.dir } });
      [alice, bob] = await Promise.all([
        createUser(uniqueEmail('gallery-alice')),
        createUser(uniqueEmail('gallery-bob')),
      ]);
      aliceBusiness = await insertBusiness(t.app, alice);
      bobBusiness = await insertBusiness(t.app, bob, 'live');
      alicePhotos = [];
      for (const alt of ['Cake', 'Balloons', 'Games'])
        alicePhotos.push(await uploadPhoto(t.app, alice, aliceBusiness, alt));
      bobPhoto = await uploadPhoto(t.app, bob, bobBusiness, "Bob's stage");
    });

    after(async () => {
      await deleteUsers(alice, bob);
      await t.close();
      await storage.remove();
    });

    test('an owner creates, renames, refills and deletes a gallery of their own photos', async () => {
      const [cake, balloons, games] = alicePhotos.map((photo) => photo.id);
      const created = await create(alice, aliceBusiness, { name: ' Summer parties ', photoIds: [games, cake] });
      assert.equal(created.statusCode, 201, created.body);
      const gallery = created.json<OwnerGallery>();
      assert.equal(gallery.name, 'Summer parties');
      assert.deepEqual(
        gallery.photos.map((photo) => photo.alt),
        ['Games', 'Cake'],
      );

      const url = `${galleriesUrl(aliceBusiness)}/${gallery.id}`;
      const renamed = await t.app.inject({
        method: 'PATCH',
        url,
        headers: bearer(alice),
        payload: { name: 'Birthdays' },
      });
      assert.equal(renamed.statusCode, 200);
      assert.equal(renamed.json<OwnerGallery>().name, 'Birthdays');
      assert.deepEqual(
        renamed.json<OwnerGallery>().photos.map((photo) => photo.alt),
        ['Games', 'Cake'],
      );

      const refilled = await t.app.inject({
        method: 'PATCH',
        url,
        headers: bearer(alice),
        payload: { photoIds: [balloons] },
      });
      assert.deepEqual(
        refilled.json<OwnerGallery>().photos.map((photo) => photo.alt),
        ['Balloons'],
      );

      const listed = await t.app.inject({ method: 'GET', url: galleriesUrl(aliceBusiness), headers: bearer(alice) });
      assert.deepEqual(
        listed.json<{ items: OwnerGallery[] }>().items.map((item) => item.name),
        ['Birthdays'],
      );

      assert.equal((await t.app.inject({ method: 'DELETE', url, headers: bearer(alice) })).statusCode, 204);
      assert.equal((await t.app.inject({ method: 'DELETE', url, headers: bearer(alice) })).statusCode, 404);
      const photos = await t.app.inject({
        method: 'GET',
        url: `/api/businesses/${aliceBusiness}/photos`,
        headers: bearer(alice),
      });
      assert.equal(photos.json<{ items: PublicPhoto[] }>().items.length, 3, 'deleting a gallery keeps its photos');
    });

    test("a gallery takes only its business's photos, and a name of 1–80 characters", async () => {
      const foreign = await create(alice, aliceBusiness, {
        name: 'Borrowed',
        photoIds: [alicePhotos[0]!.id, bobPhoto.id],
      });
      assert.equal(foreign.statusCode, 400);
      assert.equal(foreign.json().message, "photoIds: a gallery can only hold this business's own photos.");
      for (const name of ['   ', 'x'.repeat(81)]) {
        const response = await create(alice, aliceBusiness, { name });
        assert.equal(response.statusCode, 400);
        assert.match(response.json().message, /name/);
      }
    });

    test("someone else's business or gallery is the same 404 as a missing one; a visitor gets 401", async () => {
      const bobs = (
        await create(bob, bobBusiness, { name: "Bob's shows", photoIds: [bobPhoto.id] })
      ).json<OwnerGallery>();
      const created = await create(alice, bobBusiness, { name: 'Mine', photoIds: [] });
      assert.equal(created.statusCode, 404);
      assert.equal(created.json().message, 'Business not found.');
      for (const call of [
        { method: 'GET', url: galleriesUrl(bobBusiness) },
        { method: 'PATCH', url: `${galleriesUrl(bobBusiness)}/${bobs.id}`, payload: { name: 'Mine' } },
        { method: 'DELETE', url: `${galleriesUrl(bobBusiness)}/${bobs.id}` },
      ] as const) {
        const response = await t.app.inject({ ...call, headers: bearer(alice) });
        assert.equal(response.statusCode, 404, `${call.method} ${call.url}`);
        assert.equal(response.json().message, 'Business not found.');
        assert.equal((await t.app.inject(call)).statusCode, 401, `visitor ${call.method} ${call.url}`);
      }
      const throughOwn = await t.app.inject({
        method: 'DELETE',
        url: `${galleriesUrl(aliceBusiness)}/${bobs.id}`,
        headers: bearer(alice),
      });
      assert.equal(throughOwn.statusCode, 404);
      assert.equal(throughOwn.json().message, 'Gallery not found.');
      const still = await t.app.inject({ method: 'GET', url: `/api/public/galleries/${bobs.id}` });
      assert.equal(still.json<PublicGallery>().name, "Bob's shows");
    });

    test('public reads show galleries of live businesses only, with photos ready for <picture>', async () => {
      const business = await insertBusiness(t.app, alice);
      const photo = await uploadPhoto(t.app, alice, business, 'Face painting');
      const gallery = (await create(alice, business, { name: 'Faces', photoIds: [photo.id] })).json<OwnerGallery>();
      const empty = (await create(alice, business, { name: 'Empty for now' })).json<OwnerGallery>();
      const url = `/api/public/galleries/${gallery.id}`;

      assert.equal((await t.app.inject({ method: 'GET', url })).statusCode, 404, 'a draft business shows nothing');
      assert.ok(!(await publicPage('?limit=50')).items.some((item) => item.id === gallery.id));

      await setBusinessStatus(t.app, business, 'live');
      const shown = await t.app.inject({ method: 'GET', url });
      assert.equal(shown.statusCode, 200);
      const body = shown.json<PublicGallery>();
      assert.equal(body.name, 'Faces');
      assert.match(body.business.slug, /^photo-test-/);
      assert.deepEqual(body.photos, [photo]);
      const summary = (await publicPage('?limit=50')).items.find((item) => item.id === gallery.id);
      assert.deepEqual(summary && { count: summary.photoCount, cover: summary.cover }, { count: 1, cover: photo });
      assert.ok(
        !(await publicPage('?limit=50')).items.some((item) => item.id === empty.id),
        'an empty gallery is not listed',
      );

      await setBusinessStatus(t.app, business, 'paused');
      const paused = await t.app.inject({ method: 'GET', url });
      assert.equal(paused.statusCode, 404);
      assert.equal(paused.json().message, 'Gallery not found.');
    });

    test('the public list is paged newest first with a cursor', async () => {
      const business = await insertBusiness(t.app, bob, 'live');
      const photo = await uploadPhoto(t.app, bob, business, 'Disco lights');
      const names = ['First', 'Second', 'Third'];
      for (const name of names) await create(bob, business, { name, photoIds: [photo.id] });

      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page: GalleryPage = await publicPage(`?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
        assert.ok(page.items.length <= 2);
        seen.push(...page.items.map((item) => item.id));
        cursor = page.nextCursor;
      } while (cursor);
      const all = (await publicPage('?limit=50')).items;
      assert.deepEqual(
        seen,
        all.map((item) => item.id),
      );
      assert.deepEqual(
        all.filter((item) => names.includes(item.name)).map((item) => item.name),
        ['Third', 'Second', 'First'],
      );

      const unknown = await t.app.inject({ method: 'GET', url: `/api/public/galleries?cursor=${crypto.randomUUID()}` });
      assert.equal(unknown.statusCode, 400);
      assert.match(unknown.json().message, /^cursor: /);
    });
  });
}
