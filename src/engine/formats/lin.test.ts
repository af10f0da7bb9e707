/**
 * Table tests for the LIN reader and BBO hand-viewer links. Sources: shared/formats/pbn-lin.md
 * §2 (commands and pitfalls) and §4, shared/corpus/README.md §4 (LIN essentials).
 */
import { describe, expect, it } from 'vitest';
import type { HandRecord } from '../record.ts';
import type { Call, Card, Seat } from '../types.ts';
import { formatDiagnostic } from './diagnostics.ts';
import { LIN_DEALER_DIGITS, linText, parseBboUrl, parseLin, readNames, readTableResult, tokenizeLin } from './lin.ts';

/** The example board of pbn-lin.md §2 (Board 1, dealer South, 4H by South, three tricks then a claim). */
const EXAMPLE =
  'pn|Ann,Ben,Cal,Dee|st||md|1SA5HAKJ83DQ62CK74,SQJTH76DKJT94CQJ3,SK843HQ952DA7C982,|rh||ah|Board 1|sv|o|' +
  'mb|1H|mb|2D|mb|2H!|an|single raise|mb|p|mb|4H|mb|p|mb|p|mb|p|pg||pc|DK|nt|West leads the king, top of a sequence.|' +
  'pc|DA|pc|D3|pc|D2|pg||pc|H2|pc|H4|pc|HA|pc|H6|pg||pc|HK|pc|H7|pc|H5|pc|HT|pg||mc|10|';

const hand = (s: string): Card[] => s.split(' ').filter(Boolean) as Card[];
const calls = (r: HandRecord): string[] => r.calls.map(({ call }) => (call.type === 'bid' ? `${call.level}${call.strain}` : call.type));
const cards = (r: HandRecord): string[] => r.play.map((p) => p.card);
const one = (text: string, strict = true): HandRecord => {
  const r = parseLin(text, { strict });
  expect(r.records).toHaveLength(1);
  return r.records[0]!;
};
const codes = (text: string, strict = true): string[] => parseLin(text, { strict }).diagnostics.map((d) => d.code);
const errors = (text: string): string[] =>
  parseLin(text)
    .diagnostics.filter((d) => d.severity === 'error')
    .map((d) => d.code);

const DEAL3 = 'md|3SAKQJHAKQJDAKQJCA,S2345H2345D2345C2,S6789H6789D6789C3,|';

describe('parseLin: the pbn-lin.md §2 example', () => {
  const r = one(EXAMPLE);

  it('reads names in S, W, N, E order, the dealer digit and the board', () => {
    expect(r.tags).toMatchObject({ South: 'Ann', West: 'Ben', North: 'Cal', East: 'Dee' });
    expect(r.dealer).toBe('S');
    expect(r.board).toBe('1');
    expect(r.title).toBe('Board 1');
    expect(r.vulnerability).toBe('None');
    expect(r.ruleSet).toBe('contract-duplicate');
  });

  it("fills East's omitted hand by elimination (♠9762 ♥T4 ♦853 ♣AT65)", () => {
    expect(r.deal.E).toEqual(hand('S9 S7 S6 S2 HT H4 D8 D5 D3 CA CT C6 C5'));
    expect(r.deal.S).toEqual(hand('SA S5 HA HK HJ H8 H3 DQ D6 D2 CK C7 C4'));
    expect(r.deal.W).toEqual(hand('SQ SJ ST H7 H6 DK DJ DT D9 D4 CQ CJ C3'));
  });

  it('reads the calls with the alert and the explanation on 2H', () => {
    expect(calls(r)).toEqual(['1H', '2D', '2H', 'pass', '4H', 'pass', 'pass', 'pass']);
    expect(r.calls[2]).toMatchObject({ alert: true, note: 'single raise' });
    expect(r.calls.filter((c) => c.alert)).toHaveLength(1);
  });

  it('keeps the cards in the order played, with the comment on the opening lead', () => {
    expect(cards(r)).toEqual(hand('DK DA D3 D2 H2 H4 HA H6 HK H7 H5 HT'));
    expect(r.play[0]!.note).toBe('West leads the king, top of a sequence.');
    expect(r.play.slice(1).every((p) => p.note === undefined)).toBe(true);
  });

  it('reads mc as the total of declarer’s tricks, not the tricks still to come', () => {
    expect(r.claim?.tricks).toBe(10);
  });

  it('gives no diagnostics', () => {
    expect(parseLin(EXAMPLE).diagnostics).toEqual([]);
  });
});

