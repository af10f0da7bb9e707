/**
 * Build-time helpers for lesson MDX: run an auction, compare two bids, list the bidding ladder,
 * all with the engine under a named rule set, so that a lesson's example auctions, contracts,
 * declarers and "which bid is higher" answers come from the engine and not from the author.
 *
 * ```mdx
 * export const a = auctionExample('whist-club-1926', 'N', '1H Pass 2H Pass Pass Pass', { 2: 'A raise.' });
 * <AuctionTable dealer="N" calls={a.calls} contract={a.contract} />
 * The declarer is {a.declarerName}.
 * ```
 *
 * The `*Result` functions return error values; the short forms throw, because in a lesson an
 * illegal example must stop the build (the `.astro`/MDX boundary has no other way to fail).
 *
 * Words a lesson prints (seats, contracts, cards, "yes"/"no", rules and their values) are in
 * the page's language: English on an English page, German under `/de/` (`i18n/lesson.ts`).
 *
 * @packageDocumentation
 */
import { bidLadder, bidValue, compareBids, parseCall, runAuction, type AuctionState } from '../../engine/auction.ts';
import type { CallEntry } from '../../engine/record.ts';
import { err, ok, type Result } from '../../engine/result.ts';
import { getRuleSet, RULE_SET_IDS, type Confidence, type RuleSet } from '../../engine/rules/index.ts';
import type { Bid, Call, Card, Contract, FullDeal, Seat } from '../../engine/types.ts';
import { parseCard, rankOf, sortCards, suitOf } from '../../engine/card.ts';
import { cut, dealCards, nextDealer, shuffle } from '../../engine/deal.ts';
import { holderOf, plainStrainOf, trickWinner, type PlayedCard } from '../../engine/play.ts';
import { nextSeat, rightHandOpponent } from '../../engine/seat.ts';
import { scoreCase, scoreCaseError, type ScoreCaseInput } from '../Score/model.ts';
import { readResults, type AuthoredResult } from '../Score/notation.ts';
import { RUBBER_TABLES, scoreRubber } from '../../engine/rubber.ts';
import { loadHand } from '../../lib/hands.ts';
import { enLesson } from '../../i18n/en-lesson.ts';
import { translator, type Translate } from '../../i18n/lesson.ts';
import { ruleNote } from '../../i18n/rule-notes.ts';
import { spellBid, spellContract } from '../shared/format.ts';

/** A seat's name in the page's language ("South", "Süd"). */
const seatWords = (seat: Seat, tr: Translate = translator()): string => tr(`seat.${seat}`);

/** A card in words in the page's language ("the two of hearts", "Coeur-Zwei"). */
const cardWords = (card: Card, tr: Translate = translator()): string =>
  tr('card.spoken', { rank: tr(`rank.${rankOf(card)}`), suit: tr(`suit.${suitOf(card)}.many`) });

/** An example auction, ready for `<AuctionTable>` and for prose. */
export interface AuctionExample {
  readonly rules: RuleSet;
  readonly dealer: Seat;
  readonly calls: readonly CallEntry[];
  readonly state: AuctionState;
  /** The contract, `null` when passed out or unfinished. */
  readonly contract: Contract | null;
  /** The declarer's seat name ("South"; "Süd" on a German page), or `''` when there is none. */
  readonly declarerName: string;
  /** The dummy's seat name, or `''`. */
  readonly dummyName: string;
  /** The contract in words ("four hearts doubled"; "vier Coeur kontriert"), or `''`. */
  readonly contractWords: string;
}

const rulesOf = (id: string): Result<RuleSet, string> => {
  const r = getRuleSet(id);
  return r === undefined ? err(`"${id}" is not a rule set (${RULE_SET_IDS.join(', ')}).`) : ok(r);
};

const PARTNER: Readonly<Record<Seat, Seat>> = { N: 'S', S: 'N', E: 'W', W: 'E' };

