/**
 * The arithmetic of the score entries in other languages (score-details.ts): over thousands of
 * deals under every rule set and option, every entry the engine writes has a template, the
 * English template filled is exactly the engine's `detail` (so the English pages are unchanged),
 * and the German leaves no English word.
 */
import { beforeAll, describe, expect, test } from 'vitest';
import { entryView } from '../components/Score/breakdown.ts';
import { scoreRubber, type RubberDealInput } from '../engine/rubber.ts';
import { IRREGULARITY_CODES, RULE_SETS, withOptions, type RuleSet } from '../engine/rules/index.ts';
import {
  compareRevokeChoices,
  scoreDeal,
  scoreRevoke,
  type DetailArg,
  type HonourListing,
  type ScoreEntry,
} from '../engine/score/index.ts';
import type { Contract, Doubling, Level, Seat } from '../engine/types.ts';
import { registerStrings } from './ambient.ts';
import { deScoreDetails } from './de-score-details.ts';
import { enScoreDetails } from './en-score-details.ts';
import { placeholdersOf } from './index.ts';
import { detailText, entryDetail } from './score-details.ts';
import { translator } from './scoring.ts';

const en = (key: string): string | undefined => (enScoreDetails as Readonly<Record<string, string>>)[key];

const AUCTION_BASES = Object.values(RULE_SETS).filter((r) => r.scoring.kind === 'auction');
const CONTRACT_SETS = Object.values(RULE_SETS).filter((r) => r.scoring.kind === 'contract');
/** Every auction code alone and with each option, and the contract forms. */
const RULES: readonly RuleSet[] = [
  ...AUCTION_BASES.flatMap((r) => [r, withOptions(r, { nullos: true }), withOptions(r, { duplicate: true })]),
  ...CONTRACT_SETS,
];
const THREE_HANDED: readonly RuleSet[] = AUCTION_BASES.flatMap((r) => [
  withOptions(r, { threeHanded: true }),
  withOptions(r, { threeHanded: true, nullos: true }),
]);

const none = { declarer: [], dummy: [], lho: [], rho: [] };
/** Trump honours: every holding, on either side, chicane and double chicane, seed 000's readings. */
const TRUMP_HONOURS: readonly HonourListing[] = [
  none,
  { ...none, declarer: ['A', 'K'], dummy: ['Q'] },
  { ...none, declarer: ['A', 'K'], dummy: ['Q', 'J'] },
  { ...none, declarer: ['A', 'K', 'Q'], dummy: ['J', 'T'] },
  { ...none, declarer: ['A', 'K', 'Q', 'J'], lho: ['T'] },
  { ...none, declarer: ['A', 'K', 'Q', 'J'], dummy: ['T'] },
  { ...none, declarer: ['K', 'Q', 'J', 'T'], dummy: ['A'] },
  { ...none, lho: ['A', 'K', 'Q', 'J', 'T'] },
  { ...none, lho: ['A', 'K'], rho: ['Q'], voids: ['declarer'] },
  { ...none, lho: ['A', 'K', 'Q'], voids: ['declarer', 'dummy'] },
  { ...none, declarer: ['A', 'K', 'Q'], voids: ['dummy'] },
  { ...none, declarer: ['A', 'K'], dummy: ['Q', 'J'], voids: ['lho', 'rho'] },
  { declarer: ['A'], dummy: ['K', 'Q'], lho: ['J'], rho: ['T'] },
  { declarer: ['A', 'K', 'Q'], dummy: ['J'], lho: [], rho: ['T'] },
];
/** The aces at no-trump. */
const ACES: readonly HonourListing[] = [
  none,
  { ...none, declarer: ['AS', 'AH'], dummy: ['AD'] },
  { ...none, declarer: ['AS', 'AH'], dummy: ['AD', 'AC'] },
  { ...none, declarer: ['AS', 'AH', 'AD', 'AC'] },
  { ...none, rho: ['AS', 'AH', 'AD', 'AC'] },
  { declarer: ['AS'], dummy: ['AH', 'AD'], lho: ['AC'], rho: [] },
];

const LEVELS: readonly Level[] = [1, 2, 3, 4, 5, 6, 7];
const DOUBLINGS: readonly Doubling[] = [0, 1, 2];
const SEATING = { declarer: 'Ann', lho: 'Bob', rho: 'Cy' };

/** Every distinct entry detail of the deals scored in the sweep, with the first deal that gave it. */
const seen = new Map<string, { entry: ScoreEntry; what: string }>();
const keep = (entries: readonly ScoreEntry[], what: string): void => {
  for (const entry of entries) {
    const id = JSON.stringify([entry.detail, entry.detailKey, entry.detailArgs]);
    if (!seen.has(id)) seen.set(id, { entry, what });
  }
};
let collected: { entry: ScoreEntry; what: string }[] = [];
let scored = 0;

