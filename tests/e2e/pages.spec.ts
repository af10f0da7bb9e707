/**
 * Every page of the production build: loads cleanly (also under a base path), stays within the
 * JavaScript budget of its page type, passes axe-core in both themes, fits a 320 px phone without
 * sideways scrolling, and prints without controls.
 *
 * Each page is loaded as few times as the checks allow (issue 17: the suite's time). At the root,
 * one test per page loads it once and makes every check, each a `test.step` of its own with
 * soft assertions, so that a failure names the page and the check and every failing check is
 * reported, not only the first. Its first load is the budget's measure (scripts/page-weight.mjs,
 * measureJs): a fresh page, scrolled through and left until quiet, watched for errors and failed
 * requests all the while, which is also the state axe-core and the print check want. The test
 * carries @base for its load check, which is all a base path can break: under a base path
 * (BASE_PATH, scripts/test.mjs's second run) each page gets only that check, one load, the pages
 * loaded in runs of LOAD_RUN in one test each (below). budget.spec.ts checks the measure itself and that every page has a budget.
 */
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { measureJs, pageWeights } from '../../scripts/page-weight.mjs';
import { BASE_PATH, openPage, pageName, pages, recordProblems, SITE_DIR } from './helpers.ts';

/**
 * The German hand pages and embeds (issue 18) are the English ones' components with German
 * words, 98 pages: a sample is checked in full here, the hands with the most notes, the longest
 * German words and the most widgets (lessons 2, 10, 12, 14 and 20), and every other German page
 * (lessons, reference, gallery, Lab, scorer, progress) is checked like the English ones. German
 * pages load the English ones' scripts (their words are JSON in the HTML), so the sample stands
 * for the rest in the budget too. german.spec.ts reads every German page's HTML for links and
 * English.
 */
const GERMAN_SAMPLE = /^de\/(hands|embed)\/(l02-the-deal|l10-four-in-one-hand|l12-work-rubber-1912-1|l14-nullos|l20-three-handed)\/$/;
const ALL = pages().filter((p) => !/^de\/(hands|embed)\/[^/]+\/$/.test(p) || GERMAN_SAMPLE.test(p));
/** axe-core rule tags checked: WCAG 2.0 A and AA, and WCAG 2.1 AA. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa'];
const is404 = (p: string): boolean => p === '404.html';
/** Whether the build under test is at the root: the full checks run there (see below). */
const AT_ROOT = BASE_PATH === '/';
/**
 * @axe-core/playwright types its page with the hoisted playwright-core (a newer release than
 * @playwright/test's own copy); the runtime object is the same, only the type names differ.
 */
type AxePage = ConstructorParameters<typeof AxeBuilder>[0]['page'];

const budgets = JSON.parse(readFileSync('budgets.json', 'utf8')) as Record<string, number>;
/** The page type (budgets.json) of each built page, by its path relative to the base URL. */
const typeOf = new Map(
  (pageWeights(SITE_DIR) as { page: string; type: string }[]).map((w) => [
    w.page === 'index.html' ? '' : w.page.replace(/(^|\/)index\.html$/, '$1'),
    w.type,
  ]),
);

/**
 * axe-core's violations on the page as it is, one line each ("rule (impact): help at targets").
 *
 * Two settings make a run about half as long without leaving out a check (issue 17: axe-core in
 * two themes was most of the browser suite's time). `resultTypes: ['violations']`: axe-core still
 * runs every rule on every element and reports every violating element in full, but builds
 * selectors and HTML snippets for only one element of each passing, incomplete or inapplicable
 * rule, results this test never reads. Legacy mode: `axe.run` in the page itself, instead of
 * `runPartial` in each frame and `finishRun` in a new blank page (a new page and a second copy of
 * axe-core for every run). The one thing it gives up is cross-origin frames, and the site has
 * none: every page and embed is served from its own origin, and same-origin frames are still
 * checked.
 */
const axeViolations = async (page: Page): Promise<string[]> => {
  const results = await new AxeBuilder({ page: page as unknown as AxePage })
    .options({ runOnly: { type: 'tag', values: AXE_TAGS }, resultTypes: ['violations'] })
    .setLegacyMode()
    .analyze();
  // Issue 8 asks for no violations at all, not only no serious or critical ones.
  return results.violations.map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
};

test('the build has a home page, a lesson and the rule-set reference', () => {
  expect(ALL).toContain('');
  expect(ALL.some((p) => p.startsWith('course/'))).toBe(true);
  expect(ALL).toContain('reference/rule-sets/');
});

test('every page checked has a page type with a budget', () => {
  for (const p of ALL) expect(budgets[typeOf.get(p) ?? ''], `no budget for /${p} (type ${typeOf.get(p)})`).toBeGreaterThan(0);
});

/** Records what the page reports while it loads; the 404 page itself may answer 404. */
const watch = (page: Page, p: string): string[] =>
  recordProblems(page, (url, status) => is404(p) && status === 404 && url.endsWith('/404.html'));
const heading = (page: Page) => page.locator('main h1, main .hero h1').first();

/**
 * Under a base path, only what a base path can break: each page loads with no error and nothing
 * missing. The pages are loaded one after another in one browser page, LOAD_RUN at a time (issue
 * 17: a test of its own per page spent about as long setting up its page as loading it). Nothing
 * carries over from one load to the next that a fresh page would not have: the server forbids
 * caching (scripts/serve.mjs, no-store), each load starts after the one before is quiet, and the
 * storage is cleared in between. Each page is a step of its own named by it, with soft
 * assertions naming it too, so that a failure names the page, and every failing page is reported.
 */
