/** The bookings module as the rest of the API sees it. */
export { BOOKING_NOT_FOUND, type QuoteInput, QUOTE_NOT_FOUND } from './booking-rules.ts';
export {
  completeBooking,
  completeEvent,
  endForDepartingOrganizer,
  expireOpenBooking,
  expireQuote,
  expireRequest,
} from './booking-transitions.ts';
export { type BookingSummaryView } from './booking-views.ts';
export { createBookingsModule, type BookingsModule } from './bookings-module.ts';
export { bookingsOfEvents } from './event-bookings.ts';
export { claimDueQuotes, claimDueRequests } from './bookings-repository.ts';
