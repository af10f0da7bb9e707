/**
 * Before each page renders, the language of its address becomes the page's language
 * (`i18n/ambient.ts`), so that every widget on a German page (under `/de/`) speaks German
 * without being told. The German dictionaries are registered once, here, on the server only
 * (`i18n/de-all.ts`); the browser gets the ones a page shows as JSON in its HTML.
 *
 * @packageDocumentation
 */
import { defineMiddleware } from 'astro:middleware';
import { setPageLang } from './i18n/ambient.ts';
import { registerGerman } from './i18n/de-all.ts';
import { langOfPath } from './i18n/page-lang.ts';

registerGerman();

export const onRequest = defineMiddleware((context, next) => {
  setPageLang(langOfPath(context.url.pathname, import.meta.env.BASE_URL));
  return next();
});
