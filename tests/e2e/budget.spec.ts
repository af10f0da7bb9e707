/**
 * The JavaScript budget (issue 8): every built page stays within the gzip bytes that
 * budgets.json allows its page type. Sizes, not timings: the same build always gives the same
 * figures.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { pageWeights } from '../../scripts/page-weight.mjs';
import { SITE_DIR } from './helpers.ts';

const budgets = JSON.parse(readFileSync('budgets.json', 'utf8')) as Record<string, number>;
const weights = pageWeights(SITE_DIR) as { page: string; type: string; files: number; gzip: number }[];

test('every page has a budget and the build has pages', () => {
  expect(weights.length).toBeGreaterThan(0);
  for (const w of weights) expect(budgets[w.type], `no budget for page type ${w.type}`).toBeGreaterThan(0);
});

test("issue 5's target is measured: lessons whose only island is one replay are found", () => {
  // Lessons 01 and 02 hold one replay and no other island; if the page type stopped matching
  // them, the 25 KB target would silently stop being enforced.
  const pages = weights.filter((w) => w.type === 'lesson-one-replay').map((w) => w.page);
  expect(pages).toContain('course/01-what-auction-bridge-was/index.html');
  expect(weights.find((w) => w.page === 'course/12-the-rubber/index.html')?.type).toBe('lesson');
});

for (const w of weights) {
  test(`JavaScript budget: /${w.page} (${w.type})`, () => {
    expect(w.gzip, `${w.page} loads ${w.gzip} bytes of gzipped JavaScript in ${w.files} files`).toBeLessThanOrEqual(budgets[w.type]!);
  });
}
