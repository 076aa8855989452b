import { useParams } from 'react-router-dom';
import { FormError, InlineSpinner, Page } from 'shared/ui';
import { GalleryAlbum } from '../features/galleries/components/gallery-album.tsx';
import { useGallery } from '../features/galleries/hooks/use-gallery.ts';
import NotFoundPage from './not-found.tsx';

export default function GalleryAlbumPage() {
  const state = useGallery(useParams().galleryId ?? '');
  if (state.status === 'not-found') return <NotFoundPage />;
  if (state.status === 'ready') {
    return (
      <Page title={state.gallery.name}>
        <GalleryAlbum gallery={state.gallery} />
      </Page>
    );
  }
  return (
    <Page title="Gallery">
      {state.status === 'loading' ? <InlineSpinner label="Loading photos…" /> : <FormError>{state.message}</FormError>}
    </Page>
  );
}
