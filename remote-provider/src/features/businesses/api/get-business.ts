import { apiRequest } from 'shared/api-client';
import type { OwnerBusiness } from 'shared/contracts';

/** One of the caller's businesses; someone else's answers 404 like a missing one. */
export function getBusiness(id: string): Promise<OwnerBusiness> {
  return apiRequest<OwnerBusiness>(`/api/businesses/${encodeURIComponent(id)}`);
}
