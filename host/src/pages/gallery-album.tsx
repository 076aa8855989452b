import { useParams } from 'react-router-dom';
import { Page } from 'shared/ui';

export default function GalleryAlbumPage() {
  const { galleryId } = useParams();
  return (
    <Page title="Gallery Album">
      <p>Photos from album {galleryId}.</p>
    </Page>
  );
}
