import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, ensureDemoAccount } from '../support/demo-accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { signIn } from '../support/notifications.ts';

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const header = (page: Page) => page.getByRole('banner');
const accountButton = (page: Page) => header(page).getByRole('button', { name: 'Account', exact: true });

/** Marks the current document, so a test can tell whether the page was reloaded since. */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { __sameDocument: true }));
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument === true);

test.describe('the mode toggle', () => {
  test('on /account it switches the view and reloads the page', async ({ organizerPage: page, pageErrors }) => {
    await page.goto('/account');
    await expect(heading(page)).toHaveText('My Account');
    await markDocument(page);
    const reloaded = page.waitForEvent('load');
    await header(page).getByRole('button', { name: 'Organizer Mode' }).click();
    await reloaded;
    await expect(header(page).getByRole('button', { name: 'Provider Mode' })).toBeVisible();
    expect(await sameDocument(page)).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem('selectedView'))).toBe('provider');
    expect(pageErrors).toEqual([]);
  });

  test('on / it switches in place, without a reload', async ({ organizerPage: page, pageErrors }) => {
    await page.goto('/');
    await expect(heading(page)).toHaveText("Plan Your Child's Next Party");
    await markDocument(page);
    await header(page).getByRole('button', { name: 'Organizer Mode' }).click();
    await expect(header(page).getByRole('button', { name: 'Provider Mode' })).toBeVisible();
    await expect(heading(page)).toHaveText('Why Choose Us?');
    expect(await sameDocument(page)).toBe(true);
    expect(pageErrors).toEqual([]);
  });
});

test('a visitor sees Login and Register, which lead to their pages', async ({ organizerPage: page, pageErrors }) => {
  await page.goto('/about');
  await expect(accountButton(page)).toHaveCount(0);
  await header(page).getByRole('link', { name: 'Register', exact: true }).click();
  await expect(heading(page)).toHaveText('Create Your Account');
  await header(page).getByRole('link', { name: 'Login', exact: true }).click();
  await expect(heading(page)).toHaveText('Log In');
  expect(pageErrors).toEqual([]);
});

test('an account whose email is not verified still sees Login and Register', async ({ organizerPage: page }) => {
  await ensureDemoAccount('unverified@example.com', { verified: false });
  await signIn(page, { email: 'unverified@example.com', password: DEMO_PASSWORD });
  await expect(page.getByRole('region', { name: 'Please verify your email' })).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  await expect(accountButton(page)).toHaveCount(0);
});

