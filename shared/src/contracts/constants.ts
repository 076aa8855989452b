/** Facts from the product specification, written once for every remote. */

export const SITE_NAME = 'KidsEvents';
export const COMPANY_NAME = 'KidsEvents Ltd';
export const DEFAULT_TITLE = "The Ultimate Kids' Event Platform";
export const DEFAULT_DESCRIPTION =
  "Find, compare and book trusted local entertainers, venues and caterers for children's parties and events across the UK.";
export const TAGLINE = "Supercharge Kids' Events With Our Innovative Platform And Top Local Providers";

export const STORAGE_KEYS = {
  selectedView: 'selectedView',
  themeMode: 'themeMode',
  userConsent: 'user-consent',
  consentTimestamp: 'consent-timestamp',
} as const;

export const VIEWS = ['organizer', 'provider'] as const;
export type View = (typeof VIEWS)[number];
export const DEFAULT_VIEW: View = 'organizer';

export const THEME_MODES = ['light', 'dark'] as const;
export type ThemeMode = (typeof THEME_MODES)[number];

export const NOTIFICATION_POPUP_LIMIT = 5;
export const NOTIFICATION_POPUP_WIDTH = 400;
export const NOTIFICATION_POPUP_MAX_HEIGHT = 400;
export const MOBILE_BREAKPOINT = 600;
export const BADGE_MAX = 99;

export const CONSENT_ACCEPTED_TTL_MS = 31_536_000_000;
export const CONSENT_DECLINED_TTL_MS = 3_600_000;
export const PAGE_VIEW_DELAY_MS = 300;
export const SESSION_RECORDING_DELAY_MS = 2_000;

export const MAILING_LIST_MAX_WIDTH = 400;
export const LOGO_WIDTH = 100;
export const LOGO_HEIGHT = 40;
/**
 * The shell's header is exactly this tall when closed (px, border included), at or below
 * MOBILE_BREAKPOINT and above it: the host reserves it before the header arrives, so nothing
 * on the page moves when it does.
 */
export const HEADER_HEIGHT = { narrow: 101, wide: 93 } as const;