const LOAD_RUN = 16;
if (!AT_ROOT) {
  for (let i = 0; i < ALL.length; i += LOAD_RUN) {
    const run = ALL.slice(i, i + LOAD_RUN);
    test(`${pageName(run[0]!)} to ${pageName(run.at(-1)!)} (${run.length} pages): each loads without console errors, warnings or failed requests @base`, async ({
      page,
    }) => {
      test.setTimeout(30_000 * run.length);
      let current = '';
      const problems = recordProblems(page, (url, status) => is404(current) && status === 404 && url.endsWith('/404.html'));
      for (const p of run) {
        await test.step(pageName(p), async () => {
          current = p;
          problems.length = 0;
          await openPage(page, p);
          await expect.soft(heading(page), `${pageName(p)}: the page's heading`).toBeVisible();
          expect.soft([...problems], `${pageName(p)}: what the page reported while it loaded`).toEqual([]);
          await page.evaluate(() => {
            localStorage.clear();
            sessionStorage.clear();
          });
        });
      }
    });
  }
}

for (const p of AT_ROOT ? ALL : []) {
  test.describe(pageName(p), () => {
    // At the root, one test and one page load for what used to be six tests and six loads
    // (issue 17: the suite's time). Light at 1280 px: the load (no error, nothing missing), the
    // JavaScript budget, axe, then print; then switched to dark at 320 px: axe, then the width.
    test('loads without console errors, warnings or failed requests, within its JavaScript budget, passes axe-core in light and dark, fits 320 px, prints without controls @base', async ({
      page,
    }) => {
      // A load, the budget's wait for quiet and two axe-core runs: the measure alone took over
      // 30 s on a loaded two-core machine (CI, 2026-12-05), and so did one axe-core run.
      test.setTimeout(180_000);
      const type = typeOf.get(p) ?? '';
      await test.step(`light theme, 1280 px: loads without console errors, warnings or failed requests, within the JavaScript budget (${type})`, async () => {
        const problems = watch(page, p);
        await page.emulateMedia({ colorScheme: 'light' });
        const js = await measureJs(page, p === '' ? './' : p);
        await expect.soft(heading(page)).toBeVisible();
        expect.soft([...problems], 'what the page reported while it loaded').toEqual([]);
        const list = js.scripts.map((s) => `${s.bytes} ${s.url}`).join('\n');
        expect
          .soft(js.gzip, `/${p} fetches ${js.gzip} bytes of gzipped JavaScript in ${js.files} files before interaction:\n${list}`)
          .toBeLessThanOrEqual(budgets[type] ?? 0);
      });
      await test.step('light theme, 1280 px: no axe-core violations', async () => {
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
        expect.soft(await axeViolations(page), 'axe-core, light theme').toEqual([]);
      });
      await test.step('print: no controls, the content shown', async () => {
        await page.emulateMedia({ media: 'print' });
        const visibleControls = await page
          .locator('button, select, input, textarea, [role="button"], site-search, starlight-theme-select')
          .evaluateAll((els) =>
            els
              .filter((el) => {
                const r = el.getBoundingClientRect();
                return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden';
              })
              .map((el) => el.outerHTML.slice(0, 120)),
          );
        expect.soft(visibleControls, 'controls visible in print').toEqual([]);
        await expect.soft(page.locator('main')).toBeVisible();
        await page.emulateMedia({ media: 'screen' });
      });
      await test.step('dark theme, 320 px: no axe-core violations, no sideways scrolling', async () => {
        // On the same load, switched in place, as a reader's phone turning dark or narrow would
        // (issue 17: a second load cost about a second a page). Starlight's theme follows the
        // system's while the reader's choice is "auto" (its ThemeSelect listens for the change),
        // and so do the embeds (layouts/Embed.astro); a page that did not follow fails the
        // data-theme check below. Every colour of the site is CSS on data-theme, and no widget
        // reads the theme or the width in script, so the page is styled as a dark load at 320 px
        // would be: the same computed colours and sizes, element by element, on the lessons,
        // hands, embeds, reference, Lab, scorer and 404 page when this was written, but for the
        // table of contents' mark of the current heading, which follows the scroll.
        await page.setViewportSize({ width: 320, height: 640 });
        await page.emulateMedia({ colorScheme: 'dark' });
        // About one page in a hundred never follows (CI 2026-12-07: two pages in each of two
        // runs, then passed on retry). Instrumented on 2026-12-08 (2 failures in 166 runs of this
        // sequence): Starlight's listener was registered at load and matchMedia no longer matched
        // light, yet no change event reached it in 6 s, nor in 30 s here; keeping the
        // MediaQueryList referenced (48 runs) and a forced gc() (6 loads) showed nothing. The
        // cause is not found; the wait is long so that a slow renderer is not taken for it.
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark', { timeout: 30_000 });
        expect.soft(await axeViolations(page), 'axe-core, dark theme').toEqual([]);
        const { scroll, client } = await page.evaluate(() => ({
          scroll: Math.max(document.documentElement.scrollWidth, document.body.scrollWidth),
          client: document.documentElement.clientWidth,
        }));
        expect.soft(scroll, 'page width at 320 px').toBeLessThanOrEqual(client);
      });
    });
  });
}
