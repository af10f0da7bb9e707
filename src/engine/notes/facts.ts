/**
 * Facts in notes: a small notation that lets a hand's commentary state a holding or a count
 * drawn from the deal itself, so that the words cannot drift from the cards (issue 14).
 *
 * A fact is written between double square brackets, inside a PBN comment `{...}`:
 *
 * | Written      | Renders as         | Meaning                                                  |
 * |--------------|--------------------|----------------------------------------------------------|
 * | `[[E:H]]`    | `♥AKQ96`           | East's hearts **as dealt**, highest first, 10 for the ten |
 * | `[[E:H]]`    | `♥—`               | … and a void                                              |
 * | `[[#E:H]]`   | `five`             | how many hearts East was dealt, in words                   |
 * | `[[#EW:H]]`  | `five`             | how many hearts East and West were dealt together         |
 * | `[[#NS:S]]`  | `no`               | none: "North-South hold [[#NS:S]] spades" → "no spades"   |
 * | `[[#E:H]]`   | `Five`             | … with a capital where it starts a sentence               |
 *
 * **German** (issue 18: a note's `de:` part, see ./lang.ts) renders the same facts with German
 * words, `renderFacts(text, deal, 'de')`:
 *
 * | Written      | English  | German   |
 * |--------------|----------|----------|
 * | `[[E:H]]`    | `♥AKQ96` | `♥AKD96` (rank letters A K D B, the ten as 10) |
 * | `[[#E:H]]`   | `five`   | `fünf` (`Fünf` at the start of a sentence) |
 * | `[[#E:H]]`   | `one`    | `ein` ("Ost hat ein Coeur") |
 * | `[[#NS:S]]`  | `no`     | `kein` ("Nord-Süd halten kein Pik") |
 *
 * The German counts are written for the place a count stands in a note: before the suit's
 * name, as subject or object ("hält [[#E:C]] Treff", "[[#NS:S]] Pik liegen bei West"). One is
 * therefore `ein` and none `kein`, which read right with the suit names, neuter in German
 * bridge usage ("ein Pik", "kein Treff mehr"); a note that might put a count of one or none in
 * the dative ("mit einem Treff") says it in its own words instead.
 *
 * Seats are `N E S W`, sides `NS EW`, suits `S H D C`, in capitals, with no spaces. A holding
 * names one seat; a count names a seat or a side.
 *
 * **Every fact is read from the original deal**, whatever the step its note is attached to: a
 * holding is the one the player was dealt, not what is left of it. A note that speaks of the
 * cards still held says so in its own words ("of his [[S:S]] only the queen is left").
 *
 * The notation cannot meet PBN: it holds no braces, semicolons, quotes or backslashes, and a
 * comment is the only place a PBN file has free text. Nor does it meet prose, which never
 * doubles a bracket. Rendering is plain text (the suit symbols are characters), so a note
 * rendered for a page, a sheet or a downloaded PBN file reads as ordinary prose.
 *
 * ```ts
 * renderFacts('East holds [[E:H]], [[#E:H]] hearts.', deal); // ok('East holds ♥AKQ96, five hearts.')
 * renderFacts('[[X:H]]', deal);                              // err([{ code: 'FACT_SEAT', ... }])
 * ```
 *
 * @packageDocumentation
 */
import { rankOf, suitOf } from '../card.ts';
import type { HandRecord } from '../record.ts';
import { err, ok, type Result } from '../result.ts';
import type { Diagnostic } from '../source.ts';
import type { NoteLang } from './lang.ts';
import { RANKS, SEAT_NAMES, SUIT_SYMBOLS, type Card, type Deal, type Rank, type Seat, type Side, type Suit } from '../types.ts';

/** The codes of a fact that cannot be read or rendered. */
export const FACT_CODES = ['FACT_UNCLOSED', 'FACT_FORM', 'FACT_SEAT', 'FACT_SUIT', 'FACT_SIDE_HOLDING', 'FACT_HAND_UNKNOWN'] as const;
export type FactCode = (typeof FACT_CODES)[number];

