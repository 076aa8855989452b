import { expect, test } from '../support/fixtures.ts';
import { SCREENS } from '../support/screens.ts';

/** The Module Federation runtime's words when a shared singleton's version misses a range. */
const MISMATCH = /does not satisfy/i;

test('no page logs a shared singleton that does not satisfy its range (the compatibility gate holds at run time)', async ({
  organizerPage: page,
  pageErrors,
}) => {
  test.setTimeout(180_000);
  const mismatches: string[] = [];
  page.on('console', (message) => {
    if (MISMATCH.test(message.text())) mismatches.push(`${page.url()}: ${message.text()}`);
  });
  // Every route: between them they load all four remotes and both page groups.
  for (const [path, heading] of SCREENS) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByRole('contentinfo')).toBeVisible();
  }
  expect(mismatches).toEqual([]);
  expect(pageErrors).toEqual([]);
});
