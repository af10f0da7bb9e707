/**
 * "Play it yourself" on a hand page, as a reader uses it (issue 13): nothing of the play mode or
 * the solver loads before the press; from a step of the replay, the reader takes a seat, plays
 * every card of theirs (by mouse, and by keyboard alone), gets a hint and its reason, undoes;
 * the computer's seats play with best play, so a reader who follows the hints makes exactly
 * what double dummy gives; the score at the end is the engine's (the build's play data); the
 * result is kept, and shown on the gallery's card. axe in light and dark, and 320 px wide.
 * The same from an embed in a frame (which tells the embedding page to grow), from the embed of
 * a shared link and from a hand pasted in the Lab (their play data built in the browser; nothing
 * kept); nothing of the play mode loads before the press on any.
 */
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page, type Request } from '@playwright/test';
import { CLASS_PBN } from '../../src/components/HandLab/fixtures.ts';
import { encodeHandLink } from '../../src/engine/formats/link.ts';
import { parsePbn, pbnParseOf } from '../../src/engine/formats/pbn.ts';
import { settle, watchNetwork } from '../../scripts/page-weight.mjs';
import { openReplay, pasteBoard, readBuilt } from './helpers.ts';

const SLUG = 'drawing-trumps';
const HAND = `hands/${SLUG}/`;
const DATA = JSON.parse(readBuilt(`hands/${SLUG}.play.json`)) as {
  steps: number[];
  rules: { id: string };
  scores: { id: string; score: { outcome: { tricks: number } } | null }[][];
};
const WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen'];

const panel = (page: Page): Locator => page.getByRole('region', { name: 'Play it yourself' });
const state = (page: Page) => panel(page).getAttribute('data-play-state');

/** Plays the reader's cards until the end: the hinted card each time, by mouse or by keyboard. */
const playToEnd = async (page: Page, how: 'mouse' | 'keyboard'): Promise<void> => {
  const box = panel(page);
  for (let i = 0; i < 60; i++) {
    await expect(box).not.toHaveAttribute('data-play-state', 'thinking', { timeout: 60_000 });
    if ((await state(page)) === 'over') return;
    const hint = box.getByRole('button', { name: 'Hint' });
    await expect(hint).toBeEnabled({ timeout: 60_000 });
    await hint.click();
    await expect(box.getByText(/keeps the best result\./)).toBeVisible();
    const card = box.locator('.ab-practice__card--hint');
    if (how === 'keyboard') {
      await card.focus();
      await page.keyboard.press('Enter');
    } else await card.click();
  }
  throw new Error('the play did not end');
};

/** Plays the reader's first playable card and checks it left the hand; returns the card. */
const playCard = async (box: Locator): Promise<string | null> => {
  const first = box.locator('.ab-practice__card:enabled').first();
  const card = await first.getAttribute('data-card');
  await first.click();
  await expect(box.locator(`button[data-card="${card}"]`)).toHaveCount(0);
  return card;
};

/** Plays a card, then takes it back with Undo: the card is in the hand again. */
const playCardAndUndo = async (box: Locator): Promise<void> => {
  const card = await playCard(box);
  await box.getByRole('button', { name: 'Undo' }).click();
  await expect(box.locator(`button[data-card="${card}"]`)).toBeVisible();
};

test('nothing of the play mode loads before the press; the button starts at the replay’s step @base', async ({ page }) => {
  const requests: Request[] = [];
  page.on('request', (r) => requests.push(r));
  const replay = await openReplay(page, HAND);
  await page.waitForLoadState('networkidle');
  expect(requests.filter((r) => /play\.json|\/worker[^/]*\.js|PlayPanel|mount\./.test(r.url())).map((r) => r.url())).toEqual([]);
  await replay.getByRole('button', { name: /^Trick 3, .*, leads/ }).click();
  await page.getByRole('button', { name: 'Play from here' }).click();
  await expect(panel(page).getByRole('radio', { name: /the declarer/ })).toBeChecked();
  await panel(page).getByRole('button', { name: 'Start' }).click();
  await expect(panel(page).getByText(/^From trick 3, with \w+ the .+ on the table\.$/)).toBeVisible();
});

