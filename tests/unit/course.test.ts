/**
 * Content tests for the course (issue 6): the seventeen lessons exist in order with a title and
 * a description; none carries a leftover marker; no score or rule number is typed by hand in the
 * prose (a heuristic: numbers next to scoring words outside components are flagged); every hand
 * a lesson replays exists in src/content/hands/; every component a lesson imports exists; every
 * lesson has an interactive widget and ends with a "Check yourself" section.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const courseDir = path.join(root, 'src/content/docs/course');
const handsDir = path.join(root, 'src/content/hands');

/** The curriculum of issue 6, in order. */
const CURRICULUM = [
  '01-what-auction-bridge-was',
  '02-cards-and-the-deal',
  '03-the-auction',
  '04-doubling-and-redoubling',
  '04-how-the-period-bid',
  '05-declarer-and-dummy',
  '06-the-play',
  '07-scoring-tricks',
  '08-games-and-part-scores',
  '09-failing-a-contract',
  '10-honours',
  '11-slams',
  '12-the-rubber',
  '13-auction-against-contract',
  '14-the-codes',
  '15-strategy',
  '16-glossary',
  '17-sources',
  '18-older-auctions',
  '19-irregularities',
  '20-three-handed',
] as const;

/** Widgets a reader can act on (as opposed to static diagrams and numbers). */
const INTERACTIVE = [
  'RuleSetPicker',
  'HandReplay',
  'DeclarerQuiz',
  'ScoreQuiz',
  'ScorePad',
  'AuctionVsContract',
  'HonourCounter',
  'RubberExercise',
  'RevokeQuiz',
];

const read = (slug: string): string => readFileSync(path.join(courseDir, `${slug}.mdx`), 'utf8');

/** Splits off the YAML front matter. */
const frontMatter = (text: string): { yaml: string; body: string } => {
  const m = /^---\n([\s\S]*?)\n---\n/.exec(text);
  return m ? { yaml: m[1] ?? '', body: text.slice(m[0].length) } : { yaml: '', body: text };
};

/**
 * The prose of a lesson: the body without imports and exports, code, and JSX components
 * (capitalised tags, self-closing or paired, over any number of lines). What is left is what an
 * author typed as text.
 */
