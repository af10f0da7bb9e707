import { describe, expect, test } from 'vitest';
import { setPageLang } from '../../i18n/ambient.ts';
import { registerGerman } from '../../i18n/de-all.ts';
import {
  addDeal,
  dealProblem,
  firstDealAfterEnd,
  isOver,
  newRubber,
  removeDeal,
  renamePlayers,
  replaceDeal,
  rulesOf,
  scoreOf,
  SCORER_RULE_SETS,
  withSettings,
  withStopped,
  type ScorerDeal,
  type ScorerRubber,
} from './model.ts';
import { casesPresent, rubberCases } from './fixtures.ts';
import { asCards, placeCard, quickChoices, quickListing, setVoid } from './model-honours.ts';
import { dealRows, netLine, previewOf, settlementLines, sheetOf } from './model-view.ts';

const NOW = '2026-12-01T20:00:00.000Z';
const deal = (
  by: string,
  level: number,
  strain: string,
  tricks: number,
  doubled = 0,
  honours: ScorerDeal['honours'] = { kind: 'none' },
): ScorerDeal => ({
  by,
  contract: { level: level as 1, strain: strain as 'H', doubled: doubled as 0 },
  tricks,
  honours,
});
const fresh = (init: Partial<ScorerRubber> = {}): ScorerRubber => ({ ...newRubber({ id: 't', now: NOW }), ...init });
const totals = (r: ScorerRubber) => {
  const s = scoreOf(r);
  const t = s.ledger?.totals ?? s.duplicate?.totals ?? {};
  return Object.fromEntries(Object.entries(t).map(([k, v]) => [k, v.total]));
};

describe('a new rubber', () => {
  test('is under the 1926 laws, with no deals, and offers every code but Contract duplicate', () => {
    const r = fresh();
    expect(r.rules).toBe('whist-club-1926');
    expect(scoreOf(r).ledger?.deals).toEqual([]);
    expect(SCORER_RULE_SETS).toContain('contract-rubber');
    expect(SCORER_RULE_SETS).toContain('bridge-count-1908');
    expect(SCORER_RULE_SETS).not.toContain('contract-duplicate');
  });
});

describe('the public rubber cases, entered deal by deal', () => {
  test.runIf(casesPresent)('give the totals the cases expect', () => {
    const cases = rubberCases();
    expect(cases.length).toBeGreaterThanOrEqual(4);
    for (const c of cases) {
      let r = fresh({ rules: c.rubber.rules });
      for (const d of c.rubber.deals) r = addDeal(r, d);
      r = withStopped(r, c.rubber.stopped);
      expect({ id: c.id, ...totals(r) }).toEqual({ id: c.id, ...c.totals });
      expect(isOver(scoreOf(r))).toBe(true);
    }
  });
});

describe('editing and deleting', () => {
  // 1926: 2H made with 9 tricks is 24 below; 3NT with 9 is 30, game.
  const base = [deal('NS', 2, 'H', 9), deal('EW', 1, 'S', 8), deal('NS', 1, 'NT', 7)];
  const rubber = base.reduce((r, d) => addDeal(r, d), fresh());

  test('a middle deal changed: every deal after it is scored again', () => {
    const before = scoreOf(rubber).ledger!;
    expect(before.deals.map((d) => d.gameWonBy)).toEqual([null, null, 'NS']);
    // Deal 2 now a game for They: the game line moves, deal 3 starts game 2.
    const after = scoreOf(replaceDeal(rubber, 1, deal('EW', 3, 'NT', 9))).ledger!;
    expect(after.deals.map((d) => [d.game, d.gameWonBy])).toEqual([
      [1, null],
      [1, 'EW'],
      [2, null],
    ]);
    expect(after.totals.EW?.below).toBe(30);
  });

  test('a deal deleted: the rest are scored again', () => {
    const r = removeDeal(rubber, 0);
    expect(r.deals).toHaveLength(2);
    expect(scoreOf(r).ledger?.deals.map((d) => d.gameWonBy)).toEqual([null, null]);
  });

  test('an edit that ends the rubber sooner names the first deal after the end', () => {
    const two = [deal('NS', 3, 'NT', 9), deal('NS', 3, 'NT', 9), deal('EW', 1, 'C', 7)].reduce((r, d) => addDeal(r, d), fresh());
    expect(firstDealAfterEnd(two)).toBe(2);
    expect(scoreOf(two).error?.code).toBe('RUBBER_DEAL_AFTER_END');
  });

  test('a deal after the end is refused before it is kept, with the engine’s words', () => {
    const two = [deal('NS', 3, 'NT', 9), deal('NS', 3, 'NT', 9)].reduce((r, d) => addDeal(r, d), fresh());
    expect(isOver(scoreOf(two))).toBe(true);
    expect(dealProblem(two, 2, deal('EW', 1, 'C', 7))).toMatch(/after the rubber was won/);
    expect(dealProblem(two, 1, deal('NS', 1, 'C', 7))).toBeNull();
  });
});

