import type { enSearch } from './en-search.ts';

/** The site search's strings in German (see en-search.ts for what each is for). */
export const deSearch: { readonly [K in keyof typeof enSearch]: string } = {
  'search.loading': 'Die Suche wird geladen …',
  'search.failed':
    'Die Suche konnte nicht geladen werden. Prüfen Sie Ihre Verbindung, schließen Sie dieses Fenster und öffnen Sie die Suche erneut.',
};
