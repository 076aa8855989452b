/**
 * The drill's people and threads, made through the API in this process on the drill's schema
 * (which also runs the migrations before the instances start): one provider with a live business,
 * and organizers each with an event and a booking request to it. A message on a booking is a
 * notification for the other side, so the load can make notifications for everyone.
 */
import assert from 'node:assert/strict';
import { buildServer } from '../../src/build-server.ts';
import { loadConfig } from '../../src/config.ts';
import { call, createLive } from '../../test/support/businesses.ts';
import { EMULATOR_HOST } from '../../test/support/emulator.ts';
import { createUser, type TestUser, uniqueEmail } from '../../test/support/emulator-users.ts';
import { inDays, partyEvent } from '../../test/support/events.ts';

export interface Thread {
  bookingId: string;
  organizer: TestUser;
}

export interface DrillCast {
  provider: TestUser;
  threads: Thread[];
  /** Everyone who holds streams: the provider and each organizer. */
  users: TestUser[];
}

/** YYYY-MM-DD `days` from today. */

/** The settings both the set-up and the instances use: the emulator's tokens, no rate limits (one client address makes all the load). */
export function drillEnv(databaseUrl: string, schema: string): Record<string, string> {
  return {
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    DATABASE_URL: databaseUrl,
    DATABASE_SCHEMA: schema,
    FIREBASE_AUTH_EMULATOR_HOST: EMULATOR_HOST,
    TRUST_PROXY: '127.0.0.1',
    RATE_LIMIT_MAX: '100000000',
  };
}

/** Accounts made are pushed to `made` as they come, so the caller deletes them even after a failure. */
export async function castDrill(env: Record<string, string>, organizers: number, made: TestUser[]): Promise<DrillCast> {
  const app = buildServer(loadConfig(env));
  try {
    await app.ready();
    const provider = await createUser(uniqueEmail('drill.provider'));
    made.push(provider);
    const business = await createLive(app, provider, { name: 'Drill Magic' }, ['BS1']);
    const threads: Thread[] = [];
    for (let index = 0; index < organizers; index++) {
      const organizer = await createUser(uniqueEmail(`drill.organizer${index}`));
      made.push(organizer);
      const event = await call(
        app,
        organizer,
        'POST',
        '/api/events',
        partyEvent({ title: `Drill party ${index}`, date: inDays(14 + index * 3) }),
      );
      assert.equal(event.statusCode, 201, event.body);
      const booking = await call(app, organizer, 'POST', '/api/bookings', {
        businessId: business.id,
        eventId: event.json<{ id: string }>().id,
        message: 'Are you free that afternoon?',
      });
      assert.equal(booking.statusCode, 201, booking.body);
      threads.push({ bookingId: booking.json<{ id: string }>().id, organizer });
    }
    return { provider, threads, users: [provider, ...threads.map((thread) => thread.organizer)] };
  } finally {
    await app.close();
  }
}
