/**
 * A rubber as a PBN file, and back: one board per deal, in order, the file that
 * `npm run hand -- score --rubber` reads as one rubber (ARCHITECTURE.md "The hand checker").
 * The engine's writer (`makePbn`) and reader (`parsePbn`, `checkRecord`, `dealInputOf`) do the
 * work; this module only says what goes on each board.
 *
 * A board carries the contract (`Contract`, `Declarer`), the tricks (`Result`) and the rule set
 * (`RuleSet`, `RuleSetOptions`). The scorer does not know the cards, only the honours, so the
 * board's deal is one that holds exactly those honours where they were held, with the voids of
 * a chicane, and the other cards dealt round: the engine reads honours from a deal, so the
 * checker scores the board as the scorer did. A deal entered without honours gets no hands
 * (`-`), and scores none. The dealer's original one spade (law 48, 1912) is written as that
 * auction, the one thing the engine reads from an auction.
 *
 * Three-handed rubbers have no PBN form (PBN seats four players): export them as JSON.
 *
 * Its errors are in the page's language (the scorer's `t`); the engine's own messages inside
 * them are the engine's.
 *
 * @packageDocumentation
 */
import { formatContract } from '../../engine/auction.ts';
import { FULL_DECK, rankOf, suitOf } from '../../engine/card.ts';
import { parsePbn, makePbn } from '../../engine/formats/pbn.ts';
import { holdingsFromDeal, holdingsFromListing, honourKindOf, seatAt } from '../../engine/honours.ts';
import { trumpSuitOf } from '../../engine/play.ts';
import { dealInputOf as checkedInputOf } from '../../engine/outcome.ts';
import { checkRecord, type HandRecord } from '../../engine/record.ts';
import { err, ok, type Result } from '../../engine/result.ts';
import { getRuleSet } from '../../engine/rules/index.ts';
import { POSITIONS, type DealInput, type HonourListing, type Position } from '../../engine/score/types.ts';
import { rotate, sideOf } from '../../engine/seat.ts';
import { SEATS, type Call, type Card, type Deal, type Seat, type Strain } from '../../engine/types.ts';
import { t } from '../../i18n/scorer.ts';
import { parseContract } from '../Score/notation.ts';
import { dealInputOf, isThreeHanded, newRubber, rulesOf, type ScorerDeal, type ScorerRubber } from './model.ts';

const HAND = 13;

/**
 * A full deal holding exactly the listed honours where they are, a trump for every hand not
 * void of trumps and none for a void one, the other cards dealt round from North. Honours not
 * listed go to a hand of the side with fewer honours, so that they change no side's count.
 */
export const dealForListing = (listing: HonourListing, strain: Strain, declarer: Seat): Result<Deal, string> => {
  const held = holdingsFromListing(listing, strain, declarer);
  if (!held.ok) return err(held.error.message);
  const hands: Record<Seat, Card[]> = { N: [], E: [], S: [], W: [] };
  for (const s of SEATS) hands[s].push(...held.value.cards[s]);
  const placed = new Set<Card>(SEATS.flatMap((s) => hands[s]));
  const trump = trumpSuitOf(strain);
  const kind = honourKindOf(strain);
  const isHonour = (c: Card): boolean =>
    kind === 'aces' ? rankOf(c) === 'A' : kind === 'trumps' && suitOf(c) === trump && 'AKQJT'.includes(rankOf(c));
  const voidSeats = new Set<Seat>(kind === 'trumps' ? (listing.voids ?? []).map((p) => seatAt(declarer, p)) : []);
  const count = (side: 'NS' | 'EW'): number =>
    SEATS.filter((s) => sideOf(s) === side).reduce((n, s) => n + hands[s].filter(isHonour).length, 0);
  const room = (s: Seat): boolean => hands[s].length < HAND;
  const put = (card: Card, seats: readonly Seat[]): boolean => {
    const to = seats.find(room);
    if (to === undefined) return false;
    hands[to].push(card);
    placed.add(card);
    return true;
  };
  // Unlisted honours to the side with fewer, in a hand that may hold trumps.
  for (const c of FULL_DECK.filter((c) => isHonour(c) && !placed.has(c))) {
    const side = count('NS') <= count('EW') ? 'NS' : 'EW';
    if (
      !put(
        c,
        SEATS.filter((s) => sideOf(s) === side && !voidSeats.has(s)),
      )
    )
      return err(t('scorer.pbn.noHand', { card: c }));
  }
  if (trump !== null) {
    const spots = FULL_DECK.filter((c) => suitOf(c) === trump && !placed.has(c));
    const holders = SEATS.filter((s) => !voidSeats.has(s));
    if (holders.length === 0 && spots.length > 0) return err(t('scorer.pbn.allVoid'));
    // First a trump for each hand that must not be void, then the rest round the table.
    for (const s of holders) if (!hands[s].some((c) => suitOf(c) === trump) && spots.length > 0) put(spots.shift()!, [s]);
    let i = 0;
    while (spots.length > 0) {
      if (!put(spots[0]!, [holders[i % holders.length]!, ...holders])) return err(t('scorer.pbn.trumpsDoNotFit'));
      spots.shift();
      i += 1;
    }
  }
  for (const c of FULL_DECK.filter((c) => !placed.has(c))) {
    if (
      !put(
        c,
        SEATS.filter((s) => !hands[s].includes(c)),
      )
    )
      return err(t('scorer.pbn.dealDoesNotFit'));
  }
  return ok({ N: hands.N, E: hands.E, S: hands.S, W: hands.W });
};

