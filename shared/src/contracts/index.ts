export * from './api-contract.ts';
export * from './categories.ts';
export * from './constants.ts';
export * from './event-types.ts';
export { LIMITS } from './limits.ts';
export * from './remotes.ts';
export * from './routes.ts';
