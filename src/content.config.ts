/**
 * Content collections of the site.
 *
 * - `docs`: the lessons and reference pages (MDX), loaded and validated by Starlight. A lesson
 *   may declare the code its text teaches with `ruleSet: <id>` in its frontmatter (one of the
 *   codes the picker offers, RuleSetPicker/choice.ts); without it, the Whist Club laws of 1926, the site's
 *   default. The scoring widgets compare the reader's choice with it (RuleSetPicker/RulesLine.tsx).
 * - `hands`: annotated hand records (PBN) from src/content/hands/, one entry per game, each
 *   parsed, checked and replayed by the engine at build time (src/lib/hands-loader.ts); a
 *   broken hand fails the build with file:line:column.
 */
import { defineCollection, z } from 'astro:content';
import { docsLoader } from '@astrojs/starlight/loaders';
import { docsSchema } from '@astrojs/starlight/schema';
import { PICKER_RULE_SET_IDS } from './components/RuleSetPicker/choice.ts';
import { handsLoader } from './lib/hands-loader.ts';

export const collections = {
  docs: defineCollection({
    loader: docsLoader(),
    schema: docsSchema({
      extend: z.object({
        ruleSet: z
          .enum(PICKER_RULE_SET_IDS as unknown as [string, ...string[]])
          .default('whist-club-1926')
          .describe('The code this lesson teaches (an auction rule set id); the 1926 laws by default.'),
      }),
    }),
  }),
  hands: defineCollection({ loader: handsLoader() }),
};
