// Image imports resolve to the URL of the emitted file (webpack asset modules).
declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.png' {
  const url: string;
  export default url;
}
// Emitted under its own name (`/logo.png`), not a hashed one: see tooling/src/webpack/source-rules.ts.
declare module '*.png?fixed-name' {
  const url: string;
  export default url;
}
