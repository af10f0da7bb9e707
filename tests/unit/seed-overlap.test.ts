/**
 * Our own words (issue 18): no page source of the site, German or English, reuses a run of 8
 * or more words of the German source texts in `../shared/seeds` (after normalising case and
 * punctuation; numbers are not words). The same check runs from the command line:
 * `node scripts/seed-overlap.mjs [files or folders]`.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { filesUnder, readSeeds, runsOf, sharedRuns, wordsOf, RUN } from '../../scripts/seed-overlap.mjs';

type Run = { line: number; words: string };
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const seedsDir = path.resolve(root, '../shared/seeds');
const haveSeeds = existsSync(seedsDir);
if (!haveSeeds && process.env['CI'] === 'true') throw new Error(`seed-overlap: ${seedsDir} is missing, and CI needs it`);

describe.skipIf(!haveSeeds)('no run of 8 words from a seed text', () => {
  const seeds = (readSeeds as (dir: string) => { text: string }[])(seedsDir);
  const seedRuns = (runsOf as (texts: string[]) => Set<string>)(seeds.map((s) => s.text));
  const find = sharedRuns as (text: string, runs: Set<string>) => Run[];

  test('the check finds a planted run, and only a run of 8', () => {
    const words = (wordsOf as (t: string) => string[])(seeds[0]?.text ?? '').slice(20, 20 + RUN);
    expect(words.length).toBe(RUN);
    const planted = `Ganz eigene Worte. ${words.join(' ').toUpperCase()}, und weiter.`;
    expect(find(planted, seedRuns).map((r) => r.words)).toEqual([words.join(' ')]);
    expect(find(words.slice(0, RUN - 1).join(' '), seedRuns)).toEqual([]);
  });

  const files = (filesUnder as (paths: string[]) => string[])(
    ['src/content', 'src/i18n', 'src/pages', 'src/components', 'src/engine/rules', 'README.md'].map((p) => path.join(root, p)),
  );
  test('the pages are read', () => {
    expect(files.length).toBeGreaterThan(100);
  });
  test.each(files.map((f) => [path.relative(root, f)]))('%s', (file) => {
    const runs = find(readFileSync(path.join(root, file), 'utf8'), seedRuns).map((r) => `line ${r.line}: "${r.words}"`);
    expect(runs).toEqual([]);
  });
});
