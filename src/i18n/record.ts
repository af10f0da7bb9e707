/**
 * The dictionary of the whole-hand record that the hand replay renders at build time (for readers
 * without JavaScript and for print) and that the hand sheet prints: the replay's dictionary
 * (`replay.ts`'s parts) and the record's strings (`en-record.ts`). The replay's island never
 * imports it in the browser, so those strings stay out of the page's JavaScript.
 *
 * @packageDocumentation
 */
import { en } from './en.ts';
import { enDiagram } from './en-diagram.ts';
import { enRecord } from './en-record.ts';
import { enReplay } from './en-replay.ts';
import { templateFor, translatorFor, type TranslateOf } from './index.ts';

/** The strings of the hand replay's whole-hand record, in English. */
export const recordEn = { ...en, ...enDiagram, ...enReplay, ...enRecord } as const;

/** Every key the hand replay's whole-hand record may use. */
export type RecordKey = keyof typeof recordEn;

/** A translate function over the keys of the hand replay's whole-hand record. */
export type Translate = TranslateOf<typeof recordEn>;

/** A translate function for a language (the page's when not given: `ambient.ts`). */
export const translator: (lang?: string) => Translate = translatorFor(recordEn);

/** Translates into the page's language (English on an English page). */
export const t: Translate = translator();

/** The raw template of a message, placeholders unfilled (for suit symbols in `{contract}`). */
export const messageTemplate: (key: RecordKey, lang?: string) => string = templateFor(recordEn);
