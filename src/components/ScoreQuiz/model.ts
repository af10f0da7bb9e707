/**
 * Score quiz model: a finished deal (contract, doubling, tricks, honours held), the four answers
 * the reader gives (each side's points above and below the line), and their check against the
 * engine's score; and a seeded generator of fresh questions, so that "question 7" is the same
 * deal for everyone who opens the same link.
 *
 * Pure (no Preact). The score is always the engine's (`scoreDeal`); the model only compares
 * numbers and spells things.
 *
 * ```ts
 * const q = generateQuestion(rules, 'score-quiz', 7);
 * const r = checkAnswers(rules, q, { 'NS.above': '30', 'NS.below': '24' });
 * r.ok && r.value.right; // how many of the four were right
 * ```
 *
 * @packageDocumentation
 */
import { rankOf, suitOf } from '../../engine/card.ts';
import { randomDeal, seedState, nextRandom } from '../../engine/deal.ts';
import { holdingsFromDeal, holdingsFromListing, type HonourHoldings } from '../../engine/honours.ts';
import { err, ok, type Result } from '../../engine/result.ts';
import type { RuleSet } from '../../engine/rules/types.ts';
import { scoreDeal } from '../../engine/score/index.ts';
import { partyOf, type DealScore, type HonourListing, type Line } from '../../engine/score/types.ts';
import { TRICKS_PER_DEAL } from '../../engine/play.ts';
import { partner, sideOf } from '../../engine/seat.ts';
import type { Diagnostic } from '../../engine/source.ts';
import {
  SEATS,
  VULNERABILITIES,
  type Contract,
  type Deal,
  type Doubling,
  type Seat,
  type Side,
  type Strain,
  type Vulnerability,
} from '../../engine/types.ts';
import { messageTemplate, translator, type ScoringKey, type Translate } from '../../i18n/scoring.ts';
import { pointsText } from '../Score/breakdown.ts';
import {
  rankShort,
  rankSpoken,
  seatName,
  spellContractBy,
  spelled,
  suitGlyph,
  textGlyph,
  vulnerabilityName,
  type Glyph,
  type Spelled,
} from '../shared/format.ts';
import { fillSpelled } from '../shared/format.ts';

/** A scoring message whose placeholders are spelled values (the scoring dictionary's `tSpelled`). */
const tSpelled = (key: ScoringKey, params: Parameters<typeof fillSpelled>[1], _lang = 'en') => fillSpelled(messageTemplate(key), params);

/** A finished deal to score. Plain data, so that it crosses into the island unchanged. */
export interface QuizQuestion {
  readonly contract: Contract;
  /** Tricks won by the declaring side. */
  readonly tricks: number;
  /** Honours listed by position relative to the declarer… */
  readonly honours?: HonourListing;
  /** …or the four hands, from which the engine reads honours and voids. */
  readonly deal?: Deal;
  /** Contract only. */
  readonly vulnerability?: Vulnerability;
  readonly dealersOriginalOneSpade?: boolean;
}

/** The four answers asked for. */
export const FIELD_KEYS = ['NS.above', 'NS.below', 'EW.above', 'EW.below'] as const;
/** One of the four answers. */
export type FieldKey = (typeof FIELD_KEYS)[number];
/** What the reader typed, by field (an empty or missing field means no points). */
export type Answers = Partial<Record<FieldKey, string>>;

const fieldParts = (key: FieldKey): { side: Side; line: Line } => {
  const [side, line] = key.split('.') as [Side, Line];
  return { side, line };
};

/** The label of a field: "North–South, above the line". */
export const fieldLabel = (key: FieldKey, tr: Translate = translator()): string => {
  const { side, line } = fieldParts(key);
  return tr('quiz.field', { side: tr(`score.side.${side}`), line: tr(`score.line.${line}`) });
};

/**
 * Reads an answer: empty means 0 (the quiz says "leave a box empty for none"); a whole number,
 * with a minus sign if need be; anything else is `null`, never right.
 */
export const parseAnswer = (text: string | undefined): number | null => {
  const t = (text ?? '').trim().replace('−', '-');
  if (t === '') return 0;
  return /^-?\d+$/.test(t) ? Number(t) : null;
};

/** One answer checked. */
export interface FieldResult {
  readonly key: FieldKey;
  readonly label: string;
  readonly expected: number;
  readonly given: number | null;
  readonly correct: boolean;
  /** "Right", or "Wrong: the answer is 30". */
  readonly verdict: string;
}

/** The answers checked against the engine. */
export interface CheckResult {
  readonly fields: readonly FieldResult[];
  readonly right: number;
  readonly count: number;
  /** "3 of 4 right." */
  readonly summary: string;
  /** The engine's score, for the itemised breakdown. */
  readonly score: DealScore;
}

/** The engine's input for a question. */
export const questionInput = (q: QuizQuestion) => ({
  contract: q.contract,
  tricks: q.tricks,
  ...(q.deal !== undefined ? { deal: q.deal } : {}),
  ...(q.honours !== undefined ? { honours: q.honours } : {}),
  ...(q.vulnerability !== undefined ? { vulnerability: q.vulnerability } : {}),
  ...(q.dealersOriginalOneSpade === true ? { dealersOriginalOneSpade: true } : {}),
});

