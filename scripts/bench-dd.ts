/**
 * The double-dummy solver's bench and full oracle run (part of `npm run bench`, or alone):
 *
 *   npx tsx scripts/bench-dd.ts [list100|largest|sol10|kgb|thomas1 ...] [--deals N] [--tsv] [--trace]
 *
 * Solves the full 20-cell table of each deal of the test files in ../shared/corpus/dd/ (read from
 * there, never copied), one thread, one table at a time as DDS's figures in
 * research/dd-solver.md §1.2 were taken, and prints the total, median, p90 and max per deal, the
 * nodes and nodes per second, the peak memory, and the cells that disagree with the file. CPU time
 * is what is timed (the machines are shared; wall time is printed beside it). DDS 2.9's figures
 * measured on this machine kind (dd-solver.md §1.2) are printed beside ours with the ratio.
 * With `--trace` (list100 only) it also checks every TRACE value from the opening lead and every
 * FUT card value of the opening leads. With `--tsv`, one line per deal (index, ms, nodes).
 * thomas1 (the hardest deal known to macroxue's solver) is run only when named.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { tracePlay } from '../src/engine/dd/analyse.ts';
import { parseDealString, parseGibFile, parseListFile } from '../src/engine/dd/dds-files.ts';
import { dealPosition } from '../src/engine/dd/position.ts';
import { Solver, TABLE_STRAINS, type TableStrain } from '../src/engine/dd/solver.ts';
import { rotate } from '../src/engine/seat.ts';
import { SEATS, type BySeat, type Card, type Seat } from '../src/engine/types.ts';

const DIR = join(process.cwd(), '..', 'shared', 'corpus', 'dd');

/** A deal with the table its file gives: `table[strain][declarer]`. */
interface TableCase {
  readonly index: number;
  readonly deal: BySeat<Card[]>;
  readonly table: Record<TableStrain, BySeat<number>>;
}

/** The DDS 2.9 figures of research/dd-solver.md §1.2 (one thread, this machine kind). */
const DDS: Record<string, { mean: number; median?: number; note: string }> = {
  list100: { mean: 0.157, median: 0.109, note: 'total 15.0-15.9 s (mean 157 ms), median 104-114 ms' },
  largest: { mean: 2.93, median: 2.68, note: 'mean 2.93 s, median 2.68 s, max 7.23 s' },
  sol10: { mean: 0.155, note: 'mean 155 ms' },
};

/** The deals of the OptimumResultTable tags of a PBN file (kgb.pbn). */
const parsePbnTables = (text: string): TableCase[] => {
  const out: TableCase[] = [];
  const games = text.split(/\n(?=\{control)/);
  for (const game of games) {
    const deal = /\[Deal "([^"]+)"\]/.exec(game);
    const rows = [...game.matchAll(/^([NESW])\s+(NT|[SHDC])\s+(\d+)\s*$/gm)];
    if (!deal || rows.length !== 20) continue;
    const table = Object.fromEntries(TABLE_STRAINS.map((s) => [s, {}])) as Record<TableStrain, Record<Seat, number>>;
    for (const [, seat, strain, tricks] of rows) table[strain as TableStrain][seat as Seat] = Number(tricks);
    out.push({ index: out.length, deal: parseDealString(deal[1]!), table });
  }
  return out;
};

const FILES: Record<string, { file: string; read: (text: string) => TableCase[] }> = {
  list100: { file: 'dds-bridge-dds--list100.txt', read: (t) => parseListFile(t) },
  largest: { file: 'dds-bridge-dds--largest.txt', read: (t) => parseListFile(t) },
  thomas1: { file: 'dds-bridge-dds--thomas1.txt', read: (t) => parseListFile(t) },
  sol10: { file: 'dds-bridge-dds--sol10.txt', read: (t) => parseGibFile(t).map((r, index) => ({ ...r, index })) },
  kgb: { file: 'richardschneider-bridge--kgb.pbn', read: parsePbnTables },
};

const percentile = (sorted: readonly number[], p: number): number =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/** CPU milliseconds since `from` (user and system). */
const cpuMs = (from: NodeJS.CpuUsage): number => {
  const u = process.cpuUsage(from);
  return (u.user + u.system) / 1000;
};

