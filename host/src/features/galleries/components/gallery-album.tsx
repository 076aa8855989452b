import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ORGANIZER_PATHS, type PublicGallery, routePath } from 'shared/contracts';
import { appStore } from 'shared/store';
import { ResponsivePicture } from 'shared/ui';
import { PhotoViewer } from './photo-viewer.tsx';

/** Thumbnails in columns at least 180px wide; the page is at most 960px wide. */
const THUMB_SIZES = '(max-width: 600px) 50vw, 240px';
/** Thumbnails in the first rows, drawn with the page rather than lazily. */
const ABOVE_THE_FOLD = 4;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space(1)};
  padding: 0;
  list-style: none;
  button {
    display: block;
    width: 100%;
    padding: 0;
    border: none;
    border-radius: 8px;
    overflow: hidden;
    background: ${({ theme }) => theme.color.border};
    cursor: zoom-in;
  }
  button:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 1;
    object-fit: cover;
  }
`;

/** A gallery's photos as thumbnails; each opens the viewer, and closing it returns to the photo last seen. */
export function GalleryAlbum({ gallery }: { gallery: PublicGallery }) {
  const [open, setOpen] = useState<number | null>(null);
  const thumbnails = useRef<(HTMLButtonElement | null)[]>([]);
  const { photos } = gallery;

  useEffect(() => {
    const cover = photos[0];
    appStore.getState().setPageMeta({
      description: `${gallery.name}: ${photos.length} ${photos.length === 1 ? 'photo' : 'photos'} by ${gallery.business.name}.`,
      image: cover?.fallback,
    });
  }, [gallery, photos]);

  const close = () => {
    if (open !== null) thumbnails.current[open]?.focus();
    setOpen(null);
  };

  return (
    <>
      <p>
        Photos by{' '}
        <Link to={routePath(ORGANIZER_PATHS.businessPage, { businessName: gallery.business.slug })}>
          {gallery.business.name}
        </Link>
      </p>
      {photos.length === 0 ? (
        <p>This gallery has no photos yet.</p>
      ) : (
        <Grid>
          {photos.map((photo, index) => (
            <li key={photo.id}>
              <button
                ref={(element) => {
                  thumbnails.current[index] = element;
                }}
                type="button"
                aria-label={`Enlarge photo ${index + 1} of ${photos.length}: ${photo.alt}`}
                onClick={() => setOpen(index)}
              >
                <ResponsivePicture
                  photo={{ ...photo, alt: '' }}
                  sizes={THUMB_SIZES}
                  priority={index === 0}
                  eager={index > 0 && index < ABOVE_THE_FOLD}
                />
              </button>
            </li>
          ))}
        </Grid>
      )}
      {open !== null && (
        <PhotoViewer photos={photos} index={open} label={gallery.name} onShow={setOpen} onClose={close} />
      )}
    </>
  );
}
