/**
 * Content collections of the site.
 *
 * - `docs`: the lessons and reference pages (MDX), loaded and validated by Starlight.
 * - `hands`: annotated hand records (PBN) from src/content/hands/, one entry per game, each
 *   parsed, checked and replayed by the engine at build time (src/lib/hands-loader.ts); a
 *   broken hand fails the build with file:line:column.
 */
import { defineCollection } from 'astro:content';
import { docsLoader } from '@astrojs/starlight/loaders';
import { docsSchema } from '@astrojs/starlight/schema';
import { handsLoader } from './lib/hands-loader.ts';

export const collections = {
  docs: defineCollection({ loader: docsLoader(), schema: docsSchema() }),
  hands: defineCollection({ loader: handsLoader() }),
};
