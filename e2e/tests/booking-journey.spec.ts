import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { createLiveBusiness, londonDateIn, runTimedTransitions } from '../support/marketplace.ts';
import { bell, createVerifiedUser, idTokenFor, signIn } from '../support/notifications.ts';
import { MAIN_SITE_URL } from '../support/ports.ts';

type User = { email: string; password: string };
type Side = { context: BrowserContext; page: Page; errors: string[] };

/** A browser of its own (separate storage, so a separate sign-in), starting in `view`. */
async function openSide(browser: Browser, view: 'organizer' | 'provider', user: User): Promise<Side> {
  const context = await browser.newContext({ baseURL: MAIN_SITE_URL });
  await context.addInitScript((chosen) => {
    if (!window.localStorage.getItem('selectedView')) window.localStorage.setItem('selectedView', chosen);
  }, view);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await signIn(page, user);
  return { context, page, errors };
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/** Opens the bell and follows "Go to Item" on the notification that says `content`. */
async function goToItem(page: Page, content: RegExp | string): Promise<void> {
  await bell(page).click();
  const popup = page.getByRole('dialog', { name: 'Notifications' });
  await popup.getByRole('listitem').filter({ hasText: content }).getByRole('button', { name: 'Go to Item' }).click();
  await expect(popup).toBeHidden();
}

const CONFLICT = 'This quote has already been accepted.';

test('an organizer and a provider go from a quote request to a review, each seeing the other live', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const suffix = Math.random().toString(36).slice(2, 8);
  const [organizer, provider, stranger] = await Promise.all([
    createVerifiedUser(),
    createVerifiedUser(),
    createVerifiedUser(),
  ]);
  const business = await createLiveBusiness(await idTokenFor(provider), `Journey Magic ${suffix}`, 'ZE1');
  const eventTitle = `Maya's 6th birthday ${suffix}`;
  const eventDate = londonDateIn(1);
  const address = `${suffix} Harbour Lane, Lerwick ZE1 0AA`;

  const sides: Side[] = [];
  try {
    const org = await openSide(browser, 'organizer', organizer);
    const pro = await openSide(browser, 'provider', provider);
    sides.push(org, pro);
    // No notifications yet: no bell (it shows once there is one).
    await expect(org.page.getByRole('button', { name: 'Account' })).toBeVisible();
    await expect(bell(pro.page)).toHaveCount(0);

    // The organizer creates and publishes the event through My Events.
    await org.page.goto('/myevents');
    await org.page.getByRole('button', { name: 'Create event' }).click();
    const form = org.page.getByRole('form', { name: 'New event' });
    await form.getByLabel('Title').fill(eventTitle);
    await form.getByLabel('Type of event').selectOption('Birthday party');
    await form.getByLabel('Date').fill(eventDate);
    await form.getByLabel('Start time').fill('14:00');
    await form.getByLabel('End time').fill('16:00');
    await form.getByLabel('Postcode district').fill('ZE1');
    await form.getByLabel('Address (shared only with businesses you book)').fill(address);
    await form.getByLabel("Child's name (optional, kept private)").fill('Maya');
    await form.getByLabel('Number of children').fill('12');
    await form.getByLabel('Youngest age').fill('5');
    await form.getByLabel('Oldest age').fill('7');
    await form.getByRole('checkbox', { name: 'Magicians' }).check();
    await form.getByRole('button', { name: 'Publish' }).click();
    await expect(org.page).toHaveURL(/\/event\/[0-9a-f-]{36}$/);
    await expect(heading(org.page)).toHaveText(eventTitle);

    // Published in its category and area: the provider's business is told of a new open event.
    await expect(bell(pro.page)).toHaveAccessibleName(/^Notifications, \d+ unread$/);
    const unreadBefore = Number(/(\d+) unread/.exec((await bell(pro.page).getAttribute('aria-label'))!)![1]);

    // The organizer asks the business for a quote from its page.
    await org.page.goto(`/pages/${business.slug}`);
    // A fresh page load restores the session first; until then the button would ask to log in.
    await expect(org.page.getByRole('button', { name: 'Account' })).toBeVisible();
    await org.page.getByRole('button', { name: 'Request a quote' }).click();
    const request = org.page.getByRole('dialog', { name: `Request a quote from ${business.name}` });
    await request.getByRole('radio', { name: new RegExp(`^${eventTitle}`) }).check();
    await request.getByLabel(`Message to ${business.name}`).fill('Could you do an hour of magic for twelve?');
    await request.getByRole('button', { name: 'Send request' }).click();
    await expect(org.page).toHaveURL(/\/booking\/[0-9a-f-]{36}$/);
    const bookingId = new URL(org.page.url()).pathname.split('/').pop()!;
    await expect(heading(org.page)).toHaveText(`Booking with ${business.name}`);

    // The provider's bell shows the request live; Go to Item opens its thread.
    await expect
      .poll(async () => Number(/(\d+) unread/.exec((await bell(pro.page).getAttribute('aria-label')) ?? '')?.[1] ?? 0))
      .toBeGreaterThan(unreadBefore);
    await goToItem(pro.page, `asked ${business.name} for a quote`);
    await expect(pro.page).toHaveURL(new RegExp(`/quote/${bookingId}$`));
    await expect(pro.page.getByText('Could you do an hour of magic for twelve?')).toBeVisible();
    // The address stays with the family until the booking is confirmed.
    await expect(pro.page.getByText(address)).toHaveCount(0);
    await expect(pro.page.getByText('Maya', { exact: true })).toHaveCount(0);

    const quoteForm = pro.page.getByRole('form', { name: 'Quote' });
    await quoteForm.getByLabel('Item 1', { exact: true }).fill('Magic show and balloon modelling');
    await quoteForm.getByLabel('Item 1 price (£)').fill('240');
    await expect(quoteForm.getByText('Total (all in): £240.00')).toBeVisible();
    // The price box keeps inside the items panel (it used to spill past its edge).
    const panel = (await quoteForm.getByRole('group', { name: 'Items' }).boundingBox())!;
    const price = (await quoteForm.getByLabel('Item 1 price (£)').boundingBox())!;
    expect(price.x + price.width).toBeLessThanOrEqual(panel.x + panel.width);
    await quoteForm.getByRole('button', { name: 'Send quote' }).click();
    await expect(pro.page.getByText('Your quote is on its way')).toBeVisible();

    // The organizer's bell shows the quote live; Go to Item opens the booking.
    await expect(bell(org.page, 1)).toBeVisible();
    await goToItem(org.page, `${business.name} sent you a quote of £240.00 for ${eventTitle}.`);
    await expect(org.page).toHaveURL(new RegExp(`/booking/${bookingId}$`));
    const current = org.page.getByRole('article', { name: 'Current quote' });
    await expect(current.getByText('£240.00').first()).toBeVisible();

    // The same organizer in a second browser: both accept at once, one wins, the other is told.
    const twin = await openSide(browser, 'organizer', organizer);
    sides.push(twin);
    await twin.page.goto(`/booking/${bookingId}`);
    const accepts = [org.page, twin.page].map((page) => page.getByRole('button', { name: 'Accept quote' }));
    await expect(accepts[0]!).toBeEnabled();
    await expect(accepts[1]!).toBeEnabled();
    await Promise.all(accepts.map((button) => button.click()));
    for (const page of [org.page, twin.page]) await expect(page.getByText('Confirmed', { exact: true })).toBeVisible();
    await expect
      .poll(async () => (await org.page.getByText(CONFLICT).count()) + (await twin.page.getByText(CONFLICT).count()))
      .toBe(1);
    // The message stays once the page has caught up with the confirmation.
    await twin.page.waitForTimeout(1_500);
    expect((await org.page.getByText(CONFLICT).count()) + (await twin.page.getByText(CONFLICT).count())).toBe(1);
    await twin.context.close();

    // Confirmed on both sides: the family sees the business's contact, the provider the address.
    await expect(org.page.getByRole('heading', { name: `Contact ${business.name}` })).toBeVisible();
    await expect(pro.page.getByText('Confirmed', { exact: true })).toBeVisible();
    await expect(pro.page.getByText(address)).toBeVisible();
    await expect(heading(pro.page)).toHaveText(eventTitle);

    // A message each way, arriving without a reload.
    const say = async (page: Page, text: string) => {
      await page.getByLabel('Your message').fill(text);
      await page.getByRole('button', { name: 'Send message' }).click();
    };
    const thread = (page: Page) => page.getByRole('list', { name: 'Messages' });
    await say(org.page, 'Parking is behind the hall.');
    await expect(thread(pro.page).getByText('Parking is behind the hall.')).toBeVisible();
    await say(pro.page, 'Thank you, see you at two.');
    await expect(thread(org.page).getByText('Thank you, see you at two.')).toBeVisible();

    // The day after the party the booking completes; the organizer is invited to review.
    const dayAfter = new Date(`${eventDate}T12:00:00Z`);
    dayAfter.setUTCDate(dayAfter.getUTCDate() + 1);
    await runTimedTransitions(dayAfter);
    await expect(org.page.getByText('Completed', { exact: true })).toBeVisible();
    const review = org.page.getByRole('form', { name: 'Your review' });
    await review.getByRole('radio', { name: '5 stars' }).check();
    await review.getByLabel('What was it like? (optional)').fill(`The children loved every minute ${suffix}.`);
    await review.getByRole('button', { name: 'Leave a review' }).click();
    await expect(org.page.getByRole('heading', { name: 'Your review' })).toBeVisible();

    await org.page.goto(`/pages/${business.slug}`);
    await expect(heading(org.page)).toHaveText(business.name);
    await expect(org.page.getByText(`The children loved every minute ${suffix}.`)).toBeVisible();

    // Anyone else signed in finds neither side of the booking.
    const other = await openSide(browser, 'organizer', stranger);
    sides.push(other);
    for (const path of [`/booking/${bookingId}`, `/quote/${bookingId}`]) {
      await other.page.goto(path);
      await expect(heading(other.page)).toHaveText('Page Not Found');
    }

    for (const side of sides) expect(side.errors, 'uncaught errors on the page').toEqual([]);
  } finally {
    await Promise.all(sides.map((side) => side.context.close()));
  }
});
