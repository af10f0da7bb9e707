/**
 * Conformance of the engine's Contract duplicate scoring (WBF Law 77; contract-scoring.md §2)
 * against the `Score` tags of the third-party corpus (../shared/corpus, README §2 "Scoring
 * checks"). Every game of every PBN file (the Verifier's negative errors_*.pbn aside) that has
 * Contract, Declarer, Result, Vulnerable and Score tags is scored by `scoreDeal` under the
 * `contract-duplicate` rule set and compared with its tag, read by `readScoreTag`:
 *
 * - files are read with the engine's own PBN reader, leniently, so `#` inheritance is resolved;
 *   the tricks and the vulnerability are the record's (`result`, `vulnerability`), the contract
 *   and declarer the tags';
 * - a sideless score (`"+140"`) is the declaring side's (score-tag.ts);
 * - a board whose `Scoring` tag says Rubber or Chicago is not a Law 77 board score and is set
 *   aside; every such board must be listed in the fixture (there are none in the corpus today);
 * - every board that does not match, and every board whose tags cannot be read, must be listed
 *   in tests/fixtures/score-expectations.json with its reason, and every listed board must still
 *   disagree in exactly the way written there; the number of boards compared per file is pinned
 *   too, so that no board silently drops out.
 *
 * The corpus lives outside the repository. When it is missing this suite fails under CI=true and
 * is skipped, loudly, elsewhere (ARCHITECTURE.md "Tests").
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseCall } from '../auction.ts';
import type { HandRecord } from '../record.ts';
import { getRuleSet } from '../rules/index.ts';
import { scoreDeal } from '../score/index.ts';
import { parseSeat, sideOf } from '../seat.ts';
import type { Contract, Doubling } from '../types.ts';
import { decodeBytes } from './encoding.ts';
import { parsePbn, pbnParseOf, type PbnGame } from './pbn.ts';
import { isRubberScoring, readScoreTag, scoreTagPoints } from './score-tag.ts';

const corpus = new URL('../../../../shared/corpus/', import.meta.url);
const expectationsFile = new URL('../../../tests/fixtures/score-expectations.json', import.meta.url);
const present = existsSync(new URL('pbn/', corpus));

if (!present) {
  console.warn(`\n*** Score conformance SKIPPED: ${new URL('pbn/', corpus).pathname} is missing (CI=true makes this a failure). ***\n`);
}

/** The rule set the tags are checked against: modern duplicate (Law 77). */
const RULES = getRuleSet('contract-duplicate');

/** Every PBN file of the corpus but the Verifier's negative tests, as `pbn/<name>` or `dd/<name>`. */
const pbnFiles = (): string[] =>
  present
    ? [
        ...readdirSync(new URL('pbn/', corpus))
          .filter((f) => /\.pbn$/i.test(f) && !/errors_\d+\.pbn$/.test(f))
          .sort()
          .map((f) => `pbn/${f}`),
        ...readdirSync(new URL('dd/', corpus))
          .filter((f) => /\.pbn$/i.test(f))
          .sort()
          .map((f) => `dd/${f}`),
      ]
    : [];
const read = (file: string): string => decodeBytes(new Uint8Array(readFileSync(new URL(file, corpus)))).text;

/** The five tags a board needs to be compared. */
const NEEDED = ['Contract', 'Declarer', 'Result', 'Vulnerable', 'Score'] as const;

/** A game's tag value (after inheritance), ignoring repeats. */
const tagOf = (game: PbnGame, name: string): string | undefined => game.tags.find((t) => t.name === name && !t.repeated)?.value;

/** How one board came out. */
interface Checked {
  readonly key: string;
  readonly board: string | undefined;
  readonly room: string | undefined;
  readonly tag: string;
  /** The engine's score as `NS n`, or the code of the tag that could not be read. */
  readonly engine: string;
  readonly match: boolean;
}

/** The Contract tag as a contract, `null` for a passed-out board, `undefined` if unreadable. */
const contractOf = (text: string, declarer: string): Contract | null | undefined => {
  const t = text.trim();
  if (/^pass$/i.test(t)) return null;
  const m = /^(.*?)(XX|X)?$/i.exec(t);
  const call = m ? parseCall(m[1]!) : undefined;
  const seat = parseSeat(declarer.trim().replace(/^\^/, ''));
  if (!m || call?.type !== 'bid' || !seat) return undefined;
  return { level: call.level, strain: call.strain, doubled: (m[2]?.length ?? 0) as Doubling, declarer: seat };
};

