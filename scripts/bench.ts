/**
 * `npm run bench`: figures that are timings or sizes, kept out of the tests.
 *
 * - parse, parse + check and parse + check + replay throughput over the PBN and LIN corpus
 *   (boards per second), and `parsePbn` beside the `pbn` package on the PBN files: the whole
 *   corpus, and only the files the package reads to their end, game for game (`packageBench`);
 * - the distribution of share-link lengths for the corpus boards that replay;
 * - the production build: its wall-clock time and page count (`astro build` into a temporary
 *   folder, so that dist/ is left alone; `--no-build` measures an existing dist/ instead);
 * - gzip bytes of JavaScript per built page against budgets.json, as Chromium fetches it before
 *   interaction (and, beside it, what the HTML names), and each page's HTML size.
 *
 * - the double-dummy worker in Chromium as "Play it yourself" asks it, per move along list100's
 *   play lines, at full CPU and held to a quarter of a core (scripts/bench-worker.ts);
 * - the double-dummy solver on DDS's list100 and largest files (scripts/bench-dd.ts): CPU time per
 *   table, nodes, mismatches, and DDS 2.9's figures beside ours (minutes; `--no-dd` skips it).
 *
 *   npm run bench [-- --no-build]     (`-- --corpus`: the corpus figures only)
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { browserPageWeights } from './page-weight.mjs';
import { performance } from 'node:perf_hooks';
import { Readable } from 'node:stream';
import { createRequire } from 'node:module';
import { decodeBytes } from '../src/engine/formats/encoding.ts';
import { parseLin } from '../src/engine/formats/lin.ts';
import { encodeHandLink } from '../src/engine/formats/link.ts';
import { parsePbn, pbnParseOf } from '../src/engine/formats/pbn.ts';
import { ddBench } from './bench-dd.ts';
import { workerBench } from './bench-worker.ts';
import { checkRecord, replay, type HandRecord } from '../src/engine/record.ts';

/** The `pbn` package (CommonJS, untyped): a function that returns a transform stream of PBN objects. */
const pbnStream = createRequire(import.meta.url)('pbn') as () => NodeJS.ReadWriteStream;

const CORPUS = join(process.cwd(), '..', 'shared', 'corpus');

const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? walk(p) : [p];
  });

const percentile = (sorted: readonly number[], p: number): number =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

interface CorpusText {
  readonly file: string;
  readonly text: string;
  readonly lin: boolean;
}

/** The records of one file, read as PBN or LIN by its extension (lenient: archives must load). */
const readCorpusFile = ({ file, text, lin }: CorpusText): readonly (HandRecord | null)[] =>
  (lin ? parseLin(text, { file, strict: false }) : pbnParseOf(parsePbn(text, { file, strict: false }))).records;

/** Milliseconds of the fastest of `runs` runs of `f` (the machine is shared: the minimum is the least disturbed). */
const fastest = (runs: number, f: () => void): number => {
  let best = Infinity;
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    f();
    best = Math.min(best, performance.now() - t0);
  }
  return best;
};

/** What the `pbn` package made of one text: its games, and whether it read the text to its end. */
interface PackageRead {
  readonly games: number;
  readonly complete: boolean;
}

/** Reads one text with the `pbn` package (a stream tokenizer: tags, sections, comments), to its end or its first error. */
const tokenizeWithPbnPackage = (text: string): Promise<PackageRead> =>
  new Promise((resolve) => {
    let games = 0;
    const source = new Readable({ read() {} });
    source.push(text);
    source.push(null);
    source
      .pipe(pbnStream())
      .on('data', (d: { type?: string }) => {
        if (d.type === 'game') games += 1;
      })
      .on('error', () => resolve({ games, complete: false }))
      .on('end', () => resolve({ games, complete: true }));
  });

const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? 0 : s.length % 2 === 1 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

/**
 * `runs` runs of `ours` and of `theirs`, alternated (ours, theirs, ours...) so that a change of
 * load on the shared machine falls on both: the median milliseconds of each, and the median of
 * the runs' ratios ours / theirs.
 */
const alternated = async (runs: number, ours: () => void, theirs: () => Promise<unknown>) => {
  const a: number[] = [];
  const b: number[] = [];
  for (let i = 0; i < runs; i++) {
    let t0 = performance.now();
    ours();
    a.push(performance.now() - t0);
    t0 = performance.now();
    await theirs();
    b.push(performance.now() - t0);
  }
  return { ours: median(a), theirs: median(b), ratio: median(a.map((x, i) => x / b[i]!)) };
};

