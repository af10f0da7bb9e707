// @ts-check
import { defineConfig } from 'astro/config';
import starlight from '@astrojs/starlight';
import preact from '@astrojs/preact';
import { pbnGrammar } from './src/lib/pbn-grammar/index.ts';
import { rehypeScrollTables } from './src/lib/rehype/scroll-tables.ts';

// The site can be hosted at the root or under a sub-path:
//   BASE_PATH=/auction-bridge/ npm run build
// Links inside lessons are relative (or go through Starlight), so both builds work.
const base = process.env.BASE_PATH ?? '/';

/**
 * The modules of the hand replay's browser chunk (see `manualChunks` below). Not the engine's
 * seat arithmetic (`engine/seat.ts`): the replay uses none of it, and in this chunk its dozen
 * functions (for the scorer, the Lab, the embeds' decoder) weighed about 200 B gzip on every page
 * with a replay, lessons 01 and 02 included (budgets.json).
 */
const REPLAY_MODULES =
  /\/src\/(?:components\/(?:HandReplay|HandDiagram)\/|components\/shared\/(?:format|Spelled)\.|engine\/(?:timeline-pack|result|card)\.ts|i18n\/(?:index|en|en-replay|en-diagram|replay|diagram)\.ts)/;
const site = process.env.SITE_URL ?? 'https://auction-bridge.example.org';

export default defineConfig({
  site,
  base,
  trailingSlash: 'always',
  // No prefetching script. Starlight turns Astro's on by default (prefetch every link on hover,
  // about 1 KB gzip on every page); it only helps a mouse hovering on a fast connection, which
  // needs it least, while every phone reader would pay for it, and a lesson with one replay is
  // held to 25 KB of JavaScript (issue 5, budgets.json). Pages are small static files: the next
  // lesson opens fast without it.
  prefetch: false,
  // Wide tables scroll sideways on a phone: a keyboard must reach them (src/lib/rehype/scroll-tables.ts).
  markdown: { rehypePlugins: [rehypeScrollTables] },
  integrations: [
    starlight({
      title: 'Auction Bridge',
      description:
        'Learn Auction Bridge, the partnership card game of 1908–1930: the auction, the play and the scoring, with hands you can replay step by step.',
      favicon: '/favicon.svg',
      // English at the root, German under /de/ (issue 18): the same file names under
      // src/content/docs/de/, so that the language switch keeps the reader's page.
      defaultLocale: 'root',
      locales: { root: { label: 'English', lang: 'en' }, de: { label: 'Deutsch', lang: 'de' } },
      sidebar: [
        { label: 'The course', translations: { de: 'Der Kurs' }, autogenerate: { directory: 'course' } },
        { label: 'Reference', translations: { de: 'Nachschlagen' }, autogenerate: { directory: 'reference' } },
      ],
      // The reader's four-colour deck (RuleSetPicker/choice.ts: DECK_STORAGE_KEY, DECK_ATTRIBUTE),
      // applied to <html> once per page, before anything paints. Checked by choice.test.ts.
      head: [
        {
          tag: 'script',
          // data-js: scripts run, so parts that a script will show can keep their place from the
          // first paint (the gallery's filters), and nothing jumps when it does. data-deck: the
          // reader's four-colour deck, before any diagram paints.
          content:
            "document.documentElement.setAttribute('data-js', ''); try { if (localStorage.getItem('auction-bridge:deck') === 'four-colour') document.documentElement.setAttribute('data-deck', 'four-colour'); } catch (e) {}",
        },
      ],
      customCss: ['./src/styles/site.css'],
      // Starlight's search, except that Pagefind's UI (about 27 KB gzip) loads when a reader opens
      // search, not on idle on every page (src/components/Search/site-search.ts).
      // The sidebar and the end of each lesson carry the reader's progress (src/components/Progress/).
      components: {
        Search: './src/components/Search/Search.astro',
        Sidebar: './src/components/Progress/Sidebar.astro',
        Pagination: './src/components/Progress/Pagination.astro',
        // A link to the page in the other language, no script (src/components/LanguageSwitch.astro).
        LanguageSelect: './src/components/LanguageSwitch.astro',
      },
      lastUpdated: false,
      // Our own TextMate grammar for PBN hand records, so that ```pbn blocks are highlighted
      // (src/lib/pbn-grammar, tested in grammar.test.ts).
      expressiveCode: { shiki: { langs: [pbnGrammar] } },
    }),
    preact(),
  ],
  vite: {
    build: {
      rollupOptions: {
        output: {
          // The hand replay's browser code (its view, the diagram and auction table it draws, the
          // shared formatting, the timeline unpacker and its strings) as one chunk instead of
          // eight: gzip compresses one file better, and a page with one replay loads about
          // 2.5 KB less (npm run bench). The Lab's first load carries it too (it shows a replay
          // as soon as a hand exists). The whole-hand record (Record.tsx and its strings) is left
          // out: pages write it at build time, and only the Lab and /embed/#link draw it in the browser.
          // Preact stays a chunk of its own, so that a page with some other island does not load
          // the replay chunk just for Preact.
          manualChunks(rawId) {
            const id = rawId.replace(/\\/g, '/');
            if (/\/node_modules\/preact\//.test(id)) return 'preact';
            // Vite's helper for dynamic imports stays a file of its own: the replay loads its
            // analysis on demand (HandReplay/Island.tsx), and without this Rollup would pull the
            // helper into the replay chunk, lengthening every other script's list of preloads.
            if (id.endsWith('vite/preload-helper.js')) return 'preload-helper';
            // The page language and the page's strings (issue 18): a chunk of its own, so that a
            // page with no replay (/progress/) does not load the replay's chunk to get it.
            if (/\/src\/i18n\/ambient\.ts$/.test(id)) return 'ambient';
            if (!/\.(?:ts|tsx)$/.test(id) || /HandReplay\/(?:Record\.|play-record\.)/.test(id)) return undefined;
            return REPLAY_MODULES.test(id) ? 'replay' : undefined;
          },
        },
      },
    },
  },
});
