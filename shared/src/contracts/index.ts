export * from './api-contract.ts';
export * from './calendar-words.ts';
export * from './categories.ts';
export * from './constants.ts';
export * from './event-types.ts';
export { LIMITS } from './limits.ts';
export * from './london-clock.ts';
export * from './remotes.ts';
export * from './routes.ts';
