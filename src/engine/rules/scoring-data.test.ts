/**
 * The scoring figures the rule sets carry: each one is cited, the Contract and option figures
 * agree with the documents they cite (contract-scoring.md §2–3, auction-laws.md §6.7, §8), and
 * the scorers read them from the rule set they are given rather than from constants.
 *
 * The document checks read ../shared/rules, outside the repository: as in cases.test.ts they
 * fail under CI=true when it is missing and are skipped, loudly, elsewhere.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { unwrap } from '../result.ts';
import { scoreRubber } from '../rubber.ts';
import { scoreDeal, type DealScore, type ScoreEntry } from '../score/index.ts';
import type { Contract, Doubling, Level, Strain } from '../types.ts';
import { RULE_SET_IDS, RULE_SETS, withOptions, type RuleSet } from './index.ts';

const SHARED_RULES = fileURLToPath(new URL('../../../../shared/rules/', import.meta.url));
const CONTRACT_MD = `${SHARED_RULES}contract-scoring.md`;
const AUCTION_MD = `${SHARED_RULES}auction-laws.md`;
const present = existsSync(CONTRACT_MD) && existsSync(AUCTION_MD);
const inCI = process.env.CI === 'true';
if (!present && !inCI) console.warn(`\n!!! SKIPPING the scoring-data document checks: ${SHARED_RULES} is missing.\n`);
const docSuite = present ? describe : describe.skip;
const read = (file: string): string => (present ? readFileSync(file, 'utf8') : '');

describe('the rules documents are present', () => {
  it.runIf(inCI)('finds ../shared/rules (required under CI=true)', () => {
    expect(present).toBe(true);
  });
});

/** Whether a value holds a number anywhere inside it. */
const hasNumber = (v: unknown): boolean =>
  typeof v === 'number' || (typeof v === 'object' && v !== null && Object.values(v).some(hasNumber));

/** Whether a value is an object that carries its own citation. */
const selfCited = (v: unknown): boolean =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as { source?: unknown }).source === 'string' &&
  (v as { source: string }).source.length > 0;

/** Every nested object of a self-cited figure that holds numbers must cite itself too. */
const uncitedInside = (v: unknown, path: string): string[] => {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return [];
  return Object.entries(v).flatMap(([k, inner]) =>
    typeof inner === 'object' && inner !== null && !Array.isArray(inner) && hasNumber(inner) && !selfCited(inner)
      ? [`${path}.${k}`]
      : uncitedInside(inner, `${path}.${k}`),
  );
};

/** The numeric scoring parameters of a rule set that nothing cites (citations, provenance or their own `source`). */
const uncited = (rs: RuleSet): string[] => {
  const params: [string, unknown][] = [...Object.entries(rs.scoring), ['trickValues', rs.auction.trickValues]];
  return params
    .filter(([, v]) => hasNumber(v))
    .flatMap(([key, v]) => {
      if (selfCited(v)) return uncitedInside(v, key);
      if (typeof v === 'object' && v !== null && !Array.isArray(v) && Object.values(v).some(selfCited)) return uncitedInside(v, key);
      const citation = rs.citations[key] ?? rs.provenance[key]?.source;
      return citation !== undefined && citation.length > 0 ? [] : [key];
    });
};

describe('every numeric scoring parameter of every rule set is cited', () => {
  it.each(RULE_SET_IDS)('%s', (id) => {
    expect(uncited(RULE_SETS[id])).toEqual([]);
  });
  it('the check finds a missing citation and an uncited option figure', () => {
    const rs = RULE_SETS['whist-club-1926'];
    const { gameTarget: _dropped, ...citations } = rs.citations;
    expect(uncited({ ...rs, citations })).toEqual(['gameTarget']);
    const threeHanded = rs.scoring.kind === 'auction' ? rs.scoring.threeHanded : undefined;
    const bare = { ...rs, scoring: { ...rs.scoring, threeHanded: { ...threeHanded, gamePremium: { points: 125 } } } } as unknown as RuleSet;
    expect(uncited(bare)).toEqual(['threeHanded.gamePremium']);
  });
});

