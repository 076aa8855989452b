/** A request and a quote between an organizer and a business, made through the API as people would. */
import assert from 'node:assert/strict';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { notifications } from '../../src/db/schema.ts';
import { call } from './businesses.ts';
import type { TestUser } from './emulator-users.ts';
import { inDays, partyEvent } from './events.ts';

export async function createEvent(app: FastifyInstance, organizer: TestUser, extra: Record<string, unknown> = {}) {
  const response = await call(
    app,
    organizer,
    'POST',
    '/api/events',
    partyEvent({ title: "Maya's 6th birthday", ...extra }),
  );
  assert.equal(response.statusCode, 201, response.body);
  return response.json() as { id: string };
}

export async function requestQuote(app: FastifyInstance, organizer: TestUser, businessId: string, eventId: string) {
  const response = await call(app, organizer, 'POST', '/api/bookings', {
    businessId,
    eventId,
    message: 'Are you free?',
  });
  assert.equal(response.statusCode, 201, response.body);
  return response.json() as { id: string };
}

export async function sendQuote(app: FastifyInstance, provider: TestUser, bookingId: string, totalPence = 24_000) {
  const response = await call(app, provider, 'POST', `/api/bookings/${bookingId}/quotes`, {
    items: [{ description: 'Magic show', pence: totalPence }],
    totalPence,
    depositPence: 5_000,
    validUntil: inDays(10),
    message: 'We would love to come.',
  });
  assert.equal(response.statusCode, 201, response.body);
  // The booking as it now is; its open quote comes first.
  const booking = response.json() as { quotes: Array<{ id: string }> };
  return { id: booking.quotes[0]!.id };
}

export async function postMessage(app: FastifyInstance, user: TestUser, bookingId: string, text: string) {
  const response = await call(app, user, 'POST', `/api/bookings/${bookingId}/messages`, { text });
  assert.equal(response.statusCode, 201, response.body);
}

/** The text of a caught email with quoted-printable soft breaks and escapes undone. */
export function decodedBody(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The newest notification to the account `user`, as stored. */
export async function latestNotificationTo(app: FastifyInstance, user: { uid: string }) {
  const [row] = await app.db.orm
    .select()
    .from(notifications)
    .where(eq(notifications.recipientUid, user.uid))
    .orderBy(sql`created_at DESC, id DESC`)
    .limit(1);
  return row!;
}
