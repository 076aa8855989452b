import type { Notification } from 'shared/contracts';

type Answer = { status: number; body?: unknown };
type Call = { method: string; path: string; body: unknown; authorization: string | null };

/** Just enough of the Fetch API's Request for the client to build one (jsdom has none). */
class FakeRequest {
  readonly url: string;
  readonly method: string;
  readonly headers: Headers;
  readonly body: string | null;

  constructor(input: string | URL, init: RequestInit = {}) {
    this.url = String(input);
    this.method = (init.method ?? 'GET').toUpperCase();
    this.headers = new Headers(init.headers);
    this.body = typeof init.body === 'string' ? init.body : null;
  }
}

function respond({ status, body }: Answer) {
  const text = body === undefined ? '' : JSON.stringify(body);
  return { ok: status >= 200 && status < 300, status, headers: new Headers(), text: async () => text };
}

/**
 * The API faked at the HTTP layer: `global.fetch` answers the notification routes from an
 * in-memory list, the way the real API does; `failing` makes a route answer 500.
 */
export function fakeApi(initial: Notification[], email = 'parent@example.com') {
  let items = [...initial];
  const calls: Call[] = [];
  const failing = new Set<'GET' | 'PUT' | 'DELETE'>();

  const route = (method: string, path: string): Answer => {
    if (failing.has(method as 'GET')) return { status: 500, body: { message: 'Server exploded' } };
    if (method === 'GET' && path === `/api/notification/${encodeURIComponent(email)}/User`) return { status: 200, body: items };
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

  Object.assign(globalThis, { Request: FakeRequest });
  global.fetch = jest.fn(async (input: FakeRequest) => {
    const path = new URL(input.url).pathname;
    calls.push({ method: input.method, path, body: input.body && JSON.parse(input.body), authorization: input.headers.get('Authorization') });
    return respond(route(input.method, path));
  }) as unknown as typeof fetch;

  return {
    calls,
    failing,
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
