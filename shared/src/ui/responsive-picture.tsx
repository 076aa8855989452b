import type { Photo } from 'shared/contracts';

type ResponsivePictureProps = {
  photo: Photo;
  /** The `sizes` attribute: how wide the picture is drawn at each viewport width. */
  sizes: string;
  /** The first or largest picture above the fold: fetched at once and first. */
  priority?: boolean;
  /** Above the fold but not the largest: fetched at once, at the usual priority. */
  eager?: boolean;
  className?: string;
};

/**
 * A processed photo as AVIF, then WebP, at the width the layout needs. Width and height come from
 * the API so the browser reserves the space before a byte arrives: nothing below it moves.
 */
export function ResponsivePicture({
  photo,
  sizes,
  priority = false,
  eager = false,
  className,
}: ResponsivePictureProps) {
  return (
    <picture className={className}>
      <source type="image/avif" srcSet={photo.sources.avif} sizes={sizes} />
      <source type="image/webp" srcSet={photo.sources.webp} sizes={sizes} />
      <img
        src={photo.fallback}
        alt={photo.alt}
        width={photo.width}
        height={photo.height}
        loading={priority || eager ? 'eager' : 'lazy'}
        decoding={priority ? 'auto' : 'async'}
        fetchPriority={priority ? 'high' : undefined}
      />
    </picture>
  );
}
