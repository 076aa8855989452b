/** What other modules use of the businesses module. */
export * from './badges.ts';
export * from './catalogue.ts';
export * from './postcode-areas.ts';
export { queries as businessQueries } from './businesses-repository.ts';
export { retireBusiness } from './retire-business.ts';
