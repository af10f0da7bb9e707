/**
 * Double-dummy analysis on a hand page, as a reader uses it (issue 13): off until asked, one
 * toggle shows what best play gives at the replay's current step, the choice survives a reload,
 * and the figures are the stored trace's (src/content/hands/dd-traces.json, which the
 * double-dummy test checks against the solver card by card). A lesson's replay has the same
 * analysis, off until asked there: turning it on for hand pages opens no lesson's answers.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { hydrateAll, openReplay } from './helpers.ts';

const SLUG = 'l06-ruffing';
const HAND = `hands/${SLUG}/`;
const STORED = JSON.parse(readFileSync('src/content/hands/dd-traces.json', 'utf8')) as {
  traces: Record<string, { name: string; totals: number[] }>;
};
const trace = Object.values(STORED.traces).find((t) => t.name === `${SLUG}.pbn board 1`);
const WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen'];

test('the hand has a stored trace to show', () => {
  expect(trace, `${SLUG} in dd-traces.json`).toBeDefined();
});

test('best play at each step: off at first, one toggle shows the step’s figure, remembered after a reload @base', async ({ page }) => {
  const replay = await openReplay(page, HAND);
  const box = page.getByRole('region', { name: 'Best play at each step' });
  const toggle = box.getByRole('button', { name: 'Show what best play gives at each step' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(box.locator('[data-dd-step]:visible')).toHaveCount(0);

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await replay.getByRole('button', { name: 'Last step' }).click();
  const final = trace!.totals[trace!.totals.length - 1]!;
  const line = box.locator('[data-dd-step]:visible');
  await expect(line).toHaveCount(1);
  await expect(line).toHaveText(`With best play from here, South’s side ends with ${WORDS[final]} tricks in all.`);

  // During the auction there is nothing to say: no line.
  await replay.getByRole('button', { name: 'First step' }).click();
  await expect(box.locator('[data-dd-step]:visible')).toHaveCount(0);

  // After the opening lead: the total after one card, as the trace stores it.
  await replay.getByRole('button', { name: /^Trick 1, .*, leads$/ }).click();
  await expect(box.locator('[data-dd-step]:visible')).toHaveText(
    `With best play from here, South’s side ends with ${WORDS[trace!.totals[1]!]} tricks in all.`,
  );

  await page.reload();
  await hydrateAll(page);
  await expect(page.getByRole('button', { name: 'Show what best play gives at each step' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('[data-dd-step]:visible')).toHaveCount(1);
});

test('a lesson’s replay has the analysis too, off even when hand pages have it on, and remembered apart', async ({ page }) => {
  // On for hand pages first.
  await openReplay(page, HAND);
  await page.getByRole('button', { name: 'Show what best play gives at each step' }).click();
  await expect(page.getByRole('button', { name: 'Show what best play gives at each step' })).toHaveAttribute('aria-pressed', 'true');

  await page.goto('course/06-the-play/', { waitUntil: 'load' });
  await hydrateAll(page);
  const wrap = page.locator('.ab-replay-wrap', { has: page.locator(`#replay-${SLUG}`) });
  const toggle = wrap.getByRole('button', { name: 'Show what best play gives at each step' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(wrap.locator('[data-dd-step]:visible')).toHaveCount(0);
  await expect(wrap).not.toHaveAttribute('data-dd-on', '');

  await toggle.click();
  await expect(wrap).toHaveAttribute('data-dd-on', '');
  await wrap.getByRole('button', { name: 'Last step' }).click();
  const final = trace!.totals[trace!.totals.length - 1]!;
  await expect(wrap.locator('[data-dd-step]:visible')).toHaveText(
    `With best play from here, South’s side ends with ${WORDS[final]} tricks in all.`,
  );
  // Every replay of the lesson follows the lesson's choice; a reload keeps it.
  await page.reload();
  await hydrateAll(page);
  const toggles = page.getByRole('button', { name: 'Show what best play gives at each step' });
  expect(await toggles.count()).toBeGreaterThan(1);
  for (const t of await toggles.all()) await expect(t).toHaveAttribute('aria-pressed', 'true');
});

test('lessons 01 and 02 offer the analysis too: off, its code unloaded until pressed, on, remembered @base', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  for (const lesson of ['course/01-what-auction-bridge-was/', 'course/02-cards-and-the-deal/']) {
    scripts.length = 0;
    const replay = await openReplay(page, lesson);
    const wrap = page.locator('.ab-replay-wrap');
    const toggle = wrap.getByRole('button', { name: 'Show what best play gives at each step' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(wrap.locator('[data-dd-step]:visible')).toHaveCount(0);
    // Off: nothing of the analysis's code is fetched (it would weigh on the 25,000 B budget).
    expect(scripts.filter((u) => /\/steps\.[^/]*\.js$/.test(u))).toEqual([]);

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(wrap).toHaveAttribute('data-dd-on', '');
    await replay.getByRole('button', { name: 'Last step' }).click();
    await expect(wrap.locator('[data-dd-step]:visible')).toHaveText(/^With best play from here, \w+’s side ends with \w+ tricks? in all\./);

    // Remembered: a reload opens it on; off again with one press.
    await page.reload();
    await hydrateAll(page);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(wrap).toHaveAttribute('data-dd-on', '');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(wrap.locator('[data-dd-step]:visible')).toHaveCount(0);
  }
});

test('an embed of a hand has the same toggle: off at first, on by keyboard, the step’s figure and the marks @base', async ({ page }) => {
  // A hand whose play has a card that gave up a trick, so the move list has a mark to show.
  const slug = 'l06-trumps-left-out';
  const stored = Object.values(STORED.traces).find((t) => t.name === `${slug}.pbn board 1`)!;
  const replay = await openReplay(page, `embed/${slug}/`);
  const wrap = page.locator('.ab-replay-wrap');
  const box = page.getByRole('region', { name: 'Best play at each step' });
  const toggle = box.getByRole('button', { name: 'Show what best play gives at each step' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(box.locator('[data-dd-step]:visible')).toHaveCount(0);
  await expect(wrap.locator('[data-dd-mark]:visible')).toHaveCount(0);

  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(wrap).toHaveAttribute('data-dd-on', '');
  await expect(wrap.locator('[data-dd-mark]:visible')).toHaveCount(1);
  await replay.getByRole('button', { name: 'Last step' }).click();
  const final = stored.totals[stored.totals.length - 1]!;
  await expect(box.locator('[data-dd-step]:visible')).toHaveText(
    new RegExp(`^With best play from here, \\w+’s side ends with ${WORDS[final]} tricks in all\\.$`),
  );

  // The embed keeps the hand pages' choice: their page opens with it on.
  await openReplay(page, `hands/${slug}/`);
  await expect(page.getByRole('button', { name: 'Show what best play gives at each step' })).toHaveAttribute('aria-pressed', 'true');
});

test('par is spelled, never the solver’s text; a hand without play is offered table and par only', async ({ page }) => {
  await page.goto(HAND, { waitUntil: 'load' });
  const block = page.locator('details[data-ab-analysis]');
  await expect(block.locator('summary')).toHaveText('Double-dummy analysis: could it have been made?');
  await block.locator('summary').click();
  const par = block.locator('.ab-analysis__par li').first();
  await expect(par).toContainText(/ by (North|East|South|West)\b/);
  await expect(block).not.toContainText(/\b[1-7](NT|NL|[CDHSR])X{0,2} by [NESW]\b/);

  // royal-spades.pbn records no play: the heading asks nothing of one.
  await page.goto('hands/royal-spades/', { waitUntil: 'load' });
  const noPlay = page.locator('details[data-ab-analysis]');
  await expect(noPlay.locator('summary')).toHaveText('Double-dummy analysis: what each side can make, and par');
  await noPlay.locator('summary').click();
  await expect(noPlay.getByRole('table')).toBeVisible();
  await expect(noPlay.locator('.ab-analysis__par li')).not.toHaveCount(0);
});
