import { Type } from '@sinclair/typebox';
import { named } from './named.ts';

/** The one error shape; the browser displays `message` as is. */
export const ErrorResponse = named(
  'Error',
  Type.Object({
    statusCode: Type.Integer(),
    error: Type.String(),
    message: Type.String(),
  }),
);

/** Error responses for the given status codes, for a route's `response` schema. */
export function errorResponses<const C extends number>(...codes: C[]): Record<C, typeof ErrorResponse> {
  return Object.fromEntries(codes.map((code) => [code, ErrorResponse])) as Record<C, typeof ErrorResponse>;
}
