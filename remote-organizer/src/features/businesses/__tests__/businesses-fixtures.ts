import type { BusinessCard, Photo, PublicBusiness } from 'shared/contracts';

export function photoOf(n: number, alt = `Photo number ${n}`): Photo {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    alt,
    fallback: `/api/media/p${n}/1024.webp`,
    width: 1600,
    height: 1067,
    sources: { avif: `/api/media/p${n}/640.avif 640w`, webp: `/api/media/p${n}/640.webp 640w` },
  };
}

export function cardOf(n: number, overrides: Partial<BusinessCard> = {}): BusinessCard {
  return {
    id: `10000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    slug: `business-${n}`,
    name: `Business ${n}`,
    categories: ['Magicians'],
    baseTown: 'Leeds',
    rating: { average: 0, count: 0 },
    badges: [],
    priceFromPence: 10000 + n,
    photo: photoOf(n),
    ...overrides,
  };
}

export const brightSparks: PublicBusiness = {
  id: '20000000-0000-4000-8000-000000000001',
  slug: 'bright-sparks-magic',
  name: 'Bright Sparks Magic',
  categories: ['Magicians', 'Entertainers'],
  baseTown: 'Bristol',
  description: 'Close-up magic and balloon modelling for parties of every size.\nWe bring everything.',
  areasCovered: ['BS1', 'BS8', 'BA'],
  ageRange: { min: 3, max: 10 },
  maxChildren: 30,
  indoor: true,
  outdoor: false,
  badges: [{ type: 'Enhanced DBS', expiresOn: '2027-03-12' }],
  rating: { average: 0, count: 0 },
  priceFromPence: 18000,
  photos: [photoOf(1, 'A magician on stage'), photoOf(2, 'Balloon animals'), photoOf(3, 'Children laughing')],
  packages: [
    {
      id: '30000000-0000-4000-8000-000000000001',
      name: 'Magic Hour',
      description: 'An hour of magic with a wand for the birthday child.',
      durationMinutes: 60,
      priceFromPence: 18000,
      maxChildren: 20,
      ageRange: { min: 4, max: 8 },
    },
    {
      id: '30000000-0000-4000-8000-000000000002',
      name: 'The Full Party',
      description: '',
      durationMinutes: 150,
      priceFromPence: 123450,
      maxChildren: null,
      ageRange: null,
    },
  ],
  galleries: [
    { id: '40000000-0000-4000-8000-000000000001', name: 'Summer parties', photoCount: 12, cover: photoOf(4) },
  ],
};
