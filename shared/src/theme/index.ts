// Brings the DefaultTheme augmentation into every package that uses the theme, not only this one.
import type {} from './styled.d.ts';
export { themes, type Theme } from './tokens.ts';
export { ThemeRoot } from './theme-root.tsx';
export { GlobalStyle } from './global-style.ts';