/** Reads calls written with spaces (`1H Pass 2H X XX Pass Pass Pass`). */
export const parseCalls = (text: string): Result<Call[], string> => {
  const out: Call[] = [];
  for (const [i, token] of text
    .trim()
    .split(/\s+/)
    .filter((t) => t !== '')
    .entries()) {
    const call = parseCall(token);
    if (call === undefined) return err(`call ${i + 1}, "${token}", is not a call (Pass, X, XX, 1C … 7NT, 2R, 1NL).`);
    out.push(call);
  }
  return ok(out);
};

/** Runs an example auction under a rule set; `notes` and `alerts` are keyed by call index (0 = dealer's). */
export const auctionExampleResult = (
  rulesId: string,
  dealer: Seat,
  text: string,
  notes: Readonly<Record<number, string>> = {},
): Result<AuctionExample, string> => {
  const rules = rulesOf(rulesId);
  if (!rules.ok) return rules;
  const calls = parseCalls(text);
  if (!calls.ok) return calls;
  const run = runAuction(rules.value, dealer, calls.value);
  if (!run.ok) return err(`call ${run.error.index + 1} is not allowed under ${rules.value.label}: ${run.error.message}`);
  const state = run.value;
  const contract = state.contract;
  const entries: CallEntry[] = calls.value.map((call, i) => (notes[i] !== undefined ? { call, note: notes[i] } : { call }));
  return ok({
    rules: rules.value,
    dealer,
    calls: entries,
    state,
    contract,
    declarerName: contract ? seatWords(contract.declarer) : '',
    dummyName: contract ? seatWords(PARTNER[contract.declarer]) : '',
    contractWords: contract ? spellContract(contract).spoken : '',
  });
};

const must = <T>(r: Result<T, string>, what: string): T => {
  if (!r.ok) throw new Error(`${what}: ${r.error}`);
  return r.value;
};

/** {@link auctionExampleResult}, stopping the build on an illegal example. */
export const auctionExample = (rulesId: string, dealer: Seat, text: string, notes: Readonly<Record<number, string>> = {}): AuctionExample =>
  must(auctionExampleResult(rulesId, dealer, text, notes), `example auction "${text}"`);

/** Reads one bid (`3C`); an error for anything else. */
export const parseBid = (text: string): Result<Bid, string> => {
  const c = parseCall(text);
  return c !== undefined && c.type === 'bid' ? ok(c) : err(`"${text}" is not a bid.`);
};

/** Whether bid `a` outranks bid `b` under the rule set. */
export const outranksResult = (rulesId: string, a: string, b: string): Result<boolean, string> => {
  const rules = rulesOf(rulesId);
  if (!rules.ok) return rules;
  const x = parseBid(a);
  if (!x.ok) return x;
  const y = parseBid(b);
  if (!y.ok) return y;
  return ok(compareBids(rules.value, x.value, y.value) > 0);
};

/** {@link outranksResult} as words for prose: "yes" or "no" ("ja" or "nein" on a German page). */
export const outranks = (rulesId: string, a: string, b: string): string =>
  translator()(must(outranksResult(rulesId, a, b), `outranks(${a}, ${b})`) ? 'lesson.yes' : 'lesson.no');

/** A bid's value under the rule set (level × trick value, law 53). */
export const bidValueOf = (rulesId: string, bid: string): number => {
  const rules = must(rulesOf(rulesId), 'bidValueOf');
  return bidValue(rules, must(parseBid(bid), 'bidValueOf'));
};

/** One rung of the ladder, for a table. */
export interface Rung {
  readonly bid: string;
  readonly words: string;
  readonly value: number;
}

/** The bidding ladder of a rule set, lowest first (engine `bidLadder`). */
export const ladder = (rulesId: string): Rung[] => {
  const rules = must(rulesOf(rulesId), 'ladder');
  return bidLadder(rules).map((b) => ({
    bid: `${b.level}${b.strain}`,
    words: spellBid(b.level, b.strain).spoken,
    value: bidValue(rules, b),
  }));
};

