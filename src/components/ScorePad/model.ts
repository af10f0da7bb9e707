/**
 * Score pad model: the engine's rubber ledger laid out as a rubber score sheet, We and They in
 * two columns, honours and premiums above the line, trick points below it, a game line under
 * each game won, the running totals and the rubber's result in words; and the sheet as it stood
 * after any deal, for a replay deal by deal.
 *
 * Pure (no Preact). It lays out what `scoreRubber` decided and decides nothing itself: games,
 * bonuses and totals are the ledger's. The one judgement here is presentational: when a rule set
 * ends the rubber before the author's last deal (games come sooner under some counts), the sheet
 * shows the deals up to the end and says that the rest are not scored.
 *
 * ```ts
 * const view = padView(RULE_SETS['royal-auction-1912'], { deals }, 13);
 * view.result; // 'We win the rubber, 2 games to 1, by 412 points.'
 * ```
 *
 * @packageDocumentation
 */
import type { RuleSet } from '../../engine/rules/types.ts';
import { scoreRubber, type LedgerEntry, type RubberDealInput, type RubberLedger } from '../../engine/rubber.ts';
import type { LineTotals, ReasonCode } from '../../engine/score/types.ts';
import { partyOf } from '../../engine/score/types.ts';
import type { Side } from '../../engine/types.ts';
import { translator, type Translate } from '../../i18n/scoring.ts';
import { entryView, outcomeText, partyName, pointsText, weTheyNames, type PartyNames } from '../Score/breakdown.ts';
import { spellContractBy } from '../shared/format.ts';
import { ruleSetName } from '../../i18n/rule-sets.ts';

/** What the score pad is given: the deals of one rubber in order. Plain data for the island. */
export interface ScorePadInput {
  readonly deals: readonly RubberDealInput[];
  /** The side written as "We" (default North–South). */
  readonly we?: Side;
  /** Play stopped after the last deal: settle the unfinished rubber as the rule set says. */
  readonly stopped?: boolean;
  readonly lang?: string;
}

/** One entry on the sheet. */
export interface PadEntry {
  /** Stable key for lists. */
  readonly key: string;
  readonly party: string;
  readonly points: number;
  /** "32", "−16". */
  readonly pointsText: string;
  readonly reason: ReasonCode;
  /** 1-based deal number; `null` for the settlement of a rubber stopped early. */
  readonly deal: number | null;
  /** The reason in full, for the tooltip: "Deal 1: Honours, four honours divided: 4 tricks × 8". */
  readonly description: string;
  /** The citation, for the tooltip. */
  readonly source: string;
  /** What a screen reader hears: "32, deal 1: Honours, four honours divided: 4 tricks × 8. Source: …". */
  readonly spoken: string;
  /** Scored on the deal now shown (the replay marks it). */
  readonly current: boolean;
}

/** One column of the sheet: a side (or a player, three-handed). */
export interface PadColumn {
  readonly party: string;
  /** "We", "They" (or the player's name). */
  readonly name: string;
  /** Accessible name of the above-the-line list: "We, above the line". */
  readonly aboveLabel: string;
  /** Entries above the line, oldest first (written upward from the line). */
  readonly above: readonly PadEntry[];
  readonly totals: LineTotals;
  readonly totalText: string;
}

/** One game below the line: each column's trick points, and its game line once won. */
export interface PadGame {
  readonly number: number;
  readonly winner: string | null;
  readonly cells: readonly { readonly party: string; readonly label: string; readonly entries: readonly PadEntry[] }[];
  /** The words at the game line ("Game 1: We"); absent while the game is unfinished. */
  readonly lineLabel?: string;
}

/** The sheet, ready to render. */
export interface PadView {
  readonly label: string;
  /** "Scored under Whist Club Laws 1912 (Royal Auction)." */
  readonly rulesText: string;
  readonly columns: readonly PadColumn[];
  readonly games: readonly PadGame[];
  /** The rubber's result so far: "We win the rubber, 2 games to 1, by 412 points." */
  readonly result: string;
  /** Deals on the sheet now (0 before the first). */
  readonly shown: number;
  /** Deals that can be shown under these rules. */
  readonly count: number;
  /** The deal now shown, in words, for the live region. */
  readonly status: string;
  /** Why the rubber cannot be scored under these rules, if it cannot. */
  readonly error?: string;
  /** Said when these rules end the rubber before the last deal given. */
  readonly endedEarly?: string;
  readonly labels: {
    readonly controls: string;
    readonly first: string;
    readonly previous: string;
    readonly next: string;
    readonly last: string;
    readonly total: string;
  };
}

