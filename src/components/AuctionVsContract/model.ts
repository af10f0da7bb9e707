/**
 * Auction against Contract model: one result (contract, doubling, tricks, honours,
 * vulnerability) scored by the engine under the chosen Auction rule set, under Contract rubber
 * and under Contract duplicate, side by side; the reasons whose points differ; and the
 * differences said in words ("Auction: every odd trick won counts toward game…").
 *
 * Pure (no Preact). Every number is the engine's; the model only compares them and spells them.
 * South always declares, so North–South is the declaring side. Contract has no royal spades:
 * they are scored there as spades (and the comparison says so).
 *
 * @packageDocumentation
 */
import { RULE_SETS } from '../../engine/rules/index.ts';
import type { RuleSet } from '../../engine/rules/types.ts';
import { CONTRACT_TABLE, scoreDeal } from '../../engine/score/index.ts';
import { partyOf, type DealInput, type DealScore, type HonourListing, type Position, type ReasonCode } from '../../engine/score/types.ts';
import { seatAt } from '../../engine/honours.ts';
import { plainStrainOf } from '../../engine/play.ts';
import { LEVELS, SIDES, SUITS, type Contract, type Doubling, type Level, type Side, type Strain, type Suit } from '../../engine/types.ts';
import { messageTemplate, translator, type ScoringKey, type Translate } from '../../i18n/scoring.ts';
import { partyName, pointsText, totalsSentence } from '../Score/breakdown.ts';
import { plain, rankShort, seatName, spellContractBy, type Spelled } from '../shared/format.ts';
import { fillSpelled } from '../shared/format.ts';
import { ruleSetName } from '../../i18n/rule-sets.ts';

/** A scoring message whose placeholders are spelled values (the scoring dictionary's `tSpelled`). */
const tSpelled = (key: ScoringKey, params: Parameters<typeof fillSpelled>[1], _lang = 'en') => fillSpelled(messageTemplate(key), params);

/** The trump honours, ace first, as the engine's listings write them. */
export const TRUMP_HONOURS = ['A', 'K', 'Q', 'J', 'T'] as const;
/** A trump honour. */
export type TrumpHonour = (typeof TRUMP_HONOURS)[number];
/** The four aces, the honours at no-trump, by suit. */
export const ACES = SUITS;

/** Who holds each honour: every honour is in some hand. */
export interface HonourPlacement {
  readonly trumps: Readonly<Record<TrumpHonour, Position>>;
  readonly aces: Readonly<Record<Suit, Position>>;
}

/** The positions, in the order the controls offer them. */
export const PLACES: readonly Position[] = ['declarer', 'dummy', 'lho', 'rho'];

/** Simple honours to the declaring side: declarer A K, dummy Q; the defenders J and 10; aces two each. */
export const DEFAULT_PLACEMENT: HonourPlacement = {
  trumps: { A: 'declarer', K: 'declarer', Q: 'dummy', J: 'lho', T: 'rho' },
  aces: { S: 'declarer', H: 'dummy', D: 'lho', C: 'rho' },
};

/** The result being compared. */
export interface CompareInput {
  readonly level: Level;
  readonly strain: Strain;
  readonly doubled: Doubling;
  /** Tricks won by the declaring side (North–South). */
  readonly tricks: number;
  readonly honours: HonourPlacement;
  /** Contract only: whether North–South are vulnerable. */
  readonly vulnerable: boolean;
}

/** Four hearts made exactly, simple honours: the comparison a lesson opens with. */
export const DEFAULT_INPUT: CompareInput = { level: 4, strain: 'H', doubled: 0, tricks: 10, honours: DEFAULT_PLACEMENT, vulnerable: false };