/** The numbers of a markdown table row whose first cell starts with `label`. */
const rowNumbers = (md: string, label: string): number[] => {
  const line = md.split('\n').find((l) => l.startsWith(`| ${label}`));
  if (line === undefined) throw new Error(`no row "${label}"`);
  return line
    .split('|')
    .slice(2)
    .map((cell) => cell.replace(/\*/g, '').trim())
    .filter((cell) => cell !== '')
    .map(Number)
    .filter((n) => !Number.isNaN(n));
};

docSuite('Contract figures against contract-scoring.md (WBF Law 77, §2; rubber, §3)', () => {
  const md = read(CONTRACT_MD);
  const dup = RULE_SETS['contract-duplicate'].scoring;
  const rub = RULE_SETS['contract-rubber'].scoring;
  if (dup.kind !== 'contract' || rub.kind !== 'contract') throw new Error('contract rule sets expected');

  it('doubled and redoubled overtricks: 100 / 200 and 200 / 400 (§2 premiums, §5.3)', () => {
    expect(dup.doubledOvertrick[0]).toEqual(rowNumbers(md, 'Each doubled overtrick'));
    expect(dup.doubledOvertrick[1]).toEqual(rowNumbers(md, 'Each redoubled overtrick'));
  });
  it('game, part-score, slams and the insult (§2 premiums)', () => {
    expect(dup.perDealPremiums?.game).toEqual(rowNumbers(md, 'Game'));
    expect([dup.perDealPremiums?.partScore, dup.perDealPremiums?.partScore]).toEqual(rowNumbers(md, 'Partscore'));
    expect(dup.slamBonus.little).toEqual(rowNumbers(md, 'Small slam'));
    expect(dup.slamBonus.grand).toEqual(rowNumbers(md, 'Grand slam'));
    expect([dup.insult[1], dup.insult[1]]).toEqual(rowNumbers(md, 'Making a doubled contract'));
    expect([dup.insult[2], dup.insult[2]]).toEqual(rowNumbers(md, 'Making a redoubled contract'));
  });
  it('undertricks: the six schedules of the §2 table, column by column', () => {
    const rows = ['1st', '2nd and 3rd', '4th and later'].map((label) => rowNumbers(md, label));
    // Columns: undoubled NV, V; doubled NV, V; redoubled NV, V.
    const column = (i: number): number[] => rows.map((r) => r[i]!);
    expect(dup.undertrick.flatMap((byVul) => byVul.map((steps) => [...steps]))).toEqual([0, 1, 2, 3, 4, 5].map(column));
  });
  it('trick values: minors 20, majors 30, no-trump 40 then 30 (§2 trick score)', () => {
    expect(md).toContain('Clubs and diamonds score 20 a trick; hearts and spades 30.');
    expect(md).toContain('No-trump scores 40 for the first trick and 30 for each later trick.');
    expect([dup.trickValues.C, dup.trickValues.D, dup.trickValues.H, dup.trickValues.S, dup.ntFirstTrick, dup.trickValues.NT]).toEqual([
      20, 20, 30, 30, 40, 30,
    ]);
    expect(md).toMatch(new RegExp(`A trick score of ${dup.gameTarget} or more on one board is a \\*\\*game\\*\\*`));
  });
  it('rubber only: honours 100 / 150 / 150 and the rubber bonus 700 / 500 (§3)', () => {
    expect(md).toMatch(new RegExp(`in \\*\\*one hand\\*\\* score ${rub.honours?.fourInOneHand}\\.`));
    expect(md).toContain(`All five trump honours in one hand score ${rub.honours?.fiveInOneHand}.`);
    expect(md).toContain(`all four aces in one hand score ${rub.honours?.fourAcesInOneHand}.`);
    expect(md).toMatch(
      new RegExp(
        `scores \\*\\*${rub.rubberBonuses?.twoNil}\\*\\* if the other\\s+side won no game, or \\*\\*${rub.rubberBonuses?.twoOne}\\*\\* if it won one`,
      ),
    );
    expect([rub.perDealPremiums, dup.honours, dup.rubberBonuses]).toEqual([null, null, null]);
  });
});