/** Benches one file's tables; prints one summary line (and one per deal with `tsv`). */
export const ddBench = (name: string, options: { deals?: number; tsv?: boolean } = {}): void => {
  const spec = FILES[name];
  const file = join(DIR, spec?.file ?? name);
  if (!spec || !existsSync(file)) {
    console.log(`dd ${name}: ${file} is missing, skipped`);
    return;
  }
  const cases = spec.read(readFileSync(file, 'utf8')).slice(0, options.deals ?? Infinity);
  const solver = new Solver({ ttLog2: 21 });
  const times: number[] = [];
  let mismatches = 0;
  const cpu0 = process.cpuUsage();
  const wall0 = performance.now();
  for (const c of cases) {
    const nodes0 = solver.nodes;
    const t0 = process.cpuUsage();
    const table = solver.solveTable(c.deal);
    const ms = cpuMs(t0);
    times.push(ms);
    let wrong = 0;
    if (!table.ok) wrong = 20;
    else for (const strain of TABLE_STRAINS) for (const seat of SEATS) if (table.value[seat][strain] !== c.table[strain][seat]) wrong++;
    mismatches += wrong;
    if (options.tsv) console.log(`${c.index}\t${ms.toFixed(1)}\t${solver.nodes - nodes0}${wrong ? `\t${wrong} WRONG` : ''}`);
  }
  const wall = performance.now() - wall0;
  const cpu = cpuMs(cpu0);
  const sorted = [...times].sort((a, b) => a - b);
  const mb = (process.memoryUsage().rss / 2 ** 20).toFixed(0);
  const median = percentile(sorted, 50);
  const dds = DDS[name];
  const beside = dds
    ? `; DDS 2.9 here: ${dds.note} (ratio: mean ${(cpu / cases.length / 1000 / dds.mean).toFixed(1)}x` +
      `${dds.median ? `, median ${(median / 1000 / dds.median).toFixed(1)}x` : ''})`
    : '';
  console.log(
    `dd ${name}: ${cases.length} tables in ${(cpu / 1000).toFixed(1)} s CPU (${(wall / 1000).toFixed(1)} s wall); ` +
      `per deal median ${median.toFixed(0)} ms, p90 ${percentile(sorted, 90).toFixed(0)} ms, max ${(sorted[sorted.length - 1] ?? 0).toFixed(0)} ms; ` +
      `${solver.nodes} nodes (${(((solver.nodes / cpu) * 1000) / 1e6).toFixed(2)} M/s CPU); rss ${mb} MB; ` +
      `mismatches ${mismatches} of ${cases.length * 20} cells${beside}`,
  );
};

/** list100's TRACE lines from the opening lead and FUT card values, against the solver. */
export const ddOracles = (options: { deals?: number } = {}): void => {
  const file = join(DIR, FILES.list100!.file);
  if (!existsSync(file)) {
    console.log(`dd oracles: ${file} is missing, skipped`);
    return;
  }
  const records = parseListFile(readFileSync(file, 'utf8')).slice(0, options.deals ?? Infinity);
  const solver = new Solver({ ttLog2: 20 });
  let traced = 0;
  let traceWrong = 0;
  let leads = 0;
  let leadWrong = 0;
  const t0 = process.cpuUsage();
  for (const r of records) {
    const declarer = rotate(r.first, -1);
    const trace = tracePlay(solver, r.deal, { strain: r.trump, declarer }, r.play);
    for (let k = 0; k < r.trace.length; k++) {
      traced++;
      if (!trace.ok || trace.value.totals[k] !== r.trace[k]) traceWrong++;
    }
    const values = solver.cardValues(dealPosition(r.deal, r.trump === 'NT' ? null : r.trump, r.first));
    const byCard = new Map<string, number>();
    if (values.ok) for (const v of values.value) for (const c of [v.card, ...v.equals]) byCard.set(c, v.tricks);
    for (const f of r.fut) {
      for (const c of [f.card, ...f.equals]) {
        leads++;
        if (byCard.get(c) !== f.score) leadWrong++;
      }
    }
  }
  console.log(
    `dd oracles (list100): TRACE ${traced - traceWrong} of ${traced} values right; FUT ${leads - leadWrong} of ${leads} opening-lead values right; ` +
      `${(cpuMs(t0) / 1000).toFixed(1)} s CPU (DDS 2.9 here: 15.1 ms a trace, 28.5 ms the leads of a deal)`,
  );
};

if (process.argv[1]?.endsWith('bench-dd.ts')) {
  const args = process.argv.slice(2);
  const at = args.indexOf('--deals');
  const deals = at >= 0 ? Number(args[at + 1]) : undefined;
  const names = args.filter((a, i) => !a.startsWith('--') && (at < 0 || i !== at + 1));
  for (const name of names.length > 0 ? names : ['list100']) {
    ddBench(name, { ...(deals !== undefined ? { deals } : {}), tsv: args.includes('--tsv') });
  }
  if (args.includes('--trace')) ddOracles(deals !== undefined ? { deals } : {});
}
