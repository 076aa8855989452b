import { bell, createVerifiedUser, signIn } from '../support/notifications.ts';
import { expect, sendNotificationTo, test } from '../support/own-api.ts';

// Restarting an API takes a while on a busy machine; the 10 s for the bell are asserted on their own.
test.describe.configure({ timeout: 180_000 });

const isStream = (url: string) => new URL(url).pathname === '/api/notification/stream';

test('after the API restarts, the open tab gets a new notification within 10 s without a reload, and keeps the one sent before', async ({
  organizerPage: page,
  ownApi: { stack, site },
  pageErrors,
}) => {
  const user = await createVerifiedUser();
  // The bell is shown once there is something in it.
  await sendNotificationTo(stack.apiUrl, user.email, {
    content: 'There at sign-in',
    entityType: 'Event',
    relatedEntity: { _id: 'ev-at-sign-in' },
  });
  const firstStream = page.waitForResponse((response) => isStream(response.url()));
  await signIn(page, user, site.url);
  expect((await firstStream).status()).toBe(200);
  await expect(bell(page, 1)).toBeVisible();
  // Marks this document: a reload would lose it.
  await page.evaluate(() => Object.assign(window, { restartDrill: 'same page' }));

  // Sent just before the restart: it may reach the bell live or only with the refetch after reconnecting.
  await sendNotificationTo(stack.apiUrl, user.email, {
    content: 'Sent just before the restart',
    entityType: 'Event',
    relatedEntity: { _id: 'ev-before-restart' },
  });
  const streamsAfter: number[] = [];
  page.on('response', (response) => {
    if (isStream(response.url()) && response.status() === 200) streamsAfter.push(Date.now());
  });
  const restarting = Date.now();
  await stack.restartApi();
  const back = Date.now();
  test.info().annotations.push({ type: 'API restart (ms)', description: String(back - restarting) });

  await sendNotificationTo(stack.apiUrl, user.email, {
    content: 'Sent once the API was back',
    entityType: 'Event',
    relatedEntity: { _id: 'ev-after-restart' },
  });
  // A bell that never reconnects fails here: without a stream it refetches only every minute or
  // when the tab regains focus, which nothing here does. The 10 s also needs a quick restart: the
  // bell's retries back off while the API is down (see docs/operations.md).
  await expect(bell(page, 3)).toBeVisible({ timeout: 10_000 });
  test
    .info()
    .annotations.push({ type: 'bell updated after the API was back (ms)', description: String(Date.now() - back) });

  // The bell reconnected in this same page: a new stream, no reload.
  expect(streamsAfter.length, 'streams opened after the restart').toBeGreaterThan(0);
  expect(await page.evaluate(() => (window as { restartDrill?: string }).restartDrill)).toBe('same page');

  await bell(page, 3).click();
  const popup = page.getByRole('dialog', { name: 'Notifications' });
  await expect(popup.getByRole('listitem')).toHaveCount(3);
  await expect(popup.getByRole('listitem').filter({ hasText: 'Sent once the API was back' })).toBeVisible();
  await expect(popup.getByRole('listitem').filter({ hasText: 'Sent just before the restart' })).toBeVisible();
  expect(pageErrors).toEqual([]);
});
