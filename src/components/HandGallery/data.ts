/**
 * Build-time data of the teachers' pages (gallery, permalinks, embeds, sheets): every hand of
 * the `hands` collection with what its card and page show — the lesson page it belongs to, its
 * topic, its rule set's label, and the pages that use it.
 *
 * Runs at build time only (it reads the content collections); the pages pass plain values on.
 *
 * @packageDocumentation
 */
import { getCollection, type CollectionEntry } from 'astro:content';
import { getRuleSet, RULE_SETS } from '../../engine/rules/index.ts';
import { translator } from '../../i18n/gallery.ts';
import type { HandEntry } from '../../lib/hands-loader.ts';
import { loadHand } from '../../lib/hands.ts';
import { fileStem, lessonNumberOf, lessonPage, pagesUsing, type PageSource, type PageUse } from './links.ts';
import { sortHands, topicOf, type GalleryHand } from './model.ts';
import { ruleSetName } from '../../i18n/rule-sets.ts';

/** A hand of the site as the teachers' pages show it. */
export interface TeacherHand extends GalleryHand {
  /** The collection entry's data: the PBN, the timeline, the contract... */
  readonly entry: HandEntry;
  /** The rule set's label from the engine's registry (the id itself for an unknown id). */
  readonly ruleSetLabel: string;
  /** The page of the hand's lesson, when the course has it. */
  readonly lessonPage: PageUse | null;
  /** The pages whose MDX shows the hand (lessons first). */
  readonly usedIn: readonly PageUse[];
}

/** The label of a rule set id, from the engine's registry. */
export const ruleSetLabel = (id: string): string => ruleSetName(getRuleSet(id) ?? { id: id, label: id });

/** The rule set ids in the registry's order (the order the filter lists them in). */
export const RULE_SET_ORDER: readonly string[] = Object.keys(RULE_SETS);

/**
 * The docs pages of a language that can show hands (their MDX bodies), for "lessons that use
 * this hand": English pages by their own id, German ones (`de/course/...`) by the id they share
 * with the English page, so that the caller links them under `/de/`.
 */
const docsPages = async (lang: string): Promise<PageSource[]> => {
  const docs: CollectionEntry<'docs'>[] = await getCollection('docs');
  const german = lang === 'de';
  return docs
    .filter((d) => d.id.startsWith('de/') === german)
    .map((d) => ({ id: german ? d.id.slice(3) : d.id, title: d.data.title, body: d.body ?? '' }));
};

/**
 * A hand of the collection with its words in another language: the title (`TitleDe`), the topic
 * (`DescriptionDe`) and the replay's notes, read by the loader in that language.
 */
const inLanguage = (data: HandEntry, lang: string): HandEntry => {
  const board = fileStem(data.file) === data.slug ? undefined : (data.board ?? undefined);
  const loaded = loadHand(data.file, { ...(board === undefined ? {} : { board }), lang });
  const topic = loaded.record.tags?.['DescriptionDe']?.trim();
  return {
    ...data,
    title: loaded.record.title ?? data.title,
    topic: topic !== undefined && topic !== '' ? topic : data.topic,
    timeline: loaded.timeline,
  };
};

/**
 * Every hand of the collection, in the gallery's order (by lesson, then file, then board), with
 * its title and lesson in the language asked for (German: the hand's `TitleDe` and the German
 * lesson; ids stay the English ones, the caller puts `/de/` in front).
 */
export const teacherHands = async (lang: string = 'en'): Promise<TeacherHand[]> => {
  const [hands, pages] = await Promise.all([getCollection('hands'), docsPages(lang)]);
  const list = hands.map((h): TeacherHand => {
    const data = h.data as HandEntry;
    const entry: HandEntry = lang === 'en' ? data : inLanguage(data, lang);
    const page = lessonPage(entry.lesson, pages);
    const lesson = page ? { id: page.id, title: page.title, lesson: lessonNumberOf(page.id) } : null;
    return {
      slug: entry.slug,
      title: entry.title,
      lesson: entry.lesson,
      topic: topicOf(entry, lesson?.title ?? null, translator(lang)),
      ruleSet: entry.ruleSet,
      file: entry.file,
      game: entry.game,
      entry,
      ruleSetLabel: ruleSetLabel(entry.ruleSet),
      lessonPage: lesson,
      usedIn: pagesUsing(entry, pages),
    };
  });
  return sortHands(list);
};
