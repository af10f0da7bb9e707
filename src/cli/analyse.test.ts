/**
 * `hand analyse`, run as authors run it: the JSON format version 1 through a pipe, the table as
 * the solver gives it, par under the rule sets asked for, the trace with --trace, and a board
 * that cannot be analysed keeping its place with its error.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const run = (...args: string[]) => {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/hand.ts', ...args], { encoding: 'utf8', timeout: 120_000 });
  return { code: r.status, out: r.stdout, err: r.stderr };
};

const dir = mkdtempSync(join(tmpdir(), 'hand-analyse-'));
// North holds every top card: 13 tricks at no-trump and in spades; in a red suit or clubs West
// keeps a fourth trump over North's three and ruffs North's spades, so 12. The play is the lead
// of the ♦10 and nothing else.
const FILE = join(dir, 'two.pbn');
writeFileSync(
  FILE,
  `[Event "analyse test"]
[Board "1"]
[Dealer "N"]
[Vulnerable "None"]
[Deal "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432"]
[RuleSet "whist-club-1926"]
[Auction "N"]
7NT Pass Pass Pass
[Play "E"]
DT - - -
*

[Event "analyse test"]
[Board "2"]
[Dealer "E"]
[Vulnerable "None"]
[Deal "N:AKQJ.AKQ.AKQ.AKQ - - -"]
*
`,
);

describe('hand analyse', () => {
  it('prints the table, par and trace as JSON version 1, and keeps a board it cannot analyse', () => {
    const r = run('analyse', '--json', '--trace', '--rules', 'whist-club-1926,contract-duplicate', FILE);
    const json = JSON.parse(r.out);
    expect(json.version).toBe(1);
    const [one, two] = json.files[0].boards;
    expect(one.table.N).toEqual({ S: 13, H: 12, D: 12, C: 12, NT: 13 });
    expect(one.par['contract-duplicate'].score).toBe(1520);
    // The documented format: each contract as text, "7NT by N".
    expect(one.par['contract-duplicate'].contracts).toEqual(['7NT by N', '7NT by S']);
    expect(one.par['whist-club-1926'].score).toBeGreaterThan(0);
    expect(one.trace).toEqual([13, 13]);
    expect(one.losses).toEqual([]);
    expect(two.board).toBe('2');
    expect(two.errors.length).toBeGreaterThan(0);
    expect(r.code).toBe(1);
  }, 150_000);

  it('reads as a bridge player reads a table in plain text', () => {
    const r = run('analyse', FILE);
    expect(r.out).toMatch(/Tricks as declarer\s+NT\s+♠\s+♥\s+♦\s+♣/);
    expect(r.out).toMatch(/N\s+13\s+13\s+12\s+12\s+12/);
    expect(r.out).toMatch(/Par \(contract-duplicate\): \+1520 NS, 7NT by N, 7NT by S/);
  }, 150_000);
});
