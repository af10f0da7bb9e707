/**
 * The reader's results on the gallery's cards: for each hand they played ("Play it yourself" on
 * its page, `PlayMode/kept.ts`), the card says how many tricks the declaring side took against
 * best play. Written again when another tab keeps a result (`storage`) and when the reader comes
 * back to the page by the Back button (`pageshow`), so a card never shows a stale result.
 *
 * Markup it expects (Gallery.astro writes it): in each `[data-ab-gallery-card][data-slug]`, an
 * empty `<p data-ab-gallery-played hidden>`. The words come from the page's messages, as the
 * filters' do.
 *
 * @packageDocumentation
 */
import type { Translate } from '../../i18n/gallery.ts';
import { readKept, RESULTS_KEY, type KeptResult } from '../PlayMode/kept.ts';

/** The words of one result. */
export const playedText = (result: KeptResult, tr: Translate): string =>
  tr(result.role === 'declarer' ? 'gallery.played.declarer' : 'gallery.played.defender', { made: result.made, best: result.best });

/** Writes every card's result (or hides the line of a hand not played). */
export const showPlayed = (root: HTMLElement, tr: Translate, kept: Readonly<Record<string, KeptResult>> = readKept()): number => {
  let shown = 0;
  for (const card of root.querySelectorAll<HTMLElement>('[data-ab-gallery-card][data-slug]')) {
    const line = card.querySelector<HTMLElement>('[data-ab-gallery-played]');
    if (!line) continue;
    const slug = card.dataset['slug'] ?? '';
    const result = Object.prototype.hasOwnProperty.call(kept, slug) ? kept[slug] : undefined;
    line.hidden = result === undefined;
    line.textContent = result === undefined ? '' : playedText(result, tr);
    if (result !== undefined) shown += 1;
  }
  return shown;
};

/** Shows the results now, and again whenever they may have changed. */
export const followPlayed = (root: HTMLElement, tr: Translate): void => {
  showPlayed(root, tr);
  window.addEventListener('storage', (e) => {
    if (e.key === null || e.key === RESULTS_KEY) showPlayed(root, tr);
  });
  window.addEventListener('pageshow', () => showPlayed(root, tr));
};
