/**
 * Reading the PBN `Score` tag: the points one table scored on a board, as a side and a
 * number (`"NS 620"`, `"EW -100"`, `"+140"`). Used to check the engine's Contract duplicate
 * scoring against real hand records (score-conformance.test.ts), and by anything else that
 * wants the score a file claims.
 *
 * Forms met in the corpus (../shared/corpus, README §2 "Scoring checks") and in PBN 2.1's
 * syntax for sided scores (the pattern the PBN reader checks, pbn.ts `VALUE_RULES.Score`):
 *
 * - `NS 620`, `NS -100`, `NS +550`: points for the side named (negative: the side lost them);
 * - `NS 620 EW -620`: both sides; the two must cancel out;
 * - `+140`, `-50`, `140`: no side. Such a score is the **declaring side's**: every sideless
 *   score in the corpus reads that way (the 1997 Bermuda Bowl segment FF01.PBN, 32 boards with
 *   East-West and North-South declarers alike; the GIB pairs file; the PBN Verifier's game 25);
 * - `""` and `"?"`: no score given.
 *
 * Bad values never throw: they give `score: null` (or the first readable side) and a
 * diagnostic with a stable code.
 *
 * @packageDocumentation
 */
import type { SourcePos, Diagnostic } from '../source.ts';
import type { Side } from '../types.ts';

/** A score as a `Score` tag gives it. */
export interface ScoreTagValue {
  /** The side the points are written for; `null` when the tag names none (then they are the declaring side's). */
  readonly side: Side | null;
  /** Points for that side: positive when it gained them, negative when it lost them. */
  readonly points: number;
}

/** What {@link readScoreTag} found: the score, or `null` when there is none to read, and any problems. */
export interface ScoreTagRead {
  readonly score: ScoreTagValue | null;
  readonly diagnostics: readonly Diagnostic[];
}

/**
 * The largest score one board can give either side under Law 77: 7NT redoubled, vulnerable,
 * no trick won, costs 400 + 12 × 600 = 7600 (contract-scoring.md §2, "The grid runs from −7600").
 */
export const MAX_BOARD_SCORE = 7600;

/**
 * Every Law 77 figure is a multiple of ten (trick values 20, 30 and 40, premiums 50 and up;
 * contract-scoring.md §2), so every board score is one too.
 */
export const BOARD_SCORE_STEP = 10;

const SIDED = /^(NS|EW)\s+([+-]?\d+)$/i;
const BOTH = /^(NS|EW)\s+([+-]?\d+)\s+(NS|EW)\s+([+-]?\d+)$/i;
const SIDELESS = /^([+-]?\d+)$/;

/** A number as written; `+ 0` turns "-0" into 0. */
const num = (text: string): number => Number(text) + 0;

const withPos = (d: Diagnostic, pos: SourcePos | undefined): Diagnostic => (pos ? { ...d, pos } : d);

/** Warnings for a readable number that no board can score under Law 77. */
const oddPoints = (value: string, points: number): Diagnostic[] => {
  const out: Diagnostic[] = [];
  if (Math.abs(points) > MAX_BOARD_SCORE) {
    out.push({
      code: 'SCORE_TAG_RANGE',
      message: `[Score "${value}"]: no board scores more than ${MAX_BOARD_SCORE} for either side.`,
      severity: 'warning',
    });
  }
  if (points % BOARD_SCORE_STEP !== 0) {
    out.push({
      code: 'SCORE_TAG_NOT_TENS',
      message: `[Score "${value}"]: a board's score is always a multiple of ten.`,
      severity: 'warning',
    });
  }
  return out;
};

