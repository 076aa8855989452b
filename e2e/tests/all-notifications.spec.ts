import { expect, test } from '../support/fixtures.ts';
import { bell, createVerifiedUser, sendEventNotifications, signIn } from '../support/notifications.ts';

test('the popup links to /notifications, which lists every notification a page at a time', async ({
  organizerPage: page,
  pageErrors,
}) => {
  const user = await createVerifiedUser();
  await sendEventNotifications(user.email, 55);
  await signIn(page, user);

  await bell(page, 55).click();
  const popup = page.getByRole('dialog', { name: 'Notifications' });
  await expect(popup.getByRole('listitem')).toHaveCount(5);
  await popup.getByRole('link', { name: 'See all notifications' }).click();

  await expect(page).toHaveURL(/\/notifications$/);
  await expect(popup).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  const list = page.getByRole('main').getByRole('list', { name: 'Notifications' });
  await expect(list.getByRole('listitem')).toHaveCount(50);
  await expect(page.getByText('55 notifications, 55 unread. Showing the newest 50.')).toBeVisible();
  await expect(list.getByRole('listitem').first()).toContainText('Event update 55');

  const older = page.getByRole('button', { name: 'Show older notifications' });
  await older.click();
  await expect(list.getByRole('listitem')).toHaveCount(55);
  await expect(older).toBeHidden();
  await expect(list.getByRole('listitem').last()).toContainText('Event update 1');

  await list.getByRole('listitem').first().getByRole('button', { name: 'Mark as read' }).click();
  await expect(page.getByText('55 notifications, 54 unread.')).toBeVisible();

  // The page is an address of its own: a reload shows it again.
  await page.reload();
  await expect(page.getByRole('main').getByRole('list', { name: 'Notifications' }).getByRole('listitem')).toHaveCount(
    50,
  );
  expect(pageErrors).toEqual([]);
});
