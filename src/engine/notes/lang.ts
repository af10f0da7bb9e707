/**
 * Notes in two languages, the cards written once (issue 18).
 *
 * A hand file carries its English and its German commentary side by side. Every comment that
 * holds an English note is followed directly by a second comment holding the German note, which
 * begins with `de:`:
 *
 * ```text
 * CA {East leads the ace of clubs from his [[#E:C]] clubs.} {de: Ost spielt das Treff-Ass aus, von [[#E:C]] Treff.}
 * ```
 *
 * This holds for the introduction, for the notes on calls and for the notes on cards. The PBN
 * reader joins a token's comments with a blank line (`joinNotes`), so a note's German part is
 * everything from its first paragraph that begins with `de:` (the `de:` dropped), and its English
 * part everything before. The file stays valid PBN: a second comment is ordinary commentary.
 *
 * The title and the description are tags: `[TitleDe "..."]` beside `Event`/`Title`, and
 * `[DescriptionDe "..."]` beside `Description`.
 *
 * ```ts
 * noteIn('East leads.\n\nde: Ost spielt aus.', 'de');  // 'Ost spielt aus.'
 * recordIn(record, 'de');                               // notes and title in German
 * languageGaps(record);                                 // [{ code: 'NOTE_DE_MISSING', ... }]
 * ```
 *
 * @packageDocumentation
 */
import type { HandRecord } from '../record.ts';
import type { Diagnostic, SourcePos } from '../source.ts';
import { err, ok, type Result } from '../result.ts';
import { notePlaceText, renderRecordFacts, type NoteFactDiagnostic, type NotePlace } from './facts.ts';

/** The languages a note is written in. */
export type NoteLang = 'en' | 'de';

/** The languages, English first (the one written first in a file). */
export const NOTE_LANGS: readonly NoteLang[] = ['en', 'de'];

/** What a German comment starts with. */
export const DE_MARK = 'de:';

/** The tag of the German title, beside `Event`/`Title`. */
export const TITLE_DE_TAG = 'TitleDe';

/** The tag of the German description, beside `Description`. */
export const DESCRIPTION_DE_TAG = 'DescriptionDe';

/** A language code as the site passes it (`'de'`, `'en'`, or anything else) read as a note language: German for `de`, else English. */
export const noteLangOf = (lang: string | undefined): NoteLang => (lang === 'de' ? 'de' : 'en');

/** A paragraph that begins with `de:`, at the start of the text or after a blank line; the mark and the spaces after it. */
const DE_PARAGRAPH = /(^|\n[ \t]*\n)[ \t]*de:[ \t]*/;
const DE_PARAGRAPHS = /(^|\n[ \t]*\n)[ \t]*de:[ \t]*/g;

/** A note's two parts: each `undefined` when the note has none (or only blanks) in that language. */
export interface NoteParts {
  readonly en?: string;
  readonly de?: string;
}

const kept = (text: string): string | undefined => {
  const t = text.replace(/^\s*\n/, '').replace(/\s+$/, '');
  return t.trim() === '' ? undefined : t;
};

/**
 * Splits a note into its English part (before the first paragraph that begins with `de:`) and
 * its German part (from there on, every paragraph's leading `de:` dropped, so that a note made
 * of several German comments reads as one).
 */
export const splitNote = (note: string): NoteParts => {
  const m = DE_PARAGRAPH.exec(note);
  if (m === null) {
    const en = kept(note);
    return en === undefined ? {} : { en };
  }
  const en = kept(note.slice(0, m.index));
  const de = kept(
    note
      .slice(m.index)
      .replace(DE_PARAGRAPHS, (_all, before: string) => (before === '' ? '' : '\n\n'))
      .replace(/^\n+/, ''),
  );
  return { ...(en !== undefined ? { en } : {}), ...(de !== undefined ? { de } : {}) };
};

/**
 * A note's part in one language, or `undefined` when it has none: `noteIn('A.\n\nde: B.', 'de')`
 * is `'B.'`, and a note without a German part has no German (`undefined`). Strict: no fallback
 * to the other language (see {@link recordIn} for that).
 */
export const noteIn = (note: string | undefined, lang: NoteLang): string | undefined =>
  note === undefined ? undefined : splitNote(note)[lang];

/** Whether a note has a part in German. */
export const hasGermanNote = (note: string | undefined): boolean => note !== undefined && DE_PARAGRAPH.test(note);

/** A tag's value, or `undefined` when it is absent or blank. */
const tagOf = (record: HandRecord, name: string): string | undefined => {
  const v = record.tags?.[name];
  return v === undefined || v.trim() === '' ? undefined : v.trim();
};

/** A record's title in one language, or `undefined` when it has none in it. */
const titleIn = (record: HandRecord, lang: NoteLang): string | undefined =>
  lang === 'de' ? tagOf(record, TITLE_DE_TAG) : record.title !== undefined && record.title.trim() !== '' ? record.title : undefined;