test('a lesson’s replay links to its hand’s page with the play panel open, one link per game @base', async ({ page }) => {
  await page.goto('course/07-scoring-tricks/');
  const links = page.getByRole('link', { name: 'Play this hand yourself, on its own page' });
  // Lesson 7 replays two hands, each with a contract: one link under each replay.
  await expect(links).toHaveCount(await page.locator('.ab-replay-wrap').count());
  const first = links.first();
  expect(await first.getAttribute('href')).toMatch(/\/hands\/l07-[a-z0-9-]+\/#play$/);
  await first.click();
  await expect(page).toHaveURL(/\/hands\/l07-[a-z0-9-]+\/#play$/);
  await expect(panel(page).getByRole('radio', { name: /the declarer/ })).toBeChecked();
  // A game of a file of several has its own address: the rubber's boards each link to theirs.
  await page.goto('course/12-the-rubber/');
  const hrefs = await page
    .getByRole('link', { name: 'Play this hand yourself, on its own page' })
    .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  expect(hrefs.slice(0, 2).map((h) => h?.replace(/^.*\/hands\//, ''))).toEqual([
    'l12-work-rubber-1912-1/#play',
    'l12-work-rubber-1912-2/#play',
  ]);
  // The hand's own page has the panel itself, and no such link.
  await page.goto(HAND);
  await expect(page.getByRole('link', { name: 'Play this hand yourself, on its own page' })).toHaveCount(0);
});

test('as declarer from trick 10, following the hints: double dummy’s result, no losses, the engine’s score, kept', async ({ page }) => {
  test.setTimeout(180_000);
  const step = DATA.steps.indexOf(37);
  await openReplay(page, `${HAND}#hand-${SLUG}=${step}`);
  await page.getByRole('button', { name: 'Play from here' }).click();
  await panel(page).getByRole('button', { name: 'Start' }).click();
  await expect(panel(page).getByText(/^From trick 10, with/)).toBeVisible();
  // An undo after the reader's first card gives that card back.
  await expect(panel(page)).toHaveAttribute('data-play-state', 'yours', { timeout: 60_000 });
  const first = panel(page).locator('.ab-practice__card:enabled').first();
  const card = await first.getAttribute('data-card');
  await first.click();
  await panel(page).getByRole('button', { name: 'Undo' }).click();
  await expect(panel(page).locator(`button[data-card="${card}"]`)).toBeVisible();

  await playToEnd(page, 'mouse');
  const summary = panel(page).locator('.ab-practice__summary');
  await expect(summary).not.toHaveAttribute('data-best', '', { timeout: 60_000 });
  const made = Number(await summary.getAttribute('data-made'));
  expect(await summary.getAttribute('data-best')).toBe(String(made));
  await expect(summary).toHaveText(new RegExp(`took ${WORDS[made]} tricks in all`));
  await expect(panel(page).getByText('None of your cards gave up a trick.')).toBeVisible();
  const own = DATA.scores[made]!.find((s) => s.id === DATA.rules.id)!;
  expect(own.score!.outcome.tricks).toBe(made);
  await expect(panel(page).locator(`[data-rules="${DATA.rules.id}"]`)).toContainText(`${made} of 13 tricks`);
  await expect(panel(page).locator('[data-rules="contract-rubber"]')).toContainText(`${made} of 13 tricks`);

  // Kept in the browser: a reload offers it again.
  await page.reload();
  await page.getByRole('button', { name: 'Play from here' }).click();
  await expect(
    panel(page).getByText(
      `Your last result on this hand: declarer’s side took ${WORDS[made]} tricks, against ${WORDS[made]} tricks with best play from where you started.`,
    ),
  ).toBeVisible();

  // And the gallery says so on the hand's card, and on no other.
  await page.goto('hands/');
  const galleryCard = page.locator(`[data-ab-gallery-card][data-slug="${SLUG}"]`);
  await expect(galleryCard.getByText(`You played it as declarer: ${made} tricks; best play makes ${made}.`)).toBeVisible();
  await expect(page.locator('[data-ab-gallery-played]:visible')).toHaveCount(1);
});

test('as a defender from the opening lead, by keyboard alone, with a hint’s reason', async ({ page }) => {
  test.setTimeout(300_000);
  await openReplay(page, HAND);
  await page.getByRole('button', { name: 'Play from here' }).focus();
  await page.keyboard.press('Enter');
  const defender = panel(page)
    .getByRole('radio', { name: /defending/ })
    .first();
  await defender.focus();
  await page.keyboard.press('Space');
  await expect(defender).toBeChecked();
  await panel(page).getByRole('button', { name: 'Start' }).focus();
  await page.keyboard.press('Enter');
  await expect(panel(page).getByText('From the opening lead.')).toBeVisible();
  await expect(panel(page)).toHaveAttribute('data-play-state', 'yours', { timeout: 120_000 });
  await panel(page).getByRole('button', { name: 'Hint' }).click();
  await panel(page).getByRole('button', { name: 'Why?' }).click();
  await expect(panel(page).getByText(/your side takes \w+ tricks? from here/)).toBeVisible();
  await playToEnd(page, 'keyboard');
  const summary = panel(page).locator('.ab-practice__summary');
  await expect(summary).toHaveText(/^As a defender, you held declarer to/, { timeout: 60_000 });
  expect(await summary.getAttribute('data-made')).toBe(await summary.getAttribute('data-best'));
});

for (const scheme of ['light', 'dark'] as const) {
  test(`the panel passes axe-core in ${scheme} and fits 320 px`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 320, height: 740 });
    await page.emulateMedia({ colorScheme: scheme });
    await openReplay(page, `${HAND}#hand-${SLUG}=${DATA.steps.indexOf(24)}`);
    await page.getByRole('button', { name: 'Play from here' }).click();
    await panel(page).getByRole('button', { name: 'Start' }).click();
    await expect(panel(page)).toHaveAttribute('data-play-state', 'yours', { timeout: 60_000 });
    await panel(page).getByRole('button', { name: 'Hint' }).click();
    const results = await new AxeBuilder({ page }).include('.ab-practice').withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    const [scroll, client] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
    expect(scroll).toBeLessThanOrEqual(client);
  });
}

