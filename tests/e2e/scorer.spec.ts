/**
 * The rubber scorer (/scorer/) in the browser: a rubber entered deal by deal with the keyboard
 * alone; a middle deal edited and the rest rescored; a reload and a second tab mid-rubber; a
 * full storage and bad stored data; an offline reload served by the service worker; the PBN of
 * Work's rubber imported; print; axe in both themes; 320 px. Expected totals come from the
 * scorer's model (the engine), which the unit tests hold to `npm run hand -- score --rubber`.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import path from 'node:path';
import { addDeal, newRubber, replaceDeal, scoreOf, type ScorerDeal, type ScorerRubber } from '../../src/components/Scorer/model.ts';
import { STORE_KEY, writeState } from '../../src/components/Scorer/model-store.ts';
import { recordProblems } from './helpers.ts';

type AxePage = ConstructorParameters<typeof AxeBuilder>[0]['page'];

const NOW = '2026-12-01T20:00:00.000Z';
const deal = (
  by: 'NS' | 'EW',
  level: number,
  strain: string,
  tricks: number,
  doubled = 0,
  honours: ScorerDeal['honours'] = { kind: 'none' },
): ScorerDeal => ({
  by,
  contract: { level: level as 1, strain: strain as 'H', doubled: doubled as 0 },
  tricks,
  honours,
});
const rubberOf = (deals: readonly ScorerDeal[], init: Partial<ScorerRubber> = {}): ScorerRubber =>
  deals.reduce((r, d) => addDeal(r, d), { ...newRubber({ id: 'e2e', now: NOW }), ...init });
const expectedTotals = (r: ScorerRubber): string[] => {
  const t = scoreOf(r).ledger!.totals;
  return [String(t['NS']!.total), String(t['EW']!.total)];
};

/** Opens the scorer and waits for the island. */
const openScorer = async (page: Page): Promise<void> => {
  await page.goto('scorer/');
  await expect(page.locator('.ab-scorer')).toBeVisible();
};

/** Opens the scorer with a stored rubber. */
const openWith = async (page: Page, r: ScorerRubber): Promise<void> => {
  await openScorer(page);
  await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [STORE_KEY, writeState({ current: r, past: [] })]);
  await page.reload();
  await expect(page.locator('.ab-scorer')).toHaveAttribute('data-deals', String(r.deals.length));
};

/** The two totals on the sheet, We then They. */
const totals = async (page: Page): Promise<string[]> =>
  (await page.locator('.ab-pad__total').allInnerTexts()).map((t) => /(−?\d+)\s*$/.exec(t)?.[1] ?? t);

/** Arrow presses to go from the checked radio to the one `steps` further on. */
const arrows = async (page: Page, steps: number): Promise<void> => {
  for (let i = 0; i < steps; i++) await page.keyboard.press('ArrowRight');
};

interface KeyDeal {
  readonly they: boolean;
  readonly level: number;
  /** Index in the code's strains (1926: C D H S NT). */
  readonly strain: number;
  readonly doubled: number;
  readonly tricks: number;
  /** Steps down the honours list from "Not entered". */
  readonly honours: number;
}

/** Enters one deal with the keyboard alone, from the declarer's first radio button. */
const keyDeal = async (page: Page, d: KeyDeal): Promise<void> => {
  await page.keyboard.press(d.they ? 'ArrowRight' : 'Space');
  await page.keyboard.press('Tab'); // passed out
  await page.keyboard.press('Tab'); // level
  await arrows(page, d.level - 1);
  await page.keyboard.press('Tab'); // strain
  await arrows(page, d.strain);
  await page.keyboard.press('Tab'); // doubling
  await arrows(page, d.doubled);
  await page.keyboard.press('Tab'); // tricks
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(String(d.tricks));
  await page.keyboard.press('Tab'); // honours
  await arrows(page, d.honours);
  await page.keyboard.press('Tab'); // Add deal
  await page.keyboard.press('Enter');
};

