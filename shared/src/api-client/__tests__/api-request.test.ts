/** @jest-environment node */
// Node's own fetch, Request and Response: the client runs exactly as in the browser.
import { apiRequest, apiSend } from 'shared/api-client';
import { setAuthService } from 'shared/auth';
import { appStore } from 'shared/store';
import { installFakeAuth } from 'shared/testing';

const fetchMock = jest.fn<Promise<Response>, [Request]>();

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

beforeEach(() => {
  global.fetch = fetchMock as unknown as typeof fetch;
  fetchMock.mockReset();
  installFakeAuth({ getIdToken: async () => 'fresh-token' });
  appStore.getState().clearSession();
});

afterAll(() => setAuthService(null));

describe('apiRequest', () => {
  it('sends the fresh ID token as a bearer and credentials, to PUBLIC_API_URL', async () => {
    fetchMock.mockResolvedValue(json([{ _id: 'n1' }]));
    const body = await apiRequest('/api/notification/a%40b.com/User');

    expect(body).toEqual([{ _id: 'n1' }]);
    const request = fetchMock.mock.calls[0]![0];
    expect(request.url).toBe('http://localhost:4000/api/notification/a%40b.com/User');
    expect(request.headers.get('Authorization')).toBe('Bearer fresh-token');
    expect(request.credentials).toBe('include');
  });

  it('sends an object body as JSON with the given method', async () => {
    fetchMock.mockResolvedValue(json({ ok: true }));
    await apiRequest('/api/notification/n1/read', { method: 'PUT', body: { status: 'read' } });
    const request = fetchMock.mock.calls[0]![0];
    expect(request.method).toBe('PUT');
    expect(request.headers.get('Content-Type')).toBe('application/json');
    expect(await request.json()).toEqual({ status: 'read' });
  });

  it('names no content type on a request without a body, so a read preloaded by the HTML is reused', async () => {
    fetchMock.mockResolvedValue(json({ items: [], nextCursor: null }));
    await apiRequest('/api/public/search?category=Magicians', { auth: false });
    const request = fetchMock.mock.calls[0]![0];
    expect(request.headers.has('Content-Type')).toBe(false);
    expect([...request.headers.keys()]).toEqual([]);
  });

  it('resolves to the body typed as the caller says, with no Response to rule out', async () => {
    fetchMock.mockResolvedValue(json({ unread: 2, total: 5 }));
    const summary: { unread: number; total: number } = await apiRequest<{ unread: number; total: number }>('/api/x');
    expect(summary.unread + summary.total).toBe(7);
  });

  it('makes a public read for a visitor without asking for a token or sending one', async () => {
    setAuthService(null);
    fetchMock.mockResolvedValue(json({ items: [], nextCursor: null }));
    const body = await apiRequest('/api/public/search?postcode=SW11', { auth: false });
    expect(body).toEqual({ items: [], nextCursor: null });
    const request = fetchMock.mock.calls[0]![0];
    expect(request.url).toBe('http://localhost:4000/api/public/search?postcode=SW11');
    expect(request.headers.has('Authorization')).toBe(false);
  });

  it('fails clearly when a call that answers JSON gets an empty answer', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(apiRequest('/api/x')).rejects.toMatchObject({
      message: 'Unexpected error: the answer (status 204) has no body',
      status: 204,
    });
  });
});

describe('apiSend', () => {
  it('returns the whole response of a call that answers nothing', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    const response = await apiSend('/api/notification/n1', { method: 'DELETE' });
    expect(response.status).toBe(204);
    const request = fetchMock.mock.calls[0]![0];
    expect(request.method).toBe('DELETE');
    expect(request.headers.get('Authorization')).toBe('Bearer fresh-token');
  });

  it('ignores a body nobody reads', async () => {
    fetchMock.mockResolvedValue(json({ _id: 'n1', status: 'read' }));
    const response = await apiSend('/api/notification/n1/read', { method: 'PUT', body: { status: 'read' } });
    expect(response.status).toBe(200);
  });

  it("raises the backend's own message on an error status", async () => {
    fetchMock.mockResolvedValue(json({ message: 'Notification not found' }, 404));
    await expect(apiSend('/api/x', { method: 'DELETE' })).rejects.toMatchObject({
      message: 'Notification not found',
      status: 404,
    });
  });

  it('fails with "No user is logged in." and sends nothing when nobody is signed in', async () => {
    installFakeAuth({ getIdToken: async () => null });
    await expect(apiSend('/api/x', { method: 'DELETE' })).rejects.toThrow(/^No user is logged in\.$/);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('falls back to the store token when the provider cannot answer', async () => {
    installFakeAuth({
      getIdToken: async () => {
        throw new Error('offline');
      },
    });
    appStore.getState().setSession({ email: 'a@b.com', emailVerified: true }, 'stored-token');
    fetchMock.mockResolvedValue(json({}));
    await apiRequest('/api/x');
    expect(fetchMock.mock.calls[0]![0].headers.get('Authorization')).toBe('Bearer stored-token');
  });

  it('fails with "No user is logged in." and sends nothing when nobody is signed in', async () => {
    installFakeAuth({ getIdToken: async () => null });
    await expect(apiRequest('/api/x')).rejects.toThrow(/^No user is logged in\.$/);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("raises the backend's own message on an error status", async () => {
    fetchMock.mockResolvedValue(json({ message: 'Notification not found' }, 404));
    await expect(apiRequest('/api/x')).rejects.toMatchObject({ message: 'Notification not found', status: 404 });
  });

  it('explains a missing response when the network fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('fetch failed'));
    await expect(apiRequest('/api/x')).rejects.toThrow(
      /^No response from backend\. Please check your network connection\.$/,
    );
  });

  it('reports a body that cannot be serialised as a setup error, before any call', async () => {
    await expect(apiRequest('/api/x', { method: 'POST', body: { amount: BigInt(1) } })).rejects.toThrow(
      /^Request setup error: .*BigInt/,
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reports a URL that cannot be built as a setup error', async () => {
    await expect(apiRequest('http://[bad')).rejects.toThrow(/^Request setup error: Invalid URL/);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reports an error status without a message as unexpected', async () => {
    fetchMock.mockResolvedValue(new Response('Bad gateway', { status: 502 }));
    await expect(apiRequest('/api/x')).rejects.toThrow(/^Unexpected error: status 502$/);
  });

  it('reports a success with a body that is not JSON as unexpected', async () => {
    fetchMock.mockResolvedValue(new Response('<html>', { status: 200 }));
    await expect(apiRequest('/api/x')).rejects.toThrow(/^Unexpected error: .*JSON/);
  });
});
