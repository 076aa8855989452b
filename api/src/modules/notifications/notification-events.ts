/**
 * Fan-out of committed notification changes to subscribers in this process. The source is
 * PostgreSQL LISTEN/NOTIFY, so a change made by any API instance reaches every instance.
 */
import type { Database, Unlisten } from '../../db/database.ts';
import { NOTIFICATIONS_CHANNEL, type NotificationChange } from './notifications-repository.ts';

/** Sent to every subscriber when the LISTEN link came back after a loss: changes may have been missed. */
export interface ResyncSignal {
  kind: 'resync';
}

export type NotificationEvent = NotificationChange | ResyncSignal;

export type ChangeHandler = (event: NotificationEvent) => void;

export interface NotificationEvents {
  /** Calls `handler` for changes to the notifications of the account `recipientUid`; returns an unsubscribe. */
  subscribe(recipientUid: string, handler: ChangeHandler): Promise<() => void>;
  /** How many handlers are subscribed right now. */
  subscriberCount(): number;
  close(): Promise<void>;
}

function parseChange(payload: string): NotificationChange | undefined {
  try {
    const value = JSON.parse(payload) as Partial<NotificationChange>;
    if (typeof value.recipientUid === 'string' && typeof value.id === 'string') return value as NotificationChange;
  } catch {
    // A payload from something else on the channel: not ours to interpret.
  }
  return undefined;
}

export function createNotificationEvents(db: Database): NotificationEvents {
  const byUid = new Map<string, Set<ChangeHandler>>();
  let unlisten: Promise<Unlisten> | undefined;

  const dispatch = (payload: string) => {
    const change = parseChange(payload);
    if (!change) return;
    for (const handler of byUid.get(change.recipientUid) ?? []) handler(change);
  };

  const resyncAll = () => {
    const signal: ResyncSignal = { kind: 'resync' };
    for (const handlers of byUid.values()) for (const handler of handlers) handler(signal);
  };

  return {
    async subscribe(uid, handler) {
      // Listen lazily: an instance nobody subscribes on holds no extra connection.
      unlisten ??= db.listen(NOTIFICATIONS_CHANNEL, dispatch, { onReconnect: resyncAll });
      try {
        await unlisten;
      } catch (error) {
        unlisten = undefined;
        throw error;
      }
      let handlers = byUid.get(uid);
      if (!handlers) byUid.set(uid, (handlers = new Set()));
      handlers.add(handler);
      return () => {
        handlers.delete(handler);
        if (handlers.size === 0 && byUid.get(uid) === handlers) byUid.delete(uid);
      };
    },
    subscriberCount() {
      let count = 0;
      for (const handlers of byUid.values()) count += handlers.size;
      return count;
    },
    async close() {
      byUid.clear();
      const pending = unlisten;
      unlisten = undefined;
      if (pending) await (await pending.catch(() => async () => {}))();
    },
  };
}
