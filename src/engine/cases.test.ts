/**
 * The public rule cases of ../shared/rules/cases (auction-public.json, contract-rubber-public.json)
 * and the 43 hand-checked duplicate rows of contract-scoring.md §4, run through the engine.
 *
 * ../shared lives outside the repository: when it is missing these tests fail under CI=true and
 * are skipped, loudly, on a developer's machine (ARCHITECTURE.md "Tests").
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { getRuleSet, withOptions } from './rules/index.ts';
import type { RuleSet } from './rules/types.ts';
import { scoreRubber, type RubberDealInput, type RubberLedger } from './rubber.ts';
import { scoreDeal, type DealScore, type HonourListing, type Position, type ScoreEntry } from './score/index.ts';
import type { Contract, Doubling, Level, Seat, Side, Strain } from './types.ts';
import { unwrap } from './result.ts';

const SHARED_RULES = fileURLToPath(new URL('../../../shared/rules/', import.meta.url));
const AUCTION_FILE = `${SHARED_RULES}cases/auction-public.json`;
const CONTRACT_FILE = `${SHARED_RULES}cases/contract-rubber-public.json`;
const CONTRACT_MD = `${SHARED_RULES}contract-scoring.md`;
const present = [AUCTION_FILE, CONTRACT_FILE, CONTRACT_MD].every((f) => existsSync(f));
const inCI = process.env.CI === 'true';

if (!present && !inCI) {
  console.warn(
    `\n!!! SKIPPING the rule cases: ${SHARED_RULES} is missing (../shared is not checked out).\n!!! These tests FAIL under CI=true.\n`,
  );
}

describe('shared rule cases are present', () => {
  it.runIf(inCI)('finds ../shared/rules (required under CI=true)', () => {
    expect(present, `missing ${SHARED_RULES}: the rule cases cannot run`).toBe(true);
  });
});

const suite = present ? describe : describe.skip;
const readJson = (file: string): any => (present ? JSON.parse(readFileSync(file, 'utf8')) : {});

// ---------------------------------------------------------------------------------------------
// Auction cases

interface CaseContract {
  level: number;
  strain: string;
  doubled: number;
  spadeVariant?: 'royal' | 'plain';
  dealersOriginalOneSpade?: boolean;
}

const auction = readJson(AUCTION_FILE);

/** Maps a case file rule-set key to the site's rule set through its `siteId`. */
const ruleSetFor = (key: string): RuleSet => {
  const siteId: string | undefined = auction.rulesets?.[key]?.siteId;
  const rules = siteId === undefined ? undefined : getRuleSet(siteId);
  if (rules === undefined) throw new Error(`case rule set ${key} has no known siteId`);
  return rules;
};

/** The engine's strain: royal spades are `R`; the case files write nullos `NULLO`. */
const strainOf = (c: CaseContract): Strain =>
  c.strain === 'NULLO' ? 'NL' : c.strain === 'S' && c.spadeVariant === 'royal' ? 'R' : (c.strain as Strain);

const seatOfSide = (side: Side): Seat => (side === 'NS' ? 'N' : 'E');

const contractOf = (c: CaseContract, declarer: Seat): Contract => ({
  level: c.level as Level,
  strain: strainOf(c),
  doubled: c.doubled as Doubling,
  declarer,
});

/** The case files say which hand is void of trumps only in the honours text. */
const VOID_WORDS: [RegExp, Position][] = [
  [/DECLARER VOID/, 'declarer'],
  [/DUMMY VOID/, 'dummy'],
  [/LEFT DEFENDER VOID/, 'lho'],
  [/RIGHT DEFENDER VOID/, 'rho'],
];

const listingOf = (h: any): HonourListing => {
  const voids = VOID_WORDS.filter(([re]) => re.test(h?.text ?? '')).map(([, p]) => p);
  return { declarer: h?.declarer ?? [], dummy: h?.dummy ?? [], lho: h?.lho ?? [], rho: h?.rho ?? [], voids };
};

const sum = (entries: readonly ScoreEntry[], party: string, reasons: readonly string[]): number =>
  entries.filter((e) => (e.side ?? e.player) === party && reasons.includes(e.reason)).reduce((n, e) => n + e.points, 0);

/** What each breakdown key of the case file adds up, as (party role, reason codes). */
const BREAKDOWN: Record<string, ['declarer' | 'defenders', string[]]> = {
  tricks: ['declarer', ['trick-points']],
  doubleBonus: ['declarer', ['double-bonus']],
  penalty: ['defenders', ['undertricks']],
  honoursDeclarerSide: ['declarer', ['honours']],
  honoursDefenders: ['defenders', ['honours']],
  slamDeclarerSide: ['declarer', ['little-slam', 'grand-slam']],
  slamDefenders: ['defenders', ['little-slam', 'grand-slam']],
  chicaneDeclarerSide: ['declarer', ['chicane']],
  chicaneDeductedFromDeclarerSide: ['declarer', ['chicane']],
};

