import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appStore } from 'shared/store';
import { renderInApp } from 'shared/testing';
import { GalleryAlbum } from '../components/gallery-album.tsx';
import { gallery } from './gallery-fixture.ts';

const viewer = () => screen.getByRole('dialog', { name: "Maya's magic birthday" });
const shown = () => within(viewer()).getByRole('img').getAttribute('alt');

async function openPhoto(n: number) {
  renderInApp(<GalleryAlbum gallery={gallery} />);
  await userEvent.click(screen.getByRole('button', { name: new RegExp(`^Enlarge photo ${n} of 3`) }));
}

describe('the gallery viewer', () => {
  it('opens the photo chosen, enlarged, with focus on Close', async () => {
    await openPhoto(2);
    expect(shown()).toBe('Balloon swords for everyone');
    expect(within(viewer()).getByText('Photo 2 of 3')).toBeInTheDocument();
    expect(within(viewer()).getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('steps with the arrow keys, round the ends, and jumps with Home and End', async () => {
    await openPhoto(1);
    await userEvent.keyboard('{ArrowRight}');
    expect(shown()).toBe('Balloon swords for everyone');
    await userEvent.keyboard('{End}');
    expect(shown()).toBe('The disappearing cake');
    await userEvent.keyboard('{ArrowRight}');
    expect(shown()).toBe('The rabbit appears');
    await userEvent.keyboard('{ArrowLeft}');
    expect(shown()).toBe('The disappearing cake');
    await userEvent.keyboard('{Home}');
    expect(shown()).toBe('The rabbit appears');
    expect(within(viewer()).getByText('Photo 1 of 3')).toBeInTheDocument();
  });

  it('has named buttons for pointer and keyboard users alike', async () => {
    await openPhoto(1);
    await userEvent.click(within(viewer()).getByRole('button', { name: 'Next photo' }));
    expect(shown()).toBe('Balloon swords for everyone');
    await userEvent.click(within(viewer()).getByRole('button', { name: 'Previous photo' }));
    expect(shown()).toBe('The rabbit appears');
  });

  it('keeps Tab inside while open', async () => {
    await openPhoto(1);
    const close = within(viewer()).getByRole('button', { name: 'Close' });
    await userEvent.tab();
    expect(within(viewer()).getByRole('button', { name: 'Previous photo' })).toHaveFocus();
    await userEvent.tab();
    expect(within(viewer()).getByRole('button', { name: 'Next photo' })).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(within(viewer()).getByRole('button', { name: 'Next photo' })).toHaveFocus();
  });

  it('closes with Escape and puts focus on the thumbnail of the photo last seen', async () => {
    await openPhoto(1);
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Enlarge photo 3 of 3: The disappearing cake' })).toHaveFocus();
  });

  it('closes with its Close button too', async () => {
    await openPhoto(2);
    await userEvent.click(within(viewer()).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: /^Enlarge photo 2 of 3/ })).toHaveFocus();
  });

  it('loads the first thumbnail first and lazy-loads those below the fold', () => {
    renderInApp(
      <GalleryAlbum
        gallery={{ ...gallery, photos: [1, 2, 3, 4, 5].map((n) => ({ ...gallery.photos[0]!, id: `p${n}` })) }}
      />,
    );
    const images = document.querySelectorAll('img');
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    expect(images[1]).toHaveAttribute('loading', 'eager');
    expect(images[4]).toHaveAttribute('loading', 'lazy');
  });

  it('links the business and describes the gallery in the page metadata', () => {
    window.history.pushState(null, '', `/gallery/${gallery.id}`);
    renderInApp(<GalleryAlbum gallery={gallery} />);
    expect(screen.getByRole('link', { name: "Magic Mike's Magic Shows" })).toHaveAttribute(
      'href',
      '/pages/magic-mikes-magic-shows',
    );
    expect(appStore.getState().pageMeta).toMatchObject({
      path: `/gallery/${gallery.id}`,
      description: "Maya's magic birthday: 3 photos by Magic Mike's Magic Shows.",
      image: '/api/media/p1-1024.webp',
    });
  });
});
