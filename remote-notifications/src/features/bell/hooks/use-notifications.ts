import { useCallback, useEffect, useRef, useState } from 'react';
import type { Notification } from 'shared/contracts';
import { useAppStore } from 'shared/store';
import { deleteNotification } from '../api/delete-notification.ts';
import { getNotifications } from '../api/get-notifications.ts';
import { markNotificationRead } from '../api/mark-notification-read.ts';

type Loaded = { email: string; items: Notification[] };

function newArrivals(before: Loaded | null, after: Loaded): number {
  if (!before || before.email !== after.email) return 0;
  const known = new Set(before.items.map((item) => item._id));
  return after.items.filter((item) => !known.has(item._id)).length;
}

function announcementFor(count: number): string {
  return `${count} new notification${count === 1 ? '' : 's'}`;
}

/**
 * The signed-in, verified user's notifications: fetched on every sign-in state change and after
 * each change the user makes. Changes show at once and are then confirmed by a refetch.
 */
export function useNotifications() {
  const user = useAppStore((state) => state.user);
  const token = useAppStore((state) => state.token);
  const email = user?.emailVerified ? user.email : null;
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const latest = useRef<Loaded | null>(null);
  const calls = useRef(0);

  const apply = useCallback((next: Loaded) => {
    latest.current = next;
    setLoaded(next);
  }, []);

  const refetch = useCallback(async () => {
    if (!email) return;
    const call = ++calls.current;
    try {
      const items = await getNotifications(email);
      // A slower, older answer must not overwrite a newer one.
      if (call !== calls.current) return;
      const next = { email, items };
      const arrived = newArrivals(latest.current, next);
      if (arrived > 0) setAnnouncement(announcementFor(arrived));
      apply(next);
    } catch (error) {
      console.error('Failed to fetch notifications', error);
    }
  }, [email, apply]);

  useEffect(() => {
    void refetch();
  }, [refetch, token]);

  const update = useCallback(
    (change: (items: Notification[]) => Notification[]) => {
      const current = latest.current;
      if (current && current.email === email) apply({ email: current.email, items: change(current.items) });
    },
    [email, apply],
  );

  const markRead = useCallback(
    async (id: string) => {
      update((items) => items.map((item) => (item._id === id ? { ...item, status: 'read' } : item)));
      try {
        await markNotificationRead(id);
      } catch (error) {
        console.error('Failed to mark notification as read', error);
      }
      await refetch();
    },
    [update, refetch],
  );

  const remove = useCallback(
    async (id: string) => {
      update((items) => items.filter((item) => item._id !== id));
      try {
        await deleteNotification(id);
      } catch (error) {
        console.error('Failed to delete notification', error);
      }
      await refetch();
    },
    [update, refetch],
  );

  const notifications = email && loaded?.email === email ? loaded.items : [];
  return { signedIn: email !== null, notifications, announcement, refetch, markRead, remove };
}
