import { apiCall } from 'shared/kit';

/** Replaces the areas covered; the server normalises each to its district or area. */
export function setAreas(businessId: string, areasCovered: string[]) {
  return apiCall('put', '/api/businesses/{businessId}/areas', { path: { businessId }, body: { areasCovered } });
}
