/**
 * The embed page for a share link: reading the link from the fragment (bare or `h=`), the
 * fragment the page keeps, and opening the link with the engine — a hand of the collection
 * comes back as the same hand; a broken, tampered, illegal or oversized link gives a problem in
 * words with a stable code, never an exception.
 */
import { fc, test as fcTest } from '@fast-check/vitest';
import { describe, expect, test } from 'vitest';
import { encodeHandLink } from '../../engine/formats/link.ts';
import type { HandRecord } from '../../engine/record.ts';
import { loadHand } from '../../lib/hands.ts';
import { embedFragment, MAX_LINK_LENGTH, openLink, problemText, readEmbedFragment } from './embed.ts';

describe('reading the fragment', () => {
  test.each([
    ['#1AF0bpUT', { link: '1AF0bpUT', pairs: [] }],
    ['#h=1AF0bpUT', { link: '1AF0bpUT', pairs: [] }],
    ['#1AF0bpUT&hand-embed=12', { link: '1AF0bpUT', pairs: ['hand-embed=12'] }],
    ['#hand-embed=12&h=1AF0bpUT', { link: '1AF0bpUT', pairs: ['hand-embed=12'] }],
    ['#h=1keyed&1bare', { link: '1keyed', pairs: [] }],
    ['', { link: null, pairs: [] }],
    ['#', { link: null, pairs: [] }],
    ['#hand-embed=3', { link: null, pairs: ['hand-embed=3'] }],
    ['#h=%20', { link: null, pairs: [] }],
    ['#h=%E0%A4%A', { link: '%E0%A4%A', pairs: [] }],
  ])('%j', (hash, expected) => {
    expect(readEmbedFragment(hash)).toEqual(expected);
  });

  test('the page keeps the link as h=, before the other pairs', () => {
    expect(embedFragment('1abc', ['hand-embed=4'])).toBe('#h=1abc&hand-embed=4');
    expect(embedFragment('1abc')).toBe('#h=1abc');
  });

  fcTest.prop([
    fc.string({ minLength: 1 }).filter((s) => s.trim() !== ''),
    fc.array(fc.stringMatching(/^hand-[a-z]{1,6}=\d{1,3}$/), { maxLength: 3 }),
  ])('what the page writes reads back as the same link and pairs', (link, pairs) => {
    expect(readEmbedFragment(embedFragment(link, pairs))).toEqual({ link: link.trim(), pairs });
  });
});

describe('opening a link', () => {
  const loaded = loadHand('drawing-trumps');

  test('a hand of the collection opens as the same hand, at the link’s step', () => {
    const opened = openLink(encodeHandLink(loaded.record, { step: 9, includeNotes: true }));
    expect(opened.ok).toBe(true);
    if (!opened.ok) return;
    expect(opened.value.timeline.contract).toEqual(loaded.checked.contract);
    expect(opened.value.timeline.declarer).toBe(loaded.checked.declarer);
    expect(opened.value.timeline.steps).toHaveLength(loaded.timeline.steps.length);
    expect(opened.value.timeline.steps[0]?.hands).toEqual(loaded.timeline.steps[0]?.hands);
    expect(opened.value.timeline.title).toBe('Drawing trumps first');
    expect(opened.value.step).toBe(9);
  });

  test('garbage gives the link reader’s problem, in words', () => {
    const opened = openLink('not a link at all');
    expect(opened.ok).toBe(false);
    if (opened.ok) return;
    expect(opened.error[0]?.code).toBe('LINK_VERSION');
    expect(problemText(opened.error).message).toMatch(/not a hand link/);
  });

  test('one changed character is caught by the checksum', () => {
    const link = encodeHandLink(loaded.record);
    const i = Math.floor(link.length / 2);
    const other = link[i] === 'A' ? 'B' : 'A';
    const opened = openLink(link.slice(0, i) + other + link.slice(i + 1));
    expect(opened.ok).toBe(false);
    if (!opened.ok) expect(opened.error[0]?.code).toMatch(/^LINK_/);
  });

  test('a well-formed link to an illegal hand is refused by the rules', () => {
    // North bids one heart over West's two clubs: an insufficient bid under every code.
    const illegal: HandRecord = {
      ...loaded.record,
      dealer: 'W',
      calls: [{ call: { type: 'bid', level: 2, strain: 'C' } }, { call: { type: 'bid', level: 1, strain: 'H' } }],
      play: [],
    };
    const opened = openLink(encodeHandLink(illegal));
    expect(opened.ok).toBe(false);
    if (opened.ok) return;
    expect(opened.error[0]?.code).toBe('BID_INSUFFICIENT');
    expect(problemText(opened.error).message).not.toBe('');
  });

  test('an oversized text is refused before it is read, with the limit in words', () => {
    const opened = openLink(`1${'A'.repeat(MAX_LINK_LENGTH)}`);
    expect(opened.ok).toBe(false);
    if (opened.ok) return;
    expect(opened.error[0]?.code).toBe('EMBED_LINK_TOO_LONG');
    expect(opened.error[0]?.message).toContain(String(MAX_LINK_LENGTH));
  });

  fcTest.prop([fc.string({ maxLength: 200 })])('never throws, whatever the text', (s) => {
    expect(() => openLink(s)).not.toThrow();
  });

  test('no problem, no words', () => {
    expect(problemText([])).toEqual({ message: '', hint: null });
  });
});