/** The honour listing of a placement for a strain: trumps for a suit, aces at no-trump, none at nullos. */
export const listingOf = (placement: HonourPlacement, strain: Strain): HonourListing => {
  const out: Record<Position, string[]> = { declarer: [], dummy: [], lho: [], rho: [] };
  if (strain === 'NT') for (const s of ACES) out[placement.aces[s]].push(`A${s}`);
  else if (strain !== 'NL') for (const r of TRUMP_HONOURS) out[placement.trumps[r]].push(r);
  return out;
};

/**
 * Places listed honours over the default placement: `{ declarer: ['A','K','Q','J'] }` puts those
 * four with the declarer and leaves the ten where the default has it.
 */
export const placementFrom = (listing: Partial<HonourListing>): HonourPlacement => {
  const trumps: Record<TrumpHonour, Position> = { ...DEFAULT_PLACEMENT.trumps };
  const aces: Record<Suit, Position> = { ...DEFAULT_PLACEMENT.aces };
  for (const pos of PLACES) {
    for (const raw of listing[pos] ?? []) {
      const t = raw.trim().toUpperCase().replace('10', 'T');
      if ((TRUMP_HONOURS as readonly string[]).includes(t)) trumps[t as TrumpHonour] = pos;
      else if (/^A[SHDC]$|^[SHDC]A$/.test(t)) aces[(t[0] === 'A' ? t[1] : t[0]) as Suit] = pos;
    }
  }
  return { trumps, aces };
};

/** The engine's input under a rule set. */
export const dealInputFor = (rules: RuleSet, input: CompareInput): DealInput => {
  const strain = rules.scoring.kind === 'contract' ? plainStrainOf(input.strain) : input.strain;
  const contract: Contract = { level: input.level, strain, doubled: input.doubled, declarer: 'S' };
  return {
    contract,
    tricks: input.tricks,
    honours: listingOf(input.honours, strain),
    ...(rules.scoring.kind === 'contract' ? { vulnerability: input.vulnerable ? 'NS' : 'None' } : {}),
  };
};

/** One column of the comparison. */
export interface CompareColumn {
  readonly id: string;
  readonly label: string;
  readonly score: DealScore | null;
  readonly error?: string;
  /**
   * Reason codes this column scores that the other game does not score at all on this result
   * (in the Auction column: in neither Contract column; in a Contract column: not in the Auction
   * column), with the words that mark them. Amounts that merely differ are not marked: nearly
   * every line would be (trick values differ throughout); the sentences under the columns say how.
   */
  readonly onlyHere: readonly ReasonCode[];
  /** The mark's words for this column ("not in Contract", "not in Auction"). */
  readonly onlyHereText: string;
  /** "North–South: 30 above, 24 below, 54 in all", each side. */
  readonly totals: readonly { readonly side: Side; readonly text: string }[];
}

/** The comparison, ready to render. */
export interface CompareView {
  readonly columns: readonly CompareColumn[];
  /** The differences, one sentence each. */
  readonly differences: readonly string[];
  /** The result compared, in one sentence (for readers without JavaScript and for print). */
  readonly summary: Spelled;
  /** For the live region after a change. */
  readonly announcement: string;
}

/** Points of a party for some reasons (all reasons if none given). */
export const pointsFor = (score: DealScore | null, party: string, reasons?: readonly ReasonCode[]): number =>
  (score?.entries ?? [])
    .filter((e) => partyOf(e) === party && (reasons === undefined || reasons.includes(e.reason)))
    .reduce((n, e) => n + e.points, 0);

const belowFor = (score: DealScore | null, party: string): number => score?.totals[party]?.below ?? 0;

/** The reason codes a score has, in the order of its entries, each once. */
const reasonsOf = (score: DealScore | null): ReasonCode[] => [...new Set((score?.entries ?? []).map((e) => e.reason))];

/**
 * The reasons `score` scores that none of `others` scores (for either side). Columns that could
 * not score (`null`) are left out of the comparison, so nothing is marked against them.
 */
