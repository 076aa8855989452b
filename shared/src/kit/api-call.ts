import { apiRequest, apiSend } from 'shared/api-client';
import type { ApiPaths } from 'shared/contracts';

/**
 * Calls of the API typed by its generated paths (`ApiPaths`): the path pattern and method name the
 * operation, which fixes its path and query parameters, its body and its answer. Nobody writes a
 * URL or an answer type by hand, so a route whose schema changes breaks its callers' types.
 */
export type ApiMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

type Operation<P extends keyof ApiPaths, M extends ApiMethod> = NonNullable<ApiPaths[P][M]>;
type Json<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;
type Answer<O> = O extends { responses: infer R }
  ? R extends { 200: infer Ok }
    ? Json<Ok>
    : R extends { 201: infer Created }
      ? Json<Created>
      : never
  : never;
type Answers<O> = [Answer<O>] extends [never] ? false : true;

/** The paths that have operation `M` and answer JSON (`empty: false`) or nothing (a 204). */
export type ApiPath<M extends ApiMethod, Empty extends boolean = false> = {
  [P in keyof ApiPaths]: [NonNullable<ApiPaths[P][M]>] extends [never]
    ? never
    : Answers<Operation<P, M>> extends Empty
      ? never
      : P;
}[keyof ApiPaths];

type PathParams<O> = O extends { parameters: { path: infer Params } } ? Params : never;
type QueryParams<O> = O extends { parameters: { query?: infer Query } } ? NonNullable<Query> : never;
type Body<O> = O extends { requestBody: { content: { 'application/json': infer B } } } ? B : never;

/** Only the parts the operation has: `path` and `body` when it needs them, `query` when it takes one. */
export type CallOptions<O> = ([PathParams<O>] extends [never] ? { path?: never } : { path: PathParams<O> }) &
  ([QueryParams<O>] extends [never] ? { query?: never } : { query?: QueryParams<O> }) &
  ([Body<O>] extends [never] ? { body?: never } : { body: Body<O> }) & {
    signal?: AbortSignal;
    /** false for a call anyone may make: no token is asked for or sent. */
    auth?: boolean;
  };

type Needs<O> = [PathParams<O>] extends [never] ? ([Body<O>] extends [never] ? false : true) : true;
type OptionsArg<O> = Needs<O> extends true ? [options: CallOptions<O>] : [options?: CallOptions<O>];

type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];

/** `/api/bookings/{bookingId}` with `{bookingId: 'a b'}` → `/api/bookings/a%20b`, then `?query`. */
export function apiUrl(pattern: string, path?: Record<string, string>, query?: Record<string, QueryValue>): string {
  const filled = pattern.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = path?.[name];
    if (value === undefined) throw new Error(`${pattern} needs its "${name}"`);
    return encodeURIComponent(value);
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    for (const one of Array.isArray(value) ? value : [value]) search.append(key, String(one));
  }
  const text = search.toString();
  return text ? `${filled}?${text}` : filled;
}

function sent(method: ApiMethod, options: CallOptions<unknown> | undefined) {
  const { path, query, body, signal, auth } = (options ?? {}) as {
    path?: Record<string, string>;
    query?: Record<string, QueryValue>;
    body?: unknown;
    signal?: AbortSignal;
    auth?: boolean;
  };
  return {
    url: (pattern: string) => apiUrl(pattern, path, query),
    init: { method: method.toUpperCase(), body, signal, ...(auth === false && { auth: false }) },
  };
}

/** An operation that answers JSON: resolves to its answer, typed by the API's schema. */
export function apiCall<M extends ApiMethod, P extends ApiPath<M>>(
  method: M,
  path: P,
  ...[options]: OptionsArg<Operation<P, M>>
): Promise<Answer<Operation<P, M>>> {
  const { url, init } = sent(method, options as CallOptions<unknown>);
  return apiRequest<Answer<Operation<P, M>>>(url(path), init);
}

/** An operation that answers nothing (a 204): resolves once it succeeded. */
export async function apiCallEmpty<M extends ApiMethod, P extends ApiPath<M, true>>(
  method: M,
  path: P,
  ...[options]: OptionsArg<Operation<P, M>>
): Promise<void> {
  const { url, init } = sent(method, options as CallOptions<unknown>);
  await apiSend(url(path), init);
}
