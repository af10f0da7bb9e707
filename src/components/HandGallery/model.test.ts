/**
 * The gallery model: topics, order, the two filters, the choices they offer, the filter in the
 * address, and the words of the live region.
 */
import { fc, test as fcTest } from '@fast-check/vitest';
import { describe, expect, test } from 'vitest';
import { t } from '../../i18n/gallery.ts';
import {
  countText,
  filterHands,
  matchesFilter,
  NO_FILTER,
  pickFilterValue,
  readFilter,
  ruleSetFacets,
  sortHands,
  topicFacets,
  topicKey,
  topicOf,
  writeFilter,
  type GalleryHand,
} from './model.ts';

const hand = (slug: string, over: Partial<GalleryHand> = {}): GalleryHand => ({
  slug,
  title: slug,
  lesson: null,
  topic: 'Other hands',
  ruleSet: 'whist-club-1926',
  file: `src/content/hands/${slug}.pbn`,
  game: 0,
  ...over,
});

const HANDS: GalleryHand[] = [
  hand('royal-spades', { topic: 'Royal spades', ruleSet: 'royal-auction-1912' }),
  hand('l06-ruffing', { lesson: 6, topic: 'The play' }),
  hand('l12-rubber-2', {
    lesson: 12,
    topic: 'The rubber',
    ruleSet: 'royal-auction-1912',
    file: 'src/content/hands/l12-rubber.pbn',
    game: 1,
  }),
  hand('l12-rubber-1', {
    lesson: 12,
    topic: 'The rubber',
    ruleSet: 'royal-auction-1912',
    file: 'src/content/hands/l12-rubber.pbn',
    game: 0,
  }),
  hand('l06-follow-suit', { lesson: 6, topic: 'The play' }),
  hand('l03-ladder', { lesson: 3, topic: 'The auction', ruleSet: 'whist-club-1915' }),
];

describe('topicOf', () => {
  test.each([
    ['the author’s Description wins', { topic: ' Finesses ', lesson: 6 }, 'The play', 'Finesses'],
    ['else the lesson page’s title', { topic: null, lesson: 6 }, 'The play', 'The play'],
    ['a blank Description counts as none', { topic: '   ', lesson: 6 }, 'The play', 'The play'],
    ['a lesson without a page yet', { topic: null, lesson: 14 }, null, 'Lesson 14'],
    ['a hand of no lesson', { topic: null, lesson: null }, null, 'Other hands'],
  ] as const)('%s', (_, h, lessonTitle, expected) => {
    expect(topicOf(h, lessonTitle, t)).toBe(expected);
  });
});

describe('topicKey', () => {
  test.each([
    ['The play', 'the-play'],
    ['Drawing trumps: first!', 'drawing-trumps-first'],
    ['  Honours — and chicane ', 'honours-and-chicane'],
    ['Élan vital', 'elan-vital'],
    ['Lesson 14', 'lesson-14'],
    ['♠♥', 'topic'],
  ])('%j → %j', (topic, key) => {
    expect(topicKey(topic)).toBe(key);
  });

  fcTest.prop([fc.string()])('is always a non-empty run of a-z, 0-9 and single inner hyphens', (s) => {
    expect(topicKey(s)).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });
});

describe('sortHands', () => {
  test('by lesson, hands of no lesson last, then file, then position in the file', () => {
    expect(sortHands(HANDS).map((h) => h.slug)).toEqual([
      'l03-ladder',
      'l06-follow-suit',
      'l06-ruffing',
      'l12-rubber-1',
      'l12-rubber-2',
      'royal-spades',
    ]);
  });

  test('leaves its input alone', () => {
    const before = HANDS.map((h) => h.slug);
    sortHands(HANDS);
    expect(HANDS.map((h) => h.slug)).toEqual(before);
  });
});