/** A fact as written: a holding of one seat, or a count of a seat's or a side's cards in a suit. */
export type Fact =
  | { readonly kind: 'holding'; readonly seat: Seat; readonly suit: Suit }
  | { readonly kind: 'count'; readonly who: Seat | Side; readonly suit: Suit };

/** A fact found in a text: what it says and where it stands. */
export interface FactToken {
  readonly fact: Fact;
  /** Where `[[` starts in the text, from 0. */
  readonly offset: number;
  /** The whole written fact, brackets included (`[[#EW:H]]`). */
  readonly source: string;
}

/** A fact that cannot be read or rendered: a stable code, a sentence, a fix, and where. */
export interface FactProblem {
  readonly code: FactCode;
  readonly message: string;
  readonly hint: string;
  /** Where the written fact starts in the text, from 0. */
  readonly offset: number;
  /** The written fact (or what was read of it). */
  readonly source: string;
}

const OPEN = '[[';
const CLOSE = ']]';
const SEAT_LETTERS: readonly string[] = ['N', 'E', 'S', 'W'];
const SIDE_LETTERS: readonly string[] = ['NS', 'EW'];
const SUIT_LETTERS: readonly string[] = ['S', 'H', 'D', 'C'];
const FORMS = "Write [[E:H]] for a holding (East's hearts as dealt) or [[#EW:H]] for a count (hearts held by East and West).";

const problem = (code: FactCode, message: string, hint: string, offset: number, source: string): FactProblem => ({
  code,
  message,
  hint,
  offset,
  source,
});

/** Reads one written fact (`source` includes the brackets). */
const readFact = (source: string, offset: number): Result<Fact, FactProblem> => {
  const body = source.slice(OPEN.length, source.length - CLOSE.length);
  const count = body.startsWith('#');
  const parts = (count ? body.slice(1) : body).split(':');
  if (parts.length !== 2 || parts[0] === '' || parts[1] === '') {
    return err(problem('FACT_FORM', `${source} is not a fact this site knows.`, FORMS, offset, source));
  }
  const [who, suit] = parts as [string, string];
  if (!SEAT_LETTERS.includes(who) && !SIDE_LETTERS.includes(who)) {
    const side = SIDE_LETTERS.includes(who.toUpperCase()) || SEAT_LETTERS.includes(who.toUpperCase());
    return err(
      problem(
        'FACT_SEAT',
        `${source} names no seat: "${who}" is not one of N, E, S, W${count ? ', NS, EW' : ''}.`,
        side ? `Write seats in capitals: ${who.toUpperCase()}.` : `A seat is N, E, S or W${count ? '; a side is NS or EW' : ''}.`,
        offset,
        source,
      ),
    );
  }
  if (!SUIT_LETTERS.includes(suit)) {
    return err(
      problem(
        'FACT_SUIT',
        `${source} names no suit: "${suit}" is not one of S, H, D, C.`,
        SUIT_LETTERS.includes(suit.toUpperCase())
          ? `Write suits in capitals: ${suit.toUpperCase()}.`
          : 'A suit is S, H, D or C (no-trumps have no holding).',
        offset,
        source,
      ),
    );
  }
  if (count) return ok({ kind: 'count', who: who as Seat | Side, suit: suit as Suit });
  if (SIDE_LETTERS.includes(who)) {
    return err(
      problem(
        'FACT_SIDE_HOLDING',
        `${source} asks for the holding of a side; a holding belongs to one seat.`,
        `Write [[${who[0]}:${suit}]] and [[${who[1]}:${suit}]], or [[#${who}:${suit}]] for how many the side holds.`,
        offset,
        source,
      ),
    );
  }
  return ok({ kind: 'holding', seat: who as Seat, suit: suit as Suit });
};

/**
 * Every fact of a text, in order; or every problem, each with its offset. Text without `[[` is
 * returned as it is (no facts). Never throws.
 */
