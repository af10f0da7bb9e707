/**
 * Building blocks for the course's example hands: a hand is written as a spec (chosen cards,
 * conditions on the rest, the auction with notes, scripted cards, notes on cards), the rest of
 * the pack is dealt from a seeded shuffle until the conditions hold, the play is finished by
 * the bot, and the record is checked by the engine's own gate and scored by its scorer.
 *
 * @packageDocumentation
 */
import { bidValue, parseCall } from '../../src/engine/auction.ts';
import { FULL_DECK, rankOf, sortCards, suitOf } from '../../src/engine/card.ts';
import { shuffle } from '../../src/engine/deal.ts';
import { applyCard, startPlay, type PlayState } from '../../src/engine/play.ts';
import { checkRecord, type CallEntry, type CheckedHand, type HandRecord, type PlayEntry } from '../../src/engine/record.ts';
import { getRuleSet, withOptions } from '../../src/engine/rules/index.ts';
import type { RuleOptions, RuleSetId } from '../../src/engine/rules/types.ts';
import { scoreDeal, type DealScore, type ScoreEntry } from '../../src/engine/score/index.ts';
import { nextSeat, sideOf } from '../../src/engine/seat.ts';
import { SEATS, SEAT_NAMES, SUITS, type BySeat, type Card, type Contract, type FullDeal, type Seat, type Suit } from '../../src/engine/types.ts';
import { botCard } from './bot.ts';

/** What a note can see: the finished hand and its score. */
export interface NoteContext {
  readonly checked: CheckedHand;
  readonly score: DealScore;
  readonly deal: FullDeal;
  /** The hands built before this one in the same file (for a file read as one rubber). */
  readonly previous: readonly BuiltHand[];
}

/** A note: fixed text, or text computed from the finished hand (for numbers from the engine). */
export type Note = string | ((ctx: NoteContext) => string);

/** One example hand as the author writes it. */
export interface HandSpec {
  /** Title shown to readers. */
  readonly title: string;
  readonly ruleSet: RuleSetId;
  readonly options?: RuleOptions;
  readonly dealer: Seat;
  /** Cards placed on purpose, in PBN hand notation (`'AKQ.J5..'`, spades first). */
  readonly fixed?: Partial<BySeat<string>>;
  /** Conditions the filled deal must meet. */
  readonly accept?: (deal: FullDeal) => boolean;
  /** The seed that was found to fit (freezes the deal); searched from `searchFrom` when absent. */
  readonly seed?: number;
  readonly searchFrom?: number;
  readonly intro: Note;
  /** Calls from the dealer, PBN tokens; a pair adds a note to the call. */
  readonly calls: readonly (string | readonly [string, Note])[];
  /** Cards played before the bot takes over. */
  readonly script?: readonly string[];
  /** Tricks the declaring side must end with (a search condition). */
  readonly target?: number | ((tricks: number, play: PlayState) => boolean);
  /** Play this many tricks and then claim the rest as the bot would play them. */
  readonly claimAfter?: number;
  /** Notes on cards, keyed by the card (`'HK'`); a card is played once. */
  readonly notes?: Readonly<Record<string, Note>>;
  /** A note on the last card shown (the end of the hand: the result and the score). */
  readonly endNote?: Note;
  /** Law 48 (1912): the contract is the dealer's original one spade. */
  readonly dealersOriginalOneSpade?: boolean;
  readonly board?: string;
  /** Extra PBN tags. */
  readonly tags?: Readonly<Record<string, string>>;
}

/**
 * The topic of each lesson's hands, written as the standard PBN `Description` tag: the gallery
 * filters hands by it (src/lib/hands-loader.ts reads it as the topic).
 */
export const LESSON_TOPICS: Readonly<Record<number, string>> = {
  2: 'Cards and the deal',
  3: 'The auction',
  4: 'Doubling and redoubling',
  5: 'Declarer and dummy',
  6: 'The play',
  7: 'Scoring tricks',
  8: 'Games and part-scores',
  9: 'Failing a contract',
  10: 'Honours',
  11: 'Slams',
  12: 'The rubber',
  13: 'Auction against Contract',
  14: 'The codes over the years',
  15: 'Strategy',
};

