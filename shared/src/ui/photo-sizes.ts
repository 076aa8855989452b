/**
 * How wide a business card draws its photo: cards sit in a grid of columns at least 260px wide,
 * at most three across the 960px page. The preload of the first card's photo in the results
 * page's served head names the same (api/src/modules/page-head/site-facts.ts; an API test holds them equal).
 */
export const CARD_PHOTO_SIZES = '(max-width: 600px) calc(100vw - 32px), 310px';
