/**
 * A photo as browsers get it: enough for `<picture>` with one `<source>` per format (`srcset` of
 * every width) and an `<img>` whose width and height reserve its space before it loads.
 */
import type { PhotoRow, PhotoVariant } from '../../db/schema.ts';

export interface PublicPhoto {
  id: string;
  alt: string;
  width: number;
  height: number;
  sources: { avif: string; webp: string };
  /** A WebP of at most 1024 px, for the `<img>` itself. */
  fallback: string;
}

export type PhotoForDisplay = Pick<PhotoRow, 'id' | 'alt' | 'width' | 'height' | 'variants'>;

const FALLBACK_MAX_WIDTH = 1024;

function byWidth(variants: PhotoVariant[], format: PhotoVariant['format']): PhotoVariant[] {
  return variants.filter((variant) => variant.format === format).sort((a, b) => a.width - b.width);
}

function srcset(variants: PhotoVariant[], publicUrl: (key: string) => string): string {
  return variants.map((variant) => `${publicUrl(variant.key)} ${variant.width}w`).join(', ');
}

export function toPublicPhoto(photo: PhotoForDisplay, publicUrl: (key: string) => string): PublicPhoto {
  const webp = byWidth(photo.variants, 'webp');
  const fallback = webp.filter((variant) => variant.width <= FALLBACK_MAX_WIDTH).at(-1) ?? webp[0];
  if (!fallback) throw new Error(`Photo ${photo.id} has no WebP variant`);
  return {
    id: photo.id,
    alt: photo.alt,
    width: photo.width,
    height: photo.height,
    sources: { avif: srcset(byWidth(photo.variants, 'avif'), publicUrl), webp: srcset(webp, publicUrl) },
    fallback: publicUrl(fallback.key),
  };
}
