import { screen } from '@testing-library/react';
import { fakeHttp, renderInApp } from 'shared/testing';
import { gallery } from '../../features/galleries/__tests__/gallery-fixture.ts';
import GalleryAlbumPage from '../gallery-album.tsx';

describe('/gallery/{galleryId}', () => {
  it("shows the gallery's photos under its name", async () => {
    fakeHttp((request) =>
      request.path === `/api/public/galleries/${gallery.id}` ? { status: 200, body: gallery } : undefined,
    );
    renderInApp(<GalleryAlbumPage />, { at: `/gallery/${gallery.id}`, route: '/gallery/:galleryId' });
    expect(await screen.findByRole('heading', { level: 1, name: "Maya's magic birthday" })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Enlarge photo/ })).toHaveLength(3);
  });

  it('is the not-found page for a gallery that does not exist', async () => {
    fakeHttp(() => ({ status: 404, body: { statusCode: 404, error: 'Not Found', message: 'Gallery not found.' } }));
    renderInApp(<GalleryAlbumPage />, { at: '/gallery/nope', route: '/gallery/:galleryId' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
  });
});
