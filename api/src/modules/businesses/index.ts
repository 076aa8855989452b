/** What other modules use of the businesses module. */
export * from './badges.ts';
export * from './catalogue.ts';
export * from './postcode-areas.ts';