/** A shuffle, cut and deal done by the engine, with what a lesson says about it. */
export interface DealDemo {
  readonly dealer: Seat;
  /** The four hands, sorted for display. */
  readonly deal: FullDeal;
  /** Who cuts: the player on the dealer's right. */
  readonly cutterName: string;
  /** The top card after the cut, the first one dealt. */
  readonly firstCard: Card;
  readonly firstCardName: string;
  /** Who received the first card, and who the last. */
  readonly firstHolderName: string;
  readonly lastHolderName: string;
  /** Who deals the next hand. */
  readonly nextDealerName: string;
}

/** Shuffles a pack from a seed, cuts it `cutAt` cards down and deals it from `dealer`'s left. */
export const dealDemoResult = (seed: string, dealer: Seat, cutAt: number): Result<DealDemo, string> => {
  const cutPack = cut(shuffle(seed), cutAt);
  if (!cutPack.ok) return err(cutPack.error.message);
  const dealt = dealCards(cutPack.value, dealer);
  if (!dealt.ok) return err(dealt.error.map((d) => d.message).join(' '));
  const first = cutPack.value[0];
  const last = cutPack.value[cutPack.value.length - 1];
  if (first === undefined || last === undefined) return err('the pack is empty.');
  const h = dealt.value;
  const sorted: FullDeal = { N: sortCards(h.N), E: sortCards(h.E), S: sortCards(h.S), W: sortCards(h.W) };
  return ok({
    dealer,
    deal: sorted,
    cutterName: seatWords(rightHandOpponent(dealer)),
    firstCard: first,
    firstCardName: cardWords(first),
    firstHolderName: seatWords(holderOf(h, first) ?? dealer),
    lastHolderName: seatWords(holderOf(h, last) ?? dealer),
    nextDealerName: seatWords(nextDealer(dealer)),
  });
};

/** {@link dealDemoResult}, stopping the build on a bad cut. */
export const dealDemo = (seed: string, dealer: Seat, cutAt: number): DealDemo =>
  must(dealDemoResult(seed, dealer, cutAt), `deal demo "${seed}"`);

/**
 * The number `<Score>` would print for the same props (engine `scoreDeal` through the Score
 * model), for prose that needs arithmetic on two scores ("the double cost them …").
 */
export const scoreOf = (input: ScoreCaseInput): number => {
  const r = scoreCase(input);
  if (!r.ok) throw new Error(scoreCaseError(input, r.error));
  return r.value.value;
};

/** One trick, played out by the engine: who won it and with which card. */
export interface TrickExample {
  readonly winnerName: string;
  readonly winningCardName: string;
}

/**
 * The winner of a trick: `leader` leads the first of `cards` (`'SK S3 H2 SA'`), the others
 * follow in turn to the left; `trump` is a suit letter or `'NT'`. Engine `trickWinner`.
 */
export const trickExampleResult = (trump: string, leader: Seat, cards: string): Result<TrickExample, string> => {
  const t = trump.toUpperCase();
  if (!['S', 'H', 'D', 'C', 'NT'].includes(t)) return err(`"${trump}" is not a trump suit (S, H, D, C) or NT.`);
  const played: PlayedCard[] = [];
  let seat = leader;
  for (const token of cards.trim().split(/\s+/)) {
    const card = parseCard(token);
    if (card === undefined) return err(`"${token}" is not a card (write SK, H2, DT).`);
    played.push({ seat, card });
    seat = nextSeat(seat);
  }
  const [first, ...rest] = played;
  if (first === undefined || rest.length > 3) return err('a trick has one to four cards.');
  const winner = trickWinner([first, ...rest], t === 'NT' ? null : (t as 'S' | 'H' | 'D' | 'C'));
  const card = played.find((p) => p.seat === winner)?.card ?? first.card;
  return ok({ winnerName: seatWords(winner), winningCardName: cardWords(card) });
};

