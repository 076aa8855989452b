import type { Notification } from 'shared/contracts';
import { fakeHttp, type HttpAnswer, type HttpRequest } from 'shared/testing';

/** How the stream route answers: held without an answer, opened, or refused with an error. */
type StreamAnswer = 'hold' | 'open' | { status: number; body?: unknown; headers?: Record<string, string> };

/**
 * The notification API over the shared HTTP fake: it answers the notification routes from an
 * in-memory list (newest first), the way the real API does, including pages (`limit`,
 * `before`), the summary and the live stream; `failing` makes a method answer 500.
 */
export function fakeApi(initial: Notification[], email = 'parent@example.com') {
  let items = [...initial];
  const failing = new Set<'GET' | 'PUT' | 'DELETE'>();
  const list = `/api/notification/${encodeURIComponent(email)}/User`;
  const state = { streamAnswer: 'hold' as StreamAnswer };

  const page = (query: URLSearchParams): HttpAnswer => {
    const limit = Number(query.get('limit') ?? 50);
    const before = query.get('before');
    const start = before === null ? 0 : items.findIndex((item) => item._id === before) + 1;
    if (start === 0 && before !== null)
      return { status: 400, body: { message: 'before is not one of your notifications.' } };
    return { status: 200, body: items.slice(start, start + limit) };
  };

  const route = ({ method, path, query }: HttpRequest): HttpAnswer | undefined => {
    if (path === '/api/notification/stream') {
      const answer = state.streamAnswer;
      return answer === 'open' ? { stream: true } : answer;
    }
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
    return undefined;
  };

  const { calls, streams } = fakeHttp(route);

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
