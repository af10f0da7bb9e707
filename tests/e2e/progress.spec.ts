/**
 * The reader's progress (issue 15): kept in this browser, shown in the sidebar and on /progress/,
 * with a way to reset; it survives a reload, and a garbage value in storage is ignored with a
 * message, never a broken page. Also: a rule-set choice shows on every scoring widget of another
 * lesson, with its notice and a way back to the lesson's code.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { openPage, recordProblems } from './helpers.ts';

type AxePage = ConstructorParameters<typeof AxeBuilder>[0]['page'];
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa'];
const KEY = 'auction-bridge:progress';
const LESSON_5 = 'course/05-declarer-and-dummy/';

const sidebarLink = (page: Page, slug: string) => page.locator(`#starlight__sidebar a[href$="/course/${slug}/"]:not(.ab-lang-switch)`);

test('a quiz answered marks the lesson started; "finished" is recorded, kept after a reload, and reset', async ({ page }) => {
  test.setTimeout(90_000); // five page loads
  const problems = recordProblems(page);
  await openPage(page, LESSON_5);
  const quiz = page.getByRole('group', { name: 'Declarer quiz' }).first();
  await quiz.scrollIntoViewIfNeeded();
  await expect(quiz).toHaveAttribute('data-ready', 'true');
  await quiz.getByRole('button', { name: 'Show answer' }).click();
  await expect(quiz.locator('.ab-tally')).toContainText('1 answered');
  await page.reload();
  await expect(sidebarLink(page, '05-declarer-and-dummy')).toHaveAttribute('data-ab-progress', 'started');
  // The link at the end of the lesson records it as finished.
  await page.getByRole('link', { name: /I have finished this lesson/ }).click();
  await expect(page).toHaveURL(/\/progress\/$/);
  await expect(page.locator('[data-ab-progress-status]')).toHaveText(/marked as finished/);
  const row = page.locator('[data-ab-progress-lesson="05-declarer-and-dummy"]');
  await expect(row.locator('[data-ab-progress-state]')).toHaveText('finished');
  await expect(row.locator('[data-ab-progress-quizzes]')).toHaveText(/^1 of the quizzes answered/);
  await page.reload();
  await expect(row.locator('[data-ab-progress-state]')).toHaveText('finished');
  await expect(sidebarLink(page, '05-declarer-and-dummy')).toHaveAttribute('data-ab-progress', 'finished');
  // Reset, from the keyboard.
  page.once('dialog', (d) => void d.accept());
  await page.getByRole('button', { name: 'Forget all my progress' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-ab-progress-status]')).toHaveText('Your progress was forgotten.');
  await expect(row.locator('[data-ab-progress-state]')).toHaveText('not started');
  await page.reload();
  await expect(row.locator('[data-ab-progress-state]')).toHaveText('not started');
  await expect(sidebarLink(page, '05-declarer-and-dummy')).not.toHaveAttribute('data-ab-progress', /.+/);
  expect(problems).toEqual([]);
});

for (const garbage of [
  '{not json',
  '{"version":7,"lessons":[]}',
  '{"version":1,"lessons":{"05-declarer-and-dummy":{"finished":"yes","quizzes":{"q":"maybe"}}}}',
]) {
  test(`a garbage value in storage is ignored with a message: ${garbage}`, async ({ page }) => {
    test.setTimeout(90_000); // four page loads
    const problems = recordProblems(page);
    await openPage(page, LESSON_5);
    await page.evaluate(([k, v]) => localStorage.setItem(k!, v!), [KEY, garbage]);
    // The progress page says what it ignored, and still lists the lessons.
    await openPage(page, 'progress/');
    await expect(page.getByRole('alert')).toHaveText(/ignored/);
    await expect(page.locator('[data-ab-progress-lesson="05-declarer-and-dummy"] [data-ab-progress-state]')).toHaveText('not started');
    // The lesson still works: its quiz says the same, records, and the stored value is whole again.
    await openPage(page, LESSON_5);
    const quiz = page.getByRole('group', { name: 'Declarer quiz' }).first();
    await quiz.scrollIntoViewIfNeeded();
    await expect(quiz).toHaveAttribute('data-ready', 'true');
    await expect(quiz.locator('.ab-tally')).toHaveText(/ignored/);
    await quiz.getByRole('button', { name: 'Show answer' }).click();
    await expect(quiz.locator('.ab-tally')).toContainText('1 answered');
    await openPage(page, 'progress/');
    await expect(page.getByRole('alert')).toBeHidden();
    await expect(page.locator('[data-ab-progress-lesson="05-declarer-and-dummy"] [data-ab-progress-quizzes]')).toHaveText(
      /^1 of the quizzes answered/,
    );
    expect(problems).toEqual([]);
  });
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the progress page passes axe (${colorScheme})`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.emulateMedia({ colorScheme });
    await openPage(page, LESSON_5);
    await page.evaluate(
      (k) =>
        localStorage.setItem(
          k,
          '{"version":1,"lessons":{"05-declarer-and-dummy":{"finished":true},"07-scoring-tricks":{"quizzes":{"a":"first"}},"x":3}}',
        ),
      KEY,
    );
    await openPage(page, 'progress/');
    await expect(page.getByRole('alert')).toBeVisible();
    const results = await new AxeBuilder({ page: page as unknown as AxePage }).withTags(AXE_TAGS).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}

test('a rule-set change shows on every scoring widget of another lesson, with its notice and a way back', async ({ page }) => {
  const problems = recordProblems(page);
  // Chosen in lesson 7's quiz ("Change")…
  await openPage(page, 'course/07-scoring-tricks/');
  const quiz = page.locator('#lesson-7-first');
  await quiz.scrollIntoViewIfNeeded();
  await expect(quiz.getByRole('button', { name: 'Check' })).toBeVisible();
  await quiz.locator('.ab-rules-line summary').click();
  await quiz.getByLabel('Score under').selectOption('bridge-count-1908');
  await expect(quiz.locator('.ab-rules-line__notice')).toContainText('is not the one this lesson teaches (Whist Club Laws 1926)');
  // …it shows on every scoring widget of lesson 10.
  await openPage(page, 'course/10-honours/');
  const lines = page.locator('.ab-honours, section.ab-quiz, section.ab-pad, section.ab-compare');
  const count = await lines.count();
  expect(count).toBeGreaterThanOrEqual(2);
  for (let i = 0; i < count; i += 1) {
    const widget = lines.nth(i);
    await widget.scrollIntoViewIfNeeded();
    await expect(widget).toHaveAttribute('data-rules', 'bridge-count-1908');
    await expect(widget.locator('.ab-rules-line__notice')).toBeVisible();
  }
  // The way back, from the keyboard, on one widget: every widget follows.
  const back = lines.first().getByRole('button', { name: 'Back to this lesson’s code' });
  await back.focus();
  await page.keyboard.press('Enter');
  for (let i = 0; i < count; i += 1) {
    await expect(lines.nth(i)).toHaveAttribute('data-rules', 'whist-club-1926');
    await expect(lines.nth(i).locator('.ab-rules-line__notice')).toHaveCount(0);
  }
  // The prose scores never changed: they are the lesson's code.
  for (const rules of await page.locator('.ab-score[data-rules]').evaluateAll((els) => els.map((e) => e.getAttribute('data-rules')))) {
    expect(rules).not.toBe('bridge-count-1908');
  }
  expect(problems).toEqual([]);
});
