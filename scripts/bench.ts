/**
 * `npm run bench`: figures that are timings or sizes, kept out of the tests.
 *
 * - parse + check + replay throughput over the PBN and LIN corpus (boards per second);
 * - the distribution of share-link lengths for the corpus boards that replay;
 * - gzip bytes of JavaScript per built page (needs `npm run build` first; skipped otherwise).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
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

const pageWeights = (): void => {
  const dist = join(process.cwd(), 'dist');
  if (!existsSync(dist)) {
    console.log('pages: dist/ is missing (run `npm run build` first), skipped');
    return;
  }
  const htmls = walk(dist).filter((f) => f.endsWith('.html'));
  const rows: { page: string; scripts: number; gzip: number }[] = [];
  for (const html of htmls) {
    const text = readFileSync(html, 'utf8');
    const srcs = new Set<string>();
    for (const m of text.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)) srcs.add(m[1]!);
    for (const m of text.matchAll(/\b(?:component-url|renderer-url|before-hydration-url)="([^"]+)"/g)) srcs.add(m[1]!);
    // Follow static imports of the module graph, once each.
    const seen = new Set<string>();
    const queue = [...srcs];
    let gzip = 0;
    for (const m of text.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) gzip += gzipSync(m[1]!).length;
    while (queue.length > 0) {
      const src = queue.shift()!;
      const file = join(dist, src.replace(/^\/(?:[^/]+\/)?_astro\//, '_astro/').replace(/^\//, ''));
      if (seen.has(file) || !existsSync(file) || !file.endsWith('.js')) continue;
      seen.add(file);
      const js = readFileSync(file);
      gzip += gzipSync(js).length;
      for (const m of js.toString('utf8').matchAll(/(?:import|from)\s*["']\.\/([^"']+\.js)["']/g)) {
        queue.push(`/_astro/${m[1]!}`);
      }
    }
    rows.push({ page: relative(dist, html), scripts: seen.size, gzip });
  }
  rows.sort((a, b) => b.gzip - a.gzip);
  console.log(`pages: JavaScript per page (gzip bytes, module graph followed), ${rows.length} pages`);
  for (const r of rows) console.log(`  ${String(r.gzip).padStart(7)}  ${String(r.scripts).padStart(3)} files  ${r.page}`);
};

corpusBench();
pageWeights();