/**
 * Reads the value of a `Score` tag (already unquoted; inheritance resolved by the PBN reader).
 * Spaces around the value and between side and number are allowed, and the side may be in any
 * case. `pos`, when given, is put on every diagnostic.
 *
 * Diagnostics: `SCORE_TAG_EMPTY` (warning; `""` or `"?"`, no score), `SCORE_TAG_SYNTAX` (error;
 * nothing readable), `SCORE_TAG_SIDES_DISAGREE` (error; both sides given and they do not cancel
 * out, or the same side twice: the first is kept), `SCORE_TAG_RANGE` and `SCORE_TAG_NOT_TENS`
 * (warnings; a number no board can score).
 */
export const readScoreTag = (value: string, pos?: SourcePos): ScoreTagRead => {
  const text = value.trim();
  if (text === '' || text === '?') {
    return {
      score: null,
      diagnostics: [withPos({ code: 'SCORE_TAG_EMPTY', message: 'The Score tag gives no score.', severity: 'warning' }, pos)],
    };
  }
  const sided = SIDED.exec(text);
  if (sided) {
    const score: ScoreTagValue = { side: sided[1]!.toUpperCase() as Side, points: num(sided[2]!) };
    return { score, diagnostics: oddPoints(value, score.points).map((d) => withPos(d, pos)) };
  }
  const sideless = SIDELESS.exec(text);
  if (sideless) {
    const score: ScoreTagValue = { side: null, points: num(sideless[1]!) };
    return { score, diagnostics: oddPoints(value, score.points).map((d) => withPos(d, pos)) };
  }
  const both = BOTH.exec(text);
  if (both) {
    const score: ScoreTagValue = { side: both[1]!.toUpperCase() as Side, points: num(both[2]!) };
    const other = { side: both[3]!.toUpperCase() as Side, points: num(both[4]!) };
    const diagnostics = oddPoints(value, score.points);
    if (other.side === score.side || other.points !== -score.points) {
      diagnostics.push({
        code: 'SCORE_TAG_SIDES_DISAGREE',
        message:
          other.side === score.side
            ? `[Score "${value}"] names ${score.side} twice; the first figure is kept.`
            : `[Score "${value}"]: what one side gains the other loses, so ${other.side} should have ${-score.points}; the ${score.side} figure is kept.`,
        severity: 'error',
      });
    }
    return { score, diagnostics: diagnostics.map((d) => withPos(d, pos)) };
  }
  return {
    score: null,
    diagnostics: [
      withPos(
        {
          code: 'SCORE_TAG_SYNTAX',
          message: `[Score "${value}"] is not a score: it should read like "NS 620", "EW -100" or "+140".`,
          hint: 'Write the side (NS or EW), a space, then the points, with a minus sign if that side lost them.',
          severity: 'error',
        },
        pos,
      ),
    ],
  };
};

/**
 * The points a score means for one side (`viewpoint`). A sideless score is the declaring
 * side's, so it needs `declaringSide`; without one (a passed-out board) only a score of 0 can
 * be read, and anything else gives `null`.
 */
export const scoreTagPoints = (score: ScoreTagValue, viewpoint: Side, declaringSide: Side | null): number | null => {
  const side = score.side ?? declaringSide;
  if (side === null) return score.points === 0 ? 0 : null;
  // `+ 0` turns the -0 of a negated zero into 0, so that "NS 0" reads 0 for East-West too.
  return (side === viewpoint ? score.points : -score.points) + 0;
};

/**
 * Whether a PBN `Scoring` tag says the board was scored as rubber bridge: one of its
 * `;`-separated fields is `Rubber` or `Chicago` (PBN 2.1 `Scoring` values; the Verifier's
 * correct_10.pbn uses both). Their scores are not Law 77 board scores: rubber has no per-deal
 * game or part-score premium and counts honours (contract-scoring.md §3), and Chicago carries
 * part-scores from deal to deal. Every other value (MP, IMP, BAM, "?", none...) is duplicate.
 */
export const isRubberScoring = (scoring: string | undefined): boolean =>
  scoring !== undefined &&
  scoring
    .split(';')
    .map((f) => f.trim().toLowerCase())
    .some((f) => f === 'rubber' || f === 'chicago');
