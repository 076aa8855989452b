import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';

const FIELDS = ['Words', 'Category', 'Postcode', 'Date', "Child's age", 'Number of children', 'Sort by'];

/** The box of each filter field (its label and control), as laid out. */
async function fieldBoxes(page: Page) {
  const filters = page.getByRole('search', { name: 'Filter results' });
  return Promise.all(
    FIELDS.map(async (name) => {
      const box = await filters.getByLabel(name, { exact: true }).boundingBox();
      if (!box) throw new Error(`${name} is not laid out`);
      return { name, ...box };
    }),
  );
}

const overlap = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width - 0.5 && b.x < a.x + a.width - 0.5 && a.y < b.y + b.height - 0.5 && b.y < a.y + a.height - 0.5;

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test(`/results fits ${viewport.width} px: no sideways scroll, no filter over another`, async ({
    organizerPage: page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/results?postcode=BS1');
    await expect(page.getByRole('search', { name: 'Filter results' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    const boxes = await fieldBoxes(page);
    for (const box of boxes) expect(box.x + box.width, box.name).toBeLessThanOrEqual(viewport.width);
    for (const [i, a] of boxes.entries()) {
      for (const b of boxes.slice(i + 1)) expect(overlap(a, b), `${a.name} over ${b.name}`).toBe(false);
    }
  });
}
