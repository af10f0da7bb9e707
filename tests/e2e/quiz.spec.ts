/**
 * The quizzes teach (issue 15): an answer is withheld until the reader commits; a wrong answer
 * gets a hint from the engine and another try, not the answer; a second miss or "Show answer"
 * reveals it with the breakdown; feedback is a sign and words as well as colour; every quiz
 * keeps the lesson's running tally; axe passes in both themes with the hints and answers on show.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { openPage, recordProblems } from './helpers.ts';

type AxePage = ConstructorParameters<typeof AxeBuilder>[0]['page'];
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa'];

const LESSON_5 = 'course/05-declarer-and-dummy/';
const LESSON_7 = 'course/07-scoring-tricks/';
const LESSON_10 = 'course/10-honours/';

/** Waits until a quiz island is live: its buttons do nothing before (client:visible). */
const live = async (quiz: Locator): Promise<void> => {
  await quiz.scrollIntoViewIfNeeded();
  if ((await quiz.getAttribute('role')) === 'group') await expect(quiz).toHaveAttribute('data-ready', 'true');
  else await expect(quiz.getByRole('button', { name: 'Check' })).toBeVisible();
};

/** The first score quiz of lesson 7: 3♥ by South, 10 tricks, A K + Q against J, 10 (1926: 30 above, 32 below). */
const lesson7Quiz = (page: Page) => page.locator('#lesson-7-first');

test('declarer quiz: a wrong seat gets a hint and another try; a second miss reveals the declarer', async ({ page }) => {
  const problems = recordProblems(page);
  await openPage(page, LESSON_5);
  const quiz = page.getByRole('group', { name: 'Declarer quiz' }).last();
  await live(quiz);
  // 1C 1H 1NT 2H 3C Pass 3NT …: North bid clubs, South no-trump first; South declares 3NT.
  await quiz.getByRole('button', { name: 'East', exact: true }).click();
  await quiz.getByRole('button', { name: 'Check answer' }).click();
  const feedback = quiz.locator('.ab-quiz__feedback');
  await expect(feedback).toContainText('✗ Not yet: East is not the declarer.');
  await expect(feedback).toContainText('Hint: North–South won the auction');
  await expect(quiz).not.toContainText('is the declarer.');
  await expect(quiz.locator('[data-mark]')).toHaveCount(0);
  // The second miss.
  await quiz.getByRole('button', { name: 'West', exact: true }).click();
  await quiz.getByRole('button', { name: 'Check answer' }).click();
  await expect(feedback).toContainText('The answer: South is the declarer.');
  await expect(quiz.getByRole('button', { name: /^South.*declarer/ })).toHaveAttribute('data-mark', 'right');
  await expect(quiz.getByRole('button', { name: /^West.*your choice/ })).toHaveAttribute('data-mark', 'wrong');
  await expect(quiz.getByRole('button', { name: /Check answer|Show answer|Try again/ })).toHaveCount(0);
  // The lesson's tally, under every quiz of the page.
  await expect(quiz.locator('.ab-tally')).toHaveText(/1 answered; 0 right at the first try, 0 after a hint, 1 shown/);
  expect(problems).toEqual([]);
});

test('declarer quiz: Show answer reveals it without a guess', async ({ page }) => {
  await openPage(page, LESSON_5);
  const quiz = page.getByRole('group', { name: 'Declarer quiz' }).first();
  await live(quiz);
  await quiz.getByRole('button', { name: 'Show answer' }).click();
  await expect(quiz.locator('.ab-quiz__feedback')).toContainText(/The answer: (North|East|South|West) is the declarer\./);
  await expect(quiz.locator('.ab-quiz__why')).toBeVisible();
});

test('score quiz: a wrong box gets a hint and no figure; the second try is right; the tally survives a reload', async ({ page }) => {
  await openPage(page, LESSON_7);
  const quiz = lesson7Quiz(page);
  await live(quiz);
  // We (North–South) and They (East–West), above and below the line, as on a score sheet.
  await expect(quiz.getByRole('columnheader')).toHaveText(['We (North–South)', 'They (East–West)']);
  await quiz.getByLabel('North–South, above the line').fill('40');
  await quiz.getByLabel('North–South, below the line').fill('32');
  await quiz.getByRole('button', { name: 'Check' }).click();
  const status = quiz.locator('.ab-quiz__status');
  await expect(status).toHaveText(/^3 of 4 right\. Not yet/);
  const aboveMark = quiz.locator('#lesson-7-first-NS-above-mark');
  await expect(aboveMark).toContainText('✗ Not yet');
  // Lesson 7's deal has no honours to score (they come in lesson 10): nothing above the line.
  await expect(aboveMark).toContainText('Does North–South score anything above the line on this deal?');
  await expect(quiz.locator('#lesson-7-first-NS-below-mark')).toHaveText('✓ Right');
  await expect(quiz).not.toContainText('the answer is');
  await expect(quiz.getByText('How the score is made up')).toHaveCount(0);
  await quiz.getByLabel('North–South, above the line').fill('0');
  await quiz.getByRole('button', { name: 'Check' }).click();
  await expect(status).toHaveText('All 4 right, at the second try.');
  await expect(quiz.getByText('How the score is made up')).toBeVisible();
  await expect(quiz.locator('.ab-tally')).toContainText('1 answered; 0 right at the first try, 1 after a hint');
  await page.reload();
  await live(lesson7Quiz(page));
  await expect(lesson7Quiz(page).locator('.ab-tally')).toContainText('1 answered; 0 right at the first try, 1 after a hint');
});