/** The points the engine gives a side on a line. */
export const expectedPoints = (score: DealScore, key: FieldKey): number => {
  const { side, line } = fieldParts(key);
  return score.totals[side]?.[line] ?? 0;
};

/** Checks the reader's answers against the engine's score of the question. */
export const checkAnswers = (rules: RuleSet, q: QuizQuestion, answers: Answers, lang = 'en'): Result<CheckResult, Diagnostic> => {
  const tr = translator(lang);
  const scored = scoreDeal(rules, questionInput(q));
  if (!scored.ok) return scored;
  const fields = FIELD_KEYS.map((key): FieldResult => {
    const expected = expectedPoints(scored.value, key);
    const given = parseAnswer(answers[key]);
    const correct = given === expected;
    return {
      key,
      label: fieldLabel(key, tr),
      expected,
      given,
      correct,
      verdict: correct ? tr('quiz.right') : tr('quiz.wrong', { answer: pointsText(expected) }),
    };
  });
  const right = fields.filter((f) => f.correct).length;
  return ok({ fields, right, count: fields.length, summary: tr('quiz.summary', { right, count: fields.length }), score: scored.value });
};

/**
 * A hint for a wrong answer, from the engine's breakdown and without its numbers: which items
 * make up that side's points on that line ("Count: Tricks, Honours."), or that the side scores
 * nothing there, and whether the reader's figure is too high or too low.
 */
export const fieldHint = (score: DealScore, key: FieldKey, given: number | null, tr: Translate = translator()): string => {
  const { side, line } = fieldParts(key);
  const reasons = [
    ...new Set(score.entries.filter((e) => partyOf(e) === side && e.line === line).map((e) => tr(`score.reason.${e.reason}`))),
  ];
  const expected = expectedPoints(score, key);
  const where = { side: tr(`score.side.${side}`), line: tr(`score.line.${line}`) };
  const what =
    reasons.length === 0 ? tr('quiz.hint.nothing', where) : tr('quiz.hint.items', { ...where, items: reasons.join(tr('list.separator')) });
  if (given === null) return `${tr('quiz.hint.number')} ${what}`;
  if (expected === 0) return what;
  return `${tr(given > expected ? 'quiz.hint.high' : 'quiz.hint.low')} ${what}`;
};

// ---------------------------------------------------------------------------------------------
// Fresh questions from a seed

/** A draw from the engine's PRNG (mulberry32): an integer in [0, k). */
const drawer = (seed: string) => {
  let state = seedState(seed);
  return (k: number): number => {
    const step = nextRandom(state);
    state = step.state;
    return Math.floor((step.value * k) / 0x100000000);
  };
};

/** Levels, weighted toward the part-scores and games most deals end in. */
const LEVEL_WEIGHTS: readonly (readonly [number, number])[] = [
  [1, 3],
  [2, 4],
  [3, 4],
  [4, 3],
  [5, 2],
  [6, 1],
  [7, 1],
];
/** Tricks relative to the contract: made more often than not, sometimes with overtricks. */
const TRICK_OFFSETS = [-3, -2, -1, -1, 0, 0, 0, 1, 1, 2] as const;
/** The suits and no-trump; spades may become royal spades where the rules have them. */
const BASE_STRAINS: readonly Strain[] = ['C', 'D', 'H', 'S', 'NT'];

const weighted = (draw: (k: number) => number, table: readonly (readonly [number, number])[]): number => {
  const total = table.reduce((n, [, w]) => n + w, 0);
  let x = draw(total);
  for (const [value, w] of table) {
    if (x < w) return value;
    x -= w;
  }
  return table[0]![0];
};

/**
 * Question `n` of a seed under a rule set: a random declarer, contract, doubling and trick count,
 * and the honours of a random deal (so that honours, aces and voids fall as they do at the table).
 * Deterministic: the same seed, number and rule set give the same question everywhere. The draws
 * do not depend on the rules, so a question keeps its deal when the reader changes the rule set;
 * only spades turn royal (or back) where the rules have royal spades, and the vulnerability is
 * drawn for Contract.
 */
export const generateQuestion = (rules: RuleSet, seed: string, n: number): QuizQuestion => {
  const key = `${seed}#${n}`;
  const draw = drawer(key);
  const declarer = SEATS[draw(4)] ?? 'S';
  const level = weighted(draw, LEVEL_WEIGHTS) as Contract['level'];
  let strain = BASE_STRAINS[draw(BASE_STRAINS.length)] ?? 'H';
  const royal = draw(2) === 1;
  if (strain === 'S' && royal && rules.auction.strains.includes('R')) strain = 'R';
  const d = draw(10);
  const doubled: Doubling = d < 7 ? 0 : d < 9 ? 1 : 2;
  const offset = TRICK_OFFSETS[draw(TRICK_OFFSETS.length)] ?? 0;
  const tricks = Math.max(0, Math.min(TRICKS_PER_DEAL, 6 + level + offset));
  const vul = VULNERABILITIES[draw(4)] ?? 'None';
  return {
    contract: { level, strain, doubled, declarer },
    tricks,
    deal: randomDeal(key, declarer),
    ...(rules.scoring.kind === 'contract' ? { vulnerability: vul } : {}),
  };
};

