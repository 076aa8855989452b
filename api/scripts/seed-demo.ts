/**
 * `pnpm --filter api seed`: demo accounts in the Auth Emulator, the demo marketplace
 * (demo-businesses.ts) and the demo organizer's events and bookings (demo-bookings.ts), whose
 * transitions send the demo accounts' notifications, all through the running API (so it never
 * opens the database behind the API's back; PGlite allows one process per data directory). Safe
 * to re-run, after the emulator restarted too: accounts are reset (each keeps its uid), businesses
 * already live are left alone, and the events and bookings are made only while the organizer has
 * none.
 *
 * Needs: the emulator (pnpm --filter api emulator) and the API (NODE_ENV=development pnpm --filter api start).
 */
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { DEV_INTERNAL_SERVICE_TOKEN, isDevelopment } from '../src/identity-settings.ts';
import { DEMO_ORGANIZER, DEMO_PROVIDER, seedDemoBookings } from './demo-bookings.ts';
import { seedDemoAgenda } from './demo-agenda.ts';
import { seedDemoBusinesses } from './demo-businesses.ts';
import { demoUid } from './demo-data/demo-uid.ts';
import { DemoClient } from './demo-client.ts';
import { markOlderRead, removeMadeUpNotifications } from './demo-notifications.ts';

const PASSWORD = 'kids-events-demo';
const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
const projectId = process.env.FIREBASE_PROJECT_ID ?? 'demo-kids-events';
const apiUrl = (process.env.API_URL ?? `http://127.0.0.1:${process.env.PORT ?? 4000}`).replace(/\/$/, '');
const serviceToken = process.env.INTERNAL_SERVICE_TOKEN ?? DEV_INTERNAL_SERVICE_TOKEN;

// Demo accounts with a published password belong only where the API itself accepts emulator tokens.
if (!isDevelopment(process.env)) {
  console.error(
    `Refusing to seed demo accounts: NODE_ENV must be development or test (it is ${process.env.NODE_ENV ? `"${process.env.NODE_ENV}"` : 'not set'}).`,
  );
  process.exit(1);
}
// firebase-admin talks to the emulator only when this is set; never create demo users in a real project.
process.env.FIREBASE_AUTH_EMULATOR_HOST = emulatorHost;
const auth = getAuth(initializeApp({ projectId }));

const ACCOUNTS = [
  { email: DEMO_ORGANIZER, emailVerified: true, admin: false },
  { email: DEMO_PROVIDER, emailVerified: true, admin: false },
  { email: 'unverified@example.com', emailVerified: false, admin: false },
  // Reviews credentials through `pnpm --filter api admin` (the custom claim admin: true).
  { email: 'admin@example.com', emailVerified: true, admin: true },
];
/** How many of their newest notifications the organizer and the provider find unread. */
const UNREAD = { [DEMO_ORGANIZER]: 6, [DEMO_PROVIDER]: 5 };

async function ensureAccount(email: string, emailVerified: boolean, admin: boolean): Promise<void> {
  let uid: string;
  try {
    uid = (await auth.getUserByEmail(email)).uid;
    await auth.updateUser(uid, { password: PASSWORD, emailVerified, disabled: false });
    console.log(`account ${email}: exists (reset)`);
  } catch (error) {
    if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
    uid = (await auth.createUser({ uid: demoUid(email), email, password: PASSWORD, emailVerified })).uid;
    console.log(`account ${email}: created`);
  }
  await auth.setCustomUserClaims(uid, admin ? { admin: true } : null);
}

async function idTokenFor(email: string): Promise<string> {
  const response = await fetch(
    `http://${emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=any`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD, returnSecureToken: true }),
    },
  );
  if (!response.ok) throw new Error(`sign-in for ${email} failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { idToken: string }).idToken;
}

async function api(path: string, init: RequestInit): Promise<unknown> {
  const response = await fetch(`${apiUrl}${path}`, init);
  const body = response.status === 204 ? undefined : await response.json();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

try {
  await api('/health/ready', {});
} catch (error) {
  console.error(
    `The API at ${apiUrl} is not ready (${(error as Error).message}). Start it first: NODE_ENV=development pnpm --filter api start`,
  );
  process.exit(1);
}

for (const account of ACCOUNTS) await ensureAccount(account.email, account.emailVerified, account.admin);
// The demo organizer's account: a display name (what businesses and notifications call them) and
// their email settings (messages by email, events for businesses they do not own: off).
const organizerHeaders = {
  authorization: `Bearer ${await idTokenFor(DEMO_ORGANIZER)}`,
  'content-type': 'application/json',
};
await api('/api/account', {
  method: 'PATCH',
  headers: organizerHeaders,
  body: JSON.stringify({ displayName: 'Sarah Mitchell', phone: '07700 900461' }),
});
await api('/api/account/email-settings', {
  method: 'PUT',
  headers: organizerHeaders,
  body: JSON.stringify({ quotes: true, bookings: true, messages: true, events: false }),
});
console.log(`account ${DEMO_ORGANIZER}: display name Sarah Mitchell, email settings saved`);
const marketplaceStarted = Date.now();
const businesses = await seedDemoBusinesses({
  apiUrl,
  idTokenFor,
  ensureAccount: (email) => ensureAccount(email, true, false),
  adminEmail: 'admin@example.com',
});
const seconds = ((Date.now() - marketplaceStarted) / 1000).toFixed(1);
console.log(
  `demo businesses: ${businesses.created} created, ${businesses.completed} completed, ${businesses.live} already live (${seconds} s)`,
);
const notifiedAs = new Map<string, DemoClient>();
for (const email of Object.keys(UNREAD)) {
  const client = DemoClient.asUser(apiUrl, await idTokenFor(email));
  notifiedAs.set(email, client);
  const removed = await removeMadeUpNotifications(client, email);
  if (removed > 0) console.log(`notifications for ${email}: ${removed} made-up ones of an earlier seed removed`);
}
// Before the story: its sweep runs days ahead, and closed months must be billed first.
const agenda = await seedDemoAgenda({ apiUrl, serviceToken, providerToken: await idTokenFor(DEMO_PROVIDER) });
if (agenda)
  console.log(`demo agenda: ${agenda.unavailableDays} unavailable days, ${agenda.statements} businesses billed`);
const story = await seedDemoBookings({ apiUrl, serviceToken, idTokenFor });
if (story) {
  console.log(`demo events: ${story.events} events with ${story.bookings} bookings created`);
  for (const [email, unread] of Object.entries(UNREAD)) {
    const counts = await markOlderRead(notifiedAs.get(email)!, email, unread);
    console.log(`notifications for ${email}: ${counts.read} read, ${counts.unread} unread`);
  }
} else {
  console.log(`demo events: ${DEMO_ORGANIZER} already has events, left alone`);
}
console.log(`Demo accounts use the password "${PASSWORD}".`);
process.exit(0);
