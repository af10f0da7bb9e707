/**
 * Teachers' links (issue 15): an embed snippet and the print footer from a build without
 * SITE_URL use the address the page was served from, and the snippet works in an iframe on
 * another origin; the score pad's deal and Auction against Contract's settings survive a reload
 * from the address; the pad's controls sit above the sheet and stay put; an entry's parts show
 * on tap or focus. (The shared Lab link's first screen is tested in lab.spec.ts.)
 *
 * The suite's builds are made without SITE_URL (scripts/test.mjs), which is what these check.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { BASE_PATH, openPage, recordProblems } from './helpers.ts';

const HAND = 'drawing-trumps';

test('the embed snippet names this page’s own address and plays in an iframe on another origin @base', async ({ page }) => {
  test.setTimeout(90_000);
  const problems = recordProblems(page);
  await openPage(page, `hands/${HAND}/`);
  const origin = new URL(page.url()).origin;
  const snippet = await page.getByRole('textbox', { name: /Embed snippet/ }).inputValue();
  expect(snippet).not.toContain('example.org');
  expect(snippet).toContain(`src="${origin}${BASE_PATH}embed/${HAND}/"`);
  // A teacher's page on another local origin (its own server and port), with the snippet pasted in.
  // A real server, not a routed page: Chromium treats a routed page as public and blocks its
  // frames to local addresses (local network access checks).
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html lang="en"><title>Class notes</title><h1>Class notes</h1>${snippet}</html>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    await page.goto(`http://127.0.0.1:${port}/notes.html`);
    expect(new URL(page.url()).origin).not.toBe(origin);
    const frame = page.frameLocator('iframe');
    await expect(frame.locator('.ab-replay--live')).toBeVisible({ timeout: 20_000 });
    await expect(frame.locator('main h1')).not.toHaveText('');
  } finally {
    server.close();
  }
  expect(problems).toEqual([]);
});

test('the print sheet’s footer names this page’s own address @base', async ({ page }) => {
  await openPage(page, `hands/${HAND}/`);
  const origin = new URL(page.url()).origin;
  await page.emulateMedia({ media: 'print' });
  const footer = page.locator('.ab-sheet__url');
  await expect(footer).toBeVisible();
  await expect(footer).toHaveText(`From ${origin}${BASE_PATH}hands/${HAND}/`);
});

test('the score pad keeps its deal in the address: a reload opens the same deal, controls above the sheet', async ({ page }) => {
  test.setTimeout(90_000);
  await openPage(page, 'course/12-the-rubber/');
  const pad = page.locator('section.ab-pad').first();
  await pad.scrollIntoViewIfNeeded();
  const controls = pad.getByRole('group', { name: /deal/i });
  await expect(controls).toBeVisible();
  await controls.getByRole('button', { name: 'First deal' }).click();
  const before = await controls.boundingBox();
  const sheet = await pad.locator('.ab-pad__sheet').boundingBox();
  expect(before!.y + before!.height).toBeLessThanOrEqual(sheet!.y);
  for (let i = 0; i < 6; i += 1) await controls.getByRole('button', { name: 'Next deal' }).click();
  await expect(pad.locator('.ab-pad__status')).toHaveText(/^Deal 7 of \d+/);
  // The controls did not move as the sheet grew.
  expect((await controls.boundingBox())!.y).toBeCloseTo(before!.y, 0);
  expect(new URL(page.url()).searchParams.get('pad')).toBe('7');
  await page.reload();
  const again = page.locator('section.ab-pad').first();
  await again.scrollIntoViewIfNeeded();
  await expect(again.locator('.ab-pad__status')).toHaveText(/^Deal 7 of \d+/);
  await expect(again).toHaveAttribute('data-shown', '7');
  // The second pad of the page has its own key.
  await page.goto(`course/12-the-rubber/?pad=7&pad-2=3`);
  const second = page.locator('section.ab-pad').nth(1);
  await second.scrollIntoViewIfNeeded();
  await expect(second).toHaveAttribute('data-shown', '3');
});

test('a score-pad entry shows its parts on tap and on focus', async ({ page }) => {
  await openPage(page, 'course/12-the-rubber/');
  const pad = page.locator('section.ab-pad').first();
  await pad.scrollIntoViewIfNeeded();
  const entry = pad.locator('.ab-pad__entry').first();
  await expect(entry.locator('.ab-pad__tip')).toBeHidden();
  await entry.click();
  await expect(entry).toBeFocused();
  await expect(entry.locator('.ab-pad__tip')).toBeVisible();
  await expect(entry.locator('.ab-pad__tip-source')).not.toContainText(/WORK13|auction-laws|§/);
});

test('Auction against Contract keeps its settings in the address: a reload opens the same deal', async ({ page }) => {
  test.setTimeout(90_000);
  await openPage(page, 'course/13-auction-against-contract/');
  const compare = page.locator('section.ab-compare').first();
  await compare.scrollIntoViewIfNeeded();
  await compare.getByLabel('Level').selectOption('4');
  await compare.getByLabel('Strain').selectOption('H');
  await compare.getByLabel('Doubling').selectOption('1');
  await compare.getByLabel('Tricks won by declarer’s side').selectOption('8');
  await expect(compare.locator('.ab-compare__summary')).toContainText('8 tricks');
  const summary = await compare.locator('.ab-compare__summary').textContent();
  expect(new URL(page.url()).searchParams.get('auction-vs-contract')).toMatch(/^4HX-8-n-/);
  await page.reload();
  const again = page.locator('section.ab-compare').first();
  await again.scrollIntoViewIfNeeded();
  await expect(again.getByLabel('Doubling')).toHaveValue('1');
  await expect(again.getByLabel('Tricks won by declarer’s side')).toHaveValue('8');
  await expect(again.locator('.ab-compare__summary')).toHaveText(summary!);
  // A malformed value is ignored: the author's deal, no error.
  await page.goto('course/13-auction-against-contract/?auction-vs-contract=9Z-99');
  const fresh = page.locator('section.ab-compare').first();
  await fresh.scrollIntoViewIfNeeded();
  await expect(fresh.getByLabel('Level')).toHaveValue('1');
});
