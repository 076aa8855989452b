export { FullScreenSpinner, InlineSpinner } from './spinner.tsx';
export { SlotFallback } from './slot-fallback.tsx';
export { Page } from './page.tsx';
export { FieldError, TextField } from './text-field.tsx';
export { FormError, FormSuccess } from './form-message.tsx';
export { Form, PrimaryButton, SecondaryButton } from './form-styles.ts';
export { useAsyncAction, type ActionState } from './use-async-action.ts';
export { BusinessCard } from './business-card.tsx';
export { ResponsivePicture } from './responsive-picture.tsx';
export { formatPence } from './format-pence.ts';
export { ratingText } from './rating-text.ts';
export { TextAreaField } from './bookings/text-area-field.tsx';
export { SelectField } from './select-field.tsx';
export {
  BOOKING_STATUS_TEXT,
  bookingStatusText,
  QUOTE_STATUS_TEXT,
  BookingStatusLabel,
  isOpenBooking,
} from './bookings/booking-status.tsx';
export { QuoteCard } from './bookings/quote-card.tsx';
export { QuoteForm } from './bookings/quote-form.tsx';
export { MessageThread, MESSAGE_MAX_LENGTH } from './bookings/message-thread.tsx';
export { addDays, formatEventDate, formatMoment, formatTimeRange, londonToday } from './bookings/format-dates.ts';
export { parsePounds, poundsText } from './bookings/money-input.ts';
export { useLiveResource, type LiveResource } from './bookings/use-live-resource.ts';
