/**
 * The PBN grammar (pbn.tmLanguage.json), tokenised by Shiki exactly as Expressive Code does at
 * build time: each kind of token gets its scope, commentary spans lines, obviously invalid
 * tokens get `invalid.illegal`, the PBN Verifier's correct files (../shared/corpus) raise no
 * invalid scope at all, the two regular-expression engines Expressive Code can use agree, and
 * every ```pbn block of the site's docs is free of invalid tokens unless its title says it is broken.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createHighlighter, type HighlighterGeneric } from 'shiki';
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript';
import { beforeAll, describe, expect, it } from 'vitest';
import { pbnGrammar as grammar } from './index.ts';

const here = dirname(fileURLToPath(import.meta.url));
const repo = resolve(here, '../../..');
const THEME = 'github-dark';

/** One run of text and the scopes over it (outermost first, without `source.pbn`). */
interface Piece {
  readonly line: number;
  readonly text: string;
  readonly scopes: string[];
}

type Highlighter = HighlighterGeneric<never, never>;
let oniguruma: Highlighter;
let javascript: Highlighter;

beforeAll(async () => {
  oniguruma = await createHighlighter({ langs: [grammar], themes: [THEME] });
  javascript = await createHighlighter({ langs: [grammar], themes: [THEME], engine: createJavaScriptRegexEngine() });
});

const pieces = (code: string, h: Highlighter = oniguruma): Piece[] =>
  h.codeToTokensBase(code, { lang: 'pbn', theme: THEME, includeExplanation: 'scopeName' }).flatMap((tokens, line) =>
    tokens.flatMap((t) =>
      (t.explanation ?? []).map((e) => ({
        line: line + 1,
        text: e.content,
        scopes: e.scopes.map((s) => s.scopeName).filter((s) => s !== 'source.pbn'),
      })),
    ),
  );

/** The scopes over the `nth` run of exactly `text` (white space around runs is ignored). */
const scopesOf = (code: string, text: string, nth = 0): string[] => {
  const found = pieces(code).filter((p) => p.text.trim() === text);
  const piece = found[nth];
  if (piece === undefined) throw new Error(`no run "${text}" (#${nth}) in:\n${code}`);
  return piece.scopes;
};
const innermost = (code: string, text: string, nth = 0): string => scopesOf(code, text, nth).at(-1) ?? '';
const invalidRuns = (code: string, h?: Highlighter): string[] =>
  pieces(code, h)
    .filter((p) => p.scopes.some((s) => s.startsWith('invalid.')))
    .map((p) => p.text);

/** A small hand in our dialect, used by several tests. */
const SAMPLE = [
  '% PBN 2.1',
  '[Event "Lesson 4: \\"the royal count\\""]',
  '[Dealer "S"]',
  '[Vulnerable "None"]',
  '[Deal "S:A5.AKJ83.Q62.K74 QJT.76.KJT94.QJ3 K843.Q952.A7.982 9762.T4.853.AT65"]',
  '[RuleSet "royal-auction-1912"]',
  '[Contract "2H"]',
  '{A hand for the royal count.}',
  '[Auction "S"]',
  "1S {the dealer's",
  '',
  'defensive one spade} 1R! Pass =1= 2H $3',
  'AP ; four calls a line',
  '[Note "1:a weak pass"]',
  '[Play "W"]',
  'DK DA D3 D2?',
  'H6 H2 H4 HA',
  '*',
].join('\n');