/** {@link trickExampleResult}, stopping the build on a bad example. */
export const trickExample = (trump: string, leader: Seat, cards: string): TrickExample =>
  must(trickExampleResult(trump, leader, cards), `trick "${cards}"`);

/** One strain's way to game in a single deal. */
export interface GameRow {
  readonly strain: string;
  /** "hearts" */
  readonly words: string;
  /** The fewest odd tricks that score a game from love, undoubled; `null` if none can. */
  readonly oddTricks: number | null;
  /** Their points below the line (0 when none can). */
  readonly points: number;
}

/**
 * For each strain of a rule set: how many odd tricks, undoubled, make a game in one deal from
 * love. Each candidate is scored by the engine (a one-level contract with that many tricks) and
 * compared with the rule set's `gameTarget`.
 */
export const gameFromLove = (rulesId: string): GameRow[] => {
  const rules = must(rulesOf(rulesId), 'gameFromLove');
  if (rules.scoring.kind !== 'auction') throw new Error(`gameFromLove: ${rulesId} is not an auction rule set.`);
  const target = rules.scoring.gameTarget;
  const tr = translator();
  return rules.auction.strains.map((strain) => {
    const words = tr(`strain.${strain}.many`);
    for (let odd = 1; odd <= 7; odd++) {
      const points = scoreOf({ rules: rulesId, contract: `1${strain}`, tricks: 6 + odd, part: 'declarer.below' });
      if (points >= target) return { strain, words, oddTricks: odd, points };
    }
    return { strain, words, oddTricks: null, points: 0 };
  });
};

/**
 * One hand's result as `<Score>` props (`{...handResult('l10-four-aces')}`): the contract and
 * tricks as the engine checked the file, and the deal, from which honours and voids are read.
 */
export const handResult = (slug: string, board?: string): AuthoredResult => {
  const { checked, record } = loadHand(slug, board === undefined ? {} : { board });
  if (checked.tricks === null) throw new Error(`handResult: ${slug} has no result.`);
  return { contract: checked.contract, tricks: checked.tricks, deal: record.deal };
};

/**
 * The deals of a hand file as results for `<ScorePad>`: each board's contract, declaring seat,
 * tricks and the four hands (from which the engine reads honours and voids), as the engine
 * checked them. With `rescoreUnder`, a strain that rule set lacks is played as its plain
 * equivalent (royal spades as spades), so that the same deals can be rescored under a later code.
 */
export const rubberFromHands = (slug: string, boards: readonly string[], rescoreUnder?: string): AuthoredResult[] => {
  const target = rescoreUnder === undefined ? undefined : must(rulesOf(rescoreUnder), 'rubberFromHands');
  return boards.map((board) => {
    const { checked, record } = loadHand(slug, { board });
    if (checked.tricks === null) throw new Error(`rubberFromHands: board ${board} of ${slug} has no result.`);
    const deal = record.deal;
    if (deal === undefined) throw new Error(`rubberFromHands: board ${board} of ${slug} has no deal.`);
    let contract = checked.contract;
    if (contract !== null && target !== undefined && !target.auction.strains.includes(contract.strain)) {
      const plain = plainStrainOf(contract.strain);
      if (!target.auction.strains.includes(plain)) throw new Error(`rubberFromHands: ${target.label} has no ${contract.strain}.`);
      contract = { ...contract, strain: plain };
    }
    return { contract, tricks: checked.tricks, deal };
  });
};

/** One deal of a rubber as a table row: who declared what, and each side's points. */
export interface RubberRow {
  readonly board: string;
  readonly declarerName: string;
  readonly contractWords: string;
  readonly tricks: number;
  readonly ns: { readonly below: number; readonly above: number };
  readonly ew: { readonly below: number; readonly above: number };
}

