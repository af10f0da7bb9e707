/**
 * What the codes did about irregularities (revokes, insufficient bids, bids out of turn, a card
 * faced in the deal, a lead out of turn, exposed cards), as far as the sources we have say.
 * Each rule is data with its source and confidence; a rule the sources do not give is recorded
 * as unknown, with what we do know in its note, and never filled in by guesswork.
 *
 * The codes here are the law codes, not only the site's rule sets: the Whist Club's November
 * 1913 code (revoke penalty cut from 150 to 100) and the English code of 1928 have no rule set
 * of their own, but the lesson on irregularities contrasts them (`IRREGULARITY_CODES`).
 *
 * ```ts
 * IRREGULARITY_CODES['whist-club-1913'].revoke.defenderRevokes
 * // { known: true, rule: { honourPoints: 100, tricks: 3 }, confidence: 'period', source: 'HOYLE14-rev …' }
 * ```
 *
 * Sources: auction-laws.md §6.6 (law 7 note, law 84); addendum §2 Q7 (MF28), §3 (TIME26b,
 * WORK13-dec, HOYLE14-rev), §5 `revokePenalty`, §6 N1, N2, N6.
 *
 * @packageDocumentation
 */
import type { AuctionRuleSetId, Confidence } from './types.ts';

/** A rule the sources give: its content, how sure we are, and where it is read. */
export interface KnownRule<T> {
  readonly known: true;
  readonly rule: T;
  readonly confidence: Confidence;
  readonly source: string;
  readonly note?: string;
}

/** A rule the sources we have do not give. `note` says what is known around it. */
export interface UnknownRule {
  readonly known: false;
  readonly confidence: 'unknown';
  readonly source: string;
  readonly note: string;
}

/** One rule of a code on an irregularity. */
export type IrregularityRule<T> = KnownRule<T> | UnknownRule;

/** The revoke (auction-laws.md §6.6; addendum §3 "Revoke scoring"). */
export interface RevokeRules {
  /** A defender revokes: the declarer's choice of points in his honour column or tricks taken from the defenders. */
  readonly defenderRevokes: IrregularityRule<{ readonly honourPoints: number; readonly tricks: number }>;
  /** The declarer revokes: points to the defenders' honour column, beside what they earn by defeating the contract. */
  readonly declarerRevokes: IrregularityRule<{ readonly honourPoints: number }>;
  /** What the revoking side may still score on the deal. */
  readonly revokingSide: IrregularityRule<{ readonly scoresOnlyHonours: boolean; readonly slam: boolean }>;
  /** Tricks taken as the penalty count toward the contract and toward game. */
  readonly penaltyTricksCount: IrregularityRule<{ readonly towardContractAndGame: boolean }>;
  /** Tricks taken as the penalty earn the bonus for a doubled contract made and its overtricks. */
  readonly penaltyTricksEarnBonus: IrregularityRule<{ readonly doubledBonus: boolean }>;
  /** Tricks taken as the penalty count toward a slam. */
  readonly penaltyTricksSlam: IrregularityRule<{ readonly towardSlam: boolean }>;
}

/** Everything a code says about irregularities, rule by rule. */
export interface IrregularityRules {
  readonly revoke: RevokeRules;
  /** An insufficient bid: how it may be corrected, and whether partner is then barred. */
  readonly insufficientBid: IrregularityRule<{
    /** Whether the correction may name another denomination or only the same one. */
    readonly correction: 'anyDenomination' | 'sameDenomination' | 'unknown';
    /** The offender's partner is barred from the auction if an opponent calls attention first. */
    readonly partnerBarredIfAttentionFirst: boolean | null;
  }>;
  /** A bid of more than seven odd tricks (addendum §3, N6). */
  readonly bidAboveSeven: IrregularityRule<{
    readonly illegal: boolean;
    /** The offender and partner take no further part in the auction. */
    readonly offendersBarred: boolean;
    /** What the opponents may require instead. */
    readonly opponentsMayDemand: 'newDealOrSevenDoubled' | 'nothing';
  }>;
  /** A bid, double or pass out of turn. */
  readonly callOutOfTurn: IrregularityRule<{ readonly penalty: string }>;
  /** A card faced during the deal by a player other than the dealer. */
  readonly cardFacedInDeal: IrregularityRule<{
    readonly newDealCompulsory: boolean | null;
    /** To the other side's honour column; `null` for no such penalty. */
    readonly honourPoints: number | null;
  }>;
  /** A lead out of turn. */
  readonly leadOutOfTurn: IrregularityRule<{
    readonly whoMayCallAttention: string;
    readonly cardsTakenBack: boolean;
    readonly penalty: 'none';
  }>;
  /** A defender's card exposed (dropped face up, or shown) during the play. */
  readonly exposedCards: IrregularityRule<{ readonly penalty: string }>;
}