describe('md: the deal', () => {
  it.each(Object.entries(LIN_DEALER_DIGITS))('dealer digit %s is %s (1=S 2=W 3=N 4=E, not 1=N: dds PR 374)', (digit, seat) => {
    expect(one(`md|${digit}SAKQJHAKQJDAKQJCA,S2345H2345D2345C2,S6789H6789D6789C3,|`).dealer).toBe(seat);
  });

  it('keeps the hands in S, W, N, E order whoever deals', () => {
    for (const digit of ['1', '2', '3', '4']) {
      const r = one(`md|${digit}SAKQJHAKQJDAKQJCA,S2345H2345D2345C2,S6789H6789D6789C3,|`);
      expect(r.deal.S).toContain('SA');
      expect(r.deal.W).toContain('S2');
      expect(r.deal.N).toContain('S6');
      expect(r.deal.E).toContain('ST');
    }
  });

  it('reads cards in any order and either case, and sorts each hand', () => {
    const r = one('md|3s4qaH37kd2c5,,,|', false);
    expect(r.deal.S).toEqual(hand('SA SQ S4 HK H7 H3 D2 C5'));
  });

  it('reads 10 and 1 as the ten', () => {
    const r = one('md|1S10H1,,,|', false);
    expect(r.deal.S).toEqual(hand('ST HT'));
  });

  it('fills a missing fourth hand only when the other three hold thirteen each', () => {
    expect(one(DEAL3).deal.E).toHaveLength(13);
    const partial = one('md|1SAK,S2,S3,|', false);
    expect(partial.deal).toEqual({ S: ['SA', 'SK'], W: ['S2'], N: ['S3'], E: null });
  });

  it('keeps empty hands of a diagram unknown', () => {
    const r = one('md|1,H92,,HJ63|', false);
    expect(r.deal).toEqual({ S: null, W: ['H9', 'H2'], N: null, E: ['HJ', 'H6', 'H3'] });
  });

  it('reports a card dealt twice, naming both hands', () => {
    const r = parseLin('md|1SA,SA,,|');
    const d = r.diagnostics.find((x) => x.code === 'LIN_CARD_TWICE');
    expect(d?.message).toBe("West's hand has the ♠A, which is also in South's hand.");
    expect(d?.pos).toMatchObject({ line: 1, column: 9 });
  });

  it('reports a hand of fourteen cards', () => {
    const d = parseLin('md|1SAKQJT98765432H2,,,|').diagnostics.find((x) => x.code === 'LIN_HAND_SIZE');
    expect(d?.message).toBe('South holds 14 cards; a hand has thirteen.');
  });

  it('reports an x for a small card, a bad character and a rank before any suit', () => {
    expect(codes('md|1SAxx,,,|')).toContain('LIN_SMALL_CARD');
    expect(codes('md|1SAZ,,,|')).toContain('LIN_BAD_HAND');
    expect(codes('md|1A,,,|')).toContain('LIN_BAD_HAND');
  });

  it('reports a missing or impossible dealer digit', () => {
    expect(codes('md|SA,,,|')).toContain('LIN_NO_DEALER');
    expect(codes('md|0SA,,,|')).toContain('LIN_NO_DEALER');
    expect(codes('md|7SA,,,|')).toContain('LIN_BAD_DEALER');
    expect(one('md|SA,,,|', false).dealer).toBe('N');
  });

  it('reports a fifth hand', () => {
    expect(codes('md|1SA,SK,SQ,SJ,ST|')).toContain('LIN_BAD_DEAL');
  });
});

