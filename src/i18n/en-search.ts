/**
 * The English strings of the site search (components/Search), beside the ones Starlight already
 * gives it (`search.label`, `search.cancelLabel`): what the dialog says while Pagefind's UI is
 * still loading, and when it could not be loaded. Written into the page at build time; no island
 * loads them.
 *
 * @packageDocumentation
 */
export const enSearch = {
  'search.loading': 'Loading search…',
  'search.failed': 'Search could not be loaded. Check your connection, then close this and open search again.',
} as const;
