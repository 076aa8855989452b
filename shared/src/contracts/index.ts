export * from './api-contract.ts';
export * from './calendar-words.ts';
// The API's fixed lists (CATEGORIES, EVENT_TYPES, the statuses…) and form rules, generated.
export * from './catalogue.ts';
export * from './categories.ts';
export * from './constants.ts';
// One export per schema, so a bundle keeps only the limits its forms read.
export * as LIMITS from './limits.ts';
export * from './london-clock.ts';
export * from './remotes.ts';
export * from './routes.ts';