describe('sv: vulnerability', () => {
  it.each([
    ['o', 'None'],
    ['O', 'None'],
    ['0', 'None'],
    ['-', 'None'],
    ['', 'None'],
    ['n', 'NS'],
    ['e', 'EW'],
    ['b', 'All'],
    ['B', 'All'],
  ])('sv|%s| is %s', (v, expected) => {
    expect(one(`${DEAL3}sv|${v}|`).vulnerability).toBe(expected);
  });

  it('reports an unknown letter at its position', () => {
    const d = parseLin(`${DEAL3}sv|z|`).diagnostics[0]!;
    expect(d.code).toBe('LIN_BAD_VULNERABILITY');
    expect(d.pos).toMatchObject({ line: 1, column: DEAL3.length + 4 });
  });
});

describe('mb and an: calls', () => {
  const callsOf = (mb: string): { calls: string[]; alerts: number[] } => {
    const r = one(`${DEAL3}${mb}`, false);
    return { calls: calls(r), alerts: r.calls.flatMap((c, i) => (c.alert ? [i] : [])) };
  };

  it.each([
    ['mb|p|', ['pass']],
    ['mb|P|', ['pass']],
    ['mb|d|', ['double']],
    ['mb|X|', ['double']],
    ['mb|r|', ['redouble']],
    ['mb|XX|', ['redouble']],
    ['mb|1c|', ['1C']],
    ['mb|7N|', ['7NT']],
    ['mb|3NT|', ['3NT']],
    ['mb|4dppp|', ['4D', 'pass', 'pass', 'pass']],
  ] as const)('%s reads as %j', (mb, expected) => {
    expect(callsOf(mb).calls).toEqual(expected);
  });

  it('reads mb|2dd!r| as two diamonds, an alerted double and a redouble (RogerPf 350)', () => {
    expect(callsOf('mb|2dd!r|')).toEqual({ calls: ['2D', 'double', 'redouble'], alerts: [1] });
  });

  it('reads a trailing ! as an alert of that call', () => {
    expect(callsOf('mb|1C!|mb|p!|mb|d|')).toEqual({ calls: ['1C', 'pass', 'double'], alerts: [0, 1] });
  });

  it('attaches an| to the call before it, and joins two explanations', () => {
    const r = one(`${DEAL3}mb|1C|mb|2N!|an|Unusual !c and !D|an|5-5|`);
    expect(r.calls[0]!.note).toBeUndefined();
    expect(r.calls[1]!.note).toBe('Unusual ♣ and ♦\n5-5');
  });

  it('keeps an explanation before any call as the introduction, with a warning', () => {
    const r = parseLin(`${DEAL3}an|welcome|mb|1C|`);
    expect(r.records[0]!.intro).toBe('welcome');
    expect(r.diagnostics).toMatchObject([{ code: 'LIN_ORPHAN_ANNOTATION', severity: 'warning' }]);
  });

  it('reports ? (a quiz marker), a stray letter and a level of 8 with their columns', () => {
    const text = `${DEAL3}mb|ppS|mb|?|mb|8C|`;
    const ds = parseLin(text).diagnostics;
    expect(ds.map((d) => d.code)).toEqual(['LIN_BAD_CALL', 'LIN_CALL_UNKNOWN', 'LIN_BAD_CALL']);
    expect(ds[0]!.pos?.column).toBe(DEAL3.length + 6);
    expect(ds[1]!.pos?.column).toBe(text.indexOf('?') + 1);
    expect(ds[2]!.pos?.column).toBe(text.indexOf('8C') + 1);
    // The good calls around the bad ones are still read.
    expect(calls(one(text, false))).toEqual(['pass', 'pass']);
  });

  it('reports a level with no strain', () => {
    expect(codes(`${DEAL3}mb|1|`)).toEqual(['LIN_BAD_CALL']);
  });

  it('keeps each call’s position', () => {
    const r = one(`${DEAL3}\nmb|p|\n  mb|1S|`);
    expect(r.calls.map((c) => c.pos)).toEqual([
      { line: 2, column: 4, length: 1 },
      { line: 3, column: 6, length: 2 },
    ]);
  });
});

