/**
 * The demo accounts' notifications are the ones the demo story's transitions send
 * (demo-bookings.ts). Here: reading them as their owner does, marking the older ones read, and
 * clearing the made-up ones earlier seeds wrote (their ids were words such as 'booking-lily-magic',
 * never a real object's uuid).
 */
import type { DemoClient } from './demo-client.ts';

interface DemoNotification {
  _id: string;
  status: 'read' | 'unread';
  relatedEntity: { _id: string; bookingId?: string };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Every notification of the account, newest first. */
async function allNotifications(client: DemoClient, email: string): Promise<DemoNotification[]> {
  const all: DemoNotification[] = [];
  for (;;) {
    const before = all.at(-1)?._id;
    const page = await client.call<DemoNotification[]>(
      'GET',
      `/api/notification/${encodeURIComponent(email)}/User?limit=100${before ? `&before=${before}` : ''}`,
    );
    all.push(...page);
    if (page.length < 100) return all;
  }
}

/** Deletes the account's notifications that point at no real object; returns how many. */
export async function removeMadeUpNotifications(client: DemoClient, email: string): Promise<number> {
  const madeUp = (await allNotifications(client, email)).filter(
    ({ relatedEntity }) =>
      !UUID.test(relatedEntity._id) || (relatedEntity.bookingId !== undefined && !UUID.test(relatedEntity.bookingId)),
  );
  for (const notification of madeUp) await client.call('DELETE', `/api/notification/${notification._id}`);
  return madeUp.length;
}

/** Marks all but the newest `unread` notifications read, as if their owner had seen them. */
export async function markOlderRead(
  client: DemoClient,
  email: string,
  unread: number,
): Promise<{ read: number; unread: number }> {
  const all = await allNotifications(client, email);
  for (const notification of all.slice(unread)) {
    if (notification.status === 'unread') {
      await client.call('PUT', `/api/notification/${notification._id}/read`, { status: 'read' });
    }
  }
  return { read: Math.max(all.length - unread, 0), unread: Math.min(all.length, unread) };
}
