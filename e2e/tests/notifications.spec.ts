import { expect, test } from '../support/fixtures.ts';
import {
  apiCall,
  createLiveBusiness,
  createPublishedEvent,
  londonDateIn,
  requestQuote,
  sendQuote,
} from '../support/marketplace.ts';
import {
  bell,
  createVerifiedUser,
  holdStreams,
  idTokenFor,
  sendEventNotifications,
  sendNotification,
  signIn,
} from '../support/notifications.ts';

const heading = (page: import('@playwright/test').Page) => page.getByRole('heading', { level: 1 });

test('the badge counts unread ones; the popup shows five; mark read and delete change it at once', async ({
  organizerPage: page,
  pageErrors,
}) => {
  const user = await createVerifiedUser();
  await sendEventNotifications(user.email, 6);
  await signIn(page, user);

  await bell(page, 6).click();
  const popup = page.getByRole('dialog', { name: 'Notifications' });
  await expect(popup.getByRole('listitem')).toHaveCount(5);

  const firstContent = await popup.getByRole('listitem').first().getByRole('paragraph').first().textContent();
  const first = popup.getByRole('listitem').filter({ hasText: firstContent! });
  await first.getByRole('button', { name: 'Mark as read' }).click();
  await expect(bell(page, 5)).toBeVisible();
  await expect(first.getByRole('img', { name: 'Unread' })).toBeHidden();

  const second = popup.getByRole('listitem').nth(1);
  const content = await second.getByRole('paragraph').first().textContent();
  await second.getByRole('button', { name: 'Delete' }).click();
  await expect(popup.getByText(content!, { exact: true })).toBeHidden();
  await expect(bell(page, 4)).toBeVisible();
  await expect(popup.getByRole('listitem')).toHaveCount(5);

  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
  await expect(bell(page, 4)).toBeFocused();

  // Confirmed by the server: a reload shows the same.
  await page.reload();
  await expect(bell(page, 4)).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test('Go to Item opens the quote, booking or event and marks it read', async ({ organizerPage: page }) => {
  // Real objects, each telling the user through its own transition: as an organizer, a quote
  // and a confirmation; as a business owner, a request and a change to the requesting event.
  const suffix = Math.random().toString(36).slice(2, 8);
  const [user, other] = await Promise.all([createVerifiedUser(), createVerifiedUser()]);
  const [userToken, otherToken] = await Promise.all([idTokenFor(user), idTokenFor(other)]);
  const [mine, theirs] = await Promise.all([
    createLiveBusiness(userToken, `Bell Magic ${suffix}`, 'ZE1'),
    createLiveBusiness(otherToken, `Other Magic ${suffix}`, 'SW11'),
  ]);
  const myEvent = await createPublishedEvent(userToken, {
    title: `Bell party ${suffix}`,
    date: londonDateIn(20),
    postcodeDistrict: 'SW11',
  });
  const asked = await requestQuote(userToken, theirs.id, myEvent.id);
  const quoteId = await sendQuote(otherToken, asked, 24_000);
  const theirEvent = await createPublishedEvent(otherToken, {
    title: `Other party ${suffix}`,
    date: londonDateIn(21),
    postcodeDistrict: 'ZE1',
  });
  const askedOfMe = await requestQuote(otherToken, mine.id, theirEvent.id);
  await apiCall(userToken, 'POST', `/api/quotes/${quoteId}/accept`);
  await apiCall(otherToken, 'PATCH', `/api/events/${theirEvent.id}`, { childrenCount: 14 });
  await signIn(page, user);
  await expect(bell(page, 4)).toBeVisible();

  const cases = [
    ['sent you a quote of £240.00', new RegExp(`/booking/${asked}$`), `Booking with ${theirs.name}`, 3],
    ['is confirmed.', new RegExp(`/booking/${asked}$`), `Booking with ${theirs.name}`, 2],
    [`asked ${mine.name} for a quote`, new RegExp(`/quote/${askedOfMe}$`), /^Birthday party on /, 1],
    ['changed the details of', new RegExp(`/event/${theirEvent.id}$`), 'Birthday party in ZE1', 0],
  ] as const;
  for (const [content, url, title, unreadAfter] of cases) {
    await bell(page).click();
    const popup = page.getByRole('dialog', { name: 'Notifications' });
    await popup.getByRole('listitem').filter({ hasText: content }).getByRole('button', { name: 'Go to Item' }).click();
    await expect(page).toHaveURL(url);
    await expect(heading(page)).toHaveText(title);
    await expect(popup).toBeHidden();
    await expect(bell(page, unreadAfter)).toBeVisible();
  }
});

test('at 600 px wide a full-screen dialog shows all of them', async ({ organizerPage: page }) => {
  const user = await createVerifiedUser();
  await sendEventNotifications(user.email, 6);
  await page.setViewportSize({ width: 600, height: 900 });
  await signIn(page, user);

  await bell(page, 6).click();
  const dialog = page.getByRole('dialog', { name: 'Notifications' });
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  await expect(dialog.getByRole('listitem')).toHaveCount(6);
  const box = await dialog.boundingBox();
  expect(box?.width).toBe(600);
  await dialog.getByRole('button', { name: 'Close notifications' }).click();
  await expect(dialog).toBeHidden();
});

test('a notification sent while the page is open appears without a reload; the stream keeps the token out of its URL', async ({
  organizerPage: page,
}) => {
  const user = await createVerifiedUser();
  await sendEventNotifications(user.email, 1);
  const stream = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/notification/stream');
  await signIn(page, user);
  await expect(bell(page, 1)).toBeVisible();
  const opened = await stream;
  expect(opened.status()).toBe(200);
  expect(new URL(opened.url()).search).toBe('');
  expect((await opened.request().allHeaders()).authorization).toMatch(/^Bearer \S+$/);

  await sendNotification(user.email, {
    content: 'Just arrived',
    entityType: 'Event',
    relatedEntity: { _id: 'ev-live' },
  });
  await expect(bell(page, 2)).toBeVisible({ timeout: 5_000 });
  await expect(page.getByText('1 new notification')).toBeAttached();
});

test('a burst of notifications is fetched in one go, not once each', async ({ organizerPage: page }) => {
  const user = await createVerifiedUser();
  await sendEventNotifications(user.email, 1);
  const stream = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/notification/stream');
  await signIn(page, user);
  await expect(bell(page, 1)).toBeVisible();
  await stream;
  // The first refetch of a connection lands within a second of it opening.
  await page.waitForTimeout(1_500);

  const summaries: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/User/summary')) summaries.push(request.url());
  });
  await Promise.all(
    [1, 2, 3, 4, 5].map((index) =>
      sendNotification(user.email, {
        content: `Burst ${index}`,
        entityType: 'Event',
        relatedEntity: { _id: `burst-${index}` },
      }),
    ),
  );
  await expect(bell(page, 6)).toBeVisible({ timeout: 5_000 });
  // One refetch for the burst; two if the five inserts straddle the one-second longest wait on a busy machine.
  expect(summaries.length).toBeLessThanOrEqual(2);
});