describe('PBN grammar: tags', () => {
  it('scopes the tag name and its value differently', () => {
    const name = innermost(SAMPLE, 'Dealer');
    const value = innermost(SAMPLE, 'S', 0);
    expect(name).toBe('entity.name.tag.pbn');
    expect(value).toBe('string.quoted.double.pbn');
    expect(scopesOf(SAMPLE, 'Dealer')).toContain('meta.tag.pbn');
  });

  it('scopes the escapes \\" inside a value', () => {
    expect(scopesOf(SAMPLE, '\\"', 0)).toEqual(['meta.tag.pbn', 'string.quoted.double.pbn', 'constant.character.escape.pbn']);
    expect(innermost(SAMPLE, 'the royal count')).toBe('string.quoted.double.pbn');
  });

  it('marks the dialect tags and the first seat of a Deal', () => {
    expect(innermost(SAMPLE, 'RuleSet')).toBe('entity.name.tag.dialect.pbn');
    expect(innermost(SAMPLE, 'royal-auction-1912')).toBe('string.quoted.double.rule-set.pbn');
    const deal = '[Deal "N:AKQ.JT9.876.5432 - - -"]';
    expect(innermost(deal, 'N')).toBe('constant.language.seat.pbn');
    expect(innermost(deal, 'AKQ.JT9.876.5432 - - -')).toBe('string.quoted.double.deal.pbn');
  });

  it('reads the number of a Note tag apart from its text', () => {
    expect(innermost(SAMPLE, '1', 0)).toBe('constant.numeric.level.pbn'); // 1S in the auction comes first
    const note = '[Note "12:a note"]';
    expect(innermost(note, '12')).toBe('constant.other.note-number.pbn');
    expect(innermost(note, 'a note')).toBe('string.quoted.double.note.pbn');
  });

  it('reads a tag spread over several lines and two tags on one line (the import format allows both)', () => {
    const spread = ' [\n   Event\n      "use new lines"\n   ]\n[Event "a"] [Date "1998.03.21"]';
    expect(innermost(spread, 'Event', 0)).toBe('entity.name.tag.pbn');
    expect(innermost(spread, 'use new lines')).toBe('string.quoted.double.pbn');
    expect(innermost(spread, 'Date')).toBe('entity.name.tag.pbn');
    expect(invalidRuns(spread)).toEqual([]);
  });
});

describe('PBN grammar: calls', () => {
  const auction = (calls: string): string => `[Auction "N"]\n${calls}`;
  it.each([
    ['Pass', 'keyword.other.call.pass.pbn'],
    ['pass', 'keyword.other.call.pass.pbn'],
    ['X', 'keyword.other.call.double.pbn'],
    ['XX', 'keyword.other.call.redouble.pbn'],
    ['AP', 'keyword.other.call.all-pass.pbn'],
    ['1C', 'constant.numeric.bid.pbn'],
    ['4H', 'constant.numeric.bid.pbn'],
    ['7NT', 'constant.numeric.bid.pbn'],
    ['1R', 'constant.numeric.bid.royal.pbn'],
    ['3NL', 'constant.numeric.bid.nullo.pbn'],
  ])('%s is a call (%s)', (call, scope) => {
    const scopes = scopesOf(auction(`${call} Pass`), call.length === 1 || !/^\d/.test(call) ? call : call.slice(1), 0);
    expect(scopes).toContain('meta.section.auction.pbn');
    expect(scopes).toContain(scope);
  });

  it('splits a bid into its level and strain', () => {
    const code = auction('2NT Pass');
    expect(scopesOf(code, '2')).toEqual(['meta.section.auction.pbn', 'constant.numeric.bid.pbn', 'constant.numeric.level.pbn']);
    expect(scopesOf(code, 'NT')).toEqual(['meta.section.auction.pbn', 'constant.numeric.bid.pbn', 'support.constant.strain.pbn']);
  });

  it.each([
    ['- - 1S', '-', 'keyword.operator.marker.pbn'],
    ['1S +', '+', 'keyword.operator.marker.pbn'],
    ['1S *', '*', 'keyword.operator.marker.pbn'],
    ['1S ^I 1C', '^I', 'keyword.control.irregularity.pbn'],
    ['^S 1S', '^S', 'keyword.control.irregularity.pbn'],
  ])('%s: %s is a marker', (calls, token, scope) => {
    expect(innermost(auction(calls), token)).toBe(scope);
  });
});

