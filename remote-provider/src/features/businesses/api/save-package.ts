import type { CreatePackageBody } from 'shared/contracts';
import { apiCall } from 'shared/kit';

/** Adds a package, or replaces the fields of the one with `packageId`; answers the whole business. */
export function savePackage(businessId: string, body: CreatePackageBody, packageId?: string) {
  return packageId
    ? apiCall('patch', '/api/businesses/{businessId}/packages/{packageId}', { path: { businessId, packageId }, body })
    : apiCall('post', '/api/businesses/{businessId}/packages', { path: { businessId }, body });
}
