/**
 * Strings of the paste panel's kept texts (a link in the address replaced the text in the box)
 * that the Lab's dictionary (`src/i18n/en-lab.ts`, kept by another engineer) does not have
 * yet. Same keys, same `translator` shape as `i18n/lab.ts`, so that moving them there is a
 * change of one import line.
 *
 * @packageDocumentation
 */
import { translatorFor } from '../../i18n/index.ts';

/** The strings, in English. */
export const labKeptEn = {
  'lab.kept.text': 'A link in the address put its hand in the box; the text you had there is kept.',
  'lab.kept.restore': 'Bring back my text',
  'lab.kept.refused': 'The hand link in this address was not put in the box: this browser refused to keep the text you have there (its storage is full).',
} as const;

/** A translate function over these keys (English for now). */
export const keptTranslator = translatorFor(labKeptEn);
