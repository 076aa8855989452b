import { Page } from 'shared/ui';

export default function GalleryPage() {
  return (
    <Page title="Gallery">
      <p>Photos from parties and celebrations put on by providers on our platform.</p>
    </Page>
  );
}
