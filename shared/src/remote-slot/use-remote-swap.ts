import { useEffect } from 'react';
import type { ParcelId } from 'shared/contracts';
import { lastRemoteChange, onRemoteVersion, remoteGeneration, type RemoteVersionChange } from './parcel-loader.ts';
import { watchSlotUse } from './slot-in-use.ts';

/** How often a slot waiting to swap looks again whether it is still in use. */
const RECHECK_MS = 500;

/**
 * When the page announces another version of the slot's remote, calls `swap` (which mounts the
 * parcel afresh; `element` is where the parcel is mounted) as soon as the slot is not in use (watchSlotUse), or at the next navigation
 * unless a form in it is half filled: never under someone's hands.
 */
export function useRemoteSwap(id: ParcelId, element: HTMLElement | null, loadedAt: number, swap: () => void): void {
  useEffect(() => {
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
    const announced = (change: RemoteVersionChange) => {
      if (change.remote !== remote) return;
      pending = { fault: change.fault || Boolean(pending?.fault), path: pending?.path ?? window.location.pathname };
      settle();
      if (pending && timer === undefined) timer = setInterval(settle, RECHECK_MS);
    };
    const stopListening = onRemoteVersion(announced);
    // Announced while the parcel was loading or mounting: it may run the version left.
    const missed = lastRemoteChange(remote);
    if (missed && remoteGeneration(remote) > loadedAt) announced(missed);
    element.addEventListener('focusout', later);
    element.addEventListener('submit', later);
    return () => {
      stopListening();
      use.stop();
      clearInterval(timer);
      element.removeEventListener('focusout', later);
      element.removeEventListener('submit', later);
    };
  }, [id, element, loadedAt, swap]);
}