describe('filters', () => {
  test('no filter lets every hand through', () => {
    expect(filterHands(HANDS, NO_FILTER)).toEqual(HANDS);
  });

  test('by topic key', () => {
    expect(filterHands(HANDS, { topic: 'the-play', ruleSet: null }).map((h) => h.slug)).toEqual(['l06-ruffing', 'l06-follow-suit']);
  });

  test('by rule set', () => {
    expect(filterHands(HANDS, { topic: null, ruleSet: 'royal-auction-1912' }).map((h) => h.slug)).toEqual([
      'royal-spades',
      'l12-rubber-2',
      'l12-rubber-1',
    ]);
  });

  test('both at once: only hands that match both', () => {
    expect(filterHands(HANDS, { topic: 'the-rubber', ruleSet: 'royal-auction-1912' })).toHaveLength(2);
    expect(filterHands(HANDS, { topic: 'the-play', ruleSet: 'royal-auction-1912' })).toEqual([]);
  });

  fcTest.prop([fc.constantFrom(null, 'the-play', 'the-rubber', 'nothing'), fc.constantFrom(null, 'royal-auction-1912', 'whist-club-1926')])(
    'a hand is shown exactly when it matches each filter on its own',
    (topic, ruleSet) => {
      const both = filterHands(HANDS, { topic, ruleSet });
      for (const h of HANDS) {
        const alone = matchesFilter(h, { topic, ruleSet: null }) && matchesFilter(h, { topic: null, ruleSet });
        expect(both.includes(h)).toBe(alone);
      }
    },
  );
});

describe('the choices of the filters', () => {
  test('topics in the order they first appear, with their counts', () => {
    expect(topicFacets(sortHands(HANDS))).toEqual([
      { key: 'the-auction', label: 'The auction', count: 1 },
      { key: 'the-play', label: 'The play', count: 2 },
      { key: 'the-rubber', label: 'The rubber', count: 2 },
      { key: 'royal-spades', label: 'Royal spades', count: 1 },
    ]);
  });

  test('rule sets in the registry’s order, labelled, with their counts', () => {
    const labels: Record<string, string> = {
      'whist-club-1926': 'Whist Club Laws 1926',
      'royal-auction-1912': 'Royal 1912',
      'whist-club-1915': '1915',
    };
    expect(ruleSetFacets(HANDS, (id) => labels[id] ?? id, ['whist-club-1926', 'whist-club-1915', 'royal-auction-1912'])).toEqual([
      { key: 'whist-club-1926', label: 'Whist Club Laws 1926', count: 2 },
      { key: 'whist-club-1915', label: '1915', count: 1 },
      { key: 'royal-auction-1912', label: 'Royal 1912', count: 3 },
    ]);
  });

  test('the counts of each filter add up to the number of hands', () => {
    expect(topicFacets(HANDS).reduce((n, f) => n + f.count, 0)).toBe(HANDS.length);
    expect(ruleSetFacets(HANDS, (id) => id).reduce((n, f) => n + f.count, 0)).toBe(HANDS.length);
  });
});

describe('the filter in the address', () => {
  const topics = ['the-play', 'the-rubber'];
  const ruleSets = ['whist-club-1926', 'royal-auction-1912'];

  test.each([
    ['', NO_FILTER],
    ['?topic=the-play', { topic: 'the-play', ruleSet: null }],
    ['?rules=royal-auction-1912&topic=the-rubber', { topic: 'the-rubber', ruleSet: 'royal-auction-1912' }],
    ['?topic=<script>&rules=nonsense', NO_FILTER],
    ['topic=the-play', { topic: 'the-play', ruleSet: null }],
  ])('%j', (search, filter) => {
    expect(readFilter(search, topics, ruleSets)).toEqual(filter);
  });

  test('no filter writes no query', () => {
    expect(writeFilter(NO_FILTER)).toBe('');
  });

  fcTest.prop([fc.constantFrom(null, ...topics), fc.constantFrom(null, ...ruleSets)])(
    'reading what was written gives the filter back',
    (topic, ruleSet) => {
      expect(readFilter(writeFilter({ topic, ruleSet }), topics, ruleSets)).toEqual({ topic, ruleSet });
    },
  );

  test('pickFilterValue keeps only known values', () => {
    expect(pickFilterValue('the-play', topics)).toBe('the-play');
    expect(pickFilterValue('', topics)).toBeNull();
    expect(pickFilterValue(3, topics)).toBeNull();
  });
});

describe('countText', () => {
  test.each([
    [16, 16, 'Showing all 16 hands.'],
    [1, 1, 'Showing 1 hand.'],
    [3, 16, 'Showing 3 of 16 hands.'],
    [1, 16, 'Showing 1 of 16 hands.'],
    [0, 16, 'No hand matches both filters (out of 16).'],
  ])('%i of %i', (shown, total, text) => {
    expect(countText(shown, total, t)).toBe(text);
  });
});
