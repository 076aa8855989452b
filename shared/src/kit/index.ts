// `shared/kit`: stateless pieces every remote uses, bundled by each app that imports them and never
// shared (docs/adr/0016): a remote that uses a new one ships it in its own build, no host deploy.
export { apiCall, apiCallEmpty, apiUrl, type ApiMethod, type ApiPath, type CallOptions } from './api-call.ts';
export { getBooking, listMessages, sendMessage } from './booking-calls.ts';
export { errorMessage } from './error-message.ts';
export * from './fields.ts';
export { LoadFailedPage, LoadingPage } from './load-pages.tsx';
export { SignedInOnly, signInPath } from './signed-in-only.tsx';