describe('PBN grammar: cards', () => {
  const play = (cards: string): string => `[Play "W"]\n${cards}`;
  it.each([
    ['SA', 'constant.language.card.spades.pbn'],
    ['HT', 'constant.language.card.hearts.pbn'],
    ['d2', 'constant.language.card.diamonds.pbn'],
    ['C9', 'constant.language.card.clubs.pbn'],
  ])('%s is a card (%s)', (card, scope) => {
    expect(scopesOf(play(`${card} - - -`), card)).toEqual(['meta.section.play.pbn', scope]);
  });

  it.each([
    ['^R', 'keyword.control.irregularity.pbn'],
    ['^L', 'keyword.control.irregularity.pbn'],
    ['+', 'keyword.operator.marker.pbn'],
  ])('%s is a play marker', (token, scope) => {
    expect(innermost(play(`SA ${token} SK S2`), token)).toBe(scope);
  });
});

describe('PBN grammar: annotations and comments', () => {
  it('scopes a note reference =n=, a NAG $n and suffixes', () => {
    expect(scopesOf(SAMPLE, '1', 2)).toContain('constant.other.note-ref.pbn');
    expect(innermost(SAMPLE, '$')).toBe('punctuation.definition.nag.pbn');
    expect(innermost(SAMPLE, '3')).toBe('constant.other.nag.pbn');
    expect(innermost(SAMPLE, '!')).toBe('keyword.operator.suffix.pbn');
    expect(innermost(SAMPLE, '?')).toBe('keyword.operator.suffix.pbn');
    expect(innermost('[Auction "N"]\n1S!? 2S??', '!?')).toBe('keyword.operator.suffix.pbn');
    expect(innermost('[Auction "N"]\n1S!? 2S??', '??')).toBe('keyword.operator.suffix.pbn');
  });

  it('keeps {commentary} over several lines, blank lines included, and ends it at the }', () => {
    const all = pieces(SAMPLE);
    const lines = all.filter((p) => p.line >= 10 && p.line <= 12);
    const inside = lines.filter((p) => p.scopes.includes('comment.block.commentary.pbn')).map((p) => p.text);
    expect(inside).toEqual(['{', "the dealer's", 'defensive one spade', '}']);
    expect(innermost(SAMPLE, 'A hand for the royal count.')).toBe('comment.block.commentary.pbn');
    // After the closing brace, tokens are calls again.
    expect(innermost(SAMPLE, 'R')).toBe('support.constant.strain.pbn');
  });

  it('scopes \\S \\H \\D \\C inside commentary as suit escapes', () => {
    expect(innermost('{led the \\S K}', '\\S')).toBe('constant.character.escape.suit.pbn');
  });

  it('scopes % lines and ; comments', () => {
    expect(scopesOf(SAMPLE, 'PBN 2.1')).toEqual(['comment.line.percentage.pbn']);
    expect(innermost(SAMPLE, 'four calls a line')).toBe('comment.line.semicolon.pbn');
  });

  it('does not mistake a ; inside a tag value for a comment', () => {
    expect(innermost('[Scoring "MP;Rubber"]', 'MP;Rubber')).toBe('string.quoted.double.pbn');
  });
});

describe('PBN grammar: invalid tokens', () => {
  it.each([
    ['8S', 'a level above seven'],
    ['0C', 'level zero'],
    ['1Z', 'no such strain'],
    ['P', 'P for Pass (not PBN)'],
    ['1N', '1N for 1NT (not PBN)'],
    ['Pas', 'a misspelt Pass'],
    ['SA', 'a card in the auction'],
    ['Pass1S', 'two calls run together'],
    ['=x=', 'a note reference without a number'],
  ])('%s in an Auction section (%s)', (token) => {
    expect(invalidRuns(`[Auction "N"]\n1C ${token} Pass`)).toEqual([token]);
  });

  it.each([
    ['S1', 'no such rank'],
    ['H10', '10 for T (not PBN)'],
    ['1S', 'a call in the play'],
    ['X', 'a double in the play'],
    ['ST7', 'two ranks run together'],
  ])('%s in a Play section (%s)', (token) => {
    expect(invalidRuns(`[Play "W"]\nSA ${token} S2 S3`)).toEqual([token]);
  });

  it('flags a broken tag and a stray bracket', () => {
    expect(invalidRuns('[Event No_quotes]')).toEqual(['No_quotes']);
    expect(invalidRuns('[event "lower-case name"]')).toEqual(['event']);
    expect(invalidRuns('[Event "no closing quote]\n[Site "x"]')).toEqual(['"no closing quote']);
    expect(invalidRuns('[Event "x"]\n}')).toEqual(['}']);
  });

  it('finds no invalid token in the sample hand', () => {
    expect(invalidRuns(SAMPLE)).toEqual([]);
  });
});