test('a rubber entered deal by deal with the keyboard alone', async ({ page }) => {
  const problems = recordProblems(page);
  await openScorer(page);
  await page.locator('input[name="ab-scorer-by"]').first().focus();
  const keyed: KeyDeal[] = [
    { they: false, level: 2, strain: 2, doubled: 0, tricks: 9, honours: 1 },
    { they: true, level: 3, strain: 4, doubled: 0, tricks: 9, honours: 0 },
    { they: false, level: 4, strain: 3, doubled: 1, tricks: 10, honours: 0 },
    { they: false, level: 3, strain: 4, doubled: 0, tricks: 9, honours: 0 },
  ];
  // The same deals as the model keeps them; honours 1 is the first quick choice: We, simple honours.
  const expected = rubberOf([
    deal('NS', 2, 'H', 9, 0, { kind: 'quick', holder: 'declarer', holding: 'simple' }),
    deal('EW', 3, 'NT', 9),
    deal('NS', 4, 'S', 10, 1),
    deal('NS', 3, 'NT', 9),
  ]);
  for (const [i, d] of keyed.entries()) {
    await keyDeal(page, d);
    await expect(page.locator('.ab-scorer')).toHaveAttribute('data-deals', String(i + 1));
    if (i < keyed.length - 1) await expect(page.locator('input[name="ab-scorer-by"]').first()).toBeFocused();
  }
  await expect.poll(() => totals(page)).toEqual(expectedTotals(expected));
  await expect(page.getByTestId('scorer-result')).toContainText('We win the rubber, 2 games to 1');
  await expect(page.locator('.ab-pad__row--game')).toHaveCount(3);
  await expect(page.getByRole('button', { name: 'New rubber' })).toBeVisible();
  // Each entry tells its parts on focus.
  await page.locator('.ab-pad__entry[data-reason="honours"]').first().focus();
  await expect(page.locator('.ab-pad__entry[data-reason="honours"] .ab-pad__tip').first()).toBeVisible();
  expect(problems).toEqual([]);
});

test('every Tab stop of the entry form shows a focus ring of 2 px or more', async ({ page }) => {
  await openScorer(page);
  await page.locator('input[name="ab-scorer-by"]').first().focus();
  // A declarer chosen, Add deal is enabled and takes focus too.
  await page.keyboard.press('Space');
  const seen: string[] = [];
  for (let i = 0; i < 12; i++) {
    const stop = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement;
      const s = getComputedStyle(el);
      const r = el.getBoundingClientRect();
      // The ring is drawn by the focused control itself, which is seen (not a hidden radio).
      const seen = s.opacity !== '0' && s.visibility !== 'hidden' && r.width > 0 && r.height > 0;
      return {
        what: `${el.tagName} ${el.getAttribute('name') ?? el.textContent ?? ''}`,
        ring: seen && s.outlineStyle !== 'none' ? parseFloat(s.outlineWidth) : 0,
      };
    });
    seen.push(stop.what);
    expect(stop.ring, stop.what).toBeGreaterThanOrEqual(2);
    if (stop.what.startsWith('BUTTON')) break;
    await page.keyboard.press('Tab');
  }
  expect(seen.at(-1)).toBe('BUTTON Add deal');
});

test('a middle deal edited: the deals after it are scored again', async ({ page }) => {
  const r = rubberOf([deal('NS', 2, 'H', 9), deal('EW', 1, 'S', 7), deal('NS', 1, 'NT', 8)]);
  await openWith(page, r);
  await expect.poll(() => totals(page)).toEqual(expectedTotals(r));
  await expect(page.locator('.ab-pad__row--game')).toHaveCount(1);
  await page.getByRole('button', { name: 'Edit deal 2' }).click();
  await expect(page.getByRole('heading', { name: 'Change deal 2' })).toBeVisible();
  await page.locator('input[name="ab-scorer-level"][value="3"]').check({ force: true });
  await page.locator('input[name="ab-scorer-strain"][value="NT"]').check({ force: true });
  await page.getByLabel('Tricks won by the declaring side').fill('9');
  await page.getByRole('button', { name: 'Save deal 2' }).click();
  const edited = replaceDeal(r, 1, deal('EW', 3, 'NT', 9));
  await expect.poll(() => totals(page)).toEqual(expectedTotals(edited));
  // Game 1 now ends at deal 2 (They), and deal 3 is the first of game 2.
  await expect(page.locator('.ab-pad__row--game')).toHaveCount(1);
  await expect(page.locator('[data-game="2"] .ab-pad__entry')).toHaveCount(1);
  await page.reload();
  await expect.poll(() => totals(page)).toEqual(expectedTotals(edited));
});

