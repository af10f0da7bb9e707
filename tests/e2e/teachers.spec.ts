/**
 * For teachers (issue 7): the hand gallery, each hand's own page, the embed pages and the
 * printed hand sheet, in the built site (at the root and under a sub-path).
 *
 * The hands are read from the collection itself (src/content/hands, through the same loader
 * as the build), so a new hand is checked without touching this suite.
 */
import { expect, test, type Page } from '@playwright/test';
import { encodeHandLink } from '../../src/engine/formats/link.ts';
import { readHandsDir, type HandEntry } from '../../src/lib/hands-loader.ts';
import { loadHand } from '../../src/lib/hands.ts';
import { fileStem, standalonePbn } from '../../src/components/HandGallery/links.ts';
import { BASE_PATH, openPage, recordProblems } from './helpers.ts';

const { entries: HANDS } = readHandsDir('src/content/hands');
const bySlug = new Map(HANDS.map((h) => [h.slug, h]));
/** A fully played hand with commentary on its calls and cards. */
const PLAYED = HANDS.find((h) => h.slug === 'drawing-trumps') ?? HANDS.find((h) => h.timeline.result.complete)!;

/** The record of a collection hand (to make a share link of it). */
const recordOf = (entry: HandEntry) => loadHand(entry.file, fileStem(entry.file) === entry.slug ? {} : { board: entry.board ?? '' }).record;

/** How many pages a PDF has: its `/Type /Page` objects (not `/Type /Pages`). */
const pdfPages = (pdf: Buffer): number => (pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-z])/g) ?? []).length;

/** Steps the replay on the page to its end and reads the contract under its live auction. */
const finalContract = async (page: Page): Promise<string> => {
  const replay = page.locator('.ab-replay--live');
  await expect(replay).toBeVisible();
  await replay.getByRole('button', { name: 'Last step' }).click();
  const result = replay.locator('.ab-replay__side .ab-auction__result');
  await expect(result).toBeVisible();
  return (await result.textContent()) ?? '';
};

test('the collection has a fully played hand with commentary to test with', () => {
  expect(HANDS.length).toBeGreaterThan(0);
  expect(PLAYED.timeline.result.complete).toBe(true);
  expect(PLAYED.timeline.steps.some((s) => s.note)).toBe(true);
});

