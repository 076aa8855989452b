import { Page } from 'shared/ui';
import { GalleryList } from '../features/galleries/components/gallery-list.tsx';

export default function GalleryPage() {
  return (
    <Page title="Gallery">
      <p>Photos from parties and celebrations put on by providers on our platform.</p>
      <GalleryList />
    </Page>
  );
}
