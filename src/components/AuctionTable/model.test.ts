import { fc, test as prop } from '@fast-check/vitest';
import { describe, expect, test } from 'vitest';
import type { CallEntry } from '../../engine/record.ts';
import { SEATS, type Call, type Seat } from '../../engine/types.ts';
import { AUCTION_COLUMNS, auctionView, callerOf, layoutCalls, leadingBlanks } from './model.ts';

const P: Call = { type: 'pass' };
const bid = (level: 1 | 2 | 3 | 4 | 5 | 6 | 7, strain: 'C' | 'D' | 'H' | 'S' | 'NT' | 'R' | 'NL'): Call => ({ type: 'bid', level, strain });
const entries = (...calls: Call[]): CallEntry[] => calls.map((call) => ({ call }));

describe('columns', () => {
  test('run West, North, East, South as auction tables print them', () => {
    expect(AUCTION_COLUMNS).toEqual(['W', 'N', 'E', 'S']);
    expect(auctionView({ dealer: 'N', calls: [] }).columns.map((c) => c.short)).toEqual(['W', 'N', 'E', 'S']);
  });

  test.each([
    ['W', 0],
    ['N', 1],
    ['E', 2],
    ['S', 3],
  ] as [Seat, number][])('dealer %s: %i empty cells before the first call', (dealer, blanks) => {
    expect(leadingBlanks(dealer)).toBe(blanks);
    const view = auctionView({ dealer, calls: entries(bid(1, 'H')) });
    const first = view.rows[0]!;
    expect(first.slice(0, blanks).every((c) => c.call === undefined)).toBe(true);
    expect(first[blanks]).toMatchObject({ seat: dealer, index: 0 });
    expect(first[blanks]?.call?.text).toBe('1♥');
  });
});

describe('layoutCalls', () => {
  prop.prop([fc.constantFrom(...SEATS), fc.nat({ max: 40 })])(
    'puts each call in its caller’s column, in order, in full rows of four',
    (dealer, n) => {
      const calls = Array.from({ length: n }, (_, i) => i);
      const rows = layoutCalls(dealer, calls);
      expect(rows.every((r) => r.length === 4)).toBe(true);
      expect(rows).toHaveLength(Math.ceil((leadingBlanks(dealer) + n) / 4));
      expect(rows.flat().filter((c) => c !== undefined)).toEqual(calls);
      rows.forEach((row, r) =>
        row.forEach((i, column) => {
          if (i !== undefined) expect(AUCTION_COLUMNS[column]).toBe(callerOf(dealer, i));
          else expect(r * 4 + column < leadingBlanks(dealer) || r * 4 + column >= leadingBlanks(dealer) + n).toBe(true);
        }),
      );
    },
  );
});

describe('auctionView', () => {
  const calls: CallEntry[] = [
    { call: bid(1, 'S') },
    { call: bid(2, 'H'), alert: true },
    { call: P, note: '  Too weak to raise.  ' },
    { call: bid(4, 'H'), note: 'Game, counting on the trumps.' },
    { call: { type: 'double' } },
    { call: P },
    { call: P },
    { call: P },
  ];

  test('spells calls with symbols and words, and marks alerts', () => {
    const view = auctionView({ dealer: 'E', calls });
    const cells = view.rows.flat().filter((c) => c.call);
    expect(cells.map((c) => c.call?.text)).toEqual(['1♠', '2♥', 'Pass', '4♥', 'X', 'Pass', 'Pass', 'Pass']);
    expect(cells.map((c) => c.seat)).toEqual(['E', 'S', 'W', 'N', 'E', 'S', 'W', 'N']);
    expect(cells.filter((c) => c.alert).map((c) => c.index)).toEqual([1]);
    expect(cells[1]?.call?.spoken).toBe('two hearts');
  });

  test('numbers the notes in order, trimmed, with the call they belong to', () => {
    const view = auctionView({ dealer: 'E', calls });
    expect(view.notes.map((n) => [n.number, n.seat, n.call.text, n.text])).toEqual([
      [1, 'W', 'Pass', 'Too weak to raise.'],
      [2, 'N', '4♥', 'Game, counting on the trumps.'],
    ]);
    const marked = view.rows.flat().filter((c) => c.note !== undefined);
    expect(marked.map((c) => [c.index, c.note, c.noteSpoken])).toEqual([
      [2, 1, 'note 1'],
      [3, 2, 'note 2'],
    ]);
  });

  test('a note turns PBN suit escapes (\\S \\H \\D \\C) and LIN ones (!S) into suit symbols, as the replay does', () => {
    // pbn-lin.md §3 (PBN 2.1): `\S \H \D \C` in comments are suit symbols; §2 (LIN `an`): `!S` likewise.
    const view = auctionView({ dealer: 'N', calls: [{ call: bid(1, 'H'), note: 'Shows \\H and denies \\S; not !C' }] });
    const note = view.notes[0];
    expect(note?.text).toBe('Shows ♥ and denies ♠; not ♣');
    expect(note?.glyphs).toEqual([
      { kind: 'text', text: 'Shows ' },
      { kind: 'suit', suit: 'H' },
      { kind: 'text', text: ' and denies ' },
      { kind: 'suit', suit: 'S' },
      { kind: 'text', text: '; not ' },
      { kind: 'suit', suit: 'C' },
    ]);
  });

  test('a blank note is no note', () => {
    expect(auctionView({ dealer: 'N', calls: [{ call: P, note: '   ' }] }).notes).toEqual([]);
  });

  test('states the contract and declarer it is given', () => {
    const view = auctionView({ dealer: 'E', calls, contract: { level: 4, strain: 'H', doubled: 1, declarer: 'N' } });
    expect(view.result?.text).toBe('Contract: 4♥ doubled by North');
    expect(view.result?.spoken).toBe('Contract: four hearts doubled by North');
  });

  test('a passed-out deal says so; no contract given says nothing', () => {
    const passed = entries(P, P, P, P);
    expect(auctionView({ dealer: 'S', calls: passed, contract: null }).result?.text).toMatch(/^Passed out/);
    expect(auctionView({ dealer: 'S', calls: passed })).not.toHaveProperty('result');
  });

  test('royal spades and nullos are spelled as the engine spells them', () => {
    const view = auctionView({ dealer: 'W', calls: entries(bid(1, 'R'), bid(2, 'NL'), bid(2, 'NT')) });
    expect(view.rows[0]?.slice(0, 3).map((c) => c.call?.text)).toEqual(['1R♠', '2Nul', '2NT']);
  });

  test('captions name the dealer, unless a caption is given', () => {
    expect(auctionView({ dealer: 'S', calls: [] }).caption).toBe('Auction, dealer South');
    expect(auctionView({ dealer: 'S', calls: [], caption: 'Board 3' }).caption).toBe('Board 3');
  });

  test('an empty auction has no rows and says so', () => {
    const view = auctionView({ dealer: 'S', calls: [] });
    expect(view.rows).toEqual([]);
    expect(view.empty).toBe('No calls yet.');
  });
});
