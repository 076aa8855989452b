import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { appStore } from 'shared/store';
import { ThemeRoot } from 'shared/theme';
import HomePage from '../index.tsx';

const renderHome = () =>
  render(
    <ThemeRoot>
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>
    </ThemeRoot>,
  );

describe('home page', () => {
  beforeEach(() => {
    localStorage.clear();
    appStore.setState({ viewChosen: false, selectedView: 'organizer' });
  });

  it('asks a first-time visitor to choose a side, and remembers the choice', async () => {
    renderHome();
    expect(screen.getByRole('heading', { name: 'Welcome! How will you use the platform?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Organizer/ }));
    expect(localStorage.getItem('selectedView')).toBe('organizer');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent("Plan Your Child's Next Party");
  });

  it('shows providers why to choose us', async () => {
    renderHome();
    await userEvent.click(screen.getByRole('button', { name: /Provider/ }));
    expect(localStorage.getItem('selectedView')).toBe('provider');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Why Choose Us?');
    expect(screen.getByRole('link', { name: 'Register a business' })).toHaveAttribute('href', '/register');
  });
});