/** The deals these rules can score: all, or those up to the deal that ends the rubber. */
export const playableDeals = (
  rules: RuleSet,
  deals: readonly RubberDealInput[],
): { readonly deals: readonly RubberDealInput[]; readonly endedAt: number | null; readonly error: string | null } => {
  const whole = scoreRubber(rules, deals);
  if (whole.ok) return { deals, endedAt: null, error: null };
  if (whole.error.code === 'RUBBER_DEAL_AFTER_END' && whole.error.step !== undefined) {
    return { deals: deals.slice(0, whole.error.step), endedAt: whole.error.step, error: null };
  }
  return { deals: [], endedAt: null, error: whole.error.message };
};

const padEntry = (e: LedgerEntry, i: number, shownDeal: number, tr: Translate, names: PartyNames): PadEntry => {
  const v = entryView(e, tr, names);
  const dealWords = e.deal === null ? tr('pad.entrySettlement') : tr('pad.entryDeal', { deal: e.deal + 1 });
  const description = `${v.reasonName}, ${v.detail}${v.inferred ? ` (${tr('score.inferred')})` : ''}`;
  const source = tr('score.source', { source: v.source });
  return {
    key: `${e.deal ?? 's'}-${i}`,
    party: v.party,
    points: e.points,
    pointsText: v.pointsText,
    reason: e.reason,
    deal: e.deal === null ? null : e.deal + 1,
    description: `${dealWords.charAt(0).toUpperCase()}${dealWords.slice(1)}: ${description}`,
    source,
    spoken: `${tr('pad.entry', { points: v.pointsText, deal: dealWords, description })}. ${source}`,
    current: e.deal !== null && e.deal + 1 === shownDeal,
  };
};

/** The rubber's result so far, in words. */
export const resultText = (ledger: RubberLedger, names: PartyNames, tr: Translate = translator()): string => {
  const name = (p: string): string => partyName(p, tr, names);
  if (ledger.deals.length === 0) return tr('pad.result.none');
  if (ledger.rubberWinner !== null) {
    const winner = ledger.rubberWinner;
    const won = ledger.gamesWon[winner] ?? 0;
    const lost = ledger.parties.filter((p) => p !== winner).reduce((n, p) => n + (ledger.gamesWon[p] ?? 0), 0);
    const base = { winner: name(winner), games: won, lost };
    if (ledger.leader === null) return tr('pad.result.wonLevel', base);
    if (ledger.leader === winner) return tr('pad.result.won', { ...base, margin: ledger.margin });
    return tr('pad.result.wonBehind', { ...base, leader: name(ledger.leader), margin: ledger.margin });
  }
  const games = ledger.parties.map((p) => tr('pad.gamesOf', { party: name(p), games: ledger.gamesWon[p] ?? 0 })).join(tr('list.separator'));
  const points =
    ledger.leader === null ? tr('pad.points.level') : tr('pad.points.lead', { leader: name(ledger.leader), margin: ledger.margin });
  return tr(ledger.stopped ? 'pad.result.stopped' : 'pad.result.open', { games, points });
};

/** The deal just added to the sheet, in words: contract, result, who scored what, game, rubber. */
export const dealStatus = (
  ledger: RubberLedger,
  deals: readonly RubberDealInput[],
  count: number,
  names: PartyNames,
  lang = 'en',
): string => {
  const tr = translator(lang);
  const d = ledger.deals[ledger.deals.length - 1];
  const input = deals[ledger.deals.length - 1];
  if (d === undefined || input === undefined) return tr('pad.result.none');
  const n = d.index + 1;
  if (input.contract === null) return tr('pad.dealPassedOut', { deal: n, count });
  const name = (p: string): string => partyName(p, tr, names);
  const parts: string[] = [];
  for (const p of ledger.parties) {
    const t = d.score.totals[p];
    if (t === undefined || (t.above === 0 && t.below === 0)) continue;
    const amounts = [
      ...(t.below !== 0 ? [tr('pad.dealBelow', { points: pointsText(t.below) })] : []),
      ...(t.above !== 0 ? [tr('pad.dealAbove', { points: pointsText(t.above) })] : []),
    ].join(tr('list.separator'));
    parts.push(tr('pad.dealPoints', { party: name(p), amounts }));
  }
  if (parts.length === 0) parts.push(tr('pad.dealNothing'));
  if (d.gameWonBy !== null) parts.push(tr('pad.dealGame', { party: name(d.gameWonBy) }));
  if (d.rubberWonBy !== null) parts.push(tr('pad.dealRubber', { party: name(d.rubberWonBy) }));
  return tr('pad.deal', {
    deal: n,
    count,
    contract: spellContractBy(input.contract, lang).spoken,
    result: outcomeText(d.score.outcome, tr),
    points: parts.join(' '),
  });
};