/** Requests of the play mode's code, its data or its solver (none may come before the press). */
const playRequests = (requests: readonly Request[]): string[] =>
  requests.filter((r) => /play\.json|\/worker[^/]*\.js|PlayPanel|mount\.|local\.|german\./.test(r.url())).map((r) => r.url());

test('from an embed in a frame: nothing before the press, then a card played, and the frame told to grow @base', async ({ page }) => {
  test.setTimeout(120_000);
  const requests: Request[] = [];
  page.on('request', (r) => requests.push(r));
  const net = watchNetwork(page);
  await page.goto('hands/', { waitUntil: 'load' });
  // The embedding page of the layout's snippet: a 360 px frame, every height it is told kept.
  await page.evaluate(
    (src) => {
      const w = window as unknown as { heights: number[] };
      w.heights = [];
      const frame = document.createElement('iframe');
      frame.id = 'embedded';
      frame.style.width = '360px';
      frame.style.height = '400px';
      window.addEventListener('message', (e) => {
        const data = e.data as { type?: string; height?: number };
        if (e.source === frame.contentWindow && data?.type === 'auction-bridge:height' && typeof data.height === 'number') {
          w.heights.push(data.height);
          frame.style.height = `${data.height}px`;
        }
      });
      frame.src = src;
      // The page holds the frame alone (the site's fixed header would cover it).
      document.body.replaceChildren(frame);
    },
    new URL(`../embed/${SLUG}/`, page.url()).href,
  );
  const frame = page.frameLocator('#embedded');
  const heights = (): Promise<number[]> => page.evaluate(() => (window as unknown as { heights: number[] }).heights);
  await expect(frame.locator('.ab-replay--live')).toBeVisible();
  await expect.poll(async () => (await heights()).length).toBeGreaterThan(0);
  // Until the frame has loaded what it loads unasked. Not `networkidle`: that came with the
  // gallery's load, or, when the gallery was still loading, replacing its body cancelled a request
  // and the wait never ended (120 s, CI of 344be1d under the sub-path, passed on retry).
  await settle(page, net);
  net.stop();
  expect(playRequests(requests)).toEqual([]);
  const before = Math.max(...(await heights()));

  await frame
    .locator('.ab-replay--live')
    .getByRole('button', { name: /^Trick 3, .*, leads/ })
    .click();
  await frame.getByRole('button', { name: 'Play from here' }).click();
  const box = frame.getByRole('region', { name: 'Play it yourself' });
  await box.getByRole('button', { name: 'Start' }).click();
  await expect(box.getByText(/^From trick 3, with \w+ the .+ on the table\.$/)).toBeVisible();
  await expect(box).toHaveAttribute('data-play-state', 'yours', { timeout: 60_000 });
  await playCard(box);
  expect(playRequests(requests).some((u) => /play\.json$/.test(u))).toBe(true);
  // The panel made the frame's content taller, and the frame was told so (and sized to fit).
  await expect.poll(async () => Math.max(...(await heights()))).toBeGreaterThan(before + 200);
  const [content, height] = await page.evaluate(() => {
    const f = document.getElementById('embedded') as HTMLIFrameElement;
    return [f.contentDocument!.documentElement.scrollHeight, f.getBoundingClientRect().height];
  });
  expect(content).toBeLessThanOrEqual(Math.ceil(height) + 1);
});