/** A rule no source of ours gives. */
const unknown = (source: string, note: string): UnknownRule => ({ known: false, confidence: 'unknown', source, note });

const NOT_READ = 'not read: the code’s penalty laws are not in the sources we have';

/** The laws of 1908 and the seed text: nothing on irregularities was read. */
const NOTHING_READ = (source: string): IrregularityRules => {
  const none = (what: string): UnknownRule => unknown(source, `${what}: ${NOT_READ}.`);
  return {
    revoke: {
      defenderRevokes: none('The revoke penalty'),
      declarerRevokes: none('The revoke penalty'),
      revokingSide: none('What a revoking side may score'),
      penaltyTricksCount: none('How penalty tricks count'),
      penaltyTricksEarnBonus: none('Whether penalty tricks earn the doubled bonus'),
      penaltyTricksSlam: none('Whether penalty tricks count toward a slam'),
    },
    insufficientBid: none('The insufficient bid'),
    bidAboveSeven: none('A bid of eight or more'),
    callOutOfTurn: none('A call out of turn'),
    cardFacedInDeal: none('A card faced in the deal'),
    leadOutOfTurn: none('A lead out of turn'),
    exposedCards: none('Exposed cards'),
  };
};

// Rules that no code's text in our sources gives: the American codes' laws on calls out of
// turn, leads out of turn and exposed cards were not read (auction-laws.md §2 lists what was).
const CALL_OUT_OF_TURN = unknown('auction-laws.md §2; addendum §0', `The law on a call out of turn was ${NOT_READ}.`);
const LEAD_OUT_OF_TURN = unknown(
  'MF28; addendum Q7',
  'The American law on a lead out of turn was not read; a 1928 article says only that it differed from the English law.',
);
const EXPOSED = unknown('auction-laws.md §2; addendum §0', `The law on exposed cards was ${NOT_READ}.`);

/** The Whist Club code of November 1912, law 84 (WORK13-dec Case 12; auction-laws.md §6.6). */
export const IRREGULARITIES_1912: IrregularityRules = {
  revoke: {
    defenderRevokes: {
      known: true,
      rule: { honourPoints: 150, tricks: 3 },
      confidence: 'law',
      source: 'law 84 (1912); WORK13-dec Case 12; addendum §3, N2',
    },
    declarerRevokes: unknown(
      'law 84 (1912); WORK13-dec Case 12; addendum §3',
      'Read only for a revoking defender: what the defenders receive when the declarer revokes is not in our sources for 1912.',
    ),
    revokingSide: {
      known: true,
      rule: { scoresOnlyHonours: true, slam: false },
      confidence: 'law',
      source: 'law 84 (1912); law 7 (1912); WORK13-dec Case 12; auction-laws.md §6.6',
      note: 'It “cannot score, except for honors or chicane”.',
    },
    penaltyTricksCount: {
      known: true,
      rule: { towardContractAndGame: true },
      confidence: 'inferred',
      source: 'WORK13-dec Case 12; addendum N2',
      note: 'The ruling says three penalty tricks could not save the contract, so they would have counted toward it; the 1912 text itself was not read on this.',
    },
    penaltyTricksEarnBonus: unknown(
      'addendum §3',
      'Read for the November 1913 code only (no doubled bonus); for 1912 our sources do not say.',
    ),
    penaltyTricksSlam: {
      known: true,
      rule: { towardSlam: false },
      confidence: 'law',
      source: 'law 7 (1912); law 84 (1912); auction-laws.md §6.6',
    },
  },
  insufficientBid: unknown('auction-laws.md §2', `The 1912 law on an insufficient bid was ${NOT_READ}.`),
  bidAboveSeven: unknown(
    'TIME26a; addendum §3',
    'Before 1926 no law forbade a bid of eight; what followed one in 1912 is not in our sources.',
  ),
  callOutOfTurn: CALL_OUT_OF_TURN,
  cardFacedInDeal: {
    known: true,
    rule: { newDealCompulsory: null, honourPoints: null },
    confidence: 'inferred',
    source: 'TIME26b; addendum §3',
    note: 'Time called the 1926 penalty of 50 brand new, so the earlier codes had none; whether a new deal followed is not in our sources.',
  },
  leadOutOfTurn: LEAD_OUT_OF_TURN,
  exposedCards: EXPOSED,
};