describe('pc and mc: the play and claims', () => {
  it('reads cards in either case', () => {
    expect(cards(one(`${DEAL3}pc|sQ|pc|CA|pc|h2|pc|Dk|`))).toEqual(['SQ', 'CA', 'H2', 'DK']);
  });

  it('reads several cards run together (aaBridge pc|h9h7h6|)', () => {
    expect(cards(one(`${DEAL3}pc|h9h7h6|`))).toEqual(['H9', 'H7', 'H6']);
  });

  it('reports a suit without a rank, and a non-card', () => {
    expect(codes(`${DEAL3}pc|h|`)).toEqual(['LIN_CARD_SUIT_ONLY']);
    expect(codes(`${DEAL3}pc|Z9|`)).toContain('LIN_BAD_CARD');
  });

  it('reads a claim of the total, even in the middle of a trick (forum sample: mc|11| after 7 tricks)', () => {
    const r = one(`${DEAL3}mb|1S|mb|p|mb|p|mb|p|pc|H2|pc|H6|mc|11|`);
    expect(r.claim?.tricks).toBe(11);
    expect(r.play).toHaveLength(2);
  });

  it.each(['14', 'x', '', '-1'])('reports mc|%s| as a bad claim', (v) => {
    expect(errors(`${DEAL3}mc|${v}|`)).toEqual(['LIN_BAD_CLAIM']);
  });

  it('drops a claim that is followed by more cards, with a warning', () => {
    const r = parseLin(`${DEAL3}pc|H2|mc|10|pc|H6|`);
    expect(r.records[0]!.claim).toBeUndefined();
    expect(r.diagnostics).toMatchObject([{ code: 'LIN_PLAY_AFTER_CLAIM', severity: 'warning' }]);
  });

  it('undoes calls and cards with ub and up (aaBridge 350, 360)', () => {
    const r = one(`${DEAL3}mb|1C|mb|1D|mb|1H|ub||ub|1|mb|2C|pc|H2|pc|H6|pc|H7|up|2|pc|HA|`);
    expect(calls(r)).toEqual(['1C', '2C']);
    expect(cards(r)).toEqual(['H2', 'HA']);
  });
});

describe('nt and at: commentary attaches to what was read last (pbn-lin.md §2 pitfalls)', () => {
  it('before the first call it is the introduction, after a call it is that call’s, after a card that card’s', () => {
    const r = one(`nt|Before the deal.|${DEAL3}nt|Still the intro.|mb|1S|nt|Opening.|pc|H2|nt|Lead.|nt|More.|`);
    expect(r.intro).toBe('Before the deal.\nStill the intro.');
    expect(r.calls[0]!.note).toBe('Opening.');
    expect(r.play[0]!.note).toBe('Lead.\nMore.');
  });

  it('skips an empty nt and appends at text', () => {
    const r = one(`${DEAL3}mb|1S|nt||at|One |at|two|`);
    expect(r.calls[0]!.note).toBe('One two');
  });

  it('turns !S !h @D @c into suit symbols', () => {
    expect(linText('!S !h @D @c, 5@Ss')).toBe('♠ ♥ ♦ ♣, 5♠s');
  });

  it('drops stray control bytes between the mark and the suit letter (vugraph commentary)', () => {
    expect(linText('4!\u0083H and !\u0001\u0002c')).toBe('4♥ and ♣');
  });
});

