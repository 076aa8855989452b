export { createParcel, type ParcelOptions } from './create-parcel.tsx';
export type { ParcelLifecycles } from './lifecycles.ts';
