/**
 * The English strings of the irregularities lesson's helpers (`components/RuleValue/
 * irregularities.ts`): each law code's rule on an irregularity in words, every figure filled in
 * from the engine's data (`engine/rules/irregularities.ts`). The codes' names and the notes on
 * each rule are the engine's own English (`label`, `note`); their German is in
 * `de-irregularities.ts`, keyed by code and rule. `irregularities.ts` picks the page's language.
 *
 * @packageDocumentation
 */
export const enIrregularities = {
  'irregularity.defenderRevokes': 'the declarer chooses {points} in his honour column, or {tricks} tricks taken from the defenders',
  'irregularity.declarerRevokes': 'the defenders take {points} in their honour column, beside what they earn by defeating the contract',
  'irregularity.revokingSide.onlyHonours': 'it scores nothing but its honours',
  'irregularity.revokingSide.asUsual': 'it scores as usual',
  'irregularity.revokingSide.noSlam': ', and no slam',
  'irregularity.penaltyTricksCount.yes': 'they count toward the contract and toward game',
  'irregularity.penaltyTricksCount.no': 'they do not count toward the contract',
  'irregularity.penaltyTricksEarnBonus.yes': 'they earn the bonus for a doubled contract',
  'irregularity.penaltyTricksEarnBonus.no': 'they earn neither the bonus for making a doubled contract nor its overtrick bonus',
  'irregularity.penaltyTricksSlam.yes': 'they count toward a slam',
  'irregularity.penaltyTricksSlam.no': 'they never count toward a slam',
  'irregularity.insufficientBid.same': 'the offender may correct it only in the same denomination',
  'irregularity.insufficientBid.any': 'the offender may correct it, in another denomination too',
  'irregularity.insufficientBid.anyBarred':
    'the offender may correct it, in another denomination too; if an opponent calls attention to it first, the offender’s partner is barred from the rest of the auction',
  'irregularity.bidAboveSeven.illegal':
    'illegal: the offender and his partner are barred from the auction, and either opponent may demand a new deal or have the contract played at seven, doubled',
  'irregularity.bidAboveSeven.allowed': 'no law forbade it',
  'irregularity.cardFacedInDeal.none': 'no penalty in the honour column',
  'irregularity.cardFacedInDeal.newDealMust': 'a new deal must follow, and the other side scores {points} in its honour column',
  'irregularity.cardFacedInDeal.newDeal': 'a new deal, and the other side scores {points} in its honour column',
  'irregularity.leadOutOfTurn': '{who} may call attention to it; the cards played are taken back',
  'irregularity.leadOutOfTurn.noPenalty': '{who} may call attention to it; the cards played are taken back, without penalty',
  'irregularity.who.fourthHand': 'fourth hand',
  'irregularity.list': '{list} and {last}',
} as const;
