/**
 * The rubber ledger: deals in order become a score sheet, with entries above and below the
 * line per side (or per player, three-handed), games, the rubber bonus, totals, and the
 * settlement of a rubber that stops early.
 *
 * Auction (auction-laws.md §6.2, §6.7; laws 1–3 and 11, 1912): a game is 30 below the line
 * from tricks alone; when a side reaches it both sides start the next game from zero below,
 * though the points keep their place in the totals; two games win the rubber and 250; all
 * points are then added, and the side with more points may be the side that lost the rubber.
 * Contract (contract-scoring.md §3; ACBL rubber laws 72–74): game 100, vulnerable after a
 * game, rubber 700 or 500.
 *
 * @packageDocumentation
 */
import { err, ok, type Result } from './result.ts';
import type { RuleSet } from './rules/types.ts';
import { contractRubber } from './rules/contract.ts';
import { whistClub1926 } from './rules/whist-club-1926.ts';
import { vulnerabilityFromGames } from './score/contract.ts';
import { confidenceOf } from './score/common.ts';
import { scoreDeal } from './score/index.ts';
import {
  counted,
  detailOf,
  partyOf,
  totalEntries,
  type DealInput,
  type DealScore,
  type LineTotals,
  type ScoreEntry,
} from './score/types.ts';
import type { Diagnostic } from './source.ts';
import type { Side, Vulnerability } from './types.ts';

/** The rubber of the auction codes: two games win it and the rubber bonus (law 11, 1912). */
const AUCTION_RUBBER_SOURCE = 'law 11 (1912), WORK13; auction-laws.md §6.7';

/**
 * The rubber figures as lessons quote them through `<RuleValue table="rubber">`: a view of the
 * rule sets' data (`contract-rubber`'s `scoring.rubberBonuses` and `unfinishedSource`, the
 * auction codes' `scoring.unfinishedPerGame` and `scoring.threeHanded.rubberSource`), which the
 * ledger reads from the rule set it is given.
 */
export const RUBBER_TABLES = {
  contractRubberBonus: contractRubber.scoring.rubberBonuses,
  perGame125: whistClub1926.scoring.unfinishedPerGame,
  auctionRubberSource: AUCTION_RUBBER_SOURCE,
  threeHandedRubberSource: whistClub1926.scoring.threeHanded.rubberSource,
  contractUnfinishedSource: contractRubber.scoring.unfinishedSource,
} as const;

/**
 * Whether a rule set plays rubbers: not duplicate auction (§8.3), nor a contract form without
 * a rubber bonus (duplicate, Law 77).
 */
export const playsRubbers = (rules: RuleSet): boolean =>
  rules.scoring.kind === 'contract' ? rules.scoring.rubberBonuses !== null : rules.options.duplicate !== true;

/** A deal for the ledger: as for `scoreDeal`, without the state the ledger supplies. */
export type RubberDealInput = Omit<DealInput, 'vulnerability' | 'partScoreBefore'>;

/** Options for {@link scoreRubber}. */
export interface RubberOptions {
  /** Play stopped before the rubber ended: settle it as the rule set says (§6.7). */
  readonly stopped?: boolean;
}

/** A score-sheet entry, with the deal it came from and the game it belongs to. */
export interface LedgerEntry extends ScoreEntry {
  /** Index of the deal in the input (0-based); `null` for the settlement of a stopped rubber. */
  readonly deal: number | null;
  /** The game (1-based) in progress when the entry was scored. */
  readonly game: number;
}

/** One deal on the score sheet. */
export interface LedgerDeal {
  readonly index: number;
  readonly game: number;
  readonly score: DealScore;
  /** Contract: the vulnerability the deal was scored at. */
  readonly vulnerability?: Vulnerability;
  /** Below-the-line points toward the current game after this deal, before any reset. */
  readonly belowInGame: Readonly<Record<string, number>>;
  /** Below-the-line points carried into the next deal (all zero after a game). */
  readonly partScoreAfter: Readonly<Record<string, number>>;
  readonly gameWonBy: string | null;
  readonly rubberWonBy: string | null;
}

/** A game of the rubber. */
export interface GameRecord {
  readonly number: number;
  /** The side or player who won it; `null` while it is unfinished. */
  readonly winner: string | null;
  readonly firstDeal: number;
  readonly lastDeal: number | null;
}

