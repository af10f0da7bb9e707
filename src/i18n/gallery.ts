/**
 * The dictionary of the teachers' pages (hand gallery, hand pages, hand sheet, embeds): the core
 * strings (`en.ts`), the replay's and the play record's (`en-replay.ts`, `en-record.ts`: the hand
 * sheet prints the record) and their own (`en-gallery.ts`), with the same
 * `t`/`translator`/`messageTemplate` API as `index.ts`. Used at build time, and by the gallery's
 * small script only through the templates it is handed.
 *
 * @packageDocumentation
 */
import { en } from './en.ts';
import { enRecord } from './en-record.ts';
import { enReplay } from './en-replay.ts';
import { enGallery } from './en-gallery.ts';
import { templateFor, translatorFor, type TranslateOf } from './index.ts';

/** The strings of the teachers' pages, in English. */
export const galleryEn = { ...en, ...enReplay, ...enRecord, ...enGallery } as const;

/** Every key the teachers' pages may use. */
export type GalleryKey = keyof typeof galleryEn;

/** A translate function over the keys of the teachers' pages. */
export type Translate = TranslateOf<typeof galleryEn>;

/** A translate function for a language (the page's when not given: `ambient.ts`). */
export const translator: (lang?: string) => Translate = translatorFor(galleryEn);

/** Translates into the page's language (English on an English page). */
export const t: Translate = translator();

/** The raw template of a message, placeholders unfilled (for suit symbols in `{contract}`). */
export const messageTemplate: (key: GalleryKey, lang?: string) => string = templateFor(galleryEn);