test('from the embed of a shared link (/embed/#…): nothing before the press, a card played, an undo; nothing kept @base', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const requests: Request[] = [];
  page.on('request', (r) => requests.push(r));
  const record = pbnParseOf(parsePbn(readFileSync(`src/content/hands/${SLUG}.pbn`, 'utf8'))).records[0]!;
  await page.goto(`embed/#${encodeHandLink(record)}`, { waitUntil: 'load' });
  const replay = page.locator('.ab-replay--live');
  await expect(replay).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(playRequests(requests)).toEqual([]);

  await replay.getByRole('button', { name: /^Trick 3, .*, leads/ }).click();
  await page.getByRole('button', { name: 'Play from here' }).click();
  const box = page.getByRole('region', { name: 'Play it yourself' });
  await expect(box.getByRole('radio', { name: /the declarer/ })).toBeChecked();
  await box.getByRole('button', { name: 'Start' }).click();
  await expect(box.getByText(/^From trick 3, with \w+ the .+ on the table\.$/)).toBeVisible();
  await expect(box).toHaveAttribute('data-play-state', 'yours', { timeout: 60_000 });
  await playCardAndUndo(box);
  // Built in the browser from the link: no play data fetched, and nothing kept for the gallery.
  expect(playRequests(requests).some((u) => /play\.json$/.test(u))).toBe(false);
  await box.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('button', { name: 'Play from here' })).toBeFocused();
  expect(await page.evaluate(() => localStorage.getItem('auction-bridge:played'))).toBeNull();
});

test('from the Lab: a pasted hand played from the replay’s step, a card, an undo; nothing before the press', async ({ page }) => {
  test.setTimeout(120_000);
  const requests: Request[] = [];
  page.on('request', (r) => requests.push(r));
  await page.goto('lab/', { waitUntil: 'load' });
  await expect(page.locator('.ab-lab[data-ready="true"][data-readers="true"]')).toBeVisible();
  // Board 2 of the fixture: 2♥ by South, the first trick played (South won it with the ace).
  const { preview, replay } = await pasteBoard(page, CLASS_PBN, 1);
  await replay.getByRole('button', { name: 'Last step' }).click();
  await page.waitForLoadState('networkidle');
  expect(playRequests(requests)).toEqual([]);

  await preview.getByRole('button', { name: 'Play from here' }).click();
  const box = preview.getByRole('region', { name: 'Play it yourself' });
  await expect(box.getByRole('radio', { name: /South, the declarer/ })).toBeChecked();
  await box.getByRole('button', { name: 'Start' }).click();
  await expect(box.getByText('From the lead to trick 2.')).toBeVisible();
  await expect(box).toHaveAttribute('data-play-state', 'yours', { timeout: 60_000 });
  await playCardAndUndo(box);
  // Close gives the button back; the Lab's hand is no hand of the gallery: nothing is kept.
  await box.getByRole('button', { name: 'Close' }).click();
  await expect(preview.getByRole('button', { name: 'Play from here' })).toBeFocused();
  expect(await page.evaluate(() => localStorage.getItem('auction-bridge:played'))).toBeNull();
});
