/**
 * The lesson helpers' dictionary: their own words (`en-lesson.ts`) and the core (`en.ts`:
 * seats, strains, contracts, cards), with the same `translator` API as `index.ts`. Build time
 * only: lessons call `components/RuleValue/lesson.ts` on the server, which has every German
 * dictionary, so no island carries these strings.
 *
 * @packageDocumentation
 */
import { en } from './en.ts';
import { enLesson } from './en-lesson.ts';
import { translatorFor, type TranslateOf } from './index.ts';

/** Core and lesson strings, in English. */
export const lessonEn = { ...en, ...enLesson } as const;

/** A translate function over the lesson helpers' keys. */
export type Translate = TranslateOf<typeof lessonEn>;

/** A translate function for a language (the page's when not given: `ambient.ts`). */
export const translator: (lang?: string) => Translate = translatorFor(lessonEn);
