// Image imports resolve to their URL in the bundle; in tests a fixed path stands in.
export default '/test-file-stub';
