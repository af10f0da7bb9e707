/**
 * The double-dummy worker as "Play it yourself" uses it, timed in Chromium (issue 13's measure):
 * for deals of DDS's list100 file, every position along the file's own play line (the opening
 * lead, then after each card), the built worker is asked for the values of every legal card, one
 * request per move, as the play mode asks for each card the computer plays or hints. It reports
 * the time to the first answer (the worker's start included) and the median, 90th percentile and
 * largest time per move, without throttling and with Chromium's CPU throttling at 4× (a
 * phone-class CPU). The target is a median of 300 ms per move at 4×.
 *
 * Chromium's CPU throttling is applied to the page through the DevTools protocol; the script also
 * times the same requests unthrottled and prints the ratio, so the reader can see whether the
 * throttling reached the worker's thread.
 *
 *   npx tsx scripts/bench-worker.ts [--dir dist] [--deals 10]
 *
 * `npm run bench` runs it on the build it has just made.
 */
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { parseListFile } from '../src/engine/dd/dds-files.ts';
import { dealPosition, playStatePosition, type Position } from '../src/engine/dd/position.ts';
import { applyCard, startPlay } from '../src/engine/play.ts';
import { rotate } from '../src/engine/seat.ts';
import { serve } from './page-weight.mjs';
import type { FullDeal } from '../src/engine/types.ts';

const LIST100 = join(process.cwd(), '..', 'shared', 'corpus', 'dd', 'dds-bridge-dds--list100.txt');
const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';

/** Every position along a list100 deal's play line: before the lead, then after each card. */
export const playLine = (
  deal: FullDeal,
  trump: 'S' | 'H' | 'D' | 'C' | 'NT',
  first: 'N' | 'E' | 'S' | 'W',
  play: readonly string[],
): Position[] => {
  let state = startPlay(deal, { declarer: rotate(first, 3), strain: trump });
  const out: Position[] = [dealPosition(deal, trump === 'NT' ? null : trump, first)];
  for (const card of play.slice(0, 51)) {
    const next = applyCard(state, card as never);
    if (!next.ok) break;
    state = next.value;
    out.push(playStatePosition(state));
  }
  return out;
};

/** What one run measured, in milliseconds: the first answer, every move, each deal's first move. */
interface Timings {
  readonly first: number;
  readonly moves: number[];
  readonly leads: number[];
}