/** Reads a question number from a URL parameter: a whole number from 1, else `null`. */
export const parseQuestionNumber = (text: string | null | undefined): number | null => {
  if (text === null || text === undefined || !/^\d{1,9}$/.test(text.trim())) return null;
  const n = Number(text.trim());
  return n >= 1 ? n : null;
};

// ---------------------------------------------------------------------------------------------
// The question in words

/** One seat's honours, as shown. */
export interface HonourRow {
  readonly seat: Seat;
  /** "South (declarer)". */
  readonly label: string;
  readonly cards: Spelled;
}

/** What the quiz shows of a question. */
export interface QuestionView {
  /** "Contract: 4♥ doubled by South". */
  readonly contract: Spelled;
  /** "North–South won 10 tricks." */
  readonly tricks: string;
  readonly vulnerability?: string;
  /** "Trump honours (A K Q J 10 of hearts)", "Aces (…)" or the nullo note. */
  readonly honoursHeading: string;
  readonly honours: readonly HonourRow[];
  readonly fields: readonly { readonly key: FieldKey; readonly label: string }[];
  /** A short summary for the live region when the question changes. */
  readonly announcement: (number: number) => string;
  /** A problem with the question under these rules (e.g. honours listed that are not honours). */
  readonly error?: string;
}

const holdingsOf = (q: QuizQuestion): Result<HonourHoldings, Diagnostic> | null =>
  q.deal !== undefined
    ? holdingsFromDeal(q.deal, q.contract.strain)
    : q.honours !== undefined
      ? holdingsFromListing(q.honours, q.contract.strain, q.contract.declarer)
      : null;

/** A seat's honour cards spelled: "A K Q" (trumps) or "♠A ♥A" (aces), or "none". */
const honourCards = (holdings: HonourHoldings, seat: Seat, tr: Translate): Spelled => {
  const cards = holdings.cards[seat];
  if (cards.length === 0) {
    const text = holdings.voids[seat] === true ? tr('quiz.honours.void') : tr('quiz.honours.noneHeld');
    return spelled([textGlyph(text)], text);
  }
  if (holdings.kind === 'aces') {
    const glyphs: Glyph[] = cards.flatMap((c, i) => [
      ...(i > 0 ? [textGlyph(' ')] : []),
      suitGlyph(suitOf(c)),
      textGlyph(rankShort(rankOf(c), tr)),
    ]);
    const spoken = cards
      .map((c) => tr('quiz.card', { rank: rankSpoken(rankOf(c), tr), suit: tr(`suit.${suitOf(c)}.many`) }))
      .join(tr('list.separator'));
    return spelled(glyphs, spoken);
  }
  return spelled(
    [textGlyph(cards.map((c) => rankShort(rankOf(c), tr)).join(' '))],
    cards.map((c) => rankSpoken(rankOf(c), tr)).join(tr('list.separator')),
  );
};

/** The question in words and symbols, under a rule set. */
export const questionView = (q: QuizQuestion, lang = 'en'): QuestionView => {
  const tr = translator(lang);
  const c = q.contract;
  const side = sideOf(c.declarer);
  const contract = spellContractBy(c, lang);
  const fields = FIELD_KEYS.map((key) => ({ key, label: fieldLabel(key, tr) }));
  const holdings = holdingsOf(q);
  const base = {
    contract: tSpelled('quiz.contract', { contract }, lang),
    tricks: tr('quiz.tricks', { side: tr(`score.side.${side}`), tricks: q.tricks }),
    ...(q.vulnerability !== undefined
      ? { vulnerability: tr('quiz.vulnerable', { vulnerability: vulnerabilityName(q.vulnerability, tr) }) }
      : {}),
    fields,
    announcement: (number: number) =>
      tr('quiz.announce', { number, contract: contract.spoken, side: tr(`score.side.${side}`), tricks: q.tricks }),
  };
  if (holdings === null || (holdings.ok && holdings.value.kind === 'none')) {
    return { ...base, honoursHeading: c.strain === 'NL' ? tr('quiz.honours.none') : '', honours: [] };
  }
  if (!holdings.ok) return { ...base, honoursHeading: '', honours: [], error: holdings.error.message };
  const h = holdings.value;
  const heading = h.kind === 'aces' ? tr('quiz.honours.aces') : tr('quiz.honours.trumps', { suit: tr(`suit.${h.trumpSuit ?? 'S'}.many`) });
  const role = (seat: Seat): string =>
    seat === c.declarer
      ? tr('quiz.honours.declarer', { seat: seatName(seat, tr) })
      : seat === partner(c.declarer)
        ? tr('quiz.honours.dummy', { seat: seatName(seat, tr) })
        : seatName(seat, tr);
  return {
    ...base,
    honoursHeading: heading,
    honours: SEATS.map((seat) => ({ seat, label: role(seat), cards: honourCards(h, seat, tr) })),
  };
};
