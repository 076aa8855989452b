import type { ParcelConfigObject } from 'single-spa';

/** What every exposed module of a remote is: a parcel's lifecycle functions. */
export type ParcelLifecycles = ParcelConfigObject;
