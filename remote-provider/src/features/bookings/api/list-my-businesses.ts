import { apiRequest } from 'shared/api-client';
import type { OwnerBusinessList } from 'shared/contracts';

/** A page of the caller's businesses, for choosing whose bookings to show. */
export function listMyBusinesses(cursor?: string | null): Promise<OwnerBusinessList> {
  const query = new URLSearchParams({ limit: '100' });
  if (cursor) query.set('cursor', cursor);
  return apiRequest<OwnerBusinessList>(`/api/businesses?${query.toString()}`);
}