describe('PBN grammar: both regular-expression engines', () => {
  it('gives the same scopes with Oniguruma and with the JavaScript engine', () => {
    const broken = `${SAMPLE}\n\n[Auction "N"]\n8S P 1N\n[Play "W"]\nH10 1S\n[Event No_quotes]`;
    for (const code of [SAMPLE, broken]) expect(pieces(code, javascript)).toEqual(pieces(code, oniguruma));
  });
});

const corpus = resolve(repo, '../shared/corpus/pbn');
const corpusPresent = existsSync(corpus);
if (!corpusPresent) console.warn(`\n*** PBN grammar corpus checks SKIPPED: ${corpus} is missing (CI=true makes this a failure). ***\n`);

describe.runIf(corpusPresent || process.env.CI === 'true')('PBN grammar on the PBN Verifier files (../shared/corpus)', () => {
  const verifier = (name: string): string => readFileSync(join(corpus, `timheilman-bridge-pbn--${name}`), 'latin1');

  it.each(['correct_10.pbn', 'correct_20.pbn', 'correct_21.pbn'])('%s has no invalid token', (name) => {
    const text = verifier(name);
    expect(invalidRuns(text)).toEqual([]);
    expect(invalidRuns(text, javascript)).toEqual([]);
  });

  it('errors_10.pbn: the bad calls and cards it names are flagged', () => {
    const bad = invalidRuns(verifier('errors_10.pbn'));
    for (const token of ['1N', 'S1', 'HHT', '=a=', '$a']) expect(bad).toContain(token);
  });
});

/** Every ```pbn block of the docs, with the meta of its fence. */
const docBlocks = (): { file: string; meta: string; code: string }[] => {
  const out: { file: string; meta: string; code: string }[] = [];
  const walk = (dir: string): void => {
    for (const f of readdirSync(dir).sort()) {
      const p = join(dir, f);
      if (statSync(p).isDirectory()) walk(p);
      else if (/\.mdx?$/.test(f)) {
        const text = readFileSync(p, 'utf8');
        for (const m of text.matchAll(/^(\s*)```pbn([^\n]*)\n([\s\S]*?)^\1```\s*$/gm))
          out.push({
            file: p.slice(repo.length + 1),
            meta: m[2] ?? '',
            code: (m[3] ?? '').replace(new RegExp(`^${m[1] ?? ''}`, 'gm'), ''),
          });
      }
    }
  };
  walk(join(repo, 'src/content/docs'));
  return out;
};

describe('PBN grammar on the docs', () => {
  const blocks = docBlocks();
  it('the authors’ pages have pbn blocks to highlight', () => {
    const files = new Set(blocks.map((b) => b.file));
    expect(files).toContain('src/content/docs/reference/writing-hands.mdx');
    expect(files).toContain('src/content/docs/reference/hand-dialect.mdx');
  });

  // Blocks titled "broken" show a mistake on purpose; most such mistakes are against the laws,
  // not the syntax (the hands loader's test checks that they fail), so they are left out here.
  const clean = blocks.filter((b) => !/broken/i.test(b.meta));
  it.each(clean.map((b, i) => [`${b.file} block ${i + 1}`, b] as const))('%s has no invalid token', (_, block) => {
    expect(invalidRuns(block.code)).toEqual([]);
  });
});

describe('registration', () => {
  it('astro.config.mjs hands this grammar to Expressive Code', () => {
    const config = readFileSync(join(repo, 'astro.config.mjs'), 'utf8');
    expect(config).toMatch(/expressiveCode:\s*\{[\s\S]*shiki:\s*\{[\s\S]*langs:/);
    expect(config).toContain("from './src/lib/pbn-grammar/index.ts'");
    expect(grammar.name).toBe('pbn');
  });
});
