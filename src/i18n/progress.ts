/**
 * The dictionary of the reader's progress and the words the quizzes share (`en-progress.ts`).
 * Self-contained on purpose: it does not load `index.ts` (which the build puts in the replay's
 * chunk), so that the /progress/ page and the sidebar stay a few kilobytes. Same placeholders
 * as everywhere (`{name}`), checked by i18n.test.ts through `placeholdersOf`.
 *
 * @packageDocumentation
 */
import { enProgress } from './en-progress.ts';
import { effectiveLang, localString } from './ambient.ts';
import type { TranslateOf } from './index.ts';

/** The progress strings, in English. */
export const progressEn = { ...enProgress } as const;

/** A translate function over the progress keys. */
export type Translate = TranslateOf<typeof progressEn>;

/**
 * A translate function for a language (the page's when not given: `ambient.ts`). A missing
 * parameter stays visible.
 */
export const translator = (lang?: string): Translate =>
  ((key: string, params?: Readonly<Record<string, string | number>>) =>
    (localString(effectiveLang(lang), key) ?? (progressEn as Readonly<Record<string, string>>)[key] ?? key).replace(
      /\{([A-Za-z0-9_]+)\}/g,
      (m, p: string) => (params?.[p] === undefined ? m : String(params[p])),
    )) as Translate;
