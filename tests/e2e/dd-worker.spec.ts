/**
 * The double-dummy solver in a Web Worker, in Chromium against the production build: the Lab
 * fetches no solver code until the reader presses "Solve the table"; then the worker fills the
 * 20 cells one by one, and they equal what Node's Solver.solveTable gives for the same deal
 * (computed here with the engine); "Analyse this step" gives declarer's total at a step as the
 * engine does; Stop ends a table that is still solving. The table test is tagged @base: the
 * worker's URL is one of the asset URLs a sub-path could break.
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type Request } from '@playwright/test';
import { CELL_STRAINS } from '../../src/engine/dd/protocol.ts';
import { Solver } from '../../src/engine/dd/solver.ts';
import { parsePbn, pbnParseOf } from '../../src/engine/formats/pbn.ts';
import { unwrap } from '../../src/engine/result.ts';
import type { FullDeal } from '../../src/engine/types.ts';
import { recordProblems } from './helpers.ts';

/** Lesson 2's deal: its table solves in well under a second in Node, a few seconds in a loaded browser. */
const FAST = readFileSync('src/content/hands/l02-the-deal.pbn', 'utf8');
/** A deal whose table takes tens of seconds (drawing-trumps: 32 s in Node on 2026-12-04): time to press Stop. */
const SLOW = readFileSync('src/content/hands/drawing-trumps.pbn', 'utf8');

const dealOf = (pbn: string): FullDeal => pbnParseOf(parsePbn(pbn, { file: 'x.pbn' })).records[0]!.deal as FullDeal;

/** Opens the Lab and pastes a file; resolves once the preview's analysis panel is there. */
const pasteInLab = async (page: Page, pbn: string): Promise<void> => {
  await page.goto('lab/', { waitUntil: 'load' });
  await expect(page.locator('.ab-lab[data-ready="true"][data-readers="true"]')).toBeVisible();
  await page.getByLabel('PBN, LIN or a link').fill(pbn);
  await expect(page.locator('#lab-paste-preview .ab-replay--live')).toBeVisible();
  await expect(panel(page).getByRole('button', { name: 'Solve the table' })).toBeVisible();
};

const panel = (page: Page) => page.locator('#lab-paste-preview').getByRole('region', { name: 'Double-dummy analysis' });

/** Gzip bytes of the JavaScript among `requests` (scripts and the worker), as a static host would serve them. */
const gzipOfScripts = async (requests: readonly Request[]): Promise<number> => {
  let total = 0;
  for (const r of requests) {
    if (!(r.resourceType() === 'script' || isSolver(r))) continue;
    const body = await (await r.response())?.body();
    total += body ? gzipSync(body).length : 0;
  }
  return total;
};

/** axe-core's WCAG 2.1 AA violations inside the preview's analysis panel (the Lab as a whole is lab.spec.ts's). */
const panelViolations = async (page: Page): Promise<string[]> => {
  const results = await new AxeBuilder({ page }).include('#lab-paste-preview .ab-dd').withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  return results.violations.map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
};

/** Whether a request is for the solver: the worker's own file. */
const isSolver = (r: Request): boolean => /\/_astro\/worker[^/]*\.js(\?|$)/.test(r.url());

test('the worker solves the table in Chromium, equal to Node’s Solver, with no solver code before the press @base', async ({ page }) => {
  test.setTimeout(120_000);
  const problems = recordProblems(page);
  const requests: Request[] = [];
  page.on('request', (r) => requests.push(r));
  await pasteInLab(page, FAST);
  const box = panel(page);
  // Nothing of the solver yet: no worker file, and no script that holds the search.
  await page.waitForLoadState('networkidle');
  expect(requests.filter(isSolver).map((r) => r.url())).toEqual([]);
  const before = requests.length;

  const started = Date.now();
  await box.getByRole('button', { name: 'Solve the table' }).click();
  await expect(box.getByText(/20 of 20 cells solved/)).toBeVisible({ timeout: 90_000 });
  const seconds = (Date.now() - started) / 1000;
  expect(requests.filter(isSolver)).toHaveLength(1);
  const [jsBefore, jsAfter] = [await gzipOfScripts(requests.slice(0, before)), await gzipOfScripts(requests.slice(before))];
  // Figures for the report (the budget itself is budget.spec.ts's): time and JavaScript fetched.
  console.log(`dd-worker: table in ${seconds.toFixed(1)} s; JS gzip before the press ${jsBefore} B, after it ${jsAfter} B more`);

  const expected = unwrap(new Solver({ ttLog2: 18 }).solveTable(dealOf(FAST)));
  const table = box.getByRole('table', { name: 'Tricks each player takes as declarer, with best play' });
  for (const seat of ['N', 'E', 'S', 'W'] as const) {
    for (const strain of CELL_STRAINS)
      await expect(table.locator(`td[data-cell="${seat}${strain}"]`)).toHaveText(String(expected[seat][strain]));
  }
  // Headers a screen reader names the cells by.
  await expect(table.getByRole('columnheader', { name: /spades/ })).toBeVisible();
  await expect(table.getByRole('rowheader', { name: 'North' })).toBeVisible();
  await expect(box.getByRole('status')).toHaveText(/^Table solved: 20 of 20 cells in [\d.]+ s\.$/);
  expect(await panelViolations(page)).toEqual([]);
  expect(problems).toEqual([]);
});

test('"Analyse this step" gives declarer’s total and each card’s value at the replay’s step (dark theme)', async ({ page }) => {
  test.setTimeout(90_000);
  await page.emulateMedia({ colorScheme: 'dark' });
  await pasteInLab(page, FAST);
  const box = panel(page);
  await expect(box.getByText(/Step to the opening lead/)).toBeVisible();
  const replay = page.locator('#lab-paste-preview').getByRole('group', { name: /^Hand replay: / });
  // The last step, then back four: the last trick but one, North to lead, North–South to take eight.
  await replay.getByRole('button', { name: 'Last step' }).click();
  for (let i = 0; i < 4; i++) await replay.getByRole('button', { name: 'Previous step' }).click();
  await box.getByRole('button', { name: 'Analyse this step' }).click();
  const answer = box.locator('.ab-dd__here');
  await expect(answer.getByText('With best play from here: declarer (North) takes 8 tricks in all.')).toBeVisible({ timeout: 60_000 });
  const cards = box.locator('.ab-dd__cards li');
  await expect(cards.first()).toContainText('best');
  expect(await panelViolations(page)).toEqual([]);
  // Another step: the answer was for the step before, so it goes.
  await replay.getByRole('button', { name: 'Next step' }).click();
  await expect(answer).toHaveCount(0);
});

test('Stop ends a table that is still solving, and the cells solved so far stay', async ({ page }) => {
  test.setTimeout(90_000);
  const problems = recordProblems(page);
  await pasteInLab(page, SLOW);
  const box = panel(page);
  await box.getByRole('button', { name: 'Solve the table' }).click();
  const stop = box.getByRole('button', { name: 'Stop' });
  await expect(stop).toBeVisible();
  await stop.click();
  await expect(box.getByRole('status')).toHaveText(/^Stopped after \d+ of 20 cells\.$/, { timeout: 5_000 });
  await expect(stop).toHaveCount(0);
  const solve = box.getByRole('button', { name: 'Solve the table' });
  await expect(solve).toBeEnabled();
  await expect(solve).toBeFocused();
  await expect(box.getByText(/\d+ of 20 cells solved/)).toBeVisible();
  expect(problems).toEqual([]);
});