describe('multi-board files: vg, pn, qx, rs', () => {
  const VUGRAPH = [
    'vg|Test Cup,Final,I,7,8,Red,0,Blue,0|',
    'rs|4HE=,3NW+1,2SN-2,P|',
    'pn|Ann,Ben,Cal,Dee,Eve,Fay,Gus,Hal|pg||',
    `qx|o7|st||${DEAL3}sv|n|mb|1S|pc|H2|mc|10|pg||`,
    'nt|chat after the claim|pg||',
    `qx|c7,BOARD 7|${DEAL3}sv|n|mb|p|pg||`,
    `qx|o8|${DEAL3}mb|1C|`,
    `qx|c8|${DEAL3}mb|p|mb|p|mb|p|mb|p|`,
  ].join('\n');
  const r = parseLin(VUGRAPH);

  it('splits the file into one record per board and room', () => {
    expect(r.diagnostics).toEqual([]);
    expect(r.records.map((x) => [x.board, x.tags?.Room])).toEqual([
      ['7', 'Open'],
      ['7', 'Closed'],
      ['8', 'Open'],
      ['8', 'Closed'],
    ]);
  });

  it('gives the open room the first four names and the closed room the last four', () => {
    expect(r.records[0]!.tags).toMatchObject({ South: 'Ann', West: 'Ben', North: 'Cal', East: 'Dee', Event: 'Test Cup' });
    expect(r.records[1]!.tags).toMatchObject({ South: 'Eve', West: 'Fay', North: 'Gus', East: 'Hal' });
  });

  it('reads each table result from rs (4HE= is 10 tricks, 3NW+1 is 10, 2SN-2 is 6, P none)', () => {
    expect(r.records.map((x) => x.result)).toEqual([10, 10, 6, undefined]);
  });

  it('keeps commentary after a claim with the board it follows', () => {
    expect(r.records[0]!.play[0]!.note).toBe('chat after the claim');
  });

  it('starts a new board at a second md', () => {
    expect(parseLin(`${DEAL3}mb|1S|${DEAL3}mb|2S|`).records.map(calls)).toEqual([['1S'], ['2S']]);
  });

  it('does not split a board at an aaBridge chapter marker (qx|10|)', () => {
    expect(parseLin(`${DEAL3}mb|1S|qx|10|mb|p|`).records.map(calls)).toEqual([['1S', 'pass']]);
  });
});

describe('rs entries', () => {
  it.each([
    ['4HE=', 10],
    ['3NW+1', 10],
    ['4SWx-4', 6],
    ['7NTSxx=', 13],
    ['3NS-3', 6],
    ['P', undefined],
    ['4H', undefined],
  ])('%s → %s', (entry, tricks) => {
    expect(readTableResult(entry)).toBe(tricks);
  });
});