test('with more than a page of notifications the badge counts them all and the dialog reaches the oldest', async ({
  organizerPage: page,
}) => {
  const user = await createVerifiedUser();
  await sendEventNotifications(user.email, 120);
  await page.setViewportSize({ width: 600, height: 900 });
  await signIn(page, user);

  await expect(bell(page, 120)).toHaveText('99+');
  await bell(page, 120).click();
  const dialog = page.getByRole('dialog', { name: 'Notifications' });
  await expect(dialog.getByRole('listitem')).toHaveCount(50);
  const older = dialog.getByRole('button', { name: 'Show older notifications' });
  await older.click();
  await expect(dialog.getByRole('listitem')).toHaveCount(100);
  await older.click();
  await expect(dialog.getByRole('listitem')).toHaveCount(120);
  await expect(older).toBeHidden();
  await expect(dialog.getByRole('listitem').last()).toContainText('Event update 1');
  await expect(dialog.getByRole('listitem').first()).toContainText('Event update 120');
});

test('refused a stream (too many open), the bell keeps up by fetching when the tab regains focus', async ({
  organizerPage: page,
}) => {
  const user = await createVerifiedUser();
  await sendEventNotifications(user.email, 1);
  const others = await holdStreams(await idTokenFor(user), 5);
  try {
    const refused = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/notification/stream');
    await signIn(page, user);
    await expect(bell(page, 1)).toBeVisible();
    expect((await refused).status()).toBe(429);

    await sendNotification(user.email, {
      content: 'While refused',
      entityType: 'Event',
      relatedEntity: { _id: 'ev-refused' },
    });
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(bell(page, 2)).toBeVisible({ timeout: 5_000 });
  } finally {
    others.close();
  }
});
