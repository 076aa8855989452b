import assert from 'node:assert/strict';
import { readdir } from 'node:fs/promises';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { businesses } from '../../../../src/db/schema.ts';
import type { PublicPhoto } from '../../../../src/modules/photos/public-photo.ts';
import { backends } from '../../../support/backends.ts';
import { bearer, createUser, deleteUsers, type TestUser, uniqueEmail } from '../../../support/emulator-users.ts';
import { startTestApp, type TestApp } from '../../../support/test-app.ts';
import {
  CAMERA_MAKE,
  GPS_DATUM,
  insertBusiness,
  phoneJpeg,
  photoStorageDir,
  smallImage,
  srcsetEntries,
  upload,
  uploadForm,
  uploadPhoto,
} from './photo-fixtures.ts';

const MiB = 1024 * 1024;

for (const backend of await backends()) {
  describe(`photo routes on ${backend.name}`, { skip: backend.skip }, () => {
    let t: TestApp;
    let storage: Awaited<ReturnType<typeof photoStorageDir>>;
    let alice: TestUser;
    let bob: TestUser;
    let aliceBusiness: string;
    let bobBusiness: string;

    const media = (url: string) => t.app.inject({ method: 'GET', url });
    const list = (user: TestUser, businessId: string) =>
      t.app.inject({ method: 'GET', url: `/api/businesses/${businessId}/photos`, headers: bearer(user) });

    before(async () => {
      storage = await photoStorageDir();
      t = await startTestApp(backend, { env: { PHOTO_STORAGE_DIR: storage.dir } });
      [alice, bob] = await Promise.all([createUser(uniqueEmail('photo-alice')), createUser(uniqueEmail('photo-bob'))]);
      aliceBusiness = await insertBusiness(t.app, alice);
      bobBusiness = await insertBusiness(t.app, bob);
    });

    after(async () => {
      await deleteUsers(alice, bob);
      await t.close();
      await storage.remove();
    });

    test('a phone JPEG with GPS EXIF is served upright, resized to WebP and AVIF, with no metadata at all', async () => {
      const original = await phoneJpeg(1200, 800);
      const before = await sharp(original).metadata();
      assert.equal(before.orientation, 6);
      assert.ok(
        before.exif?.includes(CAMERA_MAKE) && before.exif.includes(GPS_DATUM),
        'the upload carries camera and GPS EXIF',
      );

      const response = await upload(
        t.app,
        alice,
        aliceBusiness,
        uploadForm(original, '  Our castle at a summer party  '),
      );
      assert.equal(response.statusCode, 201, response.body);
      const photo = response.json<PublicPhoto>();
      assert.equal(photo.alt, 'Our castle at a summer party');
      // Orientation 6 turns the stored 1200×800 a quarter: 800 wide, 1200 high, never enlarged.
      assert.deepEqual([photo.width, photo.height], [800, 1200]);

      for (const [format, contentType] of [
        ['avif', 'image/avif'],
        ['webp', 'image/webp'],
      ] as const) {
        const entries = srcsetEntries(photo.sources[format]);
        assert.deepEqual(
          entries.map((entry) => entry.width),
          [320, 640, 768, 800],
        );
        for (const { url, width } of entries) {
          assert.match(url, /^\/api\/media\/photos\//);
          const served = await media(url);
          assert.equal(served.statusCode, 200);
          assert.equal(served.headers['content-type'], contentType);
          assert.equal(served.headers['cache-control'], 'public, max-age=31536000, immutable');
          const metadata = await sharp(served.rawPayload).metadata();
          assert.equal(metadata.width, width);
          assert.equal(metadata.height, Math.round((width * 1200) / 800));
          assert.equal(metadata.exif, undefined);
          assert.equal(metadata.xmp, undefined);
          assert.equal(metadata.iptc, undefined);
          assert.equal(metadata.orientation, undefined);
          assert.ok(!served.rawPayload.includes(CAMERA_MAKE) && !served.rawPayload.includes(GPS_DATUM));
        }
      }
      assert.equal(photo.fallback, srcsetEntries(photo.sources.webp).at(-1)?.url);
    });

    test('an upload over a real connection is stored, though its request was read in full long before the answer', async () => {
      const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
      const response = await fetch(`${address}/api/businesses/${aliceBusiness}/photos`, {
        method: 'POST',
        headers: bearer(alice),
        body: uploadForm(await phoneJpeg(800, 600), 'Over the wire'),
      });
      assert.equal(response.status, 201, await response.clone().text());
      const photo = (await response.json()) as PublicPhoto;
      const served = await fetch(`${address}${photo.fallback}`);
      assert.equal(served.status, 200);
      assert.equal(served.headers.get('content-type'), 'image/webp');
    });

    test('PNG and WebP are accepted; the file name and content type the client states are ignored', async () => {
      const png = await upload(
        t.app,
        alice,
        aliceBusiness,
        uploadForm(await smallImage('png'), 'A PNG', { type: 'text/plain', name: 'notes.txt' }),
      );
      assert.equal(png.statusCode, 201, png.body);
      const webp = await upload(
        t.app,
        alice,
        aliceBusiness,
        uploadForm(await smallImage('webp', 2000, 1000), 'A WebP'),
      );
      assert.equal(webp.statusCode, 201, webp.body);
      const photo = webp.json<PublicPhoto>();
      assert.deepEqual([photo.width, photo.height], [1600, 800]);
      assert.deepEqual(
        srcsetEntries(photo.sources.avif).map((entry) => entry.width),
        [320, 640, 768, 1024, 1600],
      );
      assert.equal(photo.fallback, srcsetEntries(photo.sources.webp).find((entry) => entry.width === 1024)?.url);
    });

    test('a GIF or a text file is 415 whatever it claims to be', async () => {
      for (const file of [await smallImage('gif'), Buffer.from('just some text, not a photo')]) {
        const response = await upload(
          t.app,
          alice,
          aliceBusiness,
          uploadForm(file, 'Not a photo', { type: 'image/jpeg', name: 'x.jpg' }),
        );
        assert.equal(response.statusCode, 415);
        assert.equal(response.json().message, 'Photos must be JPEG, PNG or WebP.');
      }
    });

    test('a damaged JPEG is refused with a message, and nothing is stored', async () => {
      const photos = (await list(alice, aliceBusiness)).json<{ items: PublicPhoto[] }>().items.length;
      const truncated = (await phoneJpeg(400, 300)).subarray(0, 700);
      const response = await upload(t.app, alice, aliceBusiness, uploadForm(truncated, 'Half a photo'));
      assert.equal(response.statusCode, 400);
      assert.match(response.json().message, /could not be read/);
      assert.equal((await list(alice, aliceBusiness)).json<{ items: PublicPhoto[] }>().items.length, photos);
    });

    test('more than 10 MB is 413, whether declared up front or found while streaming', async () => {
      const tooBig = Buffer.alloc(10 * MiB + 1, 0);
      tooBig.set([0xff, 0xd8, 0xff, 0xe0]);
      const streamed = await upload(t.app, alice, aliceBusiness, uploadForm(tooBig, 'Huge'));
      assert.equal(streamed.statusCode, 413);
      assert.equal(streamed.json().message, 'Photos must be 10 MB or smaller.');

      const declared = await t.app.inject({
        method: 'POST',
        url: `/api/businesses/${aliceBusiness}/photos`,
        headers: {
          ...bearer(alice),
          'content-type': 'multipart/form-data; boundary=x',
          'content-length': String(11 * MiB),
        },
        payload: Buffer.alloc(11 * MiB),
      });
      assert.equal(declared.statusCode, 413);
      assert.equal(declared.json().message, 'Photos must be 10 MB or smaller.');
    });

    test('alt text is required (1–200 characters) and the file too', async () => {
      const png = await smallImage('png');
      for (const alt of [undefined, '   ', 'x'.repeat(201)]) {
        const response = await upload(t.app, alice, aliceBusiness, uploadForm(png, alt));
        assert.equal(response.statusCode, 400);
        assert.match(response.json().message, /^alt: /);
      }
      const noFile = await upload(t.app, alice, aliceBusiness, uploadForm(undefined, 'Nothing attached'));
      assert.equal(noFile.statusCode, 400);
      assert.equal(noFile.json().message, 'file: choose a photo to upload.');
    });

    test('the upload takes multipart only; JSON elsewhere is unchanged', async () => {
      const json = await t.app.inject({
        method: 'POST',
        url: `/api/businesses/${aliceBusiness}/photos`,
        headers: bearer(alice),
        payload: { alt: 'x' },
      });
      assert.equal(json.statusCode, 415);
      assert.match(json.json().message, /multipart\/form-data/);
      const raw = await t.app.inject({
        method: 'POST',
        url: `/api/businesses/${aliceBusiness}/photos`,
        headers: { ...bearer(alice), 'content-type': 'image/jpeg' },
        payload: await phoneJpeg(100, 100),
      });
      assert.equal(raw.statusCode, 415);
      assert.match(raw.json().message, /multipart\/form-data/);
      const patch = await t.app.inject({
        method: 'PATCH',
        url: `/api/businesses/${aliceBusiness}/photos/${crypto.randomUUID()}`,
        headers: bearer(alice),
        payload: uploadForm(undefined, 'x'),
      });
      assert.equal(patch.statusCode, 415);
      assert.equal(patch.json().message, 'Only application/json request bodies are accepted.');
      const elsewhere = await t.app.inject({
        method: 'POST',
        url: '/api/requests/mailinglist',
        payload: uploadForm(await smallImage('png'), 'x'),
      });
      assert.equal(elsewhere.statusCode, 415);
      assert.equal(elsewhere.json().message, 'Only application/json request bodies are accepted.');
    });

    test("someone else's business or photo is the same 404 as a missing one, and changes nothing", async () => {
      const bobs = await uploadPhoto(t.app, bob, bobBusiness, "Bob's photo");
      const missing = crypto.randomUUID();
      const png = await smallImage('png');
      for (const businessId of [bobBusiness, missing]) {
        const response = await upload(t.app, alice, businessId, uploadForm(png, 'Sneaky'));
        assert.equal(response.statusCode, 404);
        assert.equal(response.json().message, 'Business not found.');
      }
      const calls = [
        { method: 'GET', url: `/api/businesses/${bobBusiness}/photos` },
        { method: 'PATCH', url: `/api/businesses/${bobBusiness}/photos/${bobs.id}`, payload: { alt: 'Mine now' } },
        { method: 'PUT', url: `/api/businesses/${bobBusiness}/photos/order`, payload: { photoIds: [bobs.id] } },
        { method: 'DELETE', url: `/api/businesses/${bobBusiness}/photos/${bobs.id}` },
      ] as const;
      for (const call of calls) {
        const response = await t.app.inject({ ...call, headers: bearer(alice) });
        assert.equal(response.statusCode, 404, `${call.method} ${call.url}`);
        assert.equal(response.json().message, 'Business not found.');
      }
      // Bob's photo through Alice's own business is not found either.
      for (const method of ['PATCH', 'DELETE'] as const) {
        const response = await t.app.inject({
          method,
          url: `/api/businesses/${aliceBusiness}/photos/${bobs.id}`,
          headers: bearer(alice),
          ...(method === 'PATCH' ? { payload: { alt: 'Mine now' } } : {}),
        });
        assert.equal(response.statusCode, 404);
        assert.equal(response.json().message, 'Photo not found.');
      }
      const still = (await list(bob, bobBusiness)).json<{ items: PublicPhoto[] }>().items;
      assert.deepEqual(
        still.map((photo) => photo.alt),
        ["Bob's photo"],
      );
      assert.equal((await media(bobs.fallback)).statusCode, 200);
    });

    test('a visitor gets 401 on every write', async () => {
      const response = await upload(t.app, undefined, aliceBusiness, uploadForm(await smallImage('png'), 'Visitor'));
      assert.equal(response.statusCode, 401);
      assert.equal(response.headers['www-authenticate'], 'Bearer');
      const id = crypto.randomUUID();
      for (const call of [
        { method: 'PATCH', url: `/api/businesses/${aliceBusiness}/photos/${id}`, payload: { alt: 'x' } },
        { method: 'PUT', url: `/api/businesses/${aliceBusiness}/photos/order`, payload: { photoIds: [] } },
        { method: 'DELETE', url: `/api/businesses/${aliceBusiness}/photos/${id}` },
      ] as const) {
        assert.equal((await t.app.inject(call)).statusCode, 401, `${call.method} ${call.url}`);
      }
    });

    test('alt text can be changed; blank is refused', async () => {
      const photo = await uploadPhoto(t.app, alice, aliceBusiness, 'Before');
      const url = `/api/businesses/${aliceBusiness}/photos/${photo.id}`;
      const changed = await t.app.inject({
        method: 'PATCH',
        url,
        headers: bearer(alice),
        payload: { alt: ' Children dancing ' },
      });
      assert.equal(changed.statusCode, 200);
      assert.equal(changed.json<PublicPhoto>().alt, 'Children dancing');
      const blank = await t.app.inject({ method: 'PATCH', url, headers: bearer(alice), payload: { alt: '   ' } });
      assert.equal(blank.statusCode, 400);
      assert.match(blank.json().message, /alt/);
    });

    test('reorder takes the full list of ids, and only that', async () => {
      const business = await insertBusiness(t.app, alice);
      const ids: string[] = [];
      for (const alt of ['one', 'two', 'three']) ids.push((await uploadPhoto(t.app, alice, business, alt)).id);
      const order = (photoIds: string[]) =>
        t.app.inject({
          method: 'PUT',
          url: `/api/businesses/${business}/photos/order`,
          headers: bearer(alice),
          payload: { photoIds },
        });

      const reversed = await order([...ids].reverse());
      assert.equal(reversed.statusCode, 200);
      assert.deepEqual(
        reversed.json<{ items: PublicPhoto[] }>().items.map((photo) => photo.alt),
        ['three', 'two', 'one'],
      );
      assert.deepEqual(
        (await list(alice, business)).json<{ items: PublicPhoto[] }>().items.map((photo) => photo.alt),
        ['three', 'two', 'one'],
      );

      for (const photoIds of [ids.slice(1), [...ids.slice(1), crypto.randomUUID()]]) {
        const response = await order(photoIds);
        assert.equal(response.statusCode, 400);
        assert.match(response.json().message, /^photoIds: /);
      }
      assert.equal((await order([ids[0]!, ids[0]!, ids[1]!])).statusCode, 400);
    });

    test('delete removes the photo and its files', async () => {
      const photo = await uploadPhoto(t.app, alice, aliceBusiness, 'To delete');
      const urls = [photo.sources.avif, photo.sources.webp].flatMap((srcset) =>
        srcsetEntries(srcset).map((entry) => entry.url),
      );
      const folder = photo.fallback.split('/').slice(-2, -1)[0]!;
      assert.ok((await readdir(`${storage.dir}/photos/${folder}`)).length > 0);

      const url = `/api/businesses/${aliceBusiness}/photos/${photo.id}`;
      const deleted = await t.app.inject({ method: 'DELETE', url, headers: bearer(alice) });
      assert.equal(deleted.statusCode, 204);
      for (const served of urls) assert.equal((await media(served)).statusCode, 404);
      await assert.rejects(readdir(`${storage.dir}/photos/${folder}`), { code: 'ENOENT' });
      assert.ok(
        !(await list(alice, aliceBusiness)).json<{ items: PublicPhoto[] }>().items.some((item) => item.id === photo.id),
      );
      assert.equal((await t.app.inject({ method: 'DELETE', url, headers: bearer(alice) })).statusCode, 404);
    });

    test("a deleted business's photos are no longer served, even while their files remain", async () => {
      const business = await insertBusiness(t.app, alice);
      const photo = await uploadPhoto(t.app, alice, business, 'Soon gone');
      assert.equal((await media(photo.fallback)).statusCode, 200);
      await t.app.db.orm.delete(businesses).where(eq(businesses.id, business));
      const folder = photo.fallback.split('/').slice(-2, -1)[0]!;
      assert.ok((await readdir(`${storage.dir}/photos/${folder}`)).length > 0, 'the files are still on disk');
      assert.equal((await media(photo.fallback)).statusCode, 404);
    });

    test("deleting a business removes its photos' files too", async () => {
      const business = await insertBusiness(t.app, alice);
      const photo = await uploadPhoto(t.app, alice, business, 'Goes with its business');
      const folder = photo.fallback.split('/').slice(-2, -1)[0]!;
      assert.ok((await readdir(`${storage.dir}/photos/${folder}`)).length > 0);

      const deleted = await t.app.inject({
        method: 'DELETE',
        url: `/api/businesses/${business}`,
        headers: bearer(alice),
      });
      assert.equal(deleted.statusCode, 204);
      await assert.rejects(readdir(`${storage.dir}/photos/${folder}`), { code: 'ENOENT' });
      assert.equal((await media(photo.fallback)).statusCode, 404);
    });

    test('an upload whose request has given up (handler timeout) adds nothing', async () => {
      const business = await insertBusiness(t.app, alice);
      const file = await smallImage('png');
      const folders = (await readdir(`${storage.dir}/photos`)).length;
      await assert.rejects(
        t.app.photos.add({ uid: alice.uid }, business, { file, alt: 'Too late' }, AbortSignal.abort()),
      );
      assert.deepEqual((await list(alice, business)).json<{ items: PublicPhoto[] }>().items, []);
      assert.equal((await readdir(`${storage.dir}/photos`)).length, folders, 'no files left behind');
    });

    test('a business holds at most 20 photos', async () => {
      const business = await insertBusiness(t.app, alice);
      for (let index = 0; index < 20; index += 1) await uploadPhoto(t.app, alice, business, `Photo ${index + 1}`);
      const response = await upload(t.app, alice, business, uploadForm(await smallImage('png'), 'One too many'));
      assert.equal(response.statusCode, 409);
      assert.equal(response.json().message, 'A business can have at most 20 photos: delete one to add another.');
      assert.equal((await list(alice, business)).json<{ items: PublicPhoto[] }>().items.length, 20);
    });

    test('only the files the API wrote are served', async () => {
      for (const url of [
        '/api/media/photos/not-a-uuid/320.webp',
        `/api/media/photos/${crypto.randomUUID()}/320.webp`,
        '/api/media/../package.json',
        '/api/media/%2e%2e/%2e%2e/package.json',
        `/api/media/photos/${crypto.randomUUID()}/320.jpg`,
      ]) {
        const response = await media(url);
        assert.equal(response.statusCode, 404, url);
      }
    });
  });
}