test('a reload mid-rubber, and a second tab, lose nothing', async ({ page, context }) => {
  await openScorer(page);
  await page.locator('input[name="ab-scorer-by"]').first().check({ force: true });
  await page.getByLabel('Tricks won by the declaring side').fill('9');
  await page.getByRole('button', { name: 'Add deal' }).click();
  await expect(page.locator('.ab-scorer')).toHaveAttribute('data-deals', '1');
  const other = await context.newPage();
  await openScorer(other);
  await expect(other.locator('.ab-scorer')).toHaveAttribute('data-deals', '1');
  // A deal added in the second tab appears in the first without a reload.
  await other.locator('input[name="ab-scorer-by"]').nth(1).check({ force: true });
  await other.getByRole('button', { name: 'Add deal' }).click();
  await expect(page.locator('.ab-scorer')).toHaveAttribute('data-deals', '2');
  await expect(page.getByTestId('scorer-status')).toContainText('another tab');
  await expect(other.locator('.ab-scorer')).toHaveAttribute('data-deals', '2');
  await expect.poll(() => totals(page)).toEqual(await totals(other));
  await page.reload();
  await expect(page.locator('.ab-scorer')).toHaveAttribute('data-deals', '2');
});

test('a full storage is said at once, with an export; the deal stays on the page', async ({ page }) => {
  await page.addInitScript(() => {
    Storage.prototype.setItem = function setItem() {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  });
  await openScorer(page);
  const alert = page.getByRole('alert').filter({ hasText: 'refused to save' });
  await expect(alert).toBeVisible();
  await expect(alert.getByRole('button', { name: 'Export JSON' })).toBeVisible();
  await page.locator('input[name="ab-scorer-by"]').first().check({ force: true });
  await page.getByRole('button', { name: 'Add deal' }).click();
  await expect(page.locator('.ab-scorer')).toHaveAttribute('data-deals', '1');
  const download = page.waitForEvent('download');
  await alert.getByRole('button', { name: 'Export JSON' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.json$/);
});

test('bad stored data is set aside with a message, never a blank page', async ({ page }) => {
  await openScorer(page);
  await page.evaluate((key) => localStorage.setItem(key, '{"format":"auction-bridge-scorer","version":1,"current":{"id":3}}'), STORE_KEY);
  await page.reload();
  await expect(page.getByRole('alert').filter({ hasText: 'set aside' })).toContainText('the current rubber.id must be text');
  await expect(page.getByRole('button', { name: 'Add deal' })).toBeVisible();
  const kept = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('auction-bridge:scorer:set-aside:')).length);
  expect(kept).toBe(1);
});

test('offline: after one visit the service worker serves the scorer with the network cut', async ({ page, context }) => {
  await openWith(page, rubberOf([deal('NS', 2, 'H', 9)]));
  await expect(page.locator('.ab-scorer')).toHaveAttribute('data-offline', 'ready', { timeout: 20_000 });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Rubber scorer', level: 1 })).toBeVisible();
  await expect(page.locator('.ab-scorer')).toHaveAttribute('data-deals', '1');
  // The island works offline: a deal can be added.
  await page.locator('input[name="ab-scorer-by"]').nth(1).check({ force: true });
  await page.getByRole('button', { name: 'Add deal' }).click();
  await expect(page.locator('.ab-scorer')).toHaveAttribute('data-deals', '2');
  await context.setOffline(false);
});

test('the service worker is scoped to the scorer: other pages are not controlled', async ({ page }) => {
  await openScorer(page);
  await expect(page.locator('.ab-scorer')).toHaveAttribute('data-offline', 'ready', { timeout: 20_000 });
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope ?? '');
  expect(new URL(scope).pathname).toMatch(/\/scorer\/$/);
  await page.goto('./');
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
});

