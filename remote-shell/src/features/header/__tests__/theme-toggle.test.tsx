import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appStore } from 'shared/store';
import { ThemeToggle } from '../components/theme-toggle.tsx';
import { renderAt } from './render-header.tsx';

describe('ThemeToggle', () => {
  it('switches between light and dark and persists the choice', async () => {
    appStore.getState().setThemeMode('light');
    renderAt(<ThemeToggle />);
    await userEvent.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(localStorage.getItem('themeMode')).toBe('dark');
    await userEvent.click(screen.getByRole('button', { name: 'Switch to light theme' }));
    expect(localStorage.getItem('themeMode')).toBe('light');
  });
});
