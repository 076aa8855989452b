export * from './constants.ts';
export * from './notification.ts';
export * from './remotes.ts';
export * from './routes.ts';
