export { createParcel } from './create-parcel.tsx';
export type { ParcelLifecycles } from './lifecycles.ts';
