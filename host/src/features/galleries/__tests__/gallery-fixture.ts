import type { Photo, PublicGallery } from 'shared/contracts';

export function photo(n: number, alt: string): Photo {
  return {
    id: `10000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    alt,
    width: 1600,
    height: 1200,
    sources: { avif: `/api/media/p${n}-640.avif 640w`, webp: `/api/media/p${n}-640.webp 640w` },
    fallback: `/api/media/p${n}-1024.webp`,
  };
}

export const gallery: PublicGallery = {
  id: '20000000-0000-4000-8000-000000000001',
  name: "Maya's magic birthday",
  business: { name: "Magic Mike's Magic Shows", slug: 'magic-mikes-magic-shows' },
  photos: [photo(1, 'The rabbit appears'), photo(2, 'Balloon swords for everyone'), photo(3, 'The disappearing cake')],
};
