/**
 * The double-dummy solver's bench (part of `npm run bench`, or alone):
 *
 *   npx tsx scripts/bench-dd.ts [list100|largest] [--deals N] [--tsv]
 *
 * Solves the full 20-cell table of each deal of DDS's test files (read from
 * ../shared/corpus/dd/, never copied), one thread, one table at a time as DDS's figures in
 * research/dd-solver.md §1.2 were taken, and prints the total, median, p90 and max per deal,
 * nodes per second, the peak memory, and the mismatches against the file's TABLE lines. With
 * `--tsv`, one line per deal (index, ms, nodes). CPU time is reported beside wall time,
 * since the machines are shared.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseListFile } from '../src/engine/dd/dds-files.ts';
import { Solver, TABLE_STRAINS } from '../src/engine/dd/solver.ts';
import { SEATS } from '../src/engine/types.ts';

const FILES: Record<string, string> = {
  list100: 'dds-bridge-dds--list100.txt',
  largest: 'dds-bridge-dds--largest.txt',
};

const percentile = (sorted: readonly number[], p: number): number =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/** Benches one file; returns a line of figures per measure. */
export const ddBench = (name: string, options: { deals?: number; tsv?: boolean } = {}): void => {
  const file = join(process.cwd(), '..', 'shared', 'corpus', 'dd', FILES[name] ?? name);
  if (!existsSync(file)) {
    console.log(`dd ${name}: ${file} is missing, skipped`);
    return;
  }
  const records = parseListFile(readFileSync(file, 'utf8')).slice(0, options.deals ?? Infinity);
  const solver = new Solver({ ttLog2: 21 });
  const times: number[] = [];
  let mismatches = 0;
  const cpu0 = process.cpuUsage();
  const wall0 = performance.now();
  for (const record of records) {
    const nodes0 = solver.nodes;
    const t0 = performance.now();
    const table = solver.solveTable(record.deal);
    const ms = performance.now() - t0;
    times.push(ms);
    if (!table.ok) mismatches += 20;
    else for (const strain of TABLE_STRAINS) for (const seat of SEATS) if (table.value[seat][strain] !== record.table[strain][seat]) mismatches++;
    if (options.tsv) console.log(`${record.index}\t${ms.toFixed(1)}\t${solver.nodes - nodes0}`);
  }
  const wall = performance.now() - wall0;
  const cpu = process.cpuUsage(cpu0);
  const sorted = [...times].sort((a, b) => a - b);
  const mb = (process.memoryUsage().rss / 2 ** 20).toFixed(0);
  console.log(
    `dd ${name}: ${records.length} tables in ${(wall / 1000).toFixed(1)} s wall, ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s CPU; ` +
      `per deal median ${percentile(sorted, 50).toFixed(0)} ms, p90 ${percentile(sorted, 90).toFixed(0)} ms, max ${(sorted[sorted.length - 1] ?? 0).toFixed(0)} ms; ` +
      `${solver.nodes} nodes (${((solver.nodes / wall) * 1000 / 1e6).toFixed(2)} M/s); rss ${mb} MB; ` +
      `mismatches ${mismatches} of ${records.length * 20} cells`,
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
}
