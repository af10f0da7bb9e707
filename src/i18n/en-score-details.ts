/**
 * The arithmetic of the engine's score entries as templates (`ScoreEntry.detailKey` and
 * `detailArgs`, engine/score/types.ts): the English, which filled with an entry's values is
 * exactly the entry's `detail` (score-details.test.ts checks it over thousands of deals). The
 * German is in `de-score-details.ts`; `score-details.ts` fills them.
 *
 * A value is a number, the key of a word below (a strain, "doubled", a holding), or a phrase of
 * its own. A counted phrase has two templates, `<key>.one` (a count of one) and `<key>.other`,
 * with the count as `{n}`.
 *
 * Server only (the family `score-details` of `families.ts`): on an English page the widgets
 * show the engine's own `detail`, so this file never goes to the browser.
 *
 * @packageDocumentation
 */
export const enScoreDetails = {
  // Words.
  'detail.strain.C': 'clubs',
  'detail.strain.D': 'diamonds',
  'detail.strain.H': 'hearts',
  'detail.strain.S': 'spades',
  'detail.strain.R': 'royal spades',
  'detail.strain.NL': 'nullos',
  'detail.strain.NT': 'no-trumps',
  'detail.doubled': 'doubled',
  'detail.redoubled': 'redoubled',
  'detail.vulnerable': 'vulnerable',
  'detail.notVulnerable': 'not vulnerable',
  'detail.holding.simple': 'three honours between partners (simple honours)',
  'detail.holding.fourDivided': 'four honours divided',
  'detail.holding.fiveDivided': 'five honours divided',
  'detail.holding.fourInOneHand': 'four honours in one hand',
  'detail.holding.fourInOneHandFifthWithPartner': "four honours in one hand, the fifth in partner's",
  'detail.holding.fiveInOneHand': 'five honours in one hand',
  'detail.holding.threeAces': 'three aces',
  'detail.holding.fourAcesDivided': 'four aces divided',
  'detail.holding.fourAcesInOneHand': 'four aces in one hand',
  // Counted phrases.
  'detail.oddTricks.one': '{n} odd trick',
  'detail.oddTricks.other': '{n} odd tricks',
  'detail.oddTricksLost.one': '{n} odd trick lost',
  'detail.oddTricksLost.other': '{n} odd tricks lost',
  'detail.overtricks.one': '{n} overtrick',
  'detail.overtricks.other': '{n} overtricks',
  'detail.undertricks.one': '{n} undertrick',
  'detail.undertricks.other': '{n} undertricks',
  'detail.penaltyTricks.one': '{n} penalty trick',
  'detail.penaltyTricks.other': '{n} penalty tricks',
  'detail.tricks.one': '{n} trick',
  'detail.tricks.other': '{n} tricks',
  'detail.aces.one': '{n} ace',
  'detail.aces.other': '{n} aces',
  'detail.honourCount.one': '{n} honour',
  'detail.honourCount.other': '{n} honours',
  'detail.gamesWon.one': '{n} game won',
  'detail.gamesWon.other': '{n} games won',
  // Auction (score/auction.ts).
  'detail.auction.tricks': '{tricks} × {value} ({strain})',
  'detail.auction.tricksDoubled': '{tricks} × {value} ({strain}) × {mult} ({doubling})',
  'detail.auction.bonusParts': '{base} + {overtricks} × {per}',
  'detail.auction.bonusDoubled': '{parts} for making a doubled contract',
  'detail.auction.bonusRedoubled': '({parts}) × {factor} (redoubled)',
  'detail.auction.undertricks': '{undertricks} × {each}',
  'detail.auction.undertricksDoubled': '{undertricks} × {each} ({doubling})',
  'detail.auction.oneSpadeLimit': "{detail} = {full}, limited to {points} on the dealer's original one spade",
  'detail.auction.toEachOpponent': '{detail}, to each opponent',
  'detail.auction.grandSlam': 'grand slam, 13 tricks: {points}',
  'detail.auction.littleSlam': 'little slam, 12 tricks: {points}',
  'detail.auction.failedGrandSlam': 'little slam on a failed bid of seven, 12 tricks: {points}',
  'detail.auction.defendersGrandSlam': "the defenders' grand slam, 13 tricks: {points}",
  'detail.auction.defendersLittleSlam': "the defenders' little slam, 12 tricks: {points}",
  'detail.auction.duplicatePremium': '{below} for tricks in one deal ({target} or more): {points}',
  'detail.auction.threeHandedGame': 'game won ({before} + {below} ≥ {target}): {points}',
  // Contract (score/contract.ts).
  'detail.contract.tricks': '{tricks} bid in {strain}: {base}',
  'detail.contract.tricksDoubled': '{tricks} bid in {strain}: {base} × {mult} ({doubling})',
  'detail.contract.overtricks': '{overtricks} × {each}',
  'detail.contract.overtricksDoubled': '{overtricks} × {each} ({doubling}, {vul})',
  'detail.contract.insultDoubled': 'making a doubled contract: {points}',
  'detail.contract.insultRedoubled': 'making a redoubled contract: {points}',
  'detail.contract.game': 'game (trick score {score} ≥ {target}), {vul}: {points}',
  'detail.contract.partScore': 'part-score (trick score {score}): {points}',
  'detail.contract.grandSlam': 'grand slam bid and made, {vul}: {points}',
  'detail.contract.smallSlam': 'small slam bid and made, {vul}: {points}',
  'detail.contract.undertricks': '{undertricks}, {vul}: {points}',
  'detail.contract.undertricksDoubled': '{undertricks}, {doubling}, {vul}: {points}',
  // Honours and chicane (honours.ts).
  'detail.honours.holding': '{holding}: {points}',
  'detail.honours.holdingTricks': '{holding}: {figure} tricks × {value}',
  'detail.honours.seedAceToJack': 'A-K-Q-J in one hand: {points}',
  'detail.honours.seedAceToJackTen': "A-K-Q-J in one hand {four}, + {per} for the ten in partner's",
  'detail.honours.seedEach': '{count} honours × {per} (seed 000: only A-K-Q-J is "four in one hand")',
  'detail.honours.chicaneAdded': "chicane, added to the side's honours: {points}",
  'detail.honours.chicaneDoubleAdded': "double chicane, added to the side's honours: {points}",
  'detail.honours.chicaneDeducted': "the opponents' chicane, deducted from these honours: −{points}",
  'detail.honours.chicaneDoubleDeducted': "the opponents' double chicane, deducted from these honours: −{points}",
  'detail.honours.fourAcesInOneHand': 'four aces in one hand: {points}',
  'detail.honours.fiveTrumpsInOneHand': 'five trump honours in one hand: {points}',
  'detail.honours.fourTrumpsInOneHand': 'four trump honours in one hand: {points}',
  'detail.honours.threeHandedAces': '{aces} × {each}',
  'detail.honours.threeHanded': '{honours}: {tricks} × {unit}',
  'detail.honours.dummys': "dummy's {part}",
  'detail.honours.both': '{first}; {second}',
  // The rubber (rubber.ts).
  'detail.rubber.wonOf': 'rubber won 2–{lost}: {points}',
  'detail.rubber.won': 'rubber won: {points}',
  'detail.rubber.stoppedGames': '{games} in a rubber stopped early × {each}',
  'detail.rubber.unfinishedGame': 'the only game of an unfinished rubber: {points}',
  'detail.rubber.unfinishedPartScore': 'the only part-score in the unfinished game: {points}',
  // Revokes (score/revoke.ts).
  'detail.revoke.defenders': '{points} in the honour column for the defenders’ revoke',
  'detail.revoke.declarer': '{points} in the honour column for the declarer’s revoke',
  'detail.revoke.penaltyTricksIncluded': '{detail}, {tricks} included',
} as const;
