import { useEffect, type RefObject } from 'react';
import type { ParcelId } from 'shared/contracts';
import { onRemoteVersion } from './parcel-loader.ts';
import { watchSlotUse } from './slot-in-use.ts';

/** How often a slot waiting to swap looks again whether it is still in use. */
const RECHECK_MS = 500;

/**
 * When the page announces another version of the slot's remote, calls `swap` (which mounts the
 * parcel afresh) as soon as the slot is not in use (watchSlotUse), or at the next navigation
 * unless a form in it is half filled: never under someone's hands.
 */
export function useRemoteSwap(id: ParcelId, holder: RefObject<HTMLElement | null>, swap: () => void): void {
  useEffect(() => {
    const element = holder.current;
    if (!element) return undefined;
    const remote = id.slice(0, id.indexOf('/'));
    const use = watchSlotUse(element);
    let pending: { fault: boolean; path: string } | null = null;
    let timer: ReturnType<typeof setInterval> | undefined;
    const settle = () => {
      if (!pending) return;
      const navigated = window.location.pathname !== pending.path;
      if (use.inUse(pending) && !(navigated && !use.midForm())) return;
      pending = null;
      clearInterval(timer);
      timer = undefined;
      swap();
    };
    const later = () => setTimeout(settle, 0);
    const stopListening = onRemoteVersion((change) => {
      if (change.remote !== remote) return;
      pending = { fault: change.fault || Boolean(pending?.fault), path: pending?.path ?? window.location.pathname };
      settle();
      if (pending && timer === undefined) timer = setInterval(settle, RECHECK_MS);
    });
    element.addEventListener('focusout', later);
    element.addEventListener('submit', later);
    return () => {
      stopListening();
      use.stop();
      clearInterval(timer);
      element.removeEventListener('focusout', later);
      element.removeEventListener('submit', later);
    };
  }, [id, holder, swap]);
}