docSuite('auction option figures against auction-laws.md (§6.7, §8.1, §8.3)', () => {
  const md = read(AUCTION_MD);
  const threeHand = md.slice(md.indexOf('### 8.1'), md.indexOf('### 8.2'));
  const auctionSets = RULE_SET_IDS.map((id) => RULE_SETS[id]).filter((rs) => rs.scoring.kind === 'auction');
  it.each(auctionSets.map((rs) => [rs.id, rs] as const))(
    '%s: three-handed honours, game premium; duplicate premium; 125 a game',
    (_id, rs) => {
      if (rs.scoring.kind !== 'auction') throw new Error('auction rule set expected');
      const t = rs.scoring.threeHanded;
      // §8.1 table: 1, 2, 3 honours so many tricks, 4 = 8 tricks, 5 = 10 tricks.
      const tricks = [...threeHand.matchAll(/^\s*\| ([1-5]) \| (\d+) tricks? \|/gm)].map((m) => Number(m[2]));
      expect(tricks).toHaveLength(5);
      expect(t.honours.tricksByCount.slice(1)).toEqual(tricks);
      expect(rowNumbers(threeHand.replace(/^\s+/gm, ''), 'Each ace at no-trump')).toEqual([t.honours.acePoints]);
      expect(rowNumbers(threeHand.replace(/^\s+/gm, ''), 'Four aces in one hand')).toEqual([t.honours.fourAcesInOneHand]);
      expect(md).toContain(`**${t.gamePremium.points}** for winning a game`);
      expect(md).toMatch(new RegExp(`adds\\s+\\*\\*${rs.scoring.duplicatePremium.points}\\*\\* in its honour column`));
      expect(md).toContain(`**${rs.scoring.unfinishedPerGame.points} per game won**`);
      expect(rs.scoring.nullos.trickValue).toBe(10); // §8.2: "10 per odd trick lost"
      expect(md).toContain('**10 per odd trick lost**');
    },
  );
  it('three-handed honours count in tricks where the honour table does (Scale A), else at 10 [inferred]', () => {
    for (const rs of auctionSets) {
      if (rs.scoring.kind !== 'auction') continue;
      expect([rs.id, rs.scoring.threeHanded.honours.unit]).toEqual([rs.id, rs.scoring.honourScale === 'trickMultiple' ? 'trickValue' : 10]);
    }
  });
});

docSuite('honour tables against auction-laws.md §6.5 (Scale A, Scale B)', () => {
  const md = read(AUCTION_MD);
  /** The first number of each data row of the table that follows `heading`, in order. */
  const firstColumn = (heading: string): number[] => {
    const part = md.slice(md.indexOf(heading));
    const table = part.slice(part.indexOf('\n|'), part.indexOf('\n\n', part.indexOf('\n|')));
    return table
      .split('\n')
      .filter((l) => /^\| [345] /.test(l))
      .map((l) =>
        parseInt(
          l
            .split('|')
            .slice(2)
            .find((cell) => cell.trim() !== '') ?? '',
          10,
        ),
      );
  };
  const figures = (rs: RuleSet): number[] => {
    if (rs.scoring.kind !== 'auction') throw new Error('auction rule set expected');
    const v = rs.scoring.honourValues;
    return [v.simple, v.fourDivided, v.fiveDivided, v.fourInOneHand, v.fourInOneHandFifthWithPartner, v.fiveInOneHand];
  };
  it.each(RULE_SET_IDS.filter((id) => RULE_SETS[id].scoring.kind === 'auction'))('%s: the figures of its scale', (id) => {
    const rs = RULE_SETS[id];
    if (rs.scoring.kind !== 'auction') throw new Error('auction rule set expected');
    const heading = rs.scoring.honourValues.unit === 'trickValue' ? '**Scale A' : '**Scale B';
    expect(firstColumn(heading)).toHaveLength(6);
    expect(figures(rs)).toEqual(firstColumn(heading));
    expect(rs.scoring.honourScale === 'trickMultiple').toBe(rs.scoring.honourValues.unit === 'trickValue');
  });
});

