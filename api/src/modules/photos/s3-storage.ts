/**
 * Photos in an S3-compatible bucket (AWS S3, or any store speaking its protocol at `endpoint`),
 * loaded by browsers from `publicBaseUrl` (the CDN or the bucket's public address). Keys are the
 * folder store's, so a photo's key is the same in both and moving them is a copy.
 */
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { IMMUTABLE_CACHE_CONTROL } from './folder-storage.ts';
import { assertStorageKey, type PhotoStorage } from './photo-storage.ts';

export interface S3StorageSettings {
  bucket: string;
  region: string;
  /** An S3-compatible store's address; unset means AWS's own for the region. */
  endpoint: string | undefined;
  /** Path-style addressing (`<endpoint>/<bucket>/<key>`), which most S3-compatible stores need. */
  forcePathStyle: boolean;
  /** Where browsers load a key from: `<publicBaseUrl>/<key>`. */
  publicBaseUrl: string;
}

/** The client for `settings`; credentials come from the SDK's usual chain (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, a role…). */
export function s3ClientFor(settings: S3StorageSettings): S3Client {
  return new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    // Checksums only where the operation requires one: S3-compatible stores differ in which they accept.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

function isMissing(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404)
  );
}

export function createS3Storage(settings: S3StorageSettings, client: S3Client = s3ClientFor(settings)): PhotoStorage {
  const Bucket = settings.bucket;
  const base = settings.publicBaseUrl.replace(/\/+$/, '');

  return {
    // One PutObject: the object appears whole or not at all, so no reader sees half a photo.
    async put(key, body, contentType) {
      assertStorageKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          ContentLength: body.length,
          CacheControl: IMMUTABLE_CACHE_CONTROL,
        }),
      );
    },

    async get(key) {
      assertStorageKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!object.Body || !object.ContentType || object.ContentLength === undefined) return undefined;
        return { body: object.Body as Readable, contentType: object.ContentType, bytes: object.ContentLength };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },

    async size(key) {
      assertStorageKey(key);
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return head.ContentLength;
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },

    // S3 answers a delete of a missing key with success too.
    async delete(key) {
      assertStorageKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },

    publicUrl(key) {
      assertStorageKey(key);
      return `${base}/${key}`;
    },
  };
}