/** A record with every note (and the title) replaced by `pick`'s text for it; `undefined` drops it. */
const mapNotes = (
  record: HandRecord,
  pick: (note: string, where: NoteKey) => string | undefined,
  title: string | undefined,
): HandRecord => {
  const intro = record.intro === undefined ? undefined : pick(record.intro, 'intro');
  const calls = record.calls.map((c, i) => {
    if (c.note === undefined) return c;
    const note = pick(c.note, `call ${i}`);
    if (note === c.note) return c;
    const { note: _old, ...rest } = c;
    return note === undefined ? rest : { ...rest, note };
  });
  const play = record.play.map((p, j) => {
    if (p.note === undefined) return p;
    const note = pick(p.note, `card ${j}`);
    if (note === p.note) return p;
    const { note: _old, ...rest } = p;
    return note === undefined ? rest : { ...rest, note };
  });
  const { intro: _intro, title: _title, ...rest } = record;
  return { ...rest, ...(title !== undefined ? { title } : {}), ...(intro !== undefined ? { intro } : {}), calls, play };
};

/** Which note of a record: the introduction, or a call or card by its index from 0. */
type NoteKey = 'intro' | `call ${number}` | `card ${number}`;

const other = (lang: NoteLang): NoteLang => (lang === 'en' ? 'de' : 'en');

/**
 * A record whose introduction, call notes, card notes and title are in one language; the rest
 * (deal, calls, cards, tags) as it is. The German title is the `TitleDe` tag.
 *
 * Where a note or the title is missing in the language asked for, the other language's is kept
 * rather than nothing (a gap, which the hand collection refuses: {@link languageGaps}). A record
 * without any German is better shown in English as a whole: see {@link shownLang}. To render the
 * facts of each note in the words of the language it is actually written in, fallbacks
 * included, use {@link renderRecordIn}.
 */
export const recordIn = (record: HandRecord, lang: NoteLang): HandRecord =>
  mapNotes(
    record,
    (note) => {
      const parts = splitNote(note);
      return parts[lang] ?? parts[other(lang)];
    },
    titleIn(record, lang) ?? titleIn(record, other(lang)),
  );

/** A record with only the parts written in one language: no fallback. */
const strictlyIn = (record: HandRecord, lang: NoteLang): HandRecord =>
  mapNotes(record, (note) => splitNote(note)[lang], titleIn(record, lang));

/**
 * {@link recordIn} with the facts of every note rendered from the deal (`renderRecordFacts`),
 * each in the words of the language its text is written in: German counts and rank letters for
 * a German part, English for an English one, also where a missing part falls back to the other
 * language. The facts of both languages are checked whichever is asked for: a bad fact in the
 * German part fails an English reading too (its message says "German part").
 */
export const renderRecordIn = (record: HandRecord, lang: NoteLang): Result<HandRecord, readonly NoteFactDiagnostic[]> => {
  const mine = renderRecordFacts(strictlyIn(record, lang), lang);
  const theirs = renderRecordFacts(strictlyIn(record, other(lang)), other(lang));
  const german = (d: NoteFactDiagnostic): NoteFactDiagnostic => ({
    ...d,
    message: d.message.replace(/^In (.+?): /, 'In $1, German part: '),
  });
  const problems = [
    ...(mine.ok ? [] : mine.error.map((d) => (lang === 'de' ? german(d) : d))),
    ...(theirs.ok ? [] : theirs.error.map((d) => (lang === 'en' ? german(d) : d))),
  ];
  if (!mine.ok || !theirs.ok) return err(problems.sort((a, b) => (a.step ?? 0) - (b.step ?? 0)));
  const a = mine.value;
  const b = theirs.value;
  const noteAt = (r: HandRecord, key: NoteKey): string | undefined => {
    if (key === 'intro') return r.intro;
    const [kind, n] = key.split(' ') as ['call' | 'card', string];
    return kind === 'call' ? r.calls[Number(n)]?.note : r.play[Number(n)]?.note;
  };
  return ok(mapNotes(record, (_note, key) => noteAt(a, key) ?? noteAt(b, key), a.title ?? b.title));
};

/** The codes of a gap between the two languages of a record. */
export const LANGUAGE_GAP_CODES = [
  'NOTE_DE_MISSING',
  'NOTE_EN_MISSING',
  'TITLE_DE_MISSING',
  'TITLE_EN_MISSING',
  'DESCRIPTION_DE_MISSING',
  'DESCRIPTION_EN_MISSING',
] as const;
export type LanguageGapCode = (typeof LANGUAGE_GAP_CODES)[number];