/** Columns in sheet order: "We" first, then the others as the ledger lists them. */
export const columnOrder = (parties: readonly string[], we: string): string[] =>
  parties.includes(we) ? [we, ...parties.filter((p) => p !== we)] : [...parties];

/**
 * The sheet after the first `shown` deals (clamped to those these rules can score), under a
 * rule set. Never throws: a rubber the rules cannot score comes back with `error` and an empty
 * sheet.
 */
export const padView = (rules: RuleSet, input: ScorePadInput, shown: number = Number.POSITIVE_INFINITY): PadView => {
  const lang = input.lang ?? 'en';
  const tr = translator(lang);
  const we = input.we ?? 'NS';
  const labels = {
    controls: tr('pad.controls'),
    first: tr('pad.first'),
    previous: tr('pad.previous'),
    next: tr('pad.next'),
    last: tr('pad.last'),
    total: tr('pad.total'),
  };
  const base = { label: tr('pad.label'), rulesText: tr('score.rules', { rules: ruleSetName(rules) }), labels };
  const playable = playableDeals(rules, input.deals);
  const count = playable.deals.length;
  const n = Math.max(0, Math.min(count, Math.floor(Number.isNaN(shown) ? count : shown)));
  const prefix = playable.deals.slice(0, n);
  const scored = playable.error === null ? scoreRubber(rules, prefix, { stopped: input.stopped === true && n === count }) : null;
  const fourHanded = rules.options.threeHanded !== true;
  if (scored === null || !scored.ok) {
    const message = scored === null ? (playable.error ?? '') : scored.error.message;
    const names = weTheyNames(we, tr);
    const columns = columnOrder(['NS', 'EW'], we).map((p) => emptyColumn(p, partyName(p, tr, names), tr));
    return {
      ...base,
      columns,
      games: [],
      result: '',
      shown: 0,
      count: 0,
      status: '',
      error: tr('score.error', { rules: ruleSetName(rules), message }),
    };
  }
  const ledger = scored.value;
  const names: PartyNames = fourHanded ? weTheyNames(we, tr) : {};
  const order = columnOrder(ledger.parties.length > 0 ? ledger.parties : ['NS', 'EW'], we);
  const entries = ledger.entries.map((e, i) => ({ e, pad: padEntry(e, i, n, tr, names) }));
  const columns: PadColumn[] = order.map((p) => {
    const name = partyName(p, tr, names);
    const totals = ledger.totals[p] ?? { above: 0, below: 0, total: 0 };
    return {
      party: p,
      name,
      aboveLabel: tr('pad.above', { party: name }),
      above: entries.filter(({ e }) => e.line === 'above' && partyOf(e) === p).map(({ pad }) => pad),
      totals,
      totalText: pointsText(totals.total),
    };
  });
  const gameRecords = ledger.games.length > 0 ? ledger.games : [{ number: 1, winner: null, firstDeal: 0, lastDeal: null }];
  const games: PadGame[] = gameRecords.map((g) => ({
    number: g.number,
    winner: g.winner,
    cells: order.map((p) => ({
      party: p,
      label: tr('pad.below', { party: partyName(p, tr, names), game: g.number }),
      entries: entries.filter(({ e }) => e.line === 'below' && e.game === g.number && partyOf(e) === p).map(({ pad }) => pad),
    })),
    ...(g.winner !== null ? { lineLabel: tr('pad.gameLine', { game: g.number, party: partyName(g.winner, tr, names) }) } : {}),
  }));
  return {
    ...base,
    columns,
    games,
    result: resultText(ledger, names, tr),
    shown: n,
    count,
    status: n === 0 ? tr('pad.result.none') : dealStatus(ledger, prefix, count, names, lang),
    ...(playable.endedAt !== null ? { endedEarly: tr('pad.endedEarly', { deal: playable.endedAt }) } : {}),
  };
};

const emptyColumn = (party: string, name: string, tr: Translate): PadColumn => ({
  party,
  name,
  aboveLabel: tr('pad.above', { party: name }),
  above: [],
  totals: { above: 0, below: 0, total: 0 },
  totalText: '0',
});

/** Where a replay control leads, from `shown` of `count` deals (first is deal 1). */
export const replayTarget = (action: 'first' | 'previous' | 'next' | 'last', shown: number, count: number): number => {
  const first = count === 0 ? 0 : 1;
  switch (action) {
    case 'first':
      return first;
    case 'previous':
      return Math.max(first, shown - 1);
    case 'next':
      return Math.min(count, shown + 1);
    case 'last':
      return count;
  }
};
