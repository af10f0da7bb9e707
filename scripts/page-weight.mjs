/**
 * JavaScript weight of built pages, in gzip bytes, two ways:
 *
 * - in the browser ({@link measureJs}, {@link browserPageWeights}): what Chromium really fetches
 *   before a reader interacts. The page is opened from a server that sends gzip as static hosts
 *   do (scripts/serve.mjs), scrolled through (so that every island that waits to be seen wakes),
 *   and left until it is quiet: every idle callback it queued has run and the network has been
 *   quiet for half a second ({@link settle}). Every JavaScript response counts at the gzip size of its body (what the server sent,
 *   less its chunked-encoding framing), every inline script at the gzip size of its text. Loads
 *   started on idle count (Starlight's search loaded Pagefind's UI that way, 27 KB, until
 *   components/Search took it over); loads that wait for a click, a key or a focus do not. This is the figure the budgets hold
 *   (budgets.json, tests/e2e/budget.spec.ts) and `npm run bench` reports.
 * - from the files ({@link pageWeights}): the scripts the HTML names and their static imports,
 *   followed once each; dynamic `import()`s are not counted. It misses what a script loads on idle,
 *   so it is only a cross-check (bench prints both), and it gives the HTML sizes.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const walk = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    return statSync(p).isDirectory() ? walk(p) : [p];
  });

/**
 * The page type of a built page path (relative to the site root, with forward slashes), as named
 * in budgets.json. Given the page's HTML, a lesson whose only island is one hand replay is
 * `lesson-one-replay`: issue 5's target page ("under 25 KB for a lesson with one replay").
 * @param {string} rel
 * @param {string} [html]
 */
