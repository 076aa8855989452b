import { useState, type KeyboardEvent } from 'react';
import type { Photo } from 'shared/contracts';
import { ResponsivePicture, SecondaryButton } from 'shared/ui';
import styled from 'styled-components';
import { BUSINESS_PHOTO_SIZES } from '../utils/photo-sizes.ts';

const Viewer = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  margin: ${({ theme }) => theme.space(2)} 0;
  border-radius: ${({ theme }) => theme.radius};
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

// One frame for every photo, whatever its shape: moving between photos never moves the page.
const Frame = styled.div`
  aspect-ratio: 3 / 2;
  border-radius: ${({ theme }) => theme.radius};
  overflow: hidden;
  background: ${({ theme }) => theme.color.border};
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`;

const Controls = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  p {
    margin: 0;
  }
`;

/**
 * The business's photos one at a time, the first fetched with priority (it is the page's largest
 * image). The buttons and the arrow keys move between them, wrapping round at either end.
 */
export function PhotoViewer({ photos, businessName }: { photos: Photo[]; businessName: string }) {
  const [index, setIndex] = useState(0);
  const photo = photos[index];
  if (!photo) return null;
  const many = photos.length > 1;
  const show = (step: number) => setIndex((current) => (current + step + photos.length) % photos.length);
  const onKeyDown = (event: KeyboardEvent) => {
    if (!many) return;
    if (event.key === 'ArrowRight') show(1);
    else if (event.key === 'ArrowLeft') show(-1);
    else return;
    event.preventDefault();
  };

  return (
    <Viewer
      aria-roledescription="carousel"
      aria-label={`Photos of ${businessName}`}
      tabIndex={many ? 0 : undefined}
      onKeyDown={onKeyDown}
    >
      <Frame>
        <ResponsivePicture
          key={photo.id}
          photo={photo}
          sizes={BUSINESS_PHOTO_SIZES}
          priority={index === 0}
          eager={index > 0}
        />
      </Frame>
      {many && (
        <Controls>
          <SecondaryButton type="button" onClick={() => show(-1)}>
            Previous photo
          </SecondaryButton>
          <p aria-live="polite">
            Photo {index + 1} of {photos.length}
          </p>
          <SecondaryButton type="button" onClick={() => show(1)}>
            Next photo
          </SecondaryButton>
        </Controls>
      )}
    </Viewer>
  );
}
