import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ParcelLifecycles } from 'shared/parcel';
import type { ParcelLoader } from 'shared/remote-slot';
import { isUnavailable } from './unavailable-plugin.ts';

const RETRY_DELAYS_MS = [250, 1000];

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function isParcel(value: unknown): value is ParcelLifecycles {
  const candidate = value as Partial<ParcelLifecycles> | null;
  return typeof candidate?.mount === 'function' && typeof candidate.unmount === 'function';
}

/**
 * Loads a parcel through the Module Federation runtime, retrying a failed load a couple of
 * times (a remote mid-deploy or a dropped connection) before reporting it unavailable.
 */
export const loadParcelFromRemote: ParcelLoader = async (id) => {
  for (let attempt = 0; ; attempt += 1) {
    const loaded = await loadRemote<unknown>(id).catch((error: unknown) => ({ failed: error }));
    if (isParcel(loaded)) return loaded;
    const delay = RETRY_DELAYS_MS[attempt];
    if (delay === undefined) {
      if (!isUnavailable(loaded)) console.error(`${id} is not a parcel`, loaded);
      return null;
    }
    await wait(delay);
  }
};
