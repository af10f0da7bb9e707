/**
 * The Hand Lab in a real browser, against the production build: a pasted broken PBN file shows
 * its errors at the right lines and marks them in the text; a hand built in the Lab (a seeded
 * deal, a short auction, a few cards, a claim) is shared and, opened from its link in a fresh
 * browser, is the same hand; reload keeps the pasted text; a link copied from the paste
 * preview's replay, opened in a fresh browser, shows the same board of a pasted file at the same
 * step, and reload keeps that board and step; a broken link gets a clear message; the page with
 * errors and a built hand passes axe-core in both themes. Nothing the reader makes is lost: two
 * shared links in a row leave the reader's own hand to bring back, and two tabs keep each
 * other's text and hand. A shared link opens on the hand in the first screen (1280 × 800 and
 * 360 × 740), with "Edit in the Lab". (Every page, the Lab
 * included, is also checked empty by pages.spec.ts: axe, 320 px, print without controls.)
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { BROKEN_PBN, CLASS_PBN } from '../../src/components/HandLab/fixtures.ts';
import { emptyHand, handReducer, shareLink, type HandAction } from '../../src/components/HandLab/model.ts';
import { pasteBoard, recordProblems } from './helpers.ts';

type AxePage = ConstructorParameters<typeof AxeBuilder>[0]['page'];

/** Opens the Lab and waits until the island has restored its state and loaded its format readers. */
const openLab = async (page: Page, fragment = ''): Promise<void> => {
  await page.goto(`lab/${fragment}`, { waitUntil: 'load' });
  await expect(page.locator('.ab-lab[data-ready="true"][data-readers="true"]')).toBeVisible();
};

/** A page in a browser context of its own (nothing kept from another reader's visit), what it logs recorded. */
const freshPage = async (browser: Browser): Promise<{ page: Page; problems: string[]; close: () => Promise<void> }> => {
  const context = await browser.newContext();
  const page = await context.newPage();
  return { page, problems: recordProblems(page), close: () => context.close() };
};

/** Builds a hand: a seeded deal, 1♠ and three passes, three cards, a claim of eight. */
const buildHand = async (page: Page): Promise<void> => {
  await page.getByLabel('Seed for a random deal').fill('lab-e2e');
  await page.getByRole('button', { name: 'Deal', exact: true }).click();
  await expect(page.getByRole('radio', { name: /North \(13 of 13\)/ })).toBeVisible();
  const box = page.getByRole('group', { name: 'Bidding box' });
  await box.locator('[data-call="1S"]').click();
  for (let i = 0; i < 3; i++) await box.locator('[data-call="Pass"]').click();
  await expect(page.locator('.ab-lab__panel--build .ab-lab__notice[role="status"]')).toContainText('The auction is over');
  for (let i = 0; i < 3; i++) {
    await page.locator('.ab-lab__hand button:not([aria-disabled])').first().click();
  }
  await page.getByLabel(/^Claim:/).fill('8');
  await page.getByRole('button', { name: 'Claim', exact: true }).click();
  await expect(page.locator('.ab-lab__panel--build .ab-lab__notice[role="status"]')).toContainText('claims 8 tricks');
};

test('a pasted broken PBN file shows its errors at the right lines, marked in the text', async ({ page }) => {
  const problems = recordProblems(page);
  await openLab(page);
  await page.getByLabel('PBN, LIN or a link').fill(BROKEN_PBN);
  const list = page.locator('.ab-lab__problem');
  await expect(list).toHaveCount(3);
  await expect(list.nth(0)).toContainText('Line 7, column 4');
  await expect(list.nth(0)).toContainText('not enough');
  await expect(list.nth(1)).toContainText('Line 9, column 1');
  await expect(list.nth(2)).toContainText('Line 10, column 10');
  await expect(page.locator('#lab-line-7 mark')).toHaveText(/1H/);
  await expect(page.locator('#lab-line-10 mark')).toHaveText(/HQ/);
  await expect(page.locator('#lab-line-1 mark')).toHaveCount(0);
  // The link in the list takes the reader to the line, without touching the URL.
  await list.nth(2).getByRole('link').click();
  await expect(page.locator('#lab-line-10')).toBeFocused();
  expect(new URL(page.url()).hash).toBe('');
  // Lenient mode: the same problems as warnings; the illegal bid still stops the replay.
  await page.getByLabel(/Lenient/).check();
  await expect(page.locator('.ab-lab__problem--warning').first()).toBeVisible();
  expect(problems).toEqual([]);
});

