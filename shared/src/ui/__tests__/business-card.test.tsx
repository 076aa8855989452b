import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BusinessCard as BusinessCardData, Photo } from 'shared/contracts';
import { BusinessCard, formatPence, ResponsivePicture } from 'shared/ui';
import { renderInApp } from 'shared/testing';

const photo: Photo = {
  id: '7d3c0e52-55a3-4a4e-9d6e-3c1c8d1f0a01',
  alt: 'A magician pulling a rabbit from a hat',
  fallback: '/api/media/p1/1024.webp',
  width: 1600,
  height: 1200,
  sources: {
    avif: '/api/media/p1/320.avif 320w, /api/media/p1/1600.avif 1600w',
    webp: '/api/media/p1/320.webp 320w, /api/media/p1/1600.webp 1600w',
  },
};

const business: BusinessCardData = {
  id: '0b8a4f7e-9d36-4bb5-a2a8-6f0c6a8e2b11',
  slug: 'bright-sparks-magic',
  name: 'Bright Sparks Magic',
  categories: ['Magicians', 'Entertainers'],
  baseTown: 'Bristol',
  rating: { average: 4.83, count: 12 },
  badges: ['Enhanced DBS', 'Public Liability Insurance'],
  priceFromPence: 123450,
  photo,
};

describe('formatPence', () => {
  it('shows whole pence as pounds, en-GB', () => {
    expect(formatPence(123450)).toBe('£1,234.50');
    expect(formatPence(0)).toBe('£0.00');
    expect(formatPence(5)).toBe('£0.05');
  });

  it("writes what Intl's en-GB pounds write, negative and large amounts too", () => {
    const intl = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
    for (const pence of [0, 1, 99, 100, 101, 99999, 100000, 123456789, -1, -250, -1234567, 900719925474099])
      expect(formatPence(pence)).toBe(intl.format(pence / 100));
  });

  it('refuses anything but whole pence, naming it', () => {
    expect(() => formatPence(12.5)).toThrow('formatPence takes whole pence, not 12.5');
  });
});

describe('the business card', () => {
  it("shows the business's name as a link to its page, what it does, where, its rating, badges and all-in price", async () => {
    renderInApp(<BusinessCard business={business} />);
    const card = screen.getByRole('article', { name: 'Bright Sparks Magic' });
    expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent('Bright Sparks Magic');
    expect(within(card).getByText('Magicians · Entertainers')).toBeInTheDocument();
    expect(within(card).getByText('Bristol')).toBeInTheDocument();
    expect(within(card).getByText('4.8 (12 reviews)')).toBeInTheDocument();
    const badges = within(card).getByRole('list', { name: 'Verified credentials' });
    expect(
      within(badges)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['✓ Enhanced DBS', '✓ Public Liability Insurance']);
    expect(within(card).getByText('From £1,234.50')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'A magician pulling a rabbit from a hat' })).toBeInTheDocument();

    await userEvent.click(within(card).getByRole('link', { name: 'Bright Sparks Magic' }));
    expect(screen.getByText('Now at /pages/bright-sparks-magic')).toBeInTheDocument();
  });

  it('says "No reviews yet" before the first review, shows no badge list without badges, and keeps its shape without a photo', () => {
    renderInApp(
      <BusinessCard
        business={{ ...business, rating: { average: 0, count: 0 }, badges: [], photo: null, baseTown: null }}
        headingLevel={2}
      />,
    );
    const card = screen.getByRole('article', { name: 'Bright Sparks Magic' });
    expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent('Bright Sparks Magic');
    expect(within(card).getByText('No reviews yet')).toBeInTheDocument();
    expect(within(card).queryByRole('list')).not.toBeInTheDocument();
    expect(within(card).queryByRole('img')).not.toBeInTheDocument();
  });

  it('names one review in the singular', () => {
    renderInApp(<BusinessCard business={{ ...business, rating: { average: 5, count: 1 } }} />);
    expect(screen.getByText('5.0 (1 review)')).toBeInTheDocument();
  });
});

describe('the responsive picture', () => {
  it('offers AVIF then WebP at every width with the given sizes, and reserves its space from the known width and height', () => {
    const { container } = renderInApp(<ResponsivePicture photo={photo} sizes="100vw" />);
    const sources = container.querySelectorAll('picture > source');
    expect([...sources].map((source) => [source.getAttribute('type'), source.getAttribute('srcset')])).toEqual([
      ['image/avif', photo.sources.avif],
      ['image/webp', photo.sources.webp],
    ]);
    expect([...sources].every((source) => source.getAttribute('sizes') === '100vw')).toBe(true);
    const img = screen.getByRole('img', { name: photo.alt });
    expect(img).toHaveAttribute('src', photo.fallback);
    expect(img).toHaveAttribute('width', '1600');
    expect(img).toHaveAttribute('height', '1200');
  });

  it('loads lazily below the fold, at once and first with priority, at once without priority when eager', () => {
    renderInApp(
      <>
        <ResponsivePicture photo={{ ...photo, alt: 'below' }} sizes="100vw" />
        <ResponsivePicture photo={{ ...photo, alt: 'first' }} sizes="100vw" priority />
        <ResponsivePicture photo={{ ...photo, alt: 'beside' }} sizes="100vw" eager />
      </>,
    );
    const below = screen.getByRole('img', { name: 'below' });
    expect(below).toHaveAttribute('loading', 'lazy');
    expect(below).not.toHaveAttribute('fetchpriority');
    const first = screen.getByRole('img', { name: 'first' });
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    const beside = screen.getByRole('img', { name: 'beside' });
    expect(beside).toHaveAttribute('loading', 'eager');
    expect(beside).not.toHaveAttribute('fetchpriority');
  });
});