suite('auction-public.json: single deals', () => {
  const cases: any[] = auction.cases ?? [];
  it('has cases', () => expect(cases.length).toBeGreaterThan(10));
  it.each(cases.map((c) => [c.id, c]))('%s', (_id, c: any) => {
    const rules = ruleSetFor(c.ruleset);
    const declarerSide: Side = c.declarerSide;
    const defenders: Side = declarerSide === 'NS' ? 'EW' : 'NS';
    const contract = contractOf(c.contract, seatOfSide(declarerSide));
    const score = unwrap(
      scoreDeal(rules, {
        contract,
        tricks: c.tricksWon,
        honours: listingOf(c.honours),
        ...(c.contract.dealersOriginalOneSpade ? { dealersOriginalOneSpade: true } : {}),
      }),
    );
    expect({
      declarerBelow: score.totals[declarerSide]?.below,
      declarerAbove: score.totals[declarerSide]?.above,
      defendersBelow: score.totals[defenders]?.below,
      defendersAbove: score.totals[defenders]?.above,
    }).toEqual(c.expected);
    for (const [key, value] of Object.entries(c.breakdown ?? {})) {
      const spec = BREAKDOWN[key];
      expect(spec, `unknown breakdown key ${key}`).toBeDefined();
      if (!spec) continue;
      const party = spec[0] === 'declarer' ? declarerSide : defenders;
      expect(sum(score.entries, party, spec[1]), `${c.id} breakdown ${key}`).toBe(value);
    }
  });
});

suite('auction-public.json: rubbers', () => {
  const rubbers: any[] = auction.rubberCases ?? [];
  it('has rub-01 (Work 1913, 13 deals)', () => {
    expect(rubbers.find((r) => r.id.startsWith('rub-01'))?.hands.length).toBe(13);
  });
  for (const r of rubbers) {
    describe(r.id, () => {
      const rules = ruleSetFor(r.ruleset);
      const deals: RubberDealInput[] = r.hands.map((h: any) => ({
        contract: contractOf(h.contract, seatOfSide(h.declarerSide)),
        tricks: h.tricksWon,
        honours: listingOf(h.honours),
      }));
      const ledger = unwrap(scoreRubber(rules, deals));
      it.each((r.hands as any[]).map((h, i): [number, any, number] => [h.hand, h, i]))('deal %i', (_n, h, i) => {
        const d = ledger.deals[i]!;
        for (const side of ['NS', 'EW'] as const) {
          expect({ side, below: d.score.totals[side]?.below, above: d.score.totals[side]?.above }).toEqual({ side, ...h.expected[side] });
        }
        expect(d.game).toBe(h.gameNumber);
        expect(d.belowInGame).toEqual(h.belowLineTowardCurrentGameAfterHand);
        expect(d.gameWonBy).toBe(h.gameWonBy ?? null);
        expect(d.rubberWonBy).toBe(h.rubberWonBy ?? null);
        const bonus = ledger.entries.filter((e) => e.deal === i && e.reason === 'rubber-bonus');
        expect(bonus.map((e) => ({ side: e.side, points: e.points }))).toEqual(h.rubberBonus ? [h.rubberBonus] : []);
      });
      it('totals, games, winner and difference', () => {
        expect(ledger.gamesWon).toEqual(r.expected.gamesWon);
        expect(ledger.rubberWinner).toBe(r.expected.rubberWinner);
        expect(ledger.finished).toBe(true);
        expect({ NS: ledger.totals.NS?.total, EW: ledger.totals.EW?.total }).toEqual(r.expected.finalTotals);
        expect({ favouring: ledger.leader, points: ledger.margin }).toEqual(r.expected.pointsDifference);
        expect(ledger.entries.filter((e) => e.reason === 'rubber-bonus').map((e) => e.points)).toEqual([r.expected.rubberBonus]);
      });
    });
  }
});