const sweep = (rules: RuleSet, threeHanded: boolean): void => {
  for (const strain of rules.auction.strains) {
    const listings = strain === 'NT' ? ACES : strain === 'NL' ? [undefined] : TRUMP_HONOURS;
    for (const level of LEVELS) {
      for (const doubled of DOUBLINGS) {
        for (let tricks = 0; tricks <= 13; tricks++) {
          // Every holding at the tricks around the contract, the first two elsewhere.
          const near = Math.abs(tricks - 6 - level) <= 1 || tricks >= 12;
          (near ? listings : listings.slice(0, 2)).forEach((honours, h) => {
            const declarer: Seat = (tricks + h) % 2 === 0 ? 'S' : 'E';
            const contract: Contract = { level, strain, doubled, declarer };
            const vulnerability =
              rules.scoring.kind === 'contract' ? (['None', 'All', 'NS', 'EW'] as const)[(tricks + h + doubled) % 4] : undefined;
            const score = scoreDeal(rules, {
              contract,
              tricks,
              ...(honours === undefined ? {} : { honours }),
              ...(vulnerability === undefined ? {} : { vulnerability }),
              ...(threeHanded ? { threeHanded: SEATING, partScoreBefore: { Ann: (tricks * 10) % 30 } } : {}),
              ...(level === 1 && strain === 'S' && h % 2 === 1 ? { dealersOriginalOneSpade: true } : {}),
            });
            scored++;
            if (score.ok)
              keep(
                score.value.entries,
                `${rules.id} ${JSON.stringify(rules.options)} ${level}${strain}${'X'.repeat(doubled)} ${tricks} #${h}`,
              );
          });
        }
      }
    }
  }
};

/** Revokes under every law code with a rule set, both choices, either revoker. */
const revokes = (): void => {
  for (const [id, code] of Object.entries(IRREGULARITY_CODES)) {
    if (code.ruleSet === null) continue;
    const rules = RULE_SETS[code.ruleSet];
    for (const strain of ['H', 'NT', 'S'] as const) {
      for (const doubled of DOUBLINGS) {
        for (const tricks of [6, 8, 9, 10, 12]) {
          const input = {
            contract: { level: 3 as Level, strain, doubled, declarer: 'S' as Seat },
            tricks,
            honours: strain === 'NT' ? ACES[1]! : TRUMP_HONOURS[2]!,
          };
          const both = compareRevokeChoices(rules, input, code.rules.revoke);
          if (both.ok) keep([...both.value.honours.entries, ...both.value.tricks.entries], `revoke ${id}`);
          const declarer = scoreRevoke(rules, { ...input, revoker: 'declarer' }, code.rules.revoke);
          if (declarer.ok) keep(declarer.value.entries, `declarer's revoke ${id}`);
        }
      }
    }
  }
};

/** Rubbers: won 2–0 and 2–1, and stopped early with a game or a part-score. */
const rubbers = (): void => {
  const deal = (level: Level, strain: Contract['strain'], declarer: Seat, tricks: number): RubberDealInput => ({
    contract: { level, strain, doubled: 0, declarer },
    tricks,
  });
  const games = {
    twoNil: [deal(4, 'H', 'S', 10), deal(4, 'S', 'N', 10)],
    twoOne: [deal(4, 'H', 'S', 10), deal(4, 'S', 'E', 10), deal(3, 'NT', 'N', 9)],
    stopped: [deal(4, 'H', 'S', 10), deal(2, 'D', 'E', 8)],
    stoppedBoth: [deal(4, 'H', 'S', 10), deal(4, 'H', 'E', 10), deal(1, 'C', 'W', 7)],
  };
  // No code of ours pays 125 a game on a rubber stopped early; the ledger can (rubber.test.ts).
  const wc26 = RULE_SETS['whist-club-1926'];
  const perGame: RuleSet = {
    ...wc26,
    scoring: { ...(wc26.scoring as Extract<RuleSet['scoring'], { kind: 'auction' }>), unfinishedRubber: 'perGame125' },
  };
  const sets: RuleSet[] = [...AUCTION_BASES, ...CONTRACT_SETS, ...AUCTION_BASES.map((r) => withOptions(r, { threeHanded: true })), perGame];
  for (const rules of sets) {
    for (const [name, deals] of Object.entries(games)) {
      const seated =
        rules.options.threeHanded === true
          ? deals.map((d) => ({
              ...d,
              threeHanded: {
                declarer: d.contract!.declarer === 'S' ? 'Ann' : 'Bob',
                lho: d.contract!.declarer === 'S' ? 'Bob' : 'Cy',
                rho: d.contract!.declarer === 'S' ? 'Cy' : 'Ann',
              },
            }))
          : deals;
      for (const stopped of [false, true]) {
        const ledger = scoreRubber(rules, seated, { stopped });
        if (ledger.ok) keep(ledger.value.entries, `rubber ${rules.id} ${name}${stopped ? ' stopped' : ''}`);
      }
    }
  }
};