describe('the code and its options', () => {
  const r = [deal('NS', 2, 'H', 9, 0, { kind: 'quick', holder: 'declarer', holding: 'fourInOneHand' })].reduce(
    (x, d) => addDeal(x, d),
    fresh(),
  );

  test('another code rescores every deal (honours on the 1912 scale: 4 × trick value × 2)', () => {
    expect(totals(r)).toEqual({ NS: 24 + 80, EW: 0 });
    expect(totals(withSettings(r, { rules: 'royal-auction-1912' }))).toEqual({ NS: 24 + 64, EW: 0 });
    // Contract rubber: 2H + 1 = 60 below, 30 above, four honours in one hand 100.
    expect(totals(withSettings(r, { rules: 'contract-rubber' }))).toEqual({ NS: 60 + 30 + 100, EW: 0 });
  });

  test('duplicate auction: each deal alone, 125 for a game in one deal, no rubber', () => {
    const d = addDeal(withSettings(fresh(), { options: { duplicate: true } }), deal('EW', 3, 'NT', 9));
    const s = scoreOf(d);
    expect(s.ledger).toBeNull();
    expect(s.duplicate?.totals.EW?.total).toBe(30 + 125);
    expect(isOver(s)).toBe(false);
  });

  test('duplicate auction: a deal the engine refuses is named, in the page’s language', () => {
    const d = addDeal(withSettings(fresh(), { options: { duplicate: true } }), deal('EW', 3, 'NT', 14));
    expect(scoreOf(d).error?.message).toMatch(/^Deal 1: The declaring side cannot win 14 tricks/);
    registerGerman();
    setPageLang('de');
    try {
      expect(scoreOf(d).error?.message).toMatch(/^Spiel 1: \S/);
    } finally {
      setPageLang('en');
    }
  });

  test('three-handed: each for himself, the dummy to the final bidder', () => {
    let t = withSettings(fresh(), { options: { threeHanded: true }, names: { we: '', they: '', players: ['Ann', 'Bob', 'Cy'] } });
    expect(rulesOf(t).options.threeHanded).toBe(true);
    t = addDeal(t, deal('Bob', 3, 'NT', 9));
    t = addDeal(t, deal('Bob', 1, 'NT', 9));
    const l = scoreOf(t).ledger!;
    expect(l.parties).toEqual(['Bob', 'Cy', 'Ann']);
    expect(l.rubberWinner).toBe('Bob');
    expect(settlementLines(t, scoreOf(t)).length).toBeGreaterThan(0);
    // Renamed, the deals follow the players; a blank or repeated name is refused.
    const renamed = renamePlayers(t, ['Ann', 'Robert', 'Cy']);
    expect(scoreOf(renamed).ledger!.rubberWinner).toBe('Robert');
    expect(renamePlayers(t, ['Ann', 'Ann', 'Cy'])).toBe(t);
    expect(renamePlayers(t, ['Ann', ' ', 'Cy'])).toBe(t);
  });

  test('stopped early: the code’s settlement is applied, and resuming takes it off', () => {
    const one = addDeal(fresh({ rules: 'contract-rubber' }), deal('NS', 3, 'NT', 9));
    const stopped = withStopped(one, true);
    expect(totals(stopped).NS).toBe(100 + 300);
    expect(totals(withStopped(stopped, false)).NS).toBe(100);
  });
});

describe('honours', () => {
  const wc26 = rulesOf(fresh());

  test('quick choices come from the engine, with its points, for either side', () => {
    const hearts = quickChoices(wc26, 'H');
    expect(hearts.find((c) => c.holder === 'declarer' && c.holding === 'fourInOneHand')?.points).toBe(80);
    expect(hearts.find((c) => c.holder === 'defenders' && c.holding === 'simple')?.points).toBe(30);
    expect(quickChoices(wc26, 'NT').map((c) => c.holding)).toContain('threeAces');
    expect(quickChoices(wc26, 'NL')).toEqual([]);
  });

  test('Contract offers only what Contract scores (four or five in one hand, four aces)', () => {
    const contract = rulesOf(fresh({ rules: 'contract-rubber' }));
    expect(new Set(quickChoices(contract, 'S').map((c) => c.holding))).toEqual(
      new Set(['fourInOneHand', 'fourInOneHandFifthWithPartner', 'fiveInOneHand']),
    );
  });

  test('cards placed one by one, with a void (chicane under the 1912 code)', () => {
    let listing = asCards({ kind: 'none' }, 'H');
    expect(listing).toEqual(quickListing('declarer', 'simple'));
    listing = placeCard(listing, 'T', 'declarer');
    listing = setVoid(listing, 'rho', true);
    const r = addDeal(fresh({ rules: 'royal-auction-1912' }), deal('NS', 2, 'H', 8, 0, { kind: 'cards', listing }));
    const reasons = scoreOf(r).ledger!.entries.map((e) => e.reason);
    expect(reasons).toContain('chicane');
  });

  test('a slam is inferred from the tricks', () => {
    const r = addDeal(fresh(), deal('NS', 1, 'C', 12));
    expect(scoreOf(r).ledger!.entries.map((e) => e.reason)).toContain('little-slam');
    expect(previewOf(fresh(), deal('NS', 1, 'C', 13)).text).toMatch(/Grand slam/);
  });
});

describe('the words', () => {
  const r = [deal('NS', 2, 'H', 9), deal('EW', 1, 'S', 6, 1)].reduce(
    (x, d) => addDeal(x, d),
    fresh({ names: { we: 'Ann & Bob', they: 'Cy & Di', players: ['A', 'B', 'C'] } }),
  );

  test('the sheet is the score pad’s, with the names on the columns; the net in one line', () => {
    const view = sheetOf(r)!;
    expect(view.columns.map((c) => c.name)).toEqual(['We', 'They']);
    expect(view.columns[0]!.totalText).toBe(String(24 + 100));
    expect(netLine(r, scoreOf(r))).toBe('Net: We (Ann & Bob) 124 ahead.');
  });

  test('each deal in a row: declarer, contract, result, points', () => {
    const rows = dealRows(r);
    expect(rows[1]).toMatchObject({ number: 2, by: 'They (Cy & Di)', result: '6 of 13 tricks, 1 down' });
    expect(rows[1]!.points).toBe('We (Ann & Bob) 100 above');
  });
});
