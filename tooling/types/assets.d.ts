// Image imports resolve to the URL of the emitted file (webpack asset modules).
declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.png' {
  const url: string;
  export default url;
}
