/**
 * The static paths of the pages made once per language (`src/pages/...` and
 * `src/pages/de/...`): the same addresses, each page with its words in its language.
 *
 * @packageDocumentation
 */
import { teacherHands } from '../HandGallery/data.ts';
import type { HandEntry } from '../../lib/hands-loader.ts';

/** The embed of every hand of the collection (`/embed/<slug>/`), its title and notes in `lang`. */
export const embedPaths = async (lang: string): Promise<{ params: { slug: string }; props: { entry: HandEntry } }[]> =>
  (await teacherHands(lang)).map((h) => ({ params: { slug: h.slug }, props: { entry: h.entry } }));
