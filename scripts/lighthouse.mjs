#!/usr/bin/env node
/**
 * `npm run lighthouse`: Lighthouse 12.2.3 (mobile settings, its defaults) on Debian's Chromium
 * for the home page, a lesson with a replay, the hand gallery and the Hand Lab, against the
 * production build in dist/ (run `npm run build` first), served gzip-compressed as static hosts
 * serve it (scripts/serve.mjs). Prints the four category scores per page and the metrics behind
 * the performance score. These are measurements, so they live here and in the README, never in `npm test`.
 *
 *   node scripts/lighthouse.mjs [--json]
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS } from './chromium-flags.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';
const PORT = Number(process.env.PORT ?? 4399);

if (!existsSync(dist)) {
  console.error('dist/ is missing: run `npm run build` first.');
  process.exit(2);
}
if (!existsSync(CHROMIUM)) {
  console.error(`Chromium is missing at ${CHROMIUM}: apt-get install -y chromium`);
  process.exit(2);
}

/** The first lesson page whose HTML holds a hand replay island, for "a lesson with a replay". */
const lessonWithReplay = () => {
  const course = path.join(dist, 'course');
  if (!existsSync(course)) return null;
  for (const dir of readdirSync(course).sort()) {
    const file = path.join(course, dir, 'index.html');
    if (existsSync(file) && /HandReplay/.test(String(readFileSync(file)))) return `/course/${dir}/`;
  }
  return null;
};
const pages = [
  ['home', '/'],
  ['lesson with a replay', lessonWithReplay()],
  ['hand gallery', existsSync(path.join(dist, 'hands', 'index.html')) ? '/hands/' : null],
  ['Hand Lab', existsSync(path.join(dist, 'lab', 'index.html')) ? '/lab/' : null],
];

const server = spawn(process.execPath, [path.join(root, 'scripts', 'serve.mjs'), '--dir', dist, '--port', String(PORT)], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise((resolve) => server.stdout.once('data', resolve));

const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
});

const results = [];
try {
  for (const [name, url] of pages) {
    if (!url) {
      console.log(`${name}: no such page in dist/, skipped`);
      continue;
    }
    const runner = await lighthouse(`http://127.0.0.1:${PORT}${url}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    const cats = runner?.lhr.categories ?? {};
    const score = (k) => Math.round((cats[k]?.score ?? 0) * 100);
    const row = {
      page: name,
      url,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      metrics: Object.fromEntries(
        ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'].map((k) => [
          k,
          runner?.lhr.audits[k]?.displayValue ?? '?',
        ]),
      ),
    };
    results.push(row);
    if (!process.argv.includes('--json')) {
      console.log(
        `${name.padEnd(22)} ${url.padEnd(40)} performance ${row.performance}  accessibility ${row.accessibility}  best practices ${row.bestPractices}  SEO ${row.seo}`,
      );
      console.log(
        `${''.padEnd(22)} ${Object.entries(row.metrics)
          .map(([k, v]) => `${k} ${v}`)
          .join(', ')}`,
      );
    }
  }
} finally {
  await chrome.kill();
  server.kill();
}
if (process.argv.includes('--json')) console.log(JSON.stringify(results, null, 2));
