/**
 * How wide the business page draws its photo at each viewport width (the page is at most 960px
 * wide, 16px padding each side): the `sizes` of its pictures, and of the preload of the first one
 * in the page's served head (api/src/modules/page-head/site-facts.ts; an API test holds them equal).
 */
export const BUSINESS_PHOTO_SIZES = '(max-width: 960px) calc(100vw - 32px), 928px';
