import { ORGANIZER_PATHS, routePath } from 'shared/contracts';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { FormError, InlineSpinner, ResponsivePicture, SecondaryButton } from 'shared/ui';
import { useGalleryList } from '../hooks/use-gallery-list.ts';

const COVER_SIZES = '(max-width: 600px) calc(100vw - 32px), 310px';
const FIRST_ROW = 3;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: ${({ theme }) => theme.space(2)};
  padding: 0;
  list-style: none;
  article {
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.color.surface};
    overflow: hidden;
  }
  img,
  .no-photo {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 4 / 3;
    object-fit: cover;
  }
  .no-photo {
    background: ${({ theme }) => theme.color.border};
  }
  h2 {
    font-size: 1.15rem;
    margin: 0;
  }
  div {
    display: grid;
    gap: 4px;
    padding: ${({ theme }) => theme.space(2)};
  }
  p {
    margin: 0;
  }
`;

/** Galleries across live businesses, newest first, a page at a time. */
export function GalleryList() {
  const { state, showMore } = useGalleryList();
  if (state.status === 'loading') return <InlineSpinner label="Loading galleries…" />;
  if (state.status === 'error') return <FormError>{state.message}</FormError>;
  if (state.items.length === 0) return <p>No galleries yet: providers add them as their parties happen.</p>;

  return (
    <>
      <Grid>
        {state.items.map((gallery, index) => (
          <li key={gallery.id}>
            <article aria-label={gallery.name}>
              {gallery.cover ? (
                <ResponsivePicture
                  photo={gallery.cover}
                  sizes={COVER_SIZES}
                  priority={index === 0}
                  eager={index > 0 && index < FIRST_ROW}
                />
              ) : (
                <span className="no-photo" />
              )}
              <div>
                <h2>
                  <Link to={`/gallery/${gallery.id}`}>{gallery.name}</Link>
                </h2>
                <p>
                  by{' '}
                  <Link to={routePath(ORGANIZER_PATHS.businessPage, { businessName: gallery.business.slug })}>
                    {gallery.business.name}
                  </Link>
                </p>
                <p>{gallery.photoCount === 1 ? '1 photo' : `${gallery.photoCount} photos`}</p>
              </div>
            </article>
          </li>
        ))}
      </Grid>
      <FormError>{state.moreError}</FormError>
      {state.hasMore && (
        <p>
          <SecondaryButton type="button" onClick={showMore} disabled={state.loadingMore}>
            Show more galleries
          </SecondaryButton>
        </p>
      )}
    </>
  );
}
