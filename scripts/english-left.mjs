#!/usr/bin/env node
/**
 * English left on the German pages of a build (issue 18): the visible text of each page under
 * `<dist>/de/` (scripts, styles, code and the hidden parts left out), cut into sentences, with
 * each sentence that reads as English (three or more of the commonest English words) reported
 * with its page. Titles of works and quotations in English are expected in the sources; the
 * German pages mark them with `lang="en"`, which this check honours.
 *
 * ```sh
 * node scripts/english-left.mjs dist           # exit 1 when a German page has English
 * ```
 */
import { readFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const STOP = new Set([
  'the',
  'and',
  'of',
  'to',
  'is',
  'are',
  'with',
  'this',
  'that',
  'by',
  'for',
  'you',
  'your',
  'it',
  'not',
  'on',
  'be',
  'has',
  'have',
  'its',
  'or',
  'at',
  'from',
  'which',
  'who',
  'when',
  'can',
  'their',
  'they',
]);

/** The visible text of an HTML page: without script, style, pre, code, svg, template, `lang="en"` parts, comments and tags. */
export const visibleText = (html) => {
  let s = html.replace(/<!--[\s\S]*?-->/g, ' ');
  for (const tag of ['script', 'style', 'pre', 'code', 'svg', 'template', 'noscript', 'textarea']) {
    s = s.replace(new RegExp(`<${tag}\\b[\\s\\S]*?</${tag}>`, 'gi'), ' ');
  }
  // Elements marked as English (a quoted title, a source's words): dropped with their content.
  for (;;) {
    const m = /<([a-z][a-z0-9-]*)\b[^>]*\blang="en"[^>]*>/i.exec(s);
    if (!m) break;
    const tag = m[1];
    const close = s.indexOf(`</${tag}>`, m.index);
    s = s.slice(0, m.index) + ' ' + (close < 0 ? '' : s.slice(close + tag.length + 3));
  }
  return s
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&[a-z0-9#]+;/gi, ' ')
    .replace(/\s+/g, ' ');
};

/** The sentences of a text that read as English. */
export const englishSentences = (text) =>
  text
    .split(/(?<=[.!?:;])\s+|\s{2,}/)
    .map((s) => s.trim())
    .filter((s) => {
      const words = s.toLowerCase().match(/[a-z']+/g) ?? [];
      return words.filter((w) => STOP.has(w)).length >= 3;
    });

const htmlUnder = (dir) =>
  existsSync(dir)
    ? readdirSync(dir).flatMap((f) => {
        const p = path.join(dir, f);
        return statSync(p).isDirectory() ? htmlUnder(p) : f.endsWith('.html') ? [p] : [];
      })
    : [];

const main = () => {
  const dist = process.argv[2] ?? 'dist';
  const files = htmlUnder(path.join(dist, 'de')).sort();
  let n = 0;
  for (const file of files) {
    const found = englishSentences(visibleText(readFileSync(file, 'utf8')));
    for (const s of found) {
      n++;
      console.log(`${path.relative(dist, file)}: ${s.slice(0, 200)}`);
    }
  }
  console.log(`english-left: ${files.length} German pages, ${n} English sentence${n === 1 ? '' : 's'}`);
  process.exit(n > 0 ? 1 : 0);
};

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
