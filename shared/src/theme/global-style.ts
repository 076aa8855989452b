import { createGlobalStyle } from 'styled-components';

/** Page-wide styles; rendered once, by the host (or a remote's standalone page). */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { color-scheme: ${({ theme }) => theme.mode}; }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.font.body};
    line-height: 1.5;
    background: ${({ theme }) => theme.color.background};
    color: ${({ theme }) => theme.color.text};
  }
  h1, h2, h3 { font-family: ${({ theme }) => theme.font.heading}; line-height: 1.2; }
  a { color: ${({ theme }) => theme.color.primary}; }
  :focus-visible { outline: 3px solid ${({ theme }) => theme.color.focus}; outline-offset: 2px; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
`;
