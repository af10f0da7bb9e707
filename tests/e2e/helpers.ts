/**
 * Shared helpers for the browser suite: where the built site is, which pages it has, and what a
 * page logged while it loaded. Pages are discovered from the build itself, so a new lesson is
 * tested without touching this suite.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

/** The built site under test (scripts/test.mjs sets SITE_DIR; default `dist`). */
export const SITE_DIR = path.resolve(process.env.SITE_DIR ?? 'dist');

/** The base path the site was built for, with leading and trailing slash (`/` or `/auction-bridge/`). */
export const BASE_PATH = `/${(process.env.BASE_PATH ?? '/').replace(/^\/+|\/+$/g, '')}/`.replace('//', '/');

/** Every file under `dir`, as paths relative to it with forward slashes. */
const walk = (dir: string, prefix = ''): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    return entry.isDirectory() ? walk(path.join(dir, entry.name), rel) : [rel];
  });

/** Fails loudly when there is no build to test. */
const requireBuild = (): void => {
  if (!existsSync(path.join(SITE_DIR, 'index.html'))) {
    throw new Error(`No built site in ${SITE_DIR}: run \`npm run build\` (or \`npm test\`, which builds first).`);
  }
};

/** Every HTML file of the build, relative to SITE_DIR (`index.html`, `course/x/index.html`, `404.html`). */
export const htmlFiles = (): string[] => {
  requireBuild();
  return walk(SITE_DIR)
    .filter((f) => f.endsWith('.html'))
    .sort();
};

/**
 * The pages a reader can open, as paths relative to the base URL: `''` for the home page,
 * `course/x/` for a lesson, `404.html` for the not-found page.
 */
export const pages = (): string[] => htmlFiles().map((f) => (f === 'index.html' ? '' : f.replace(/(^|\/)index\.html$/, '$1')));

/** A readable test title for a page path. */
export const pageName = (p: string): string => `/${p}`;

/** Reads a built file (relative to SITE_DIR). */
export const readBuilt = (rel: string): string => readFileSync(path.join(SITE_DIR, rel), 'utf8');

/** Whether a built file or folder exists (relative to SITE_DIR). */
export const builtKind = (rel: string): 'file' | 'dir' | null => {
  const p = path.join(SITE_DIR, rel);
  if (!existsSync(p)) return null;
  return statSync(p).isDirectory() ? 'dir' : 'file';
};

/** The values of `attr` on every tag of the given names in an HTML string. */
export const attrValues = (html: string, tags: readonly string[], attr: string): string[] => {
  const out: string[] = [];
  const tagRe = new RegExp(`<(?:${tags.join('|')})\\b[^>]*>`, 'gi');
  const attrRe = new RegExp(`\\s${attr}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i');
  for (const tag of html.match(tagRe) ?? []) {
    const m = attrRe.exec(tag);
    if (m) out.push(decodeEntities(m[1] ?? m[2] ?? m[3] ?? ''));
  }
  return out;
};

/** Every `id` (and `name` on anchors) in an HTML string: the targets of #fragment links. */
export const anchorsIn = (html: string): Set<string> => {
  const ids = new Set<string>();
  for (const m of html.matchAll(/\sid\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi)) {
    ids.add(decodeEntities(m[1] ?? m[2] ?? m[3] ?? ''));
  }
  for (const name of attrValues(html, ['a'], 'name')) ids.add(name);
  return ids;
};

/** Decodes the few entities that appear in attribute values. */
const decodeEntities = (s: string): string =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

/**
 * Starts recording what a page reports while it runs: console errors and warnings, uncaught
 * exceptions, failed requests and HTTP errors. Call before `goto`; read the array afterwards.
 * `allowStatus` lets the 404 page itself answer 404.
 */
export const recordProblems = (page: Page, allowStatus: (url: string, status: number) => boolean = () => false): string[] => {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warning') {
      problems.push(`console ${msg.type()}: ${msg.text()} (${msg.location().url})`);
    }
  });
  page.on('pageerror', (err) => problems.push(`uncaught: ${err.message}`));
  page.on('requestfailed', (req) => problems.push(`request failed: ${req.url()} (${req.failure()?.errorText ?? ''})`));
  page.on('response', (res) => {
    if (res.status() >= 400 && !allowStatus(res.url(), res.status())) {
      problems.push(`HTTP ${res.status()}: ${res.url()}`);
    }
  });
  return problems;
};

/**
 * Opens a page, scrolls to the end so that islands hydrating on visibility wake up, and waits
 * until the network is quiet.
 */
export const openPage = async (page: Page, p: string): Promise<void> => {
  await page.goto(p === '' ? './' : p, { waitUntil: 'load' });
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForLoadState('networkidle');
};

/**
 * Hydrates every island that waits to be seen (client:visible) by scrolling each into view in
 * turn, so that a key press never lands in markup that is about to be replaced; then back to the
 * top. Call it after the page has loaded.
 */
export const hydrateAll = async (page: Page): Promise<void> => {
  await page.waitForLoadState('load');
  for (let round = 0; round < 20; round++) {
    const left = await page.evaluate(() => {
      const waiting = [...document.querySelectorAll('astro-island[ssr]')];
      (waiting[0]?.firstElementChild ?? waiting[0])?.scrollIntoView({ block: 'center' });
      return waiting.length;
    });
    if (left === 0) break;
    // Scrolled again at every poll: an island above that wakes changes its height, which can move
    // this one out of view before the browser has seen it.
    await page.waitForFunction(
      (n) => {
        const waiting = [...document.querySelectorAll('astro-island[ssr]')];
        if (waiting.length < n) return true;
        (waiting[0]?.firstElementChild ?? waiting[0])?.scrollIntoView({ block: 'center' });
        return false;
      },
      left,
      { polling: 250 },
    );
  }
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 0));
};

/** Opens a page, wakes every island, and returns its live replay (the first on the page). */
export const openReplay = async (page: Page, path: string) => {
  await page.goto(path, { waitUntil: 'load' });
  await hydrateAll(page);
  const replay = page.locator('.ab-replay--live').first();
  await expect(replay).toBeVisible();
  return replay;
};

/**
 * In the Lab (already open): pastes a file and shows one of its boards in the paste preview.
 * Returns the preview and its live replay, whose name says the board.
 */
export const pasteBoard = async (page: Page, text: string, index: number) => {
  await page.getByLabel('PBN, LIN or a link').fill(text);
  const preview = page.locator('#lab-paste-preview');
  await expect(preview.locator('.ab-replay--live')).toBeVisible();
  await page.getByLabel('Board to show').selectOption({ index });
  const replay = preview.getByRole('group', { name: /^Hand replay: / });
  await expect(replay).toHaveAccessibleName(new RegExp(`board ${index + 1}`, 'i'));
  return { preview, replay };
};
