/**
 * The gallery's filters, as progressive enhancement: the page lists every hand (and the same
 * hands by topic and by rule set) as plain HTML; this script shows the two `<select>` filters,
 * hides the cards that do not match, says how many are shown in a polite live region, and
 * keeps the choice in the address (`?topic=...&rules=...`) so that a filtered gallery can be
 * shared. Without it nothing is lost but the filtering.
 *
 * Small on purpose (no framework, and the words it needs come from the page, not the whole
 * dictionary).
 *
 * Markup it expects (Gallery.astro writes it):
 *
 * ```html
 * <div data-ab-gallery data-ab-gallery-messages='{"gallery.count.all": "…", …}'>
 *   <form data-ab-gallery-filters hidden> <select name="topic">…</select> <select name="rules">…</select> <button type="reset">…</button> </form>
 *   <p data-ab-gallery-count role="status">…</p>
 *   <ul> <li data-ab-gallery-card data-topic="the-play" data-rules="whist-club-1926">…</li> … </ul>
 * </div>
 * ```
 *
 * @packageDocumentation
 */
import type { Translate } from '../../i18n/gallery.ts';
import { countText, pickFilterValue, readFilter, writeFilter, type GalleryFilter } from './model.ts';

/** The attribute that carries the count messages, as JSON (`{ "gallery.count.all": "Showing all {total} hands.", ... }`). */
export const MESSAGES_ATTRIBUTE = 'data-ab-gallery-messages';

/**
 * A translate function over the templates the page wrote into the gallery (the build's
 * dictionary, so that the script does not carry the whole dictionary). A key it lacks gives
 * the key itself, so that a gap shows rather than vanishes.
 */
export const messagesTranslator = (json: string | null): Translate => {
  let templates: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(json ?? '{}');
    if (parsed !== null && typeof parsed === 'object') templates = parsed as Record<string, unknown>;
  } catch {
    templates = {};
  }
  return ((key: string, params: Readonly<Record<string, string | number>> = {}) => {
    const template = templates[key];
    const text = typeof template === 'string' ? template : key;
    return text.replace(/\{([A-Za-z0-9_]+)\}/g, (whole, name: string) =>
      Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : whole,
    );
  }) as Translate;
};

/** The values a `<select>` offers (its options' values, the empty "any" value left out). */
const optionValues = (select: HTMLSelectElement | null): string[] =>
  select ? [...select.options].map((o) => o.value).filter((v) => v !== '') : [];

/** Whether a card matches: its data attributes against the filter. */
const cardMatches = (card: HTMLElement, filter: GalleryFilter): boolean =>
  (filter.topic === null || card.dataset['topic'] === filter.topic) &&
  (filter.ruleSet === null || card.dataset['rules'] === filter.ruleSet);

/** What {@link enhanceGallery} returns: the filter in force and a way to apply another. */
export interface GalleryControl {
  readonly filter: () => GalleryFilter;
  readonly apply: (filter: GalleryFilter, announce?: boolean) => number;
}

/**
 * Turns on the filters of one gallery. Reads a filter from `location.search` at the start
 * (unknown values ignored) and writes it back with `history.replaceState` on each change.
 * Returns `null` when the markup is not there.
 */
export const enhanceGallery = (
  root: HTMLElement,
  tr: Translate = messagesTranslator(root.getAttribute(MESSAGES_ATTRIBUTE)),
): GalleryControl | null => {
  const form = root.querySelector<HTMLFormElement>('[data-ab-gallery-filters]');
  const count = root.querySelector<HTMLElement>('[data-ab-gallery-count]');
  if (!form || !count) return null;
  const topicSelect = form.querySelector<HTMLSelectElement>('select[name="topic"]');
  const rulesSelect = form.querySelector<HTMLSelectElement>('select[name="rules"]');
  const cards = [...root.querySelectorAll<HTMLElement>('[data-ab-gallery-card]')];
  const topics = optionValues(topicSelect);
  const ruleSets = optionValues(rulesSelect);
  let current: GalleryFilter = readFilter(window.location.search, topics, ruleSets);

  const apply = (filter: GalleryFilter, announce = true): number => {
    current = filter;
    if (topicSelect) topicSelect.value = filter.topic ?? '';
    if (rulesSelect) rulesSelect.value = filter.ruleSet ?? '';
    let shown = 0;
    for (const card of cards) {
      const match = cardMatches(card, filter);
      card.hidden = !match;
      if (match) shown += 1;
    }
    if (announce) count.textContent = countText(shown, cards.length, tr);
    try {
      const url = `${window.location.pathname}${writeFilter(filter)}${window.location.hash}`;
      window.history.replaceState(window.history.state, '', url);
    } catch {
      // A sandboxed page may refuse: the filter still works, only the address does not follow.
    }
    return shown;
  };

  const fromForm = (): GalleryFilter => ({
    topic: pickFilterValue(topicSelect?.value, topics),
    ruleSet: pickFilterValue(rulesSelect?.value, ruleSets),
  });

  form.addEventListener('change', () => apply(fromForm()));
  form.addEventListener('submit', (e) => e.preventDefault());
  form.addEventListener('reset', (e) => {
    e.preventDefault();
    apply({ topic: null, ruleSet: null });
  });
  form.hidden = false;
  // Opening a filtered address says how many hands it shows; an unfiltered one leaves the text as built.
  apply(current, current.topic !== null || current.ruleSet !== null);
  return { filter: () => current, apply };
};