/** The outcome of a whole rubber, from the engine's ledger. */
export interface RubberSummary {
  readonly rows: readonly RubberRow[];
  readonly totals: { readonly NS: number; readonly EW: number };
  readonly games: { readonly NS: number; readonly EW: number };
  /** "North–South", or `''` if unfinished. */
  readonly winnerName: string;
  /** The winners' margin on points (may be negative: a rubber lost on points). */
  readonly margin: number;
  readonly rubberBonus: number;
}

/** Scores a list of deals (as for `<ScorePad>`) as one rubber under a rule set. */
export const rubberSummary = (rulesId: string, deals: readonly AuthoredResult[], boards: readonly string[] = []): RubberSummary => {
  const rules = must(rulesOf(rulesId), 'rubberSummary');
  const read = readResults(deals);
  if (!read.ok) throw new Error(`rubberSummary: ${read.error.field}: ${read.error.message}`);
  const ledger = scoreRubber(rules, read.value);
  if (!ledger.ok) throw new Error(`rubberSummary: ${ledger.error.message}`);
  const l = ledger.value;
  const tr = translator();
  const rows = read.value.map((d, i): RubberRow => {
    const side = (s: 'NS' | 'EW', line: 'above' | 'below'): number =>
      l.entries
        .filter((e) => e.deal === i && e.side === s && e.line === line && e.reason !== 'rubber-bonus')
        .reduce((n, e) => n + e.points, 0);
    const c = d.contract;
    return {
      board: boards[i] ?? String(i + 1),
      declarerName: c ? seatWords(c.declarer, tr) : '',
      contractWords: c ? spellContract(c).spoken : tr('lesson.passedOut'),
      tricks: d.tricks,
      ns: { below: side('NS', 'below'), above: side('NS', 'above') },
      ew: { below: side('EW', 'below'), above: side('EW', 'above') },
    };
  });
  const ns = l.totals['NS']?.total ?? 0;
  const ew = l.totals['EW']?.total ?? 0;
  const winner = l.rubberWinner === 'NS' || l.rubberWinner === 'EW' ? l.rubberWinner : null;
  const bonus = l.entries.filter((e) => e.reason === 'rubber-bonus').reduce((n, e) => n + e.points, 0);
  return {
    rows,
    totals: { NS: ns, EW: ew },
    games: { NS: l.gamesWon['NS'] ?? 0, EW: l.gamesWon['EW'] ?? 0 },
    winnerName: winner ? tr(`side.${winner}`) : '',
    margin: winner === 'EW' ? ew - ns : ns - ew,
    rubberBonus: bonus,
  };
};

/** One rule of a rule set for the Sources lesson: its value in words and where it comes from. */
export interface RuleRow {
  readonly key: string;
  readonly name: string;
  readonly value: string;
  /** The provenance's confidence, or `null` where the set's own sources cover the rule. */
  readonly confidence: Confidence | null;
  readonly source: string;
  readonly note: string;
}

/** The parameters a lesson lists, in the order a reader meets them; their names are `lesson.rule.<key>`. */
const RULE_KEYS = [
  'trickValues',
  'bidRanking',
  'dealerMustBid',
  'passedOutRedeal',
  'maxBidLevel',
  'gameTarget',
  'doubleMultiplier',
  'doubledMadeBonus',
  'undertrick',
  'honourScale',
  'ntAces',
  'honoursOnFailedContract',
  'chicane',
  'slamValues',
  'slamEitherSide',
  'littleSlamOnFailedGrand',
  'oneSpadeLossLimit',
  'rubberBonus',
  'unfinishedRubber',
] as const;

/** Readers' English names of the parameters, in the order a reader meets them (`ruleRows` gives the page's language). */
export const RULE_NAMES: readonly (readonly [string, string])[] = RULE_KEYS.map((key) => [key, enLesson[`lesson.rule.${key}`]] as const);

const HONOUR_SCALE_WORDS = {
  trickMultiple: 'lesson.value.scale.trickMultiple',
  flat: 'lesson.value.scale.flat',
  seedLiteral: 'lesson.value.scale.seedLiteral',
  contract: 'lesson.value.scale.contract',
} as const;