describe('tokenising', () => {
  it('allows line breaks and CRLF anywhere between pairs', () => {
    const r = one(`md|3SAKQJHAKQJDAKQJCA,S2345H2345D2345C2,S6789H6789D6789C3,|\r\nmb|1S|\r\n\r\nmb|p|`);
    expect(calls(r)).toEqual(['1S', 'pass']);
    expect(r.calls[1]!.pos).toMatchObject({ line: 4, column: 4 });
  });

  it('reads commands in any case', () => {
    expect(calls(one(`MD|3SAKQJHAKQJDAKQJCA,S2345H2345D2345C2,S6789H6789D6789C3,|Mb|1S|`))).toEqual(['1S']);
  });

  it('skips presentation commands silently and unknown ones with a warning', () => {
    expect(parseLin(`${DEAL3}pg||st||rh||sk|s|cr|516|ht|z|bt||mb|1S|`).diagnostics).toEqual([]);
    const ds = parseLin(`${DEAL3}qq|what|mb|1S|`).diagnostics;
    expect(ds).toMatchObject([{ code: 'LIN_UNKNOWN_COMMAND', severity: 'warning', pos: { line: 1, column: DEAL3.length + 1 } }]);
  });

  it('skips % comment lines (aaBridge headers)', () => {
    expect(parseLin(`%% Make Bid\n%%%% by someone\n${DEAL3}`).diagnostics).toEqual([]);
  });

  it('reports stray text once per run, as an error when strict and a warning when lenient', () => {
    const text = `cr|516|      5  green \n${DEAL3}`;
    expect(parseLin(text).diagnostics).toMatchObject([
      { code: 'LIN_STRAY_TEXT', severity: 'error', pos: { line: 1, column: 14, length: 8 } },
    ]);
    expect(parseLin(text, { strict: false }).diagnostics).toMatchObject([{ code: 'LIN_STRAY_TEXT', severity: 'warning' }]);
    expect(parseLin(text, { strict: false }).records).toHaveLength(1);
  });

  it('reports a value with no closing bar', () => {
    const ds = parseLin(`${DEAL3}nt|unfinished`).diagnostics;
    expect(ds).toMatchObject([{ code: 'LIN_UNTERMINATED', pos: { column: DEAL3.length + 1 } }]);
  });

  it('keeps empty values', () => {
    expect(tokenizeLin('st||pg||').pairs.map((p) => [p.cmd, p.value])).toEqual([
      ['st', ''],
      ['pg', ''],
    ]);
  });

  it.each([
    ['Reese,Herman, I,Cal,Dee', ['Reese', 'Herman, I', 'Cal', 'Dee']],
    ['a,b,c,d,e,Herman, I,g,h', ['a', 'b', 'c', 'd', 'e', 'Herman, I', 'g', 'h']],
    ['a, b, c, d', ['a', 'b', 'c', 'd']],
    ['a,b,c', ['a', 'b', 'c']],
  ])('reads pn|%s| as %j (a comma inside a name, pbn-lin.md §2)', (value, names) => {
    expect(readNames(value)).toEqual(names);
  });

  it('decodes %COMMA% and %PIPE% in names', () => {
    expect(one(`pn|Herman%COMMA% I,B%PIPE%C,x,y|${DEAL3}`).tags).toMatchObject({ South: 'Herman, I', West: 'B|C' });
  });

  it('reports an aaBridge command a record cannot hold', () => {
    expect(parseLin(`${DEAL3}wt|w|`).diagnostics).toMatchObject([{ code: 'LIN_UNSUPPORTED', severity: 'error' }]);
    expect(parseLin(`${DEAL3}wt|w|`, { strict: false }).diagnostics).toMatchObject([{ code: 'LIN_UNSUPPORTED', severity: 'warning' }]);
  });

  it('reports a text with no board, and calls with no deal', () => {
    expect(parseLin('').diagnostics).toMatchObject([{ code: 'LIN_NO_BOARD', severity: 'error' }]);
    expect(parseLin('pn|a,b,c,d|pg||').diagnostics.map((d) => d.code)).toEqual(['LIN_NO_BOARD']);
    expect(parseLin('mb|1S|mb|p|').diagnostics.map((d) => d.code)).toEqual(['LIN_NO_DEAL']);
  });

  it('points the caret printer at the offending token', () => {
    const text = `${DEAL3}\nmb|1S|mb|9Z|`;
    const d = parseLin(text).diagnostics[0]!;
    expect(formatDiagnostic(d, text, 'x.lin')).toBe(
      ['x.lin:2:10: error LIN_BAD_CALL: "9" is not a bid level: bids go from 1 to 7.', '  2 | mb|1S|mb|9Z|', '    |          ^'].join('\n'),
    );
  });
});

