/**
 * Rubber exercise model (lesson 12): the reader keeps the score of a short rubber deal by deal
 * on a We/They pad, each side's entries above and below the line and the line under a game won,
 * and the engine checks every box. For a wrong box it says what belongs there, item by item,
 * from the engine's own breakdown ("Tricks: 3 odd tricks × 7 (diamonds) = 21").
 *
 * Pure (no Preact, no storage). Every figure is the engine's: the ledger of `scoreRubber` for
 * the checks, `padView` for the sheet of the deals already scored. The model compares numbers
 * and spells things; it decides no rule.
 *
 * ```ts
 * const work = startWork(deals.length);
 * const checked = checkDeal(rules, deals, 0, { cells: { 'EW.below': '21', 'NS.above': '30' }, line: false });
 * checked.ok && checked.value.allRight; // true
 * ```
 *
 * @packageDocumentation
 */
import { err, ok, type Result } from '../../engine/result.ts';
import type { RuleSet } from '../../engine/rules/types.ts';
import { scoreRubber, type LedgerEntry, type RubberDealInput, type RubberLedger } from '../../engine/rubber.ts';
import { partyOf, type Line } from '../../engine/score/types.ts';
import type { Side } from '../../engine/types.ts';
import { translator, type Translate } from '../../i18n/exercise.ts';
import { entryView, partyName, pointsText, weTheyNames, type PartyNames } from '../Score/breakdown.ts';
import { padView, type PadGame, type PadView } from '../ScorePad/model.ts';

/** The four boxes of a deal: each side, above and below the line. */
export const CELL_KEYS = ['NS.above', 'NS.below', 'EW.above', 'EW.below'] as const;
/** One box of a deal. */
export type CellKey = (typeof CELL_KEYS)[number];

/** What the reader wrote for one deal: the four boxes as typed, and whether the line is drawn. */
export interface Writing {
  readonly cells: Readonly<Partial<Record<CellKey, string>>>;
  readonly line: boolean;
}

/** One deal's work: what is written now, and what was written when last checked. */
export interface DealWork extends Writing {
  readonly checked: Writing | null;
}

/** The reader's work on the whole rubber, one entry per deal. */
export type Work = readonly DealWork[];

/** An empty deal. */
export const EMPTY_WRITING: Writing = { cells: {}, line: false };

/** A fresh pad for a rubber of `count` deals. */
export const startWork = (count: number): Work => Array.from({ length: count }, () => ({ ...EMPTY_WRITING, checked: null }));

const cellParts = (key: CellKey): { side: Side; line: Line } => {
  const [side, line] = key.split('.') as [Side, Line];
  return { side, line };
};

/**
 * Reads a box: empty (or a dash) is no entry; otherwise whole numbers joined by `+`, commas or
 * spaces ("100 + 30"). Zeros are dropped (a zero is no entry). Anything else is `null`.
 */
export const parseCell = (text: string | undefined): number[] | null => {
  const t = (text ?? '').trim();
  if (t === '' || /^[-–—]$/.test(t)) return [];
  if (!/^\d{1,6}(?:\s*[+,]\s*\d{1,6}|\s+\d{1,6})*$/.test(t)) return null;
  return (t.match(/\d+/g) ?? []).map(Number).filter((n) => n !== 0);
};

/** One item the engine puts in a box. */
export interface Item {
  readonly points: number;
  /** "Tricks: 3 odd tricks × 7 (diamonds) = 21". */
  readonly text: string;
}

/** One box checked. */
export interface CellResult {
  readonly key: CellKey;
  /** "We (North–South), above the line". */
  readonly where: string;
  readonly correct: boolean;
  /** What the reader wrote, as written. */
  readonly written: string;
  readonly items: readonly Item[];
  readonly expected: number;
  /** For a wrong box: what belongs there and why, in words from the engine's breakdown. */
  readonly correction: string;
}

/** The line checked. */
export interface LineResult {
  readonly correct: boolean;
  readonly drawn: boolean;
  /** Whether the deal wins a game (the engine's ledger). */
  readonly game: boolean;
  /** Why, with the trick points of the game in progress: always given. */
  readonly reason: string;
  /** For a wrong line: what the reader did and why it is wrong. */
  readonly correction: string;
}

/** A deal checked. */
export interface DealCheck {
  readonly deal: number;
  readonly cells: readonly CellResult[];
  readonly line: LineResult;
  readonly right: number;
  readonly count: number;
  readonly allRight: boolean;
}

