/**
 * Conformance of the PBN reader and writer against the third-party corpus (../shared/corpus,
 * README §2, §3, §5): every PBN file reads; the PBN Verifier's correct_*.pbn give no error and
 * every game of its errors_*.pbn gives one; counts from the README; double-dummy tables; the
 * round trip through the writer; and every board with an auction and a play replays legally
 * through `checkRecord`, or is listed in tests/fixtures/corpus-expectations.json with its reason.
 *
 * The corpus lives outside the repository. When it is missing this suite fails under CI=true and
 * is skipped, loudly, elsewhere (ARCHITECTURE.md "Tests").
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkRecord, replay, type HandRecord } from '../record.ts';
import { SEATS } from '../types.ts';
import { decodeBytes } from './encoding.ts';
import { makePbn, parsePbn, pbnParseOf, PBN_CODES, readPbnGames, type DdStrain, type PbnParse } from './pbn.ts';

const corpus = new URL('../../../../shared/corpus/', import.meta.url);
const expectationsFile = new URL('../../../tests/fixtures/corpus-expectations.json', import.meta.url);
const present = existsSync(new URL('pbn/', corpus));

if (!present) {
  console.warn(
    `\n*** PBN corpus conformance SKIPPED: ${new URL('pbn/', corpus).pathname} is missing (CI=true makes this a failure). ***\n`,
  );
}

/** Every PBN file of the corpus, as `pbn/<name>` or `dd/<name>`. */
const pbnFiles = (): string[] =>
  present
    ? [
        ...readdirSync(new URL('pbn/', corpus))
          .filter((f) => /\.pbn$/i.test(f))
          .sort()
          .map((f) => `pbn/${f}`),
        ...readdirSync(new URL('dd/', corpus))
          .filter((f) => /\.pbn$/i.test(f))
          .sort()
          .map((f) => `dd/${f}`),
      ]
    : [];
const read = (file: string): string => decodeBytes(new Uint8Array(readFileSync(new URL(file, corpus)))).text;
const VERIFIER = /timheilman-bridge-pbn--(correct|errors)_\d+\.pbn$/;

const cache = new Map<string, PbnParse>();
/** Each file read once, leniently (the archive mode). */
const lenient = (file: string): PbnParse => {
  let r = cache.get(file);
  if (!r) cache.set(file, (r = pbnParseOf(parsePbn(read(file), { strict: false, file }))));
  return r;
};

/** Games (by the README's counts) and complete plays (52 cards) of the files the README describes. */
const README_COUNTS: Record<string, { games: number; fullPlays?: number }> = {
  'pbn/ContractBridge-pbn-files--1955-Bermuda_Bowl.pbn': { games: 448, fullPlays: 126 },
  'pbn/ContractBridge-pbn-files--97-InternationalPairsFinal1stSession.pbn': { games: 26, fullPlays: 15 },
  'pbn/dominicprice-endplay--example2.pbn': { games: 299, fullPlays: 64 },
  'pbn/dominicprice-endplay--example3.pbn': { games: 7632 },
  'pbn/jarekczek-pbntools--aba_17901_aba_pairs.pbn': { games: 56, fullPlays: 52 },
  'pbn/jarekczek-pbntools--acbl_1607_pairs_acbl_sat_1pm_speedball.pbn': { games: 576, fullPlays: 264 },
  'pbn/jarekczek-pbntools--sky_club_2196_pairs_sky_club_jackpot_2000.pbn': { games: 44 },
  'pbn/jarekczek-pbntools--sm0807.pbn': { games: 108 },
  'pbn/lorserker-ben--Ben_and_Friends_Daily_-_2024-06-03_Daylong.pbn': { games: 8, fullPlays: 8 },
  'pbn/richardschneider-bridge--AlsReg6-Final.pbn': { games: 286, fullPlays: 167 },
  'pbn/richardschneider-pbn--Hand_Trophy_Pairs.pbn': { games: 26 },
  'dd/richardschneider-bridge--kgb.pbn': { games: 99 },
};

/**
 * Games of the verifier's errors files (numbered by their "% ==== game N ====" headers) that
 * give no error, and why: each still gives at least one diagnostic, or none for the reason given.
 */
const VERIFIER_EXCEPTIONS: Record<string, { diagnostics: number; reason: string }> = {
  'errors_10#1': {
    diagnostics: 1,
    reason: 'An unknown tag: PBN keeps unknown tags (expandability rule), so it is a warning, PBN_UNKNOWN_TAG.',
  },
  'errors_20#20': {
    diagnostics: 0,
    reason:
      'The "{" of game 19 opens a comment that the "}" of game 20 closes: by the standard both games are one, and game 19 carries the errors.',
  },
};

