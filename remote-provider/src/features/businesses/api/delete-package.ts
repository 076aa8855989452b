import { apiRequest } from 'shared/api-client';
import type { OwnerBusiness } from 'shared/contracts';

/** A live business keeps at least one package: the server answers 409 for its last. */
export function deletePackage(businessId: string, packageId: string): Promise<OwnerBusiness> {
  return apiRequest<OwnerBusiness>(
    `/api/businesses/${encodeURIComponent(businessId)}/packages/${encodeURIComponent(packageId)}`,
    { method: 'DELETE' },
  );
}
