/**
 * A written hand with a marked mistake, as a learner meets it in lesson 6 (issue 13): the card
 * that cost tricks carries no mark until the reader turns the analysis on; then the move list
 * marks it with what it cost, and the step line says what best play still gives after it. The
 * figures are the stored trace's (src/content/hands/dd-traces.json, checked against the solver
 * card by card by src/content/hands/hands.dd.test.ts).
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { hydrateAll } from './helpers.ts';

const SLUG = 'l06-trumps-left-out';
const STORED = JSON.parse(readFileSync('src/content/hands/dd-traces.json', 'utf8')) as {
  traces: Record<string, { name: string; totals: number[]; losses: { index: number; seat: string; card: string; cost: number }[] }>;
};
const trace = Object.values(STORED.traces).find((t) => t.name === `${SLUG}.pbn board 1`);

/** The lesson's replay of this hand, woken. */
const lessonReplay = async (page: Page, path: string) => {
  await page.goto(path, { waitUntil: 'load' });
  await hydrateAll(page);
  const wrap = page.locator('.ab-replay-wrap', { has: page.locator(`a[href*="/hands/${SLUG}/"]`) });
  await expect(wrap).toHaveCount(1);
  return wrap;
};

test('the hand’s trace has exactly one loss, the marked one', () => {
  expect(trace?.losses).toEqual([{ index: 20, seat: 'N', card: 'DQ', cost: 2 }]);
});

test('lesson 6: the card that cost two tricks is marked only once the analysis is on', async ({ page }) => {
  const wrap = await lessonReplay(page, 'course/06-the-play/');
  const mark = wrap.locator('[data-dd-mark]');
  await expect(mark).toHaveCount(1);
  await expect(mark).toBeHidden();

  await wrap.getByRole('button', { name: 'Show what best play gives at each step' }).click();
  await expect(mark).toBeVisible();
  await expect(mark.locator('[aria-hidden="true"]')).toHaveText('\u22122');
  await expect(mark.locator('.ab-sr-only')).toHaveText('North: the queen of diamonds gave up two tricks with best play');

  // The mark follows dummy's queen of diamonds; going there, the step says what is left and why.
  const card = mark.locator('xpath=preceding-sibling::*[1]');
  await expect(card).toHaveAccessibleName(/North.*queen of diamonds|North.*♦Q/);
  await card.click();
  await expect(wrap.locator('[data-dd-step]:visible')).toHaveText(
    'With best play from here, South’s side ends with eight tricks in all. North played the queen of diamonds, which gave up two tricks.',
  );
});

test('German lesson 6: the same mark, read out in German', async ({ page }) => {
  const wrap = await lessonReplay(page, 'de/course/06-the-play/');
  await wrap.locator('[data-dd-toggle]').click();
  const mark = wrap.locator('[data-dd-mark]');
  await expect(mark).toBeVisible();
  await expect(mark.locator('.ab-sr-only')).toHaveText(/Karo-Dame von Nord hat bei bestem Spiel zwei Stiche gekostet/i);
});
