/**
 * Words for the engine's itemised score entries, shared by the scoring widgets: who scored,
 * where on the sheet, how much, why, and on which authority. Pure, no Preact.
 *
 * The reason ("Honours") comes from the UI dictionary by the entry's stable `reason` code; the
 * arithmetic ("three honours between partners (simple honours): 30") is the engine's `detail`
 * in the page's language (`i18n/score-details.ts`), and the citation the engine's `source`.
 *
 * @packageDocumentation
 */
import type { DealOutcome, DealScore, Line, ScoreEntry } from '../../engine/score/types.ts';
import { partyOf } from '../../engine/score/types.ts';
import { readableSources } from '../../engine/rules/references.ts';
import { entryDetail } from '../../i18n/score-details.ts';
import { translator, type Translate } from '../../i18n/scoring.ts';
import { pageLang } from '../../i18n/ambient.ts';
import { langPrefix } from '../../i18n/page-lang.ts';

/**
 * The Sources page, where every reference is listed in full (the lesson's slug; the site's base
 * path is added by {@link sourcesHref}).
 */
export const SOURCES_PAGE = 'course/17-sources/';

/** The address of the Sources page under the site's base path. */
export const sourcesHref = (base: string = import.meta.env?.BASE_URL ?? '/'): string =>
  `${base.replace(/\/?$/, '/')}${langPrefix(pageLang())}${SOURCES_PAGE}`;

/** Display names of the parties of a score: sides, or We/They, or players. */
export type PartyNames = Readonly<Record<string, string>>;

/** A party's display name: the given name, else the side's name, else the party itself (a player). */
export const partyName = (party: string, tr: Translate = translator(), names: PartyNames = {}): string =>
  names[party] ?? (party === 'NS' ? tr('score.side.NS') : party === 'EW' ? tr('score.side.EW') : party);

/** "We" and "They" for a side and its opponents (four-handed). */
export const weTheyNames = (we: 'NS' | 'EW', tr: Translate = translator()): PartyNames =>
  we === 'NS' ? { NS: tr('score.we'), EW: tr('score.they') } : { EW: tr('score.we'), NS: tr('score.they') };

/** "above the line" or "below the line". */
export const lineName = (line: Line, tr: Translate = translator()): string => tr(`score.line.${line}`);

/** An entry in words. */
export interface EntryView {
  readonly party: string;
  readonly partyName: string;
  readonly line: Line;
  readonly points: number;
  /** The points as printed: "30", "−20". */
  readonly pointsText: string;
  /** The reason's name: "Honours". */
  readonly reasonName: string;
  /** The engine's arithmetic in the page's language: "3 odd tricks × 9". */
  readonly detail: string;
  /** The engine's citation, as readers' references (author, work, year, law): never a note's key or section. */
  readonly source: string;
  /** The rule behind it is inferred, not read in a law (auction-laws.md §11). */
  readonly inferred: boolean;
  /** One sentence: "30 above the line to North–South: Honours, three honours … : 30". */
  readonly sentence: string;
}

/** Points as printed, with a true minus sign. */
export const pointsText = (points: number): string => (points < 0 ? `−${Math.abs(points)}` : String(points));

/** An entry in words (its arithmetic in `lang`, by default the page's language). */
export const entryView = (entry: ScoreEntry, tr: Translate = translator(), names: PartyNames = {}, lang?: string): EntryView => {
  const party = partyOf(entry);
  const detail = entryDetail(entry, lang);
  const name = partyName(party, tr, names);
  const reasonName = tr(`score.reason.${entry.reason}`);
  const text = pointsText(entry.points);
  const readable = readableSources(entry.source);
  return {
    party,
    partyName: name,
    line: entry.line,
    points: entry.points,
    pointsText: text,
    reasonName,
    detail,
    source: readable.refs.join('; '),
    inferred: entry.confidence === 'inferred' || readable.inferred,
    sentence: tr('score.entry', { points: text, line: lineName(entry.line, tr), party: name, reason: reasonName, detail }),
  };
};

/** A party's totals in words: "North–South: 30 above, 24 below, 54 in all". */
export const totalsSentence = (score: DealScore, party: string, tr: Translate = translator(), names: PartyNames = {}): string => {
  const t = score.totals[party] ?? { above: 0, below: 0, total: 0 };
  return tr('score.totals', {
    party: partyName(party, tr, names),
    above: pointsText(t.above),
    below: pointsText(t.below),
    total: pointsText(t.total),
  });
};

/** The outcome in words: "11 of 13 tricks, made with 1 over", "7 of 13 tricks, 2 down". */
export const outcomeText = (outcome: DealOutcome, tr: Translate = translator()): string => {
  if (outcome.passedOut) return tr('score.passedOut');
  if (!outcome.made) return tr('score.result.down', { tricks: outcome.tricks, down: outcome.undertricks });
  return outcome.overtricks > 0
    ? tr('score.result.over', { tricks: outcome.tricks, over: outcome.overtricks })
    : tr('score.result.made', { tricks: outcome.tricks });
};
