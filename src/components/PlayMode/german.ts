/**
 * The German words of the play panel, for a German page that does not carry them (the Lab's
 * page lists only the Lab's own families in its `Strings`). Loaded with the panel, on the
 * press, and only on a German page that lacks them (`local.ts`): an English page, or a hand
 * page that carries them, never fetches this.
 *
 * @packageDocumentation
 */
import { registerStrings } from '../../i18n/ambient.ts';
import { de } from '../../i18n/de.ts';
import { deDD } from '../../i18n/de-dd.ts';
import { deHandScore } from '../../i18n/de-handscore.ts';
import { dePlay } from '../../i18n/de-play.ts';
import { deRuleSets } from '../../i18n/de-rule-sets.ts';
import { deScoreDetails } from '../../i18n/de-score-details.ts';
import { deScoring } from '../../i18n/de-scoring.ts';

/** Registers the panel's German strings (those the page carries stay as they are: the same). */
export const registerGermanPlay = (): void => {
  registerStrings('de', { ...de, ...deRuleSets, ...deScoring, ...deScoreDetails, ...deHandScore, ...deDD, ...dePlay });
};
