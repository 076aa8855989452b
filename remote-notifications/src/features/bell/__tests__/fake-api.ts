import type { Notification } from 'shared/contracts';
import { FakeEventStream } from './fake-event-stream.ts';

type Answer = { status: number; body?: unknown; headers?: Record<string, string> };
type Call = {
  method: string;
  path: string;
  search: string;
  body: unknown;
  authorization: string | null;
  accept: string | null;
};
/** How the stream route answers: held without an answer, opened, or refused with an error. */
type StreamAnswer = 'hold' | 'open' | Answer;

/** Just enough of the Fetch API's Request for the client to build one (jsdom has none). */
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

function respond({ status, body, headers }: Answer) {
  const text = body === undefined ? '' : JSON.stringify(body);
  return { ok: status >= 200 && status < 300, status, headers: new Headers(headers), text: async () => text };
}

function held(signal: AbortSignal | null): Promise<never> {
  return new Promise((_resolve, reject) => {
    signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
  });
}

/**
 * The API faked at the HTTP layer: `global.fetch` answers the notification routes from an
 * in-memory list (newest first), the way the real API does, including pages (`limit`,
 * `before`), the summary and the live stream; `failing` makes a route answer 500.
 */
export function fakeApi(initial: Notification[], email = 'parent@example.com') {
  let items = [...initial];
  const calls: Call[] = [];
  const streams: FakeEventStream[] = [];
  const failing = new Set<'GET' | 'PUT' | 'DELETE'>();
  const list = `/api/notification/${encodeURIComponent(email)}/User`;
  const state = { streamAnswer: 'hold' as StreamAnswer };

  const page = (query: URLSearchParams): Answer => {
    const limit = Number(query.get('limit') ?? 50);
    const before = query.get('before');
    const start = before === null ? 0 : items.findIndex((item) => item._id === before) + 1;
    if (start === 0 && before !== null)
      return { status: 400, body: { message: 'before is not one of your notifications.' } };
    return { status: 200, body: items.slice(start, start + limit) };
  };

  const route = (method: string, path: string, query: URLSearchParams): Answer => {
    if (failing.has(method as 'GET')) return { status: 500, body: { message: 'Server exploded' } };
    if (method === 'GET' && path === list) return page(query);
    if (method === 'GET' && path === `${list}/summary`) {
      return {
        status: 200,
        body: { unread: items.filter((item) => item.status === 'unread').length, total: items.length },
      };
    }
    const read = path.match(/^\/api\/notification\/([^/]+)\/read$/);
    if (method === 'PUT' && read) {
      items = items.map((item) => (item._id === read[1] ? { ...item, status: 'read' } : item));
      return { status: 200, body: items.find((item) => item._id === read[1]) };
    }
    const one = path.match(/^\/api\/notification\/([^/]+)$/);
    if (method === 'DELETE' && one) {
      items = items.filter((item) => item._id !== one[1]);
      return { status: 204 };
    }
    return { status: 404, body: { message: 'Not found' } };
  };

  const stream = (request: FakeRequest) => {
    const answer = state.streamAnswer;
    if (answer === 'hold') return held(request.signal);
    if (answer !== 'open') return respond(answer);
    const opened = new FakeEventStream(request.signal);
    streams.push(opened);
    const headers = new Headers({ 'content-type': 'text/event-stream; charset=utf-8' });
    return { ok: true, status: 200, headers, body: { getReader: () => opened.reader, cancel: opened.reader.cancel } };
  };

  Object.assign(globalThis, { Request: FakeRequest });
  global.fetch = jest.fn(async (input: FakeRequest) => {
    const url = new URL(input.url);
    const header = (name: string) => input.headers.get(name);
    calls.push({
      method: input.method,
      path: url.pathname,
      search: url.search,
      body: input.body && JSON.parse(input.body),
      authorization: header('Authorization'),
      accept: header('Accept'),
    });
    if (url.pathname === '/api/notification/stream') return stream(input);
    return respond(route(input.method, url.pathname, url.searchParams));
  }) as unknown as typeof fetch;

  return {
    calls,
    failing,
    streams,
    /** How the stream route answers from now on (held unanswered until told otherwise). */
    set streamAnswer(answer: StreamAnswer) {
      state.streamAnswer = answer;
    },
    /** How many times the newest page of the list was asked for. */
    get listFetches() {
      return calls.filter((call) => call.method === 'GET' && call.path === list && !call.search.includes('before='))
        .length;
    },
    add: (notification: Notification) => {
      items = [notification, ...items];
    },
    get items() {
      return items;
    },
  };
}

let next = 0;

/** A notification as the API sends it; unread unless told otherwise. */
export function aNotification(overrides: Partial<Notification> = {}): Notification {
  next += 1;
  return {
    _id: `n${next}`,
    content: `Notification ${next}`,
    status: 'unread',
    createdAt: '2026-03-14T10:00:00.000Z',
    entityType: 'Event',
    recipientType: 'User',
    relatedEntity: { _id: `e${next}` },
    ...overrides,
  };
}

export function someNotifications(count: number, overrides: Partial<Notification> = {}): Notification[] {
  return Array.from({ length: count }, () => aNotification(overrides));
}
