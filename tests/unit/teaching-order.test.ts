/**
 * Teaching order (issue 14): the course introduces every idea before it uses it.
 *
 * The readers are contract players, so the words the two games share (bid, trick, declarer,
 * dummy, game, rubber) need no introduction. What needs one is what auction did its own way, and
 * each such idea is listed below with the lesson that teaches it. Two checks:
 *
 * 1. the teaching lesson introduces the idea: its term appears there in bold or in a heading;
 * 2. before that lesson, the course mentions the idea only with a pointer to the lesson that
 *    teaches it (a link or "lesson 10" in the same section), never as if the reader already knew
 *    it.
 *
 * The lessons are taken in the order of their numbers; the glossary and the sources page (16, 17)
 * are reference, not steps of the path, and are left out. `npx vitest run
 * tests/unit/teaching-order.test.ts` prints nothing when the order holds; `ideasByLesson` gives
 * the table for a closing note.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

const courseDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src/content/docs/course');

/** An idea of auction bridge, the lesson that teaches it, and how the prose names it. */
interface Idea {
  readonly idea: string;
  /** The lesson's file name without `.mdx`. */
  readonly taught: string;
  /** A use of the idea in prose. */
  readonly use: RegExp;
  /** Its introduction: the same words in bold (`**...**`) or in a heading. */
  readonly term: RegExp;
}

