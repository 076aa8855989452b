import type { BusinessGallerySummary } from 'shared/contracts';
import { Link } from 'react-router-dom';
import { ResponsivePicture } from 'shared/ui';
import styled from 'styled-components';

const List = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space(2)};
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius};
  }
`;

/** The business's galleries, each opening at /gallery/{galleryId}; nothing when it has none. */
export function GalleryLinks({ galleries }: { galleries: BusinessGallerySummary[] }) {
  if (galleries.length === 0) return null;
  return (
    <section aria-labelledby="galleries-heading">
      <h2 id="galleries-heading">Galleries</h2>
      <List>
        {galleries.map((gallery) => (
          <li key={gallery.id}>
            {gallery.cover && (
              <ResponsivePicture photo={gallery.cover} sizes="(max-width: 600px) calc(100vw - 32px), 220px" />
            )}
            <Link to={`/gallery/${encodeURIComponent(gallery.id)}`}>{gallery.name}</Link>
            <p>
              {gallery.photoCount} {gallery.photoCount === 1 ? 'photo' : 'photos'}
            </p>
          </li>
        ))}
      </List>
    </section>
  );
}