const EMPTY_DEAL: Deal = { N: null, E: null, S: null, W: null };

/** The board of one deal (number `index` from 0): contract, result, rule set, a deal of its honours. */
const boardOf = (rubber: ScorerRubber, deal: ScorerDeal, index: number): Result<HandRecord, string> => {
  const input = dealInputOf(rubber, deal);
  const dealer = rotate('N', index);
  const names = rubber.names;
  const tags: Record<string, string> = {
    Event: `Rubber ${rubber.created.slice(0, 10)}`,
    Date: rubber.created.slice(0, 10).replace(/-/g, '.'),
    ...(names.we !== '' ? { North: names.we, South: names.we } : {}),
    ...(names.they !== '' ? { East: names.they, West: names.they } : {}),
  };
  const base = {
    ruleSet: rubber.rules,
    board: String(index + 1),
    play: [],
    ...(Object.keys(rubber.options).length > 0 ? { options: rubber.options } : {}),
  };
  const c = input.contract;
  if (c === null) {
    return ok({ ...base, dealer, deal: EMPTY_DEAL, calls: [], tags: { ...tags, Contract: 'Pass', Declarer: '' } });
  }
  let hands: Deal = EMPTY_DEAL;
  if (input.honours !== undefined) {
    const d = dealForListing(input.honours, c.strain, c.declarer);
    if (!d.ok) return err(t('scorer.problem.deal', { deal: index + 1, message: d.error }));
    hands = d.value;
  }
  const rules = rulesOf(rubber);
  // The auction: the declarer deals and bids the contract, doubled and redoubled as it was,
  // and three passes. Under law 48 (1912) that makes a plain one spade the dealer's original
  // bid, so a one spade not marked so is written with its tags only (the checker scores it
  // from them, and says that the auction is missing).
  const notOriginal =
    c.level === 1 &&
    c.strain === 'S' &&
    rules.scoring.kind === 'auction' &&
    rules.scoring.oneSpadeLossLimit !== null &&
    deal.oneSpade !== true;
  const calls: Call[] = notOriginal
    ? []
    : [
        { type: 'bid', level: c.level, strain: c.strain },
        ...(c.doubled > 0 ? [{ type: 'double' } as const] : []),
        ...(c.doubled > 1 ? [{ type: 'redouble' } as const] : []),
        { type: 'pass' },
        { type: 'pass' },
        { type: 'pass' },
      ];
  return ok({
    ...base,
    dealer: notOriginal ? dealer : c.declarer,
    deal: hands,
    calls: calls.map((call) => ({ call })),
    result: input.tricks,
    tags: { ...tags, Contract: formatContract(c), Declarer: c.declarer },
  });
};

/** The PBN file of a rubber, one board per deal; an error for a three-handed rubber or a deal that cannot be written. */
export const rubberToPbn = (rubber: ScorerRubber): Result<string, string> => {
  if (isThreeHanded(rubber)) return err(t('scorer.pbn.threeHandedExport'));
  const records: HandRecord[] = [];
  for (const [i, d] of rubber.deals.entries()) {
    const board = boardOf(rubber, d, i);
    if (!board.ok) return board;
    records.push(board.value);
  }
  return ok(makePbn(records));
};

