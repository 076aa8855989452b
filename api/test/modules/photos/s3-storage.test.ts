/**
 * The bucket photo store against a real S3 protocol server (s3rver): the store's own operations,
 * the API storing a photo's variants there and naming the bucket's URLs, deleting them with the
 * photo, and the resumable copy of the data folder into the bucket.
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { loadConfig } from '../../../src/config.ts';
import { copyFolderToStore } from '../../../src/modules/photos/copy-photos.ts';
import { createFolderStorage } from '../../../src/modules/photos/folder-storage.ts';
import { createS3Storage } from '../../../src/modules/photos/s3-storage.ts';
import { backends } from '../../support/backends.ts';
import { bearer, createUser, deleteUsers, type TestUser, uniqueEmail } from '../../support/emulator-users.ts';
import { startS3Server, type S3Server } from '../../support/s3-server.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { insertBusiness, photoStorageDir, srcsetEntries, uploadPhoto } from '../../routes/api/photos/photo-fixtures.ts';

const KEY = 'photos/0b9e4f3c-1d2a-4e5f-8a9b-0c1d2e3f4a5b/320.webp';

const bucketStore = (s3: S3Server) => {
  const { store } = loadConfig({ NODE_ENV: 'test', ...s3.env }).photos;
  assert.equal(store.kind, 's3');
  return createS3Storage(store);
};

describe('the bucket photo store, on s3rver', () => {
  let s3: S3Server;
  before(async () => (s3 = await startS3Server()));
  after(async () => await s3.close());

  test('puts, sizes, reads and deletes an object, served at the public base URL with its type and a year of caching', async () => {
    const storage = bucketStore(s3);
    const bytes = Buffer.from('RIFF----WEBPVP8 a photo');
    assert.equal(await storage.size(KEY), undefined);
    assert.equal(await storage.get(KEY), undefined);
    await storage.put(KEY, bytes, 'image/webp');
    assert.equal(await storage.size(KEY), bytes.length);
    const stored = await storage.get(KEY);
    assert.ok(stored);
    assert.equal(stored.contentType, 'image/webp');
    assert.equal(stored.bytes, bytes.length);
    const chunks: Buffer[] = [];
    for await (const chunk of stored.body) chunks.push(chunk as Buffer);
    assert.deepEqual(Buffer.concat(chunks), bytes);

    const url = storage.publicUrl(KEY);
    assert.equal(url, `${s3.endpoint}/${s3.bucket}/${KEY}`);
    const served = await fetch(url);
    assert.equal(served.status, 200);
    assert.equal(served.headers.get('content-type'), 'image/webp');
    assert.equal(served.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    assert.deepEqual(Buffer.from(await served.arrayBuffer()), bytes);

    await storage.delete(KEY);
    await storage.delete(KEY);
    assert.equal(await storage.size(KEY), undefined);
    assert.equal((await fetch(url)).status, 404);
    assert.throws(() => storage.publicUrl('../secret.txt'), /not a valid storage key/);
    await assert.rejects(storage.put('photos/../x.webp', bytes, 'image/webp'), /not a valid storage key/);
  });

  test('PHOTO_STORAGE chooses the store; the folder stays the default; a bucket needs its settings', () => {
    assert.equal(loadConfig({ NODE_ENV: 'test' }).photos.store.kind, 'folder');
    const store = loadConfig({ NODE_ENV: 'test', ...s3.env }).photos.store;
    assert.deepEqual(store, {
      kind: 's3',
      bucket: s3.bucket,
      region: 'eu-west-2',
      endpoint: s3.endpoint,
      forcePathStyle: true,
      publicBaseUrl: `${s3.endpoint}/${s3.bucket}`,
    });
    const { PHOTO_S3_ENDPOINT: _endpoint, ...aws } = s3.env;
    assert.equal(
      (loadConfig({ NODE_ENV: 'test', ...aws }).photos.store as { forcePathStyle: boolean }).forcePathStyle,
      false,
    );
    for (const [change, message] of [
      [{ PHOTO_STORAGE: 'disk' }, /PHOTO_STORAGE must be "folder" or "s3"/],
      [{ PHOTO_S3_BUCKET: '' }, /PHOTO_STORAGE=s3 needs PHOTO_S3_BUCKET/],
      [{ PHOTO_S3_BUCKET: 'Photos_Bucket' }, /not a valid bucket name/],
      [{ PHOTO_S3_REGION: '' }, /needs PHOTO_S3_REGION/],
      [{ PHOTO_S3_PUBLIC_BASE_URL: '' }, /needs PHOTO_S3_PUBLIC_BASE_URL/],
      [{ PHOTO_S3_PUBLIC_BASE_URL: 'cdn.example/photos' }, /PHOTO_S3_PUBLIC_BASE_URL must be an http\(s\) URL/],
      [{ PHOTO_S3_ENDPOINT: 'https://s3.example?x=1' }, /PHOTO_S3_ENDPOINT must be an http\(s\) URL with no query/],
      [{ PHOTO_S3_FORCE_PATH_STYLE: 'yes' }, /PHOTO_S3_FORCE_PATH_STYLE must be true or false/],
    ] as const) {
      assert.throws(() => loadConfig({ NODE_ENV: 'test', ...s3.env, ...change }), message);
    }
  });

  test('copies the data folder into the bucket, skipping what is there, so a run cut short is run again', async () => {
    const folder = await photoStorageDir();
    try {
      const keys = [
        'photos/11111111-1111-4111-8111-111111111111/320.avif',
        'photos/11111111-1111-4111-8111-111111111111/320.webp',
        'photos/22222222-2222-4222-8222-222222222222/640.webp',
      ];
      for (const [index, key] of keys.entries()) {
        await mkdir(dirname(join(folder.dir, key)), { recursive: true });
        await writeFile(join(folder.dir, key), Buffer.from(`photo ${index} `.repeat(index + 1)));
      }
      // A file a crash left half-written is not a photo.
      await writeFile(join(folder.dir, `${keys[0]}.0f1e.partial`), 'half');
      const bucket = bucketStore(s3);

      // Interrupted after the first file, as Ctrl-C stops it.
      const stop = new AbortController();
      const first = await copyFolderToStore(folder.dir, bucket, {
        signal: stop.signal,
        onKey: () => stop.abort(),
      });
      assert.deepEqual(first, { copied: 1, skipped: 0, failed: [] });

      const outcomes: string[] = [];
      const rerun = await copyFolderToStore(folder.dir, bucket, {
        onKey: (key, outcome) => outcomes.push(`${key} ${outcome}`),
      });
      assert.deepEqual(rerun, { copied: 2, skipped: 1, failed: [] });
      assert.deepEqual(outcomes, [`${keys[0]} skipped`, `${keys[1]} copied`, `${keys[2]} copied`]);

      const folderStore = createFolderStorage(folder.dir);
      for (const key of keys) assert.equal(await bucket.size(key), await folderStore.size(key), key);
      const served = await fetch(bucket.publicUrl(keys[1]!));
      assert.equal(served.headers.get('content-type'), 'image/webp');
      assert.equal(await served.text(), 'photo 1 photo 1 ');
      assert.equal((await fetch(bucket.publicUrl(keys[0]!))).headers.get('content-type'), 'image/avif');

      assert.deepEqual(await copyFolderToStore(folder.dir, bucket), { copied: 0, skipped: 3, failed: [] });
    } finally {
      await folder.remove();
    }
  });
});

describe('pnpm --filter api photos:copy-to-bucket', () => {
  let s3: S3Server;
  before(async () => (s3 = await startS3Server('copy-command')));
  after(async () => await s3.close());

  // Not spawnSync: the S3 server runs in this process and must keep answering.
  const run = (env: Record<string, string>) =>
    new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
      const child = execFile(
        process.execPath,
        ['--import', 'tsx', 'scripts/copy-photos-to-bucket.ts'],
        {
          cwd: fileURLToPath(new URL('../../../', import.meta.url)),
          env: { ...process.env, NODE_ENV: 'test', ...env },
          encoding: 'utf8',
          timeout: 60_000,
        },
        (_error, stdout, stderr) => resolve({ status: child.exitCode, stdout, stderr }),
      );
    });

  test('copies the folder, says what it did, and on a second run finds everything there', async () => {
    const folder = await photoStorageDir();
    try {
      const key = 'photos/33333333-3333-4333-8333-333333333333/320.webp';
      await mkdir(dirname(join(folder.dir, key)), { recursive: true });
      await writeFile(join(folder.dir, key), 'webp bytes');
      const env = { ...s3.env, PHOTO_STORAGE_DIR: folder.dir };
      const first = await run(env);
      assert.equal(first.status, 0, first.stderr);
      assert.match(first.stdout, /1 copied, 0 already in the bucket, 0 failed\./);
      assert.equal(await (await fetch(`${s3.endpoint}/${s3.bucket}/${key}`)).text(), 'webp bytes');
      const second = await run(env);
      assert.equal(second.status, 0, second.stderr);
      assert.match(second.stdout, /0 copied, 1 already in the bucket, 0 failed\./);

      const notConfigured = await run({ PHOTO_STORAGE_DIR: folder.dir });
      assert.equal(notConfigured.status, 2);
      assert.match(notConfigured.stderr, /Set PHOTO_STORAGE=s3/);
    } finally {
      await folder.remove();
    }
  });
});

// The store is behind HTTP only; one backend is enough.
const [backend] = await backends();

describe('the API with PHOTO_STORAGE=s3', () => {
  let s3: S3Server;
  let t: TestApp;
  let owner: TestUser;
  let businessId: string;

  before(async () => {
    s3 = await startS3Server();
    t = await startTestApp(backend!, { env: s3.env });
    owner = await createUser(uniqueEmail('s3-photo-owner'));
    businessId = await insertBusiness(t.app, owner);
  });

  after(async () => {
    await deleteUsers(owner);
    await t.close();
    await s3.close();
  });

  test("an upload's variants go to the bucket, its URLs are the bucket's, and deleting the photo removes them", async () => {
    const photo = await uploadPhoto(t.app, owner, businessId);
    const urls = [
      ...srcsetEntries(photo.sources.avif).map((entry) => entry.url),
      ...srcsetEntries(photo.sources.webp).map((entry) => entry.url),
      photo.fallback,
    ];
    const base = `${s3.endpoint}/${s3.bucket}/photos/${photo.id}/`;
    for (const url of urls) {
      assert.ok(url.startsWith(base), url);
      const served = await fetch(url);
      assert.equal(served.status, 200, url);
      assert.equal(served.headers.get('content-type'), url.endsWith('.avif') ? 'image/avif' : 'image/webp');
      assert.ok((await served.arrayBuffer()).byteLength > 0);
    }
    // Pages cached before a move still name /api/media/ URLs: the API serves those from the bucket.
    const key = urls[0]!.slice(`${s3.endpoint}/${s3.bucket}/`.length);
    const viaApi = await t.app.inject({ method: 'GET', url: `/api/media/${key}` });
    assert.equal(viaApi.statusCode, 200);
    assert.equal(viaApi.headers['content-type'], 'image/avif');

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/businesses/${businessId}/photos/${photo.id}`,
      headers: bearer(owner),
    });
    assert.equal(removed.statusCode, 204, removed.body);
    for (const url of urls) assert.equal((await fetch(url)).status, 404, url);
  });
});
