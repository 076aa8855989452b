import { apiRequest } from 'shared/api-client';
import type { BusinessCardList, Category } from 'shared/contracts';

/** Two rows of three on a wide screen, the first screens of one column on a phone. */
export const DIRECTORY_PAGE_SIZE = 24;

type DirectoryPageQuery = { category: Category | null; cursor: string | null };

/** One page of the directory: live businesses in name order, of one category or all. A public read. */
export function getDirectoryPage({ category, cursor }: DirectoryPageQuery): Promise<BusinessCardList> {
  const query = new URLSearchParams({ limit: String(DIRECTORY_PAGE_SIZE) });
  if (category) query.set('category', category);
  if (cursor) query.set('cursor', cursor);
  return apiRequest<BusinessCardList>(`/api/public/businesses?${query}`, { auth: false });
}
