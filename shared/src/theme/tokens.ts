import type { ThemeMode } from 'shared/contracts';

export type Theme = {
  mode: ThemeMode;
  color: {
    background: string;
    surface: string;
    text: string;
    textMuted: string;
    primary: string;
    onPrimary: string;
    accent: string;
    border: string;
    warning: string;
    danger: string;
    focus: string;
  };
  radius: string;
  space: (steps: number) => string;
  font: { body: string; heading: string };
  breakpoint: { mobile: number };
};

const base = {
  radius: '12px',
  space: (steps: number) => `${steps * 8}px`,
  font: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    heading: "'Trebuchet MS', system-ui, -apple-system, 'Segoe UI', sans-serif",
  },
  breakpoint: { mobile: 600 },
};

/** Colours chosen for WCAG AA contrast of text on their background in each mode. */
export const themes: Record<ThemeMode, Theme> = {
  light: {
    ...base,
    mode: 'light',
    color: {
      background: '#fbf9ff',
      surface: '#ffffff',
      text: '#1d1730',
      textMuted: '#4f4866',
      primary: '#5b2fc2',
      onPrimary: '#ffffff',
      accent: '#ffd23f',
      border: '#ddd6ee',
      warning: '#b45309',
      danger: '#c81e1e',
      focus: '#1a73e8',
    },
  },
  dark: {
    ...base,
    mode: 'dark',
    color: {
      background: '#14111f',
      surface: '#1f1a30',
      text: '#f3f0fa',
      textMuted: '#c2bbd6',
      primary: '#b69cff',
      onPrimary: '#14111f',
      accent: '#ffd23f',
      border: '#3a3352',
      warning: '#fbbf24',
      danger: '#f87171',
      focus: '#8ab4f8',
    },
  },
};