test.describe('the gallery', () => {
  test('lists every hand of the collection, once, each linking to its own page @base', async ({ page }) => {
    const problems = recordProblems(page);
    await openPage(page, 'hands/');
    const cards = page.locator('[data-ab-gallery-card]');
    const slugs = await cards.evaluateAll((els) => els.map((el) => el.getAttribute('data-slug') ?? ''));
    expect([...slugs].sort()).toEqual(HANDS.map((h) => h.slug).sort());
    for (const slug of slugs) {
      const link = page.locator(`[data-ab-gallery-card][data-slug="${slug}"] h3 a`);
      await expect(link).toHaveText(bySlug.get(slug)!.title);
      await expect(link).toHaveAttribute('href', `${BASE_PATH}hands/${slug}/`);
    }
    expect(problems).toEqual([]);
  });

  test('each card’s link opens its hand: the page’s title and a replay of that hand', async ({ page }) => {
    test.setTimeout(240_000);
    await openPage(page, 'hands/');
    const hrefs = await page.locator('[data-ab-gallery-card] h3 a').evaluateAll((els) => els.map((el) => el.getAttribute('href') ?? ''));
    expect(hrefs.length).toBe(HANDS.length);
    for (const href of hrefs) {
      const slug = href.replace(/\/$/, '').replace(/^.*\//, '');
      const entry = bySlug.get(slug)!;
      await page.goto(href, { waitUntil: 'domcontentloaded' });
      await expect(page.locator('main h1')).toHaveText(entry.title);
      const replay = page.locator('main .ab-replay');
      await expect(replay).toHaveCount(1);
      await expect(replay).toHaveAttribute('aria-label', new RegExp(`^Hand replay: ${entry.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    }
  });

  test('filters by topic and by rule set, and says how many hands are shown', async ({ page }) => {
    await openPage(page, 'hands/');
    const visible = page.locator('[data-ab-gallery-card]:visible');
    const status = page.locator('[data-ab-gallery-count]');
    await expect(visible).toHaveCount(HANDS.length);

    const topic = page.getByRole('combobox', { name: 'Topic' });
    const option = topic.locator('option').nth(1);
    const [value, label] = [await option.getAttribute('value'), (await option.textContent()) ?? ''];
    const count = Number(/\((\d+)\)$/.exec(label)?.[1]);
    await topic.selectOption(value!);
    await expect(visible).toHaveCount(count);
    await expect(status).toHaveText(count === HANDS.length ? `Showing all ${count} hands.` : `Showing ${count} of ${HANDS.length} hands.`);
    expect(new URL(page.url()).searchParams.get('topic')).toBe(value);

    await page.getByRole('button', { name: 'Show all hands' }).click();
    await expect(visible).toHaveCount(HANDS.length);

    const rules = page.getByRole('combobox', { name: 'Rule set' });
    await rules.selectOption('royal-auction-1912');
    const royal = HANDS.filter((h) => h.ruleSet === 'royal-auction-1912').length;
    await expect(visible).toHaveCount(royal);
    await expect(page.locator('[data-ab-gallery-card]:visible[data-rules="royal-auction-1912"]')).toHaveCount(royal);
  });

  test('without JavaScript every hand is listed, by topic and by rule set too, and the filters stay hidden', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('hands/');
    await expect(page.locator('[data-ab-gallery-card]:visible')).toHaveCount(HANDS.length);
    await expect(page.locator('[data-ab-gallery-filters]')).toBeHidden();
    for (const id of ['by-topic', 'by-rule-set']) {
      await expect(page.locator(`#${id}`)).toBeVisible();
      await page.locator(`#${id} + details > summary`).click();
      await expect(page.locator(`#${id} + details .ab-gallery__group`).first()).toBeVisible();
      expect(await page.locator(`#${id} + details .ab-gallery__group li a`).count()).toBe(HANDS.length);
    }
    await context.close();
  });
});

test.describe('a hand’s own page', () => {
  const path = `hands/${PLAYED.slug}/`;

  test('the replay with its step link, the PBN to download, the embed snippet and the lessons @base', async ({ page }) => {
    const problems = recordProblems(page);
    await openPage(page, path);
    await expect(page.locator('main[data-pagefind-body]')).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Copy link to this step' })).toBeVisible();

    const download = page.getByRole('link', { name: `Download the PBN file (${PLAYED.slug}.pbn)` });
    await expect(download).toHaveAttribute('download', `${PLAYED.slug}.pbn`);
    const response = await page.request.get(new URL((await download.getAttribute('href'))!, page.url()).href);
    expect(response.status()).toBe(200);
    expect(await response.text()).toBe(standalonePbn(PLAYED));

    const snippet = page.getByRole('textbox', { name: /Embed snippet/ });
    await expect(snippet).toHaveAttribute('readonly', '');
    const code = await snippet.inputValue();
    expect(code).toMatch(
      new RegExp(
        `^<iframe src="https?://[^"]+${BASE_PATH}embed/${PLAYED.slug}/" title="[^"]+" width="100%" height="\\d+"[^>]* loading="lazy"></iframe>$`,
      ),
    );
    await expect(page.getByRole('button', { name: 'Copy the snippet' })).toBeVisible();

    const lessons = page.locator('#used-in + ul a');
    expect(await lessons.count()).toBeGreaterThan(0);
    for (const href of await lessons.evaluateAll((els) => els.map((el) => el.getAttribute('href') ?? ''))) {
      expect(href.startsWith(BASE_PATH)).toBe(true);
    }
    expect(problems).toEqual([]);
  });

  test('the snippet copies (or is selected where the clipboard is refused)', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']).catch(() => undefined);
    await openPage(page, path);
    await page.getByRole('button', { name: 'Copy the snippet' }).click();
    await expect(page.locator('[data-ab-copy-status]')).toHaveText(/The snippet is (copied|selected)/);
  });

  test('Pagefind finds the hand by its title', async ({ page }) => {
    await page.goto('./');
    await page.getByRole('button', { name: 'Search' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Search' }).fill(PLAYED.title);
    const hit = dialog.locator(`.pagefind-ui__result-link[href*="hands/${PLAYED.slug}/"]`);
    await expect(hit.first()).toBeVisible();
  });
});

test.describe('printing', () => {
  test('on paper the page is the hand sheet alone: no replay, no controls', async ({ page }) => {
    await openPage(page, `hands/${PLAYED.slug}/`);
    await page.emulateMedia({ media: 'print' });
    const sheet = page.locator('.ab-sheet');
    await expect(sheet).toBeVisible();
    await expect(sheet.locator('.ab-sheet__play tbody tr')).toHaveCount(13);
    await expect(page.locator('.ab-replay')).toBeHidden();
    await expect(page.locator('main h1')).toBeHidden();
    const controls = await page
      .locator('button, select, input, textarea, a[download], [role="button"]')
      .evaluateAll(
        (els) => els.filter((el) => (el as HTMLElement).getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden').length,
      );
    expect(controls).toBe(0);
    await page.emulateMedia({ media: 'screen' });
    await expect(sheet).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print this hand' })).toBeVisible();
  });

  test('"Print this hand" opens the print dialog', async ({ page }) => {
    await openPage(page, `hands/${PLAYED.slug}/`);
    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
    await page.getByRole('button', { name: 'Print this hand' }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  });

  // Every hand's sheet, printed to PDF. The hands are printed one after another in one page,
  // PRINT_RUN to a test (issue 17: a test of its own per hand spent about as long setting up its
  // page as printing); each hand is a step named by it, with soft assertions naming it too, so
  // that every hand that does not fit is reported by name.
  const PRINT_RUN = 9;
  for (let i = 0; i < HANDS.length; i += PRINT_RUN) {
    const run = HANDS.slice(i, i + PRINT_RUN);
    test(`${run[0]!.slug} to ${run.at(-1)!.slug} (${run.length} hands): each prints on one A4 page and one Letter page`, async ({
      page,
    }) => {
      test.setTimeout(30_000 * run.length);
      for (const hand of run) {
        await test.step(hand.slug, async () => {
          await page.goto(`hands/${hand.slug}/`, { waitUntil: 'load' });
          for (const format of ['A4', 'Letter'] as const) {
            expect.soft(pdfPages(await page.pdf({ format })), `${hand.slug}: ${format} pages`).toBe(1);
          }
        });
      }
    });
  }
});

test.describe('embeds', () => {
  const path = `embed/${PLAYED.slug}/`;

  test('an embed page has the replay alone: no site header, sidebar or search @base', async ({ page }) => {
    const problems = recordProblems(page);
    await openPage(page, path);
    await expect(page.locator('main h1')).toHaveText(PLAYED.title);
    await expect(page.locator('.ab-replay--live')).toBeVisible();
    await expect(page.locator('header, nav:not(.ab-moves), site-search, starlight-theme-select, .sidebar-pane')).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test('follows the reader’s light or dark preference', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('tells the embedding page its height, and the frame’s content fits it @base', async ({ page }) => {
    await openPage(page, 'hands/');
    const message = await page.evaluate(
      (src) =>
        new Promise<unknown>((resolve, reject) => {
          const frame = document.createElement('iframe');
          frame.style.width = '360px';
          frame.style.height = '200px';
          window.addEventListener('message', (e) => {
            if (e.source === frame.contentWindow && (e.data as { type?: string })?.type === 'auction-bridge:height') resolve(e.data);
          });
          setTimeout(() => reject(new Error('no height message')), 10_000);
          frame.src = src;
          document.body.append(frame);
        }),
      new URL(`${BASE_PATH}${path}`, page.url()).href,
    );
    expect(message).toMatchObject({ type: 'auction-bridge:height' });
    expect((message as { height: number }).height).toBeGreaterThan(200);
  });

  test('keeps working offline once loaded', async ({ page, context }) => {
    const problems = recordProblems(page);
    await openPage(page, path);
    const replay = page.locator('.ab-replay--live');
    await expect(replay).toHaveAttribute('data-step', '0');
    await context.setOffline(true);
    await replay.getByRole('button', { name: 'Next step' }).click();
    await replay.getByRole('button', { name: 'Last step' }).click();
    await expect(replay).toHaveAttribute('data-step', String(PLAYED.timeline.steps.length - 1));
    await context.setOffline(false);
    expect(problems).toEqual([]);
  });

  test('a share link made from a collection hand opens the same hand @base', async ({ page }) => {
    const problems = recordProblems(page);
    const link = encodeHandLink(recordOf(PLAYED), { includeNotes: true });
    await openPage(page, path);
    const expected = await finalContract(page);
    expect(expected).toMatch(/by/);

    await page.goto(`embed/#${link}`);
    await expect(page.locator('main h1')).toHaveText(new RegExp(`^${PLAYED.title}`));
    expect(await finalContract(page)).toBe(expected);
    // The link stays in the address (as h=), with the replay's step beside it.
    const hash = new URL(page.url()).hash;
    expect(hash).toContain(`h=${link}`);
    expect(hash).toContain(`hand-embed=${PLAYED.timeline.steps.length - 1}`);
    // A reload opens the same hand at the same step.
    await page.reload();
    await expect(page.locator('.ab-replay--live')).toHaveAttribute('data-step', String(PLAYED.timeline.steps.length - 1));
    expect(problems).toEqual([]);
  });

  test('a link opens at the step it carries @base', async ({ page }) => {
    const link = encodeHandLink(recordOf(PLAYED), { step: 7 });
    await page.goto(`embed/#${link}`);
    await expect(page.locator('.ab-replay--live')).toHaveAttribute('data-step', '7');
  });

  test('a garbage fragment shows a clear message, as text', async ({ page }) => {
    const problems = recordProblems(page);
    await page.goto(`embed/#${encodeURIComponent('<img src=x onerror=alert(1)>')}`);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('This hand link cannot be opened.');
    await expect(alert).toContainText(/not a hand link/);
    await expect(page.locator('.ab-replay')).toHaveCount(0);
    await expect(page.locator('main img')).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test('a mistyped link is caught, and an address without a link says what is missing', async ({ page }) => {
    const link = encodeHandLink(recordOf(PLAYED));
    const i = Math.floor(link.length / 2);
    await page.goto(`embed/#${link.slice(0, i)}${link[i] === 'A' ? 'B' : 'A'}${link.slice(i + 1)}`);
    await expect(page.getByRole('alert')).toContainText('This hand link cannot be opened.');
    await page.goto('embed/');
    await expect(page.getByRole('alert')).toContainText('no hand link');
  });
});
