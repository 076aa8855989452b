/**
 * The photo of a search's first card: the results page's largest image, preloaded from its HTML.
 * Filters the search would refuse (the page then shows the API's message) give none.
 */
import { InvalidInputError } from '../errors.ts';
import type { PublicPhoto } from '../photos/index.ts';
import type { SearchRequest } from '../search/index.ts';

const TEXT_LIMITS = { q: 100, category: 100, postcode: 10, date: 10, sort: 20 } as const;
const INTEGER_LIMITS = { age: [0, 16], children: [1, 200] } as const;

/** The search the results screen runs for this query string (the first of each key, trimmed), or undefined if invalid. */
export function searchRequestFrom(query: URLSearchParams): SearchRequest | undefined {
  const request: SearchRequest = {};
  for (const [key, limit] of Object.entries(TEXT_LIMITS) as [keyof typeof TEXT_LIMITS, number][]) {
    const value = query.get(key)?.trim();
    if (!value) continue;
    if (value.length > limit) return undefined;
    request[key] = value;
  }
  for (const [key, [min, max]] of Object.entries(INTEGER_LIMITS) as [keyof typeof INTEGER_LIMITS, [number, number]][]) {
    const value = query.get(key)?.trim();
    if (!value) continue;
    if (!/^\d{1,3}$/.test(value) || Number(value) < min || Number(value) > max) return undefined;
    request[key] = Number(value);
  }
  return request;
}

export async function firstResultPhoto(
  search: { search(request: SearchRequest): Promise<{ items: { photo: PublicPhoto | null }[] }> },
  query: URLSearchParams,
): Promise<PublicPhoto | null | undefined> {
  const request = searchRequestFrom(query);
  if (!request) return undefined;
  try {
    const { items } = await search.search({ ...request, limit: 1 });
    return items[0]?.photo ?? null;
  } catch (error) {
    if (error instanceof InvalidInputError) return undefined;
    throw error;
  }
}