/** The `Description` tag for a hand titled "Lesson N: ...", if N has a topic. */
const topicTag = (title: string): Record<string, string> => {
  const n = /^Lesson (\d+)/.exec(title)?.[1] ?? (/^Work's rubber/.test(title) ? '12' : undefined);
  const topic = n === undefined ? undefined : LESSON_TOPICS[Number(n)];
  return topic === undefined ? {} : { Description: topic };
};

/** A built hand: the record, its checked form and its score. */
export interface BuiltHand {
  readonly spec: HandSpec;
  readonly seed: number;
  readonly record: HandRecord;
  readonly checked: CheckedHand;
  readonly score: DealScore;
  readonly fullPlay: readonly Card[];
}

/** Reads a hand in PBN notation (`'AKQ.J5.-.T9'` or `'AKQ.J5..T9'`). */
export const parseHand = (text: string): Card[] => {
  const parts = text.split('.');
  if (parts.length !== 4) throw new Error(`hand "${text}" needs four suits`);
  return parts.flatMap((p, i) => (p === '-' ? [] : [...p].map((r) => `${SUITS[i]!}${r}` as Card)));
};

/** A hand in PBN notation. */
export const formatHand = (cards: readonly Card[]): string =>
  SUITS.map((s) =>
    sortCards(cards.filter((c) => suitOf(c) === s))
      .map((c) => rankOf(c))
      .join(''),
  ).join('.');

/** High-card points (A4 K3 Q2 J1), only for the authoring conditions: the period counted tricks, not points. */
export const points = (hand: readonly Card[]): number =>
  hand.reduce((n, c) => n + (({ A: 4, K: 3, Q: 2, J: 1 } as Record<string, number>)[rankOf(c)] ?? 0), 0);

/** Number of cards of a suit. */
export const len = (hand: readonly Card[], s: Suit): number => hand.filter((c) => suitOf(c) === s).length;

/** The length of the longest suit. */
export const maxLen = (hand: readonly Card[]): number => Math.max(...SUITS.map((s) => len(hand, s)));

/** No void, no singleton, at most one doubleton, no suit longer than five. */
export const balanced = (hand: readonly Card[]): boolean => {
  const l = SUITS.map((s) => len(hand, s));
  return l.every((n) => n >= 2 && n <= 5) && l.filter((n) => n === 2).length <= 1;
};

/** Fills the chosen cards with a seeded shuffle of the rest. */
export const fillDeal = (fixed: Partial<BySeat<string>>, seed: number): FullDeal | null => {
  const placed: BySeat<Card[]> = { N: [], E: [], S: [], W: [] };
  const used = new Set<Card>();
  for (const s of SEATS) {
    const text = fixed[s];
    if (text === undefined) continue;
    for (const c of parseHand(text)) {
      if (used.has(c)) throw new Error(`card ${c} placed twice`);
      used.add(c);
      placed[s].push(c);
    }
    if (placed[s].length > 13) throw new Error(`${s} has ${placed[s].length} fixed cards`);
  }
  const rest = shuffle(seed).filter((c) => !used.has(c));
  let i = 0;
  for (const s of SEATS) while (placed[s].length < 13) placed[s].push(rest[i++]!);
  return { N: sortCards(placed.N), E: sortCards(placed.E), S: sortCards(placed.S), W: sortCards(placed.W) };
};

const noteText = (note: Note | undefined, ctx: NoteContext): string | undefined =>
  note === undefined ? undefined : typeof note === 'string' ? note : note(ctx);

const callsOf = (spec: HandSpec): CallEntry[] =>
  spec.calls.map((c) => {
    const token = typeof c === 'string' ? c : c[0];
    const call = parseCall(token);
    if (call === undefined) throw new Error(`${spec.title}: bad call ${token}`);
    return { call };
  });

/** Plays the script and then the bot to the end; `null` if a scripted card is refused. */
export const playOut = (deal: FullDeal, contract: Contract, script: readonly string[]): { cards: Card[]; state: PlayState } | null => {
  let state = startPlay(deal, contract);
  const cards: Card[] = [];
  for (const c of script) {
    const r = applyCard(state, c as Card);
    if (!r.ok) return null;
    state = r.value;
    cards.push(c as Card);
  }
  while (!state.complete) {
    const c = botCard(state);
    const r = applyCard(state, c);
    if (!r.ok) throw new Error(`bot played an illegal card ${c}: ${r.error.message}`);
    state = r.value;
    cards.push(c);
  }
  return { cards, state };
};

const contractOfSpec = (spec: HandSpec, deal: FullDeal): Contract => {
  const bare: HandRecord = { ruleSet: spec.ruleSet, ...(spec.options ? { options: spec.options } : {}), dealer: spec.dealer, deal, calls: callsOf(spec), play: [] };
  const r = checkRecord(bare);
  if (!r.ok) throw new Error(`${spec.title}: ${r.error.map((d) => d.message).join('; ')}`);
  if (r.value.contract === null) throw new Error(`${spec.title}: no contract`);
  return r.value.contract;
};

const meetsTarget = (spec: HandSpec, tricks: number, state: PlayState): boolean =>
  spec.target === undefined ? true : typeof spec.target === 'number' ? spec.target === tricks : spec.target(tricks, state);

/** Finds (or re-finds) the deal and play of a spec. */
const find = (spec: HandSpec): { seed: number; deal: FullDeal; contract: Contract; cards: Card[]; state: PlayState } => {
  const fixed = spec.fixed ?? {};
  const start = spec.seed ?? spec.searchFrom ?? 1;
  const stop = spec.seed !== undefined ? start + 1 : start + 200000;
  let contract: Contract | null = null;
  for (let seed = start; seed < stop; seed++) {
    const deal = fillDeal(fixed, seed);
    if (deal === null) continue;
    if (spec.accept && !spec.accept(deal)) continue;
    contract ??= contractOfSpec(spec, deal);
    const out = playOut(deal, contract, spec.script ?? []);
    if (out === null) continue;
    const tricks = out.state.tricksWon[sideOf(contract.declarer)];
    if (!meetsTarget(spec, tricks, out.state)) continue;
    return { seed, deal, contract, ...out };
  }
  throw new Error(`${spec.title}: no deal found from seed ${start}${spec.seed !== undefined ? ' (the frozen seed no longer fits)' : ''}`);
};

/** Builds, checks and scores one hand. Throws (at authoring time) when anything is wrong. */
export const buildHand = (spec: HandSpec, previous: readonly BuiltHand[] = []): BuiltHand => {
  const { seed, deal, contract, cards, state } = find(spec);
  const tricks = state.tricksWon[sideOf(contract.declarer)];
  const shown = spec.claimAfter === undefined ? cards : cards.slice(0, spec.claimAfter * 4);
  const base: HandRecord = {
    title: spec.title,
    ruleSet: spec.ruleSet,
    ...(spec.options ? { options: spec.options } : {}),
    ...(spec.board ? { board: spec.board } : {}),
    dealer: spec.dealer,
    deal,
    calls: callsOf(spec),
    play: shown.map((card) => ({ card })),
    ...(spec.claimAfter !== undefined ? { claim: { tricks } } : {}),
    result: tricks,
  };
  const first = checkRecord(base);
  if (!first.ok) throw new Error(`${spec.title}: ${first.error.map((d) => d.message).join('; ')}`);
  const rules = withOptions(getRuleSet(spec.ruleSet)!, spec.options ?? {});
  const scored = scoreDeal(rules, {
    contract,
    tricks,
    deal,
    ...(spec.dealersOriginalOneSpade ? { dealersOriginalOneSpade: true } : {}),
  });
  if (!scored.ok) throw new Error(`${spec.title}: ${scored.error.message}`);
  const ctx: NoteContext = { checked: first.value, score: scored.value, deal, previous };
  const notes = spec.notes ?? {};
  for (const key of Object.keys(notes)) if (!shown.includes(key as Card)) throw new Error(`${spec.title}: note on ${key}, which is not shown in the play`);
  const play: PlayEntry[] = shown.map((card, i) => {
    const parts = [noteText(notes[card], ctx), i === shown.length - 1 ? noteText(spec.endNote, ctx) : undefined].filter((x): x is string => x !== undefined);
    return parts.length > 0 ? { card, note: parts.join('\n\n') } : { card };
  });
  const calls: CallEntry[] = callsOf(spec).map((entry, i) => {
    const c = spec.calls[i]!;
    const note = typeof c === 'string' ? undefined : noteText(c[1], ctx);
    return note === undefined ? entry : { ...entry, note };
  });
  const intro = noteText(spec.intro, ctx);
  const record: HandRecord = {
    ...base,
    ...(intro !== undefined ? { intro } : {}),
    calls,
    play,
    tags: { Annotator: 'Auction Bridge course', ...topicTag(spec.title), ...(spec.tags ?? {}) },
  };
  const checked = checkRecord(record);
  if (!checked.ok) throw new Error(`${spec.title}: ${checked.error.map((d) => d.message).join('; ')}`);
  for (const text of [intro, ...calls.map((c) => c.note), ...play.map((p) => p.note)]) {
    if (text !== undefined && /[{}]/.test(text)) throw new Error(`${spec.title}: a note may not contain braces: ${text}`);
    // eslint-disable-next-line no-control-regex
    if (text !== undefined && /[^\x20-\x7e\n]/.test(text)) throw new Error(`${spec.title}: keep notes to plain ASCII: ${text}`);
    // A PBN line holds at most 255 characters: a longer paragraph would be broken by the writer.
    if (text !== undefined && text.split('\n').some((l) => l.length > 250)) throw new Error(`${spec.title}: a paragraph over 250 characters: ${text}`);
  }
  return { spec, seed, record, checked: checked.value, score: scored.value, fullPlay: cards };
};

// ---------------------------------------------------------------------------------------------
// Words for notes

const SIDE_NAMES: Record<string, string> = { NS: 'North-South', EW: 'East-West' };

/** "North-South" / "East-West". */
export const sideName = (side: string): string => SIDE_NAMES[side] ?? side;

/** The score of a deal in words, built from the engine's itemised entries. */
export const scoreWords = (score: DealScore): string => {
  const o = score.outcome;
  const dbl = (e: ScoreEntry): string => (/redoubled/.test(e.detail) ? ' redoubled' : /doubled/.test(e.detail) ? ' doubled' : '');
  const what = (e: ScoreEntry): string => {
    switch (e.reason) {
      case 'trick-points': {
        // Contract counts only the tricks bid ("1 odd trick bid in spades").
        const bid = /^(\d+) odd tricks? bid/.exec(e.detail);
        if (bid) return `for ${count(Number(bid[1]), 'odd trick')} bid${dbl(e)}`;
        return `for ${count(o.oddTricks, 'odd trick')}${/lost/.test(e.detail) ? ' lost' : ''}${dbl(e)}`;
      }
      case 'overtricks':
        return `for ${count(o.overtricks, 'overtrick')}${dbl(e)}`;
      case 'double-bonus':
        return `for making the contract${dbl(e)}${o.overtricks > 0 ? `, with ${count(o.overtricks, 'overtrick')}` : ''}`;
      case 'undertricks':
        return `for ${count(o.undertricks, 'undertrick')}${dbl(e)}${/limited/.test(e.detail) ? ", the most the dealer's original one spade can cost" : ''}`;
      case 'honours':
      case 'chicane':
      {
        const [kind, value] = e.detail.split(':');
        const tricks = /(\d+) tricks? \u00d7/.exec(value ?? '');
        const valued = tricks ? `, valued as ${count(Number(tricks[1]), 'trick')}` : '';
        if (e.reason === 'chicane') return `for chicane (${kind!.replace(/^chicane,?\s*/, '')})`;
        return `for honours (${kind!.replace(/\s*\(.*?\)/g, '')}${valued})`;
      }
      case 'little-slam':
        return 'for the little slam';
      case 'grand-slam':
        return 'for the grand slam';
      default:
        return `(${e.detail.split(':')[0]!})`;
    }
  };
  const parts: string[] = [];
  for (const side of score.parties) {
    const es = score.entries.filter((e) => e.side === side && e.points !== 0);
    if (es.length === 0) continue;
    const items = es.map((e) => `${e.points} ${e.line} the line ${what(e)}`);
    parts.push(`${sideName(side)} score ${listWords(items)}`);
  }
  return parts.length === 0 ? 'Nobody scores anything.' : `${parts.join('; ')}.`;
};

const NUMBER_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen'];

/** "one odd trick", "three undertricks". */
export const count = (n: number, word: string): string => `${NUMBER_WORDS[n] ?? String(n)} ${word}${n === 1 ? '' : 's'}`;

/** "a, b and c". */
export const listWords = (items: readonly string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]!}`;

/** The value of a bid under a rule set (level × trick value, law 53), from the engine's data. */
export const bidPoints = (ruleSet: RuleSetId, token: string): number => {
  const call = parseCall(token);
  const rules = getRuleSet(ruleSet);
  if (call === undefined || call.type !== 'bid' || rules === undefined) throw new Error(`not a bid: ${token}`);
  // Nullo bids exist only with the nullos option (auction-laws.md §8.2).
  return bidValue(call.strain === 'NL' ? withOptions(rules, { nullos: true }) : rules, call);
};

/** Points a side scored on a line. */
export const pts = (ctx: NoteContext, side: 'NS' | 'EW', line?: 'above' | 'below'): number => {
  const t = ctx.score.totals[side];
  return t === undefined ? 0 : line === undefined ? t.total : t[line];
};

/** Points of one reason for a side. */
export const reasonPts = (ctx: NoteContext, side: 'NS' | 'EW', reason: string): number =>
  ctx.score.entries.filter((e) => e.side === side && e.reason === reason).reduce((n, e) => n + e.points, 0);

// ---------------------------------------------------------------------------------------------
// Printing, for the author

/** A text diagram of the deal, the auction and the play, trick by trick. */
export const describe = (b: BuiltHand): string => {
  const d = b.record.deal as FullDeal;
  const lines = [`== ${b.spec.title} (seed ${b.seed}) ${b.spec.ruleSet} dealer ${b.spec.dealer}`];
  for (const s of SEATS) lines.push(`  ${s}: ${formatHand(d[s])}  (${points(d[s])})`);
  lines.push(`  calls: ${b.record.calls.map((c) => (c.call.type === 'bid' ? `${c.call.level}${c.call.strain}` : c.call.type)).join(' ')}`);
  const c = b.checked.contract!;
  lines.push(`  contract ${c.level}${c.strain}${'X'.repeat(c.doubled)} by ${c.declarer}; tricks ${b.checked.tricks} (${b.checked.tricksFrom})`);
  let state = startPlay(d, c);
  for (let t = 0; t * 4 < b.fullPlay.length; t++) {
    const trick = b.fullPlay.slice(t * 4, t * 4 + 4);
    const leader = state.toPlay!;
    for (const card of trick) state = (applyCard(state, card) as { ok: true; value: PlayState }).value;
    const winner = state.tricks[state.tricks.length - 1]!.winner;
    const mark = b.spec.claimAfter !== undefined && t >= b.spec.claimAfter ? ' (claimed)' : '';
    lines.push(`  t${t + 1} ${leader}: ${trick.join(' ')} -> ${winner}${mark}`);
  }
  lines.push(`  score: ${scoreWords(b.score)}`);
  lines.push(`  seed: ${b.seed}, script: cards('${b.fullPlay.join(' ')}'),`);
  return lines.join('\n');
};

/** The seat to the left, as a name. */
export const seatName = (s: Seat): string => SEAT_NAMES[s];
export { nextSeat };