describe.runIf(present || process.env.CI === 'true')('PBN corpus (../shared/corpus)', () => {
  it('is present (required under CI)', () => {
    expect(present, `${new URL('pbn/', corpus).pathname} is missing`).toBe(true);
  });
  if (!present) return;
  const files = pbnFiles();

  it('has the PBN files the README lists', () => {
    expect(files.length).toBeGreaterThanOrEqual(33);
  });

  describe.each(files.filter((f) => !/errors_\d+/.test(f)))('%s', (file) => {
    it('reads leniently without an error, with a record for every game that has a deal', () => {
      const r = lenient(file);
      const fatal = r.diagnostics.filter((d) => d.severity === 'error');
      expect(fatal.map((d) => `${d.pos?.line}:${d.code} ${d.message}`)).toEqual([]);
      expect(r.games.length).toBeGreaterThan(0);
      r.games.forEach((g, i) => {
        const hasDeal = g.tags.some((t) => t.name === 'Deal' && !t.repeated && t.value.trim() !== '');
        if (hasDeal) expect(r.records[i], `game ${i + 1}`).not.toBeNull();
      });
    }, 60_000);

    it('reads game by game as a whole (readPbnGames against parsePbn)', () => {
      const text = read(file);
      const whole = pbnParseOf(parsePbn(text, { file }));
      const pieces = [...readPbnGames(text, { file })];
      const games = pieces.filter((p) => p.game !== null);
      expect(games.map((p) => p.record)).toEqual(whole.records);
      expect(games.map((p) => p.diagnostics)).toEqual(whole.byGame);
      expect(pieces.flatMap((p) => p.diagnostics)).toEqual(whole.diagnostics);
    }, 60_000);

    it.runIf(README_COUNTS[file] !== undefined)('has the games and complete plays the README counts', () => {
      const r = lenient(file);
      const want = README_COUNTS[file]!;
      expect(r.games).toHaveLength(want.games);
      if (want.fullPlays !== undefined) expect(r.records.filter((x) => x?.play.length === 52)).toHaveLength(want.fullPlays);
    });

    it('round-trips its clean games through the writer (games with no warning give the same record back)', () => {
      const r = lenient(file);
      r.records.forEach((rec, i) => {
        if (!rec) return;
        const back = pbnParseOf(parsePbn(makePbn(rec), { strict: false }));
        expect(
          back.diagnostics.filter((d) => d.severity === 'error'),
          `game ${i + 1}`,
        ).toEqual([]);
        if (r.byGame[i]!.length === 0) expect(strip(back.records[0]), `game ${i + 1}`).toEqual(strip(rec));
      });
    }, 60_000);
  });

  it("the verifier's correct_*.pbn give no error, read strictly (README §2)", () => {
    for (const file of files.filter((f) => /correct_\d+\.pbn$/.test(f))) {
      const r = pbnParseOf(parsePbn(read(file), { file }));
      expect(
        r.diagnostics.filter((d) => d.severity === 'error'),
        file,
      ).toEqual([]);
    }
  });

  it('reports only codes PBN_CODES lists, over every file of the corpus', () => {
    const listed = new Set<string>(PBN_CODES);
    expect(listed.size).toBe(PBN_CODES.length);
    const unlisted = files.flatMap((f) => lenient(f).diagnostics.map((d) => d.code)).filter((c) => !listed.has(c));
    expect(unlisted).toEqual([]);
  });

  /** The record of the game under a verifier file's "% ==== game N ====" header. */
  const verifierGame = (file: string, n: number): HandRecord => {
    const text = read(file);
    const header = text.split(/\r\n|\r|\n/).findIndex((l) => new RegExp(`^% =+ game ${n} =+`).test(l)) + 1;
    const r = pbnParseOf(parsePbn(text, { file }));
    const i = r.games.findIndex((g) => g.pos.line > header);
    return r.records[i]!;
  };

  it("every record of the verifier's correct_*.pbn passes checkRecord: end positions, partial deals, marked irregularities", () => {
    for (const file of files.filter((f) => /correct_\d+\.pbn$/.test(f))) {
      const r = pbnParseOf(parsePbn(read(file), { file }));
      r.records.forEach((rec, i) => {
        if (rec === null) return; // a game with no deal, auction or play (correct_10 game 4 and others)
        const checked = checkRecord(rec);
        expect(checked.ok ? [] : checked.error.map((d) => d.code), `${file}, game ${i + 1}`).toEqual([]);
      });
    }
  });

  it('an end position (correct_20 game 31) replays from its position under the strain it names', () => {
    const rec = verifierGame('pbn/timheilman-bridge-pbn--correct_20.pbn', 31);
    expect(rec.contract).toEqual({ strain: 'H', declarer: 'S' });
    const checked = checkRecord(rec);
    if (!checked.ok) throw new Error(checked.error[0]!.message);
    expect(checked.value.endPosition).toBe(true);
    expect(checked.value.contract).toBeNull();
    const t = replay(checked.value);
    expect(t.steps[0]!.phase).toBe('play');
    expect(t.steps[0]!.toAct).toBe('W');
    expect(SEATS.map((s) => t.steps[0]!.hands[s]?.length)).toEqual([12, 12, 12, 12]);
    expect(t.steps).toHaveLength(1 + 20);
    expect(SEATS.map((s) => t.steps.at(-1)!.hands[s]?.length)).toEqual([7, 7, 7, 7]);
  });

  it('a contract stated without an auction (correct_20 games 20 and 27) is played and scored under it', () => {
    const result = checkRecord(verifierGame('pbn/timheilman-bridge-pbn--correct_20.pbn', 20));
    if (!result.ok) throw new Error(result.error[0]!.message);
    expect(result.value.contract).toEqual({ level: 6, strain: 'S', doubled: 0, declarer: 'N' });
    expect([result.value.tricks, result.value.tricksFrom]).toEqual([8, 'result']);
    const played = checkRecord(verifierGame('pbn/timheilman-bridge-pbn--correct_20.pbn', 27));
    if (!played.ok) throw new Error(played.error[0]!.message);
    const t = replay(played.value);
    expect(t.steps[0]!.phase).toBe('play');
    expect(t.steps[1]!.event).toMatchObject({ type: 'card', seat: 'E', card: 'D3' });
  });

  it('a partial deal with play (correct_10 game 2) keeps its cards and shows the hands it knows', () => {
    const rec = verifierGame('pbn/timheilman-bridge-pbn--correct_10.pbn', 2);
    expect([rec.deal.E, rec.deal.W]).toEqual([null, null]);
    expect(rec.play.length).toBeGreaterThan(20);
    const checked = checkRecord(rec);
    if (!checked.ok) throw new Error(checked.error[0]!.message);
    expect(checked.value.partialDeal).toBe(true);
    const last = replay(checked.value).steps.at(-1)!;
    expect(last.hands.N).toHaveLength(13);
    expect(last.hands.E).toBeNull();
  });

  it('marked irregularities (correct_10 game 3) are kept on their call and card, and the rules check up to the first', () => {
    const rec = verifierGame('pbn/timheilman-bridge-pbn--correct_10.pbn', 3);
    expect(rec.calls.map((c) => c.irregularity ?? '')).toEqual([
      'turn-skipped',
      'insufficient-bid',
      '',
      'insufficient-bid',
      'turn-skipped',
      '',
      '',
      '',
      '',
      '',
    ]);
    expect(rec.play.map((c) => c.irregularity).filter((x) => x !== undefined)).toEqual(['lead-out-of-turn', 'revoke', 'revoke']);
    const checked = checkRecord(rec);
    if (!checked.ok) throw new Error(checked.error[0]!.message);
    expect(checked.value.irregularity).toEqual({ step: 0, kind: 'turn-skipped' });
    // Written back, the marks read the same.
    const again = pbnParseOf(parsePbn(makePbn([rec]), { strict: false })).records[0]!;
    expect(again.calls.map((c) => c.irregularity)).toEqual(rec.calls.map((c) => c.irregularity));
    expect(again.play.map((c) => c.irregularity)).toEqual(rec.play.map((c) => c.irregularity));
  });

  it("every game of the verifier's errors_*.pbn gives an error, read strictly (README §2)", () => {
    const seen: string[] = [];
    for (const file of files.filter((f) => /errors_\d+\.pbn$/.test(f))) {
      const text = read(file);
      const r = pbnParseOf(parsePbn(text, { file }));
      const lines = text.split(/\r\n|\r|\n/);
      const starts: { n: number; line: number }[] = [];
      lines.forEach((l, i) => {
        const m = /^% =+ game (\d+) =+/.exec(l);
        if (m) starts.push({ n: Number(m[1]), line: i + 1 });
      });
      expect(starts.length, file).toBeGreaterThan(0);
      const short = /(errors_\d+)/.exec(file)![1]!;
      starts.forEach((s, i) => {
        const end = starts[i + 1]?.line ?? lines.length + 1;
        const inGame = r.diagnostics.filter((d) => d.pos !== undefined && d.pos.line >= s.line && d.pos.line < end);
        const key = `${short}#${s.n}`;
        const exception = VERIFIER_EXCEPTIONS[key];
        if (exception) {
          seen.push(key);
          expect(inGame, key).toHaveLength(exception.diagnostics);
          expect(
            inGame.every((d) => d.severity === 'warning'),
            key,
          ).toBe(true);
        } else {
          expect(inGame.filter((d) => d.severity === 'error').length, `${key}: ${inGame.map((d) => d.code).join(', ')}`).toBeGreaterThan(0);
        }
      });
      // And every game the reader itself finds gives at least one diagnostic.
      r.byGame.forEach((ds, i) => expect(ds.length, `${short}, game ${i + 1} as read`).toBeGreaterThan(0));
    }
    expect(seen.sort()).toEqual(Object.keys(VERIFIER_EXCEPTIONS).sort());
  });

  it('reads double-dummy data in both places and finds them in agreement (README §5)', () => {
    let both = 0;
    for (const file of files.filter((f) => !VERIFIER.test(f))) {
      for (const g of lenient(file).games) {
        const dd = g.supplement.doubleDummyTricks;
        const opt = g.supplement.optimumResultTable;
        if (!dd || !opt) continue;
        both++;
        expect(dd.encoding, file).toBe('declarer-nsew');
        // Some producers list only North and West, whose partners take as many tricks.
        for (const seat of SEATS) {
          for (const [strain, tricks] of Object.entries(opt.tricks[seat])) {
            if (tricks !== null) expect(dd.tricks[seat][strain as DdStrain], `${file} ${seat} ${strain}`).toBe(tricks);
          }
        }
      }
    }
    // example2 (299), Hand_Trophy_Pairs (26), three_test_records (3 + 3), sample (2) and the others.
    expect(both).toBeGreaterThanOrEqual(330);
    // README §5: example2's first DoubleDummyTricks, 77667 77557 66775 66775, declarers N S E W.
    const first = lenient('pbn/dominicprice-endplay--example2.pbn').games[0]!.supplement.doubleDummyTricks!;
    expect(first.tricks.N).toEqual({ NT: 7, S: 7, H: 6, D: 6, C: 7 });
    expect(first.tricks.W).toEqual({ NT: 6, S: 6, H: 7, D: 7, C: 5 });
  });

  it('correct_21 game 1 and kgb game 1 have the same deal and double-dummy table (README §6)', () => {
    const a = lenient('pbn/timheilman-bridge-pbn--correct_21.pbn');
    const b = lenient('dd/richardschneider-bridge--kgb.pbn');
    expect(a.records[0]?.deal).toEqual(b.records[0]?.deal);
    expect(a.games[0]!.supplement.optimumResultTable).toEqual(b.games[0]!.supplement.optimumResultTable);
  });

  it('every board with an auction and a play replays legally through checkRecord, or is expected not to', () => {
    const expectations = JSON.parse(readFileSync(expectationsFile, 'utf8')) as {
      boards: Record<string, { codes: string[]; reason: string }>;
      files: Record<string, { failing: number; codes: string[]; reason: string }>;
    };
    const found: Record<string, string[]> = {};
    const perFile: Record<string, { failing: number; codes: Set<string> }> = {};
    for (const file of files.filter((f) => !/errors_\d+/.test(f))) {
      lenient(file).records.forEach((rec: HandRecord | null, i) => {
        if (!rec || rec.calls.length === 0 || rec.play.length === 0) return;
        const checked = checkRecord(rec);
        if (checked.ok) return;
        const codes = [...new Set(checked.error.map((d) => d.code))].sort();
        if (expectations.files[file]) {
          const f = (perFile[file] ??= { failing: 0, codes: new Set() });
          f.failing++;
          codes.forEach((c) => f.codes.add(c));
        } else found[`${file}#${i + 1}`] = codes;
      });
    }
    expect(found).toEqual(Object.fromEntries(Object.entries(expectations.boards).map(([k, v]) => [k, [...v.codes].sort()])));
    for (const [file, want] of Object.entries(expectations.files)) {
      expect(perFile[file]?.failing ?? 0, file).toBe(want.failing);
      expect([...(perFile[file]?.codes ?? [])].sort(), file).toEqual([...want.codes].sort());
    }
    for (const v of [...Object.values(expectations.boards), ...Object.values(expectations.files)])
      expect(v.reason.length).toBeGreaterThan(30);
  }, 60_000);
});

/** A record without its source positions, for comparisons. */
function strip<T>(x: T): T {
  return JSON.parse(JSON.stringify(x, (k, v: unknown) => (k === 'pos' ? undefined : v))) as T;
}
