// The exposed parcels by their federated names; only the one-bundle build resolves them (aliases).
declare module 'remote_*' {
  import type { ParcelLifecycles } from 'shared/parcel';

  export const bootstrap: ParcelLifecycles['bootstrap'];
  export const mount: ParcelLifecycles['mount'];
  export const unmount: ParcelLifecycles['unmount'];
}
