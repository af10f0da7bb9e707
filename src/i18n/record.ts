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
import { translatorFor, type TranslateOf } from './index.ts';

/** The strings of the hand replay's whole-hand record, in English. */
export const recordEn = { ...en, ...enDiagram, ...enReplay, ...enRecord } as const;

/** Every key the hand replay's whole-hand record may use. */
export type RecordKey = keyof typeof recordEn;

/** A translate function over the keys of the hand replay's whole-hand record. */
export type Translate = TranslateOf<typeof recordEn>;

/** A translate function for a language (English for now). */
export const translator: (lang?: string) => Translate = translatorFor(recordEn);

/** Translates into English. */
export const t: Translate = translator('en');

/** The raw template of a message, placeholders unfilled (for suit symbols in `{contract}`). */
export const messageTemplate = (key: RecordKey, _lang: string = 'en'): string => recordEn[key];