test('score quiz: a second miss reveals every figure with the breakdown', async ({ page }) => {
  await openPage(page, LESSON_7);
  const quiz = lesson7Quiz(page);
  await live(quiz);
  await quiz.getByRole('button', { name: 'Check' }).click();
  await expect(quiz.getByText('How the score is made up')).toHaveCount(0);
  await quiz.getByRole('button', { name: 'Check' }).click();
  await expect(quiz.locator('#lesson-7-first-NS-above-mark')).toHaveText('✓ Right');
  await expect(quiz.locator('#lesson-7-first-NS-below-mark')).toHaveText('✗ Wrong: the answer is 32');
  await expect(quiz.getByText('How the score is made up')).toBeVisible();
});

test('score quiz keeps its We/They sheet on a 320 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 740 });
  await openPage(page, LESSON_7);
  const quiz = lesson7Quiz(page);
  await live(quiz);
  const weAbove = await quiz.getByLabel('North–South, above the line').boundingBox();
  const theyAbove = await quiz.getByLabel('East–West, above the line').boundingBox();
  const weBelow = await quiz.getByLabel('North–South, below the line').boundingBox();
  // Side by side above the line, and below the line under them.
  expect(Math.abs(weAbove!.y - theyAbove!.y)).toBeLessThan(2);
  expect(theyAbove!.x).toBeGreaterThan(weAbove!.x + weAbove!.width - 1);
  expect(weBelow!.y).toBeGreaterThan(weAbove!.y + weAbove!.height);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});

test('honour counter: asks for the count first, then marks the honours in the hands', async ({ page }) => {
  await openPage(page, LESSON_10);
  const counter = page.locator('section.ab-honours').first();
  await live(counter);
  await expect(counter.getByRole('button', { name: 'Check' })).toBeVisible();
  await expect(counter.locator('.ab-honours__sides')).toHaveCount(0);
  await expect(counter.locator('.ab-honours__marked')).toHaveCount(0);
  await counter.getByRole('spinbutton', { name: 'North–South score' }).fill('999');
  await counter.getByRole('button', { name: 'Check' }).click();
  await expect(counter.locator('.ab-honours__hint')).toContainText(/^Hint: of the [45] honours, North–South hold \d, East–West hold \d\./);
  await expect(counter.locator('.ab-honours__sides')).toHaveCount(0);
  await counter.getByRole('button', { name: 'Check' }).click();
  await expect(counter.locator('.ab-honours__marked')).toBeVisible();
  const marks = await counter.locator('.ab-honours__marked mark').count();
  expect(marks).toBeGreaterThanOrEqual(4); // five trump honours, or four aces, all held by someone
  await expect(counter.locator('.ab-honours__sides')).toBeVisible();
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`quizzes with hints and answers on show pass axe (${colorScheme})`, async ({ page }) => {
    test.setTimeout(120_000); // two pages, two axe runs (the whole pages are checked by pages.spec.ts)
    await page.emulateMedia({ colorScheme });
    await openPage(page, LESSON_7);
    const quiz = lesson7Quiz(page);
    await live(quiz);
    await quiz.getByLabel('North–South, above the line').fill('40');
    await quiz.getByRole('button', { name: 'Check' }).click();
    await expect(quiz.locator('.ab-quiz__hint').first()).toBeVisible();
    await quiz.getByRole('button', { name: 'Show answer' }).click();
    await expect(quiz.getByText('How the score is made up')).toBeVisible();
    const results = await new AxeBuilder({ page: page as unknown as AxePage }).include('section.ab-quiz').withTags(AXE_TAGS).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

    await openPage(page, LESSON_5);
    const declarer = page.getByRole('group', { name: 'Declarer quiz' }).first();
    await live(declarer);
    await declarer.getByRole('button', { name: 'North', exact: true }).click();
    await declarer.getByRole('button', { name: 'Check answer' }).click();
    const second = page.getByRole('group', { name: 'Declarer quiz' }).nth(1);
    await live(second);
    await second.getByRole('button', { name: 'Show answer' }).click();
    await expect(second.locator('.ab-quiz__why')).toBeVisible();
    const again = await new AxeBuilder({ page: page as unknown as AxePage }).include('section.ab-quiz').withTags(AXE_TAGS).analyze();
    expect(again.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}