/** What one party pays another at the end (three-hand law 15; law 11 four-handed). */
export interface Settlement {
  readonly from: string;
  readonly to: string;
  readonly points: number;
}

/** The whole score sheet of a rubber: JSON-safe, for a score pad widget. */
export interface RubberLedger {
  readonly parties: readonly string[];
  readonly deals: readonly LedgerDeal[];
  readonly entries: readonly LedgerEntry[];
  readonly games: readonly GameRecord[];
  readonly gamesWon: Readonly<Record<string, number>>;
  /** Two games won by one side (or player). */
  readonly finished: boolean;
  /** Play stopped before the end and the settlement was applied. */
  readonly stopped: boolean;
  /** Who won two games; `null` if nobody has. */
  readonly rubberWinner: string | null;
  readonly totals: Readonly<Record<string, LineTotals>>;
  /** Who has the most points (may differ from the rubber winner); `null` on a tie. */
  readonly leader: string | null;
  /** Points between the leader and the next. */
  readonly margin: number;
  readonly settlement: readonly Settlement[];
  readonly warnings: readonly Diagnostic[];
}

const prefixed = (d: Diagnostic, index: number): Diagnostic => ({ ...d, message: `Deal ${index + 1}: ${d.message}` });

const zeros = (parties: readonly string[]): Record<string, number> => Object.fromEntries(parties.map((p) => [p, 0]));

/**
 * Who plays the rubber: the two sides, or, under a rule set with `threeHanded`, the
 * three players the deals name. Error `RUBBER_THREE_HANDED_PLAYERS` when the deals name more.
 */
const rubberParties = (threeHanded: boolean, deals: readonly RubberDealInput[]): Result<string[], Diagnostic> => {
  if (!threeHanded) return ok(['NS', 'EW']);
  const names: string[] = [];
  for (const d of deals)
    for (const n of d.threeHanded ? [d.threeHanded.declarer, d.threeHanded.lho, d.threeHanded.rho] : [])
      if (!names.includes(n)) names.push(n);
  if (names.length > 3) {
    return err({
      code: 'RUBBER_THREE_HANDED_PLAYERS',
      message: `A three-handed rubber has three players, but the deals name ${names.length}: ${names.join(', ')}.`,
      severity: 'error',
    });
  }
  return ok(names);
};

/** Who pays whom (each pair of parties settles the difference of their totals), the leader, and the margin over the next. */
const settle = (parties: readonly string[], totals: RubberLedger['totals']): Pick<RubberLedger, 'settlement' | 'leader' | 'margin'> => {
  const total = (p: string | undefined): number => (p === undefined ? 0 : (totals[p]?.total ?? 0));
  const ranked = [...parties].sort((a, b) => total(b) - total(a));
  const top = total(ranked[0]);
  const next = total(ranked[1]);
  const settlement: Settlement[] = [];
  for (let i = 0; i < parties.length; i++) {
    for (let j = i + 1; j < parties.length; j++) {
      const a = parties[i]!;
      const b = parties[j]!;
      const diff = total(a) - total(b);
      if (diff !== 0) settlement.push(diff > 0 ? { from: b, to: a, points: diff } : { from: a, to: b, points: -diff });
    }
  }
  return { settlement, leader: top > next ? (ranked[0] ?? null) : null, margin: top - next };
};

/** What {@link scoreRubber} carries from one deal to the next. */
interface Running {
  readonly ledgerDeals: LedgerDeal[];
  readonly entries: LedgerEntry[];
  readonly games: GameRecord[];
  readonly warnings: Diagnostic[];
  readonly gamesWon: Record<string, number>;
  /** Points below the line in the game being played. */
  partScore: Record<string, number>;
  /** The number of the game being played, from 1. */
  game: number;
  /** The index of that game's first deal. */
  gameStart: number;
  rubberWinner: string | null;
}

/**
 * Scores deal `index` of a rubber and adds it to `run`: its entries, the game it wins (the part
 * scores of both sides start again) and the rubber bonus with a second game. Returns the
 * deal's error, numbered, or null.
 */