test('a new build’s service worker is announced as a new version, and applied on request', async ({ page }) => {
  await openScorer(page);
  await expect(page.locator('.ab-scorer')).toHaveAttribute('data-offline', 'ready', { timeout: 20_000 });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  // What a new build's page does: register the worker with another build id.
  await page.evaluate(async () => {
    const reg = await navigator.serviceWorker.getRegistration();
    const url = new URL(reg!.active!.scriptURL);
    url.searchParams.set('build', 'next');
    await navigator.serviceWorker.register(url.href, { scope: reg!.scope });
  });
  const note = page.getByRole('status').filter({ hasText: 'A new version of the scorer is ready.' });
  await expect(note).toBeVisible({ timeout: 20_000 });
  await Promise.all([page.waitForEvent('load'), note.getByRole('button', { name: 'Reload to use it' }).click()]);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '')).toContain('build=next');
});

test('the PBN of Work’s rubber imported: its totals, 1033 to 621', async ({ page }) => {
  await openScorer(page);
  await page.getByLabel('Import a JSON or PBN file').setInputFiles(path.resolve('src/content/hands/l12-work-rubber-1912.pbn'));
  await expect(page.locator('.ab-scorer')).toHaveAttribute('data-deals', '13');
  await expect(page.locator('.ab-scorer')).toHaveAttribute('data-rules', 'royal-auction-1912');
  await expect.poll(() => totals(page)).toEqual(['1033', '621']);
  await expect(page.getByTestId('scorer-result')).toContainText('We win the rubber, 2 games to 1, by 412 points.');
  // And out again as PBN, one board per deal.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export PBN' }).click();
  const file = await (await download).path();
  const text = (await import('node:fs')).readFileSync(file, 'utf8');
  expect(text.match(/\[Board "/g)).toHaveLength(13);
});

test('a shared link opens the rubber in another browser', async ({ page, browser }) => {
  await openWith(
    page,
    rubberOf([deal('NS', 2, 'H', 9), deal('EW', 1, 'NT', 8)], { names: { we: 'Ann & Bob', they: 'Cy & Di', players: ['A', 'B', 'C'] } }),
  );
  await page.getByRole('button', { name: 'Share as a link' }).click();
  const link = await page.getByLabel('Link to this rubber').inputValue();
  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  await other.goto(link);
  await expect(other.locator('.ab-scorer')).toHaveAttribute('data-deals', '2');
  await expect.poll(() => totals(other)).toEqual(await totals(page));
  await expect(other.getByTestId('scorer-sheet')).toContainText('Ann & Bob');
  await fresh.close();
});

test('prints on one page: the sheet and the deals, no controls', async ({ page }) => {
  await openWith(page, rubberOf([deal('NS', 2, 'H', 9), deal('EW', 3, 'NT', 9), deal('NS', 4, 'S', 10, 1), deal('NS', 3, 'NT', 9)]));
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('scorer-sheet')).toBeVisible();
  await expect(page.locator('.ab-scorer__form')).toBeHidden();
  await expect(page.locator('.ab-scorer__table')).toBeVisible();
  const pdf = await page.pdf({ format: 'A4' });
  expect(pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g)).toHaveLength(1);
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`mid-rubber, with honours card by card, no axe-core violations (${colorScheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await openWith(
      page,
      rubberOf([deal('NS', 2, 'H', 9, 0, { kind: 'quick', holder: 'declarer', holding: 'fourInOneHand' }), deal('EW', 1, 'NT', 8)]),
    );
    await page.locator('input[name="ab-scorer-honours"][value="cards"]').check({ force: true });
    await expect(page.getByLabel('Who held Ace')).toBeVisible();
    const results = await new AxeBuilder({ page: page as unknown as AxePage }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
    const found = results.violations.map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(found).toEqual([]);
  });
}

test('fits 320 px without horizontal scrolling, mid-rubber with the card placer open', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await openWith(
    page,
    rubberOf([deal('NS', 2, 'H', 9), deal('EW', 3, 'NT', 9), deal('NS', 4, 'S', 10, 1)], {
      names: { we: 'Annabel & Bartholomew', they: 'Cyril & Dorothea', players: ['A', 'B', 'C'] },
    }),
  );
  await page.locator('input[name="ab-scorer-honours"][value="cards"]').check({ force: true });
  const { scroll, client } = await page.evaluate(() => ({
    scroll: Math.max(document.documentElement.scrollWidth, document.body.scrollWidth),
    client: document.documentElement.clientWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(client);
});