/** A parameter's value in words, read from the rule set, in the page's language. */
const valueWords = (rules: RuleSet, key: string, tr: Translate): string => {
  const a = rules.auction;
  const sc = rules.scoring;
  const yes = (b: boolean): string => tr(b ? 'lesson.yes' : 'lesson.no');
  switch (key) {
    case 'trickValues':
      return a.strains.map((s) => `${tr(`strain.${s}.many`)} ${a.trickValues[s] ?? '–'}`).join(', ');
    case 'bidRanking':
      return tr(a.bidRanking === 'value' ? 'lesson.value.valueCalling' : 'lesson.value.majorityCalling');
    case 'dealerMustBid':
      return yes(a.dealerMustBid);
    case 'passedOutRedeal':
      return tr(
        a.dealerMustBid
          ? 'lesson.value.cannotHappen'
          : a.passedOutRedeal === 'nextDealer'
            ? 'lesson.value.nextDealer'
            : 'lesson.value.sameDealer',
      );
    case 'maxBidLevel':
      return tr('lesson.value.maxBid', { level: a.maxBidLevel });
  }
  if (sc.kind !== 'auction') return '';
  switch (key) {
    case 'gameTarget':
      return tr('lesson.value.game', { target: sc.gameTarget });
    case 'doubleMultiplier':
      return tr('lesson.value.doubling', { doubled: sc.doubleMultiplier[1], redoubled: sc.doubleMultiplier[2] });
    case 'doubledMadeBonus':
      return tr(sc.doubledMadeBonus.perOvertrick > 0 ? 'lesson.value.bonus.perOvertrick' : 'lesson.value.bonus.flat', {
        base: sc.doubledMadeBonus.base,
        per: sc.doubledMadeBonus.perOvertrick,
        factor: sc.redoubleBonusFactor,
      });
    case 'undertrick':
      return sc.undertrick.join(' / ');
    case 'honourScale':
      return tr(HONOUR_SCALE_WORDS[sc.honourScale]);
    case 'ntAces':
      return `${sc.ntAces.three} / ${sc.ntAces.fourDivided} / ${sc.ntAces.fourInOneHand}`;
    case 'honoursOnFailedContract':
      return yes(sc.honoursOnFailedContract);
    case 'chicane':
      return yes(sc.chicane);
    case 'slamValues':
      return `${sc.slamValues.little} / ${sc.slamValues.grand}`;
    case 'slamEitherSide':
      return yes(sc.slamEitherSide);
    case 'littleSlamOnFailedGrand':
      return tr(sc.littleSlamOnFailedGrand ? 'lesson.value.littleSlamScores' : 'lesson.value.noSlam');
    case 'oneSpadeLossLimit':
      return sc.oneSpadeLossLimit === null ? tr('lesson.value.none') : tr('lesson.value.oneSpade', { limit: sc.oneSpadeLossLimit });
    case 'rubberBonus':
      return String(sc.rubberBonus);
    case 'unfinishedRubber':
      return sc.unfinishedRubber === 'pointsOnly'
        ? tr('lesson.value.pointsOnly')
        : tr('lesson.value.perGame', { points: RUBBER_TABLES.perGame125.points });
  }
  return '';
};

/** Every rule of an auction rule set with its value and provenance (engine data only), in the page's language. */
export const ruleRows = (rulesId: string): RuleRow[] => {
  const rules = must(rulesOf(rulesId), 'ruleRows');
  const tr = translator();
  return RULE_KEYS.map((key) => {
    const p = rules.provenance[key];
    return {
      key,
      name: tr(`lesson.rule.${key}`),
      value: valueWords(rules, key, tr),
      confidence: p?.confidence ?? null,
      source: p?.source ?? rules.sources.join('; '),
      note: p?.note === undefined ? '' : ruleNote(rules.id, key, p.note),
    };
  });
};