/** Scores one board and compares it with its tag. */
const checkBoard = (key: string, game: PbnGame, record: HandRecord | null): Checked => {
  const tags = Object.fromEntries(NEEDED.map((n) => [n, tagOf(game, n)!])) as Record<(typeof NEEDED)[number], string>;
  const base = { key, board: tagOf(game, 'Board'), room: tagOf(game, 'Room'), tag: tags.Score };
  const unreadable = (code: string): Checked => ({ ...base, engine: code, match: false });
  const written = readScoreTag(tags.Score);
  if (written.score === null) return unreadable(written.diagnostics[0]?.code ?? 'SCORE_TAG_SYNTAX');
  const contract = contractOf(tags.Contract, tags.Declarer);
  if (contract === undefined) return unreadable('CONTRACT_UNREADABLE');
  const vulnerability = record?.vulnerability;
  if (vulnerability === undefined) return unreadable('VULNERABLE_UNREADABLE');
  const tricks = contract === null ? 0 : record?.result;
  if (tricks === undefined) return unreadable('RESULT_UNREADABLE');
  const scored = scoreDeal(RULES!, { contract, tricks, vulnerability });
  if (!scored.ok) return unreadable(scored.error.code);
  const ns = scored.value.totals.NS!.total - scored.value.totals.EW!.total;
  const claimed = scoreTagPoints(written.score, 'NS', contract ? sideOf(contract.declarer) : null);
  return { ...base, engine: `NS ${ns}`, match: claimed === ns };
};

interface Expectations {
  readonly ruleSet: string;
  readonly files: Record<string, { readonly compared: number; readonly matches: number }>;
  readonly mismatches: Record<string, { readonly board: string; readonly tag: string; readonly engine: string; readonly reason: string }>;
  readonly excluded: Record<string, { readonly scoring: string; readonly reason: string }>;
}

