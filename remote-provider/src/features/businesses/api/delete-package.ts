import { apiCall } from 'shared/kit';

/** A live business keeps at least one package: the server answers 409 for its last. */
export function deletePackage(businessId: string, packageId: string) {
  return apiCall('delete', '/api/businesses/{businessId}/packages/{packageId}', { path: { businessId, packageId } });
}
