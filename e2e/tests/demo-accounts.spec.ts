import { DEMO_PASSWORD, ensureDemoAccount } from '../support/demo-accounts.ts';
import { demoUid } from '../../api/scripts/demo-data/demo-uid.ts';
import { EMULATOR_URL, PROJECT_ID, uniqueEmail } from '../support/emulator.ts';
import { expect, test } from '../support/fixtures.ts';
import { apiCall } from '../support/marketplace.ts';
import { bell, idTokenFor, signIn } from '../support/notifications.ts';

const ORGANIZER = { email: 'organizer@example.com', password: DEMO_PASSWORD };
const PROVIDER = { email: 'provider@example.com', password: DEMO_PASSWORD };
const PROVIDER_BUSINESSES = ["Magic Mike's Magic Shows", 'Party Pals Entertainment', 'Sparkle Discos'];
const BOOKING_STATES = [
  'requested',
  'quoted',
  'confirmed',
  'completed',
  'declined',
  'expired',
  'withdrawn',
  'cancelled',
  'refunded',
];

type Notification = {
  _id: string;
  content: string;
  status: 'read' | 'unread';
  entityType: 'Quote' | 'Booking' | 'Event';
  recipientType: string;
  relatedEntity: { _id: string; bookingId?: string };
};
type BookingSummary = { id: string; status: string; business: { name: string } };
type EventList = { items: { id: string; title: string; status: string; bookings: BookingSummary[] }[] };

/** The emulator's record of the account with this email: its uid and whether it is verified. */
async function accountOf(email: string): Promise<{ localId: string; emailVerified: boolean }> {
  const answer = await fetch(
    `${EMULATOR_URL}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:lookup`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
      body: JSON.stringify({ email: [email] }),
    },
  );
  const [user] = ((await answer.json()) as { users?: { localId: string; emailVerified?: boolean }[] }).users ?? [];
  if (!user) throw new Error(`The emulator has no account ${email}`);
  return { localId: user.localId, emailVerified: user.emailVerified ?? false };
}

async function signedIn(user: { email: string; password: string }): Promise<string> {
  await ensureDemoAccount(user.email, { verified: true });
  return idTokenFor(user);
}

test.describe('the demo-account helper', () => {
  test('puts a missing account back with the uid the seed gives it, and leaves one that already exists', async () => {
    const email = uniqueEmail('demo');
    await ensureDemoAccount(email, { verified: true });
    await expect(ensureDemoAccount(email, { verified: true })).resolves.toBeUndefined();
    expect(await accountOf(email)).toEqual({ localId: demoUid(email), emailVerified: true });
  });

  test('fails loudly, naming the answer, on any refusal but "already exists"', async () => {
    await expect(ensureDemoAccount('not-an-email', { verified: false })).rejects.toThrow(
      /^The demo account not-an-email could not be created: the emulator answered 400 .*INVALID_EMAIL/s,
    );
  });
});

test.describe('the demo data', () => {
  test('the demo accounts have the same uids on every start, so a re-seed after the emulator restarted finds what they own', async () => {
    for (const { email } of [ORGANIZER, PROVIDER]) {
      await ensureDemoAccount(email, { verified: true });
      expect(await accountOf(email)).toEqual({ localId: demoUid(email), emailVerified: true });
    }
  });

  test('the demo organizer has upcoming, past and draft events, with bookings in every state', async () => {
    const token = await signedIn(ORGANIZER);
    const lists = Object.fromEntries(
      await Promise.all(
        (['upcoming', 'past', 'drafts'] as const).map(
          async (when) => [when, await apiCall<EventList>(token, 'GET', `/api/events?when=${when}&limit=50`)] as const,
        ),
      ),
    );
    expect(lists.upcoming!.items.length, 'upcoming events').toBeGreaterThan(0);
    expect(lists.drafts!.items.length, 'drafts').toBeGreaterThan(0);
    expect(lists.past!.items.map((event) => event.status)).toContain('completed');
    const states = new Set(
      Object.values(lists).flatMap((list) => list.items.flatMap((event) => event.bookings.map((b) => b.status))),
    );
    expect([...states].sort()).toEqual([...BOOKING_STATES].sort());
  });

  test('every notification of the demo organizer and provider points at an object they can open, some read and some not', async () => {
    for (const user of [ORGANIZER, PROVIDER]) {
      const token = await signedIn(user);
      const notifications = await apiCall<Notification[]>(
        token,
        'GET',
        `/api/notification/${encodeURIComponent(user.email)}/User?limit=100`,
      );
      expect(notifications.length, `${user.email}'s notifications`).toBeGreaterThan(5);
      expect(notifications.some((notification) => notification.status === 'read')).toBe(true);
      expect(notifications.some((notification) => notification.status === 'unread')).toBe(true);
      for (const { entityType, relatedEntity, content } of notifications) {
        if (entityType === 'Event') {
          const event = await apiCall<{ id: string }>(token, 'GET', `/api/events/${relatedEntity._id}`);
          expect(event.id, content).toBe(relatedEntity._id);
        } else {
          const bookingId = entityType === 'Quote' ? relatedEntity.bookingId : relatedEntity._id;
          const booking = await apiCall<{ id: string; quotes: { id: string }[] }>(
            token,
            'GET',
            `/api/bookings/${bookingId}`,
          );
          if (entityType === 'Quote')
            expect(
              booking.quotes.map((quote) => quote.id),
              content,
            ).toContain(relatedEntity._id);
          else expect(booking.id, content).toBe(relatedEntity._id);
        }
      }
    }
  });

  test('the demo provider has requests to answer and open events to quote on', async () => {
    const token = await signedIn(PROVIDER);
    const requests = await apiCall<{ items: BookingSummary[] }>(
      token,
      'GET',
      '/api/bookings?as=business&status=requested',
    );
    expect(requests.items.length).toBeGreaterThan(0);
    for (const booking of requests.items) expect(PROVIDER_BUSINESSES).toContain(booking.business.name);
    const open = await apiCall<{ items: { matchingBusinesses: { name: string }[] }[] }>(
      token,
      'GET',
      '/api/open-events',
    );
    expect(open.items.length).toBeGreaterThan(0);
  });

  test("the demo organizer's newest notification opens its booking from the bell", async ({
    organizerPage: page,
    pageErrors,
  }) => {
    const token = await signedIn(ORGANIZER);
    const [newest] = await apiCall<Notification[]>(
      token,
      'GET',
      `/api/notification/${encodeURIComponent(ORGANIZER.email)}/User?limit=1`,
    );
    const bookingId = newest!.entityType === 'Quote' ? newest!.relatedEntity.bookingId : newest!.relatedEntity._id;
    const booking = await apiCall<{ business: { name: string } }>(token, 'GET', `/api/bookings/${bookingId}`);

    await signIn(page, ORGANIZER);
    await bell(page).click();
    const popup = page.getByRole('dialog', { name: 'Notifications' });
    await popup
      .getByRole('listitem')
      .filter({ hasText: newest!.content })
      .first()
      .getByRole('button', { name: 'Go to Item' })
      .click();
    await expect(page).toHaveURL(new RegExp(`/booking/${bookingId}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Booking with ${booking.business.name}`);
    expect(pageErrors).toEqual([]);
  });
});
