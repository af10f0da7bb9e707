/**
 * The scorer's words: the sheet (the score pad's `padView`, which lays out the engine's ledger),
 * the list of deals, a deal's score before it is added, the settlement, and a past rubber in
 * one line. Pure; every figure is the engine's.
 *
 * @packageDocumentation
 */
import { scoreDeal } from '../../engine/score/index.ts';
import { translator as scoringTranslator } from '../../i18n/scoring.ts';
import { translator, type Translate } from '../../i18n/scorer.ts';
import { entryView, outcomeText, partyName, pointsText, weTheyNames, type PartyNames } from '../Score/breakdown.ts';
import { padView, resultText, type PadView } from '../ScorePad/model.ts';
import { spellContract } from '../shared/format.ts';
import { dealInputOf, isThreeHanded, rulesOf, scoreOf, type RubberScore, type ScorerDeal, type ScorerRubber } from './model.ts';
import { quickChoices, type QuickChoice } from './model-honours.ts';
import { ruleSetName } from '../../i18n/rule-sets.ts';
import { dateTime } from '../../i18n/dates.ts';

/** The display names of the parties: "We"/"They" (with the players' names) or the three players. */
export const namesOf = (rubber: ScorerRubber): PartyNames => {
  if (isThreeHanded(rubber)) return {};
  const base = weTheyNames('NS', scoringTranslator());
  const named = (side: 'NS' | 'EW', given: string): string => (given.trim() === '' ? base[side]! : `${base[side]!} (${given.trim()})`);
  return { NS: named('NS', rubber.names.we), EW: named('EW', rubber.names.they) };
};

/** The sheet of a rubber, as the score pad lays it out (columns, games, totals, result). */
export const sheetOf = (rubber: ScorerRubber, score: RubberScore = scoreOf(rubber)): PadView | null =>
  score.ledger === null ? null : padView(score.rules, { deals: score.inputs, stopped: rubber.stopped, we: 'NS' });

/** One deal in the list of deals. */
export interface DealRow {
  readonly number: number;
  readonly by: string;
  readonly contract: string;
  readonly result: string;
  /** What each party scored on it: "We 24 below, 30 above". */
  readonly points: string;
}

const pointsWords = (totals: Readonly<Record<string, { above: number; below: number }>>, names: PartyNames, tr: Translate): string => {
  const parts: string[] = [];
  for (const [p, t] of Object.entries(totals)) {
    const amounts = [
      ...(t.below !== 0 ? [tr('pad.dealBelow', { points: pointsText(t.below) })] : []),
      ...(t.above !== 0 ? [tr('pad.dealAbove', { points: pointsText(t.above) })] : []),
    ];
    if (amounts.length > 0) parts.push(`${partyName(p, scoringTranslator(), names)} ${amounts.join(tr('list.separator'))}`);
  }
  return parts.join('; ');
};

/** The declarer of a deal in words: "We", "They", or the player. */
export const byName = (rubber: ScorerRubber, by: string, names: PartyNames = namesOf(rubber)): string =>
  partyName(by, scoringTranslator(), names);

/** The rows of the list of deals, from the engine's scores. */
export const dealRows = (rubber: ScorerRubber, score: RubberScore = scoreOf(rubber), tr: Translate = translator()): DealRow[] => {
  const names = namesOf(rubber);
  return rubber.deals.map((d, i) => {
    const s = score.ledger?.deals[i]?.score ?? score.duplicate?.deals[i];
    const input = score.inputs[i];
    return {
      number: i + 1,
      by: d.contract === null ? '—' : byName(rubber, d.by, names),
      contract: input?.contract ? spellContract(input.contract).text : tr('scorer.deals.passedOut'),
      result: s && d.contract !== null ? outcomeText(s.outcome, scoringTranslator()) : '',
      points: s ? pointsWords(s.totals, names, tr) : '',
    };
  });
};

/** What a deal would score if added (or put at `index`): the engine's entries in words, or its error. */
export const previewOf = (
  rubber: ScorerRubber,
  deal: ScorerDeal,
  tr: Translate = translator(),
): { readonly text: string; readonly error: boolean } => {
  const names = namesOf(rubber);
  const scored = scoreDeal(rulesOf(rubber), dealInputOf(rubber, deal));
  if (!scored.ok) return { text: scored.error.message, error: true };
  if (scored.value.entries.length === 0) return { text: tr('scorer.form.previewNothing'), error: false };
  const parts = scored.value.entries.map((e) => {
    const v = entryView(e, scoringTranslator(), names);
    return `${v.partyName} ${v.pointsText} ${e.line === 'above' ? '↑' : '↓'} (${v.reasonName}: ${v.detail})`;
  });
  return { text: tr('scorer.form.preview', { points: parts.join('; ') }), error: false };
};

/** The settlement in words: who pays whom (three-handed, each pair of players). */
export const settlementLines = (rubber: ScorerRubber, score: RubberScore, tr: Translate = translator()): string[] => {
  const l = score.ledger;
  if (l === null || !(l.finished || l.stopped)) return [];
  const names = namesOf(rubber);
  const name = (p: string): string => partyName(p, scoringTranslator(), names);
  return l.settlement.map((s) => tr('scorer.end.settle', { from: name(s.from), to: name(s.to), points: s.points }));
};

/** The net in one line: who is ahead, by how much. */
export const netLine = (rubber: ScorerRubber, score: RubberScore, tr: Translate = translator()): string => {
  const names = namesOf(rubber);
  const totals = score.ledger?.totals ?? score.duplicate?.totals ?? {};
  const ranked = Object.entries(totals).sort((a, b) => b[1].total - a[1].total);
  const [top, next] = ranked;
  if (top === undefined || next === undefined || top[1].total === next[1].total) return tr('scorer.sheet.netLevel');
  return tr('scorer.sheet.net', { party: partyName(top[0], scoringTranslator(), names), margin: top[1].total - next[1].total });
};

/** A past rubber in one line: date, code, result. */
export const pastLine = (rubber: ScorerRubber, tr: Translate = translator()): string => {
  const score = scoreOf(rubber);
  const names = namesOf(rubber);
  const result = score.ledger !== null ? resultText(score.ledger, names, scoringTranslator()) : netLine(rubber, score, tr);
  return tr('scorer.past.item', { date: dateTime(rubber.updated), rules: ruleSetName(score.rules), result });
};

/** A quick choice in words, with the engine's points. */
export const choiceLabel = (rubber: ScorerRubber, by: string, choice: QuickChoice, tr: Translate = translator()): string => {
  if (choice.holding === 'acesTwoEach') return tr('scorer.form.honours.even');
  const names = namesOf(rubber);
  const side = by === 'EW' ? (choice.holder === 'declarer' ? 'EW' : 'NS') : choice.holder === 'declarer' ? 'NS' : 'EW';
  return tr('scorer.form.honours.choice', {
    side: isThreeHanded(rubber) ? tr(`scorer.holder.${choice.holder}`) : partyName(side, scoringTranslator(), names),
    holding: tr(`scorer.holding.${choice.holding}`),
    points: choice.points,
  });
};

/** The quick honour choices for a deal being entered. */
export const choicesFor = (rubber: ScorerRubber, deal: ScorerDeal): QuickChoice[] =>
  deal.contract === null || isThreeHanded(rubber) ? [] : quickChoices(rulesOf(rubber), deal.contract.strain);
