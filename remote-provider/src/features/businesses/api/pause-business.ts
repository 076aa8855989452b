import { apiCall } from 'shared/kit';

/** Live → paused: hidden from families until published again. */
export function pauseBusiness(businessId: string) {
  return apiCall('post', '/api/businesses/{businessId}/pause', { path: { businessId } });
}
