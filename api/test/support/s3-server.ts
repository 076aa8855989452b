/**
 * A real S3 protocol server for tests: s3rver (npm), storing objects in a temporary folder, on a
 * loopback port of its own, with one bucket. It speaks path-style addressing, serves objects to
 * anonymous GETs (as a public bucket behind a CDN does) and does not enforce credentials.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

export interface S3Server {
  endpoint: string;
  bucket: string;
  /** The environment that points the API (or the copy command) at this bucket. */
  env: Record<string, string>;
  close(): Promise<void>;
}

export async function startS3Server(bucket = 'kids-events-photos'): Promise<S3Server> {
  const directory = await mkdtemp(join(tmpdir(), 's3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver does not check them, but the SDK will not sign without credentials.
  process.env.AWS_ACCESS_KEY_ID ??= 'S3RVER';
  process.env.AWS_SECRET_ACCESS_KEY ??= 'S3RVER';
  return {
    endpoint,
    bucket,
    env: {
      PHOTO_STORAGE: 's3',
      PHOTO_S3_BUCKET: bucket,
      PHOTO_S3_REGION: 'eu-west-2',
      PHOTO_S3_ENDPOINT: endpoint,
      PHOTO_S3_PUBLIC_BASE_URL: `${endpoint}/${bucket}`,
    },
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
