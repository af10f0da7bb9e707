/**
 * The scorer's totals against the checker's: each rubber is exported as PBN by the scorer and
 * scored by `npm run hand -- score --rubber --json` (run as a child process, once per batch of
 * files), over the public rubber cases of ../shared/rules/cases and random rubbers.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fc } from '@fast-check/vitest';
import { afterAll, describe, expect, test } from 'vitest';
import { RULE_SETS, type RuleSetId } from '../../engine/rules/index.ts';
import { setPageLang } from '../../i18n/ambient.ts';
import { registerGerman } from '../../i18n/de-all.ts';
import { casesPresent, dealArb, rubberCases } from './fixtures.ts';
import { addDeal, firstDealAfterEnd, newRubber, scoreOf, withSettings, type ScorerRubber } from './model.ts';
import { dealForListing, rubberFromPbn, rubberToPbn } from './model-pbn.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'scorer-pbn-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const inCI = process.env.CI === 'true';

if (!casesPresent && !inCI) console.warn('\n!!! SKIPPING the scorer against the public rubber cases: ../shared/rules/cases is missing.\n');

interface CliRubber {
  readonly totals: { readonly NS: number; readonly EW: number };
  readonly finished: boolean;
}

/** Scores files with the checker, as `npm run hand -- score --rubber --json FILE...` does. */
const checker = (files: readonly string[]): Map<string, { rubber: Record<string, CliRubber>; errors: string[] }> => {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/hand.ts', 'score', '--rubber', '--json', ...files], {
    encoding: 'utf8',
    maxBuffer: 64 << 20,
  });
  const out = JSON.parse(run.stdout) as {
    version: number;
    files: { file: string; rubber: Record<string, CliRubber>; boards: { errors: string[] }[] }[];
  };
  expect(out.version).toBe(1);
  return new Map(out.files.map((f) => [f.file, { rubber: f.rubber, errors: f.boards.flatMap((b) => b.errors) }]));
};

const scorerTotals = (r: ScorerRubber) => {
  const l = scoreOf(r).ledger!;
  return { NS: l.totals['NS']?.total ?? 0, EW: l.totals['EW']?.total ?? 0 };
};

/** Writes each rubber's PBN, scores all with the checker at once, and compares the totals. */
const compareWithChecker = (rubbers: readonly ScorerRubber[], tag: string): void => {
  const files = rubbers.map((r, i) => {
    const pbn = rubberToPbn(r);
    if (!pbn.ok) throw new Error(pbn.error);
    const file = path.join(dir, `${tag}-${i}.pbn`);
    writeFileSync(file, pbn.value);
    return file;
  });
  const cli = checker(files);
  rubbers.forEach((r, i) => {
    const got = cli.get(files[i]!)!;
    expect({ rubber: i, errors: got.errors }).toEqual({ rubber: i, errors: [] });
    expect({ rubber: i, ...got.rubber[r.rules]!.totals }).toEqual({ rubber: i, ...scorerTotals(r) });
    // And back: the file read by the scorer scores the same.
    const back = rubberFromPbn(readFileSync(files[i]!, 'utf8'), { id: 'x', now: r.created });
    expect(back.ok && scorerTotals(back.value)).toEqual(scorerTotals(r));
  });
};

describe('PBN export, scored by npm run hand -- score --rubber --json', () => {
  const cases = rubberCases().filter((c) => !c.rubber.stopped);
  test.runIf(casesPresent || inCI)('the public rubber cases: the checker’s totals are the scorer’s and the cases’', () => {
    expect(cases.length).toBeGreaterThanOrEqual(3);
    for (const c of cases) expect({ id: c.id, ...scorerTotals(c.rubber) }).toEqual({ id: c.id, ...c.totals });
    compareWithChecker(
      cases.map((c) => c.rubber),
      'case',
    );
  });

  test('random rubbers under every code (fast-check): the same totals', () => {
    const codes: RuleSetId[] = [
      'whist-club-1926',
      'whist-club-1915',
      'royal-auction-1912',
      'bridge-count-1908',
      'seed-000',
      'contract-rubber',
    ];
    const arb = fc.constantFrom(...codes).chain((rules) =>
      fc.array(dealArb(RULE_SETS[rules].auction.strains), { minLength: 1, maxLength: 12 }).map((deals) => {
        let r = withSettings(newRubber({ id: 'p', now: '2026-12-01T20:00:00.000Z' }), { rules });
        for (const d of deals) r = addDeal(r, d);
        const end = firstDealAfterEnd(r);
        return end === null ? r : { ...r, deals: r.deals.slice(0, end) };
      }),
    );
    const rubbers = fc.sample(arb, { numRuns: 40, seed: 1926 });
    expect(new Set(rubbers.map((r) => r.rules)).size).toBe(codes.length);
    compareWithChecker(rubbers, 'random');
  });
});

