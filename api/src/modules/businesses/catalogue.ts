/** The fixed lists of the marketplace (marketplace.md section 3); migration 0003 repeats them as constraints. */
export const CATEGORIES = [
  'Entertainers',
  'Magicians',
  'Face Painting',
  'Bouncy Castles & Inflatables',
  'Soft Play',
  'Venues',
  'Catering & Cakes',
  'Decorations & Balloons',
  'Party Bags',
  'Photography',
  'Discos & DJs',
  'Science & Animal Parties',
  'Sports & Active Parties',
  'Arts & Crafts',
] as const;

export type Category = (typeof CATEGORIES)[number];

export const CREDENTIAL_TYPES = [
  'Public Liability Insurance',
  'Enhanced DBS',
  'Basic DBS',
  'PIPA inflatable inspection',
  'Food Hygiene Rating',
  'Paediatric First Aid',
] as const;

export type CredentialType = (typeof CREDENTIAL_TYPES)[number];

export const BUSINESS_STATUSES = ['draft', 'live', 'paused'] as const;
export type BusinessStatus = (typeof BUSINESS_STATUSES)[number];

export const CREDENTIAL_STATUSES = ['declared', 'verified', 'rejected'] as const;
export type CredentialStatus = (typeof CREDENTIAL_STATUSES)[number];

export const MAX_AREAS = 50;
export const MAX_PHOTOS = 20;