// ---------------------------------------------------------------------------------------------
// The scorers read the figures from the rule set they are given: change one, the score changes.

const c = (level: number, strain: Strain, doubled = 0): Contract => ({
  level: level as Level,
  strain,
  doubled: doubled as Doubling,
  declarer: 'S',
});
const NONE = { declarer: [], dummy: [], lho: [], rho: [] };
const points = (s: DealScore, reason: ScoreEntry['reason']): number[] => s.entries.filter((e) => e.reason === reason).map((e) => e.points);
/** A rule set with some scoring figures replaced. */
const tweak = (rs: RuleSet, scoring: Record<string, unknown>): RuleSet => ({
  ...rs,
  scoring: { ...rs.scoring, ...scoring } as RuleSet['scoring'],
});

describe('the scorers read the figures from the rule set', () => {
  const dup = RULE_SETS['contract-duplicate'];
  const rub = RULE_SETS['contract-rubber'];
  const wc26 = RULE_SETS['whist-club-1926'];

  it('contract: per-deal premiums come from perDealPremiums (none when null)', () => {
    expect(points(unwrap(scoreDeal(dup, { contract: c(1, 'C'), tricks: 7 })), 'part-score-premium')).toEqual([50]);
    expect(
      points(
        unwrap(scoreDeal(tweak(dup, { perDealPremiums: { game: [300, 500], partScore: 60 } }), { contract: c(1, 'C'), tricks: 7 })),
        'part-score-premium',
      ),
    ).toEqual([60]);
    expect(unwrap(scoreDeal(tweak(dup, { perDealPremiums: null }), { contract: c(3, 'NT'), tricks: 9 })).totals.NS?.total).toBe(100);
  });
  it('contract: doubled overtricks, trick values and undertricks come from the rule set', () => {
    const doubledOvertrick = [
      [110, 220],
      [200, 400],
    ];
    expect(points(unwrap(scoreDeal(tweak(dup, { doubledOvertrick }), { contract: c(1, 'C', 1), tricks: 9 })), 'overtricks')).toEqual([220]);
    const trickValues = { C: 25, D: 20, H: 30, S: 30, NT: 30 };
    expect(points(unwrap(scoreDeal(tweak(dup, { trickValues }), { contract: c(2, 'C'), tricks: 8 })), 'trick-points')).toEqual([50]);
    const undertrick = [
      [
        [60, 60, 60],
        [100, 100, 100],
      ],
      [
        [100, 200, 300],
        [200, 300, 300],
      ],
      [
        [200, 400, 600],
        [400, 600, 600],
      ],
    ];
    expect(points(unwrap(scoreDeal(tweak(dup, { undertrick }), { contract: c(4, 'S'), tricks: 8 })), 'undertricks')).toEqual([120]);
  });
  it('contract rubber: honours from scoring.honours (none when null)', () => {
    const honours = { declarer: ['A', 'K', 'Q', 'J'], dummy: [], lho: [], rho: ['T'] };
    expect(points(unwrap(scoreDeal(rub, { contract: c(2, 'H'), tricks: 8, honours })), 'honours')).toEqual([100]);
    expect(points(unwrap(scoreDeal(tweak(rub, { honours: null }), { contract: c(2, 'H'), tricks: 8, honours })), 'honours')).toEqual([]);
  });
  it('contract rubber: the rubber bonus from rubberBonuses; none and no rubber when null', () => {
    const deals = [
      { contract: c(4, 'S'), tricks: 10, honours: NONE },
      { contract: c(4, 'S'), tricks: 10, honours: NONE },
    ];
    const bonus = (rs: RuleSet): number[] =>
      unwrap(scoreRubber(rs, deals))
        .entries.filter((e) => e.reason === 'rubber-bonus')
        .map((e) => e.points);
    expect(bonus(rub)).toEqual([700]);
    expect(bonus(tweak(rub, { rubberBonuses: { twoNil: 800, twoOne: 600, source: 'test' } }))).toEqual([800]);
    const r = scoreRubber(tweak(rub, { rubberBonuses: null }), deals);
    expect(r.ok ? '' : r.error.code).toBe('RUBBER_NO_RUBBERS');
  });
  it('auction: the duplicate premium and the three-handed game premium come from the rule set', () => {
    const duplicate = withOptions(tweak(wc26, { duplicatePremium: { points: 100, source: 'test' } }), { duplicate: true });
    expect(points(unwrap(scoreDeal(duplicate, { contract: c(4, 'S'), tricks: 10, honours: NONE })), 'duplicate-premium')).toEqual([100]);
    const three = withOptions(
      tweak(wc26, {
        threeHanded: { ...(wc26.scoring.kind === 'auction' ? wc26.scoring.threeHanded : {}), gamePremium: { points: 150, source: 'test' } },
      }),
      { threeHanded: true },
    );
    const seating = { declarer: 'A', lho: 'B', rho: 'C' };
    expect(
      points(unwrap(scoreDeal(three, { contract: c(4, 'S'), tricks: 10, honours: NONE, threeHanded: seating })), 'game-premium'),
    ).toEqual([150]);
  });
  it('auction: nullos score scoring.nullos.trickValue a trick lost, and slams only where nullos.slams says', () => {
    const nulloRules = (nullos: Record<string, unknown>): RuleSet =>
      withOptions(tweak(wc26, { nullos: { ...(wc26.scoring.kind === 'auction' ? wc26.scoring.nullos : {}), ...nullos } }), {
        nullos: true,
      });
    expect(points(unwrap(scoreDeal(nulloRules({ trickValue: 12 }), { contract: c(2, 'NL'), tricks: 5 })), 'trick-points')).toEqual([24]);
    expect(points(unwrap(scoreDeal(nulloRules({}), { contract: c(7, 'NL'), tricks: 0 })), 'grand-slam')).toEqual([]);
    // With slams on, the side that takes all thirteen tricks (here the defenders) scores the grand slam.
    expect(points(unwrap(scoreDeal(nulloRules({ slams: true }), { contract: c(7, 'NL'), tricks: 0 })), 'grand-slam')).toEqual([100]);
  });
  it('auction: honours and chicane come from honourValues', () => {
    const honours = { declarer: ['A', 'K', 'Q'], dummy: [], lho: ['J', 'T'], rho: [], voids: ['rho' as const] };
    const royal = RULE_SETS['royal-auction-1912'];
    const at = (rs: RuleSet): number[] => [
      ...points(unwrap(scoreDeal(rs, { contract: c(1, 'H'), tricks: 7, honours })), 'honours'),
      ...points(unwrap(scoreDeal(rs, { contract: c(1, 'H'), tricks: 7, honours })), 'chicane'),
    ];
    expect(at(royal)).toEqual([16, -16]); // simple honours 2 tricks × 8; the opponents' chicane deducted (law 9)
    const values = royal.scoring.kind === 'auction' ? royal.scoring.honourValues : undefined;
    expect(at(tweak(royal, { honourValues: { ...values, simple: 3 } }))).toEqual([24, -24]);
    expect(at(tweak(royal, { honourValues: { ...values, unit: 'points', simple: 30 } }))).toEqual([30, -30]);
  });
  it("auction: three-handed honours count at the rule set's unit", () => {
    const seating = { declarer: 'A', lho: 'B', rho: 'C' };
    const honours = { declarer: ['A', 'K'], dummy: [], lho: ['Q'], rho: ['J', 'T'] };
    const at = (rs: RuleSet): number[] =>
      points(
        unwrap(scoreDeal(withOptions(rs, { threeHanded: true }), { contract: c(1, 'H'), tricks: 7, honours, threeHanded: seating })),
        'honours',
      );
    expect(at(wc26)).toEqual([20, 10, 20]);
    const threeHanded = wc26.scoring.kind === 'auction' ? wc26.scoring.threeHanded : undefined;
    expect(at(tweak(wc26, { threeHanded: { ...threeHanded, honours: { ...threeHanded?.honours, unit: 'trickValue' } } }))).toEqual([
      16, 8, 16,
    ]);
  });
});
