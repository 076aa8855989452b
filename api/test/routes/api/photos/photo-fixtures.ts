/** Businesses, images and uploads for the photo and gallery suites. */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { businesses } from '../../../../src/db/schema.ts';
import type { PublicPhoto } from '../../../../src/modules/photos/public-photo.ts';
import { bearer, type TestUser } from '../../../support/emulator-users.ts';

/** The marks a phone leaves in a photo; none of them may reach a served file. */
export const CAMERA_MAKE = 'SecretCam';
export const GPS_DATUM = 'WGS-84';

/** A business row for `owner`, straight into the database: the owner commands are not under test here. */
export async function insertBusiness(
  app: FastifyInstance,
  owner: TestUser,
  status: 'draft' | 'live' = 'draft',
): Promise<string> {
  const id = randomUUID();
  await app.db.orm.insert(businesses).values({
    id,
    ownerUid: owner.uid,
    ownerEmail: owner.email.toLowerCase(),
    name: `Photo Test ${id.slice(0, 8)}`,
    slug: `photo-test-${id.slice(0, 8)}`,
    categories: ['Entertainers'],
    status,
    publishedAt: status === 'draft' ? null : new Date(),
  });
  return id;
}

export async function setBusinessStatus(
  app: FastifyInstance,
  businessId: string,
  status: 'live' | 'paused',
): Promise<void> {
  await app.db.orm.update(businesses).set({ status, publishedAt: new Date() }).where(eq(businesses.id, businessId));
}

/** A JPEG as a phone writes it: stored sideways with orientation 6, camera make and GPS position in EXIF. */
export async function phoneJpeg(width = 1200, height = 800): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: CAMERA_MAKE, Model: 'Model 1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 30/1 2600/100',
        GPSLongitudeRef: 'W',
        GPSLongitude: '0/1 7/1 3900/100',
        GPSMapDatum: GPS_DATUM,
      },
    })
    .jpeg({ quality: 90 })
    .toBuffer();
}

export async function smallImage(format: 'png' | 'webp' | 'jpeg' | 'gif', width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 250, g: 200, b: 0, alpha: 1 } } })
    .toFormat(format)
    .toBuffer();
}

export function uploadForm(
  file: Buffer | undefined,
  alt: string | undefined,
  { type = 'image/jpeg', name = 'photo.jpg' } = {},
): FormData {
  const form = new FormData();
  if (alt !== undefined) form.append('alt', alt);
  if (file) form.append('file', new Blob([new Uint8Array(file)], { type }), name);
  return form;
}

export function upload(app: FastifyInstance, user: TestUser | undefined, businessId: string, form: FormData) {
  return app.inject({
    method: 'POST',
    url: `/api/businesses/${businessId}/photos`,
    headers: user ? bearer(user) : {},
    payload: form,
  });
}

export async function uploadPhoto(
  app: FastifyInstance,
  user: TestUser,
  businessId: string,
  alt = 'A magician at a party',
): Promise<PublicPhoto> {
  const response = await upload(
    app,
    user,
    businessId,
    uploadForm(await smallImage('png'), alt, { type: 'image/png', name: 'p.png' }),
  );
  if (response.statusCode !== 201) throw new Error(`upload answered ${response.statusCode}: ${response.body}`);
  return response.json<PublicPhoto>();
}

/** Every URL of a srcset with the width it declares. */
export function srcsetEntries(srcset: string): Array<{ url: string; width: number }> {
  return srcset.split(', ').map((entry) => {
    const [url = '', descriptor = ''] = entry.split(' ');
    return { url, width: Number(descriptor.replace(/w$/, '')) };
  });
}

export async function photoStorageDir(): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'photos-test-'));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
