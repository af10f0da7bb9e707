/**
 * The revoke quiz of lesson 19, in Chromium: driven by the keyboard alone, a miss earns a hint
 * and no score, the second try is right and shows both choices as the engine scored them; at
 * 320 px in the dark theme the answers stack and nothing scrolls sideways; axe-core passes with
 * the answer on show.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { openPage, recordProblems } from './helpers.ts';

type AxePage = ConstructorParameters<typeof AxeBuilder>[0]['page'];
const LESSON = 'course/19-irregularities/';

/** Presses Tab (or Shift+Tab) until `target` has the focus. */
const tabTo = async (page: Page, target: Locator, back = false, max = 12): Promise<void> => {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  await expect(target).toBeFocused({ timeout: 1 });
};

test('revoke quiz: keyboard only, a hint after a miss, then both choices scored; 320 px, dark, axe', async ({ page }) => {
  const problems = recordProblems(page);
  await page.setViewportSize({ width: 320, height: 700 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await openPage(page, LESSON);
  const quiz = page.getByRole('group', { name: 'Revoke quiz' });
  await quiz.scrollIntoViewIfNeeded();
  await expect(quiz).toHaveAttribute('data-ready', 'true');
  const feedback = quiz.locator('[aria-live="polite"]');
  const points = quiz.getByRole('button', { name: 'The 100 points' });
  const tricks = quiz.getByRole('button', { name: 'The 3 tricks' });
  // From the first answer button on, by the keyboard: the points (wrong: 4NT redoubled makes game and more with the tricks).
  await points.focus();
  await page.keyboard.press('Space');
  await expect(points).toHaveAttribute('aria-pressed', 'true');
  await tabTo(page, quiz.getByRole('button', { name: 'Check answer' }));
  await page.keyboard.press('Enter');
  await expect(feedback).toContainText('Not yet.');
  await expect(feedback).toContainText('Hint: with the tricks, North–South have 10 tricks against the 10 the contract needs.');
  await expect(quiz).not.toContainText('difference of');
  // The answers stack at 320 px: one above the other.
  const [a, b] = [await points.boundingBox(), await tricks.boundingBox()];
  expect(b!.y).toBeGreaterThan(a!.y + a!.height - 1);
  await tabTo(page, tricks, true);
  await page.keyboard.press('Enter');
  await tabTo(page, quiz.getByRole('button', { name: 'Check answer' }));
  await page.keyboard.press('Enter');
  await expect(feedback).toContainText('Right, at the second try.');
  await expect(feedback).toContainText('Taking the tricks: North–South 160, East–West 0, a difference of 160.');
  await expect(tricks).toHaveAttribute('data-mark', 'right');
  const width = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect(width.scroll).toBeLessThanOrEqual(width.client);
  await quiz.screenshot({ path: test.info().outputPath('revoke-quiz-320-dark.png') });
  const axe = await new AxeBuilder({ page: page as unknown as AxePage })
    .include('.ab-quiz')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
    .analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  expect(problems).toEqual([]);
});