export const reasonsOnlyIn = (score: DealScore | null, others: readonly (DealScore | null)[]): ReasonCode[] => {
  const rest = others.filter((s): s is DealScore => s !== null);
  if (score === null || rest.length === 0) return [];
  const elsewhere = new Set(rest.flatMap(reasonsOf));
  return reasonsOf(score).filter((r) => !elsewhere.has(r));
};

const amountsTo = (score: DealScore | null, reasons: readonly ReasonCode[], tr: Translate): string => {
  const parts = SIDES.map((side) => ({ side, points: pointsFor(score, side, reasons) }))
    .filter((p) => p.points !== 0)
    .map((p) => tr('compare.honoursTo', { points: pointsText(p.points), party: partyName(p.side, tr) }));
  return parts.length === 0 ? tr('compare.honoursNone') : parts.join(tr('list.separator'));
};

/** The three scores compared: under the auction code, Contract rubber and Contract duplicate (null where a code cannot score the deal). */
interface ThreeScores {
  readonly auction: DealScore;
  readonly rubber: DealScore | null;
  readonly duplicate: DealScore | null;
}

/** The declaring side in the comparison (North–South) and the defenders. */
const DECL: Side = 'NS';
const DEF: Side = 'EW';

/** Made: what the odd tricks score under each code, and whether they make game; failed: the undertricks under each. */
const trickSentences = (auctionRules: RuleSet, input: CompareInput, s: ThreeScores, tr: Translate): string[] => {
  const { auction, rubber, duplicate } = s;
  const o = auction.outcome;
  if (!o.made) {
    return [
      tr('compare.tricks.failed', {
        down: o.undertricks,
        auction: pointsFor(auction, DEF, ['undertricks']),
        rubber: rubber === null ? '—' : pointsFor(rubber, DEF, ['undertricks']),
        duplicate: duplicate === null ? '—' : pointsFor(duplicate, DEF, ['undertricks']),
      }),
    ];
  }
  const out = [tr('compare.tricks.auction', { odd: o.oddTricks, below: belowFor(auction, DECL) })];
  if (rubber === null) return out;
  const over = rubber.outcome.overtricks;
  out.push(
    over > 0
      ? tr('compare.tricks.contractOver', {
          level: input.level,
          below: belowFor(rubber, DECL),
          over,
          above: pointsFor(rubber, DECL, ['overtricks']),
        })
      : tr('compare.tricks.contractExact', { level: input.level, below: belowFor(rubber, DECL) }),
  );
  const target = auctionRules.scoring.kind === 'auction' ? auctionRules.scoring.gameTarget : CONTRACT_TABLE.gameTarget;
  out.push(
    tr('compare.game', {
      target,
      contractTarget: CONTRACT_TABLE.gameTarget,
      auction: tr(belowFor(auction, DECL) >= target ? 'compare.game.yes' : 'compare.game.no'),
      contract: tr(belowFor(rubber, DECL) >= CONTRACT_TABLE.gameTarget ? 'compare.game.yes' : 'compare.game.no'),
    }),
  );
  return out;
};

const SLAMS: readonly ReasonCode[] = ['little-slam', 'grand-slam'];

/** Slams: auction's slam points to either side (for the tricks taken), and Contract's bonus, only for a slam bid. */
const slamSentences = (s: ThreeScores, tr: Translate): string[] => {
  const { auction, rubber, duplicate } = s;
  // The slam's name inside a sentence: lower case in English, a noun's capital in German.
  const slamName = (score: DealScore, party: string): string => {
    const e = score.entries.find((x) => partyOf(x) === party && SLAMS.includes(x.reason));
    return e ? tr(`compare.slamName.${e.reason as 'little-slam' | 'grand-slam'}`) : '';
  };
  const out: string[] = [];
  const auctionSlam = pointsFor(auction, DECL, SLAMS);
  const defenderSlam = pointsFor(auction, DEF, SLAMS);
  const r = pointsFor(rubber, DECL, SLAMS);
  if (auctionSlam !== 0) out.push(tr('compare.slam.auction', { slam: slamName(auction, DECL), points: auctionSlam }));
  if (defenderSlam !== 0) out.push(tr('compare.slam.defenders', { slam: slamName(auction, DEF), points: defenderSlam }));
  if (auctionSlam !== 0 || defenderSlam !== 0 || r !== 0) {
    out.push(
      r !== 0
        ? tr('compare.slam.contractBid', { rubber: r, duplicate: pointsFor(duplicate, DECL, SLAMS) })
        : tr('compare.slam.contractNone'),
    );
  }
  return out;
};

