import { FakeEventStream } from './fake-event-stream.ts';

/** How the fake server answers one request: a JSON body, raw text (a file), a live stream, or no answer until aborted. */
export type HttpAnswer =
  | { status: number; body?: unknown; headers?: Record<string, string> }
  | { status: number; raw: string; headers?: Record<string, string> }
  | { stream: true; headers?: Record<string, string> }
  | 'hold';

/** One request as the fake server saw it. */
export type HttpCall = {
  method: string;
  url: string;
  path: string;
  search: string;
  /** The body parsed as JSON (as sent when it is not JSON), or undefined when there is none. */
  body: unknown;
  authorization: string | null;
  contentType: string | null;
  accept: string | null;
};

export type HttpRequest = HttpCall & { query: URLSearchParams; headers: Headers; signal: AbortSignal | null };

type Outcome = HttpAnswer | Error | undefined;
type Route = (request: HttpRequest) => Outcome | Promise<Outcome>;

/** Just enough of the Fetch API's Request for a client to build one (jsdom has none). */
class FakeRequest {
  readonly url: string;
  readonly method: string;
  readonly headers: Headers;
  readonly body: string | null;
  readonly signal: AbortSignal | null;

  constructor(input: string | URL, init: RequestInit = {}) {
    this.url = String(input);
    this.method = (init.method ?? 'GET').toUpperCase();
    this.headers = new Headers(init.headers);
    this.body = typeof init.body === 'string' ? init.body : null;
    this.signal = init.signal ?? null;
  }
}

type Sent = { url: string; method: string; headers: Headers; body: string | null; signal: AbortSignal | null };

function sent(input: RequestInfo | URL, init: RequestInit = {}): Sent {
  if (input instanceof FakeRequest) return input;
  return new FakeRequest(input instanceof URL || typeof input === 'string' ? input : input.url, init);
}

function parsed(body: string | null): unknown {
  if (!body) return undefined;
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}

function reply(status: number, text: string, headers: Headers) {
  return {
    ok: status >= 200 && status < 300,
    status,
    headers,
    text: async () => text,
    json: async () => JSON.parse(text) as unknown,
    blob: async () => new Blob([text], { type: headers.get('content-type') ?? '' }),
  };
}

function held(signal: AbortSignal | null): Promise<never> {
  return new Promise((_resolve, reject) => {
    signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
  });
}

/**
 * The network faked at the HTTP layer, for every package's unit tests: `global.fetch` answers
 * each request with what `route` returns or resolves to (404 when it returns nothing; an Error is thrown as a
 * network failure), records it in `calls`, and opens a FakeEventStream for a streamed answer.
 */
export function fakeHttp(route: Route) {
  const calls: HttpCall[] = [];
  const streams: FakeEventStream[] = [];
  if (typeof globalThis.Request === 'undefined') Object.assign(globalThis, { Request: FakeRequest });
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = sent(input, init);
    const url = new URL(request.url, typeof window === 'undefined' ? 'http://localhost/' : window.location.href);
    const call: HttpCall = {
      method: request.method,
      url: url.href,
      path: url.pathname,
      search: url.search,
      body: parsed(request.body),
      authorization: request.headers.get('Authorization'),
      contentType: request.headers.get('Content-Type'),
      accept: request.headers.get('Accept'),
    };
    calls.push(call);
    const answer = await route({ ...call, query: url.searchParams, headers: request.headers, signal: request.signal });
    if (answer instanceof Error) throw answer;
    if (answer === 'hold') return held(request.signal);
    if (answer === undefined) return reply(404, JSON.stringify({ message: 'Not found' }), new Headers());
    const headers = new Headers(answer.headers);
    if ('stream' in answer) {
      const stream = new FakeEventStream(request.signal);
      streams.push(stream);
      if (!headers.has('content-type')) headers.set('content-type', 'text/event-stream; charset=utf-8');
      return { ...reply(200, '', headers), body: { getReader: () => stream.reader, cancel: stream.reader.cancel } };
    }
    if ('raw' in answer) return reply(answer.status, answer.raw, headers);
    return reply(answer.status, answer.body === undefined ? '' : JSON.stringify(answer.body), headers);
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return { calls, streams, fetch: fetchMock };
}
