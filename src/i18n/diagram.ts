/**
 * The dictionary of the hand diagram: the core strings (`en.ts`) and the diagram's
 * (`en-diagram.ts`), with the same `t`/`translator` API as `index.ts`.
 *
 * @packageDocumentation
 */
import { en } from './en.ts';
import { enDiagram } from './en-diagram.ts';
import { templateFor, translatorFor, type TranslateOf } from './index.ts';

/** The strings of the hand diagram, in English. */
export const diagramEn = { ...en, ...enDiagram } as const;

/** Every key the hand diagram may use. */
export type DiagramKey = keyof typeof diagramEn;

/** A translate function over the keys of the hand diagram. */
export type Translate = TranslateOf<typeof diagramEn>;

/** A translate function for a language (the page's when not given: `ambient.ts`). */
export const translator: (lang?: string) => Translate = translatorFor(diagramEn);

/** Translates into the page's language (English on an English page). */
export const t: Translate = translator();

/** The raw template of a message, placeholders unfilled (for suit symbols in `{contract}`). */
export const messageTemplate: (key: DiagramKey, lang?: string) => string = templateFor(diagramEn);
