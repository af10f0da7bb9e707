/**
 * The dictionary of the Hand Lab: the core strings (`en.ts`), the auction table's and the
 * replay's (`en-auction.ts`, `en-replay.ts`: the Lab announces calls and cards in the replay's
 * words) and the Lab's own (`en-lab.ts`), with the same `t`/`translator` API as `index.ts`.
 *
 * @packageDocumentation
 */
import { en } from './en.ts';
import { enAuction } from './en-auction.ts';
import { enLab } from './en-lab.ts';
import { enReplay } from './en-replay.ts';
import { translatorFor, type TranslateOf } from './index.ts';

/** Core and Lab strings, in English. */
export const labEn = { ...en, ...enAuction, ...enReplay, ...enLab } as const;

/** A translate function over the Lab's keys. */
export type Translate = TranslateOf<typeof labEn>;

/** A translate function for a language (the page's when not given: `ambient.ts`). */
export const translator: (lang?: string) => Translate = translatorFor(labEn);

/** Translates into the page's language (English on an English page). */
export const t: Translate = translator();
