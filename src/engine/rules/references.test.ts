import { describe, expect, test } from 'vitest';
import { RULE_SETS, RULE_SET_IDS } from './index.ts';
import { NOTES_REFERENCE, readableSources, SEED_REFERENCE, SOURCE_REFERENCES } from './references.ts';

/** What must never reach a reader: the notes' file names and sections, and bare short keys. */
const INTERNAL = /\.md\b|§|\baddendum\b|\b(?:WORK|VF|TIME|SPEC|HOYLE|ATH|BOS|DEV|ODT|GB|SHEP|EB|ROY|MF|LENZ|STREET|NZH|ES)\d{2}/;

describe('readable sources', () => {
  test.each([
    [
      'law 47 (1912), WORK13: the full value of the tricks won; auction-laws.md §6.1–6.2',
      ['Whist Club code of 1912, law 47', 'M. C. Work, Auction of To-day (1913)'],
    ],
    [
      'law 56 (1912); BOS16; WIKI; auction-laws.md §6.3',
      ['Whist Club code of 1912, law 56', 'Auction 1916 Manual (The Bridge Club, Boston, 1916)', 'Wikipedia, “Auction bridge”'],
    ],
    ['SHEP29-idx law 17(b) (1927 contract code); addendum Q3b', ['E. V. Shepard, Correct Contract Bridge (1929), law 17(b)']],
    [
      'Laws of Three-Hand Auction, laws 12 and 14 (HOYLE14); auction-laws.md §8.1',
      ['Laws of Three-Hand Auction, laws 12 and 14', 'R. F. Foster, Foster’s Complete Hoyle (about 1914)'],
    ],
    ['auction-laws.md §6.5 Scale B', [NOTES_REFERENCE]],
    ['seed 000; auction-laws.md §10 row 2', [SEED_REFERENCE]],
    ['WBF Law 77 (2017); contract-scoring.md §2', ['World Bridge Federation, Laws of Duplicate Bridge (2017), law 77']],
    ['VF26b, TIME26b', ['R. F. Foster in Vanity Fair, May 1926', 'Time, 26 April 1926']],
  ])('%s', (source, refs) => {
    expect(readableSources(source).refs).toEqual(refs);
  });

  test('an inferred rule says so', () => {
    expect(readableSources('auction-laws.md §8.2 [inferred]; addendum Q6').inferred).toBe(true);
    expect(readableSources('law 47 (1912)').inferred).toBe(false);
  });

  test('no source of any rule set comes out with a key, a file name or a section', () => {
    const strings: string[] = [];
    const walk = (v: unknown): void => {
      if (typeof v === 'string') strings.push(v);
      else if (v && typeof v === 'object') for (const x of Object.values(v)) walk(x);
    };
    for (const id of RULE_SET_IDS) {
      const r = RULE_SETS[id];
      walk(r.citations);
      walk(r.provenance);
      strings.push(r.sources.join('; '));
    }
    expect(strings.length).toBeGreaterThan(50);
    for (const s of strings) for (const ref of readableSources(s).refs) expect(ref, s).not.toMatch(INTERNAL);
  });

  test('every key has a reference in words', () => {
    for (const [key, ref] of Object.entries(SOURCE_REFERENCES)) expect(ref, key).not.toMatch(INTERNAL);
  });
});
