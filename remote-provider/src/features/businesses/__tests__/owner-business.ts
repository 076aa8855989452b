import type { OwnerBusiness, OwnerBusinessSummary, Photo } from 'shared/contracts';

export const BUSINESS_ID = '7d3f5e1a-0000-4000-8000-000000000001';

const COMPLETE = { details: true, packages: true, photos: true, areas: true, complete: true, missing: [] };

/** A business as the API answers its owner: a complete draft unless told otherwise. */
export function ownerBusiness(overrides: Partial<OwnerBusiness> = {}): OwnerBusiness {
  return {
    id: BUSINESS_ID,
    name: 'Bright Sparks Magic',
    slug: 'bright-sparks-magic',
    status: 'draft',
    categories: ['Magicians'],
    description: 'Magic shows for little ones.',
    baseTown: 'Bristol',
    ageRange: { min: 3, max: 9 },
    maxChildren: 30,
    indoor: true,
    outdoor: false,
    contact: { email: 'hello@brightsparks.example', phone: null },
    bookingsPerDay: 1,
    areasCovered: ['BS1'],
    packages: [
      {
        id: 'p1',
        name: 'Magic hour',
        description: '',
        durationMinutes: 60,
        priceFromPence: 24000,
        maxChildren: null,
        ageRange: null,
      },
    ],
    credentials: [],
    photoCount: 1,
    unavailableDates: [],
    completeness: COMPLETE,
    publishedAt: null,
    createdAt: '2026-01-01T10:00:00.000Z',
    updatedAt: '2026-01-01T10:00:00.000Z',
    ...overrides,
  };
}

export function summaryOf(business: OwnerBusiness): OwnerBusinessSummary {
  const { id, name, slug, status, categories, completeness, updatedAt } = business;
  return { id, name, slug, status, categories, completeness, updatedAt };
}

export function photo(id: string, alt: string): Photo {
  return {
    id,
    alt,
    width: 1600,
    height: 1200,
    fallback: `/api/media/${id}-1024.webp`,
    sources: { avif: `/api/media/${id}-320.avif 320w`, webp: `/api/media/${id}-320.webp 320w` },
  };
}