/** Everything the corpus gives, computed once. */
const survey = (() => {
  let cached: { checked: Map<string, Checked[]>; excluded: Record<string, string> } | undefined;
  return () => {
    if (cached) return cached;
    const checked = new Map<string, Checked[]>();
    const excluded: Record<string, string> = {};
    for (const file of pbnFiles()) {
      const text = read(file);
      // Tag names are case-sensitive: a file without "[Score" has no Score tag, not even a "##" default.
      if (!/\[Score\s/.test(text)) continue;
      const parsed = pbnParseOf(parsePbn(text, { strict: false, file }));
      const list: Checked[] = [];
      parsed.games.forEach((game, i) => {
        if (NEEDED.some((n) => tagOf(game, n) === undefined)) return;
        const key = `${file}#${i + 1}`;
        const scoring = tagOf(game, 'Scoring');
        if (isRubberScoring(scoring)) excluded[key] = scoring!;
        else list.push(checkBoard(key, game, parsed.records[i] ?? null));
      });
      if (list.length > 0) checked.set(file, list);
    }
    cached = { checked, excluded };
    return cached;
  };
})();

const expectations = (): Expectations => JSON.parse(readFileSync(expectationsFile, 'utf8')) as Expectations;

describe.runIf(present || process.env.CI === 'true')('Score tags of the corpus against Contract duplicate scoring (Law 77)', () => {
  it('is present (required under CI)', () => {
    expect(present, `${new URL('pbn/', corpus).pathname} is missing`).toBe(true);
  });
  if (!present) return;

  it('checks against the contract-duplicate rule set, Law 77 duplicate scoring', () => {
    expect(RULES?.id).toBe(expectations().ruleSet);
    expect(RULES?.scoring).toMatchObject({ kind: 'contract', form: 'duplicate' });
  });

  it('compares the boards the fixture pins, file by file (none drops out unnoticed)', () => {
    const got = Object.fromEntries(
      [...survey().checked].map(([file, list]) => [file, { compared: list.length, matches: list.filter((c) => c.match).length }]),
    );
    expect(got).toEqual(expectations().files);
  }, 120_000);

  it('every board that does not match is listed with its reason, and every listed board still disagrees so', () => {
    const found = Object.fromEntries(
      [...survey().checked.values()]
        .flat()
        .filter((c) => !c.match)
        .map((c) => [c.key, { board: c.board ?? '?', tag: c.tag, engine: c.engine }]),
    );
    const listed = expectations().mismatches;
    expect(found).toEqual(
      Object.fromEntries(Object.entries(listed).map(([k, v]) => [k, { board: v.board, tag: v.tag, engine: v.engine }])),
    );
    for (const [key, v] of Object.entries(listed)) expect(v.reason.length, key).toBeGreaterThan(40);
  }, 120_000);

  it('sets aside only the boards listed as scored under rubber or Chicago', () => {
    const listed = expectations().excluded;
    expect(survey().excluded).toEqual(Object.fromEntries(Object.entries(listed).map(([k, v]) => [k, v.scoring])));
    for (const [key, v] of Object.entries(listed)) expect(v.reason.length, key).toBeGreaterThan(40);
  }, 120_000);

  it.each([
    // file#game, board, the tag, the engine's score for North-South: each a quirk of real data.
    // No side: the declaring side's (2S by East, 9 tricks, not vulnerable).
    ['pbn/ContractBridge-pbn-files--1997-Orbis_Bermuda_Bowl--FF01.PBN#1', '1', '+140', 'NS -140'],
    // No side and no sign (2S by North, 9 tricks, vulnerable).
    ['pbn/ContractBridge-pbn-files--97-InternationalPairsFinal1stSession.pbn#20', '20', '140', 'NS 140'],
    // No side, and Result "NS 9 EW 4" (5HX by South, 2 down, not vulnerable).
    ['pbn/timheilman-bridge-pbn--correct_10.pbn#25', undefined, '-300', 'NS -300'],
    // A plus sign after the side (5CX by North making, not vulnerable).
    ['pbn/timheilman-bridge-pbn--correct_21.pbn#2', '16', 'NS +550', 'NS 550'],
    // A passed-out board: Contract "Pass", Declarer and Result empty.
    ['pbn/dominicprice-endplay--sample.pbn#2', '11', 'NS 0', 'NS 0'],
    // A lower-case doubling mark: Contract "4Sx" by West, 5 down, not vulnerable.
    ['pbn/dominicprice-endplay--example2.pbn#96', '14', 'NS 1100', 'NS 1100'],
  ])(
    "%s (board %s): the tag %s matches the engine's %s",
    (key, board, tag, engine) => {
      const c = [...survey().checked.values()].flat().find((x) => x.key === key);
      expect(c).toEqual({ key, board, room: c?.room, tag, engine, match: true });
    },
    120_000,
  );

  /**
   * The 1955 Bermuda Bowl was played under older laws. Where those give other figures the file's
   * tags follow today's Law 77, as the engine does: the tags were written when the records were
   * transcribed, not at the table. Older figures from contract-scoring.md §3 "Edition
   * differences": before 1987 the 4th and later doubled undertricks not vulnerable were 200, not
   * 300; before the 2007 Laws a redoubled contract made earned 50, not 100.
   */
  it.each([
    // game, board, room, contract and tricks, vulnerability, tag, the older figure for NS
    [158, '79', 'Closed', '5SX by W, 7 tricks (4 down)', 'NS', 'NS 800', 700],
    [216, '108', 'Closed', '6DX by E, 8 tricks (4 down)', 'NS', 'NS 800', 700],
    [248, '124', 'Closed', '3DX by E, 5 tricks (4 down)', 'NS', 'NS 800', 700],
    [324, '162', 'Closed', '2CX by E, 3 tricks (5 down)', 'NS', 'NS 1100', 900],
    [431, '216', 'Open', '3DX by E, 5 tricks (4 down)', 'None', 'NS 800', 700],
    [195, '98', 'Open', '5HXX by N, 11 tricks', 'NS', 'NS 1200', 1150],
  ] as const)(
    '1955 Bermuda Bowl game %i (board %s, %s room, %s, %s vulnerable): the tag %s is Law 77, not the older %i',
    (game, board, room, _what, _vul, tag, older) => {
      const c = survey()
        .checked.get('pbn/ContractBridge-pbn-files--1955-Bermuda_Bowl.pbn')!
        .find((x) => x.key.endsWith(`#${game}`))!;
      expect([c.board, c.room, c.tag]).toEqual([board, room, tag]);
      expect(c.match).toBe(true);
      expect(c.engine).toBe(tag);
      expect(c.engine).not.toBe(`NS ${older}`);
    },
    120_000,
  );

  it('the 1955 tags count no honours in duplicate, as Law 77 and the engine do (contract-scoring.md §2)', () => {
    // Board 5, Open room: 4H by East, 10 tricks, East holding four trump honours; board 41, Open
    // room: 6S by North, all 13 tricks, North holding four trump honours. Rubber would add 100.
    const list = survey().checked.get('pbn/ContractBridge-pbn-files--1955-Bermuda_Bowl.pbn')!;
    const at = (game: number) => list.find((x) => x.key.endsWith(`#${game}`))!;
    expect([at(9).board, at(9).tag, at(9).engine]).toEqual(['5', 'NS -420', 'NS -420']);
    expect([at(81).board, at(81).tag, at(81).engine]).toEqual(['41', 'NS 1010', 'NS 1010']);
  }, 120_000);
});
