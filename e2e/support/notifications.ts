import { expect, type Page } from '@playwright/test';
import { E2E_API_PORT } from './ports.ts';

const EMULATOR = 'http://127.0.0.1:9099';
const PROJECT = 'demo-kids-events';
const API = `http://127.0.0.1:${E2E_API_PORT}`;
const PASSWORD = 'kids-events-e2e';

export type NewNotification = {
  content: string;
  entityType: 'Quote' | 'Booking' | 'Event';
  recipientType?: string;
  relatedEntity: { _id: string; bookingId?: string };
};

async function post(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Record<string, unknown>> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>;
}

/** A fresh user with a verified email in the Auth Emulator, so parallel tests never share notifications. */
export async function createVerifiedUser(): Promise<{ email: string; password: string }> {
  const email = `bell-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const { localId } = await post(`${EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-key`, {
    email,
    password: PASSWORD,
    returnSecureToken: true,
  });
  await post(
    `${EMULATOR}/identitytoolkit.googleapis.com/v1/projects/${PROJECT}/accounts:update`,
    { localId, emailVerified: true },
    { authorization: 'Bearer owner' },
  );
  return { email, password: PASSWORD };
}

/** Creates a notification the way another backend service does: through the internal route. */
export async function sendNotification(email: string, notification: NewNotification): Promise<void> {
  await post(
    `${API}/api/internal/notifications`,
    { recipientType: 'User', ...notification, recipientEmail: email },
    { 'x-service-token': 'dev-internal-token' },
  );
}

export async function sendEventNotifications(email: string, count: number): Promise<void> {
  for (let index = 1; index <= count; index += 1) {
    await sendNotification(email, {
      content: `Event update ${index}`,
      entityType: 'Event',
      relatedEntity: { _id: `event-${index}` },
    });
  }
}

/** The user's Firebase ID token, as the site would hold it after signing in. */
export async function idTokenFor(user: { email: string; password: string }): Promise<string> {
  const { idToken } = await post(
    `${EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-key`,
    { ...user, returnSecureToken: true },
  );
  return String(idToken);
}

/** Opens `count` live streams for the user straight at the API (other tabs, in effect); `close` ends them. */
export async function holdStreams(token: string, count: number): Promise<{ close: () => void }> {
  const controller = new AbortController();
  const readers: ReadableStreamDefaultReader<Uint8Array>[] = [];
  for (let index = 0; index < count; index += 1) {
    const response = await fetch(`${API}/api/notification/stream`, {
      headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
      signal: controller.signal,
    });
    if (response.status !== 200)
      throw new Error(`stream ${index + 1} answered ${response.status}: ${await response.text()}`);
    // Read, as a tab does: fetch cancels an unread body once its response is garbage collected,
    // which would close the stream and free its place early.
    const reader = response.body!.getReader();
    readers.push(reader);
    void (async () => {
      while (!(await reader.read().catch(() => ({ done: true }))).done);
    })();
  }
  return {
    close: () => {
      controller.abort();
      readers.length = 0;
    },
  };
}

/** Signs in through the site's own login page (of the main test site unless `origin` names another). */
export async function signIn(page: Page, user: { email: string; password: string }, origin = ''): Promise<void> {
  await page.goto(`${origin}/login`);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
  // Signed in once the page leaves /login (the button only turns into "Logging in…" before that,
  // and leaving earlier would abort the sign-in while Firebase is still loading).
  await expect(page).not.toHaveURL(/\/login(\?|$)/);
}

export const bell = (page: Page, unread?: number) =>
  page.getByRole('button', {
    name: unread === undefined ? /^Notifications/ : unread > 0 ? `Notifications, ${unread} unread` : 'Notifications',
    exact: true,
  });
