// The package's ES module build, by file (./styled-components.ts): the package's own types.
declare module 'styled-components/dist/styled-components.browser.esm.js' {
  export * from 'styled-components';
  export { default } from 'styled-components';
}
