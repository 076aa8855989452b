export { themes, type Theme } from './tokens.ts';
export { ThemeRoot } from './theme-root.tsx';
export { GlobalStyle } from './global-style.ts';
