/**
 * The German site (issue 18), in a browser against the production build: German pages say so
 * (`<html lang="de">`), their widgets answer in German, every link on them stays in German, the
 * language switch keeps the reader's page (and its place on it), the Lab explains a broken paste
 * in German, search on a German page finds German pages, and no sentence of English is left on
 * a German page (`scripts/english-left.mjs`; titles of works and quotations marked
 * `lang="en"` excepted). pages.spec.ts checks every German page too: no console errors, axe
 * in light and dark, 320 px and print.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { deDeclarerQuiz } from '../../src/i18n/de-declarer-quiz.ts';
import { deHandScore } from '../../src/i18n/de-handscore.ts';
import { deLab } from '../../src/i18n/de-lab.ts';
import { deReplay } from '../../src/i18n/de-replay.ts';
import { de } from '../../src/i18n/de.ts';
import { interpolate } from '../../src/i18n/index.ts';
import { englishSentences, visibleText } from '../../scripts/english-left.mjs';
import { BASE_PATH, SITE_DIR, attrValues, htmlFiles, openPage, openReplay, readBuilt, recordProblems } from './helpers.ts';
import { BROKEN_PBN } from '../../src/components/HandLab/fixtures.ts';

const ORIGIN = 'http://site.invalid';
const GERMAN = htmlFiles().filter((f) => f.startsWith('de/'));
/** Files (not pages) a German page may link to at the root: a hand's PBN, its play data, the sitemap, icons. */
const FILE = /\.(pbn|json|xml|svg|png|ico|txt|css|js)$/;

test('the build has the German pages: every lesson, the gallery, the Lab, the scorer @base', () => {
  for (const p of [
    'de/index.html',
    'de/course/01-what-auction-bridge-was/index.html',
    'de/hands/index.html',
    'de/lab/index.html',
    'de/scorer/index.html',
    'de/progress/index.html',
  ]) {
    expect(GERMAN, p).toContain(p);
  }
  // Every English page has its German page at the same address under /de/ (the embeds included).
  const english = htmlFiles().filter((f) => !f.startsWith('de/') && f !== '404.html');
  const missing = english.filter((f) => !GERMAN.includes(`de/${f}`));
  expect(missing).toEqual([]);
});

