/**
 * The dictionary of the auction table: the core strings (`en.ts`) and the table's
 * (`en-auction.ts`), with the same `t`/`translator` API as `index.ts`.
 *
 * @packageDocumentation
 */
import { en } from './en.ts';
import { enAuction } from './en-auction.ts';
import { translatorFor, type TranslateOf } from './index.ts';

/** The strings of the auction table, in English. */
export const auctionEn = { ...en, ...enAuction } as const;

/** Every key the auction table may use. */
export type AuctionKey = keyof typeof auctionEn;

/** A translate function over the keys of the auction table. */
export type Translate = TranslateOf<typeof auctionEn>;

/** A translate function for a language (English for now). */
export const translator: (lang?: string) => Translate = translatorFor(auctionEn);

/** Translates into English. */
export const t: Translate = translator('en');

/** The raw template of a message, placeholders unfilled (for suit symbols in `{contract}`). */
export const messageTemplate = (key: AuctionKey, _lang: string = 'en'): string => auctionEn[key];
