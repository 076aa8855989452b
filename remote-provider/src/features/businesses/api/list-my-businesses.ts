import { apiRequest } from 'shared/api-client';
import type { OwnerBusinessList } from 'shared/contracts';

/** One page of the caller's businesses; pass the previous page's `nextCursor` for the next. */
export function listMyBusinesses(cursor?: string | null): Promise<OwnerBusinessList> {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
  return apiRequest<OwnerBusinessList>(`/api/businesses${query}`);
}
