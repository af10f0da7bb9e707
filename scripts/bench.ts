/**
 * `npm run bench`: figures that are timings or sizes, kept out of the tests.
 *
 * - parse + check + replay throughput over the PBN and LIN corpus (boards per second);
 * - the distribution of share-link lengths for the corpus boards that replay;
 * - gzip bytes of JavaScript per built page against budgets.json (needs `npm run build` first).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pageWeights } from './page-weight.mjs';
import { performance } from 'node:perf_hooks';
import { decodeBytes } from '../src/engine/formats/encoding.ts';
import { parseLin } from '../src/engine/formats/lin.ts';
import { encodeHandLink } from '../src/engine/formats/link.ts';
import { parsePbn } from '../src/engine/formats/pbn.ts';
import { checkRecord, replay, type HandRecord } from '../src/engine/record.ts';

const CORPUS = join(process.cwd(), '..', 'shared', 'corpus');

const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? walk(p) : [p];
  });

const percentile = (sorted: readonly number[], p: number): number =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

const corpusBench = (): void => {
  if (!existsSync(CORPUS)) {
    console.log(`corpus: ../shared/corpus is missing, skipped`);
    return;
  }
  const files = walk(CORPUS).filter((f) => /\.(pbn|lin)$/i.test(f));
  const texts = files.map((f) => ({ f, text: decodeBytes(readFileSync(f)).text }));
  const t0 = performance.now();
  let boards = 0;
  let replayed = 0;
  const legal: HandRecord[] = [];
  for (const { f, text } of texts) {
    const parsed = /\.lin$/i.test(f) ? parseLin(text, { file: f, strict: false }) : parsePbn(text, { file: f, strict: false });
    for (const record of parsed.records) {
      if (!record) continue;
      boards += 1;
      const checked = checkRecord(record);
      if (checked.ok) {
        replay(checked.value);
        replayed += 1;
        legal.push(record);
      }
    }
  }
  const ms = performance.now() - t0;
  console.log(`corpus: ${files.length} files, ${boards} boards, ${replayed} checked and replayed`);
  console.log(`corpus: parse + check + replay ${ms.toFixed(0)} ms = ${((boards / ms) * 1000).toFixed(0)} boards/s`);

  const lengths: number[] = [];
  const full: number[] = [];
  for (const record of legal) {
    const link = encodeHandLink(record, { includeNotes: false });
    lengths.push(link.length);
    if (record.play.length === 52) full.push(link.length);
  }
  lengths.sort((a, b) => a - b);
  full.sort((a, b) => a - b);
  const line = (name: string, xs: number[]) =>
    console.log(
      `share links (${name}): n=${xs.length} min ${xs[0] ?? 0} median ${percentile(xs, 50)} p90 ${percentile(xs, 90)} max ${xs[xs.length - 1] ?? 0} chars`,
    );
  line('all replayed boards, no notes', lengths);
  line('fully played boards, no notes', full);
};

const pageWeightReport = (): void => {
  const dist = join(process.cwd(), 'dist');
  if (!existsSync(join(dist, 'index.html'))) {
    console.log('pages: dist/ is missing (run `npm run build` first), skipped');
    return;
  }
  const budgets = JSON.parse(readFileSync('budgets.json', 'utf8')) as Record<string, number>;
  const rows = pageWeights(dist).sort((a, b) => b.gzip - a.gzip);
  console.log(`pages: JavaScript per page (gzip bytes loaded before interaction), ${rows.length} pages`);
  for (const r of rows) {
    console.log(`  ${String(r.gzip).padStart(7)} / ${String(budgets[r.type] ?? '?').padStart(6)}  ${r.type.padEnd(9)} ${String(r.files).padStart(3)} files  ${r.page}`);
  }
};

corpusBench();
pageWeightReport();
