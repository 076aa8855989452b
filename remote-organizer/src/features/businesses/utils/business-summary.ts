import type { PublicBusiness } from 'shared/contracts';

/** Search results show about this much of a description; longer ones are cut at a word. */
const DESCRIPTION_LENGTH = 160;

/**
 * A business page's description for search engines and shared links: its own words up to 160
 * characters, or what it does and where when it wrote none. The API says the same in the page's
 * served head (api/src/modules/page-head/business-summary.ts; an API test holds the two together).
 */
export function businessSummary(
  business: Pick<PublicBusiness, 'name' | 'description' | 'categories' | 'baseTown'>,
): string {
  const text = business.description.replace(/\s+/g, ' ').trim();
  if (!text) {
    const where = business.baseTown ? ` in ${business.baseTown}` : '';
    return `${business.name}: ${business.categories.join(', ')}${where}, for children's parties and events.`;
  }
  if (text.length <= DESCRIPTION_LENGTH) return text;
  const cut = text.slice(0, DESCRIPTION_LENGTH - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length)}…`;
}
