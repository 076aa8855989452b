/**
 * The API's request and response shapes, named for the browser: aliases of the types generated
 * from the API's OpenAPI document (api-types.ts), never hand copies, so a change in the API's
 * schemas shows up here as a type error rather than as a surprise at run time. After adding a
 * named schema to the API and running `pnpm --filter api openapi`, alias it here.
 */
import type { components, paths } from './api-types.ts';

type Schemas = components['schemas'];

/** Every path and operation of the API, for typed clients. */
export type ApiPaths = paths;

/** The body of every error answer; the site shows `message` word for word. */
export type ApiErrorBody = Schemas['Error'];

export type Notification = Schemas['Notification'];
export type NotificationStatus = Notification['status'];
export type NotificationEntityType = Notification['entityType'];
/** The counts the bell's badge shows, for all of the user's notifications. */
export type NotificationSummary = Schemas['NotificationSummary'];
export type MarkReadBody = Schemas['MarkReadBody'];

/** The caller's own account (`/account`): profile and email settings per kind. */
export type Account = Schemas['Account'];
export type EmailSettings = Schemas['EmailSettings'];
export type UpdateAccountBody = Schemas['UpdateAccountBody'];
export type CloseAccountBody = Schemas['CloseAccountBody'];

export type SubscribeBody = Schemas['SubscribeBody'];
export type SubscribeResponse = Schemas['SubscribeResponse'];

/** One of the fixed list of categories (marketplace.md section 3). */
export type Category = Schemas['Category'];
export type CredentialType = Schemas['CredentialType'];
/** A processed photo: resized WebP and AVIF `srcset`s, its width and height known. */
export type Photo = Schemas['Photo'];
export type RatingSummary = Schemas['RatingSummary'];
/** A live business as the directory and search list it. */
export type BusinessCard = Schemas['BusinessCard'];
export type BusinessCardList = Schemas['BusinessCardList'];
/** A live business's public page. */
export type PublicBusiness = Schemas['PublicBusiness'];
export type BusinessPackage = Schemas['BusinessPackage'];
export type Badge = Schemas['Badge'];
export type BusinessGallerySummary = Schemas['BusinessGallerySummary'];

/** The search behind `/results`: its query string (the answer is a BusinessCardList). */
export type SearchQuery = NonNullable<paths['/api/public/search']['get']['parameters']['query']>;
export type SearchSort = NonNullable<SearchQuery['sort']>;
/** For a search that found nothing on its date: the nearest days on which it finds someone. */
export type FreeDays = Schemas['FreeDays'];
/** A live business's named set of photos, at `/gallery/{galleryId}`. */
export type PublicGallery = Schemas['PublicGallery'];
export type PublicGallerySummary = Schemas['PublicGallerySummary'];
export type PublicGalleryList = Schemas['PublicGalleryList'];
/** A gallery as its business's owner edits it. */
export type OwnerGallery = Schemas['OwnerGallery'];
export type OwnerGalleryList = Schemas['OwnerGalleryList'];

/** A business as its owner edits it: every field, its completeness and its credentials' standing. */
export type OwnerBusiness = Schemas['OwnerBusiness'];
export type OwnerBusinessSummary = Schemas['OwnerBusinessSummary'];
export type OwnerBusinessList = Schemas['OwnerBusinessList'];
export type OwnerCredential = Schemas['OwnerCredential'];
export type BusinessStatus = Schemas['BusinessStatus'];
export type BusinessCompleteness = Schemas['BusinessCompleteness'];
export type AgeRange = Schemas['AgeRange'];
export type CreateBusinessBody = Schemas['CreateBusinessBody'];
export type UpdateBusinessBody = Schemas['UpdateBusinessBody'];
export type CreatePackageBody = Schemas['CreatePackageBody'];
export type UpdatePackageBody = Schemas['UpdatePackageBody'];
export type CredentialBody = Schemas['CredentialBody'];
export type AreasBody = Schemas['AreasBody'];
export type PhotoList = Schemas['PhotoList'];
export type PhotoOrderBody = Schemas['PhotoOrderBody'];
export type UpdatePhotoBody = Schemas['UpdatePhotoBody'];

/** Events (marketplace.md sections 3–4): what an organizer plans and businesses quote on. */
export type EventType = Schemas['EventType'];
export type EventStatus = Schemas['EventStatus'];
export type EventBody = Schemas['EventBody'];
export type CreateEventBody = Schemas['CreateEventBody'];
export type UpdateEventBody = Schemas['UpdateEventBody'];
export type CancelEventBody = Schemas['CancelEventBody'];
/** An event as its organizer or a business sees it: private fields are null for a business until confirmed. */
export type EventView = Schemas['EventView'];
export type EventList = Schemas['EventList'];
/** A published event open to quotes, in Find events. */
export type OpenEvent = Schemas['OpenEvent'];
export type OpenEventList = Schemas['OpenEventList'];
/** A completed event its organizer shares at /ourevents, without personal details. */
export type SharedEvent = Schemas['SharedEvent'];
export type SharedEventList = Schemas['SharedEventList'];

/** Bookings: one event × one business, with its quotes, messages and review. */
export type BusinessRef = Schemas['BusinessRef'];
export type BookingStatus = Schemas['BookingStatus'];
export type QuoteStatus = Schemas['QuoteStatus'];
export type QuoteItem = Schemas['QuoteItem'];
export type Quote = Schemas['Quote'];
export type QuoteBody = Schemas['QuoteBody'];
export type EventQuoteBody = Schemas['EventQuoteBody'];
export type BookingSummary = Schemas['BookingSummary'];
export type BookingList = Schemas['BookingList'];
export type BookingView = Schemas['BookingView'];
export type CreateBookingBody = Schemas['CreateBookingBody'];
export type DeclineRequestBody = Schemas['DeclineRequestBody'];
export type CancelBookingBody = Schemas['CancelBookingBody'];
/** The business's contact details, shown to its organizer once the booking is confirmed. */
export type Contact = Schemas['Contact'];
export type Message = Schemas['Message'];
export type MessageList = Schemas['MessageList'];
export type MessageBody = Schemas['MessageBody'];
export type Review = Schemas['Review'];
export type ReviewList = Schemas['ReviewList'];
export type ReviewBody = Schemas['ReviewBody'];
export type ReviewReplyBody = Schemas['ReviewReplyBody'];

/** A provider's month: confirmed bookings and unavailable days of their businesses (`/agenda`). */
export type Agenda = Schemas['Agenda'];
export type AgendaBooking = Agenda['bookings'][number];
export type DayRangeResult = Schemas['DayRangeResult'];
export type CalendarFeed = Schemas['CalendarFeed'];
/** A closed month's statement (`/billing`): never changes once issued. */
export type Statement = Schemas['Statement'];
export type StatementLine = Statement['lines'][number];
export type StatementSummary = Schemas['StatementSummary'];
export type StatementList = Schemas['StatementList'];
/** What the next statement would carry if the month closed now. */
export type MonthSoFar = Schemas['MonthSoFar'];
/** What a page reports to POST /api/telemetry (the host's telemetry). */
export type TelemetryReport = Schemas['TelemetryReport'];
