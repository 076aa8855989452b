import type { BusinessStatus, OwnerCredential } from 'shared/contracts';

export const STATUS_LABELS: Record<BusinessStatus, string> = {
  draft: 'Draft',
  live: 'Live',
  paused: 'Paused',
};

/** A credential as what it is: only a verified, in-date one earns a badge. */
export const STANDING_LABELS: Record<OwnerCredential['standing'], string> = {
  declared: 'Declared, awaiting our checks',
  verified: 'Verified',
  expired: 'Expired',
  rejected: 'Rejected',
};
