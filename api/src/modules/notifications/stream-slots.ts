/**
 * Counts open notification streams, per user and in total, so one account (or a flood of
 * clients) cannot hold every connection and every LISTEN fan-out slot of an instance.
 */
export class TooManyStreamsError extends Error {
  override name = 'TooManyStreamsError';
  readonly statusCode = 429;
}

export interface StreamSlots {
  /** Takes a slot for the account `uid` or throws TooManyStreamsError; the returned release is safe to call twice. */
  acquire(uid: string): () => void;
  /** Streams holding a slot right now. */
  readonly open: number;
}

export function createStreamSlots({ maxPerUser, maxTotal }: { maxPerUser: number; maxTotal: number }): StreamSlots {
  const byUid = new Map<string, number>();
  let total = 0;

  return {
    acquire(uid) {
      const held = byUid.get(uid) ?? 0;
      if (held >= maxPerUser) {
        throw new TooManyStreamsError(
          'Too many live connections are open for your account. Close a tab or try again shortly.',
        );
      }
      if (total >= maxTotal) {
        throw new TooManyStreamsError('Too many live connections are open right now. Please try again shortly.');
      }
      byUid.set(uid, held + 1);
      total++;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        total--;
        const remaining = (byUid.get(uid) ?? 1) - 1;
        if (remaining > 0) byUid.set(uid, remaining);
        else byUid.delete(uid);
      };
    },
    get open() {
      return total;
    },
  };
}
