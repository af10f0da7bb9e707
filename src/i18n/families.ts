/**
 * The widget families' English dictionaries by name, for `components/shared/Strings.astro`,
 * which writes a German page's strings for the families its islands use. Server only (it loads
 * every family's strings); which families an island needs follows its imports (the family
 * modules it reaches), and `tests/e2e/german.spec.ts` checks that no English is left on a
 * German page's widgets.
 *
 * @packageDocumentation
 */
import { en } from './en.ts';
import { enSearch } from './en-search.ts';
import { auctionEn } from './auction.ts';
import { ddEn } from './dd.ts';
import { declarerQuizEn } from './declarer-quiz.ts';
import { diagramEn } from './diagram.ts';
import { enDiagnostics } from './en-diagnostics.ts';
import { exerciseEn } from './exercise.ts';
import { galleryEn } from './gallery.ts';
import { handScoreEn } from './handscore.ts';
import { labEn } from './lab.ts';
import { movesEn } from './moves.ts';
import { pickerEn } from './picker.ts';
import { playEn } from './play.ts';
import { progressEn } from './progress.ts';
import { recordEn } from './record.ts';
import { replayEn } from './replay.ts';
import { revokeQuizEn } from './revoke-quiz.ts';
import { scorerEn } from './scorer.ts';
import { scoringEn } from './scoring.ts';
import { enScoreDetails } from './en-score-details.ts';
import { RULE_SETS } from '../engine/rules/index.ts';
import { ruleSetKeys } from './rule-sets.ts';

/** Every family's English dictionary, by the name of its module. */
export const FAMILIES = {
  core: en,
  /** The rule sets' names (the engine's labels), which every scoring widget shows. */
  ruleSets: ruleSetKeys(Object.values(RULE_SETS)),
  search: enSearch,
  auction: auctionEn,
  dd: ddEn,
  'declarer-quiz': declarerQuizEn,
  diagram: diagramEn,
  diagnostics: enDiagnostics,
  exercise: exerciseEn,
  gallery: galleryEn,
  handscore: handScoreEn,
  lab: labEn,
  moves: movesEn,
  picker: pickerEn,
  play: playEn,
  progress: progressEn,
  record: recordEn,
  replay: replayEn,
  'revoke-quiz': revokeQuizEn,
  scorer: scorerEn,
  scoring: scoringEn,
  /** The arithmetic of every score entry (`score-details.ts`), beside every scoring widget. */
  'score-details': enScoreDetails,
} as const satisfies Readonly<Record<string, Readonly<Record<string, string>>>>;

/** The name of a widget family. */
export type Family = keyof typeof FAMILIES;
