/**
 * The dictionary of the hand replay: the core strings (`en.ts`), the diagram's dealer line
 * (`en-diagram.ts`, for the table centre before the lead) and the replay's own (`en-replay.ts`),
 * with the same `t`/`translator` API as `index.ts`. The diagram and auction table inside the
 * replay use their own dictionaries.
 *
 * @packageDocumentation
 */
import { en } from './en.ts';
import { enDiagram } from './en-diagram.ts';
import { enReplay } from './en-replay.ts';
import { templateFor, translatorFor, type TranslateOf } from './index.ts';

/** The strings of the hand replay, in English. */
export const replayEn = { ...en, ...enDiagram, ...enReplay } as const;

/** Every key the hand replay may use. */
export type ReplayKey = keyof typeof replayEn;

/** A translate function over the keys of the hand replay. */
export type Translate = TranslateOf<typeof replayEn>;

/** A translate function for a language (the page's when not given: `ambient.ts`). */
export const translator: (lang?: string) => Translate = translatorFor(replayEn);

/** Translates into the page's language (English on an English page). */
export const t: Translate = translator();

/** The raw template of a message, placeholders unfilled (for suit symbols in `{contract}`). */
export const messageTemplate: (key: ReplayKey, lang?: string) => string = templateFor(replayEn);
