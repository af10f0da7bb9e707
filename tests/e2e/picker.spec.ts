/**
 * The rule-set picker in a browser (issue 5: a picker without Preact). It is static HTML with a
 * small custom element (`<ab-rule-set-picker>`, src/components/RuleSetPicker/client.ts) that the
 * page loads only when a reader first uses the picker (src/components/RuleSetPicker/loader.ts
 * shows the stored choice until then). These tests check that readers lose nothing: the choice is
 * kept across reloads and pages, a change made while the picker loads is kept, the other widgets
 * rescore, it works from the keyboard with a visible focus, another tab follows, the deck colours
 * persist on every kind of page, and without JavaScript the default rule set shows.
 * (Every page is also checked by pages.spec.ts: axe in both themes, 320 px, print.)
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { openPage, readBuilt, recordProblems } from './helpers.ts';

/** @axe-core/playwright types its page with another playwright-core copy; the object is the same. */
type AxePage = ConstructorParameters<typeof AxeBuilder>[0]['page'];

const WIDGETS = 'reference/widgets/';
const SOURCES = 'course/17-sources/';
const DEFAULT = 'whist-club-1926';

const picker = (page: Page): Locator => page.locator('ab-rule-set-picker').first();
const select = (page: Page): Locator => picker(page).getByRole('combobox', { name: 'Rule set' });
const deckBox = (page: Page): Locator => picker(page).getByRole('checkbox', { name: /Four-colour deck/ });
/** The ids of the panels on show. */
const shownPanels = (page: Page): Promise<string[]> =>
  picker(page)
    .locator('[data-ab-picker-panel]:visible')
    .evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.ruleSet ?? ''));

/**
 * Expects every widget to be scored under `id`. Each is scrolled into view first: the islands
 * hydrate when seen (client:visible), and one that hydrates later reads the stored choice.
 */
const expectScoredUnder = async (widgets: Locator[], id: string): Promise<void> => {
  for (const widget of widgets) {
    await widget.scrollIntoViewIfNeeded();
    await expect(widget).toHaveAttribute('data-rules', id);
  }
};

/** The widgets on the widgets page that follow the chosen rule set (none pins its own). */
const followers = (page: Page): Locator[] => [
  page.locator('section.ab-pad[aria-label="A short rubber under the chosen rules"]'),
  page.locator('#quiz-fixed'),
  page.locator('section.ab-compare').first(),
  page.locator('.ab-honours[data-rules]').first(),
];