/** Honours, the bonus for a doubled contract against Contract's insult, and duplicate's per-deal premium, where any applies. */
const extraSentences = (s: ThreeScores, tr: Translate): string[] => {
  const { auction, rubber, duplicate } = s;
  const out: string[] = [];
  const honours: ReasonCode[] = ['honours', 'chicane'];
  if (
    pointsFor(auction, DECL, honours) + pointsFor(auction, DEF, honours) !== 0 ||
    pointsFor(rubber, DECL, honours) + pointsFor(rubber, DEF, honours) !== 0
  ) {
    out.push(tr('compare.honoursLine', { auction: amountsTo(auction, honours, tr), rubber: amountsTo(rubber, honours, tr) }));
  }
  const bonus = pointsFor(auction, DECL, ['double-bonus']);
  const insult = pointsFor(rubber, DECL, ['insult']);
  if (bonus !== 0 || insult !== 0) out.push(tr('compare.doubled', { auction: bonus, contract: insult }));
  const premium = duplicate?.entries.find((e) => e.reason === 'game-premium' || e.reason === 'part-score-premium');
  if (premium) {
    out.push(
      tr('compare.duplicate', {
        premium: premium.points,
        what: tr(premium.reason === 'game-premium' ? 'compare.duplicate.game' : 'compare.duplicate.part'),
      }),
    );
  }
  return out;
};

/** The differences in words, from the three scores. */
export const differenceSentences = (
  auctionRules: RuleSet,
  input: CompareInput,
  auction: DealScore | null,
  rubber: DealScore | null,
  duplicate: DealScore | null,
  lang = 'en',
): string[] => {
  const tr = translator(lang);
  if (auction === null) return [];
  const scores: ThreeScores = { auction, rubber, duplicate };
  const totals = SIDES.map((side) =>
    tr('compare.totals', {
      party: partyName(side, tr),
      auction: pointsText(auction.totals[side]?.total ?? 0),
      rubber: rubber === null ? '—' : pointsText(rubber.totals[side]?.total ?? 0),
      duplicate: duplicate === null ? '—' : pointsText(duplicate.totals[side]?.total ?? 0),
    }),
  );
  return [
    ...trickSentences(auctionRules, input, scores, tr),
    ...slamSentences(scores, tr),
    ...extraSentences(scores, tr),
    ...totals,
    ...(input.strain === 'R' ? [tr('compare.royal')] : []),
  ];
};

/** The result compared, in one sentence. */
export const summaryOf = (input: CompareInput, lang = 'en'): Spelled => {
  const tr = translator(lang);
  const contract = spellContractBy({ level: input.level, strain: input.strain, doubled: input.doubled, declarer: 'S' }, lang);
  const listing = listingOf(input.honours, input.strain);
  const honours = PLACES.map((pos) => ({ pos, cards: listing[pos] }))
    .filter((p) => p.cards.length > 0)
    .map((p) => {
      const cards = p.cards.map((c) =>
        c.length === 2 ? tr('compare.ace', { suit: tr(`suit.${c[1] as Suit}.many`) }) : rankShort(c as TrumpHonour, tr),
      );
      return `${seatName(seatAt('S', p.pos), tr)} ${cards.join(p.cards[0]?.length === 2 ? tr('list.separator') : ' ')}`;
    })
    .join(tr('list.groupSeparator'));
  return tSpelled(
    'compare.summary',
    {
      contract,
      tricks: plain(String(input.tricks)),
      honours: plain(honours === '' ? tr('compare.honoursNone') : honours),
      vulnerability: plain(tr(input.vulnerable ? 'compare.isVulnerable' : 'compare.notVulnerable')),
    },
    lang,
  );
};