export const pageType = (rel, html = '') => {
  // A German page (issue 18: /de/...) is of the type of the English page at the same place.
  const p = rel.replace(/\\/g, '/').replace(/^de\//, '');
  if (p === 'index.html') return 'home';
  if (p.startsWith('course/')) return isOneReplay(html) ? 'lesson-one-replay' : 'lesson';
  if (p.startsWith('reference/')) return 'reference';
  if (p.startsWith('lab/')) return 'lab';
  if (p.startsWith('scorer/')) return 'scorer';
  if (p === 'hands/index.html') return 'gallery';
  if (p.startsWith('hands/')) return 'hand';
  if (p.startsWith('embed/')) return 'embed';
  return 'other';
};

/** Whether a page's only island is one hand replay (HandReplay.astro's `.ab-replay-wrap`). */
const isOneReplay = (html) =>
  (html.match(/<astro-island\b/g) ?? []).length === 1 && (html.match(/class="ab-replay-wrap\b/g) ?? []).length === 1;

/**
 * The JavaScript a build's pages name, from the files (see the module comment), and their HTML.
 * @param {string} dist the build folder
 * @returns {{ page: string, type: string, files: number, gzip: number, html: number, htmlGzip: number }[]}
 *   `gzip` is the JavaScript; `html` and `htmlGzip` are the page's own HTML, raw and gzip.
 */
export const pageWeights = (dist) => {
  const cache = new Map();
  const gz = (file) => {
    if (!cache.has(file)) cache.set(file, gzipSync(readFileSync(file)).length);
    return cache.get(file);
  };
  // Absolute paths, so that a file reached from the page and again from another script's import
  // is one file, counted once.
  const toFile = (src) => {
    const i = src.indexOf('_astro/');
    return path.resolve(dist, i >= 0 ? src.slice(i) : src.replace(/^\//, ''));
  };
  return walk(dist)
    .filter((f) => f.endsWith('.html'))
    .map((html) => {
      const text = readFileSync(html, 'utf8');
      const queue = [];
      for (const m of text.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)) queue.push(toFile(m[1]));
      for (const m of text.matchAll(/\b(?:component-url|renderer-url|before-hydration-url)="([^"]+)"/g)) queue.push(toFile(m[1]));
      let gzip = 0;
      for (const m of text.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g)) {
        if (m[1].trim()) gzip += gzipSync(m[1]).length;
      }
      const seen = new Set();
      while (queue.length > 0) {
        const file = queue.shift();
        if (seen.has(file) || !file.endsWith('.js') || !existsSync(file)) continue;
        seen.add(file);
        gzip += gz(file);
        const js = readFileSync(file, 'utf8');
        for (const m of js.matchAll(/(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{},\s]+from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g)) {
          queue.push(path.resolve(path.dirname(file), m[1]));
        }
      }
      const rel = path.relative(dist, html).replace(/\\/g, '/');
      const htmlBytes = Buffer.byteLength(text);
      return { page: rel, type: pageType(rel, text), files: seen.size, gzip, html: htmlBytes, htmlGzip: gz(html) };
    });
};

/** Whether a response is JavaScript: a script, a module, a worker's code. */
const isScript = (/** @type {import('@playwright/test').Response} */ res) =>
  res.request().resourceType() === 'script' || /\b(?:java|ecma)script\b/.test(res.headers()['content-type'] ?? '');

/**
 * Lets the page idle for `ms` of `requestIdleCallback` time (each callback waits at most 200 ms,
 * so a busy page still gets there): the time Starlight's search waited for before its import.
 * @param {import('@playwright/test').Page} page
 * @param {number} ms
 * @returns {Promise<void>}
 */
export const idleFor = (page, ms) =>
  page.evaluate(
    (ms) =>
      new Promise((resolve) => {
        const end = performance.now() + ms;
        const tick = () => (performance.now() >= end ? resolve(undefined) : requestIdleCallback(tick, { timeout: 200 }));
        requestIdleCallback(tick, { timeout: 200 });
      }),
    ms,
  );

/**
 * @typedef {object} NetworkWatch
 * @property {number} requests  the requests the page has made since the watch began
 * @property {number} open      those not yet finished or failed
 * @property {() => void} stop  ends the watch
 */

/**
 * Counts the requests a page makes from now on, and how many are still open.
 * @param {import('@playwright/test').Page} page
 * @returns {NetworkWatch}
 */
export const watchNetwork = (page) => {
  /** @type {NetworkWatch} */
  const net = { requests: 0, open: 0, stop: () => {} };
  const onRequest = () => {
    net.requests += 1;
    net.open += 1;
  };
  const onDone = () => {
    net.open -= 1;
  };
  net.stop = () => {
    page.off('request', onRequest);
    page.off('requestfinished', onDone);
    page.off('requestfailed', onDone);
  };
  page.on('request', onRequest);
  page.on('requestfinished', onDone);
  page.on('requestfailed', onDone);
  return net;
};

/**
 * Waits until a loaded page is quiet: a condition, not a fixed time (issue 17: two fixed idle
 * windows of 1.5 s were most of the budget's measure). A round asks for an idle callback and waits
 * for it: Chromium runs idle callbacks in the order they were asked for, so every one the page had
 * queued has run by then, and started what it loads. Then it waits until no request is open and
 * none has started for `quietMs` (what a callback starts reaches Playwright a moment later, and a
 * module's imports follow it). A round that saw a new request is followed by another, since what
 * was loaded may queue more; the wait ends after a round with none, or at `timeoutMs`.
 * @param {import('@playwright/test').Page} page
 * @param {NetworkWatch} net  a watch begun before the page was opened ({@link watchNetwork})
 * @param {{ quietMs?: number, timeoutMs?: number }} [options]
 * @returns {Promise<void>}
 */
export const settle = async (page, net, { quietMs = 500, timeoutMs = 15_000 } = {}) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const before = net.requests;
    // The timeout: a page kept busy (or a renderer starved on a loaded machine) may never be idle;
    // then the callback runs after a second, and the network wait below still holds the line.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(undefined), { timeout: 1000 })));
    let seen = net.requests;
    let quietSince = Date.now();
    while (Date.now() < deadline && Date.now() - quietSince < quietMs) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      if (net.requests !== seen || net.open > 0) {
        seen = net.requests;
        quietSince = Date.now();
      }
    }
    if (net.requests === before) return;
  }
};

/**
 * Scrolls from the top to the end of the page a screen at a time, so that every island waiting
 * to be seen (`client:visible`) is seen, as a reader reading to the end sees it.
 * @param {import('@playwright/test').Page} page
 */
const scrollThrough = (page) =>
  page.evaluate(async () => {
    // Two frames, so that what the scroll showed has been laid out and seen; at most 250 ms, since
    // a renderer that draws no frame (starved on a loaded machine) would otherwise hang the test.
    const frame = () =>
      Promise.race([
        new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        new Promise((resolve) => setTimeout(resolve, 250)),
      ]);
    for (let y = 0; y < document.documentElement.scrollHeight; y += Math.max(200, window.innerHeight * 0.8)) {
      window.scrollTo(0, y);
      await frame();
    }
    window.scrollTo(0, document.documentElement.scrollHeight);
    await frame();
  });

/**
 * @typedef {object} MeasuredJs
 * @property {number} gzip   the gzip bytes of JavaScript fetched before interaction, inline scripts included
 * @property {number} files  the JavaScript files fetched
 * @property {{ url: string, bytes: number }[]} scripts  each file fetched and the gzip size of its body,
 *   then one `inline` entry for the inline scripts (when there are any)
 */

