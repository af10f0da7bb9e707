/**
 * The site search (Pagefind) works in the built site, at the root and under a sub-path.
 */
import { expect, test } from '@playwright/test';
import { recordProblems } from './helpers.ts';

test('searching for "honours" finds a page and its result opens', async ({ page }) => {
  const problems = recordProblems(page);
  await page.goto('./');
  await page.getByRole('button', { name: 'Search' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Search' }).fill('honours');
  const first = dialog.locator('.pagefind-ui__result-link').first();
  await expect(first).toBeVisible();
  await first.click();
  await expect(page.locator('main h1').first()).toBeVisible();
  expect(problems).toEqual([]);
});
