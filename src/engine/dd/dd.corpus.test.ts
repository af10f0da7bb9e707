/**
 * The solver and par against DDS's own test files in ../shared/corpus/dd (read from there,
 * never copied): every TRACE value of list100 from the seventh trick on, and contract-duplicate
 * par (PAR2) for all 100 deals from their TABLE lines. Full tables of every deal take minutes
 * and are checked by `npm run bench` (scripts/bench-dd.ts), which prints their mismatches; here
 * a few tables are solved whole. Missing files skip loudly, and fail under CI=true.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { RULE_SETS } from '../rules/index.ts';
import { SEATS, type Vulnerability } from '../types.ts';
import { declarerTotal } from './analyse.ts';
import { parseListFile, type ListRecord } from './dds-files.ts';
import { par, parText } from './par.ts';
import { Solver, TABLE_STRAINS, type DDTable } from './solver.ts';
import { applyCard, startPlay, type PlayState } from '../play.ts';
import { rotate } from '../seat.ts';

const DD = fileURLToPath(new URL('../../../../shared/corpus/dd/', import.meta.url));
const LIST100 = `${DD}dds-bridge-dds--list100.txt`;
const present = existsSync(LIST100);
const inCI = process.env.CI === 'true';
if (!present && !inCI) console.warn(`\n!!! SKIPPING the double-dummy corpus tests: ${DD} is missing.\n!!! They FAIL under CI=true.\n`);

describe('double-dummy corpus is present', () => {
  it.runIf(inCI)('finds ../shared/corpus/dd (required under CI=true)', () => {
    expect(present, `missing ${DD}`).toBe(true);
  });
});

const suite = present ? describe : describe.skip;
const records: ListRecord[] = present ? parseListFile(readFileSync(LIST100, 'utf8')) : [];
const solver = new Solver({ ttLog2: 20 });
const VULNERABILITY: readonly Vulnerability[] = ['None', 'All', 'NS', 'EW'];

/** The file's table in the solver's shape. */
const tableOf = (r: ListRecord): DDTable =>
  Object.fromEntries(SEATS.map((seat) => [seat, Object.fromEntries(TABLE_STRAINS.map((st) => [st, r.table[st][seat]]))])) as DDTable;

suite('list100 (DDS test file)', () => {
  it('reads 100 records', () => {
    expect(records).toHaveLength(100);
  });

  it('matches every TRACE value from the seventh trick on (declarer sits to the right of the leader)', () => {
    let checked = 0;
    const wrong: string[] = [];
    for (const r of records) {
      const declarer = rotate(r.first, -1);
      let state: PlayState = startPlay(r.deal, { level: 1, strain: r.trump, doubled: 0, declarer });
      for (const [i, card] of r.play.entries()) {
        const next = applyCard(state, card);
        if (!next.ok) throw new Error(`deal ${r.index}, card ${i}: ${next.error.message}`);
        state = next.value;
        const k = i + 1;
        if (k < 24 || k >= r.trace.length) continue;
        checked++;
        const total = declarerTotal(solver, state);
        if (total !== r.trace[k]) wrong.push(`deal ${r.index} after card ${k}: ${total}, DDS ${r.trace[k]}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThan(1500);
  }, 120_000);

  it('gives the PAR2 score of every deal under contract-duplicate, with the dealer bidding first', () => {
    const wrong: string[] = [];
    for (const r of records) {
      const p = par({
        rules: RULE_SETS['contract-duplicate'],
        deal: r.deal,
        table: tableOf(r),
        dealer: r.dealer,
        vulnerability: VULNERABILITY[r.vul]!,
      });
      if (p.score !== r.par2.score)
        wrong.push(
          `deal ${r.index}: ${p.score} (${p.contracts.map(parText).join(', ')}), DDS ${r.par2.score} (${r.par2.contracts.join(', ')})`,
        );
    }
    expect(wrong).toEqual([]);
  });

  it('names a par contract of the side and strain DDS names', () => {
    let agree = 0;
    for (const r of records) {
      const p = par({
        rules: RULE_SETS['contract-duplicate'],
        deal: r.deal,
        table: tableOf(r),
        dealer: r.dealer,
        vulnerability: VULNERABILITY[r.vul]!,
      });
      // Side and strain only: a part score made with an overtrick scores the same one level lower.
      const ours = new Set(
        p.contracts.map((c) =>
          parText(c)
            .replace(/^\d/, '')
            .replace(/X? by ([NESW])$/, (_, s: string) => `-${s === 'N' || s === 'S' ? 'NS' : 'EW'}`)
            .replace('NT', 'N'),
        ),
      );
      const theirs = r.par2.contracts.map((c) =>
        c
          .replace(/^\d+/, '')
          .replace(/\*/, '')
          .replace(/-([NESW]{1,2})(?:[+-]\d)?$/, (_, s: string) => `-${/[NS]/.test(s) ? 'NS' : 'EW'}`),
      );
      if (theirs.some((c) => ours.has(c))) agree++;
    }
    expect(agree).toBeGreaterThanOrEqual(95);
  });
});

suite('whole tables', () => {
  it('solves the 20 cells of a list100 deal as DDS does', () => {
    for (const r of [records[2]!]) {
      const t = solver.solveTable(r.deal);
      expect(t.ok && t.value).toEqual(tableOf(r));
    }
  }, 300_000);
});