/** Every key an entry's detail uses, nested phrases and words included. */
const keysOf = (key: string, args: Readonly<Record<string, DetailArg>> | undefined, count?: number): string[] => [
  count === undefined ? key : `${key}.${count === 1 ? 'one' : 'other'}`,
  ...Object.values(args ?? {}).flatMap((v) => (typeof v === 'number' ? [] : typeof v === 'string' ? [v] : keysOf(v.key, v.args, v.count))),
];

/** English words and phrases of the details that must not survive in German. */
const ENGLISH =
  /\b(odd tricks?|tricks?|honours?|doubled|redoubled|undertricks?|overtricks?|game|games|won|in one hand|slam|rubber|contract|vulnerable|penalty|dummy|defenders|opponents?|chicane|divided|partner's|aces?|between|hearts|spades|clubs|diamonds|no-trumps|royal spades|nullos|bid|made|making|limited|for|the|and|each|lost|seed|included|trick score|part-score)\b/;

beforeAll(() => {
  registerStrings('de', deScoreDetails);
  for (const rules of RULES) sweep(rules, false);
  for (const rules of THREE_HANDED) sweep(rules, true);
  revokes();
  rubbers();
  collected = [...seen.values()];
}, 120_000);

describe('the score details', () => {
  test('the sweep scores many deals, with many different details', () => {
    expect([scored > 20_000, collected.length > 900]).toEqual([true, true]);
  });

  test('every entry has a template whose keys all exist in English', () => {
    const bad = collected.filter(
      ({ entry }) => entry.detailKey === undefined || keysOf(entry.detailKey, entry.detailArgs).some((k) => en(k) === undefined),
    );
    expect(bad.slice(0, 5).map(({ entry, what }) => `${what}: ${entry.detail} (${String(entry.detailKey)})`)).toEqual([]);
  });

  test('the English template filled is exactly the engine’s detail, for every entry', () => {
    const differ = collected.filter(({ entry }) => detailText(entry, en) !== entry.detail || entryDetail(entry, 'en') !== entry.detail);
    expect(differ.slice(0, 5).map(({ entry, what }) => `${what}: "${detailText(entry, en)}" ≠ "${entry.detail}"`)).toEqual([]);
  });

  test('the German leaves no English word, and no entry falls back to English', () => {
    const english = collected.filter(({ entry }) => {
      const german = entryDetail(entry, 'de');
      return german === entry.detail || ENGLISH.test(german) || /[{}]/.test(german);
    });
    expect(english.slice(0, 5).map(({ entry, what }) => `${what}: ${entryDetail(entry, 'de')}`)).toEqual([]);
  });

  test('every template is used by some entry (the sweep covers them all)', () => {
    const used = new Set(collected.flatMap(({ entry }) => keysOf(entry.detailKey ?? '', entry.detailArgs)));
    // Written by the engine but unreachable: a side void in both hands holds no trump honours to
    // add double chicane to, and two games won end a rubber before it can be stopped.
    const unreachable = ['detail.honours.chicaneDoubleAdded', 'detail.gamesWon.other'];
    expect(Object.keys(enScoreDetails).filter((k) => !used.has(k) && !unreachable.includes(k))).toEqual([]);
  });
});

describe('the German dictionary of score-details', () => {
  test('has exactly the English keys and the same placeholders', () => {
    expect(Object.keys(deScoreDetails).sort()).toEqual(Object.keys(enScoreDetails).sort());
    for (const [key, text] of Object.entries(enScoreDetails)) {
      expect(placeholdersOf(deScoreDetails[key as keyof typeof enScoreDetails]), key).toEqual(placeholdersOf(text));
    }
  });
});

describe('German details, exactly', () => {
  const first = (rules: RuleSet, input: Parameters<typeof scoreDeal>[1], reason: ScoreEntry['reason']): ScoreEntry => {
    const s = scoreDeal(rules, input);
    if (!s.ok) throw new Error(s.error.message);
    const e = s.value.entries.find((x) => x.reason === reason);
    if (e === undefined) throw new Error(`no ${reason}`);
    return e;
  };
  const wc26 = RULE_SETS['whist-club-1926'];
  const royal = RULE_SETS['royal-auction-1912'];
  const rubber = RULE_SETS['contract-rubber'];

  test('auction trick points, redoubled', () => {
    const e = first(wc26, { contract: { level: 6, strain: 'H', doubled: 2, declarer: 'S' }, tricks: 12 }, 'trick-points');
    expect(e.detail).toBe('6 odd tricks × 8 (hearts) × 4 (redoubled)');
    expect(entryDetail(e, 'de')).toBe('6 Tricks × 8 (Coeur) × 4 (rekontriert)');
  });

  test('one undertrick doubled, and at no-trump', () => {
    const e = first(wc26, { contract: { level: 3, strain: 'NT', doubled: 1, declarer: 'S' }, tricks: 8 }, 'undertricks');
    expect(entryDetail(e, 'de')).toBe(`1 Faller × ${e.points} (kontriert)`);
    const made = first(wc26, { contract: { level: 1, strain: 'NT', doubled: 0, declarer: 'S' }, tricks: 8 }, 'trick-points');
    expect(entryDetail(made, 'de')).toBe('2 Tricks × 10 (Sans Atout)');
  });

  test('honours under Scale A, in tricks', () => {
    const e = first(
      royal,
      {
        contract: { level: 4, strain: 'H', doubled: 0, declarer: 'S' },
        tricks: 10,
        honours: { ...none, declarer: ['A', 'K', 'Q', 'J'], lho: ['T'] },
      },
      'honours',
    );
    expect(e.detail).toBe('four honours in one hand: 8 tricks × 8');
    expect(entryDetail(e, 'de')).toBe('vier Honneurs in einer Hand: 8 Tricks × 8');
  });

  test('contract undertricks and a game, vulnerable', () => {
    const down = first(
      rubber,
      { contract: { level: 4, strain: 'S', doubled: 1, declarer: 'S' }, tricks: 8, vulnerability: 'All' },
      'undertricks',
    );
    expect(entryDetail(down, 'de')).toBe(`2 Faller, kontriert, in Gefahr: ${down.points}`);
    const over = first(
      rubber,
      { contract: { level: 2, strain: 'C', doubled: 0, declarer: 'S' }, tricks: 9, vulnerability: 'None' },
      'overtricks',
    );
    expect(entryDetail(over, 'de')).toBe('1 Überstich × 20');
  });

  test('three-handed: the game premium and the dummy’s honours', () => {
    const th = withOptions(wc26, { threeHanded: true });
    const input = {
      contract: { level: 4, strain: 'S', doubled: 0, declarer: 'S' } as Contract,
      tricks: 10,
      threeHanded: SEATING,
      honours: { declarer: ['A'], dummy: ['K', 'Q'], lho: ['J'], rho: ['T'] },
    };
    const game = first(th, input, 'game-premium');
    expect(game.detail).toBe('game won (0 + 36 ≥ 30): 125');
    expect(entryDetail(game, 'de')).toBe('Partie gewonnen (0 + 36 ≥ 30): 125');
    const s = scoreDeal(th, input);
    const mine = s.ok ? s.value.entries.find((e) => e.reason === 'honours' && e.player === 'Ann') : undefined;
    expect(mine?.detail).toMatch(/^1 honour: .*; dummy's 2 honours: /);
    expect(mine === undefined ? '' : entryDetail(mine, 'de')).toMatch(/^1 Honneur: \d+ Tricks? × \d+; beim Strohmann 2 Honneurs: /);
  });

  test('a breakdown line on a German page', () => {
    const e = first(wc26, { contract: { level: 2, strain: 'D', doubled: 1, declarer: 'S' }, tricks: 9 }, 'double-bonus');
    const v = entryView(e, translator('de'), {}, 'de');
    expect(v.detail).toBe(entryDetail(e, 'de'));
    expect(v.detail).toMatch(/^50 \+ 1 Überstich × 50 für einen erfüllten kontrierten Kontrakt$|für einen erfüllten kontrierten Kontrakt$/);
    expect(entryView(e).detail).toBe(e.detail);
  });

  test('an entry without a template, or a missing word, shows the English whole', () => {
    const e: ScoreEntry = { side: 'NS', line: 'above', points: 30, reason: 'honours', source: '', detail: 'three aces: 30' };
    expect(entryDetail(e, 'de')).toBe('three aces: 30');
    expect(entryDetail({ ...e, detailKey: 'detail.honours.holding', detailArgs: { holding: 'detail.nowhere', points: 30 } }, 'de')).toBe(
      'three aces: 30',
    );
    expect(
      entryDetail({ ...e, detailKey: 'detail.honours.holding', detailArgs: { holding: 'detail.holding.threeAces', points: 30 } }, 'de'),
    ).toBe('drei Asse: 30');
  });
});
