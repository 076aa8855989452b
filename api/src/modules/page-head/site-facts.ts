/**
 * What every page's head says of the site, as the browser's PageMeta says it (shared/contracts,
 * host/src/meta): the API has no dependency on the site's packages, so a test holds these to them.
 */
export const SITE_NAME = 'KidsEvents';
export const COMPANY_NAME = 'KidsEvents Ltd';
export const DEFAULT_TITLE = "The Ultimate Kids' Event Platform";
export const DEFAULT_DESCRIPTION =
  "Find, compare and book trusted local entertainers, venues and caterers for children's parties and events across the UK.";

/** The logo under a fixed name beside the host's index.html: the share image of a page with none of its own. */
export const SHARE_LOGO_PATH = '/logo.png';

/**
 * How wide the business page's photo viewer and a results card draw their photo (their `sizes`,
 * remote-organizer/src/features/businesses/utils/photo-sizes.ts and shared/src/ui/photo-sizes.ts):
 * a preload must name the same, or the browser fetches a second width.
 */
export const BUSINESS_PHOTO_SIZES = '(max-width: 960px) calc(100vw - 32px), 928px';
export const CARD_PHOTO_SIZES = '(max-width: 600px) calc(100vw - 32px), 310px';
