/**
 * The dictionary of the auction table: the core strings (`en.ts`) and the table's
 * (`en-auction.ts`), with the same `t`/`translator` API as `index.ts`.
 *
 * @packageDocumentation
 */
import { en } from './en.ts';
import { enAuction } from './en-auction.ts';
import { templateFor, translatorFor, type TranslateOf } from './index.ts';

/** The strings of the auction table, in English. */
export const auctionEn = { ...en, ...enAuction } as const;

/** Every key the auction table may use. */
export type AuctionKey = keyof typeof auctionEn;

/** A translate function over the keys of the auction table. */
export type Translate = TranslateOf<typeof auctionEn>;

/** A translate function for a language (the page's when not given: `ambient.ts`). */
export const translator: (lang?: string) => Translate = translatorFor(auctionEn);

/** Translates into the page's language (English on an English page). */
export const t: Translate = translator();

/** The raw template of a message, placeholders unfilled (for suit symbols in `{contract}`). */
export const messageTemplate: (key: AuctionKey, lang?: string) => string = templateFor(auctionEn);