suite('auction-public.json: variants', () => {
  // The variant rule sets are options on the royal count of 1912–14: the three-hand laws are
  // those printed with the 1913 code, nullos were played 1913–20 (auction-laws.md §8.1–8.2).
  const royal = (key: string): RuleSet => {
    const base = getRuleSet('royal-auction-1912')!;
    if (key === 'THREEHAND1913') return withOptions(base, { threeHanded: true });
    if (key === 'NULLO-US-1914') return withOptions(base, { nullos: true });
    throw new Error(`unknown variant rule set ${key}`);
  };
  const threeHanded: any[] = auction.variantCases?.threeHanded ?? [];
  const nullo: any[] = auction.variantCases?.nullo ?? [];
  it('has both kinds', () => expect([threeHanded.length > 0, nullo.length > 0]).toEqual([true, true]));

  it.each(threeHanded.map((c) => [c.id, c]))('%s', (_id, c: any) => {
    const [a, b, cc] = c.players as [string, string, string];
    expect(c.declarer).toBe(a);
    const score = unwrap(
      scoreDeal(royal(c.ruleset), {
        contract: contractOf(c.contract, 'N'),
        tricks: c.tricksWon,
        threeHanded: { declarer: a, lho: b, rho: cc },
        honours: { declarer: c.honours[a] ?? [], dummy: c.honours.dummy ?? [], lho: c.honours[b] ?? [], rho: c.honours[cc] ?? [] },
      }),
    );
    const got = Object.fromEntries(c.players.map((p: string) => [p, { below: score.totals[p]?.below, above: score.totals[p]?.above }]));
    expect(got).toEqual(c.expected);
  });

  it.each(nullo.map((c) => [c.id, c]))('%s', (_id, c: any) => {
    const score = unwrap(scoreDeal(royal(c.ruleset), { contract: contractOf(c.contract, 'N'), tricks: c.tricksWon }));
    expect({
      declarerBelow: score.totals.NS?.below,
      declarerAbove: score.totals.NS?.above,
      defendersBelow: score.totals.EW?.below,
      defendersAbove: score.totals.EW?.above,
    }).toEqual(c.expected);
  });
});

// ---------------------------------------------------------------------------------------------
// Contract rubber cases

const contractCases = readJson(CONTRACT_FILE);
const contractRubber = getRuleSet('contract-rubber')!;
const SIDE: Record<string, Side> = { we: 'NS', they: 'EW' };
const WE: Record<Side, string> = { NS: 'we', EW: 'they' };

/** A contract that scores exactly this part-score undoubled, to rebuild a case's "before" state. */
const PART_SCORE_CONTRACT: Record<number, [Level, Strain]> = {
  20: [1, 'C'],
  30: [1, 'H'],
  40: [2, 'C'],
  60: [2, 'H'],
  70: [2, 'NT'],
  80: [4, 'C'],
  90: [3, 'H'],
};

/** Deals that bring a fresh rubber to a case's `before` state: games first, then part-scores. */
const prefixFor = (state: any): RubberDealInput[] => {
  const out: RubberDealInput[] = [];
  const games = { we: state.gamesWon.we as number, they: state.gamesWon.they as number };
  while (games.we + games.they > 0) {
    for (const who of ['we', 'they'] as const) {
      if (games[who] > 0) {
        games[who] -= 1;
        out.push({
          contract: { level: 4, strain: 'S', doubled: 0, declarer: seatOfSide(SIDE[who]!) },
          tricks: 10,
          honours: { declarer: [], dummy: [], lho: [], rho: [] },
        });
      }
    }
  }
  for (const who of ['we', 'they'] as const) {
    const p = state.partScore[who] as number;
    if (p === 0) continue;
    const spec = PART_SCORE_CONTRACT[p];
    if (spec === undefined) throw new Error(`no contract scores exactly ${p}`);
    out.push({
      contract: { level: spec[0], strain: spec[1], doubled: 0, declarer: seatOfSide(SIDE[who]!) },
      tricks: 6 + spec[0],
      honours: { declarer: [], dummy: [], lho: [], rho: [] },
    });
  }
  return out;
};

/** The case files name honour holdings; list them as cards per position. */
const contractListing = (deal: any): HonourListing => {
  const listing: Record<Position, string[]> = { declarer: [], dummy: [], lho: [], rho: [] };
  const declaring = deal.declarer as string;
  for (const h of deal.honours as { side: string; holding: string }[]) {
    const ours = h.side === declaring;
    const one: Position = ours ? 'declarer' : 'lho';
    const two: Position = ours ? 'dummy' : 'rho';
    switch (h.holding) {
      case 'four-trump-honours-one-hand':
        listing[one].push('A', 'K', 'Q', 'J');
        break;
      case 'five-trump-honours-one-hand':
        listing[one].push('A', 'K', 'Q', 'J', 'T');
        break;
      case 'four-aces-one-hand':
        listing[one].push('AS', 'AH', 'AD', 'AC');
        break;
      // Four aces in a suit contract: of them only the trump ace is an honour.
      case 'four-aces-one-hand-suit-contract':
        listing[one].push('A');
        break;
      case 'four-trump-honours-split-between-partners':
        listing[one].push('A', 'K');
        listing[two].push('Q', 'J');
        break;
      default:
        throw new Error(`unknown honour holding ${h.holding}`);
    }
  }
  return listing;
};