test('the bidding box enables only legal calls', async ({ page }) => {
  await openLab(page);
  await page.getByLabel('Seed for a random deal').fill('box');
  await page.getByRole('button', { name: 'Deal', exact: true }).click();
  const box = page.getByRole('group', { name: 'Bidding box' });
  await box.locator('[data-call="2H"]').click();
  await expect(box.locator('[data-call="1S"]')).toHaveAttribute('aria-disabled', 'true');
  await expect(box.locator('[data-call="XX"]')).toHaveAttribute('aria-disabled', 'true');
  await expect(box.locator('[data-call="X"]')).not.toHaveAttribute('aria-disabled', 'true');
  await expect(box.getByRole('button', { name: 'one spade' })).toBeVisible();
  // Pressing a disabled call (it keeps its focus and name) explains why, and changes nothing.
  await box.locator('[data-call="1S"]').click({ force: true });
  await expect(page.locator('.ab-lab__panel--build .ab-lab__notice[role="status"]')).toContainText('not enough');
  await expect(page.locator('.ab-lab__table .ab-auction__cell[data-index]')).toHaveCount(1);
});

test('a hand built in the Lab, shared and reopened in a fresh browser, is the same hand @base', async ({ page, browser, baseURL }) => {
  const problems = recordProblems(page);
  await openLab(page);
  await buildHand(page);
  await page.getByLabel('Title of the hand').fill('Lab test <b>hand</b>');
  const linkField = page.getByLabel('Link to the hand');
  await expect(linkField).toHaveValue(/\/lab\/#h=1/);
  const url = await linkField.inputValue();
  const link = await linkField.getAttribute('data-link');
  const snippet = await page.getByLabel('Embed snippet for your own page').inputValue();
  expect(snippet).toContain(`/embed/#${link}`);
  expect(snippet).toContain('Lab test &lt;b&gt;hand&lt;/b&gt;');
  expect(url.startsWith(new URL('lab/', baseURL).href)).toBe(true);
  const before = {
    table: await page.locator('.ab-lab__table').textContent(),
    record: await page.locator('#lab-build-preview').textContent(),
  };
  const download = page.getByRole('link', { name: /^Download lab-test-b-hand-b\.pbn$/ });
  await expect(download).toHaveAttribute('href', /^blob:/);
  expect(problems).toEqual([]);

  const { page: other, problems: otherProblems, close } = await freshPage(browser);
  await openLab(other, new URL(url).hash);
  // A shared link opens on the hand alone; "Edit in the Lab" opens the Lab with it.
  await expect(other.getByRole('heading', { level: 2, name: 'A shared hand: Lab test <b>hand</b>' })).toBeVisible();
  await other.getByRole('button', { name: 'Edit in the Lab' }).click();
  await expect(other.getByLabel('Link to the hand')).toHaveAttribute('data-link', link!);
  expect(await other.locator('.ab-lab__table').textContent()).toBe(before.table);
  expect(await other.locator('#lab-build-preview').textContent()).toBe(before.record);
  await expect(other.getByLabel('Title of the hand')).toHaveValue('Lab test <b>hand</b>');
  // The address stays a link to the hand.
  expect(new URL(other.url()).hash).toBe(`#h=${link}`);
  expect(otherProblems).toEqual([]);
  await close();
});

test('reload keeps the pasted text and the hand under construction', async ({ page }) => {
  await openLab(page);
  await page.getByLabel('PBN, LIN or a link').fill(BROKEN_PBN);
  await expect(page.locator('.ab-lab__problem')).toHaveCount(3);
  await page.getByLabel('Seed for a random deal').fill('kept');
  await page.getByRole('button', { name: 'Deal', exact: true }).click();
  await page.getByRole('group', { name: 'Bidding box' }).locator('[data-call="1H"]').click();
  const link = await page.getByLabel('Link to the hand').getAttribute('data-link');
  // Saving waits for the reader to pause: reload once both are kept.
  const kept = (key: string) => page.evaluate((k) => window.localStorage.getItem(k), key);
  await expect.poll(() => kept('auction-bridge:lab:text')).toBe(BROKEN_PBN);
  await expect.poll(() => kept('auction-bridge:lab:hand')).toContain(link!);
  await page.reload({ waitUntil: 'load' });
  await expect(page.locator('.ab-lab[data-ready="true"]')).toBeVisible();
  await expect(page.getByLabel('PBN, LIN or a link')).toHaveValue(BROKEN_PBN);
  await expect(page.locator('.ab-lab__problem')).toHaveCount(3);
  await expect(page.getByLabel('Link to the hand')).toHaveAttribute('data-link', link!);
  // Clear asks first, then forgets.
  await page.getByRole('button', { name: 'Clear the text' }).click();
  await page.getByRole('button', { name: 'Yes, clear' }).click();
  await expect(page.getByLabel('PBN, LIN or a link')).toHaveValue('');
  await expect.poll(() => kept('auction-bridge:lab:text')).toBeNull();
  await page.reload({ waitUntil: 'load' });
  await expect(page.locator('.ab-lab[data-ready="true"]')).toBeVisible();
  await expect(page.getByLabel('PBN, LIN or a link')).toHaveValue('');
});

test('a link copied from the paste preview opens the same board at the same step in a fresh browser @base', async ({
  page,
  browser,
  baseURL,
}) => {
  const problems = recordProblems(page);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(baseURL!).origin });
  await openLab(page);
  const { preview, replay } = await pasteBoard(page, CLASS_PBN, 1);
  for (let i = 0; i < 7; i++) await replay.getByRole('button', { name: 'Next step' }).click();
  const counter = replay.getByText(/^Step \d+ of \d+$/);
  await expect(counter).toHaveText(/^Step 7 of /);
  const before = {
    counter: await counter.textContent(),
    status: await replay.locator('.ab-replay__status').textContent(),
    table: await replay.locator('.ab-diagram').textContent(),
    record: await preview.locator('.ab-replay__record').textContent(),
  };
  await replay.getByRole('button', { name: 'Copy link to this step' }).click();
  await expect(replay.getByRole('status')).toHaveText(/^(Link copied|The link is selected)/);
  const field = replay.getByLabel('Link to this step');
  const url = (await field.count()) > 0 ? await field.inputValue() : await page.evaluate(() => navigator.clipboard.readText());
  expect(url.startsWith(new URL('lab/', baseURL).href)).toBe(true);
  expect(new URL(url).hash).toMatch(/(^#|&)p=1[A-Za-z0-9_-]+(&|$)/);
  expect(new URL(url).hash).toMatch(/&hand-lab-paste=7$/);
  // The board alone: not the teacher's built hand (h=) nor the other replay's step.
  expect(new URL(url).hash).not.toMatch(/(^#|&)(h|hand-lab-build)=/);
  expect(problems).toEqual([]);

  // A pupil opens it: another browser, nothing kept there.
  const { page: other, problems: otherProblems, close } = await freshPage(browser);
  await openLab(other, new URL(url).hash);
  // The clean view of the shared board first, at the step of the link.
  const shared = other.locator('.ab-lab__shared').getByRole('group', { name: /^Hand replay: / });
  await expect(shared.getByText(/^Step \d+ of \d+$/)).toHaveText(before.counter!);
  await other.getByRole('button', { name: 'Edit in the Lab' }).click();
  const otherPreview = other.locator('#lab-paste-preview');
  const otherReplay = otherPreview.getByRole('group', { name: /^Hand replay: / });
  await expect(otherReplay.getByText(/^Step \d+ of \d+$/)).toHaveText(before.counter!);
  await expect(otherReplay).toHaveAccessibleName(/board 2/i);
  expect(await otherReplay.locator('.ab-replay__status').textContent()).toBe(before.status);
  expect(await otherReplay.locator('.ab-diagram').textContent()).toBe(before.table);
  expect(await otherPreview.locator('.ab-replay__record').textContent()).toBe(before.record);
  // The box holds the board's link: the pupil had no text of their own to keep.
  await expect(other.getByLabel('PBN, LIN or a link')).toHaveValue(new URL(url).hash.match(/p=([^&]+)/)![1]!);
  await expect(other.getByRole('button', { name: 'Bring back my text' })).toHaveCount(0);
  expect(otherProblems).toEqual([]);
  await close();

  // The teacher reloads: the file, the board and the step are all still there.
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('auction-bridge:lab:text'))).toBe(CLASS_PBN);
  await page.reload({ waitUntil: 'load' });
  await expect(page.locator('.ab-lab[data-ready="true"][data-readers="true"]')).toBeVisible();
  await expect(replay.getByText(/^Step \d+ of \d+$/)).toHaveText(before.counter!);
  await expect(page.getByLabel('PBN, LIN or a link')).toHaveValue(CLASS_PBN);
  await expect(page.getByLabel('Board to show')).toHaveValue('1');
  await expect(page.getByRole('button', { name: 'Bring back my text' })).toHaveCount(0);
});

test('a malformed link in the address gets a clear message, not a blank page', async ({ page }) => {
  const problems = recordProblems(page);
  await openLab(page, '#h=1AAAAthisisnotalink');
  await expect(page.getByRole('alert')).toContainText('cannot be opened');
  await expect(page.getByRole('heading', { name: 'Build a hand' })).toBeVisible();
  expect(problems).toEqual([]);
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`with errors shown and a hand built, the Lab has no axe-core violations (${colorScheme})`, async ({ page }) => {
    // axe over the whole Lab (editor, problems, replay, move list, builder) takes 10-20 s on an
    // idle 2-core machine, and timed out at 30 s twice in a clean run under load.
    test.slow();
    await page.emulateMedia({ colorScheme });
    await openLab(page);
    await page.getByLabel('PBN, LIN or a link').fill(BROKEN_PBN);
    await expect(page.locator('.ab-lab__problem')).toHaveCount(3);
    await buildHand(page);
    const results = await new AxeBuilder({ page: page as unknown as AxePage }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
    const found = results.violations.map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(found).toEqual([]);
  });
}

test('with a hand built, the Lab fits 320 px and prints without controls', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await openLab(page);
  await page.getByLabel('PBN, LIN or a link').fill(BROKEN_PBN);
  await expect(page.locator('.ab-lab__problem')).toHaveCount(3);
  await buildHand(page);
  const { scroll, client } = await page.evaluate(() => ({
    scroll: Math.max(document.documentElement.scrollWidth, document.body.scrollWidth),
    client: document.documentElement.clientWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(client);
  await page.emulateMedia({ media: 'print' });
  const visible = await page
    .locator('main')
    .locator('button, select, input, textarea, [role="button"]')
    .evaluateAll(
      (els) =>
        els.filter((el) => {
          const r = el.getBoundingClientRect();
          return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden';
        }).length,
    );
  expect(visible).toBe(0);
});

/** A teacher's hand as a share link: dealt from a seed, one call, a title (the Lab's own model makes it). */
const sharedLink = (seed: string, title: string): string =>
  shareLink(
    (
      [
        { type: 'randomDeal', seed },
        { type: 'call', call: { type: 'bid', level: 1, strain: 'H' } },
        { type: 'title', text: title },
      ] as HandAction[]
    ).reduce((h, a) => handReducer(h, a).hand, emptyHand()),
  );

test('two shared links in a row: "Bring back my hand" brings back the reader’s own hand', async ({ page }) => {
  const problems = recordProblems(page);
  await openLab(page);
  await buildHand(page);
  await page.getByLabel('Title of the hand').fill('My own hand');
  await expect
    .poll(() => page.evaluate(() => window.localStorage.getItem('auction-bridge:lab:hand')))
    .toContain(await page.getByLabel('Link to the hand').getAttribute('data-link'));
  // The first link opens in a new page load, the second in the same page (the address changes).
  const first = sharedLink('first-link', 'First link');
  const second = sharedLink('second-link', 'Second link');
  await page.goto('about:blank');
  await openLab(page, `#h=${first}`);
  await expect(page.getByRole('heading', { level: 2, name: 'A shared hand: First link' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('auction-bridge:lab:hand'))).toContain(first);
  await page.evaluate((link) => {
    window.location.hash = `h=${link}`;
  }, second);
  await expect(page.getByRole('heading', { level: 2, name: 'A shared hand: Second link' })).toBeVisible();
  await page.getByRole('button', { name: 'Edit in the Lab' }).click();
  await expect(page.getByLabel('Title of the hand')).toHaveValue('Second link');
  // Only the reader's own hand was kept: the first link's hand is still in the first link.
  const kept = page.getByRole('region', { name: 'Hands kept for you' });
  await expect(kept.getByRole('listitem')).toHaveCount(1);
  await kept.getByRole('button', { name: 'Bring back my hand' }).click();
  await expect(page.getByLabel('Title of the hand')).toHaveValue('My own hand');
  await expect(page.locator('.ab-lab__panel--build .ab-lab__play')).toContainText('ended with a claim');
  expect(problems).toEqual([]);
});

test('two tabs: the text of each is kept, whichever is written or closed last, and the Lab says so', async ({ browser }) => {
  const context = await browser.newContext();
  const one = await context.newPage();
  const two = await context.newPage();
  const problems = [...recordProblems(one), ...recordProblems(two)];
  const textOne = CLASS_PBN;
  const textTwo = BROKEN_PBN;
  const stored = (p: Page) => p.evaluate(() => window.localStorage.getItem('auction-bridge:lab:text'));
  await openLab(one);
  await one.getByLabel('PBN, LIN or a link').fill(textOne);
  await expect.poll(() => stored(one)).toBe(textOne);
  await openLab(two);
  await expect(two.getByLabel('PBN, LIN or a link')).toHaveValue(textOne);
  await two.getByLabel('PBN, LIN or a link').fill(textTwo);
  await expect.poll(() => stored(two)).toBe(textTwo);
  // The first tab hears of it, keeps its own text as it is, and says so.
  await expect(one.locator('.ab-lab__keeping')).toContainText('another tab');
  await expect(one.getByLabel('PBN, LIN or a link')).toHaveValue(textOne);
  await two.close();
  await one.close();
  // Opened again: the last text written is in the box, the other tab's is kept to bring back.
  const three = await context.newPage();
  await openLab(three);
  await expect(three.getByLabel('PBN, LIN or a link')).toHaveValue(textTwo);
  const kept = three.getByRole('region', { name: 'Texts kept for you' });
  await expect(kept.getByRole('listitem')).toHaveCount(1);
  await expect(kept).toContainText('[Event "Class"]');
  await kept.getByRole('button', { name: 'Bring back my text' }).click();
  await expect(three.getByLabel('PBN, LIN or a link')).toHaveValue(textOne);
  await expect(kept.getByRole('listitem')).toHaveCount(1);
  await expect(kept).toContainText('[Event "Broken"]');
  expect(problems).toEqual([]);
  await context.close();
});

test('two tabs building hands: neither hand is lost', async ({ browser }) => {
  const context = await browser.newContext();
  const one = await context.newPage();
  const two = await context.newPage();
  await openLab(one);
  await one.getByLabel('Title of the hand').fill('Hand of tab one');
  await expect.poll(() => one.evaluate(() => window.localStorage.getItem('auction-bridge:lab:hand'))).not.toBeNull();
  await openLab(two);
  await expect(two.getByLabel('Title of the hand')).toHaveValue('Hand of tab one');
  await two.getByLabel('Title of the hand').fill('Hand of tab two');
  await expect(one.locator('.ab-lab__keeping')).toContainText('another tab');
  await one.getByLabel('Title of the hand').fill('Hand of tab one, changed');
  await expect(one.locator('.ab-lab__keeping')).toContainText('kept among your hands');
  const kept = one.getByRole('region', { name: 'Hands kept for you' });
  await expect(kept).toContainText('Hand of tab two');
  await context.close();
});

for (const size of [
  { width: 1280, height: 800 },
  { width: 360, height: 740 },
] as const) {
  test(`a shared Lab link opens on the hand, in the first screen, with "Edit in the Lab" (${size.width} × ${size.height})`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: size });
    const page = await context.newPage();
    const problems = recordProblems(page);
    await openLab(page, `#h=${sharedLink('first-screen', 'For the class')}`);
    const heading = page.getByRole('heading', { level: 2, name: 'A shared hand: For the class' });
    const edit = page.getByRole('button', { name: 'Edit in the Lab' });
    const replay = page.locator('.ab-lab__shared .ab-replay--live');
    await expect(replay).toBeVisible();
    // No empty paste box first: the Lab's panels wait for "Edit in the Lab".
    await expect(page.getByLabel('PBN, LIN or a link')).toHaveCount(0);
    await expect(heading).toBeInViewport();
    await expect(edit).toBeInViewport();
    // The hand itself starts in the first screen: its table and the replay's controls.
    const table = await replay.locator('.ab-diagram').boundingBox();
    expect(table).not.toBeNull();
    expect(table!.y).toBeLessThan(size.height * 0.75);
    await expect(replay.getByRole('button', { name: 'Next step' })).toBeVisible();
    await edit.click();
    await expect(page.getByRole('heading', { name: 'Build a hand' })).toBeFocused();
    await expect(page.getByLabel('Title of the hand')).toHaveValue('For the class');
    expect(problems).toEqual([]);
    await context.close();
  });
}
