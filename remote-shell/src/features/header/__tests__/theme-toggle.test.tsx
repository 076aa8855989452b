import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appStore } from 'shared/store';
import { ThemeToggle } from '../components/theme-toggle.tsx';
import { renderInApp } from 'shared/testing';

describe('ThemeToggle', () => {
  it('switches between light and dark and persists the choice', async () => {
    appStore.getState().setThemeMode('light');
    renderInApp(<ThemeToggle />, { at: '/about' });
    await userEvent.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(localStorage.getItem('themeMode')).toBe('dark');
    await userEvent.click(screen.getByRole('button', { name: 'Switch to light theme' }));
    expect(localStorage.getItem('themeMode')).toBe('light');
  });
});