export const proseOf = (body: string): string =>
  body
    .replace(/^```[\s\S]*?^```/gm, ' ')
    .replace(/^(import|export) [\s\S]*?(?:;\s*$|\n\s*\n)/gm, '\n')
    .replace(/<([A-Z][A-Za-z]*)\b(?:[^>"'{]|"[^"]*"|'[^']*'|\{(?:[^{}]|\{[^{}]*\})*\})*\/>/g, ' ')
    .replace(/<([A-Z][A-Za-z]*)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/\{[^{}]*\}/g, ' ')
    .replace(/`[^`]*`/g, ' ');

/**
 * Patterns of a score or rule figure typed by hand: "45 points", "scores 30", "worth 50",
 * "50 for each trick", "250 above the line", "5 × 9", "thirty points".
 */
const BARE_NUMBER_PATTERNS: readonly RegExp[] = [
  /\b\d+\s*(?:points?|pts)\b/i,
  /\b(?:scores?|scored|scoring|worth|pays?|paid|bonus of|premium of|penalty of|costs?)\s+(?:only\s+|just\s+)?\d+\b/i,
  /\b\d+\s+(?:above|below) the line/i,
  /\b\d+\s+(?:for|per)\s+(?:each|every|a|an|the)\b/i,
  /\b\d+\s*[×x*]\s*\d+\b/,
  /\b(?:ten|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand)\s+points\b/i,
];

/** The first hand-typed figure in some prose, with its line, or `null`. */
export const bareNumber = (prose: string): string | null => {
  for (const line of prose.split('\n')) {
    for (const re of BARE_NUMBER_PATTERNS) {
      const m = re.exec(line);
      if (m) return `"${m[0]}" in: ${line.trim()}`;
    }
  }
  return null;
};

describe('the heuristic itself', () => {
  test('flags figures typed in prose', () => {
    expect(bareNumber('You score 45 below the line.')).not.toBeNull();
    expect(bareNumber('It is worth 30.')).not.toBeNull();
    expect(bareNumber('The defenders take 50 for each trick.')).not.toBeNull();
    expect(bareNumber('That is 5 × 9.')).not.toBeNull();
    expect(bareNumber('A game is thirty points.')).not.toBeNull();
    expect(bareNumber('He scored 16 points.')).not.toBeNull();
  });
  test('passes figures printed by components and numbers that are not scores', () => {
    const body =
      'You score <Score contract="1S" tricks={11} part="declarer.below" /> below the line.\n' +
      'A game is <RuleValue rules="whist-club-1926" path="scoring.gameTarget" /> points.\n' +
      'The laws of August 1908, law 47, thirteen cards, 1926 code.';
    expect(bareNumber(proseOf(body))).toBeNull();
  });
  test('strips multi-line components and paired tags', () => {
    const body = '<Score\n  contract="4H"\n  tricks={10}\n/> points\n<DeclarerQuiz calls="1H">worth 30</DeclarerQuiz>';
    expect(proseOf(body)).not.toMatch(/worth 30|4H/);
  });
});

const present = CURRICULUM.filter((slug) => existsSync(path.join(courseDir, `${slug}.mdx`)));

describe('the course', () => {
  test('every lesson of the curriculum exists, numbered 01 to 17, and nothing else is in the folder', () => {
    const files = readdirSync(courseDir)
      .filter((f) => f.endsWith('.mdx'))
      .sort();
    expect(files).toEqual(CURRICULUM.map((s) => `${s}.mdx`));
  });

  test.each(present)('%s: title, description and sidebar order', (slug) => {
    const { yaml } = frontMatter(read(slug));
    expect(yaml).toMatch(/^title: \S.+$/m);
    expect(yaml).toMatch(/^description: \S.{20,}$/m);
    const order = /^\s+order:\s*(\d+)\s*$/m.exec(yaml)?.[1];
    expect(Number(order)).toBe(Number(slug.slice(0, 2)));
  });

  test.each(present)('%s: no leftover markers', (slug) => {
    expect(read(slug)).not.toMatch(/\bTODO\b|\bFIXME\b|lorem|placeholder|\bTBD\b|\bXXX\b/i);
  });

  test.each(present)('%s: no score or rule figure typed by hand in the prose', (slug) => {
    expect(bareNumber(proseOf(frontMatter(read(slug)).body))).toBeNull();
  });

  test.each(present)('%s: every replayed hand exists in src/content/hands/', (slug) => {
    const slugs = [...read(slug).matchAll(/<HandReplay\b[^>]*?\bhand="([^"]+)"/g)].map((m) => m[1] ?? '');
    for (const hand of slugs) expect(existsSync(path.join(handsDir, `${hand}.pbn`)), `${hand}.pbn`).toBe(true);
  });

  test.each(present)('%s: every imported component exists and is used', (slug) => {
    const text = read(slug);
    const imports = [...text.matchAll(/^import (\w+) from '([^']+\.astro)';$/gm)];
    for (const [, name, rel] of imports) {
      expect(existsSync(path.resolve(courseDir, rel ?? '')), rel).toBe(true);
      expect(text, `${name ?? ''} is imported but not used`).toMatch(new RegExp(`<${name ?? ''}\\b`));
    }
  });

  test.each(present)('%s: has an interactive widget and ends with "Check yourself"', (slug) => {
    const text = read(slug);
    expect(INTERACTIVE.some((w) => new RegExp(`<${w}\\b`).test(text))).toBe(true);
    const headings = [...text.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
    // A lesson may close with its "Sources" after the questions (issue 14).
    const last = headings.at(-1) === 'Sources' ? headings.at(-2) : headings.at(-1);
    expect(last).toMatch(/^Check yourself/);
  });
});

describe('check yourself', () => {
  /** The numbered items of a lesson's "Check yourself" section. */
  const items = (text: string): number => {
    const m = /^## Check yourself.*$([\s\S]*?)(?=^## |(?![\s\S]))/m.exec(text);
    return m ? (m[1] ?? '').split('\n').filter((l) => /^\d+\. \S/.test(l)).length : 0;
  };

  test('counts items the way a lesson writes them (the check below can fail)', () => {
    expect(items('## Check yourself\n\n1. One?\n   <details>x</details>\n2. Two?\n\n## Sources\n\n1. Not an item')).toBe(2);
    expect(items('## Something else\n\n1. One?')).toBe(0);
  });

  test.each(present)('%s: at least three "Check yourself" items (issue 14)', (slug) => {
    expect(items(read(slug))).toBeGreaterThanOrEqual(3);
  });
});

/**
 * Teaching order (issue 14): honours are taught in lesson 10. Before it no quiz asks for them
 * and no scoring widget is given honours to count (an `honours` listing, a `deal` the engine
 * would read honours from, `part="honours"`, or a random ScoreQuiz, whose deals hold honours).
 */
describe('lessons before honours (lesson 10)', () => {
  const early = readdirSync(courseDir)
    .filter((f) => /^0\d-.*\.mdx$/.test(f))
    .sort();

  test('the lessons 1 to 9 are found', () => {
    expect(early.length).toBeGreaterThanOrEqual(9);
  });

  test.each(early)('%s: no quiz or score widget brings honours in', (file) => {
    const text = readFileSync(path.join(courseDir, file), 'utf8');
    const widgets = [...text.matchAll(/<(ScoreQuiz|Score|HonourCounter|Scorer)\b[\s\S]*?\/>/g)].map((m) => m[0]);
    const found = widgets.filter((w) => /honours[=:]|deal[=:]|part="honours"|\brandom\b|^<HonourCounter|^<Scorer/.test(w));
    expect(found).toEqual([]);
  });
});
