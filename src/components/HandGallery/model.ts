/**
 * Hand gallery model: the hands of the site as cards, their order, the topic and rule-set
 * filters, and the words the filters announce.
 *
 * Pure (no DOM, no Preact, no engine rule data, and the dictionary only as a type: words come
 * in through a `Translate` function), so that the gallery's small filter script can use it in
 * the browser without carrying the whole UI dictionary, and the page can use it at build time.
 * The page gives each card its data (slug, lesson, topic, rule set); this module only compares
 * and counts.
 *
 * ```ts
 * const hands = sortHands(cards);
 * const shown = filterHands(hands, { topic: 'the-play', ruleSet: null });
 * countText(shown.length, hands.length, t);   // 'Showing 2 of 16 hands.'
 * ```
 *
 * @packageDocumentation
 */
import type { Translate } from '../../i18n/gallery.ts';

/** What the gallery needs of a hand to place, sort and filter its card. */
export interface GalleryHand {
  readonly slug: string;
  readonly title: string;
  /** The lesson number (from a file name `lNN-...`), or `null` for a hand of no lesson. */
  readonly lesson: number | null;
  /** The topic shown and filtered on, already resolved (see {@link topicOf}). */
  readonly topic: string;
  /** The rule set id. */
  readonly ruleSet: string;
  /** The hand's file, for a stable order among the hands of one lesson. */
  readonly file: string;
  /** The game's position in its file. */
  readonly game: number;
}

/** The filters: a topic key and a rule set id, `null` for "any". */
export interface GalleryFilter {
  readonly topic: string | null;
  readonly ruleSet: string | null;
}

/** No filter: every hand. */
export const NO_FILTER: GalleryFilter = { topic: null, ruleSet: null };

/** One choice of a filter: its value, its label, and how many hands it matches. */
export interface Facet {
  readonly key: string;
  readonly label: string;
  readonly count: number;
}

/**
 * The topic of a hand: the author's `Description` when there is one, else the title of its
 * lesson's page, else "Lesson N" for a lesson that has no page yet, else the stand-in for
 * hands of no lesson.
 */
export const topicOf = (
  hand: { readonly topic: string | null; readonly lesson: number | null },
  lessonTitle: string | null,
  tr: Translate,
): string => {
  const own = hand.topic?.trim();
  if (own) return own;
  if (lessonTitle !== null && lessonTitle.trim() !== '') return lessonTitle.trim();
  if (hand.lesson !== null) return tr('gallery.lessonNumber', { number: hand.lesson });
  return tr('gallery.noTopic');
};

/**
 * A topic as a filter value and URL-safe key: lower case letters and digits joined by single
 * hyphens (`"Drawing trumps: first!"` → `drawing-trumps-first`). Letters with accents lose
 * them; a topic with no letter or digit at all becomes `topic`.
 */
export const topicKey = (topic: string): string => {
  const key = topic
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return key === '' ? 'topic' : key;
};

/**
 * The gallery's order: by lesson (hands of no lesson last), then by file, then by position in
 * the file, then by title. Returns a new array; the input is not changed.
 */
export const sortHands = <T extends GalleryHand>(hands: readonly T[]): T[] =>
  [...hands].sort(
    (a, b) =>
      (a.lesson ?? Number.POSITIVE_INFINITY) - (b.lesson ?? Number.POSITIVE_INFINITY) ||
      (a.file < b.file ? -1 : a.file > b.file ? 1 : 0) ||
      a.game - b.game ||
      a.title.localeCompare(b.title, 'en'),
  );

/** Whether a hand passes the filters (a `null` filter lets everything through). */
export const matchesFilter = (hand: Pick<GalleryHand, 'topic' | 'ruleSet'>, filter: GalleryFilter): boolean =>
  (filter.topic === null || topicKey(hand.topic) === filter.topic) && (filter.ruleSet === null || hand.ruleSet === filter.ruleSet);

/** The hands that pass the filters, in their given order. */
export const filterHands = <T extends Pick<GalleryHand, 'topic' | 'ruleSet'>>(hands: readonly T[], filter: GalleryFilter): T[] =>
  hands.filter((h) => matchesFilter(h, filter));

/**
 * The choices of a filter, one per distinct value, with the number of hands of each. Sorted by
 * `order` when given (values it does not list come after, by label), else by label.
 */
const facets = <T>(
  hands: readonly T[],
  keyOf: (hand: T) => string,
  labelOf: (hand: T) => string,
  order: readonly string[] = [],
): Facet[] => {
  const found = new Map<string, { label: string; count: number }>();
  for (const hand of hands) {
    const key = keyOf(hand);
    const seen = found.get(key);
    if (seen) seen.count += 1;
    else found.set(key, { label: labelOf(hand), count: 1 });
  }
  const rank = (key: string): number => {
    const i = order.indexOf(key);
    return i < 0 ? order.length : i;
  };
  return [...found.entries()]
    .map(([key, v]) => ({ key, label: v.label, count: v.count }))
    .sort((a, b) => rank(a.key) - rank(b.key) || a.label.localeCompare(b.label, 'en') || (a.key < b.key ? -1 : 1));
};

/**
 * The topic choices, in the order the topics first appear in `hands` (give them sorted by
 * lesson, and the topics follow the course).
 */
export const topicFacets = (hands: readonly Pick<GalleryHand, 'topic'>[]): Facet[] => {
  const order: string[] = [];
  for (const h of hands) if (!order.includes(topicKey(h.topic))) order.push(topicKey(h.topic));
  return facets(
    hands,
    (h) => topicKey(h.topic),
    (h) => h.topic,
    order,
  );
};

/**
 * The rule-set choices, labelled by `labelOf` (the engine's `RULE_SETS[id].label`) and in the
 * order of `order` (the registry's order) when given.
 */
export const ruleSetFacets = (
  hands: readonly Pick<GalleryHand, 'ruleSet'>[],
  labelOf: (id: string) => string,
  order: readonly string[] = [],
): Facet[] =>
  facets(
    hands,
    (h) => h.ruleSet,
    (h) => labelOf(h.ruleSet),
    order,
  );

/**
 * A filter value read from text (a `<select>` or the URL): a value among `allowed` is kept,
 * anything else (empty, unknown, not a string) means "any".
 */
export const pickFilterValue = (value: unknown, allowed: readonly string[]): string | null =>
  typeof value === 'string' && allowed.includes(value) ? value : null;

/**
 * The filters written in a URL query (`?topic=the-play&rules=whist-club-1926`), each checked
 * against the values the gallery has; unknown values are ignored.
 */
export const readFilter = (search: string, topics: readonly string[], ruleSets: readonly string[]): GalleryFilter => {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  return { topic: pickFilterValue(params.get('topic'), topics), ruleSet: pickFilterValue(params.get('rules'), ruleSets) };
};

/** The query for a filter (`?topic=...&rules=...`), `''` for no filter: the gallery's shareable address. */
export const writeFilter = (filter: GalleryFilter): string => {
  const params = new URLSearchParams();
  if (filter.topic !== null) params.set('topic', filter.topic);
  if (filter.ruleSet !== null) params.set('rules', filter.ruleSet);
  const query = params.toString();
  return query === '' ? '' : `?${query}`;
};

/** What the live region says after filtering: how many hands are shown out of how many. */
export const countText = (shown: number, total: number, tr: Translate): string => {
  if (shown <= 0) return tr('gallery.count.none', { total });
  if (shown >= total) return total === 1 ? tr('gallery.count.allOne', { total }) : tr('gallery.count.all', { total });
  return tr('gallery.count.some', { shown, total });
};
