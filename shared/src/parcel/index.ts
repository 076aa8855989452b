export { createParcel, type ParcelOptions } from './create-parcel.tsx';
export type { ParcelLifecycles } from './lifecycles.ts';
export { announceBoundaryError, BOUNDARY_ERROR_EVENT, type BoundaryErrorDetail } from './boundary-error.ts';