/** The Whist Club code of November 1913: the revoke penalty reduced (HOYLE14-rev; DEV13). */
export const IRREGULARITIES_1913: IrregularityRules = {
  ...IRREGULARITIES_1912,
  revoke: {
    defenderRevokes: {
      known: true,
      rule: { honourPoints: 100, tricks: 3 },
      confidence: 'period',
      source: 'HOYLE14-rev; DEV13 “Revoke Penalty reduced”; addendum §3, §5',
    },
    declarerRevokes: {
      known: true,
      rule: { honourPoints: 100 },
      confidence: 'period',
      source: 'HOYLE14-rev; addendum §3',
      note: 'The defenders take it beside whatever they earn by defeating the contract.',
    },
    revokingSide: {
      known: true,
      rule: { scoresOnlyHonours: true, slam: false },
      confidence: 'inferred',
      source: 'HOYLE14-rev; law 84 (1912); law 7 (1912); addendum §3',
      note: 'Read for a revoking declarer (“he scores only honours”); for revoking defenders, and for the slam, carried over from the 1912 law.',
    },
    penaltyTricksCount: {
      known: true,
      rule: { towardContractAndGame: true },
      confidence: 'period',
      source: 'HOYLE14-rev; addendum §3, N1',
    },
    penaltyTricksEarnBonus: {
      known: true,
      rule: { doubledBonus: false },
      confidence: 'period',
      source: 'HOYLE14-rev; addendum §3, N1',
      note: 'Neither the bonus for making a doubled contract nor the bonus for its overtricks.',
    },
    penaltyTricksSlam: {
      known: true,
      rule: { towardSlam: false },
      confidence: 'inferred',
      source: 'law 7 (1912); law 84 (1912); auction-laws.md §6.6',
      note: 'The 1912 law, assumed unchanged in 1913.',
    },
  },
};

/** A revoke law of the codes from 1915 on: not read (auction-laws.md §2; addendum §8). */
const REVOKE_NOT_READ = (code: string): RevokeRules => {
  const note = `The revoke law of the ${code} was not read; the penalty was cut in November 1913, and what later codes did is not in our sources.`;
  const u = unknown('DEV13; addendum §3, §8', note);
  return {
    defenderRevokes: u,
    declarerRevokes: u,
    revokingSide: u,
    penaltyTricksCount: u,
    penaltyTricksEarnBonus: u,
    penaltyTricksSlam: u,
  };
};

/** The Whist Club codes of 1915 to 1925. */
export const IRREGULARITIES_1915: IrregularityRules = {
  revoke: REVOKE_NOT_READ('codes of 1915 to 1925'),
  insufficientBid: unknown('auction-laws.md §2', `The law on an insufficient bid of 1915 to 1925 was ${NOT_READ}.`),
  bidAboveSeven: {
    known: true,
    rule: { illegal: false, offendersBarred: false, opponentsMayDemand: 'nothing' },
    confidence: 'period',
    source: 'TIME26a (footnote on bids of eight); addendum §3',
    note: 'In March 1926 a player showed that the rule book did not forbid a bid of eight or more.',
  },
  callOutOfTurn: CALL_OUT_OF_TURN,
  cardFacedInDeal: IRREGULARITIES_1912.cardFacedInDeal,
  leadOutOfTurn: LEAD_OUT_OF_TURN,
  exposedCards: EXPOSED,
};

