/**
 * The site search (Pagefind, through components/Search): it finds pages by mouse, by keyboard
 * (Ctrl+K and `/`) and on a phone, at the root and under a sub-path (@base), and its UI is not
 * fetched until the reader heads for it (issue 17: it cost every page 27 KB on idle).
 */
import { devices, expect, test, type Locator, type Page } from '@playwright/test';
import { idleFor } from '../../scripts/page-weight.mjs';
import { recordProblems } from './helpers.ts';

/** Requests for Pagefind's UI or index (the UI's chunk is named after pagefind.ts or ui-core). */
const PAGEFIND = /pagefind|ui-core/i;

/** The search dialog and its text box. */
const searchDialog = (page: Page) => {
  const dialog = page.getByRole('dialog', { name: 'Search' });
  return { dialog, input: dialog.getByRole('textbox', { name: 'Search' }) };
};

/** The path of the page a result link opens. */
const resultPath = async (link: Locator): Promise<string> => link.evaluate((a) => new URL((a as HTMLAnchorElement).href).pathname);

test('searching for "honours" by mouse finds a page and its result opens @base', async ({ page }) => {
  const problems = recordProblems(page);
  await page.goto('./');
  await page.getByRole('button', { name: 'Search' }).click();
  const { dialog, input } = searchDialog(page);
  await input.fill('honours');
  const first = dialog.locator('.pagefind-ui__result-link').first();
  await expect(first).toBeVisible();
  await first.click();
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(problems).toEqual([]);
});

test('Pagefind’s UI is fetched when the reader opens search, not on page load or idle', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (req) => void (PAGEFIND.test(req.url()) && fetched.push(req.url())));
  await page.goto('./course/01-what-auction-bridge-was/');
  await page.waitForLoadState('networkidle');
  await idleFor(page, 1500);
  expect(fetched).toEqual([]);
  await page.getByRole('button', { name: 'Search' }).click();
  const { input } = searchDialog(page);
  await expect(input).toBeFocused();
  expect(fetched.length).toBeGreaterThan(0);
});

test('Ctrl+K and / open search from the keyboard; Ctrl+K and Escape close it; / in a field is typed', async ({ page }) => {
  await page.goto('./');
  const { dialog, input } = searchDialog(page);
  const first = dialog.locator('.pagefind-ui__result-link').first();
  await page.keyboard.press('Control+k');
  await expect(input).toBeFocused();
  await input.pressSequentially('honours');
  await expect(first).toBeVisible();
  await page.keyboard.press('Control+k');
  await expect(dialog).toBeHidden();

  await page.keyboard.press('/');
  await expect(input).toBeFocused();
  await expect(input).toHaveValue('honours');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.evaluate(() => {
    const field = document.createElement('input');
    field.setAttribute('aria-label', 'A field of the page');
    document.querySelector('main')?.prepend(field);
  });
  const field = page.getByRole('textbox', { name: 'A field of the page' });
  await field.focus();
  await page.keyboard.press('/');
  await expect(field).toHaveValue('/');
  await expect(dialog).toBeHidden();

  // A result is reached with Tab (past the clear button) and opened with Enter.
  await page.keyboard.press('Control+k');
  await expect(input).toBeFocused();
  await input.fill('honours');
  await expect(first).toBeVisible();
  for (let i = 0; i < 5 && !(await first.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(first).toBeFocused();
  const target = await resultPath(first);
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === target);
  await expect(page.locator('main h1').first()).toBeVisible();
});

test.describe('on a phone', () => {
  const { defaultBrowserType: _ignored, ...phone } = devices['Pixel 5'];
  test.use(phone);

  test('the search icon opens a full-screen search whose result opens with a tap; Cancel closes it @base', async ({ page }) => {
    const problems = recordProblems(page);
    await page.goto('./');
    await page.getByRole('button', { name: 'Search' }).tap();
    const { dialog, input } = searchDialog(page);
    await expect(input).toBeFocused();
    const box = await dialog.boundingBox();
    const viewport = page.viewportSize();
    expect(box?.width).toBe(viewport?.width);
    await dialog.getByRole('button', { name: 'Cancel' }).tap();
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Search' }).tap();
    await input.fill('honours');
    const first = dialog.locator('.pagefind-ui__result-link').first();
    await expect(first).toBeVisible();
    const target = await resultPath(first);
    await first.tap();
    await page.waitForURL((url) => url.pathname === target);
    await expect(page.locator('main h1').first()).toBeVisible();
    expect(problems).toEqual([]);
  });
});

test('when the search cannot be loaded the dialog says so, and opening it again tries again', async ({ page }) => {
  await page.goto('./');
  await page.route(PAGEFIND, (route) => route.abort('internetdisconnected'));
  await page.getByRole('button', { name: 'Search' }).click();
  const { dialog, input } = searchDialog(page);
  await expect(dialog.getByRole('status')).toHaveText(/Search could not be loaded/);
  await expect(input).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.unroute(PAGEFIND);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(input).toBeFocused();
  await expect(dialog.getByRole('status')).toBeHidden();
});
