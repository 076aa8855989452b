import type { BusinessCard } from 'shared/contracts';

let next = 0;

/** A business card as the API answers it; `overrides` change what a test is about. */
export function businessCard(overrides: Partial<BusinessCard> = {}): BusinessCard {
  next += 1;
  const id = `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`;
  return {
    id,
    name: `Business ${next}`,
    slug: `business-${next}`,
    categories: ['Magicians'],
    baseTown: 'Bristol',
    priceFromPence: 14_500,
    rating: { average: 4.8, count: 12 },
    badges: ['Enhanced DBS'],
    photo: {
      id: `10000000-0000-4000-8000-${String(next).padStart(12, '0')}`,
      alt: `A show by business ${next}`,
      width: 1600,
      height: 1200,
      sources: { avif: `/api/media/${next}-640.avif 640w`, webp: `/api/media/${next}-640.webp 640w` },
      fallback: `/api/media/${next}-1024.webp`,
    },
    ...overrides,
  };
}
