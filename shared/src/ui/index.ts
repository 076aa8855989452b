export { FullScreenSpinner, InlineSpinner } from './spinner.tsx';
export { SlotFallback } from './slot-fallback.tsx';
export { Page } from './page.tsx';
// The fields live in shared/kit (bundled); re-exported for apps built before it existed.
export { FieldError, SelectField, TextAreaField, TextField } from 'shared/kit/fields';
export { FormError, FormSuccess } from './form-message.tsx';
export { Form, PrimaryButton, SecondaryButton } from './form-styles.ts';
export { useAsyncAction, type ActionState } from './use-async-action.ts';
export { BusinessCard } from './business-card.tsx';
export { ResponsivePicture } from './responsive-picture.tsx';
export { formatPence } from './format-pence.ts';
export { ratingText } from './rating-text.ts';
export { addDays, formatEventDate, formatMoment, formatTimeRange, londonToday } from './format-dates.ts';
export { parsePounds, poundsText } from './money-input.ts';
