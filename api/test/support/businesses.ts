/** Businesses for the marketplace tests, made through the API as an owner would. */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { photos } from '../../src/db/schema.ts';
import { bearer, type TestUser } from './emulator-users.ts';
import { EMULATOR_HOST, PROJECT_ID } from './emulator.ts';

export const DETAILS = {
  name: 'Bright Sparks Magic',
  categories: ['Magicians', 'Entertainers'],
  description: 'Close-up magic and balloon modelling for ages 4 to 10.',
  baseTown: 'Bristol',
  ageRange: { min: 4, max: 10 },
  maxChildren: 30,
  indoor: true,
  outdoor: false,
  contact: { email: 'hello@brightsparks.example', phone: '0117 496 0000' },
};

export const PACKAGE = {
  name: 'Magic hour',
  description: 'An hour of magic.',
  durationMinutes: 60,
  priceFromPence: 18_000,
};

export async function call(
  app: FastifyInstance,
  user: TestUser | undefined,
  method: string,
  url: string,
  payload?: unknown,
) {
  return app.inject({
    method: method as 'GET',
    url,
    headers: user ? bearer(user) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** A stored photo row, as the photo pipeline leaves one (the pipeline itself is tested elsewhere). */
export async function addPhotoRow(
  app: FastifyInstance,
  businessId: string,
  alt = 'A magician with a rabbit',
): Promise<string> {
  const key = `photos/${randomUUID()}`;
  const [row] = await app.db.orm
    .insert(photos)
    .values({
      businessId,
      storageKey: `${key}/original.webp`,
      alt,
      width: 1600,
      height: 1067,
      variants: [
        { width: 320, height: 213, format: 'webp', key: `${key}/320.webp`, bytes: 1000 },
        { width: 320, height: 213, format: 'avif', key: `${key}/320.avif`, bytes: 800 },
      ],
    })
    .returning();
  return row!.id;
}

/** A draft with details only. */
export async function createDraft(app: FastifyInstance, owner: TestUser, details: Record<string, unknown> = {}) {
  const response = await call(app, owner, 'POST', '/api/businesses', { ...DETAILS, ...details });
  assert.equal(response.statusCode, 201, response.body);
  return response.json() as { id: string; slug: string; status: string };
}

/** A live business: details, a package, a photo and an area, then published. */
export async function createLive(
  app: FastifyInstance,
  owner: TestUser,
  details: Record<string, unknown> = {},
  areas = ['BS1'],
) {
  const draft = await createDraft(app, owner, details);
  assert.equal((await call(app, owner, 'POST', `/api/businesses/${draft.id}/packages`, PACKAGE)).statusCode, 201);
  assert.equal(
    (await call(app, owner, 'PUT', `/api/businesses/${draft.id}/areas`, { areasCovered: areas })).statusCode,
    200,
  );
  await addPhotoRow(app, draft.id);
  const published = await call(app, owner, 'POST', `/api/businesses/${draft.id}/publish`);
  assert.equal(published.statusCode, 200, published.body);
  return published.json() as { id: string; slug: string; status: string };
}

/** Gives an emulator account custom claims; its next sign-in carries them. */
export async function setCustomClaims(uid: string, claims: Record<string, unknown>): Promise<void> {
  const response = await fetch(
    `http://${EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:update`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
      body: JSON.stringify({ localId: uid, customAttributes: JSON.stringify(claims) }),
    },
  );
  if (!response.ok) throw new Error(`accounts:update: ${response.status} ${await response.text()}`);
}