const addDeal = (rules: RuleSet, parties: readonly string[], run: Running, input: RubberDealInput, index: number): Diagnostic | null => {
  const vulnerability =
    rules.scoring.kind === 'contract' ? vulnerabilityFromGames({ NS: run.gamesWon.NS ?? 0, EW: run.gamesWon.EW ?? 0 }) : undefined;
  const scored = scoreDeal(rules, {
    ...input,
    ...(vulnerability !== undefined ? { vulnerability } : {}),
    ...(rules.options.threeHanded === true ? { partScoreBefore: { ...run.partScore } } : {}),
  });
  if (!scored.ok) return prefixed(scored.error, index);
  const score = scored.value;
  run.warnings.push(...score.warnings.map((w) => prefixed(w, index)));
  const dealGame = run.game;
  for (const e of score.entries) {
    run.entries.push({ ...e, deal: index, game: dealGame });
    if (e.line === 'below') run.partScore[partyOf(e)] = (run.partScore[partyOf(e)] ?? 0) + e.points;
  }
  const belowInGame = { ...run.partScore };
  // Only the declaring side scores below, so at most one party can reach the target.
  const gameWonBy = parties.find((p) => (run.partScore[p] ?? 0) >= rules.scoring.gameTarget) ?? null;
  let rubberWonBy: string | null = null;
  if (gameWonBy !== null) {
    run.gamesWon[gameWonBy] = (run.gamesWon[gameWonBy] ?? 0) + 1;
    run.games.push({ number: dealGame, winner: gameWonBy, firstDeal: run.gameStart, lastDeal: index });
    run.partScore = zeros(parties);
    if (run.gamesWon[gameWonBy] === 2) {
      run.rubberWinner = rubberWonBy = gameWonBy;
      run.entries.push({ ...rubberBonus(rules, gameWonBy, parties, run.gamesWon), deal: index, game: dealGame });
    }
    run.game += 1;
    run.gameStart = index + 1;
  }
  run.ledgerDeals.push({
    index,
    game: dealGame,
    score,
    ...(vulnerability !== undefined ? { vulnerability } : {}),
    belowInGame,
    partScoreAfter: { ...run.partScore },
    gameWonBy,
    rubberWonBy,
  });
  return null;
};

/**
 * Scores deals in order as one rubber under a rule set. Errors: `RUBBER_NO_RUBBERS` (duplicate
 * play has no rubbers), `RUBBER_DEAL_AFTER_END`, `RUBBER_THREE_HANDED_PLAYERS`, and any error of
 * `scoreDeal`, prefixed with the deal's number.
 */
export const scoreRubber = (
  rules: RuleSet,
  deals: readonly RubberDealInput[],
  options: RubberOptions = {},
): Result<RubberLedger, Diagnostic> => {
  if (!playsRubbers(rules)) {
    return err({
      code: 'RUBBER_NO_RUBBERS',
      message: 'Duplicate play has neither games nor rubbers: each deal is scored alone.',
      severity: 'error',
    });
  }
  const named = rubberParties(rules.options.threeHanded === true, deals);
  if (!named.ok) return named;
  const parties = named.value;
  const run: Running = {
    ledgerDeals: [],
    entries: [],
    games: [],
    warnings: [],
    gamesWon: zeros(parties),
    partScore: zeros(parties),
    game: 1,
    gameStart: 0,
    rubberWinner: null,
  };
  for (const [index, input] of deals.entries()) {
    if (run.rubberWinner !== null) {
      return err({
        code: 'RUBBER_DEAL_AFTER_END',
        message: `Deal ${index + 1} comes after the rubber was won: start a new rubber for it.`,
        severity: 'error',
        step: index,
      });
    }
    const problem = addDeal(rules, parties, run, input, index);
    if (problem !== null) return err(problem);
  }
  const { entries, games, gamesWon, partScore, game, rubberWinner } = run;
  if (rubberWinner === null && run.gameStart < deals.length) {
    games.push({ number: game, winner: null, firstDeal: run.gameStart, lastDeal: null });
  }

  const stopped = options.stopped === true && rubberWinner === null;
  if (stopped) entries.push(...settleUnfinished(rules, parties, gamesWon, partScore).map((e) => ({ ...e, deal: null, game })));

  const totals = totalEntries(parties, entries);
  const { settlement, leader, margin } = settle(parties, totals);
  return ok({
    parties,
    deals: run.ledgerDeals,
    entries,
    games,
    gamesWon,
    finished: rubberWinner !== null,
    stopped,
    rubberWinner,
    totals,
    leader,
    margin,
    settlement,
    warnings: run.warnings,
  });
};

