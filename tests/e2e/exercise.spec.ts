/**
 * Lesson 12's rubber exercise in the browser: a reader writes deal 1 with the keyboard alone,
 * makes one mistake, reads the engine's correction, fixes it, reloads and finds the work kept;
 * bad stored data; axe in both themes at 320 px without horizontal scrolling; print shows the
 * pad. Every expected figure comes from the engine's ledger of the lesson's rubber.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { unwrap } from '../../src/engine/result.ts';
import { getRuleSet } from '../../src/engine/rules/index.ts';
import { scoreRubber } from '../../src/engine/rubber.ts';
import { partyOf } from '../../src/engine/score/types.ts';
import { LESSON_12_RUBBER } from '../../src/components/RubberExercise/lesson12.ts';
import { storeKey } from '../../src/components/RubberExercise/store.ts';
import { readResults } from '../../src/components/Score/notation.ts';
import { hydrateAll, recordProblems } from './helpers.ts';

const ID = 'keep-the-score';
const LESSON = 'course/12-the-rubber/';
const ledger = unwrap(scoreRubber(getRuleSet('whist-club-1926')!, unwrap(readResults(LESSON_12_RUBBER))));

/** The engine's entries of a box of a deal, as a reader writes them ("100 + 30"). */
const truth = (deal: number, side: string, line: string): string =>
  ledger.entries
    .filter((e) => e.deal === deal && e.line === line && partyOf(e) === side)
    .map((e) => String(e.points))
    .join(' + ');

/** Opens the lesson with every island awake and the exercise in view. */
const openExercise = async (page: Page): Promise<void> => {
  await page.goto(LESSON, { waitUntil: 'load' });
  await hydrateAll(page);
  await page.locator(`#${ID}`).scrollIntoViewIfNeeded();
  await expect(page.locator(`#${ID} .ab-rx__check`)).toBeVisible();
};

const box = (page: Page, deal: number, key: string) => page.locator(`#${ID}-d${deal}-${key}`);

test('a reader writes deal 1 by keyboard, fixes a mistake from the correction, and a reload keeps the work', async ({ page }) => {
  const problems = recordProblems(page);
  await openExercise(page);
  const exercise = page.locator(`#${ID}`);
  await expect(exercise).toHaveAttribute('data-done', '0');
  await expect(exercise.locator('.ab-rx__deal--current')).toContainText('East–West won 9 tricks.');

  const right = truth(0, 'EW', 'below');
  const wrong = String(Number(right) + 6);
  await box(page, 1, 'NS-above').focus();
  // The boxes in the order Tab reaches them: We above, They above, We below, They below.
  await page.keyboard.type(truth(0, 'NS', 'above'));
  await page.keyboard.press('Tab');
  await page.keyboard.type(truth(0, 'EW', 'above'));
  await page.keyboard.press('Tab');
  await page.keyboard.type(truth(0, 'NS', 'below'));
  await page.keyboard.press('Tab');
  await page.keyboard.type(wrong);
  await page.keyboard.press('Tab');
  await expect(box(page, 1, 'line')).toBeFocused();
  // Deal 1 wins no game: the line stays undrawn. Enter in a box checks the deal.
  expect(ledger.deals[0]?.gameWonBy).toBeNull();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');

  const status = exercise.locator('.ab-rx__status');
  await expect(status).toHaveText(/^Deal 1: 4 of 5 right\./);
  await expect(status).toHaveAttribute('aria-live', 'polite');
  const theyBelow = box(page, 1, 'EW-below');
  await expect(theyBelow).toBeFocused();
  await expect(theyBelow).toHaveValue(wrong);
  await expect(theyBelow).toHaveAttribute('aria-invalid', 'true');
  const fix = page.locator(`#${ID}-d1-EW-below-fix`);
  await expect(fix).toContainText(`you wrote ${wrong}; it should be ${right}.`);
  await expect(fix).toContainText(`Tricks: ${ledger.entries.find((e) => e.deal === 0 && e.line === 'below')!.detail} = ${right}`);

  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(right);
  await page.keyboard.press('Enter');
  await expect(exercise).toHaveAttribute('data-done', '1');
  await expect(status).toHaveText(/^Deal 1: all 5 right\. Now deal 2: /);
  await expect(box(page, 2, 'NS-above')).toBeFocused();
  await page.keyboard.type('90');
  // Deal 1 is on the sheet, from the engine.
  await expect(exercise.getByRole('list', { name: 'They, below the line, game 1' })).toContainText(right);

  await page.reload({ waitUntil: 'load' });
  await hydrateAll(page);
  await expect(exercise).toHaveAttribute('data-done', '1');
  await expect(box(page, 2, 'NS-above')).toHaveValue('90');
  expect(problems).toEqual([]);
});

test('bad stored data gives an empty pad and says so', async ({ page }) => {
  await page.goto(LESSON, { waitUntil: 'load' });
  await page.evaluate((key) => localStorage.setItem(key, '{"format":"auction-bridge-rubber-exercise","version":1,"rubber":'), storeKey(ID));
  await openExercise(page);
  await expect(page.locator(`#${ID}`)).toHaveAttribute('data-done', '0');
  await expect(page.locator(`#${ID} .ab-rx__notice`)).toContainText('could not be read');
  await expect(box(page, 1, 'NS-above')).toBeEditable();
});

/** Writes deal 1 with one wrong box and checks it, so that marks and a correction show. */
const withCorrection = async (page: Page): Promise<void> => {
  await box(page, 1, 'NS-above').fill(truth(0, 'NS', 'above'));
  await box(page, 1, 'EW-below').fill('1');
  await page.locator(`#${ID} .ab-rx__check`).click();
  await expect(page.locator(`#${ID} .ab-rx__corrections`)).toBeVisible();
};

for (const colorScheme of ['light', 'dark'] as const) {
  test(`at 320 px with a correction showing: no axe-core violations, no sideways scrolling (${colorScheme})`, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.emulateMedia({ colorScheme });
    await openExercise(page);
    await withCorrection(page);
    const results = await new AxeBuilder({ page }).include(`#${ID}`).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
    const found = results.violations.map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(found).toEqual([]);
    const { scroll, client } = await page.evaluate(() => ({
      scroll: Math.max(document.documentElement.scrollWidth, document.body.scrollWidth),
      client: document.documentElement.clientWidth,
    }));
    expect(scroll).toBeLessThanOrEqual(client);
    // Every box, the line and the buttons are at least 44 px high.
    for (const el of await page.locator(`#${ID} input, #${ID} .ab-rx__line, #${ID} button`).all()) {
      const h = (await el.boundingBox())?.height ?? 0;
      const tag = await el.evaluate((e) => e.tagName + (e.getAttribute('type') ?? ''));
      if (tag !== 'INPUTcheckbox') expect(h, tag).toBeGreaterThanOrEqual(44);
    }
  });
}

test('print shows the pad with what is written as text, without boxes or buttons', async ({ page }) => {
  await openExercise(page);
  await withCorrection(page);
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator(`#${ID} .ab-pad__sheet`)).toBeVisible();
  // The boxes give way to what was written in them, as text.
  await expect(box(page, 1, 'EW-below')).toBeHidden();
  const written = await box(page, 1, 'EW-below').inputValue();
  expect(written).not.toBe('');
  await expect(
    page
      .locator(`#${ID} .ab-rx__printed`)
      .filter({ hasText: new RegExp(`^${written}$`) })
      .first(),
  ).toBeVisible();
  await expect(page.locator(`#${ID} .ab-rx__check`)).toBeHidden();
});