const perSecond = (n: number, ms: number): string => ((n / ms) * 1000).toFixed(0);

/**
 * `parsePbn` (lenient, every check: the games, their records and every problem) beside the `pbn`
 * package (a tokenizer: tags, sections and comments as objects, no checks) on the same texts,
 * seven runs of each, alternated; medians. The package stops at a text's first error, so two
 * figures:
 *
 * - the whole corpus, as before: all the PBN files on both sides, though on the files where the
 *   package stops it reads only the games before its error (ours reads every game);
 * - like with like: only the files the package reads to their end and where it finds as many
 *   games as `parsePbn`, so that both sides read the same texts to the same end, game for game.
 */
const packageBench = async (pbnTexts: readonly CorpusText[]): Promise<void> => {
  const reads = await Promise.all(pbnTexts.map((t) => tokenizeWithPbnPackage(t.text)));
  const ourCounts = pbnTexts.map((t) => pbnParseOf(parsePbn(t.text, { file: t.file, strict: false })).games.length);
  const same = pbnTexts.filter((_, i) => reads[i]!.complete && reads[i]!.games === ourCounts[i]);
  const compare = async (of: readonly CorpusText[]) => {
    const times = await alternated(
      7,
      () => of.forEach((t) => parsePbn(t.text, { file: t.file, strict: false })),
      async () => {
        for (const t of of) await tokenizeWithPbnPackage(t.text);
      },
    );
    return `parsePbn ${times.ours.toFixed(0)} ms, the pbn package ${times.theirs.toFixed(0)} ms: parsePbn takes ${times.ratio.toFixed(2)}x its time`;
  };
  const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
  const ourGames = sum(ourCounts);
  const theirGames = sum(reads.map((r) => r.games));
  const sameGames = sum(pbnTexts.map((t, i) => (same.includes(t) ? ourCounts[i]! : 0)));
  console.log(
    `corpus: the ${pbnTexts.length} PBN files, whole (${ourGames} games in parsePbn, ${theirGames} in the pbn package: ` +
      `it stops at a file's first error): ${await compare(pbnTexts)}`,
  );
  console.log(
    `corpus: like with like, the ${same.length} PBN files the pbn package reads to their end ` +
      `(${sameGames} games on each side): ${await compare(same)}`,
  );
};

/**
 * The readers on the corpus: parse alone, parse + check (`checkRecord`), and parse + check +
 * replay, in boards per second (the fastest of five runs); parse + check of the PBN and the LIN
 * files apart; then `parsePbn` beside the `pbn` package ({@link packageBench}).
 */
const corpusBench = async (): Promise<HandRecord[]> => {
  if (!existsSync(CORPUS)) {
    console.log(`corpus: ../shared/corpus is missing, skipped`);
    return [];
  }
  const files = walk(CORPUS).filter((f) => /\.(pbn|lin)$/i.test(f));
  const texts: CorpusText[] = files.map((f) => ({ file: f, text: decodeBytes(readFileSync(f)).text, lin: /\.lin$/i.test(f) }));
  const records = texts.flatMap((t) => readCorpusFile(t)).filter((r): r is HandRecord => r !== null);
  const legal = records.filter((r) => checkRecord(r).ok);
  console.log(`corpus: ${files.length} files, ${records.length} boards, ${legal.length} checked and replayed`);
  const parseMs = fastest(5, () => texts.forEach(readCorpusFile));
  const checkMs = fastest(5, () => texts.forEach((t) => readCorpusFile(t).forEach((r) => r && checkRecord(r))));
  const replayMs = fastest(5, () =>
    texts.forEach((t) =>
      readCorpusFile(t).forEach((r) => {
        const checked = r && checkRecord(r);
        if (checked && checked.ok) replay(checked.value);
      }),
    ),
  );
  const n = records.length;
  console.log(`corpus: parse ${parseMs.toFixed(0)} ms = ${perSecond(n, parseMs)} boards/s`);
  console.log(`corpus: parse + check ${checkMs.toFixed(0)} ms = ${perSecond(n, checkMs)} boards/s`);
  console.log(`corpus: parse + check + replay ${replayMs.toFixed(0)} ms = ${perSecond(n, replayMs)} boards/s`);
  for (const [name, lin] of [
    ['PBN', false],
    ['LIN', true],
  ] as const) {
    const of = texts.filter((t) => t.lin === lin);
    const boards = of.reduce((sum, t) => sum + readCorpusFile(t).filter((r) => r !== null).length, 0);
    const ms = fastest(5, () => of.forEach((t) => readCorpusFile(t).forEach((r) => r && checkRecord(r))));
    console.log(
      `corpus: ${name} files alone (${of.length} files, ${boards} boards): parse + check ${ms.toFixed(0)} ms = ${perSecond(boards, ms)} boards/s`,
    );
  }

  await packageBench(texts.filter((t) => !t.lin));
  return legal;
};

