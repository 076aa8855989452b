/**
 * Generated from api/openapi.json and the API catalogue by `pnpm --filter api openapi`; do not edit.
 * The API's fixed lists (every named string enumeration) and the rules its forms check.
 */
/** The values of the API's `BookingStatus`, in its order. */
export const BOOKING_STATUSES = ["requested","quoted","confirmed","completed","declined","expired","withdrawn","cancelled","refunded"] as const;
/** The values of the API's `BusinessStatus`, in its order. */
export const BUSINESS_STATUSES = ["draft","live","paused"] as const;
/** The values of the API's `Category`, in its order. */
export const CATEGORIES = ["Entertainers","Magicians","Face Painting","Bouncy Castles & Inflatables","Soft Play","Venues","Catering & Cakes","Decorations & Balloons","Party Bags","Photography","Discos & DJs","Science & Animal Parties","Sports & Active Parties","Arts & Crafts"] as const;
/** The values of the API's `ContactTopic`, in its order. */
export const CONTACT_TOPICS = ["A booking or event","My business listing","My account","Something else"] as const;
/** The values of the API's `CredentialStatus`, in its order. */
export const CREDENTIAL_STATUSES = ["declared","verified","rejected"] as const;
/** The values of the API's `CredentialType`, in its order. */
export const CREDENTIAL_TYPES = ["Public Liability Insurance","Enhanced DBS","Basic DBS","PIPA inflatable inspection","Food Hygiene Rating","Paediatric First Aid"] as const;
/** The values of the API's `EventStatus`, in its order. */
export const EVENT_STATUSES = ["draft","published","completed","cancelled"] as const;
/** The values of the API's `EventType`, in its order. */
export const EVENT_TYPES = ["Birthday party","Christening","School or nursery event","Community event","Other"] as const;
/** The values of the API's `QuoteStatus`, in its order. */
export const QUOTE_STATUSES = ["open","accepted","declined","superseded","expired"] as const;

/** Rules the API checks in code, not in a schema keyword: a quote is valid from min to max days after today. */
export const FORM_RULES = {
  "quoteValidDays": {
    "min": 1,
    "max": 30
  }
} as const;
