/**
 * The hand replay as a reader uses it (issue 13): step, jump from the move list, see the whole
 * deal, the score at the last step under the chosen code and Contract, copy a link with a
 * visible "Copied", in both themes with axe, and on a 360 × 740 phone with the last call or card
 * and its note in the first screen while stepping.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { hydrateAll, openReplay as openHandReplay } from './helpers.ts';

/** A hand page whose hand is played to the end, with notes on cards (drawing-trumps.pbn). */
const HAND = 'hands/drawing-trumps/';
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa'];
type AxePage = ConstructorParameters<typeof AxeBuilder>[0]['page'];

const openReplay = (page: Page) => openHandReplay(page, HAND);

test.beforeEach(async ({ context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(baseURL!).origin });
});

test('the move list: a click or Enter on a card goes there, the current move is marked @base', async ({ page }) => {
  const replay = await openReplay(page);
  const moves = replay.getByRole('navigation', { name: 'Moves: the auction and the play' });
  await expect(moves).toBeVisible();
  const lead = moves.getByRole('button', { name: /^Trick 1, West: .*, leads$/ });
  await lead.click();
  const step = await lead.getAttribute('data-step');
  await expect(replay).toHaveAttribute('data-step', step!);
  await expect(lead).toHaveAttribute('aria-current', 'step');
  await expect(replay.locator('.ab-replay__status')).toContainText('West leads');
  await expect(page).toHaveURL(new RegExp(`#hand-drawing-trumps=${step}$`));
  // Enter on a call of the auction (a click by keyboard), then the arrows from inside the list:
  // the list is one tab stop, at the current move, and the focus follows the step.
  const call = moves.getByRole('button', { name: /^North: four hearts$/ });
  await call.evaluate((el) => (el as HTMLElement).focus());
  await page.keyboard.press('Enter');
  const at = Number(await call.getAttribute('data-step'));
  await expect(replay).toHaveAttribute('data-step', String(at));
  await expect(call).toHaveAttribute('aria-current', 'step');
  await expect(call).toHaveAttribute('tabindex', '0');
  await page.keyboard.press('ArrowRight');
  await expect(replay).toHaveAttribute('data-step', String(at + 1));
  await expect(moves.locator(`[data-step="${at + 1}"]`)).toBeFocused();
  await expect(moves.locator('[tabindex="0"]')).toHaveCount(1);
  await expect(moves.locator('[aria-current="step"]')).toHaveCount(1);
});

test('played cards stay greyed; D shows the whole deal; the last step shows the score under the chosen code and Contract', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('auction-bridge:rule-set', 'royal-auction-1912'));
  const replay = await openReplay(page);
  await replay.getByRole('button', { name: 'Last step' }).click();
  // Every card has been played: all 52 stay in their hands, greyed.
  await expect(replay.locator('.ab-replay__live .ab-hand__played')).toHaveCount(52);
  const score = replay.locator('.ab-replay__score');
  await expect(score).toBeVisible();
  const shown = score.locator('[data-rules]:visible');
  await expect(shown).toHaveCount(2);
  expect(await shown.evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset['rules']))).toEqual([
    'royal-auction-1912',
    'contract-rubber',
  ]);
  await expect(score.locator('[data-rules="royal-auction-1912"] .ab-breakdown__item').first()).toBeVisible();
  await replay.focus();
  await page.keyboard.press('d');
  await expect(replay.getByRole('button', { name: 'Whole deal' })).toHaveAttribute('aria-pressed', 'true');
  await expect(replay.locator('.ab-replay__live .ab-hand__played')).toHaveCount(0);
  await expect(replay.locator('.ab-replay__live .ab-hand__ranks')).toHaveCount(16);
  await page.keyboard.press('Home');
  await expect(score).toBeHidden();
});

test('Copy link to this step says "Copied" where it is seen, and to screen readers', async ({ page }) => {
  const replay = await openReplay(page);
  await replay.getByRole('button', { name: 'Next step' }).click();
  await replay.getByRole('button', { name: 'Copy link to this step' }).click();
  await expect(replay.locator('.ab-replay__copied')).toHaveText('Copied');
  await expect(replay.locator('[aria-live="polite"]')).toHaveText('Link copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/#hand-drawing-trumps=1$/);
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the live replay mid-play and at the end has no axe-core violations (${colorScheme})`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.emulateMedia({ colorScheme });
    const replay = await openReplay(page);
    await replay
      .getByRole('navigation', { name: 'Moves: the auction and the play' })
      .getByRole('button', { name: /^Trick 3, / })
      .first()
      .click();
    const mid = await new AxeBuilder({ page: page as unknown as AxePage }).include('.ab-replay-wrap').withTags(AXE_TAGS).analyze();
    await replay.getByRole('button', { name: 'Last step' }).click();
    await replay.getByRole('button', { name: 'Whole deal' }).click();
    const end = await new AxeBuilder({ page: page as unknown as AxePage }).include('.ab-replay-wrap').withTags(AXE_TAGS).analyze();
    const found = [...mid.violations, ...end.violations].map(
      (v) => `${v.id}: ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
    expect(found).toEqual([]);
  });
}

test('on a 360 × 740 phone the diagram, the controls, the last card and its note are in one screen while stepping', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const replay = await openReplay(page);
  // The reader scrolls the replay's table to the top of the screen, then steps with Next.
  await replay.locator('.ab-replay__live').evaluate((el) => el.scrollIntoView({ block: 'start' }));
  const lead = replay
    .getByRole('navigation', { name: 'Moves: the auction and the play' })
    .getByRole('button', { name: /^Trick 1, West: .*, leads$/ });
  await lead.evaluate((el) => (el as HTMLElement).click());
  await replay.locator('.ab-replay__live').evaluate((el) => el.scrollIntoView({ block: 'start' }));
  for (const part of ['.ab-diagram', '.ab-replay__controls', '.ab-replay__status', '.ab-replay__commentary']) {
    await expect(replay.locator(part).first(), part).toBeInViewport({ ratio: 1 });
  }
  await replay.getByRole('button', { name: 'Next step' }).click();
  for (const part of ['.ab-diagram', '.ab-replay__controls', '.ab-replay__status']) {
    await expect(replay.locator(part).first(), part).toBeInViewport({ ratio: 1 });
  }
});
