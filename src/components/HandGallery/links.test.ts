/**
 * Addresses of a hand (under any base path), the embed snippet, which pages use a hand, and the
 * PBN download of every hand of the collection.
 */
import { fc, test as fcTest } from '@fast-check/vitest';
import { describe, expect, test } from 'vitest';
import { parsePbn, pbnParseOf } from '../../engine/formats/pbn.ts';
import { readHandsDir } from '../../lib/hands-loader.ts';
import {
  absoluteUrl,
  docsPath,
  embedPath,
  embedSnippet,
  escapeAttribute,
  handPath,
  handRefs,
  lessonNumberOf,
  lessonPage,
  normaliseBase,
  pagesUsing,
  pbnPath,
  refersTo,
  standalonePbn,
  withoutCodeBlocks,
} from './links.ts';

describe('addresses follow the base path', () => {
  test.each([
    ['/', '/hands/drawing-trumps/', '/hands/drawing-trumps.pbn', '/embed/drawing-trumps/'],
    [
      '/auction-bridge/',
      '/auction-bridge/hands/drawing-trumps/',
      '/auction-bridge/hands/drawing-trumps.pbn',
      '/auction-bridge/embed/drawing-trumps/',
    ],
    [
      '/auction-bridge',
      '/auction-bridge/hands/drawing-trumps/',
      '/auction-bridge/hands/drawing-trumps.pbn',
      '/auction-bridge/embed/drawing-trumps/',
    ],
    ['', '/hands/drawing-trumps/', '/hands/drawing-trumps.pbn', '/embed/drawing-trumps/'],
  ])('base %j', (base, hand, pbn, embed) => {
    expect(handPath(base, 'drawing-trumps')).toBe(hand);
    expect(pbnPath(base, 'drawing-trumps')).toBe(pbn);
    expect(embedPath(base, 'drawing-trumps')).toBe(embed);
  });

  fcTest.prop([fc.array(fc.stringMatching(/^[a-z0-9-]{1,8}$/), { maxLength: 3 })])(
    'a normalised base starts and ends with one slash',
    (parts) => {
      const base = normaliseBase(parts.join('/'));
      expect(base.startsWith('/')).toBe(true);
      expect(base.endsWith('/')).toBe(true);
      expect(base).not.toContain('//');
    },
  );

  test('docs pages and whole URLs', () => {
    expect(docsPath('/sub/', 'course/06-the-play')).toBe('/sub/course/06-the-play/');
    expect(absoluteUrl('https://x.org/ignored/', '/sub/embed/a/')).toBe('https://x.org/sub/embed/a/');
    expect(absoluteUrl(undefined, '/embed/a/')).toBe('/embed/a/');
  });
});

