import { expect, test } from '@playwright/test';
import { createVerifiedUser, idTokenFor, sendNotification } from '../support/notifications.ts';
import { EDGE_URL } from '../support/edge.ts';
import { E2E_API_PORT } from '../support/ports.ts';

const EDGE = EDGE_URL;
const API = `http://127.0.0.1:${E2E_API_PORT}`;

/** Reads an event stream into one text, so a test can wait for what it expects to arrive. */
function streamText(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const state = { text: '', ended: false };
  const reading = (async () => {
    for (;;) {
      const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (done) break;
      state.text += decoder.decode(value, { stream: true });
    }
    state.ended = true;
  })();
  return { state, stop: () => reader.cancel().catch(() => undefined), reading };
}

test.describe('the API behind the edge', () => {
  test('answers 404 to /api/internal/* from the public site, though the API serves it to services', async () => {
    const { email } = await createVerifiedUser();
    const notification = { recipientType: 'User', recipientEmail: email, content: 'Hello', entityType: 'Event' };
    const request = {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-service-token': 'dev-internal-token' },
      body: JSON.stringify({ ...notification, relatedEntity: { _id: 'event-1' } }),
    };

    const throughEdge = await fetch(`${EDGE}/api/internal/notifications`, request);
    const spelledOtherwise = await fetch(`${EDGE}/API/%69nternal/notifications`, request);
    const direct = await fetch(`${API}/api/internal/notifications`, request);

    expect(throughEdge.status).toBe(404);
    expect(await throughEdge.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'There is nothing at POST on this path.',
    });
    expect(spelledOtherwise.status).toBe(404);
    expect(direct.status).toBe(201);
  });

  test("overwrites a client's X-Forwarded-For, so the API's rate limit keys on the address the edge saw", async () => {
    const claimed = () =>
      `198.51.100.${Math.floor(Math.random() * 250) + 1}, 203.0.113.${Math.floor(Math.random() * 250) + 1}`;
    const remaining = (response: Response) => Number(response.headers.get('x-ratelimit-remaining'));
    const path = '/api/public/businesses?limit=1';

    // The API believes a trusted proxy on loopback: a claimed address straight at it gets a bucket of its own.
    const believed = await fetch(`${API}${path}`, { headers: { 'x-forwarded-for': claimed() } });
    const limit = Number(believed.headers.get('x-ratelimit-limit'));
    expect(believed.status).toBe(200);
    expect(remaining(believed)).toBe(limit - 1);

    // Through the edge the claim is replaced by the loopback address, whose bucket a request just used.
    await fetch(`${API}${path}`);
    const throughEdge = await fetch(`${EDGE}${path}`, { headers: { 'x-forwarded-for': claimed() } });
    expect(throughEdge.status).toBe(200);
    expect(remaining(throughEdge)).toBeLessThan(limit - 1);
  });

  test('keeps an idle live stream open for 60 seconds and then delivers on it', async () => {
    test.setTimeout(120_000);
    const user = await createVerifiedUser();
    const token = await idTokenFor(user);
    const response = await fetch(`${EDGE}/api/notification/stream`, {
      headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream', 'accept-encoding': 'gzip, br' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBeNull();
    const stream = streamText(response.body!);
    try {
      await expect.poll(() => stream.state.text).toContain('event: ready');
      const idleSince = Date.now();
      // Nothing happens for a minute but the API's heartbeats.
      await expect
        .poll(() => stream.state.ended || Date.now() - idleSince >= 60_000, { timeout: 70_000, intervals: [1_000] })
        .toBe(true);
      expect(stream.state.ended, 'the stream ended while idle').toBe(false);
      expect(stream.state.text).toContain(': ping');
      expect(stream.state.text).not.toContain('"changed"');

      await sendNotification(user.email, {
        content: 'A quote arrived',
        entityType: 'Event',
        relatedEntity: { _id: 'event-idle' },
      });

      await expect.poll(() => stream.state.text, { timeout: 5_000 }).toContain('data: {"type":"changed"}');
    } finally {
      await stream.stop();
    }
  });
});
