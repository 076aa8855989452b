import { act, screen } from '@testing-library/react';
import { appStore } from 'shared/store';
import { aNotification, fakeApi } from './fake-api.ts';
import { renderBell } from './render-bell.tsx';

const READY = 'event: ready\ndata: {"heartbeatMs":15000,"expiresAt":"2026-03-14T11:00:00.000Z"}\n\n';
const CHANGED = 'data: {"type":"changed"}\n\n';
const PING = ': ping\n\n';

/** Moves the fake clock on and lets every answer that is due arrive. */
const wait = (ms = 0) => act(() => jest.advanceTimersByTimeAsync(ms));

async function signedInWithStream(unread = 1) {
  const api = fakeApi(Array.from({ length: unread }, () => aNotification()));
  api.streamAnswer = 'open';
  renderBell();
  await wait();
  api.streams[0]!.send(READY);
  await wait();
  return api;
}

const bellWith = (unread: number) => screen.queryByRole('button', { name: `Notifications, ${unread} unread` });
const streamRequests = (api: ReturnType<typeof fakeApi>) =>
  api.calls.filter((call) => call.path === '/api/notification/stream');

describe('the live stream', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    // The longest wait of each backoff step, so the tests know when a reconnection is due.
    jest.spyOn(Math, 'random').mockReturnValue(1);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('is opened with the ID token in the Authorization header, never in the URL', async () => {
    const api = await signedInWithStream();
    expect(streamRequests(api)).toEqual([
      expect.objectContaining({
        method: 'GET',
        search: '',
        authorization: 'Bearer fresh-token',
        accept: 'text/event-stream',
      }),
    ]);
  });

  it('turns a burst of changes into one refetch that shows them all', async () => {
    const api = await signedInWithStream(1);
    await wait(1_000);
    const before = api.listFetches;
    for (let index = 0; index < 5; index += 1) {
      api.add(aNotification());
      api.streams[0]!.send(CHANGED);
      await wait(100);
    }
    await wait(300);
    expect(api.listFetches).toBe(before + 1);
    expect(bellWith(6)).toBeInTheDocument();
    expect(screen.getByText('5 new notifications')).toBeInTheDocument();
  });

  it('tells the other screens through the shared store each time the stream says something changed', async () => {
    const api = await signedInWithStream(1);
    const before = appStore.getState().liveChanges;
    api.streams[0]!.send(CHANGED);
    await wait();
    api.streams[0]!.send(CHANGED);
    await wait();
    expect(appStore.getState().liveChanges).toBe(before + 2);
  });

  it('refetches at least once a second while changes keep coming', async () => {
    const api = await signedInWithStream(1);
    await wait(1_000);
    const before = api.listFetches;
    for (let index = 0; index < 10; index += 1) {
      api.streams[0]!.send(CHANGED);
      await wait(200);
    }
    expect(api.listFetches).toBe(before + 2);
  });

  it('stays open while heartbeats arrive', async () => {
    const api = await signedInWithStream();
    for (let second = 0; second < 300; second += 15) {
      api.streams[0]!.send(PING);
      await wait(15_000);
    }
    expect(streamRequests(api)).toHaveLength(1);
    expect(api.streams[0]!.droppedByClient).toBe(false);
  });

  it('drops a stream silent for two heartbeats, reconnects with backoff and refetches once what was missed', async () => {
    const api = await signedInWithStream(1);
    await wait(29_000);
    expect(api.streams[0]!.droppedByClient).toBe(false);
    // Sent while the connection was silently dead: the server's change event never arrived.
    api.add(aNotification({ content: 'Sent meanwhile' }));
    await wait(1_000);
    expect(api.streams[0]!.droppedByClient).toBe(true);
    expect(streamRequests(api)).toHaveLength(1);
    const fetchesBefore = api.listFetches;

    await wait(1_000);
    expect(streamRequests(api)).toHaveLength(2);
    api.streams[1]!.send(READY);
    await wait(1_000);
    expect(api.listFetches).toBe(fetchesBefore + 1);
    expect(bellWith(2)).toBeInTheDocument();
  });

  it('watches for the heartbeat interval the server announces', async () => {
    const api = fakeApi([aNotification()]);
    api.streamAnswer = 'open';
    renderBell();
    await wait();
    api.streams[0]!.send('event: ready\ndata: {"heartbeatMs":5000,"expiresAt":"2026-03-14T11:00:00.000Z"}\n\n');
    await wait(9_999);
    expect(api.streams[0]!.droppedByClient).toBe(false);
    await wait(1);
    expect(api.streams[0]!.droppedByClient).toBe(true);
  });

  it('counts a request that never answers as silence too', async () => {
    const api = fakeApi([aNotification()]);
    renderBell();
    await wait(30_000);
    expect(streamRequests(api)).toHaveLength(1);
    api.streamAnswer = 'open';
    await wait(1_000);
    expect(streamRequests(api)).toHaveLength(2);
  });

  it('reconnects at once with a refreshed token when the server says the token expired', async () => {
    const api = await signedInWithStream();
    api.streams[0]!.send('event: expired\ndata: {}\n\n');
    api.streams[0]!.end();
    await wait();
    expect(streamRequests(api)).toHaveLength(2);
    expect(streamRequests(api)[1]).toMatchObject({ authorization: 'Bearer refreshed-token' });
  });

  it('reconnects after a backoff when the server asks it to (shutting down)', async () => {
    const api = await signedInWithStream();
    api.streams[0]!.send('event: reconnect\ndata: {}\n\n');
    api.streams[0]!.end();
    await wait(999);
    expect(streamRequests(api)).toHaveLength(1);
    await wait(1);
    expect(streamRequests(api)).toHaveLength(2);
  });

  it('waits longer after each failure, up to five seconds, and starts over after a healthy minute', async () => {
    const api = fakeApi([aNotification()]);
    api.streamAnswer = { status: 503, body: { message: 'Service Unavailable' } };
    renderBell();
    await wait();
    const opened: number[] = [];
    for (let second = 1; second <= 40; second += 1) {
      await wait(1_000);
      if (streamRequests(api).length > opened.length + 1) opened.push(second);
    }
    // Retries after 1, 2 and 4 s, then every 5 s.
    expect(opened).toEqual([1, 3, 7, 12, 17, 22, 27, 32, 37]);

    api.streamAnswer = 'open';
    await wait(5_000);
    const stream = api.streams[0]!;
    stream.send(READY);
    for (let second = 0; second < 60; second += 15) {
      stream.send(PING);
      await wait(15_000);
    }
    stream.end();
    const count = streamRequests(api).length;
    await wait(1_000);
    expect(streamRequests(api)).toHaveLength(count + 1);
  });

  it('falls back to fetching when refused for too many streams, and tries the stream again later', async () => {
    const api = fakeApi([aNotification()]);
    api.streamAnswer = {
      status: 429,
      body: {
        statusCode: 429,
        error: 'Too Many Requests',
        message: 'Too many live connections are open for your account. Close a tab or try again shortly.',
      },
    };
    renderBell();
    await wait();
    expect(bellWith(1)).toBeInTheDocument();

    await wait(30_999);
    expect(streamRequests(api)).toHaveLength(1);
    await wait(1);
    expect(streamRequests(api)).toHaveLength(2);

    api.add(aNotification());
    await wait(29_300);
    expect(bellWith(2)).toBeInTheDocument();

    api.add(aNotification());
    window.dispatchEvent(new Event('focus'));
    await wait(300);
    expect(bellWith(3)).toBeInTheDocument();
  });

  it('refetches on focus only while the stream is down', async () => {
    const api = await signedInWithStream(1);
    await wait(1_000);
    const fetches = api.listFetches;
    window.dispatchEvent(new Event('focus'));
    await wait(1_000);
    expect(api.listFetches).toBe(fetches);

    api.streamAnswer = { status: 503, body: { message: 'Service Unavailable' } };
    api.streams[0]!.end();
    await wait();
    api.add(aNotification());
    window.dispatchEvent(new Event('focus'));
    await wait(300);
    expect(bellWith(2)).toBeInTheDocument();
  });

  it('closes the stream when the user signs out', async () => {
    const api = await signedInWithStream();
    act(() => appStore.getState().clearSession());
    await wait();
    expect(api.streams[0]!.droppedByClient).toBe(true);
    await wait(120_000);
    expect(streamRequests(api)).toHaveLength(1);
  });
});
