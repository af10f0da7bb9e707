/**
 * Mounts Pagefind's UI in a `<site-search>` element's dialog, with the options Starlight gives it
 * (`@astrojs/starlight` 0.37.7, `components/Search.astro`): the translations Search.astro wrote
 * on the element, the site's base path, and the trailing-slash rule for result links. Loaded,
 * with Pagefind's UI, only when a reader opens search (site-search.ts).
 *
 * @packageDocumentation
 */
import { PagefindUI } from '@pagefind/default-ui';

/** A search result as Pagefind's UI hands it to `processResult`. */
interface PagefindResult {
  url: string;
  sub_results: { url: string }[];
}

/** The translations written on the element; a broken attribute leaves Pagefind's English. */
const translationsOf = (el: HTMLElement): Record<string, string> => {
  try {
    return JSON.parse(el.dataset.translations || '{}') as Record<string, string>;
  } catch {
    return {};
  }
};

/** `/a/b/#x` → `/a/b#x`, for sites built with `trailingSlash: 'never'`. */
export const stripTrailingSlash = (path: string): string => path.replace(/(.)\/(#.*)?$/, '$1$2');

/** Mounts Pagefind's UI in `#starlight__search` inside `el`, configured from `el`'s attributes. */
export const mountPagefind = (el: HTMLElement): void => {
  const formatUrl = el.dataset.stripTrailingSlash !== undefined ? stripTrailingSlash : (path: string) => path;
  new PagefindUI({
    element: '#starlight__search',
    baseUrl: import.meta.env.BASE_URL,
    bundlePath: `${import.meta.env.BASE_URL.replace(/\/$/, '')}/pagefind/`,
    showImages: false,
    translations: translationsOf(el),
    showSubResults: true,
    processResult: (result: PagefindResult) => {
      result.url = formatUrl(result.url);
      for (const sub of result.sub_results) sub.url = formatUrl(sub.url);
      return result;
    },
  });
};
