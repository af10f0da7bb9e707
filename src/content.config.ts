/**
 * Content collections of the site.
 *
 * - `docs`: the lessons and reference pages (MDX), loaded and validated by Starlight.
 * - `hands`: annotated hand records (PBN) from src/content/hands/. Not defined yet: the
 *   hand-records work adds it here, next to `docs`, with a loader that parses every file with
 *   the engine and fails the build with file:line:column on a broken hand.
 */
import { defineCollection } from 'astro:content';
import { docsLoader } from '@astrojs/starlight/loaders';
import { docsSchema } from '@astrojs/starlight/schema';

export const collections = {
  docs: defineCollection({ loader: docsLoader(), schema: docsSchema() }),
  // hands: defineCollection({ loader: ... }),  ← added by the hand-records work
};
