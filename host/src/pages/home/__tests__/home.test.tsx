import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { appStore } from 'shared/store';
import { fakeHttp, signInAs, signOutEveryone } from 'shared/testing';
import { ThemeRoot } from 'shared/theme';
import HomePage from '../index.tsx';

function Location() {
  const { pathname, search } = useLocation();
  return <p>Now at {`${pathname}${search}`}</p>;
}

const renderHome = () =>
  render(
    <ThemeRoot>
      <MemoryRouter>
        <Routes>
          <Route path="/" element={<HomePage />} />
          <Route path="*" element={null} />
        </Routes>
        <Location />
      </MemoryRouter>
    </ThemeRoot>,
  );

const featured = {
  id: '00000000-0000-4000-8000-000000000001',
  name: "Magic Mike's Magic Shows",
  slug: 'magic-mikes-magic-shows',
  categories: ['Magicians'],
  baseTown: 'Bristol',
  priceFromPence: 14_500,
  rating: { average: 4.9, count: 31 },
  badges: [],
  photo: null,
};

describe('home page', () => {
  beforeEach(() => {
    localStorage.clear();
    signOutEveryone();
    appStore.setState({ viewChosen: false, selectedView: 'organizer' });
    fakeHttp(() => ({ status: 200, body: { items: [featured], nextCursor: null } }));
  });

  it('asks a first-time visitor to choose a side, and remembers the choice', async () => {
    renderHome();
    expect(screen.getByRole('heading', { name: 'Welcome! How will you use the platform?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Organizer/ }));
    expect(localStorage.getItem('selectedView')).toBe('organizer');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent("Plan Your Child's Next Party");
  });

  it('offers organizers a search, popular categories and a few featured businesses', async () => {
    appStore.getState().setView('organizer');
    renderHome();
    const search = screen.getByRole('search', { name: 'Find a provider' });
    expect(within(search).getByRole('combobox', { name: 'What do you need?' })).toBeInTheDocument();
    expect(within(search).getByRole('textbox', { name: 'Postcode' })).toBeInTheDocument();
    expect(within(search).getByLabelText('Date')).toHaveAttribute('type', 'date');
    expect(within(search).getByRole('button', { name: 'Search' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Magicians' })).toHaveAttribute('href', '/results?category=Magicians');
    const card = await screen.findByRole('article', { name: "Magic Mike's Magic Shows" });
    expect(within(card).getByText('From £145.00')).toBeInTheDocument();
  });

  it('shows providers why to list, and sends a visitor to sign in before listing', async () => {
    renderHome();
    await userEvent.click(screen.getByRole('button', { name: /Provider/ }));
    expect(localStorage.getItem('selectedView')).toBe('provider');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Why Choose Us?');
    await userEvent.click(screen.getByRole('button', { name: 'List your business' }));
    expect(screen.getByText(/^Now at/)).toHaveTextContent('Now at /login?next=%2Fbusiness%2Fnew%2Fdetails');
  });

  it('takes a signed-in provider straight to a new business', async () => {
    signInAs({ view: 'provider' });
    renderHome();
    await userEvent.click(screen.getByRole('button', { name: 'List your business' }));
    expect(screen.getByText(/^Now at/)).toHaveTextContent('Now at /business/new/details');
  });

  it("links a signed-in provider's dashboard", () => {
    signInAs({ view: 'provider' });
    renderHome();
    expect(screen.getByRole('link', { name: 'your dashboard' })).toHaveAttribute('href', '/vendorshome');
  });

  it('names no dashboard to a visitor who is not signed in', async () => {
    renderHome();
    await userEvent.click(screen.getByRole('button', { name: /Provider/ }));
    expect(screen.queryByRole('link', { name: 'your dashboard' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'find events' })).toHaveAttribute('href', '/events');
  });
});