/** The Whist Club code of April 1926 (TIME26b; MF28; addendum §3, N6). */
export const IRREGULARITIES_1926: IrregularityRules = {
  revoke: REVOKE_NOT_READ('1926 code'),
  insufficientBid: {
    known: true,
    rule: { correction: 'anyDenomination', partnerBarredIfAttentionFirst: true },
    confidence: 'inferred',
    source: 'TIME26b; MF28; addendum §2 Q1, Q7',
    note: 'Time lists new rules for correcting an insufficient bid, the partner barred if attention is called first; that the correction may change the denomination is inferred from a 1928 article contrasting the English law, which allows only the same denomination.',
  },
  bidAboveSeven: {
    known: true,
    rule: { illegal: true, offendersBarred: true, opponentsMayDemand: 'newDealOrSevenDoubled' },
    confidence: 'period',
    source: 'TIME26b: "Seven odd tricks is the highest legal bid"; addendum §3, N6',
  },
  callOutOfTurn: CALL_OUT_OF_TURN,
  cardFacedInDeal: {
    known: true,
    rule: { newDealCompulsory: true, honourPoints: 50 },
    confidence: 'period',
    source: 'TIME26b; MF28; addendum §3',
    note: 'New in 1926. Said of a player other than the dealer; the other side scores it in its honour column.',
  },
  leadOutOfTurn: LEAD_OUT_OF_TURN,
  exposedCards: EXPOSED,
};

/** The English (Portland Club) code of 1928, as a 1928 article contrasts it (MF28; addendum Q7). */
export const IRREGULARITIES_PORTLAND_1928: IrregularityRules = {
  ...NOTHING_READ('ES28b; addendum Q7'),
  insufficientBid: {
    known: true,
    rule: { correction: 'sameDenomination', partnerBarredIfAttentionFirst: null },
    confidence: 'period',
    source: 'MF28; addendum Q7',
    note: 'The correction may only be in the same denomination.',
  },
  leadOutOfTurn: {
    known: true,
    rule: { whoMayCallAttention: 'fourth hand', cardsTakenBack: true, penalty: 'none' },
    confidence: 'period',
    source: 'MF28; addendum Q7',
  },
};

/** The laws of 1908 (nothing on irregularities read). */
export const IRREGULARITIES_1908: IrregularityRules = NOTHING_READ('EB11; SPEC08; STREET09');

/** The seed text says nothing of irregularities. */
export const IRREGULARITIES_SEED: IrregularityRules = NOTHING_READ('seed 000');

/** The law codes the lesson on irregularities compares, in date order. */
export const IRREGULARITY_CODE_IDS = [
  'bath-portland-1908',
  'whist-club-1912',
  'whist-club-1913',
  'whist-club-1915',
  'whist-club-1926',
  'portland-club-1928',
] as const;
/** A law code's id for irregularities. */
export type IrregularityCodeId = (typeof IRREGULARITY_CODE_IDS)[number];

/** A law code with its irregularity rules, and the rule set whose scoring figures it is scored with. */
export interface IrregularityCode {
  readonly label: string;
  /** The site's rule set for its scores (trick values, doubling, honours), or `null` where there is none. */
  readonly ruleSet: AuctionRuleSetId | null;
  readonly rules: IrregularityRules;
}

/** Every law code's irregularity rules. */
export const IRREGULARITY_CODES: { readonly [K in IrregularityCodeId]: IrregularityCode } = {
  'bath-portland-1908': { label: 'Bath and Portland Clubs, 1908', ruleSet: 'bridge-count-1908', rules: IRREGULARITIES_1908 },
  'whist-club-1912': { label: 'Whist Club, November 1912', ruleSet: 'royal-auction-1912', rules: IRREGULARITIES_1912 },
  // Scored with the 1912 rule set: the trick values and honours of 1913 are those of 1912 (chicane aside).
  'whist-club-1913': { label: 'Whist Club, November 1913', ruleSet: 'royal-auction-1912', rules: IRREGULARITIES_1913 },
  'whist-club-1915': { label: 'Whist Club, 1915 to 1925', ruleSet: 'whist-club-1915', rules: IRREGULARITIES_1915 },
  'whist-club-1926': { label: 'Whist Club, 1926', ruleSet: 'whist-club-1926', rules: IRREGULARITIES_1926 },
  'portland-club-1928': { label: 'Portland Club, 1928 (English)', ruleSet: null, rules: IRREGULARITIES_PORTLAND_1928 },
};