/** The value at a fraction of a sorted list. */
const at = (sorted: readonly number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN;

/**
 * Chromium limited to a `rate`-th of one CPU core: a Linux cgroup (v1 `cpu` controller) with a CFS
 * quota, and a wrapper that joins it before starting Chromium, so that every thread of the browser,
 * the worker's included, shares that much CPU time. Chromium's own CPU throttling (DevTools'
 * `Emulation.setCPUThrottlingRate`) slows a page's main thread only: sent to a worker it answers
 * "only supported for pages, not workers", and a page-throttled run timed the worker at 1.07x.
 * Returns `null` where cgroups cannot be written (no root, cgroup v2 only).
 */
const cpuLimitedChromium = (rate: number): { path: string; cleanup: () => void } | null => {
  const group = `/sys/fs/cgroup/cpu/auction-bridge-bench-${process.pid}`;
  try {
    mkdirSync(group);
    writeFileSync(join(group, 'cpu.cfs_period_us'), '100000');
    writeFileSync(join(group, 'cpu.cfs_quota_us'), String(Math.round(100000 / rate)));
  } catch {
    return null;
  }
  const dir = mkdtempSync(join(tmpdir(), 'bench-worker-'));
  const path = join(dir, 'chromium');
  writeFileSync(path, `#!/bin/sh\necho $$ > ${group}/cgroup.procs\nexec ${CHROMIUM} "$@"\n`);
  chmodSync(path, 0o755);
  return {
    path,
    cleanup: () => {
      rmSync(dir, { recursive: true, force: true });
      try {
        rmdirSync(group);
      } catch {
        // Still busy for a moment after the browser closes: the kernel frees it with its last task.
      }
    },
  };
};

/** One run: a fresh browser, page and worker, every position asked in turn. */
const run = async (url: string, workerPath: string, lines: readonly Position[][], executablePath: string): Promise<Timings> => {
  const browser = await chromium.launch({ executablePath });
  try {
    const page = await browser.newPage();
    // tsx names the functions it compiles with a helper that the page does not have.
    await page.addInitScript({ content: 'window.__name = (f) => f;' });
    await page.goto(url);
    return await page.evaluate(
      async ({ workerPath, lines }) => {
        const worker = new Worker(workerPath, { type: 'module', name: 'double-dummy' });
        let id = 0;
        const ask = (position: unknown): Promise<number> =>
          new Promise((resolve, reject) => {
            const mine = ++id;
            const started = performance.now();
            worker.onmessage = (e: MessageEvent<{ id: number; type: string; message?: string }>) => {
              if (e.data.id !== mine) return;
              if (e.data.type === 'values') resolve(performance.now() - started);
              else reject(new Error(e.data.message ?? e.data.type));
            };
            worker.postMessage({ type: 'values', id: mine, position });
          });
        const moves: number[] = [];
        const leads: number[] = [];
        let first = NaN;
        for (const line of lines) {
          for (const [i, position] of line.entries()) {
            const ms = await ask(position);
            if (Number.isNaN(first)) first = ms;
            if (i === 0) leads.push(ms);
            moves.push(ms);
          }
        }
        worker.terminate();
        return { first, moves, leads };
      },
      { workerPath, lines: lines as unknown as Position[][] },
    );
  } finally {
    await browser.close();
  }
};

/** Runs the bench on a built site; prints its lines. */
export const workerBench = async (dist: string, deals = 10): Promise<void> => {
  if (!existsSync(LIST100)) return console.log('worker: ../shared/corpus is missing, skipped');
  if (!existsSync(CHROMIUM)) return console.log(`worker: no Chromium at ${CHROMIUM}, skipped`);
  const file = readdirSync(join(dist, '_astro')).find((f) => /^worker-[\w-]+\.js$/.test(f));
  if (file === undefined) return console.log(`worker: no worker-*.js in ${dist}/_astro, skipped`);
  const records = parseListFile(readFileSync(LIST100, 'utf8')).slice(0, deals);
  const lines = records.map((r) => playLine(r.deal as FullDeal, r.trump, r.first, r.play));
  const served = await serve(dist);
  const url = served.url.replace(/\/?$/, '/');
  const stop = served.stop;
  try {
    const plain = await run(url, `${url}_astro/${file}`, lines, CHROMIUM);
    const limited = cpuLimitedChromium(4);
    let slow: Timings | null = null;
    try {
      if (limited) slow = await run(url, `${url}_astro/${file}`, lines, limited.path);
    } finally {
      limited?.cleanup();
    }
    const n = lines.reduce((s, l) => s + l.length, 0);
    const line = (label: string, r: Timings): string => {
      const sorted = [...r.moves].sort((a, b) => a - b);
      const leads = [...r.leads].sort((a, b) => a - b);
      return (
        `worker: list100 deals 1-${deals}, ${n} moves, ${label}: first answer ${r.first.toFixed(0)} ms (worker start included); ` +
        `a new deal's opening lead median ${at(leads, 0.5).toFixed(0)} ms, max ${leads.at(-1)?.toFixed(0)} ms; ` +
        `per move median ${at(sorted, 0.5).toFixed(1)} ms, p90 ${at(sorted, 0.9).toFixed(0)} ms, max ${sorted.at(-1)?.toFixed(0)} ms`
      );
    };
    console.log(line('full CPU', plain));
    if (slow === null) console.log('worker: a quarter of a core: no writable cgroup here (needs root and cgroup v1 cpu), skipped');
    else {
      console.log(`${line('a quarter of a core (4x slower)', slow)} (target: median 300 ms)`);
      const total = (r: Timings): number => r.moves.reduce((s, x) => s + x, 0);
      console.log(`worker: total time at a quarter of a core against full CPU: ${(total(slow) / total(plain)).toFixed(2)}x`);
    }
  } finally {
    stop();
  }
};

if (process.argv[1]?.endsWith('bench-worker.ts')) {
  const arg = (name: string, fallback: string): string => {
    const i = process.argv.indexOf(`--${name}`);
    return i >= 0 ? (process.argv[i + 1] ?? fallback) : fallback;
  };
  await workerBench(arg('dir', 'dist'), Number(arg('deals', '10')));
}
