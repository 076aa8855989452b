export { FullScreenSpinner, InlineSpinner } from './spinner.tsx';
export { SlotFallback } from './slot-fallback.tsx';
export { Page } from './page.tsx';
