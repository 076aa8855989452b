import { apiRequest } from 'shared/api-client';
import type { CreatePackageBody, OwnerBusiness } from 'shared/contracts';

/** Adds a package, or replaces the fields of the one with `packageId`; answers the whole business. */
export function savePackage(businessId: string, body: CreatePackageBody, packageId?: string): Promise<OwnerBusiness> {
  const base = `/api/businesses/${encodeURIComponent(businessId)}/packages`;
  return packageId
    ? apiRequest<OwnerBusiness>(`${base}/${encodeURIComponent(packageId)}`, { method: 'PATCH', body })
    : apiRequest<OwnerBusiness>(base, { method: 'POST', body });
}