/**
 * Opens `url` in `page` (a fresh page of its own context, so that nothing is cached) and measures
 * the JavaScript it fetches before any interaction: see the module comment. Scrolls through the
 * page, then waits until it is quiet ({@link settle}: every idle callback it queued has run, and
 * the network has been quiet for `quietMs`). `url` may be relative to the page's base URL
 * (Playwright's `baseURL`).
 * @param {import('@playwright/test').Page} page
 * @param {string} url
 * @param {{ quietMs?: number }} [options]
 * @returns {Promise<MeasuredJs>}
 */
export const measureJs = async (page, url, { quietMs } = {}) => {
  /** @type {Promise<{ url: string, bytes: number }>[]} */
  const fetched = [];
  const onFinished = (/** @type {import('@playwright/test').Request} */ req) => {
    fetched.push(
      req.response().then(async (res) => {
        if (!res || !isScript(res) || req.url().startsWith('data:')) return { url: req.url(), bytes: -1 };
        // The gzip size of the body, as the static measure and the budgets count it: the bytes on
        // the wire are these plus the server's chunked-encoding framing (about 17 per file).
        return { url: req.url(), bytes: gzipSync(await res.body()).length };
      }),
    );
  };
  const net = watchNetwork(page);
  page.on('requestfinished', onFinished);
  try {
    await page.goto(url, { waitUntil: 'load' });
    await scrollThrough(page);
    await settle(page, net, { quietMs });
    const inline = await page.evaluate(() =>
      [...document.querySelectorAll('script:not([src])')]
        .filter((s) => !/^application\/(?:ld\+)?json$/i.test(s.getAttribute('type') ?? ''))
        .map((s) => s.textContent ?? '')
        .filter((text) => text.trim() !== ''),
    );
    const scripts = (await Promise.all(fetched)).filter((s) => s.bytes >= 0);
    const inlineBytes = inline.reduce((sum, text) => sum + gzipSync(text).length, 0);
    const all = inlineBytes > 0 ? [...scripts, { url: 'inline', bytes: inlineBytes }] : scripts;
    return { gzip: all.reduce((sum, s) => sum + s.bytes, 0), files: scripts.length, scripts: all };
  } finally {
    net.stop();
    page.off('requestfinished', onFinished);
  }
};

const SERVE = fileURLToPath(new URL('./serve.mjs', import.meta.url));

/**
 * Serves a build with scripts/serve.mjs on a free port; resolves to its address and a stop
 * function once it is listening.
 * @param {string} dist
 * @param {string} base
 * @returns {Promise<{ url: string, stop: () => void }>}
 */
export const serve = (dist, base = '/') =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [SERVE, '--dir', dist, '--base', base, '--port', '0'], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.on('error', reject);
    child.on('exit', (code) => reject(new Error(`scripts/serve.mjs exited with code ${code} before it served ${dist}`)));
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const m = /Serving .* at (http:\/\/\S+)/.exec(out);
      if (m) resolve({ url: m[1], stop: () => child.kill() });
    });
  });

/**
 * Every page of a build measured in Chromium ({@link measureJs}), with its page type and its
 * HTML sizes ({@link pageWeights}): `gzip` and `files` are the browser's figures, `named` the
 * JavaScript the HTML names (the file-based figure, for comparison).
 * @param {string} dist the build folder
 * @param {{ base?: string, chromium?: string, concurrency?: number, quietMs?: number }} [options]
 *   `base`, the base path the site was built for (default `/`); `chromium`, the browser
 *   (default CHROMIUM or /usr/bin/chromium); `concurrency`, pages measured at once (default 2).
 * @returns {Promise<{ page: string, type: string, files: number, gzip: number, named: number, html: number, htmlGzip: number }[]>}
 */
export const browserPageWeights = async (dist, { base = '/', chromium: executablePath, concurrency = 2, quietMs } = {}) => {
  const { chromium } = await import('@playwright/test');
  const { CHROMIUM_FLAGS } = await import('./chromium-flags.mjs');
  const rows = pageWeights(dist);
  const server = await serve(dist, base);
  const browser = await chromium.launch({
    executablePath: executablePath ?? process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: [...CHROMIUM_FLAGS],
  });
  try {
    const out = [];
    let next = 0;
    const worker = async () => {
      while (next < rows.length) {
        const row = rows[next++];
        const context = await browser.newContext();
        try {
          const path = row.page === 'index.html' ? '' : row.page.replace(/(^|\/)index\.html$/, '$1');
          const js = await measureJs(await context.newPage(), new URL(path, server.url).href, { quietMs });
          out.push({ ...row, named: row.gzip, gzip: js.gzip, files: js.files });
        } finally {
          await context.close();
        }
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    return out;
  } finally {
    await browser.close();
    server.stop();
  }
};
