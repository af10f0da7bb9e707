/**
 * The dictionary of the rule-set picker: the core strings (`en.ts`) and the picker's
 * (`en-picker.ts`: labels, confidence, rule names), with the same `t`/`translator`/`isMessageKey`
 * API as `index.ts`.
 *
 * @packageDocumentation
 */
import { en } from './en.ts';
import { enPicker } from './en-picker.ts';
import { templateFor, translatorFor, type TranslateOf } from './index.ts';

/** The strings of the rule-set picker, in English. */
export const pickerEn = { ...en, ...enPicker } as const;

/** Every key the rule-set picker may use. */
export type PickerKey = keyof typeof pickerEn;

/** A translate function over the keys of the rule-set picker. */
export type Translate = TranslateOf<typeof pickerEn>;

/** A translate function for a language (the page's when not given: `ambient.ts`). */
export const translator: (lang?: string) => Translate = translatorFor(pickerEn);

/** Translates into the page's language (English on an English page). */
export const t: Translate = translator();

/** The raw template of a message, placeholders unfilled (for suit symbols in `{contract}`). */
export const messageTemplate: (key: PickerKey, lang?: string) => string = templateFor(pickerEn);

/** Every key the picker may use (named as in `index.ts`, so that the picker only changes its import). */
export type MessageKey = PickerKey;

/** Whether a string is a key of the picker's dictionary (`rule.<name>` names a rule). */
export const isMessageKey = (key: string): key is PickerKey => Object.prototype.hasOwnProperty.call(pickerEn, key);