/** The distribution of share-link lengths for the corpus boards that replay. */
const linkBench = (legal: readonly HandRecord[]): void => {
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

/**
 * Builds the site into a temporary folder and reports how long `astro build` took, or returns
 * dist/ untouched with `--no-build`. Returns the folder to measure, or null.
 */
const buildBench = (): { dir: string; cleanup: () => void } | null => {
  const dist = join(process.cwd(), 'dist');
  if (process.argv.includes('--no-build')) {
    if (!existsSync(join(dist, 'index.html'))) {
      console.log('build: --no-build, and dist/ is missing (run `npm run build` first): pages skipped');
      return null;
    }
    console.log('build: --no-build, measuring the existing dist/');
    return { dir: dist, cleanup: () => {} };
  }
  const dir = mkdtempSync(join(tmpdir(), 'auction-bridge-bench-'));
  const t0 = performance.now();
  const run = spawnSync(process.execPath, ['node_modules/astro/astro.js', 'build', '--outDir', dir], { encoding: 'utf8' });
  const seconds = (performance.now() - t0) / 1000;
  if (run.status !== 0) {
    console.log(`build: astro build failed (exit ${run.status}):\n${run.stderr || run.stdout}`);
    rmSync(dir, { recursive: true, force: true });
    return null;
  }
  const pages = /(\d+) page\(s\) built/.exec(run.stdout)?.[1] ?? '?';
  console.log(`build: astro build, ${pages} pages in ${seconds.toFixed(1)} s wall clock (BASE_PATH=${process.env.BASE_PATH ?? '/'})`);
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
};

const kb = (n: number): string => `${(n / 1024).toFixed(1)} KB`;

const pageWeightReport = async (dist: string): Promise<void> => {
  const budgets = JSON.parse(readFileSync('budgets.json', 'utf8')) as Record<string, number>;
  const rows = (await browserPageWeights(dist, { base: process.env.BASE_PATH ?? '/' })).sort((a, b) => b.gzip - a.gzip);
  console.log(
    `pages: JavaScript per page (gzip bytes Chromium fetches before interaction) / budget, what the HTML names, and the page's HTML (raw, gzip), ${rows.length} pages`,
  );
  for (const r of rows) {
    console.log(
      `  ${String(r.gzip).padStart(7)} / ${String(budgets[r.type] ?? '?').padStart(6)}  ${r.type.padEnd(17)} ${String(r.files).padStart(3)} files  named ${String(r.named).padStart(7)}  html ${kb(r.html).padStart(9)} ${kb(r.htmlGzip).padStart(8)} gz  ${r.page}`,
    );
  }
  const types = [...new Set(rows.map((r) => r.type))].sort();
  console.log('pages: largest per type (JavaScript gzip / budget; HTML raw, gzip)');
  for (const type of types) {
    const of = rows.filter((r) => r.type === type);
    const js = Math.max(...of.map((r) => r.gzip));
    const html = Math.max(...of.map((r) => r.html));
    const htmlGz = Math.max(...of.map((r) => r.htmlGzip));
    console.log(
      `  ${type.padEnd(17)} ${String(of.length).padStart(3)} pages  JS ${String(js).padStart(6)} / ${budgets[type] ?? '?'}  HTML ${kb(html)}, ${kb(htmlGz)} gz`,
    );
  }
};

linkBench(await corpusBench());
const built = process.argv.includes('--corpus') ? null : buildBench();
if (built) {
  try {
    await pageWeightReport(built.dir);
    await workerBench(built.dir);
  } finally {
    built.cleanup();
  }
}
if (!process.argv.includes('--no-dd') && !process.argv.includes('--corpus')) {
  ddBench('list100');
  ddBench('largest');
}
