/**
 * JavaScript weight of built pages: for each HTML file of a build, the gzip bytes of every script
 * it loads before a reader interacts (inline scripts, module scripts, island components and their
 * renderers, and the static imports of each, followed once each). Dynamic `import()`s are loaded
 * on demand and are not counted. Used by `npm run bench` (report) and the browser suite (budget).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
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
  const p = rel.replace(/\\/g, '/');
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
