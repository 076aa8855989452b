/**
 * What every app may use of styled-components, shared as the `styled-components` singleton in
 * place of the whole package (see ./react-router-dom.ts). It imports the package by its file
 * so that this module is not itself resolved to the shared singleton.
 */
export {
  default,
  createGlobalStyle,
  css,
  keyframes,
  ThemeProvider,
} from 'styled-components/dist/styled-components.browser.esm.js';
