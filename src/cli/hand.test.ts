/**
 * The authors' checker, run as authors run it (ARCHITECTURE.md "The hand checker"): exit codes,
 * `file:line:column` messages, and the `score --json` format version 1.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const run = (...args: string[]) => {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/hand.ts', ...args], { encoding: 'utf8' });
  return { code: r.status, out: r.stdout, err: r.stderr };
};

/** Runs the checker with its stdout and stderr on pipes read as they fill, as a shell pipeline does. */
const runPiped = (...args: string[]): Promise<{ code: number | null; out: string; err: string }> =>
  new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/hand.ts', ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: 50_000,
    });
    let out = '';
    let err = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (out += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (err += d));
    child.on('close', (code) => resolve({ code, out, err }));
  });

const dir = mkdtempSync(join(tmpdir(), 'hand-cli-'));

// A 1926 deal: South deals and bids one heart; everyone passes. North-South hold A K Q of hearts
// (simple honours, flat scale: 30) and take 9 tricks: 3 odd × 8 = 24 below (law 47: every odd
// trick counts when the contract is made; auction-laws.md §6.2).
const GOOD = `[Event "CLI test"]
[Board "1"]
[Dealer "S"]
[Vulnerable "None"]
[Deal "N:QJ2.Q32.AK32.432 K43.J54.QJ4.QJT5 A65.AK6.765.A876 T987.T987.T98.K9"]
[RuleSet "whist-club-1926"]
[Declarer "S"]
[Contract "1H"]
[Result "9"]
[Auction "S"]
1H Pass Pass Pass
`;

const BAD = `[Event "CLI test"]
[Board "2"]
[Dealer "S"]
[Vulnerable "None"]
[Deal "N:QJ2.Q32.AK32.432 K43.J54.QJ4.QJT5 A65.AK6.765.A876 T987.T987.T98.KJ"]
[RuleSet "whist-club-1926"]
[Auction "S"]
1H Pass Pass Pass
`;

writeFileSync(join(dir, 'good.pbn'), GOOD);
// 600 boards: the JSON output is about 270 KB and the text about 57 KB, both past a pipe's 64 KB.
const BIG_BOARDS = 600;
writeFileSync(
  join(dir, 'big.pbn'),
  Array.from({ length: BIG_BOARDS }, (_, i) => GOOD.replace('[Board "1"]', `[Board "${i + 1}"]`)).join('\n'),
);
writeFileSync(join(dir, 'bad.pbn'), BAD);
// 12,000 boards (3 MB): read whole, their games and records need more than 40 MB of heap; read
// board by board, the checker runs in 16 MB (issue 17: a 58 MB file took 3.2 GB).
const MANY_BOARDS = 12_000;
writeFileSync(
  join(dir, 'many.pbn'),
  Array.from({ length: MANY_BOARDS }, (_, i) => GOOD.replace('[Board "1"]', `[Board "${i + 1}"]`)).join('\n'),
);