/**
 * Whether a record carries any German: a note with a `de:` part, or a `TitleDe` or
 * `DescriptionDe` tag. The hand collection holds a record to {@link languageGaps} once it has
 * German at all, so that hands still to be translated keep loading meanwhile.
 */
export const hasGerman = (record: HandRecord): boolean =>
  tagOf(record, TITLE_DE_TAG) !== undefined ||
  tagOf(record, DESCRIPTION_DE_TAG) !== undefined ||
  hasGermanNote(record.intro) ||
  record.calls.some((c) => hasGermanNote(c.note)) ||
  record.play.some((p) => hasGermanNote(p.note));

/**
 * The language a record is best shown in for a reader of `lang`: German only when it has German
 * ({@link hasGerman}); a hand still to be translated, a lesson's inline hand or a reader's paste
 * without `de:` notes is English, and its facts are rendered in English words. (A German text
 * written without `de:` would get English words for its facts: mark German notes `de:`, also
 * in a lesson's inline PBN.)
 */
export const shownLang = (record: HandRecord, lang: NoteLang): NoteLang => (lang === 'de' && !hasGerman(record) ? 'en' : lang);

/**
 * Every note written in one language and missing in the other, and a missing German title (a
 * `Title`/`Event` without `TitleDe`) or description (a `Description` without `DescriptionDe`),
 * and the other way round. One error diagnostic each, at the position of its call or card (the
 * record's position for the introduction and the tags), with the step it is shown at (0 for the
 * introduction), as `renderRecordFacts` reports facts. Empty when the two languages match.
 */
export const languageGaps = (record: HandRecord): Diagnostic<LanguageGapCode>[] => {
  const out: Diagnostic<LanguageGapCode>[] = [];
  const at = (pos: SourcePos | undefined): { pos?: SourcePos } => (pos !== undefined ? { pos } : {});
  const one = (note: string | undefined, place: NotePlace, step: number, pos: SourcePos | undefined): void => {
    if (note === undefined || note.trim() === '') return;
    const parts = splitNote(note);
    const where = notePlaceText(place);
    const What = where.charAt(0).toUpperCase() + where.slice(1);
    if (parts.en !== undefined && parts.de === undefined) {
      out.push({
        code: 'NOTE_DE_MISSING',
        message: `${What} is in English only: it has no German part.`,
        hint: 'Follow its comment directly with a second comment that begins with "de:" and holds the German note: {...} {de: ...}.',
        severity: 'error',
        step,
        ...at(pos),
      });
    } else if (parts.de !== undefined && parts.en === undefined) {
      out.push({
        code: 'NOTE_EN_MISSING',
        message: `${What} is in German only: it has no English part before its "de:" comment.`,
        hint: 'Write the English note in a comment of its own, directly before the German one: {...} {de: ...}.',
        severity: 'error',
        step,
        ...at(pos),
      });
    }
  };
  one(record.intro, { kind: 'intro' }, 0, record.pos);
  record.calls.forEach((c, i) => one(c.note, { kind: 'call', index: i + 1 }, i + 1, c.pos ?? record.pos));
  record.play.forEach((p, j) =>
    one(p.note, { kind: 'card', index: j + 1, card: p.card }, record.calls.length + j + 1, p.pos ?? record.pos),
  );

  const titleDe = tagOf(record, TITLE_DE_TAG);
  const title = record.title !== undefined && record.title.trim() !== '' ? record.title : undefined;
  if (title !== undefined && titleDe === undefined) {
    out.push({
      code: 'TITLE_DE_MISSING',
      message: `The hand's title "${title}" has no German title.`,
      hint: `Add [${TITLE_DE_TAG} "..."] beside the Event or Title tag.`,
      severity: 'error',
      step: 0,
      ...at(record.pos),
    });
  } else if (title === undefined && titleDe !== undefined) {
    out.push({
      code: 'TITLE_EN_MISSING',
      message: `The German title "${titleDe}" has no English title.`,
      hint: 'Give the hand an Event or a Title tag.',
      severity: 'error',
      step: 0,
      ...at(record.pos),
    });
  }
  const description = tagOf(record, 'Description');
  const descriptionDe = tagOf(record, DESCRIPTION_DE_TAG);
  if (description !== undefined && descriptionDe === undefined) {
    out.push({
      code: 'DESCRIPTION_DE_MISSING',
      message: `The description "${description}" has no German description.`,
      hint: `Add [${DESCRIPTION_DE_TAG} "..."] beside the Description tag.`,
      severity: 'error',
      step: 0,
      ...at(record.pos),
    });
  } else if (description === undefined && descriptionDe !== undefined) {
    out.push({
      code: 'DESCRIPTION_EN_MISSING',
      message: `The German description "${descriptionDe}" has no English description.`,
      hint: 'Add [Description "..."] beside it.',
      severity: 'error',
      step: 0,
      ...at(record.pos),
    });
  }
  return out;
};