export const IDEAS: readonly Idea[] = [
  {
    idea: 'the book: six tricks before any count',
    taught: '02-cards-and-the-deal',
    use: /\bthe book\b|\bodd tricks?\b/i,
    term: /book|odd tricks?/i,
  },
  { idea: 'calls, strains and the contract', taught: '03-the-auction', use: /\bstrains?\b/i, term: /strain/i },
  { idea: 'majority calling: more tricks outbid', taught: '03-the-auction', use: /\bmajority calling\b/i, term: /majority calling/i },
  { idea: 'trick points, multiplied by a double', taught: '04-doubling-and-redoubling', use: /\btrick points?\b/i, term: /trick points/i },
  {
    idea: 'the declarer: who first named the strain',
    taught: '05-declarer-and-dummy',
    use: /\bfirst named\b|\bnamed (?:it|the strain) first\b/i,
    term: /first named|who first named/i,
  },
  { idea: 'the revoke', taught: '06-the-play', use: /\brevok/i, term: /revoke/i },
  {
    idea: 'every odd trick counts below the line',
    taught: '07-scoring-tricks',
    use: /\bevery odd trick counts\b|\bbid or not\b/i,
    term: /every odd trick counts/i,
  },
  { idea: 'the honour column', taught: '07-scoring-tricks', use: /\bhonou?r column\b/i, term: /above the line/i },
  {
    idea: 'game in one deal, part-scores',
    taught: '08-games-and-part-scores',
    use: /\bpart-scores?\b|\bgame in one deal\b/i,
    term: /part-scores?|game in one deal/i,
  },
  { idea: 'undertricks and the flat penalty', taught: '09-failing-a-contract', use: /\bundertricks?\b/i, term: /penalty|undertrick/i },
  {
    idea: 'honours scored by whoever holds them',
    taught: '10-honours',
    use: /\bhonou?r (?:points|score|scale|table)\b|\bsimple honours\b|\bfour honours\b|\bfive honours\b|\bchicane\b/i,
    term: /honour|chicane/i,
  },
  { idea: 'slams, bid or not, by either side', taught: '11-slams', use: /\blittle slam\b|\bgrand slam\b/i, term: /slam/i },
  {
    idea: 'the rubber bonus and the rubber’s value',
    taught: '12-the-rubber',
    use: /\brubber bonus\b|\bvalue of the rubber\b/i,
    term: /rubber/i,
  },
  { idea: 'nullos', taught: '14-the-codes', use: /\bnullos?\b/i, term: /nullos/i },
  {
    idea: 'royal spades and plain spades',
    taught: '18-older-auctions',
    use: /\broyal spades?\b|\bplain spades?\b|\broyals\b/i,
    term: /royal spades|plain spades|royal count/i,
  },
  {
    idea: 'value calling',
    taught: '18-older-auctions',
    use: /\bvalue calling\b|\branking bids by (?:their )?value\b/i,
    term: /value calling|by their value/i,
  },
  {
    idea: 'the dealer’s forced bid',
    taught: '18-older-auctions',
    use: /\bdealer(?:'s|’s)? (?:forced|compulsory) bid\b|\bdealer had to bid\b|\bdealer must bid\b/i,
    term: /dealer.*(?:forced|had to bid|compulsory)/i,
  },
];

/** Lessons of the path in order: numbered files, less the glossary and the sources page. */
const lessons = readdirSync(courseDir)
  .filter((f) => /^\d\d-.*\.mdx$/.test(f) && !/^1[67]-/.test(f))
  .sort()
  .map((f) => f.replace(/\.mdx$/, ''));

/**
 * The prose of a lesson: no front matter, imports, exports or code, and no list of sources (a
 * "Sources" section or paragraph: its titles name what later lessons teach).
 */
const proseOf = (slug: string): string =>
  readFileSync(path.join(courseDir, `${slug}.mdx`), 'utf8')
    .replace(/^---\n[\s\S]*?\n---\n/, '')
    .replace(/^```[\s\S]*?^```/gm, ' ')
    .replace(/^(?:import|export) [\s\S]*?(?:;\s*$|\n\s*\n)/gm, '\n')
    .replace(/^## Sources\b[\s\S]*$/m, '')
    .replace(/^\*\*Sources\.\*\*.*(?:\n(?!\s*\n).*)*/gm, '');

/** A lesson's paragraphs. */
const paragraphsOf = (slug: string): string[] =>
  proseOf(slug)
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '');

/** A lesson's sections: the text before its first `##` heading, then each `##` section. */
const sectionsOf = (slug: string): string[] => proseOf(slug).split(/^(?=## )/m);

/** Whether some text points to a lesson (a link to `../<slug>/`, or the lesson by number). */
const pointsTo = (text: string, slug: string): boolean =>
  text.includes(`../${slug}/`) || new RegExp(`\\blessons? ${Number(slug.slice(0, 2))}\\b`).test(text);

/** Where each idea is used before its lesson without a pointer to that lesson: `lesson: idea: text`. */
export const usedTooEarly = (): string[] => {
  const found: string[] = [];
  for (const idea of IDEAS) {
    const at = lessons.indexOf(idea.taught);
    for (const slug of lessons.slice(0, Math.max(0, at))) {
      for (const section of sectionsOf(slug)) {
        if (pointsTo(section, idea.taught)) continue;
        const p = section.split(/\n\s*\n/).find((q) => idea.use.test(q));
        if (p !== undefined) found.push(`${slug}: ${idea.idea}: ${p.replace(/\s+/g, ' ').trim().slice(0, 160)}`);
      }
    }
  }
  return found;
};

/** Whether a lesson introduces a term: in bold, or in a heading. */
const introduces = (slug: string, term: RegExp): boolean =>
  paragraphsOf(slug).some((p) => [...p.matchAll(/\*\*([^*]+)\*\*|^#{2,4} (.+)$/gm)].some((m) => term.test(m[1] ?? m[2] ?? '')));

/** For each lesson, the ideas it introduces and the earlier ideas it uses (for the closing note). */
export const ideasByLesson = (): { lesson: string; introduces: string[]; uses: string[] }[] =>
  lessons.map((slug) => {
    const text = paragraphsOf(slug).join('\n\n');
    const at = lessons.indexOf(slug);
    return {
      lesson: slug,
      introduces: IDEAS.filter((i) => i.taught === slug).map((i) => i.idea),
      uses: IDEAS.filter((i) => lessons.indexOf(i.taught) < at && i.use.test(text)).map((i) => i.idea),
    };
  });

describe('teaching order', () => {
  test('every lesson an idea names exists', () => {
    expect(IDEAS.map((i) => i.taught).filter((t) => !lessons.includes(t))).toEqual([]);
  });

  test.each(IDEAS.map((i) => [i.idea, i] as const))('%s: introduced in its lesson, in bold or a heading', (_name, idea) => {
    expect(introduces(idea.taught, idea.term)).toBe(true);
  });

  test('no idea is used before its lesson without a pointer to that lesson', () => {
    expect(usedTooEarly()).toEqual([]);
  });

  test('the check itself finds a use too early, and accepts one that points ahead', () => {
    const idea = IDEAS.find((i) => i.taught === '10-honours');
    expect(idea?.use.test('South scores four honours.')).toBe(true);
    expect(pointsTo('Four honours score too ([lesson 10](../10-honours/)).', '10-honours')).toBe(true);
    expect(pointsTo('Four honours score too.', '10-honours')).toBe(false);
  });
});
