// `shared/ui/bookings`: the quote and booking pieces both page groups show. A subpath of its own
// so that only the remotes that render them provide and load them, not the host's main.js.
export {
  BOOKING_STATUS_TEXT,
  bookingStatusText,
  QUOTE_STATUS_TEXT,
  BookingStatusLabel,
  isOpenBooking,
} from './booking-status.tsx';
export { QuoteCard } from './quote-card.tsx';
export { QuoteForm } from './quote-form.tsx';
export { MessageThread, MESSAGE_MAX_LENGTH } from './message-thread.tsx';
export { useLiveResource, type LiveResource } from './use-live-resource.ts';
