#!/usr/bin/env node
/**
 * Runs of words shared with the German source texts (`../shared/seeds`, issue 18): no page of
 * ours, German or English, may reuse a run of 8 or more of their words. Text is compared after
 * normalising case and punctuation: lower case, every character that is not a letter or a digit
 * read as a space, numbers left out. A run is found by its first 8 words; longer runs are reported once, whole.
 *
 * ```sh
 * node scripts/seed-overlap.mjs src/content/docs/de     # files or folders; exit 1 on a run
 * ```
 *
 * `tests/unit/seed-overlap.test.ts` runs the same check on every page source in `npm test`.
 */
import { readFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** How many words in a row make a reused run. */
export const RUN = 8;

/**
 * The words of a text, normalised: lower case, letters and digits only. Numbers are not words
 * (a list of ranks, 10 9 8 7 ..., is no sentence of anybody's).
 */
export const wordsOf = (text) =>
  text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .split(' ')
    .filter((w) => w !== '' && !/^\p{N}+$/u.test(w));

/** Every run of {@link RUN} words of the texts, joined by spaces. */
export const runsOf = (texts) => {
  const runs = new Set();
  for (const text of texts) {
    const w = wordsOf(text);
    for (let i = 0; i + RUN <= w.length; i++) runs.add(w.slice(i, i + RUN).join(' '));
  }
  return runs;
};

/** The seed texts, from `../shared/seeds` next to the project (or `dir`). */
export const readSeeds = (dir) =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.txt'))
        .sort()
        .map((f) => ({ file: path.join(dir, f), text: readFileSync(path.join(dir, f), 'utf8') }))
    : [];

/**
 * The runs of `text` found in `seedRuns`: each as the longest stretch of shared words, with the
 * line of the text it starts on.
 */
export const sharedRuns = (text, seedRuns) => {
  // Words with their lines, so that a finding says where it is.
  const tokens = [];
  const lines = text.split('\n');
  lines.forEach((line, li) => {
    for (const w of wordsOf(line)) tokens.push({ w, line: li + 1 });
  });
  const found = [];
  let i = 0;
  while (i + RUN <= tokens.length) {
    const key = tokens
      .slice(i, i + RUN)
      .map((t) => t.w)
      .join(' ');
    if (!seedRuns.has(key)) {
      i++;
      continue;
    }
    let end = i + RUN;
    while (
      end < tokens.length &&
      seedRuns.has(
        tokens
          .slice(end - RUN + 1, end + 1)
          .map((t) => t.w)
          .join(' '),
      )
    )
      end++;
    found.push({
      line: tokens[i].line,
      words: tokens
        .slice(i, end)
        .map((t) => t.w)
        .join(' '),
    });
    i = end;
  }
  return found;
};

/** The files under the given paths, recursively: `.md`, `.mdx`, `.pbn`, `.ts` and `.astro`. */
export const filesUnder = (paths) =>
  paths.flatMap((p) => {
    if (!existsSync(p)) return [];
    if (statSync(p).isDirectory())
      return filesUnder(
        readdirSync(p)
          .sort()
          .map((f) => path.join(p, f)),
      );
    return /\.(mdx?|pbn|ts|tsx|astro)$/.test(p) && !/\.test\.tsx?$/.test(p) ? [p] : [];
  });

const main = () => {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const seeds = readSeeds(path.resolve(root, '../shared/seeds'));
  if (seeds.length === 0) {
    console.error('seed-overlap: no seed texts in ../shared/seeds');
    process.exit(2);
  }
  const seedRuns = runsOf(seeds.map((s) => s.text));
  const args = process.argv.slice(2);
  const files = filesUnder(args.length > 0 ? args : ['src/content', 'src/i18n', 'src/pages', 'src/components']);
  let bad = 0;
  for (const file of files) {
    for (const run of sharedRuns(readFileSync(file, 'utf8'), seedRuns)) {
      bad++;
      console.log(`${file}:${run.line}: ${run.words.split(' ').length} words shared with a seed text: "${run.words}"`);
    }
  }
  console.log(`seed-overlap: ${files.length} files, ${bad} shared run${bad === 1 ? '' : 's'} of ${RUN}+ words`);
  process.exit(bad > 0 ? 1 : 0);
};

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