export const parseFacts = (text: string): Result<readonly FactToken[], readonly FactProblem[]> => {
  const tokens: FactToken[] = [];
  const problems: FactProblem[] = [];
  let at = text.indexOf(OPEN);
  while (at !== -1) {
    const end = text.indexOf(CLOSE, at + OPEN.length);
    const nextOpen = text.indexOf(OPEN, at + OPEN.length);
    if (end === -1 || (nextOpen !== -1 && nextOpen < end) || text.slice(at, end).includes('\n')) {
      const shown = text.slice(at, Math.min(text.length, at + 12)).split('\n')[0]!;
      problems.push(problem('FACT_UNCLOSED', `A fact opened with "[[" is not closed with "]]": ${shown}`, FORMS, at, shown));
      at = nextOpen;
      continue;
    }
    const source = text.slice(at, end + CLOSE.length);
    const fact = readFact(source, at);
    if (fact.ok) tokens.push({ fact: fact.value, offset: at, source });
    else problems.push(fact.error);
    at = text.indexOf(OPEN, end + CLOSE.length);
  }
  return problems.length > 0 ? err(problems) : ok(tokens);
};

/** Whether a text holds anything written as a fact (well formed or not). */
export const hasFacts = (text: string): boolean => text.includes(OPEN);

const WORDS: { readonly [L in NoteLang]: readonly string[] } = {
  en: ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen'],
  // "ein"/"kein" before a suit's name: see the module's note.
  de: ['kein', 'ein', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun', 'zehn', 'elf', 'zwölf', 'dreizehn'],
};

/**
 * A count of cards in words, as a note says it: 0 → "no", 5 → "five", 13 → "thirteen"; in
 * German 0 → "kein", 1 → "ein", 5 → "fünf" (see the module's note).
 */
export const countWord = (n: number, lang: NoteLang = 'en'): string => WORDS[lang][n] ?? String(n);

const RANK_SHORT: { readonly [R in Rank]: string } = {
  A: 'A',
  K: 'K',
  Q: 'Q',
  J: 'J',
  T: '10',
  9: '9',
  8: '8',
  7: '7',
  6: '6',
  5: '5',
  4: '4',
  3: '3',
  2: '2',
};
/** German rank letters: Ass, König, Dame, Bube, Zehn. */
const RANK_SHORT_DE: { readonly [R in Rank]: string } = { ...RANK_SHORT, Q: 'D', J: 'B' };

/**
 * A holding as the site prints it: the suit symbol, then the ranks from the highest, the ten as
 * `10` (the widgets' `rank.T.short`), and a dash for a void: `♥AKQ96`, `♠K1084`, `♣—`. In
 * German with the German letters: `♥AKD96`, `♦DB3`.
 */
export const holdingText = (cards: readonly Card[], suit: Suit, lang: NoteLang = 'en'): string => {
  const letters = lang === 'de' ? RANK_SHORT_DE : RANK_SHORT;
  const ranks = cards
    .filter((c) => suitOf(c) === suit)
    .map((c) => rankOf(c))
    .sort((a, b) => RANKS.indexOf(b) - RANKS.indexOf(a));
  return `${SUIT_SYMBOLS[suit]}${ranks.length === 0 ? '—' : ranks.map((r) => letters[r]).join('')}`;
};

const seatsOfWho = (who: Seat | Side): readonly Seat[] => (who.length === 1 ? [who as Seat] : (who.split('') as Seat[]));

/** One fact against a deal (the original deal: see the module's note), in English or German words. */
export const renderFact = (token: FactToken, deal: Deal, lang: NoteLang = 'en'): Result<string, FactProblem> => {
  const { fact } = token;
  const seats = fact.kind === 'holding' ? [fact.seat] : seatsOfWho(fact.who);
  const unknown = seats.find((s) => deal[s] === null);
  if (unknown !== undefined) {
    return err(
      problem(
        'FACT_HAND_UNKNOWN',
        `${token.source}: ${SEAT_NAMES[unknown]}'s hand is not in the deal.`,
        'Give all four hands in the Deal tag, or state this fact in words.',
        token.offset,
        token.source,
      ),
    );
  }
  if (fact.kind === 'holding') return ok(holdingText(deal[fact.seat]!, fact.suit, lang));
  const n = seats.reduce((sum, s) => sum + deal[s]!.filter((c) => suitOf(c) === fact.suit).length, 0);
  return ok(countWord(n, lang));
};

/** Whether text written after `before` starts a sentence: at the start, or after `.`, `!` or `?` and a space. */
const startsSentence = (before: string): boolean => /(^|[.!?]\s)\s*$/.test(before);

/**
 * A text with every fact replaced by what the deal says: a count that starts a sentence is
 * written with a capital ("Five hearts, ♥AKQ87, make ..."). The one renderer of notes, used
 * for the widgets, the hand sheet and the downloaded PBN alike. A text without facts comes back
 * as it is. `lang` picks the words: English (the default) or German (`'de'`: "Fünf Coeur,
 * ♥AKD87, ..."), for a note's German part.
 */
export const renderFacts = (text: string, deal: Deal, lang: NoteLang = 'en'): Result<string, readonly FactProblem[]> => {
  if (!hasFacts(text)) return ok(text);
  const parsed = parseFacts(text);
  if (!parsed.ok) return parsed;
  const problems: FactProblem[] = [];
  let out = '';
  let at = 0;
  for (const token of parsed.value) {
    const r = renderFact(token, deal, lang);
    out += text.slice(at, token.offset);
    if (r.ok) out += startsSentence(out) ? r.value.charAt(0).toUpperCase() + r.value.slice(1) : r.value;
    else problems.push(r.error);
    at = token.offset + token.source.length;
  }
  return problems.length > 0 ? err(problems) : ok(out + text.slice(at));
};

// ---------------------------------------------------------------------------------------------
// A whole record

/** Where a note of a record stands: the introduction, a call, or a card (each counted from 1). */
export type NotePlace =
  | { readonly kind: 'intro' }
  | { readonly kind: 'call'; readonly index: number }
  | { readonly kind: 'card'; readonly index: number; readonly card: string };

/** Words for a note's place: "the introduction", "the note on call 3", "the note on card 17 (♠K)". */
export const notePlaceText = (place: NotePlace): string =>
  place.kind === 'intro'
    ? 'the introduction'
    : place.kind === 'call'
      ? `the note on call ${place.index}`
      : `the note on card ${place.index} (${SUIT_SYMBOLS[place.card[0] as Suit]}${RANK_SHORT[place.card[1] as Rank]})`;

/** The codes a record's facts report under, as {@link Diagnostic}s. */
export type NoteFactDiagnostic = Diagnostic<FactCode>;

/**
 * A record with the facts of its introduction and of every note rendered from its deal; or one
 * diagnostic per bad fact, naming the note ("the note on card 17 (♠K)"), at the position of
 * its call or card and with the step it is shown at (0 for the introduction). Never throws.
 * `lang` is the language the notes are written in (a record made German by `recordIn`).
 */
export const renderRecordFacts = (record: HandRecord, lang: NoteLang = 'en'): Result<HandRecord, readonly NoteFactDiagnostic[]> => {
  const problems: NoteFactDiagnostic[] = [];
  const one = (note: string | undefined, place: NotePlace, step: number, pos: HandRecord['pos']): string | undefined => {
    if (note === undefined || !hasFacts(note)) return note;
    const r = renderFacts(note, record.deal, lang);
    if (r.ok) return r.value;
    for (const p of r.error) {
      problems.push({
        code: p.code,
        message: `In ${notePlaceText(place)}: ${p.message}`,
        hint: p.hint,
        severity: 'error',
        step,
        ...(pos !== undefined ? { pos } : {}),
      });
    }
    return note;
  };
  const intro = one(record.intro, { kind: 'intro' }, 0, record.pos);
  const calls = record.calls.map((c, i) => {
    const note = one(c.note, { kind: 'call', index: i + 1 }, i + 1, c.pos ?? record.pos);
    return note === c.note ? c : { ...c, note: note! };
  });
  const play = record.play.map((p, j) => {
    const note = one(p.note, { kind: 'card', index: j + 1, card: p.card }, record.calls.length + j + 1, p.pos ?? record.pos);
    return note === p.note ? p : { ...p, note: note! };
  });
  if (problems.length > 0) return err(problems);
  return ok({ ...record, ...(intro !== undefined ? { intro } : {}), calls, play });
};