test('the demo organizer uses the account menu, switches to the provider view and logs out', async ({
  organizerPage: page,
  pageErrors,
}) => {
  await ensureDemoAccount('organizer@example.com', { verified: true });
  await signIn(page, { email: 'organizer@example.com', password: DEMO_PASSWORD });
  await page.goto('/about');
  await expect(accountButton(page)).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'Login', exact: true })).toHaveCount(0);

  await accountButton(page).click();
  const menu = page.getByRole('menu', { name: 'Account' });
  await expect(menu.getByRole('menuitem')).toHaveText(['My Account', 'My Events', 'Provider View', 'Logout']);
  await menu.getByRole('menuitem', { name: 'My Events' }).click();
  await expect(heading(page)).toHaveText('My Events');
  await expect(menu).toHaveCount(0);

  // From the keyboard: Escape closes the menu and focus goes back to its button.
  await accountButton(page).focus();
  await page.keyboard.press('Enter');
  await expect(menu.getByRole('menuitem', { name: 'My Account' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'My Events' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(accountButton(page)).toBeFocused();

  await accountButton(page).click();
  await menu.getByRole('menuitem', { name: 'Provider View' }).click();
  await expect(page).toHaveURL(/\/mybusinesses$/);
  await expect(heading(page)).toHaveText('My Businesses');
  await expect(header(page).getByRole('button', { name: 'Provider Mode' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('selectedView'))).toBe('provider');

  await accountButton(page).click();
  await expect(menu.getByRole('menuitem')).toHaveText([
    'My Account',
    'My Dashboard',
    'My Businesses',
    'My Quotes',
    'My Agenda',
    'Find Events',
    'Organizer View',
    'Logout',
  ]);
  await menu.getByRole('menuitem', { name: 'Organizer View' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(header(page).getByRole('button', { name: 'Organizer Mode' })).toBeVisible();

  await accountButton(page).click();
  await menu.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(header(page).getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  await expect(accountButton(page)).toHaveCount(0);
  // Signed out for good: a reload does not bring the session back.
  await page.reload();
  await expect(header(page).getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test.describe('the footer', () => {
  test('Register a Business puts the visitor in the provider view on /register', async ({
    organizerPage: page,
    pageErrors,
  }) => {
    await page.goto('/about');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Register a Business' }).click();
    await expect(heading(page)).toHaveText('Create Your Account');
    await expect(header(page).getByRole('button', { name: 'Provider Mode' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('selectedView'))).toBe('provider');
    expect(pageErrors).toEqual([]);
  });

  test('Why Choose Us? shows the provider home, and from there scrolls back to the top', async ({
    organizerPage: page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 400 });
    await page.goto('/about');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Why Choose Us?' }).click();
    await expect(heading(page)).toHaveText('Why Choose Us?');
    await expect(header(page).getByRole('button', { name: 'Provider Mode' })).toBeVisible();

    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Why Choose Us?' }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('external links open in a new tab, Gallery Photos leads to the gallery', async ({ organizerPage: page }) => {
    await page.goto('/about');
    const footer = page.getByRole('contentinfo');
    for (const name of ['Support', 'KidsEvents on Instagram']) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('target', '_blank');
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await expect(footer.getByRole('link', { name: 'Support', exact: true })).toHaveAttribute(
      'href',
      'https://support.kidsevents.example',
    );
    await expect(footer).toContainText(`© ${new Date().getFullYear()} KidsEvents Ltd`);
    await footer.getByRole('link', { name: 'Gallery Photos' }).click();
    await expect(heading(page)).toHaveText('Gallery');
  });
});

test.describe('the header on a narrow screen', () => {
  test('at 600 px the links move into the Menu; a link closes it', async ({ organizerPage: page, pageErrors }) => {
    await page.setViewportSize({ width: 600, height: 800 });
    await page.goto('/about');
    const menuButton = header(page).getByRole('button', { name: 'Menu', exact: true });
    await expect(menuButton).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(header(page).getByRole('button', { name: 'Organizer Mode' })).toBeHidden();

    await menuButton.click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveText([
      'Home',
      'How It Works?',
      'Our Events',
      'Our Providers',
      'About Us',
    ]);
    await expect(header(page).getByRole('link', { name: 'Login', exact: true })).toBeVisible();
    await expect(header(page).getByRole('button', { name: 'Organizer Mode' })).toBeVisible();

    await nav.getByRole('link', { name: 'Our Events' }).click();
    await expect(heading(page)).toHaveText('Our Events');
    await expect(nav).toBeHidden();

    // Keyboard: Escape closes the panel and focus returns to the Menu button.
    await menuButton.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Home' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(menuButton).toBeFocused();
    expect(pageErrors).toEqual([]);
  });

  test('at 601 px the desktop navigation shows and there is no Menu', async ({ organizerPage: page }) => {
    await page.setViewportSize({ width: 601, height: 800 });
    await page.goto('/about');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(header(page).getByRole('button', { name: 'Organizer Mode' })).toBeVisible();
    await expect(header(page).getByRole('button', { name: 'Menu', exact: true })).toHaveCount(0);
  });

  test('resizing across 600 px switches the layout without a reload', async ({ organizerPage: page }) => {
    await page.goto('/about');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await page.setViewportSize({ width: 600, height: 800 });
    await expect(header(page).getByRole('button', { name: 'Menu', exact: true })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  });
});

test.describe('the header holds still', () => {
  for (const viewport of [
    { width: 360, height: 740 },
    { width: 768, height: 1024 },
    { width: 1350, height: 940 },
  ]) {
    test(`at ${viewport.width} px it is as tall as the host's slot, and the first view never shifts`, async ({
      organizerPage: page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto('/');
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.getByRole('region', { name: 'Cookies on this site' })).toBeVisible();
      const { header: height, slot } = await header(page).evaluate((element) => ({
        header: element.getBoundingClientRect().height,
        slot: parseFloat(getComputedStyle(element.parentElement!).minHeight),
      }));
      expect(height).toBe(slot);
      const shift = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            let total = 0;
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries() as Array<
                PerformanceEntry & { value: number; hadRecentInput: boolean }
              >)
                if (!entry.hadRecentInput) total += entry.value;
            }).observe({ type: 'layout-shift', buffered: true });
            setTimeout(() => resolve(total), 500);
          }),
      );
      expect(shift).toBe(0);
    });
  }
});