/** The names on the pad: "We" for `we`, "They" for the others. */
export const padNames = (we: Side, tr: Translate = translator()): PartyNames => weTheyNames(we, tr);

/** "We (North–South), above the line". */
export const cellWhere = (key: CellKey, names: PartyNames, tr: Translate = translator()): string => {
  const { side, line } = cellParts(key);
  return `${partyName(side, tr, names)} (${tr(`score.side.${side}`)}), ${tr(`score.line.${line}`)}`;
};

/** An engine entry as one item of a correction, its arithmetic ending in its points. */
export const itemOf = (e: LedgerEntry, tr: Translate = translator()): Item => {
  const v = entryView(e, tr);
  const ends = new RegExp(`(^|\\D)${e.points}$`).test(v.detail);
  const base = tr(ends ? 'rx.item' : 'rx.itemEquals', { reason: v.reasonName, detail: v.detail, points: v.pointsText });
  return { points: e.points, text: v.inferred ? `${base} (${tr('score.inferred')})` : base };
};

const sameItems = (a: readonly number[], b: readonly number[]): boolean => {
  if (a.length !== b.length) return false;
  const x = [...a].sort((p, q) => p - q);
  const y = [...b].sort((p, q) => p - q);
  return x.every((v, i) => v === y[i]);
};

/**
 * Whether what was written in a box is right: the engine's items, in any order; or, where the
 * engine has several, their sum written as one figure, as many players write it.
 */
export const cellIsRight = (written: readonly number[] | null, items: readonly number[]): boolean => {
  if (written === null) return false;
  if (sameItems(written, items)) return true;
  return items.length > 1 && written.length === 1 && written[0] === items.reduce((s, n) => s + n, 0);
};

const correctionOf = (
  key: CellKey,
  written: string,
  given: number[] | null,
  items: readonly Item[],
  where: string,
  names: PartyNames,
  tr: Translate,
): string => {
  if (given === null) return tr('rx.correctionNumber', { where, given: written.trim() });
  const { side, line } = cellParts(key);
  const total = items.reduce((s, i) => s + i.points, 0);
  const list = items.map((i) => i.text).join('; ');
  const answer =
    items.length === 0
      ? tr('rx.shouldNothing', { party: partyName(side, tr, names), line: tr(`score.line.${line}`) })
      : items.length === 1
        ? tr('rx.should', { points: pointsText(total), items: `${list}.` })
        : tr('rx.shouldSum', { points: items.map((i) => pointsText(i.points)).join(' + '), sum: pointsText(total), items: `${list}.` });
  return written.trim() === ''
    ? tr('rx.correctionBlank', { where, answer })
    : tr('rx.correction', { where, given: written.trim(), answer });
};

/** Why the line is, or is not, drawn after deal `index`, from the ledger's trick points in the game. */
const lineReason = (
  rules: RuleSet,
  ledger: RubberLedger,
  index: number,
  names: PartyNames,
  tr: Translate,
): { game: boolean; reason: string } => {
  const d = ledger.deals[index];
  const target = rules.scoring.gameTarget;
  const below = d?.belowInGame ?? {};
  if (d?.gameWonBy) {
    const key = d.rubberWonBy !== null ? 'rx.lineRubber' : 'rx.lineGame';
    return { game: true, reason: tr(key, { party: partyName(d.gameWonBy, tr, names), below: below[d.gameWonBy] ?? 0, target }) };
  }
  const [we, they] = Object.keys(names) as [string, string];
  return {
    game: false,
    reason: tr('rx.lineNone', {
      we: partyName(we, tr, names),
      weBelow: below[we] ?? 0,
      they: partyName(they, tr, names),
      theyBelow: below[they] ?? 0,
      target,
    }),
  };
};

/**
 * Checks what the reader wrote for deal `index` (0-based) against the engine's ledger of the
 * whole rubber. Errors: the engine's, when the rubber cannot be scored under these rules.
 */
