import type { Category } from 'shared/contracts';
import { apiCall } from 'shared/kit';

/** Two rows of three on a wide screen, the first screens of one column on a phone. */
export const DIRECTORY_PAGE_SIZE = 24;

type DirectoryPageQuery = { category: Category | null; cursor: string | null };

/** One page of the directory: live businesses in name order, of one category or all. A public read. */
export function getDirectoryPage({ category, cursor }: DirectoryPageQuery) {
  return apiCall('get', '/api/public/businesses', {
    query: { limit: DIRECTORY_PAGE_SIZE, ...(category && { category }), ...(cursor && { cursor }) },
    auth: false,
  });
}