/** The Auction column and the two Contract columns, compared. */
export const compareView = (auctionRules: RuleSet, input: CompareInput, lang = 'en'): CompareView => {
  const tr = translator(lang);
  const sets = [auctionRules, RULE_SETS['contract-rubber'], RULE_SETS['contract-duplicate']];
  const results = sets.map((rules) => scoreDeal(rules, dealInputFor(rules, input)));
  const scores = results.map((r) => (r.ok ? r.value : null));
  const [auctionScore, rubberScore, duplicateScore] = scores as [DealScore | null, DealScore | null, DealScore | null];
  const only = [
    reasonsOnlyIn(auctionScore, [rubberScore, duplicateScore]),
    reasonsOnlyIn(rubberScore, [auctionScore]),
    reasonsOnlyIn(duplicateScore, [auctionScore]),
  ];
  const columns: CompareColumn[] = sets.map((rules, i) => {
    const r = results[i]!;
    const score = r.ok ? r.value : null;
    return {
      id: rules.id,
      label: ruleSetName(rules),
      score,
      ...(r.ok ? {} : { error: r.error.message }),
      onlyHere: only[i] ?? [],
      onlyHereText: tr(i === 0 ? 'compare.onlyAuction' : 'compare.onlyContract'),
      totals: score === null ? [] : SIDES.map((side) => ({ side, text: totalsSentence(score, side, tr) })),
    };
  });
  const [auction, rubber, duplicate] = scores as [DealScore | null, DealScore | null, DealScore | null];
  const summary = summaryOf(input, lang);
  const total = (s: DealScore | null): string => (s === null ? '—' : pointsText(s.totals.NS?.total ?? 0));
  return {
    columns,
    differences: differenceSentences(auctionRules, input, auction, rubber, duplicate, lang),
    summary,
    announcement: tr('compare.announce', {
      contract: spellContractBy({ level: input.level, strain: input.strain, doubled: input.doubled, declarer: 'S' }, lang).spoken,
      tricks: input.tricks,
      auction: total(auction),
      rubber: total(rubber),
      duplicate: total(duplicate),
    }),
  };
};

/** The levels the controls offer. */
export const LEVEL_CHOICES: readonly Level[] = LEVELS;

/** The strains the controls offer: those the Auction rule set has. */
export const strainChoices = (rules: RuleSet): readonly Strain[] => rules.auction.strains;

/** Keeps an input valid under new auction rules: a strain they lack becomes its nearest equivalent. */
export const adaptInput = (rules: RuleSet, input: CompareInput): CompareInput => {
  if (rules.auction.strains.includes(input.strain)) return input;
  const plain = plainStrainOf(input.strain);
  const strain: Strain = rules.auction.strains.includes(plain)
    ? plain
    : rules.auction.strains.includes('NT')
      ? 'NT'
      : (rules.auction.strains[0] ?? 'NT');
  return { ...input, strain };
};

/** The name of a strain in the controls ("Hearts", "Royal spades", "No-trump"). */
export const strainLabel = (strain: Strain, tr: Translate = translator()): string =>
  strain === 'NL' ? tr('strain.NL.many') : tr(`honour.strain.${strain}`);

/** The name of an honour in the controls ("Ace", "Ten"; "Ace of spades" at no-trump). */
export const honourLabel = (card: TrumpHonour | Suit, kind: 'trumps' | 'aces', tr: Translate = translator()): string => {
  const name = kind === 'aces' ? tr('compare.ace', { suit: tr(`suit.${card as Suit}.many`) }) : tr(`rank.${card as TrumpHonour}`);
  return name.charAt(0).toUpperCase() + name.slice(1);
};
