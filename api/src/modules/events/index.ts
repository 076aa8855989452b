/** The events module as other modules see it. */
export * from './event-catalogue.ts';
export type { BusinessToTell, EventBookings } from './event-bookings.ts';
export { EVENT_NOT_FOUND, type EventFields } from './event-rules.ts';
export { businessMatchesEvent, eventOpenToQuotes } from './event-sql.ts';
export { type BusinessRef, claimDueEvents, lockEvent, markEventCompleted, type When } from './events-repository.ts';
export { businessRef, eventView, isConfirmed, publicEventView, type Viewer } from './event-views.ts';
export { createEventsModule, type EventsModule } from './events-module.ts';
export { firstNameFromEmail, publicEventLabel, publicEventName } from './wording.ts';