describe('npm run hand', () => {
  it('check: a good file exits 0', () => {
    const r = run('check', join(dir, 'good.pbn'));
    expect(r.err).toContain('0 errors');
    expect(r.code).toBe(0);
  });

  it('check: a broken deal exits 1 with file:line:column', () => {
    const r = run('check', join(dir, 'bad.pbn'));
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/bad\.pbn:5:\d+/);
  });

  it('check: usage errors exit 2', () => {
    expect(run('check').code).toBe(2);
    expect(run('frobnicate', join(dir, 'good.pbn')).code).toBe(2);
    expect(run('score', '--rules', 'no-such-code', join(dir, 'good.pbn')).code).toBe(2);
  });

  it('score --json: format version 1, scored under each rule set asked for', () => {
    const r = run('score', '--json', '--rules', 'whist-club-1926,contract-duplicate', join(dir, 'good.pbn'));
    expect(r.code).toBe(0);
    const json = JSON.parse(r.out) as {
      version: number;
      files: {
        file: string;
        boards: {
          board: string;
          dealer: string;
          declarer: string;
          contract: string;
          tricks: number;
          scores: Record<string, { NS: { above: number; below: number }; EW: { above: number; below: number } }>;
          errors: string[];
        }[];
      }[];
    };
    expect(json.version).toBe(1);
    const board = json.files[0]!.boards[0]!;
    expect(board).toMatchObject({ board: '1', dealer: 'S', declarer: 'S', contract: '1H', tricks: 9, errors: [] });
    // Auction 1926: 3 odd tricks × 8 = 24 below; simple honours (A K Q of hearts) 30 above.
    expect(board.scores['whist-club-1926']).toEqual({ NS: { above: 30, below: 24 }, EW: { above: 0, below: 0 } });
    // Contract duplicate (Law 77): 1H made with two overtricks, not vulnerable = 30 below, 60 + 50 above.
    expect(board.scores['contract-duplicate']).toEqual({ NS: { above: 110, below: 30 }, EW: { above: 0, below: 0 } });
  });

  it('score --rubber: the boards of a file are one rubber', () => {
    const r = run('score', '--json', '--rubber', join(dir, 'good.pbn'));
    const json = JSON.parse(r.out) as {
      files: {
        rubber: Record<
          string,
          { games: { NS: number; EW: number }; finished: boolean; winner: string | null; totals: { NS: number; EW: number } }
        >;
      }[];
    };
    expect(json.files[0]!.rubber['whist-club-1926']).toEqual({
      games: { NS: 0, EW: 0 },
      finished: false,
      winner: null,
      totals: { NS: 54, EW: 0 },
    });
  });

  it('score --json: the whole output arrives through a pipe (not cut at 64 KB)', async () => {
    const r = await runPiped('score', '--json', '--rules', 'whist-club-1926,contract-rubber', join(dir, 'big.pbn'));
    expect(r.out.length).toBeGreaterThan(2 ** 16);
    const json = JSON.parse(r.out) as { files: { boards: { board: string }[] }[] };
    expect(json.files[0]!.boards.map((b) => b.board)).toEqual(Array.from({ length: BIG_BOARDS }, (_, i) => String(i + 1)));
    expect(r.code).toBe(0);
  }, 60_000);

  it('score: the whole text output arrives through a pipe', async () => {
    const r = await runPiped(
      'score',
      '--rules',
      'whist-club-1926,contract-rubber,contract-duplicate',
      join(dir, 'big.pbn'),
      join(dir, 'big.pbn'),
    );
    expect(r.out.length).toBeGreaterThan(2 ** 16);
    expect(r.out.match(/^ {2}board \d+: 1H by S, 9 tricks$/gm)).toHaveLength(2 * BIG_BOARDS);
    expect(r.out.endsWith(`    contract-duplicate: NS 110 above, 30 below; EW 0 above, 0 below\n`)).toBe(true);
  }, 60_000);

  it('score --json and check: memory does not grow with the boards (12,000 boards in a 24 MB heap)', () => {
    const small = (...args: string[]) =>
      spawnSync(process.execPath, ['--max-old-space-size=24', '--import', 'tsx', 'src/cli/hand.ts', ...args], {
        encoding: 'utf8',
        maxBuffer: 2 ** 30,
      });
    const scored = small('score', '--json', join(dir, 'many.pbn'));
    expect(scored.status, scored.stderr.slice(0, 500)).toBe(0);
    const json = JSON.parse(scored.stdout) as { files: { boards: { board: string }[] }[] };
    expect(json.files[0]!.boards).toHaveLength(MANY_BOARDS);
    expect(json.files[0]!.boards.at(-1)!.board).toBe(String(MANY_BOARDS));
    const checked = small('check', join(dir, 'many.pbn'));
    expect(checked.stderr).toBe(`1 file, ${MANY_BOARDS} boards, 0 errors\n`);
  }, 120_000);

  it('check: an endless input (/dev/zero) is refused at the size limit, with a message', async () => {
    const r = await runPiped('check', '/dev/zero');
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/\/dev\/zero: error FILE_TOO_LARGE: The file is larger than [\d,]+ bytes/);
  }, 60_000);

  it('check: a missing file or a folder is a clear error, not a crash', () => {
    const missing = run('check', join(dir, 'missing.pbn'));
    expect(missing.code).toBe(1);
    expect(missing.err).toContain('missing.pbn: error FILE_UNREADABLE: The file cannot be read (ENOENT).');
    expect(run('check', dir).err).toContain('(EISDIR)');
  });

  it('score: an option without its value, or with an empty one, is a usage error', () => {
    for (const args of [['--rules'], ['--rules', '--json', 'x.pbn'], ['--rules='], ['--rules', ','], ['--json=yes']]) {
      const r = run('score', join(dir, 'good.pbn'), ...args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.err, args.join(' ')).toMatch(/^Option '--(rules|json)/);
      expect(r.err, args.join(' ')).toContain('Usage:');
      expect(r.out).toBe('');
    }
  });

  it('score: files named after the options are all read; an unknown option is refused', () => {
    expect(run('score', '--bogus', join(dir, 'good.pbn')).err).toContain("Unknown option '--bogus'");
    const r = run('score', '--json', join(dir, 'good.pbn'), '--rules', 'contract-rubber', join(dir, 'good.pbn'));
    const json = JSON.parse(r.out) as { files: { boards: { scores: Record<string, unknown> }[] }[] };
    expect(json.files.map((f) => Object.keys(f.boards[0]!.scores))).toEqual([['contract-rubber'], ['contract-rubber']]);
  });
});
