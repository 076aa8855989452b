/** The shape of the demo marketplace's data (marketplace.md section 7). */
import type { Category, CredentialType } from '../../src/modules/businesses/catalogue.ts';

/**
 * What the seed does with a declared credential. A credential past its date cannot be declared
 * (the API refuses it), so `verified-today` is verified with today's date: in date on the day the
 * seed first runs, and shown as a verified, expired credential from the next day on.
 */
export type DemoCredentialState = 'declared' | 'verified' | 'verified-today' | 'rejected';

export interface DemoCredential {
  type: CredentialType;
  reference: string;
  state: DemoCredentialState;
}

export interface DemoPackage {
  name: string;
  description: string;
  durationMinutes: number;
  /** All in: VAT and any fee included. */
  priceFromPence: number;
  maxChildren?: number;
  ageRange?: { min: number; max: number };
}

export interface DemoBusiness {
  /** The owner's demo account. */
  owner: string;
  name: string;
  categories: Category[];
  description: string;
  baseTown: string;
  ageRange: { min: number; max: number };
  maxChildren: number | null;
  indoor: boolean;
  outdoor: boolean;
  contact: { email: string; phone: string };
  /** The colour of its generated photos (an HSL hue). */
  hue: number;
  packages: DemoPackage[];
  areas: string[];
  credentials: DemoCredential[];
  /** Photos beyond the first, for businesses shown off in the demo. */
  extraPhotos?: number;
  /** A gallery of all its photos, under this name (the demo's /gallery). */
  gallery?: string;
}