describe('the deal written for the honours', () => {
  test('holds the honours where listed, a trump in every hand but the void one, 13 cards each', () => {
    const d = dealForListing({ declarer: ['A', 'K'], dummy: ['Q'], lho: ['J', 'T'], rho: [], voids: ['rho'] }, 'H', 'S');
    expect(d.ok).toBe(true);
    if (!d.ok) return;
    expect(d.value.S).toEqual(expect.arrayContaining(['HA', 'HK']));
    expect(d.value.N).toContain('HQ');
    expect(d.value.W).toEqual(expect.arrayContaining(['HJ', 'HT']));
    expect(d.value.E!.some((c) => c[0] === 'H')).toBe(false);
    for (const s of ['N', 'E', 'S', 'W'] as const) expect(d.value[s]).toHaveLength(13);
  });

  test('a listing the engine refuses gives its message', () => {
    expect(dealForListing({ declarer: ['A'], dummy: [], lho: [], rho: [], voids: ['declarer'] }, 'H', 'S')).toMatchObject({ ok: false });
  });

  test('three-handed rubbers have no PBN form', () => {
    const r = withSettings(newRubber({ id: 't', now: 'n' }), { options: { threeHanded: true } });
    expect(rubberToPbn(r)).toMatchObject({ ok: false });
  });

  test('a file that is not a rubber says why', () => {
    expect(rubberFromPbn('[Event "x"]', { id: 'x', now: 'n' })).toMatchObject({ ok: false });
    expect(rubberFromPbn('', { id: 'x', now: 'n' })).toMatchObject({ ok: false, error: 'This PBN file has no board.' });
    expect(rubberFromPbn('nothing here', { id: 'x', now: 'n' })).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^This PBN file cannot be read: line 1: /),
    });
  });

  test('on a German page the problems are German; the English page is unchanged', () => {
    const r = addDeal(newRubber({ id: 't', now: '2026-12-01T20:00:00.000Z' }), {
      by: 'NS',
      contract: { level: 2, strain: 'H', doubled: 0 },
      tricks: 8,
      honours: { kind: 'none' },
    });
    const pbn = rubberToPbn(r);
    if (!pbn.ok) throw new Error(pbn.error);
    const noResult = pbn.value.replace(/\[Result[^\n]*\n/, '');
    const duplicate = pbn.value.replace(/\[RuleSet "[^"]*"\]/, '[RuleSet "contract-duplicate"]');
    const three = withSettings(newRubber({ id: 't', now: 'n' }), { options: { threeHanded: true } });
    const allVoid = { declarer: [], dummy: [], lho: [], rho: [], voids: ['declarer', 'dummy', 'lho', 'rho'] } as const;
    const read = (text: string) => rubberFromPbn(text, { id: 'x', now: 'n' });
    const problems = () =>
      [read(''), read('nothing here'), read(noResult), read(duplicate), rubberToPbn(three), dealForListing(allVoid, 'H', 'S')].map((x) =>
        x.ok ? '' : x.error,
      );
    registerGerman();
    setPageLang('de');
    let german: string[];
    try {
      german = problems();
    } finally {
      setPageLang('en');
    }
    expect(german[0]).toBe('Diese PBN-Datei enthält kein Board.');
    expect(german[1]).toMatch(/^Diese PBN-Datei lässt sich nicht lesen: Zeile 1: /);
    expect(german.slice(2)).toEqual([
      'Board 1: Es hat keinen Kontrakt.',
      'Diese PBN-Datei wird nach contract-duplicate gewertet, und dort gibt es keine Robber: Der Punktezähler liest die Auction-Regeln und contract-rubber.',
      'Einen Robber zu dritt kann PBN nicht darstellen (PBN kennt vier Spieler): Exportieren Sie ihn als JSON.',
      'Keine Hand kann HA aufnehmen.',
    ]);
    expect(problems().slice(2)).toEqual([
      'Board 1: It has no contract.',
      'This PBN file is scored under contract-duplicate, which has no rubbers: the scorer reads auction codes and contract-rubber.',
      'A three-handed rubber has no PBN form (PBN seats four players): export it as JSON.',
      'There is no hand to hold HA.',
    ]);
  });
});
