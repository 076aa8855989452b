/**
 * Paths of the screens each page-group remote renders (React Router patterns, relative to
 * the site root). The host routes these paths to the remote's parcel; the remote maps each
 * to a screen. Written once so the two cannot disagree.
 */
export const ORGANIZER_PATHS = {
  account: 'account',
  myEvents: 'myevents',
  event: 'event/:id',
  booking: 'booking/:id',
  directory: 'directory',
  businessPage: 'pages/:businessName',
} as const;

export const PROVIDER_PATHS = {
  vendorsHome: 'vendorshome',
  myBusinesses: 'mybusinesses',
  businessForm: 'business/:id/:form',
  quotes: 'quotes',
  quote: 'quote/:bookingId/:quoteId?',
  agenda: 'agenda/:businessId?',
  findEvents: 'events',
  businessEvents: 'mybusinessevents/:businessId?',
  billing: 'billing',
} as const;