/** The honours of a deal as a per-card listing relative to the declarer, read by the engine from the deal. */
const listingFromDeal = (deal: Deal, input: DealInput): HonourListing | null => {
  const c = input.contract;
  if (c === null) return null;
  const held = holdingsFromDeal(deal, c.strain);
  if (!held.ok) return null;
  const out: Record<Position, string[]> = { declarer: [], dummy: [], lho: [], rho: [] };
  const voids: Position[] = [];
  for (const p of POSITIONS) {
    const seat = seatAt(c.declarer, p);
    out[p] = held.value.cards[seat].map((card) => (held.value.kind === 'aces' ? `A${suitOf(card)}` : rankOf(card)));
    if (held.value.voids[seat] === true) voids.push(p);
  }
  return voids.length > 0 ? { ...out, voids } : out;
};

/** A board's input as the checker reads it: from the checked hand, else from its Contract and Result tags. */
const inputOfRecord = (record: HandRecord): Result<DealInput, string> => {
  const checked = checkRecord(record);
  if (!checked.ok) return err(checked.error[0]?.message ?? t('scorer.pbn.boardUnreadable'));
  const fromHand = checkedInputOf(checked.value);
  if (fromHand !== null) return ok(fromHand);
  const tag = record.tags?.['Contract'];
  const declarer = (record.tags?.['Declarer'] ?? '').trim() as Seat;
  if (tag === undefined) return err(t('scorer.pbn.noContract'));
  const contract = parseContract(tag, SEATS.includes(declarer) ? declarer : 'S');
  if (!contract.ok) return err(contract.error.message);
  if (contract.value !== null && !SEATS.includes(declarer)) return err(t('scorer.pbn.noDeclarer'));
  if (contract.value !== null && record.result === undefined) return err(t('scorer.pbn.noResult'));
  const full = SEATS.every((s) => record.deal[s] !== null);
  return ok({ contract: contract.value, tricks: record.result ?? 0, ...(full ? { deal: record.deal } : {}) });
};

/**
 * Reads a PBN file as one rubber (its boards in order, as `score --rubber` does), under the
 * first board's rule set and options. Errors say which board and why.
 */
export const rubberFromPbn = (text: string, init: { readonly id: string; readonly now: string }): Result<ScorerRubber, string> => {
  const parsed = parsePbn(text);
  if (!parsed.ok) {
    const firstError = parsed.error.diagnostics.find((d) => d.severity === 'error');
    return err(t('scorer.pbn.unreadable', { line: firstError?.pos?.line ?? '?', message: firstError?.message ?? '' }));
  }
  const records = parsed.value.records.filter((r): r is HandRecord => r !== null);
  if (records.length === 0) return err(t('scorer.pbn.noBoard'));
  const first = records[0]!;
  const rules = getRuleSet(first.ruleSet);
  if (rules === undefined || rules.id === 'contract-duplicate') return err(t('scorer.pbn.noRubbers', { rules: first.ruleSet }));
  const rubber = newRubber({ ...init, rules: rules.id, options: first.options ?? {} });
  if (isThreeHanded(rubber)) return err(t('scorer.pbn.threeHandedImport'));
  const deals: ScorerDeal[] = [];
  for (const [i, record] of records.entries()) {
    const input = inputOfRecord(record);
    if (!input.ok) return err(t('scorer.problem.board', { board: record.board ?? i + 1, message: input.error }));
    const c = input.value.contract;
    const listing = c !== null && input.value.deal !== undefined ? listingFromDeal(input.value.deal, input.value) : null;
    deals.push({
      by: c === null ? 'NS' : sideOf(c.declarer),
      contract: c === null ? null : { level: c.level, strain: c.strain, doubled: c.doubled },
      tricks: c === null ? 0 : input.value.tricks,
      honours: listing === null ? { kind: 'none' } : { kind: 'cards', listing },
      ...(input.value.dealersOriginalOneSpade === true ? { oneSpade: true } : {}),
    });
  }
  const tags = first.tags ?? {};
  const named = (v: string | undefined): string => (v === undefined || v === '?' ? '' : v);
  return ok({ ...rubber, deals, names: { ...rubber.names, we: named(tags['North']), they: named(tags['East']) } });
};