describe('the embed snippet', () => {
  test('an iframe of the embed page, full width, lazy, with a title', () => {
    expect(embedSnippet('https://x.org/embed/drawing-trumps/', 'Drawing trumps first')).toBe(
      '<iframe src="https://x.org/embed/drawing-trumps/" title="Drawing trumps first" width="100%" height="640" style="border:0;max-width:100%" loading="lazy"></iframe>',
    );
  });

  test('a title cannot leave its attribute', () => {
    const s = embedSnippet('https://x.org/embed/a/', 'A "quoted" <b>title</b> & more');
    expect(s).toContain('title="A &quot;quoted&quot; &lt;b&gt;title&lt;/b&gt; &amp; more"');
  });

  fcTest.prop([fc.string()])('escaped text has no quote or angle bracket left', (s) => {
    expect(escapeAttribute(s)).not.toMatch(/["<>]/);
  });
});

describe('which hands a page uses', () => {
  const mdx = [
    "import HandReplay from '../../../components/HandReplay/HandReplay.astro';",
    '',
    '<HandReplay hand="drawing-trumps" />',
    'Text with `<HandReplay hand="inline-code" />` in it.',
    '',
    '```mdx',
    '<HandReplay hand="in-a-code-block" />',
    '```',
    '',
    '<DeclarerQuiz',
    '  hand="l12-work-rubber-1912"',
    "  board='3'",
    '/>',
    '<HandReplay hand={"braced"} show="declarer" />',
    '<HandReplay hand="drawing-trumps" id="again" />',
    '<HandReplay pbn={text} name="inline" />',
  ].join('\n');

  test('components with a literal hand, outside code, once each, in order', () => {
    expect(handRefs(mdx)).toEqual([
      { hand: 'drawing-trumps', board: null },
      { hand: 'l12-work-rubber-1912', board: '3' },
      { hand: 'braced', board: null },
    ]);
  });

  test('fenced code blocks are dropped, whatever their fence', () => {
    expect(withoutCodeBlocks('a\n~~~~\nb\n~~~~\nc\n````\n```\nd\n````\ne')).toBe('a\nc\ne');
  });

  test('a reference names a file by its name, and a board when it gives one', () => {
    const rubber3 = { file: 'src/content/hands/l12-work-rubber-1912.pbn', board: '3' };
    expect(refersTo({ hand: 'l12-work-rubber-1912', board: '3' }, rubber3)).toBe(true);
    expect(refersTo({ hand: 'l12-work-rubber-1912', board: '4' }, rubber3)).toBe(false);
    expect(refersTo({ hand: 'src/content/hands/l12-work-rubber-1912.pbn', board: null }, rubber3)).toBe(true);
    expect(refersTo({ hand: 'drawing-trumps', board: null }, rubber3)).toBe(false);
  });

  test('pages using a hand: lessons first by number, then the others', () => {
    const pages = [
      { id: 'reference/widgets', title: 'The widgets', body: '<HandReplay hand="drawing-trumps" />' },
      { id: 'course/06-the-play', title: 'The play', body: '<HandReplay hand="drawing-trumps" />' },
      { id: 'course/04-doubling', title: 'Doubling', body: '<HandReplay hand="doubled-no-trump" />' },
      { id: 'reference/writing-hands', title: 'Writing a hand', body: '```\n<HandReplay hand="drawing-trumps" />\n```' },
    ];
    expect(pagesUsing({ file: 'src/content/hands/drawing-trumps.pbn', board: '1' }, pages)).toEqual([
      { id: 'course/06-the-play', title: 'The play', lesson: 6 },
      { id: 'reference/widgets', title: 'The widgets', lesson: null },
    ]);
  });

  test('lesson numbers of course pages', () => {
    expect(lessonNumberOf('course/06-the-play')).toBe(6);
    expect(lessonNumberOf('course/12-the-rubber')).toBe(12);
    expect(lessonNumberOf('reference/rule-sets')).toBeNull();
    const pages = [{ id: 'course/06-the-play' }, { id: 'course/10-honours' }];
    expect(lessonPage(10, pages)).toEqual({ id: 'course/10-honours' });
    expect(lessonPage(11, pages)).toBeUndefined();
    expect(lessonPage(null, pages)).toBeUndefined();
  });
});

describe('the PBN download', () => {
  test('a game from further down a file gets the PBN header; a whole file is kept as written', () => {
    expect(standalonePbn({ pbn: '[Event "x"]\r\n[Board "2"]' })).toBe('% PBN 2.1\n[Event "x"]\n[Board "2"]\n');
    expect(standalonePbn({ pbn: '% PBN 2.1\n[Event "x"]\n\n\n' })).toBe('% PBN 2.1\n[Event "x"]\n');
  });

  const { entries } = readHandsDir('src/content/hands');

  test('the collection has hands', () => {
    expect(entries.length).toBeGreaterThan(0);
  });

  test.each(entries.map((e) => [e.slug, e] as const))('%s: the file stands alone, one game, the same hand, no problem', (_, entry) => {
    const parsed = pbnParseOf(parsePbn(standalonePbn(entry)));
    expect(parsed.diagnostics).toEqual([]);
    expect(parsed.records).toHaveLength(1);
    const record = parsed.records[0];
    expect(record?.board ?? null).toBe(entry.board);
    expect(record?.dealer).toBe(entry.dealer);
    expect(record?.deal).toEqual(entry.timeline.steps[0]?.hands);
  });
});
