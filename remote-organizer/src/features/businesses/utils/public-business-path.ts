/**
 * The API's address for a business's public page. A business page's HTML preloads it at this very
 * address (api/src/modules/page-head/page-meta.ts), so the two must write it alike: a test holds
 * them together.
 */
export const publicBusinessPath = (slug: string) => `/api/public/businesses/${encodeURIComponent(slug)}`;
