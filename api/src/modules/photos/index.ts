/** What other modules use of the photos module. */
export type { Owner } from './photos-service.ts';
export * from './public-photo.ts';