export const checkDeal = (
  rules: RuleSet,
  deals: readonly RubberDealInput[],
  index: number,
  writing: Writing,
  we: Side = 'NS',
  lang = 'en',
): Result<DealCheck, string> => {
  const tr = translator(lang);
  const scored = scoreRubber(rules, deals);
  if (!scored.ok) return err(scored.error.message);
  const ledger = scored.value;
  if (index < 0 || index >= ledger.deals.length) return err(tr('rx.noDeal', { deal: index + 1 }));
  const names = padNames(we, tr);
  const cells = CELL_KEYS.map((key): CellResult => {
    const { side, line } = cellParts(key);
    const items = ledger.entries.filter((e) => e.deal === index && e.line === line && partyOf(e) === side).map((e) => itemOf(e, tr));
    const written = writing.cells[key] ?? '';
    const given = parseCell(written);
    const correct = cellIsRight(
      given,
      items.map((i) => i.points),
    );
    const where = cellWhere(key, names, tr);
    return {
      key,
      where,
      correct,
      written,
      items,
      expected: items.reduce((s, i) => s + i.points, 0),
      correction: correct ? '' : correctionOf(key, written, given, items, where, names, tr),
    };
  });
  const { game, reason } = lineReason(rules, ledger, index, names, tr);
  const lineRight = writing.line === game;
  const line: LineResult = {
    correct: lineRight,
    drawn: writing.line,
    game,
    reason,
    correction: lineRight ? '' : tr(writing.line ? 'rx.lineWrongDrawn' : 'rx.lineWrongMissing', { answer: reason }),
  };
  const right = cells.filter((c) => c.correct).length + (lineRight ? 1 : 0);
  const count = cells.length + 1;
  return ok({ deal: index, cells, line, right, count, allRight: right === count });
};

/** How many deals, from the first, the reader has scored right (checked, every box right). */
export const dealsDone = (rules: RuleSet, deals: readonly RubberDealInput[], work: Work, we: Side = 'NS'): number => {
  let n = 0;
  while (n < deals.length) {
    const checked = work[n]?.checked;
    if (checked === null || checked === undefined) break;
    const r = checkDeal(rules, deals, n, checked, we);
    if (!r.ok || !r.value.allRight) break;
    n += 1;
  }
  return n;
};

/** Writes into one box (or the line) of a deal; the rest of the work is unchanged. */
export const writeCell = (work: Work, index: number, change: { key: CellKey; text: string } | { line: boolean }): Work =>
  work.map((d, i) => {
    if (i !== index) return d;
    return 'key' in change ? { ...d, cells: { ...d.cells, [change.key]: change.text } } : { ...d, line: change.line };
  });

/** Marks a deal's current writing as checked. */
export const markChecked = (work: Work, index: number): Work =>
  work.map((d, i) => (i === index ? { ...d, checked: { cells: { ...d.cells }, line: d.line } } : d));

/** The pad, ready to render: the engine's sheet of the deals scored, and room for the next. */
export interface ExerciseView {
  readonly pad: PadView;
  /** Deals scored right so far. */
  readonly done: number;
  readonly count: number;
  /** The deal being written (0-based), or `null` when the rubber is scored. */
  readonly current: number | null;
  /** At the end: the totals and the rubber's value, in words. */
  readonly result: string | null;
  readonly error: string | null;
}

/**
 * The sheet of the first `done` deals as the engine scores them, with a row for the game in
 * progress (when the last deal scored won a game) and, when the reader has drawn the line under
 * the deal being written, that line.
 */
export const exerciseView = (rules: RuleSet, deals: readonly RubberDealInput[], work: Work, we: Side = 'NS', lang = 'en'): ExerciseView => {
  const tr = translator(lang);
  const whole = scoreRubber(rules, deals);
  const done = whole.ok ? dealsDone(rules, deals, work, we) : 0;
  const count = deals.length;
  const current = done < count ? done : null;
  const base = padView(rules, { deals: deals.slice(0, done), we, lang }, done);
  let games: readonly PadGame[] = base.games;
  const last = games[games.length - 1];
  if (current !== null && last !== undefined && last.winner !== null) {
    games = [
      ...games,
      {
        number: last.number + 1,
        winner: null,
        cells: base.columns.map((c) => ({ party: c.party, label: tr('pad.below', { party: c.name, game: last.number + 1 }), entries: [] })),
      },
    ];
  }
  if (current !== null && work[current]?.line === true) {
    games = games.map((g, i) => (i === games.length - 1 ? { ...g, lineLabel: tr('rx.lineDrawn', { deal: current + 1 }) } : g));
  }
  let result: string | null = null;
  if (current === null && whole.ok) {
    const ledger = whole.value;
    const totals = base.columns.map((c) => `${c.name} ${c.totalText}`).join(tr('list.separator'));
    const value = ledger.leader !== null ? ` ${tr('rx.value')}` : '';
    result = `${tr('rx.result', { totals, result: base.result })}${value}`;
  }
  return { pad: { ...base, games }, done, count, current, result, error: whole.ok ? null : whole.error.message };
};
