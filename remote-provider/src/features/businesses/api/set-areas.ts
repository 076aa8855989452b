import { apiRequest } from 'shared/api-client';
import type { OwnerBusiness } from 'shared/contracts';

/** Replaces the areas covered; the server normalises each to its district or area. */
export function setAreas(businessId: string, areasCovered: string[]): Promise<OwnerBusiness> {
  return apiRequest<OwnerBusiness>(`/api/businesses/${encodeURIComponent(businessId)}/areas`, {
    method: 'PUT',
    body: { areasCovered },
  });
}
