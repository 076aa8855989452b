import { useCallback, useEffect, useRef, useState } from 'react';
import type { Notification, NotificationSummary } from 'shared/contracts';
import { useAppStore } from 'shared/store';
import { deleteNotification } from '../api/delete-notification.ts';
import { getNotificationSummary } from '../api/get-notification-summary.ts';
import { getNotifications } from '../api/get-notifications.ts';
import { markNotificationRead } from '../api/mark-notification-read.ts';
import { createBatcher } from '../utils/refetch-batcher.ts';
import { withFirstPage, withOlderPage, type PagedList } from '../utils/paged-list.ts';

type Loaded = PagedList & NotificationSummary & { email: string };

function newArrivals(before: Loaded | null, after: Loaded): number {
  if (!before) return 0;
  const known = new Set(before.items.map((item) => item._id));
  return after.items.filter((item) => !known.has(item._id)).length;
}

function announcementFor(count: number): string {
  return `${count} new notification${count === 1 ? '' : 's'}`;
}

/**
 * The signed-in, verified user's notifications: the counts of all of them and the newest page,
 * fetched on every sign-in state change; older pages on request. Changes the user makes show
 * at once and are then confirmed by a refetch; refetches asked for in a burst (`refetchSoon`)
 * are made once.
 */
export function useNotifications() {
  const user = useAppStore((state) => state.user);
  const token = useAppStore((state) => state.token);
  const email = user?.emailVerified ? user.email : null;
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const latest = useRef<Loaded | null>(null);
  const calls = useRef(0);
  const loadingOlder = useRef(false);

  const apply = useCallback((next: Loaded) => {
    latest.current = next;
    setLoaded(next);
  }, []);

  const refetch = useCallback(async () => {
    if (!email) return;
    const call = ++calls.current;
    try {
      const [summary, page] = await Promise.all([getNotificationSummary(email), getNotifications(email)]);
      // A slower, older answer must not overwrite a newer one, nor a change made since it was asked.
      if (call !== calls.current) return;
      const previous = latest.current?.email === email ? latest.current : null;
      const next = { email, ...summary, ...withFirstPage(previous, page, summary.total) };
      const arrived = newArrivals(previous, next);
      if (arrived > 0) setAnnouncement(announcementFor(arrived));
      apply(next);
    } catch (error) {
      console.error('Failed to fetch notifications', error);
    }
  }, [email, apply]);

  const refetchRef = useRef(refetch);
  useEffect(() => {
    refetchRef.current = refetch;
  }, [refetch]);
  const [batcher] = useState(() => createBatcher(() => void refetchRef.current()));
  useEffect(() => () => batcher.cancel(), [batcher]);

  useEffect(() => {
    void refetch();
  }, [refetch, token]);

  const update = useCallback(
    (change: (current: Loaded) => Loaded) => {
      const current = latest.current;
      if (!current || current.email !== email) return;
      calls.current += 1;
      apply(change(current));
    },
    [email, apply],
  );

  const markRead = useCallback(
    async (id: string) => {
      update((current) => {
        if (!current.items.some((item) => item._id === id && item.status === 'unread')) return current;
        const items = current.items.map((item): Notification => (item._id === id ? { ...item, status: 'read' } : item));
        return { ...current, items, unread: Math.max(0, current.unread - 1) };
      });
      try {
        await markNotificationRead(id);
      } catch (error) {
        console.error('Failed to mark notification as read', error);
      }
      batcher.schedule();
    },
    [update, batcher],
  );

  const remove = useCallback(
    async (id: string) => {
      update((current) => {
        const gone = current.items.find((item) => item._id === id);
        if (!gone) return current;
        const items = current.items.filter((item) => item !== gone);
        const unread = gone.status === 'unread' ? Math.max(0, current.unread - 1) : current.unread;
        return { ...current, items, unread, total: Math.max(0, current.total - 1) };
      });
      try {
        await deleteNotification(id);
      } catch (error) {
        console.error('Failed to delete notification', error);
      }
      batcher.schedule();
    },
    [update, batcher],
  );

  const loadOlder = useCallback(async () => {
    const current = latest.current;
    const oldest = current?.items.at(-1);
    if (!email || current?.email !== email || !current.more || !oldest || loadingOlder.current) return;
    loadingOlder.current = true;
    try {
      const page = await getNotifications(email, oldest._id);
      const now = latest.current;
      // A refetch or a delete may have moved the end of the list meanwhile: this page follows the old end.
      if (now?.email === email && now.items.at(-1)?._id === oldest._id)
        apply({ ...now, ...withOlderPage(now, page, now.total) });
    } catch (error) {
      console.error('Failed to fetch notifications', error);
      batcher.schedule();
    } finally {
      loadingOlder.current = false;
    }
  }, [email, apply, batcher]);

  const mine = email && loaded?.email === email ? loaded : null;
  return {
    email,
    /** The first answer for this user has arrived (until then the list is empty because unknown). */
    ready: mine !== null,
    notifications: mine?.items ?? [],
    unread: mine?.unread ?? 0,
    total: mine?.total ?? 0,
    more: mine?.more ?? false,
    announcement,
    refetchSoon: batcher.schedule,
    loadOlder,
    markRead,
    remove,
  };
}
