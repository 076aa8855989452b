import { uniqueEmail } from '../support/emulator.ts';
import { expect, test } from '../support/fixtures.ts';
import { E2E_MAIL_URL } from '../support/ports.ts';

// The API takes 3 messages in 15 minutes from one client: this file sends one.

/** The run's API sends to the default SUPPORT_EMAIL. */
const SUPPORT = 'support@kidsevents.example';

/** An email as maildev's REST API lists it. */
type CaughtEmail = { subject: string; text: string; to: Array<{ address: string }>; headers: Record<string, string> };

test('a message sent on /contact through the site reaches support, answerable to the sender', async ({
  organizerPage: page,
  pageErrors,
}) => {
  const email = uniqueEmail('contact');
  const name = `Ann ${email.slice(8, 21)}`;
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Contact us' });

  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByLabel('Your name')).toHaveAccessibleDescription('Enter your name.');

  await form.getByLabel('Your name').fill(name);
  await form.getByLabel('Your email').fill(email);
  await form.getByLabel('Topic').selectOption('My account');
  await form.getByLabel('Message').fill('How do I change my display name?\n\nThanks');
  const answer = page.waitForResponse('**/api/public/contact');
  await form.getByRole('button', { name: 'Send message' }).click();
  const response = await answer;
  expect(response.status()).toBe(200);
  expect(new URL(response.url()).origin).toBe(new URL(page.url()).origin);
  await expect(page.getByRole('status')).toHaveText(`Thank you: your message has been sent. We'll reply to ${email}.`);

  let found: CaughtEmail | undefined;
  await expect
    .poll(
      async () => {
        const emails = (await (await fetch(`${E2E_MAIL_URL}/email`)).json()) as CaughtEmail[];
        found = emails.find(
          (one) =>
            one.to.some((to) => to.address === SUPPORT) && one.subject === `Contact form: My account (from ${name})`,
        );
        return found !== undefined;
      },
      { timeout: 30_000, message: `the contact message from ${name} at ${SUPPORT}` },
    )
    .toBe(true);
  expect(found!.headers['reply-to']).toContain(email);
  expect(found!.text).toContain('How do I change my display name?');
  expect(found!.text).toContain(`Email: ${email}`);
  expect(pageErrors).toEqual([]);
});