test('every link on a German page stays on the German pages @base', () => {
  const leaving: string[] = [];
  for (const file of GERMAN) {
    const html = readBuilt(file);
    expect(html, file).toMatch(/<html[^>]*\blang="de"/);
    // The language switch is the one link meant to leave (to the same page in English); the
    // embeds, bare pages for a frame, have none.
    if (!file.startsWith('de/embed/'))
      expect(/<a class="ab-lang-switch[^>]*hreflang="en"/.test(html), `${file}: the switch to English`).toBe(true);
    const here = `${ORIGIN}${BASE_PATH}${file.replace(/(^|\/)index\.html$/, '$1')}`;
    for (const ref of attrValues(html.replace(/<a class="ab-lang-switch[^>]*>/g, ''), ['a'], 'href')) {
      if (ref === '' || ref.startsWith('#') || /^(mailto|tel|javascript|data):/i.test(ref)) continue;
      const url = new URL(ref, here);
      if (url.origin !== ORIGIN || FILE.test(url.pathname)) continue;
      if (!url.pathname.startsWith(`${BASE_PATH}de/`)) leaving.push(`${file}: ${ref}`);
    }
  }
  expect(leaving).toEqual([]);
});

test('no English sentence is left on a German page', () => {
  const found = GERMAN.flatMap((file) =>
    (englishSentences(visibleText(readBuilt(file))) as string[]).map((s) => `${file}: ${s.slice(0, 160)}`),
  );
  expect(found).toEqual([]);
});

test('the language switch (a link, no script) keeps the page and the place on it, both ways @base', async ({ page }) => {
  const problems = recordProblems(page);
  for (const p of ['course/07-scoring-tricks/', 'hands/drawing-trumps/', 'lab/', 'reference/rule-sets/']) {
    await page.goto(`${p}#_top`);
    // Loaded in full first: leaving a page while its islands still load aborts their requests.
    await page.waitForLoadState('networkidle');
    await page.getByRole('link', { name: 'Diese Seite auf Deutsch' }).first().click();
    await expect(page).toHaveURL(new RegExp(`${BASE_PATH}de/${p}#_top$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await page.waitForLoadState('networkidle');
    await page.getByRole('link', { name: 'This page in English' }).first().click();
    await expect(page).toHaveURL(new RegExp(`${BASE_PATH}${p}#_top$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  }
  // Leaving a page cancels what it was still loading on idle (the Lab's readers): not a problem.
  expect(problems.filter((p) => !p.includes('net::ERR_ABORTED'))).toEqual([]);
});

test('a quiz answers in German: a wrong seat, a hint, the answer @base', async ({ page }) => {
  const problems = recordProblems(page);
  await openPage(page, 'de/course/05-declarer-and-dummy/');
  const quiz = page.getByRole('group', { name: deDeclarerQuiz['declarerQuiz.label'] }).last();
  await quiz.scrollIntoViewIfNeeded();
  await expect(quiz).toHaveAttribute('data-ready', 'true');
  await quiz.getByRole('button', { name: de['seat.E'], exact: true }).click();
  await quiz.getByRole('button', { name: deDeclarerQuiz['declarerQuiz.check'] }).click();
  await expect(quiz.locator('.ab-quiz__feedback')).toContainText(
    interpolate(deDeclarerQuiz['declarerQuiz.notYet'], { chosen: de['seat.E'] }),
  );
  await quiz.getByRole('button', { name: de['seat.W'], exact: true }).click();
  await quiz.getByRole('button', { name: deDeclarerQuiz['declarerQuiz.check'] }).click();
  await expect(quiz.locator('.ab-quiz__feedback')).toContainText(
    interpolate(deDeclarerQuiz['declarerQuiz.revealed'], { seat: de['seat.S'] }),
  );
  expect(problems).toEqual([]);
});

test('a replay steps and speaks in German, and its notes are German @base', async ({ page }) => {
  const replay = await openReplay(page, 'de/course/02-cards-and-the-deal/');
  await replay.getByRole('button', { name: deReplay['replay.next'] }).click();
  await expect(replay).toContainText(de['seat.N']);
  const text = (await replay.innerText()).replace(/\s+/g, ' ');
  expect(text).not.toMatch(/\b(North|South|East|Dealer|Next step)\b/);
  expect(englishSentences(text)).toEqual([]);
});

/** The Lab's problems for the broken paste, as shown on a page of one language. */
const labProblems = async (page: import('@playwright/test').Page, path: string, label: string): Promise<string[]> => {
  await page.goto(path, { waitUntil: 'load' });
  await expect(page.locator('.ab-lab[data-ready="true"][data-readers="true"]')).toBeVisible();
  await page.getByLabel(label).fill(BROKEN_PBN);
  const list = page.locator('.ab-lab__problem');
  await expect(list).toHaveCount(3);
  return (await list.allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim());
};

test('the Lab explains a broken paste in German: where, what and how to fix it @base', async ({ page }) => {
  const problems = recordProblems(page);
  const english = await labProblems(page, 'lab/', 'PBN, LIN or a link');
  const german = await labProblems(page, 'de/lab/', deLab['lab.paste.label']);
  expect(german[0]).toContain('7');
  for (const [i, text] of german.entries()) {
    expect(text, `problem ${i + 1}`).not.toBe(english[i]);
    expect(englishSentences(text), `problem ${i + 1}: ${text}`).toEqual([]);
  }
  // The same three problems at the same places: the line numbers agree.
  expect(german.map((t) => t.match(/\d+/)?.[0])).toEqual(english.map((t) => t.match(/\d+/)?.[0]));
  expect(problems).toEqual([]);
});

test('search on a German page finds German pages @base', async ({ page }) => {
  await page.goto('de/');
  await page.locator('site-search button[data-open-modal]').click();
  await page.locator('dialog[open] input').fill('Strohmann');
  const first = page.locator('dialog[open] .pagefind-ui__result-link').first();
  await expect(first).toBeVisible();
  expect(await first.getAttribute('href')).toContain(`${BASE_PATH}de/`);
});

test('the German Hand page is printed in German: the sheet has no English', () => {
  const html = readFileSync(path.join(SITE_DIR, 'de/hands/drawing-trumps/index.html'), 'utf8');
  const sheet = /<[^>]+class="ab-sheet [\s\S]*$/.exec(html)?.[0] ?? '';
  expect(sheet.length).toBeGreaterThan(0);
  expect(englishSentences(visibleText(sheet))).toEqual([]);
});

/** Par as the solver writes it ("3H by N", "4SX by E"): never what a page shows. */
const SOLVER_PAR = /\b[1-7](?:NT|NL|[CDHSR])X{0,2} by [NESW]\b/;

test('par on German hand pages is spelled in German: Coeur, SA, kontriert, durch Nord', () => {
  const files = GERMAN.filter((f) => /^de\/hands\/[^/]+\/index\.html$/.test(f));
  let lines = 0;
  for (const file of files) {
    for (const [, list] of readBuilt(file).matchAll(/<ul class="ab-analysis__par"[^>]*>([\s\S]*?)<\/ul>/g)) {
      const text = visibleText(list ?? '');
      expect(text, file).not.toMatch(SOLVER_PAR);
      expect(text, file).not.toMatch(/\b(by|doubled|redoubled|North|South|East)\b/);
      lines += (list ?? '').split('<li').length - 1;
      if (/\d: /.test(text)) expect(text, file).toMatch(/ durch (Nord|Ost|Süd|West)\b/);
    }
  }
  expect(lines, 'par lines on German hand pages').toBeGreaterThan(0);
});

test('German hand page: par read out in German words, and a hand without play is offered table and par only @base', async ({ page }) => {
  await page.goto('de/hands/l06-ruffing/', { waitUntil: 'load' });
  const block = page.locator('details[data-ab-analysis]');
  await expect(block.locator('summary')).toHaveText(deHandScore['analysis.summary']);
  await block.locator('summary').click();
  const first = block.locator('.ab-analysis__par li').first();
  await expect(first).toBeVisible();
  // What a screen reader hears: the spoken words (the glyphs are hidden from it).
  const spoken = await first.locator('.ab-sr-only').allInnerTexts();
  expect(spoken.join(' ')).toMatch(
    /\b(ein|zwei|drei|vier|fünf|sechs|sieben) (Pik|Coeur|Karo|Treff|Sans Atout)\b.* durch (Nord|Ost|Süd|West)\b/,
  );
  await expect(block).not.toContainText(SOLVER_PAR);

  await page.goto('de/hands/royal-spades/', { waitUntil: 'load' });
  await expect(page.locator('details[data-ab-analysis] summary')).toHaveText(deHandScore['analysis.summaryNoPlay']);
});
