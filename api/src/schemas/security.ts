/**
 * How callers prove who they are, for the OpenAPI document (routes list a requirement in their
 * schema's `security`). The checks themselves are the authentication and service-token plugins.
 */
export const securitySchemes = {
  firebaseIdToken: { type: 'http', scheme: 'bearer', bearerFormat: 'Firebase ID token' },
  serviceToken: { type: 'apiKey', in: 'header', name: 'x-service-token' },
} as const;

export const ID_TOKEN_REQUIRED = [{ firebaseIdToken: [] }];
export const SERVICE_TOKEN_REQUIRED = [{ serviceToken: [] }];
