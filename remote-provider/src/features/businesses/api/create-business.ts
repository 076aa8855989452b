import type { CreateBusinessBody } from 'shared/contracts';
import { apiCall } from 'shared/kit';

/** A new draft business owned by the caller. */
export function createBusiness(body: CreateBusinessBody) {
  return apiCall('post', '/api/businesses', { body });
}
