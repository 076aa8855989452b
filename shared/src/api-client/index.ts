export { apiRequest, apiSend } from './api-request.ts';
export { apiBaseUrl, type ApiRequestInit } from './build-request.ts';
export { bearerToken } from './bearer-token.ts';
export { ApiError, API_ERROR_MESSAGES } from './api-error.ts';