const contractDealInput = (deal: any): RubberDealInput => ({
  contract: { level: deal.level, strain: deal.strain, doubled: deal.doubled, declarer: seatOfSide(SIDE[deal.declarer]!) },
  tricks: deal.tricks,
  honours: contractListing(deal),
});

const ITEM: Record<string, string> = {
  overtricks: 'overtricks',
  insult: 'insult',
  'little-slam': 'slam',
  'grand-slam': 'slam',
  undertricks: 'undertricks',
  honours: 'honours',
  'rubber-bonus': 'rubber-bonus',
  'unfinished-game': 'unfinished-game',
  'unfinished-part-score': 'unfinished-partscore',
};

const weThey = (byParty: Readonly<Record<string, number | undefined>>): { we: number; they: number } => ({
  we: byParty.NS ?? 0,
  they: byParty.EW ?? 0,
});

const dealView = (ledger: RubberLedger, i: number) => {
  const mine = ledger.entries.filter((e) => e.deal === i);
  const line = (l: 'above' | 'below') =>
    weThey({
      NS: sum(
        mine.filter((e) => e.line === l),
        'NS',
        Object.keys(ITEM).concat('trick-points'),
      ),
      EW: sum(
        mine.filter((e) => e.line === l),
        'EW',
        Object.keys(ITEM).concat('trick-points'),
      ),
    });
  const d = ledger.deals[i]!;
  return {
    below: line('below'),
    above: line('above'),
    aboveItems: mine.filter((e) => e.line === 'above').map((e) => ({ side: WE[e.side!], item: ITEM[e.reason], points: e.points })),
    gameWonBy: d.gameWonBy === null ? null : WE[d.gameWonBy as Side],
    after: { gamesWon: weThey(gamesAfter(ledger, i)), partScore: weThey(d.partScoreAfter) },
    declarerVulnerable: d.score.outcome.vulnerable,
  };
};

const gamesAfter = (ledger: RubberLedger, i: number): Record<string, number> => {
  const won: Record<string, number> = { NS: 0, EW: 0 };
  for (const d of ledger.deals.slice(0, i + 1)) if (d.gameWonBy) won[d.gameWonBy] = (won[d.gameWonBy] ?? 0) + 1;
  return won;
};

const sortItems = (items: { side: string; item: string | undefined; points: number }[]) =>
  [...items].sort((a, b) => `${a.side}${a.item}${a.points}`.localeCompare(`${b.side}${b.item}${b.points}`));

/** The contract rule set with the older 50 part-score premium (contract-scoring.md §3, S3). */
const withPartScore50: RuleSet = {
  ...contractRubber,
  scoring: contractRubber.scoring.kind === 'contract' ? { ...contractRubber.scoring, unfinishedPartScore: 50 } : contractRubber.scoring,
};