test('choosing a rule set shows its details, rescores the other widgets, and is kept after a reload and on other pages', async ({
  page,
}) => {
  const problems = recordProblems(page);
  await openPage(page, WIDGETS);
  await expect(select(page)).toHaveValue(DEFAULT);
  expect(await shownPanels(page)).toEqual([DEFAULT]);
  // Hydrated first, so that they must follow the change while on the page.
  await expectScoredUnder(followers(page), DEFAULT);

  await select(page).selectOption('royal-auction-1912');
  expect(await shownPanels(page)).toEqual(['royal-auction-1912']);
  await expect(picker(page).locator('[data-ab-picker-panel]:visible')).toContainText('Royal Auction');
  await expect(picker(page).locator('[aria-live="polite"]')).toContainText('In use:');
  await expectScoredUnder(followers(page), 'royal-auction-1912');

  await page.reload({ waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  await expect(select(page)).toHaveValue('royal-auction-1912');
  expect(await shownPanels(page)).toEqual(['royal-auction-1912']);
  await expectScoredUnder(followers(page), 'royal-auction-1912');

  await openPage(page, SOURCES);
  await expect(select(page)).toHaveValue('royal-auction-1912');
  expect(await shownPanels(page)).toEqual(['royal-auction-1912']);
  expect(problems).toEqual([]);
});

/**
 * The file name of the full picker's chunk (client.ts), which the picker's page-load script on
 * `pagePath` imports on demand, read from the build.
 */
const fullPickerChunk = (pagePath: string): string => {
  const script = /<script[^>]*\ssrc="[^"]*?(_astro\/RuleSetPicker[^"]*\.js)"/.exec(readBuilt(`${pagePath}index.html`))?.[1];
  if (!script) throw new Error(`${pagePath} has no rule-set picker script`);
  const chunk = /\bimport\("\.\/([^"]+\.js)"\)/.exec(readBuilt(script))?.[1];
  if (!chunk) throw new Error(`${script} imports no chunk on demand`);
  return chunk;
};

test('the full picker is not loaded with the page but at first use, and changes made while it loads are kept', async ({ page }) => {
  const problems = recordProblems(page);
  const chunk = fullPickerChunk(SOURCES);
  const fetched: string[] = [];
  page.on('request', (r) => fetched.push(new URL(r.url()).pathname.replace(/^.*\//, '')));
  // The full picker is held back until the reader has made their changes, as on a slow network.
  let release = (): void => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/_astro/${chunk}`, async (route) => {
    await held;
    await route.continue();
  });
  // A choice stored on an earlier visit (set before the page's own scripts run).
  await page.addInitScript(() => localStorage.setItem('auction-bridge:rule-set', 'royal-auction-1912'));
  await openPage(page, SOURCES); // the stored choice shows without the full picker
  await expect(select(page)).toHaveValue('royal-auction-1912');
  expect(await shownPanels(page)).toEqual(['royal-auction-1912']);
  expect(fetched.filter((f) => f === chunk || f.startsWith('choice.'))).toEqual([]);

  const asked = page.waitForRequest((r) => r.url().endsWith(`/_astro/${chunk}`));
  await select(page).focus();
  await asked;
  await page.keyboard.press('ArrowUp'); // a change before the full picker has arrived
  await deckBox(page).check();
  await expect(select(page)).toHaveValue('whist-club-1915');
  expect(await shownPanels(page)).toEqual(['whist-club-1915']); // its details at once
  expect(await page.evaluate(() => localStorage.getItem('auction-bridge:rule-set'))).toBe('royal-auction-1912');

  release();
  await expect(picker(page).locator('[aria-live="polite"]')).toContainText('Whist Club Laws 1915');
  expect(await shownPanels(page)).toEqual(['whist-club-1915']);
  await expect(select(page)).toHaveValue('whist-club-1915');
  await expect(deckBox(page)).toBeChecked();
  await expect(page.locator('html')).toHaveAttribute('data-deck', 'four-colour');
  expect(await page.evaluate(() => [localStorage.getItem('auction-bridge:rule-set'), localStorage.getItem('auction-bridge:deck')])).toEqual(
    ['whist-club-1915', 'four-colour'],
  );
  expect(problems).toEqual([]);
});

test('works from the keyboard alone, with a visible focus', async ({ page }) => {
  await openPage(page, SOURCES);
  await page.evaluate(() => window.scrollTo(0, 0));
  // Tab from the top of the page until the select has the focus.
  let found = false;
  for (let i = 0; i < 200 && !found; i++) {
    await page.keyboard.press('Tab');
    found = await select(page).evaluate((el) => el === document.activeElement);
  }
  expect(found).toBe(true);
  const outline = (l: Locator) =>
    l.evaluate((el) => {
      const s = getComputedStyle(el);
      return { style: s.outlineStyle, width: parseFloat(s.outlineWidth) };
    });
  expect(await outline(select(page))).toMatchObject({ style: 'solid' });
  expect((await outline(select(page))).width).toBeGreaterThanOrEqual(2);

  await page.keyboard.press('ArrowDown');
  await expect(select(page)).toHaveValue('whist-club-1915');
  expect(await shownPanels(page)).toEqual(['whist-club-1915']);
  // Stored by the full picker, which the focus has asked for and which may still be on its way.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('auction-bridge:rule-set'))).toBe('whist-club-1915');

  await page.keyboard.press('Tab');
  await expect(deckBox(page)).toBeFocused();
  expect((await outline(deckBox(page))).width).toBeGreaterThanOrEqual(2);
  await page.keyboard.press('Space');
  await expect(deckBox(page)).toBeChecked();
  await expect(page.locator('html')).toHaveAttribute('data-deck', 'four-colour');
});

test('the four-colour deck is kept: after a reload, on a page without the picker, and on an embed page', async ({ page }) => {
  await openPage(page, SOURCES);
  await deckBox(page).check();
  await expect(page.locator('html')).toHaveAttribute('data-deck', 'four-colour');
  await page.reload({ waitUntil: 'load' });
  await expect(page.locator('html')).toHaveAttribute('data-deck', 'four-colour');
  await expect(deckBox(page)).toBeChecked();

  // A gallery of diagrams (no picker) and an embed page (not a Starlight page).
  for (const p of ['hands/', 'embed/drawing-trumps/']) {
    await openPage(page, p);
    await expect(page.locator('html')).toHaveAttribute('data-deck', 'four-colour');
  }

  await openPage(page, SOURCES);
  await deckBox(page).uncheck();
  await expect(page.locator('html')).not.toHaveAttribute('data-deck', /./);
  await openPage(page, 'hands/');
  await expect(page.locator('html')).not.toHaveAttribute('data-deck', /./);
});

test('the deck script runs once, in the head, on a page with many widgets', () => {
  const html = readBuilt(`${WIDGETS}index.html`);
  const head = html.slice(0, html.indexOf('</head>'));
  expect(html.match(/localStorage\.getItem\('auction-bridge:deck'\)/g)).toHaveLength(1);
  expect(head).toContain("localStorage.getItem('auction-bridge:deck')");
});

test('another tab follows the choice', async ({ context }) => {
  const [first, second] = [await context.newPage(), await context.newPage()];
  await openPage(first, SOURCES);
  await openPage(second, WIDGETS);
  await expectScoredUnder([second.locator('#quiz-fixed')], DEFAULT);
  await select(first).selectOption('bridge-count-1908');
  await expect(select(second)).toHaveValue('bridge-count-1908');
  await expectScoredUnder([second.locator('#quiz-fixed')], 'bridge-count-1908');
  expect(await shownPanels(second)).toEqual(['bridge-count-1908']);
});

test('prints the chosen rule set’s details without the controls', async ({ page }) => {
  await openPage(page, SOURCES);
  await select(page).selectOption('bridge-count-1908');
  await page.emulateMedia({ media: 'print' });
  await expect(select(page)).toBeHidden();
  await expect(deckBox(page)).toBeHidden();
  expect(await shownPanels(page)).toEqual(['bridge-count-1908']);
});

test('without JavaScript the default rule set’s details show, and only those', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(SOURCES);
  expect(await shownPanels(page)).toEqual([DEFAULT]);
  await expect(picker(page).locator(`[data-rule-set="${DEFAULT}"]`)).toContainText('Whist Club Laws 1926');
  await expect(picker(page).locator(`[data-rule-set="${DEFAULT}"] summary`)).toContainText('inferred');
  await context.close();
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`a chosen rule set with its provenance open has no axe-core violations (${colorScheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await openPage(page, SOURCES);
    await select(page).selectOption('bridge-count-1908');
    await deckBox(page).check();
    await picker(page).locator('[data-ab-picker-panel]:visible summary').click();
    await expect(picker(page).locator('[data-ab-picker-panel]:visible .ab-picker__group').first()).toBeVisible();
    const results = await new AxeBuilder({ page: page as unknown as AxePage })
      .include('ab-rule-set-picker')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
      .analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}