/** The rubber bonus to the winner of two games. */
const rubberBonus = (rules: RuleSet, winner: string, parties: readonly string[], gamesWon: Record<string, number>): ScoreEntry => {
  const scoring = rules.scoring;
  const who = rules.options.threeHanded === true ? { player: winner } : { side: winner as Side };
  if (scoring.kind === 'contract') {
    // The ledger is only reached where rubbers are played (playsRubbers), so the bonuses exist.
    const t = scoring.rubberBonuses ?? { twoNil: 0, twoOne: 0, source: scoring.source };
    const loserGames = parties.filter((p) => p !== winner).reduce((n, p) => n + (gamesWon[p] ?? 0), 0);
    const points = loserGames === 0 ? t.twoNil : t.twoOne;
    return {
      ...who,
      line: 'above',
      points,
      reason: 'rubber-bonus',
      source: t.source,
      ...detailOf(`rubber won 2–${loserGames}: ${points}`, 'detail.rubber.wonOf', { lost: loserGames, points }),
    };
  }
  const source = rules.options.threeHanded === true ? scoring.threeHanded.rubberSource : AUCTION_RUBBER_SOURCE;
  return {
    ...who,
    line: 'above',
    points: scoring.rubberBonus,
    reason: 'rubber-bonus',
    source,
    ...detailOf(`rubber won: ${scoring.rubberBonus}`, 'detail.rubber.won', { points: scoring.rubberBonus }),
  };
};

/**
 * The settlement of a rubber stopped before two games (auction-laws.md §6.7; contract-scoring.md
 * §3). Auction `pointsOnly`: nothing is added; `perGame125`: 125 for each game won. Contract:
 * the side with the only game scores `unfinishedGame`, and the side with the only part-score
 * in the unfinished game scores `unfinishedPartScore` (with a game each, or a part-score each,
 * nothing is added: the readings differ and the net result is the same).
 */
export const settleUnfinished = (
  rules: RuleSet,
  parties: readonly string[],
  gamesWon: Readonly<Record<string, number>>,
  partScore: Readonly<Record<string, number>>,
): ScoreEntry[] => {
  const scoring = rules.scoring;
  const who = (p: string): Pick<ScoreEntry, 'side' | 'player'> =>
    rules.options.threeHanded === true ? { player: p } : { side: p as Side };
  const out: ScoreEntry[] = [];
  if (scoring.kind === 'auction') {
    if (scoring.unfinishedRubber === 'perGame125') {
      const t = scoring.unfinishedPerGame;
      for (const p of parties) {
        const n = gamesWon[p] ?? 0;
        if (n > 0) {
          out.push({
            ...who(p),
            line: 'above',
            points: n * t.points,
            reason: 'unfinished-game',
            source: t.source,
            ...detailOf(`${n} game${n === 1 ? '' : 's'} won in a rubber stopped early × ${t.points}`, 'detail.rubber.stoppedGames', {
              games: counted('detail.gamesWon', n),
              each: t.points,
            }),
            confidence: 'inferred',
          });
        }
      }
    }
    return out;
  }
  // The one party that has something, or none when nobody or more than one has it.
  const only = (has: (p: string) => boolean): string | undefined => {
    const holders = parties.filter(has);
    return holders.length === 1 ? holders[0] : undefined;
  };
  const premium = (party: string | undefined, points: number, reason: 'unfinished-game' | 'unfinished-part-score', words: string): void => {
    if (party === undefined || points <= 0) return;
    const key = reason === 'unfinished-game' ? 'unfinishedGame' : 'unfinishedPartScore';
    const detail = detailOf(`${words}: ${points}`, `detail.rubber.${key}`, { points });
    out.push({ ...who(party), line: 'above', points, reason, source: scoring.unfinishedSource, ...detail, ...confidenceOf(rules, key) });
  };
  premium(
    only((p) => (gamesWon[p] ?? 0) > 0),
    scoring.unfinishedGame,
    'unfinished-game',
    'the only game of an unfinished rubber',
  );
  premium(
    only((p) => (partScore[p] ?? 0) > 0),
    scoring.unfinishedPartScore,
    'unfinished-part-score',
    'the only part-score in the unfinished game',
  );
  return out;
};
