/** @jest-environment node */
// Node's own fetch, Request and Response: the client runs exactly as in the browser.
import { setAuthService } from 'shared/auth';
import { apiCall, apiCallEmpty, apiUrl } from 'shared/kit';
import { installFakeAuth } from 'shared/testing';

const fetchMock = jest.fn<Promise<Response>, [Request]>();

beforeEach(() => {
  global.fetch = fetchMock as unknown as typeof fetch;
  fetchMock.mockReset();
  installFakeAuth({ getIdToken: async () => 'fresh-token' });
});

afterAll(() => setAuthService(null));

describe('apiUrl', () => {
  it('fills the path parameters, encoded, and writes only the query values given', () => {
    expect(apiUrl('/api/bookings/{bookingId}/messages', { bookingId: 'a b/c' }, { limit: 50, before: undefined })).toBe(
      '/api/bookings/a%20b%2Fc/messages?limit=50',
    );
    expect(apiUrl('/api/public/search', undefined, { category: ['Magicians', 'Venues'], q: '' })).toBe(
      '/api/public/search?category=Magicians&category=Venues',
    );
  });

  it('names the parameter a pattern lacks', () => {
    expect(() => apiUrl('/api/events/{eventId}', {})).toThrow('/api/events/{eventId} needs its "eventId"');
  });
});

describe('apiCall', () => {
  it('sends the operation with its method, path, query and JSON body, and answers its JSON', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ id: 'm1' }), { status: 201 }));
    const message = await apiCall('post', '/api/bookings/{bookingId}/messages', {
      path: { bookingId: 'b1' },
      body: { text: 'Hello' },
    });
    expect(message).toEqual({ id: 'm1' });
    const request = fetchMock.mock.calls[0]![0];
    expect([request.method, request.url]).toEqual(['POST', 'http://localhost:4000/api/bookings/b1/messages']);
    expect(await request.json()).toEqual({ text: 'Hello' });
    expect(request.headers.get('Authorization')).toBe('Bearer fresh-token');
  });

  it('sends no token for a public call', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ items: [], nextCursor: null }), { status: 200 }));
    await apiCall('get', '/api/public/events', { auth: false, query: { limit: 12 } });
    const request = fetchMock.mock.calls[0]![0];
    expect(request.url).toBe('http://localhost:4000/api/public/events?limit=12');
    expect(request.headers.get('Authorization')).toBeNull();
  });

  it("rejects with the server's message", async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ message: 'Booking not found.' }), { status: 404 }));
    await expect(apiCall('get', '/api/bookings/{bookingId}', { path: { bookingId: 'x' } })).rejects.toThrow(
      'Booking not found.',
    );
  });
});

describe('apiCallEmpty', () => {
  it('resolves once an operation that answers nothing succeeded', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(
      apiCallEmpty('delete', '/api/notification/{notificationId}', { path: { notificationId: 'n1' } }),
    ).resolves.toBeUndefined();
    expect(fetchMock.mock.calls[0]![0].method).toBe('DELETE');
  });
});

// Types only: an operation's parts are checked against the API's paths.
export function typeChecks() {
  // @ts-expect-error a path the API does not have
  void apiCall('get', '/api/nothing');
  // @ts-expect-error the path parameter is required
  void apiCall('get', '/api/bookings/{bookingId}');
  // @ts-expect-error a body of the wrong shape
  void apiCall('post', '/api/bookings/{bookingId}/messages', { path: { bookingId: 'b' }, body: { words: 1 } });
  // @ts-expect-error an operation that answers nothing is not an apiCall
  void apiCall('delete', '/api/notification/{notificationId}', { path: { notificationId: 'n' } });
}
