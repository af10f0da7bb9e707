/**
 * Constants of the PBN 2.1 standard: the tags, the tables, inheritance, the line limit.
 *
 * @packageDocumentation
 */

/** The fifteen tags of the export format, in their fixed order (PBN 2.1 §3; pbn-lin.md §3). */
export const PBN_MANDATORY_TAGS = [
  'Event',
  'Site',
  'Date',
  'Board',
  'West',
  'North',
  'East',
  'South',
  'Dealer',
  'Vulnerable',
  'Deal',
  'Scoring',
  'Declarer',
  'Contract',
  'Result',
] as const;

/**
 * The supplemental tags of PBN 2.1, and the dialect's own (RuleSet, RuleSetOptions, Title, and
 * the German title and description TitleDe and DescriptionDe: engine/notes/lang.ts).
 */
export const KNOWN_TAGS = new Set<string>([
  ...PBN_MANDATORY_TAGS,
  'Annotator',
  'AnnotatorNA',
  'Application',
  'Auction',
  'BidSystemEW',
  'BidSystemNS',
  'Competition',
  'DealId',
  'Description',
  'EastNA',
  'EastType',
  'EventDate',
  'EventSponsor',
  'FrenchMP',
  'Generator',
  'Hidden',
  'HomeTeam',
  'Mode',
  'NorthNA',
  'NorthType',
  'Note',
  'OptimumScore',
  'PairEW',
  'PairNS',
  'Play',
  'Room',
  'Round',
  'Score',
  'ScoreIMP',
  'ScoreMP',
  'ScorePercentage',
  'ScoreRubber',
  'ScoreRubberHistory',
  'Section',
  'SouthNA',
  'SouthType',
  'Stage',
  'Table',
  'Termination',
  'Time',
  'TimeCall',
  'TimeCard',
  'TimeControl',
  'UTCDate',
  'UTCTime',
  'VisitTeam',
  'WestNA',
  'WestType',
  'ActionTable',
  'AuctionTimeTable',
  'InstantScoreTable',
  'OptimumPlayTable',
  'OptimumResultTable',
  'PlayTimeTable',
  'ScoreTable',
  'TotalScoreTable',
  // de-facto extensions seen in the corpus (README §2): Bridge Composer's tags
  'DoubleDummyTricks',
  'BCFlags',
  // the Auction Bridge dialect
  'RuleSet',
  'RuleSetOptions',
  'Title',
  'TitleDe',
  'DescriptionDe',
]);

/** Tags whose value is a table column spec and which are followed by rows (PBN 2.1 §5). */
const TABLE_TAGS = new Set([
  'ActionTable',
  'AuctionTimeTable',
  'InstantScoreTable',
  'OptimumPlayTable',
  'OptimumResultTable',
  'PlayTimeTable',
  'ScoreTable',
  'TotalScoreTable',
]);
export const isTableTag = (name: string): boolean => TABLE_TAGS.has(name);

/** Tags that may not be inherited with `#` or `##` (pbn-lin.md §3). */
export const NO_INHERIT = new Set(['Dealer', 'Vulnerable', 'Deal', 'Declarer', 'Contract', 'Auction', 'Play', 'Note']);

/** Tags a game without a Deal takes from the game before (see {@link PbnTag.inherited}). */
export const CARRIED_TAGS = [
  'Event',
  'Site',
  'Date',
  'Round',
  'Stage',
  'Board',
  'Dealer',
  'Vulnerable',
  'Deal',
  'Scoring',
  'Competition',
  'HomeTeam',
  'VisitTeam',
  'RuleSet',
  'RuleSetOptions',
  'Title',
  'TitleDe',
] as const;

/**
 * The longest line PBN allows, in characters before the line end: 255 with the line end
 * (PBN 2.1 §3). The PBN verifier's own tests agree: correct_10.pbn's "line of 255 characters"
 * holds 254 and a line end, and errors_10.pbn's 255-character lines are "too long".
 */
export const PBN_MAX_LINE = 254;

/** The rule set of a game that does not name one: modern contract bridge (ARCHITECTURE.md). */
export const PBN_DEFAULT_RULE_SET = 'contract-duplicate';