suite('contract-rubber-public.json', () => {
  const cases: any[] = contractCases.cases ?? [];
  it('has every kind', () => expect(new Set(cases.map((c) => c.kind))).toEqual(new Set(['deal', 'settle-unfinished', 'rubber'])));

  it.each(cases.filter((c) => c.kind === 'deal').map((c) => [c.id, c]))('%s (deal)', (_id, c: any) => {
    const prefix = prefixFor(c.before);
    const ledger = unwrap(scoreRubber(contractRubber, [...prefix, contractDealInput(c.deal)]));
    const i = prefix.length;
    const got = dealView(ledger, i);
    const e = c.expected;
    expect(got.declarerVulnerable).toBe(e.declarerVulnerable);
    expect(got.below).toEqual(e.below);
    expect(got.above).toEqual(e.above);
    expect(sortItems(got.aboveItems)).toEqual(sortItems(e.aboveItems));
    expect(got.gameWonBy).toBe(e.gameWonBy);
    expect(ledger.finished).toBe(e.rubberOver);
    const bonus = ledger.entries.find((x) => x.reason === 'rubber-bonus');
    expect(bonus ? { side: WE[bonus.side!], points: bonus.points } : null).toEqual(e.rubberBonus);
    expect(got.after).toEqual(e.after);
  });

  it.each(cases.filter((c) => c.kind === 'settle-unfinished').map((c) => [c.id, c]))('%s (unfinished)', (_id, c: any) => {
    const settle = (rules: RuleSet) => {
      const ledger = unwrap(scoreRubber(rules, prefixFor(c.state), { stopped: true }));
      const mine = ledger.entries.filter((x) => x.deal === null);
      return weThey({
        NS: sum(mine, 'NS', ['unfinished-game', 'unfinished-part-score']),
        EW: sum(mine, 'EW', ['unfinished-game', 'unfinished-part-score']),
      });
    };
    expect(settle(contractRubber)).toEqual(c.expected.above);
    if (c.variant) expect(settle(withPartScore50)).toEqual(c.variant.above);
  });

  it.each(cases.filter((c) => c.kind === 'rubber').map((c) => [c.id, c]))('%s (rubber)', (_id, c: any) => {
    const run = (rules: RuleSet) =>
      unwrap(
        scoreRubber(
          rules,
          c.deals.map((d: any) => contractDealInput(d.deal)),
          { stopped: c.end === 'stopped' },
        ),
      );
    const ledger = run(contractRubber);
    expect(ledger.finished).toBe(c.end === 'complete');
    c.deals.forEach((d: any, i: number) => {
      const got = dealView(ledger, i);
      expect({
        deal: i + 1,
        below: got.below,
        above: got.above,
        declarerVulnerable: got.declarerVulnerable,
        gameWonBy: got.gameWonBy,
        after: got.after,
      }).toEqual({
        deal: i + 1,
        below: d.below,
        above: d.above,
        declarerVulnerable: d.declarerVulnerable,
        gameWonBy: d.gameWonBy,
        after: d.after,
      });
    });
    const view = (l: RubberLedger) => ({
      below: weThey({ NS: l.totals.NS?.below, EW: l.totals.EW?.below }),
      above: weThey({ NS: l.totals.NS?.above, EW: l.totals.EW?.above }),
      totals: weThey({ NS: l.totals.NS?.total, EW: l.totals.EW?.total }),
      winner: l.leader === null ? null : WE[l.leader as Side],
      margin: l.margin,
    });
    const bonus = ledger.entries.find((x) => x.reason === 'rubber-bonus');
    expect({ ...view(ledger), rubberBonus: bonus ? { side: WE[bonus.side!], points: bonus.points } : null }).toEqual(c.expected);
    if (c.variant) {
      const v = view(run(withPartScore50));
      expect({ above: v.above, totals: v.totals, winner: v.winner, margin: v.margin }).toEqual(c.variant.expected);
    }
  });
});

// ---------------------------------------------------------------------------------------------
// Contract duplicate: the 43 hand-checked rows of contract-scoring.md §4

const SUIT_SIGN: Record<string, Strain> = { '♣': 'C', '♦': 'D', '♥': 'H', '♠': 'S', NT: 'NT' };

/** Parses the "Hand cross-check" table of contract-scoring.md §4 (source: WBF Law 77, 2017). */
const duplicateRows = (): { text: string; contract: Contract; vulnerable: boolean; tricks: number; score: number }[] => {
  if (!present) return [];
  const md = readFileSync(CONTRACT_MD, 'utf8');
  const section = md.slice(md.indexOf('### Hand cross-check'));
  const rows = [];
  for (const line of section.split('\n')) {
    const cells = line.split('|').map((s) => s.trim());
    const m = /^([1-7])(♣|♦|♥|♠|NT)(X{0,2})$/.exec(cells[1] ?? '');
    if (!m) continue;
    rows.push({
      text: line,
      contract: { level: Number(m[1]) as Level, strain: SUIT_SIGN[m[2]!]!, doubled: m[3]!.length as Doubling, declarer: 'S' as Seat },
      vulnerable: cells[2] === 'V',
      tricks: Number(cells[3]),
      score: Number((cells[4] ?? '').replace('−', '-')),
    });
  }
  return rows;
};

suite('contract-scoring.md §4: 43 duplicate rows (Law 77)', () => {
  const rows = duplicateRows();
  const duplicate = getRuleSet('contract-duplicate')!;
  it('reads all 43 rows', () => expect(rows.length).toBe(43));
  it.each(rows.map((r) => [r.text, r]))('%s', (_t, r) => {
    const score: DealScore = unwrap(
      scoreDeal(duplicate, { contract: r.contract, tricks: r.tricks, vulnerability: r.vulnerable ? 'NS' : 'EW' }),
    );
    expect((score.totals.NS?.total ?? 0) - (score.totals.EW?.total ?? 0)).toBe(r.score);
    expect(score.entries.some((e) => e.reason === 'honours')).toBe(false);
  });
});
