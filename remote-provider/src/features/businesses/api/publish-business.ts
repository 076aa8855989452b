import { apiRequest } from 'shared/api-client';
import type { OwnerBusiness } from 'shared/contracts';

/** Draft or paused → live; the server refuses (409, naming what is missing) an incomplete one. */
export function publishBusiness(id: string): Promise<OwnerBusiness> {
  return apiRequest<OwnerBusiness>(`/api/businesses/${encodeURIComponent(id)}/publish`, { method: 'POST' });
}