describe('parseBboUrl', () => {
  const byFields =
    'https://www.bridgebase.com/tools/handviewer.html?s=sa5hakj83dq62ck74&w=sqjth76dkjt94cqj3&n=sk843hq952da7c982' +
    '&e=s9762ht4d853cat65&d=s&v=-&b=1&a=1h2d2h!(single%20raise)p4hppp&p=dkdad3d2h2h4hah6hkh7h5ht&c=10';

  it('reads a lin= link, percent-encoded, to the same records as the LIN text', () => {
    const url = `https://www.bridgebase.com/tools/handviewer.html?lin=${encodeURIComponent(EXAMPLE)}`;
    const r = parseBboUrl(url);
    expect(r.ok && r.value).toEqual(parseLin(EXAMPLE).records);
  });

  it('reads a lin= link with + for spaces and %7C for bars', () => {
    const url = `handviewer.html?bbo=y&lin=${EXAMPLE.replace(/\|/g, '%7C').replace(/ /g, '+')}`;
    const r = parseBboUrl(url);
    expect(r.ok && r.value[0]!.play[0]!.note).toBe('West leads the king, top of a sequence.');
  });

  it('reads a lin= link in the fragment', () => {
    const r = parseBboUrl(`https://example.org/viewer#lin=${encodeURIComponent(EXAMPLE)}`);
    expect(r.ok && r.value).toHaveLength(1);
  });

  it('reads the per-field parameters of pbn-lin.md §2 to the same hand as its LIN form', () => {
    const r = parseBboUrl(byFields);
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    const fromLin = parseLin(EXAMPLE).records[0]!;
    const got = r.value[0]!;
    expect(got.deal).toEqual(fromLin.deal);
    expect(got.dealer).toBe('S');
    expect(got.board).toBe('1');
    expect(got.vulnerability).toBe('None');
    expect(got.calls.map((c) => [c.call, c.alert, c.note])).toEqual(fromLin.calls.map((c) => [c.call, c.alert, c.note]));
    expect(cards(got)).toEqual(cards(fromLin));
    expect(got.claim?.tricks).toBe(10);
  });

  it('defaults the dealer to North, fills the fourth hand and reads names', () => {
    const r = parseBboUrl('?s=sa5hakj83dq62ck74&w=sqjth76dkjt94cqj3&n=sk843hq952da7c982&sn=Ann&nn=Cal+Smith');
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    expect(r.value[0]!.dealer).toBe('N');
    expect(r.value[0]!.deal.E).toHaveLength(13);
    expect(r.value[0]!.tags).toEqual({ South: 'Ann', North: 'Cal Smith' });
  });

  it('reads {comments} in the play', () => {
    const r = parseBboUrl('?n=sa&s=sk&e=sq&w=sj&p=sa{the ace}sj');
    expect(r.ok && r.value[0]!.play.map((p) => [p.card, p.note])).toEqual([
      ['SA', 'the ace'],
      ['SJ', undefined],
    ]);
  });

  const failing: [string, string, string, number | undefined][] = [
    ['no hand at all', 'https://www.bridgebase.com/tools/handviewer.html', 'LIN_URL_NO_HAND', 1],
    ['a stored hand', 'handviewer.html?linurl=https://x/y.lin', 'LIN_URL_REMOTE', 17],
    ['a bad dealer', '?n=sa&d=q', 'LIN_BAD_DEALER', 9],
    ['a bad vulnerability', '?n=sa&v=z', 'LIN_BAD_VULNERABILITY', 9],
    ['a bad call', '?n=sa&a=1h9h', 'LIN_BAD_CALL', 11],
    ['an unclosed explanation', '?n=sa&a=1h(oops', 'LIN_URL_UNCLOSED', 11],
    ['a bad card', '?n=sa&p=sazz', 'LIN_BAD_CARD', 11],
    ['a bad claim', '?n=sa&c=14', 'LIN_BAD_CLAIM', 9],
    ['a card twice (reported in the later hand of S, W, N, E)', '?n=sa&s=sa', 'LIN_CARD_TWICE', 5],
    ['a bad LIN value', `?lin=${encodeURIComponent('md|1SA,,,|mb|9|')}`, 'LIN_BAD_CALL', 14],
  ];
  it.each(failing)('reports %s', (_, url, code, column) => {
    const r = parseBboUrl(url);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    const d = r.error.find((x) => x.code === code);
    expect(d, JSON.stringify(r.error)).toBeDefined();
    expect(d?.pos?.column).toBe(column);
  });

  it('points at the whole parameter when its value was escaped', () => {
    const r = parseBboUrl('?n=sa&a=1h%219h');
    expect(!r.ok && r.error[0]!.pos).toEqual({ line: 1, column: 7, length: 9 });
  });

  it('warns about a broken escape but still reads the hand', () => {
    const r = parseBboUrl('?n=sa&sn=100%&s=sk');
    expect(r.ok && r.value[0]!.tags).toEqual({ South: '100%' });
  });

  it('never throws on junk', () => {
    for (const junk of ['', '?', '#', '=', '?lin=', '?n=', '%', '?a=((', '?n=s&p={']) {
      expect(() => parseBboUrl(junk)).not.toThrow();
    }
  });
});

describe('calls are plain data', () => {
  it('gives JSON-safe records', () => {
    const r = one(EXAMPLE);
    expect(JSON.parse(JSON.stringify(r))).toEqual(r);
    const bid: Call = r.calls[0]!.call;
    expect(bid).toEqual({ type: 'bid', level: 1, strain: 'H' });
    const seat: Seat = r.dealer;
    expect(seat).toBe('S');
  });
});
