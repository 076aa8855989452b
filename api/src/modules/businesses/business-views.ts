/** Rows as the API shows them (schemas/business.ts). */
import type { BusinessRow, CredentialRow, PackageRow } from '../../db/schema.ts';
import { standingOf } from './badges.ts';
import type { CredentialType } from './catalogue.ts';
import type { Category } from './catalogue.ts';
import type { Completeness } from './completeness.ts';

export interface AgeRangeView {
  min: number;
  max: number;
}

export function ageRangeOf(row: { ageMin: number | null; ageMax: number | null }): AgeRangeView | null {
  return row.ageMin === null || row.ageMax === null ? null : { min: row.ageMin, max: row.ageMax };
}

export function packageView(row: PackageRow) {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    durationMinutes: row.durationMinutes,
    priceFromPence: row.priceFromPence,
    maxChildren: row.maxChildren,
    ageRange: ageRangeOf(row),
  };
}

export function ownerCredentialView(row: CredentialRow, today: string) {
  const standing = standingOf(
    { type: row.type as CredentialType, status: row.status, expiresOn: row.expiresOn },
    today,
  );
  return {
    id: row.id,
    type: row.type as CredentialType,
    reference: row.reference,
    expiresOn: row.expiresOn,
    status: row.status,
    standing,
    badge: standing === 'verified',
    rejectionReason: row.rejectionReason,
  };
}

export interface OwnerBusinessParts {
  areas: string[];
  packages: PackageRow[];
  credentials: CredentialRow[];
  photoCount: number;
  unavailableDates: string[];
  completeness: Completeness;
  today: string;
}

export function ownerBusinessView(row: BusinessRow, parts: OwnerBusinessParts) {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    status: row.status,
    categories: row.categories as Category[],
    description: row.description,
    baseTown: row.baseTown,
    ageRange: ageRangeOf(row),
    maxChildren: row.maxChildren,
    indoor: row.indoor,
    outdoor: row.outdoor,
    contact: { email: row.contactEmail, phone: row.contactPhone },
    bookingsPerDay: row.bookingsPerDay,
    areasCovered: parts.areas,
    packages: parts.packages.map(packageView),
    credentials: parts.credentials.map((credential) => ownerCredentialView(credential, parts.today)),
    photoCount: parts.photoCount,
    unavailableDates: parts.unavailableDates,
    completeness: parts.completeness,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export type OwnerBusinessView = ReturnType<typeof ownerBusinessView>;

export function ownerSummaryView(row: BusinessRow, completeness: Completeness) {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    status: row.status,
    categories: row.categories as Category[],
    completeness,
    updatedAt: row.updatedAt.toISOString(),
  };
}
