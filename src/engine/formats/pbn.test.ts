/**
 * Table tests for the PBN reader and writer. Each case is a small PBN text written for the
 * test; the rule it checks is cited from shared/formats/pbn-lin.md (§3 summarises the PBN 2.1
 * standard) or the corpus README. Sections follow the order of the module comment of pbn.ts.
 */
import { describe, expect, it } from 'vitest';
import type { HandRecord } from '../record.ts';
import type { Diagnostic } from '../source.ts';
import { formatDiagnostic } from './diagnostics.ts';
import { decodeBytes } from './encoding.ts';
import { PBN_MAX_LINE, commentText, decodeDoubleDummyTricks, makePbn, parsePbn, pbnParseOf, pbnToRecord, type PbnParse } from './pbn.ts';

// The PBN standard's own example deal (Schiphol 1995, corpus README §3), North first.
const SCHIPHOL = 'N:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85';
// pbn-lin.md §3's example deal, South first.
const LESSON = 'S:A5.AKJ83.Q62.K74 QJT.76.KJT94.QJ3 K843.Q952.A7.982 9762.T4.853.AT65';

const head = (dealer = 'N', deal = SCHIPHOL, vul = 'None'): string => `[Dealer "${dealer}"]\n[Vulnerable "${vul}"]\n[Deal "${deal}"]\n`;

const codes = (r: PbnParse | readonly Diagnostic[]): string[] => ('diagnostics' in r ? r.diagnostics : r).map((d) => d.code);
const errors = (r: PbnParse): string[] => r.diagnostics.filter((d) => d.severity === 'error').map((d) => d.code);
const warnings = (r: PbnParse): string[] => r.diagnostics.filter((d) => d.severity === 'warning').map((d) => d.code);

/** The one record of a text that must read without an error. */
const record = (text: string): HandRecord => {
  const r = pbnParseOf(parsePbn(text));
  expect(errors(r)).toEqual([]);
  expect(r.records).toHaveLength(1);
  return r.records[0]!;
};

/** The record without source positions, for comparisons. */
const strip = <T>(x: T): T => JSON.parse(JSON.stringify(x, (k, v: unknown) => (k === 'pos' ? undefined : v))) as T;
const callsOf = (r: HandRecord): string[] => r.calls.map((c) => (c.call.type === 'bid' ? `${c.call.level}${c.call.strain}` : c.call.type));
const cardsOf = (r: HandRecord): string[] => r.play.map((p) => p.card);

// The pbn-lin.md §3 example, as written there.
const LESSON_GAME = `% PBN 2.1
[Event "Lesson 3: leading from a sequence"]
[Site "?"]
[Date "????.??.??"]
[Board "1"]
[West "Ben"]
[North "Cal"]
[East "Dee"]
[South "Ann"]
[Dealer "S"]
[Vulnerable "None"]
[Deal "${LESSON}"]
[Scoring "Rubber"]
[Declarer "S"]
[Contract "4H"]
[Result "10"]
[Hidden "WE"]
{A declarer-play lesson. East-West are hidden until the reader asks.}
[Auction "S"]
1H      2D   2H =1= Pass
4H      Pass Pass   Pass
[Note "1:single raise"]
[Play "W"]
DK {top of a sequence} DA D3 D2
H6     H2 H4 HA
H7     H5 HT HK =1=
*
[Note "1:trumps are drawn; South claims, conceding a diamond and two clubs"]
`;

describe('the pbn-lin.md §3 example', () => {
  const r = pbnParseOf(parsePbn(LESSON_GAME));
  const rec = r.records[0]!;

  it('reads without a problem, with the version line', () => {
    expect(r.diagnostics).toEqual([]);
    expect(r.version).toBe('2.1');
    expect(r.games).toHaveLength(1);
  });

  it('reads the deal from South clockwise (S:, then W, N, E)', () => {
    expect(rec.dealer).toBe('S');
    expect(rec.deal.S).toEqual(['SA', 'S5', 'HA', 'HK', 'HJ', 'H8', 'H3', 'DQ', 'D6', 'D2', 'CK', 'C7', 'C4']);
    expect(rec.deal.W?.slice(0, 3)).toEqual(['SQ', 'SJ', 'ST']);
    expect(rec.deal.E?.[0]).toBe('S9');
  });

  it('puts the seat columns back in the order played: North won trick 1 and led trick 2', () => {
    expect(cardsOf(rec)).toEqual(['DK', 'DA', 'D3', 'D2', 'H2', 'H4', 'HA', 'H6', 'HK', 'H7', 'H5', 'HT']);
  });

  it('numbers notes per section: note 1 of the auction and of the play differ', () => {
    expect(rec.calls[2]?.note).toBe('single raise');
    expect(rec.play[8]?.note).toBe('trumps are drawn; South claims, conceding a diamond and two clubs');
  });

  it('attaches commentary to the token before it, and commentary before the first call to the intro', () => {
    expect(rec.play[0]?.note).toBe('top of a sequence');
    expect(rec.intro).toBe('A declarer-play lesson. East-West are hidden until the reader asks.');
  });

  it('reads * and Result as a claim of ten tricks in all', () => {
    expect(rec.claim?.tricks).toBe(10);
    expect(rec.claim?.pos).toEqual({ line: 27, column: 1, length: 1 });
    expect(rec.result).toBe(10);
  });

  it('keeps the tags the record does not read, and drops the "?" placeholders', () => {
    expect(rec.title).toBe('Lesson 3: leading from a sequence');
    expect(rec.board).toBe('1');
    expect(rec.tags).toEqual({ West: 'Ben', North: 'Cal', East: 'Dee', South: 'Ann', Scoring: 'Rubber', Hidden: 'WE' });
    expect(rec.ruleSet).toBe('contract-duplicate');
  });

  it('gives every call and card its position', () => {
    expect(rec.calls[0]?.pos).toEqual({ line: 20, column: 1, length: 2 });
    expect(rec.play[4]?.pos).toEqual({ line: 25, column: 8, length: 2 });
  });
});

describe('tags (pbn-lin.md §3 "File level")', () => {
  it('decodes \\" and \\\\ in values; a ] inside a value is text', () => {
    const r = pbnParseOf(parsePbn('[Event "He said \\"go\\" \\\\ then ] left"]\n'));
    expect(r.games[0]?.tags[0]?.value).toBe('He said "go" \\ then ] left');
    expect(r.diagnostics).toEqual([]);
  });

  it('keeps other backslashes as text (table column specs)', () => {
    const r = pbnParseOf(parsePbn('[OptimumResultTable "Declarer;Denomination\\2R;Result\\2R"]\nN NT 9\n'));
    expect(r.games[0]?.tags[0]?.value).toBe('Declarer;Denomination\\2R;Result\\2R');
  });

  it('reads several tags on a line, no space before the value, and a tag spread over lines (correct_10 games 20-23)', () => {
    const r = pbnParseOf(parsePbn('[Event"a"] [Site "b"]\n [\n   Date\n     "2001.01.??"\n  ]\n'));
    expect(r.games[0]?.tags.map((t) => [t.name, t.value])).toEqual([
      ['Event', 'a'],
      ['Site', 'b'],
      ['Date', '2001.01.??'],
    ]);
    expect(r.diagnostics).toEqual([]);
  });

  it('"#" copies the value of the game before; "##" sets a default for the games that follow', () => {
    const r = pbnParseOf(parsePbn('[Event "##Club night"]\n[Site "Hall"]\n\n[Site "#"]\n\n[Event "Final"]\n[Site "#"]\n'));
    const value = (g: number, name: string) => r.games[g]?.tags.find((t) => t.name === name);
    expect(value(0, 'Event')).toMatchObject({ value: 'Club night', written: '##Club night' });
    expect(value(1, 'Event')).toMatchObject({ value: 'Club night', inherited: 'default' });
    expect(value(1, 'Site')).toMatchObject({ value: 'Hall', inherited: 'previous', written: '#' });
    expect(value(2, 'Event')?.value).toBe('Final');
    expect(value(2, 'Site')?.value).toBe('Hall');
    expect(r.diagnostics).toEqual([]);
  });

  it('reports "#" with nothing to copy, and "#" on a tag that must be written out', () => {
    const r = pbnParseOf(parsePbn(`[Event "#"]\n${head()}\n[Dealer "#"]\n[Deal "#"]\n`));
    expect(codes(r)).toEqual(['PBN_INHERIT_NOTHING', 'PBN_INHERIT_NOT_ALLOWED', 'PBN_INHERIT_NOT_ALLOWED']);
    // Lenient: the copied deal is used (1997-Orbis_Bermuda_Bowl--FF01.PBN writes [Deal "#"]).
    const lenient = pbnParseOf(parsePbn(`${head()}\n[Dealer "#"]\n[Deal "#"]\n`, { strict: false }));
    expect(lenient.records[1]?.deal).toEqual(lenient.records[0]?.deal);
    expect(errors(lenient)).toEqual([]);
  });

  it('ignores a repeated tag, keeping the first (import format)', () => {
    const r = pbnParseOf(parsePbn('[Site "A"]\n[Site "B"]\n', { strict: false }));
    expect(codes(r)).toEqual(['PBN_TAG_REPEATED']);
    expect(r.games[0]?.tags[1]).toMatchObject({ value: 'B', repeated: true });
  });

  it('keeps unknown tags, with a warning (expandability rule)', () => {
    const rec = pbnParseOf(parsePbn(`${head()}[Undealt "x"]\n`)).records[0]!;
    expect(rec.tags).toEqual({ Undealt: 'x' });
    expect(warnings(pbnParseOf(parsePbn(`${head()}[Undealt "x"]\n`)))).toEqual(['PBN_UNKNOWN_TAG']);
  });

  it.each([
    ['[Event]', 'PBN_TAG_NO_VALUE', 7],
    ['[Event No_quotes]', 'PBN_TAG_VALUE_UNQUOTED', 8],
    ['[Event "no end]', 'PBN_TAG_UNTERMINATED', 8],
    ['[Event "tab\there"]', 'PBN_BAD_CHARACTER', 12],
    ['[event "x"]', 'PBN_TAG_NAME', 2],
    ['[ "x"]', 'PBN_TAG_SYNTAX', 3],
    ['[Event "x"', 'PBN_TAG_UNCLOSED', 11],
  ])('reports %s as %s at its column', (text, code, column) => {
    const r = pbnParseOf(parsePbn(`${text}\n`));
    const d = r.diagnostics.find((x) => x.code === code);
    expect(d?.pos?.line).toBe(1);
    expect(d?.pos?.column).toBe(column);
    expect(r.diagnostics.filter((x) => x.code !== 'PBN_UNKNOWN_TAG')).toHaveLength(1);
  });

  it.each([
    ['Date', '95.06.10'],
    ['Date', '1995.o6.10'],
    ['Round', '-1'],
    ['Dealer', 'Black'],
    ['Vulnerable', 'E'],
    ['Declarer', 'White'],
    ['Contract', '5Hearts'],
    ['Result', 'C-2'],
    ['Score', '10.a'],
    ['ScoreIMP', '10.-10'],
    ['ScorePercentage', '-10'],
    ['ScoreRubber', '10. 10'],
    ['OptimumScore', '100'],
    ['Scoring', 'IMP;??'],
    ['Competition', 'Unknown tag'],
    ['Room', 'Kitchen'],
  ])('checks the value of [%s "%s"] (the verifier\'s errors files)', (name, value) => {
    expect(codes(pbnParseOf(parsePbn(`[${name} "${value}"]\n`)))).toContain('PBN_TAG_VALUE');
  });

  it.each([
    ['Date', '1998.03.21'],
    ['Date', '2014.07.??'],
    ['Date', '?'],
    ['Round', '1.A.2'],
    ['Vulnerable', 'Love'],
    ['Vulnerable', '-'],
    ['Vulnerable', 'Both'],
    ['Declarer', '^S'],
    ['Contract', '5HX'],
    ['Contract', 'Pass'],
    ['Contract', 'H'],
    ['Result', 'NS 9 EW 4'],
    ['Result', '^9'],
    ['Score', 'NS +550'],
    ['ScoreIMP', 'EW -2.5'],
    ['ScorePercentage', '0.'],
    ['ScoreRubber', 'EW 300/40 NS 50 / 70  '],
    ['OptimumScore', 'EW -300'],
    ['Scoring', 'MP;MP1'],
    ['Scoring', ''],
    ['Hidden', 'EWNS'],
  ])('accepts [%s "%s"] (the verifier\'s correct files)', (name, value) => {
    expect(pbnParseOf(parsePbn(`[${name} "${value}"]\n`)).diagnostics).toEqual([]);
  });

  it('checks that the two sides of a Result add up to 13', () => {
    expect(codes(pbnParseOf(parsePbn('[Result "NS 9 EW 2"]\n')))).toEqual(['PBN_RESULT_SUM']);
  });

  it('checks Vulnerable against ScoreRubberHistory, in either order (errors_20 games 3-6)', () => {
    expect(codes(pbnParseOf(parsePbn('[Vulnerable "All"]\n[ScoreRubberHistory "NS 0 0 / 100 0 EW 0 0 / 0 0"]\n')))).toEqual([
      'PBN_VULNERABLE_HISTORY',
    ]);
    expect(codes(pbnParseOf(parsePbn('[ScoreRubberHistory "NS 0 0 / 100 0 EW 0 0 / 0 0"]\n[Vulnerable "NS"]\n')))).toEqual([]);
    expect(codes(pbnParseOf(parsePbn('[Vulnerable "None"]\n[ScoreRubberHistory "NS 0 0 / 100 0 0 EW 0 0 / 0 100 0"]\n')))).toEqual([
      'PBN_VULNERABLE_HISTORY',
    ]);
  });
});

describe('file structure: escapes, comments, games (pbn-lin.md §3 "File level", "Comments")', () => {
  it('ignores % lines and ; comments; % EXPORT declares the export format', () => {
    const r = pbnParseOf(parsePbn('% PBN 2.1\n% EXPORT\n%Creator: someone\n[Event "a"] ; the event\n'));
    expect(r.version).toBe('2.1');
    expect(r.exportFormat).toBe(true);
    expect(r.games[0]?.tags[0]?.commentary[0]).toMatchObject({ text: ' the event', style: 'line' });
    expect(r.diagnostics).toEqual([]);
  });

  it('in export format, wants one tag per line from column 1', () => {
    const r = pbnParseOf(parsePbn('% EXPORT\n[Event "a"] [Site "b"]\n [Date "?"]\n'));
    expect(codes(r)).toEqual(['PBN_EXPORT_LAYOUT', 'PBN_EXPORT_LAYOUT']);
  });

  it('separates games by blank or whitespace-only lines, but not inside {}', () => {
    const r = pbnParseOf(parsePbn('[Event "a"]\n{one\n\ntwo}\n[Site "b"]\n \t\n[Event "c"]\n\n\n[Event "d"]\n'));
    expect(r.games.map((g) => g.tags.map((t) => t.value))).toEqual([['a', 'b'], ['c'], ['d']]);
    expect(r.games[0]?.tags[0]?.commentary[0]?.text).toBe('one\n\ntwo');
  });

  it('reads CRLF, CR and tabs like LF and spaces', () => {
    const lf = `${head('N')}[Auction "N"]\n1D 1S 3H 4S\n4NT X Pass Pass\n5C X 5H X\nAP\n`;
    const crlf = `${head('N')}[Auction "N"]\n1D\t1S\t3H\t4S\n4NT\tX\tPass\tPass\n5C\tX \t5H\tX\n\tAP\t\n`.replace(/\n/g, '\r\n');
    expect(strip(pbnParseOf(parsePbn(crlf)).records)).toEqual(strip(pbnParseOf(parsePbn(lf)).records));
    expect(strip(pbnParseOf(parsePbn(lf.replace(/\n/g, '\r'))).records)).toEqual(strip(pbnParseOf(parsePbn(lf)).records));
  });

  it('does not count a chunk of comments, or text without a tag, as a game', () => {
    const r = pbnParseOf(parsePbn('{isolated}\n\nstray words\n\n[Event "a"]\n', { strict: false }));
    expect(r.games).toHaveLength(1);
    expect(codes(r)).toEqual(['PBN_UNEXPECTED_TEXT']);
  });

  it('reports a line longer than the standard allows, and accepts one exactly at the limit', () => {
    const ok = `{${'x'.repeat(PBN_MAX_LINE - 2)}}\n[Event "a"]\n`;
    expect(pbnParseOf(parsePbn(ok)).diagnostics).toEqual([]);
    const long = `{${'x'.repeat(PBN_MAX_LINE - 1)}}\n[Event "a"]\n`;
    expect(pbnParseOf(parsePbn(long)).diagnostics.map((d) => [d.code, d.pos?.line, d.pos?.column])).toEqual([
      ['PBN_LINE_TOO_LONG', 1, PBN_MAX_LINE + 1],
    ]);
  });

  it('reports an unclosed comment, a stray } and a stray ]', () => {
    expect(codes(pbnParseOf(parsePbn('[Event "a"]\n{never closed\n')))).toEqual(['PBN_COMMENT_UNCLOSED']);
    expect(codes(pbnParseOf(parsePbn('[Event "a"] }\n')))).toEqual(['PBN_STRAY_BRACE']);
    expect(codes(pbnParseOf(parsePbn('[Event "a"] ]\n')))).toEqual(['PBN_STRAY_BRACKET']);
  });

  it('normalises commentary: blank edge lines dropped, diagram indentation kept, \\S \\H \\D \\C as suit symbols', () => {
    expect(commentText(' one line ')).toBe('one line');
    expect(commentText('\n      S A K\n   H 6 3  \n')).toBe('      S A K\n   H 6 3');
    expect(commentText('lead the \\SK, not the \\HA, \\D or \\C')).toBe('lead the ♠K, not the ♥A, ♦ or ♣');
  });

  it('gives commentary before the first tag, and on tags before the first call, to the intro', () => {
    const rec = record(`{Before the tags.}\n[Event "x"] {After the event.}\n${head()}[Auction "N"] {The bidding:}\n1D {opening} Pass\n`);
    expect(rec.intro).toBe('Before the tags.\n\nAfter the event.\n\nThe bidding:');
    expect(rec.calls[0]?.note).toBe('opening');
  });

  it('gives commentary after the Play tag to the last call (it sits between auction and play)', () => {
    const rec = record(
      `${head()}[Declarer "S"]\n[Contract "5HX"]\n[Auction "N"]\n1D 1S 3H 4S 4NT X Pass Pass 5C X 5H X AP\n[Play "W"] {West leads}\nSK H3 S4 S3\n`,
    );
    expect(rec.calls[rec.calls.length - 1]?.note).toBe('West leads');
  });
});

describe('the Auction section (pbn-lin.md §3 "Auction section")', () => {
  it('expands AP to three passes after a bid, four with no bid', () => {
    expect(callsOf(record(`${head()}[Auction "N"]\n1D AP\n`))).toEqual(['1D', 'pass', 'pass', 'pass']);
    expect(callsOf(record(`${head()}[Auction "N"]\nPass AP\n`))).toEqual(['pass', 'pass', 'pass', 'pass']);
    expect(callsOf(record(`${head()}[Auction "N"]\nAP\n`))).toEqual(['pass', 'pass', 'pass', 'pass']);
  });

  it('reads "-" for the seats before the dealer when the section starts at another column', () => {
    const rec = record(`${head('N')}[Auction "W"]\n- 1D 1S 3H\n4S AP\n`);
    expect(callsOf(rec)).toEqual(['1D', '1S', '3H', '4S', 'pass', 'pass', 'pass']);
  });

  it('wants the dealer to call first (errors_10 games 28-29)', () => {
    expect(codes(pbnParseOf(parsePbn(`${head('N')}[Auction "W"]\n1D\n`)))).toEqual(['PBN_AUCTION_DEALER_FIRST']);
    expect(codes(pbnParseOf(parsePbn(`${head('N')}[Auction "W"]\n- - 1D\n`)))).toEqual(['PBN_AUCTION_DEALER_FIRST']);
  });

  it('reads lowercase import forms, and flags P and 1N as not standard (an error when strict)', () => {
    expect(callsOf(record(`${head()}[Auction "N"]\n1d x xx pass 1nt\n`))).toEqual(['1D', 'double', 'redouble', 'pass', '1NT']);
    const r = pbnParseOf(parsePbn(`${head()}[Auction "N"]\nP 1N\n`));
    expect(errors(r)).toEqual(['PBN_NONSTANDARD', 'PBN_NONSTANDARD']);
    expect(r.records[0]).toBeNull();
    const lenient = pbnParseOf(parsePbn(`${head()}[Auction "N"]\nP 1N\n`, { strict: false }));
    expect(callsOf(lenient.records[0]!)).toEqual(['pass', '1NT']);
  });

  it('stops at "+" (the call still to be made) and "*" (nothing more given)', () => {
    expect(callsOf(record(`${head()}[Auction "N"]\n1S Pass 2D Pass\n+\n`))).toEqual(['1S', 'pass', '2D', 'pass']);
    expect(callsOf(record(`${head()}[Auction "N"]\n1S Pass *\n`))).toEqual(['1S', 'pass']);
  });

  it('reports a call after "+" (errors_20 games 9-11)', () => {
    expect(codes(pbnParseOf(parsePbn(`${head()}[Auction "N"]\n1S Pass + Pass\n`)))).toEqual(['PBN_AFTER_NEXT']);
    expect(codes(pbnParseOf(parsePbn(`${head()}[Auction "N"]\n1S Pass + +\n`)))).toEqual(['PBN_AFTER_NEXT']);
  });

  it('reads suffixes, NAGs and note references attached to a call or standing apart', () => {
    const r = pbnParseOf(parsePbn(`${head()}[Auction "N"]\n1C! 1D ? $13 2NT?=1= X $1\n[Note "1:both minors"]\n`));
    expect(r.diagnostics).toEqual([]);
    const items = r.games[0]!.sections[0]!.items;
    expect(items.map((i) => [i.text, i.suffix, i.nags, i.noteRefs])).toEqual([
      ['1C', '!', [], []],
      ['1D', '?', [13], []],
      ['2NT', '?', [], [1]],
      ['X', undefined, [1], []],
    ]);
    const rec = r.records[0]!;
    expect(rec.calls.map((c) => c.alert ?? false)).toEqual([true, false, false, true]);
    expect(rec.calls[2]?.note).toBe('both minors');
  });

  it.each([
    ['1C !!!', 'PBN_SUFFIX'],
    ['1D ! !', 'PBN_SUFFIX_TWICE'],
    ['1H ! $3', 'PBN_NAG_TWICE'],
    ['1S $3 !', 'PBN_SUFFIX_TWICE'],
    ['1NT $7', 'PBN_NAG'],
    ['2C $256', 'PBN_NAG'],
    ['2D $a', 'PBN_NAG'],
    ['2H =a=', 'PBN_NOTE_REF'],
    ['2S =44=', 'PBN_NOTE_REF'],
    ['! 1C', 'PBN_ANNOTATION_WITHOUT_TOKEN'],
  ])('reports "%s" (errors_10 game 35)', (calls, code) => {
    expect(codes(pbnParseOf(parsePbn(`[Dealer "N"]\n[Auction "N"]\n${calls}\n`)))).toContain(code);
  });

  it('checks the calls against the rules: insufficient bids, doubles of partner, redoubles of nothing', () => {
    expect(codes(pbnParseOf(parsePbn(`${head('N')}[Auction "N"]\n1D 1C\n`)))).toEqual(['PBN_CALL_INSUFFICIENT']);
    expect(codes(pbnParseOf(parsePbn(`${head('N')}[Auction "N"]\n1D Pass X\n`)))).toEqual(['PBN_CALL_ILLEGAL']);
    expect(codes(pbnParseOf(parsePbn(`${head('N')}[Auction "N"]\n1D X XX\n`)))).toEqual([]);
    expect(codes(pbnParseOf(parsePbn(`${head('N')}[Auction "N"]\n1D X Pass XX\n`)))).toEqual(['PBN_CALL_ILLEGAL']);
    expect(codes(pbnParseOf(parsePbn(`${head('N')}[Auction "N"]\n1D Pass Pass XX\n`)))).toEqual(['PBN_CALL_ILLEGAL']);
    expect(codes(pbnParseOf(parsePbn(`${head('N')}[Auction "N"]\n1D Pass Pass Pass 1H\n`)))).toEqual(['PBN_CALL_AFTER_END']);
  });

  it('accepts an insufficient bid marked ^I, and reports ^I on a sufficient bid (correct_10 game 3, errors_10 game 58)', () => {
    expect(codes(pbnParseOf(parsePbn(`${head('N')}[Auction "N"]\n1D ^I 1C\n`)))).toEqual([]);
    expect(codes(pbnParseOf(parsePbn(`${head('N')}[Auction "N"]\n1D ^I 1S\n`)))).toEqual(['PBN_IRREGULARITY_MARK']);
  });

  it('warns that a turn skipped with ^S cannot be kept', () => {
    const r = pbnParseOf(parsePbn(`${head('N')}[Auction "N"]\n^S 1D\n`));
    expect(r.diagnostics.map((d) => [d.code, d.severity])).toEqual([['PBN_IRREGULARITY_DROPPED', 'warning']]);
  });

  it('reports a token that is no call as an error even when lenient', () => {
    const r = pbnParseOf(parsePbn(`${head('N')}[Auction "N"]\n1D 1\n`, { strict: false }));
    expect(r.diagnostics.map((d) => [d.code, d.severity, d.pos?.column])).toEqual([['PBN_BAD_CALL', 'error', 4]]);
  });

  it('needs a Dealer to seat the calls (errors_10 game 24)', () => {
    const r = pbnParseOf(parsePbn('[Auction "W"]\n'));
    expect(codes(r)).toEqual(['PBN_NO_DEALER']);
    expect(r.records).toEqual([null]);
  });

  it('checks Contract and Declarer against a complete auction (errors_10 games 36-43)', () => {
    const game = (declarer: string, contract: string, calls: string) =>
      `[Dealer "S"]\n[Declarer "${declarer}"]\n[Contract "${contract}"]\n[Auction "S"]\n${calls}\n`;
    expect(codes(pbnParseOf(parsePbn(game('S', '1C', '1C AP'))))).toEqual([]);
    expect(codes(pbnParseOf(parsePbn(game('^N', '1C', '1C AP'))))).toEqual([]);
    expect(codes(pbnParseOf(parsePbn(game('N', '1C', '1C AP'))))).toEqual(['PBN_DECLARER_MISMATCH']);
    expect(codes(pbnParseOf(parsePbn(game('^S', '1C', '1C AP'))))).toEqual(['PBN_DECLARER_MISMATCH']);
    expect(codes(pbnParseOf(parsePbn(game('S', '1D', '1C AP'))))).toEqual(['PBN_CONTRACT_MISMATCH']);
    expect(codes(pbnParseOf(parsePbn(game('S', '1CX', '1C AP'))))).toEqual(['PBN_CONTRACT_MISMATCH']);
    expect(codes(pbnParseOf(parsePbn(game('S', '1C', '1C X AP'))))).toEqual(['PBN_CONTRACT_MISMATCH']);
    expect(codes(pbnParseOf(parsePbn(game('', 'Pass', '1C AP'))))).toEqual(['PBN_DECLARER_MISMATCH', 'PBN_CONTRACT_MISMATCH']);
  });

  it('lenient: puts back the passes an archive left out before the opening bid, when Contract and Declarer show it', () => {
    // rpbridge.net files (corpus README §3): North deals, East opens; the file starts with 1NT.
    const text = `${head('N')}[Declarer "E"]\n[Contract "1NT"]\n[Auction "N"]\n1NT AP\n`;
    const r = pbnParseOf(parsePbn(text, { strict: false }));
    expect(codes(r)).toEqual(['PBN_AUCTION_PASSES_MISSING']);
    expect(callsOf(r.records[0]!)).toEqual(['pass', '1NT', 'pass', 'pass', 'pass']);
    // Strict: no repair, the disagreement is reported.
    expect(errors(pbnParseOf(parsePbn(text)))).toEqual(['PBN_DECLARER_MISMATCH']);
  });
});

describe('the Play section (pbn-lin.md §3 "Play section")', () => {
  // Schiphol 1995, 5HX by South: West leads the ♠K, North ruffs and leads a club (corpus Schiphol.pbn).
  const schiphol = `${head('N')}[Declarer "S"]\n[Contract "5HX"]\n[Result "9"]\n[Auction "N"]\n1D 1S 3H 4S\n4NT X Pass Pass\n5C X 5H X\nAP\n[Play "W"]\nSK H3 S4 S3\nC5 C2 C6 CK\nS2 H6 S5 S7\nC8 CA CT C4\nD2 DA DT D3\nD4 DK H5 H7\n-  -  -  H2\n*\n`;

  it("uses the trump suit to find each trick's winner and the next leader", () => {
    const rec = record(schiphol);
    expect(cardsOf(rec)).toEqual([
      'SK',
      'H3',
      'S4',
      'S3', // West leads, North ruffs
      'C2',
      'C6',
      'CK',
      'C5', // North leads, South's king wins
      'S7',
      'S2',
      'H6',
      'S5', // South leads, North ruffs
      'CA',
      'CT',
      'C4',
      'C8',
      'DA',
      'DT',
      'D3',
      'D2',
      'DK',
      'H5',
      'H7',
      'D4', // East ruffs, South over-ruffs
      'H2', // South leads the last trick shown; the rest is claimed
    ]);
    expect(rec.claim?.tricks).toBe(9);
  });

  it('reads the same play whichever seat the deal starts from', () => {
    const fromWest = schiphol.replace(SCHIPHOL, 'W:KQT2.AT.J6542.85 .63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4');
    expect(strip(record(fromWest))).toEqual(strip(record(schiphol)));
  });

  it('keeps the play that stops without "*" and makes no claim of it', () => {
    const rec = record(schiphol.replace('-  -  -  H2\n*\n', ''));
    expect(rec.play).toHaveLength(24);
    expect(rec.claim).toBeUndefined();
    expect(rec.result).toBe(9);
  });

  it('stops at "+" and reports a card after it (errors_20 games 7-8, correct_20 games 27-28)', () => {
    const base = `[Dealer "N"]\n[Vulnerable "None"]\n[Deal "N:AKJT986.QJ3.4.Q6 32.K7654.T93.AJ5 ..AKQJ87652.K943 Q754.AT982..T872"]\n[Declarer "N"]\n[Contract "6S"]\n[Play "E"]\nD3 DA S5 D4\nHK D2 H2 HQ\nH7 D5 H8 HJ\n`;
    expect(cardsOf(record(`${base}S3 C3 +  SA\n`)).slice(12)).toEqual(['SA', 'S3', 'C3']);
    expect(cardsOf(record(`${base}+  -  -  SA\n`)).slice(12)).toEqual(['SA']);
    expect(codes(pbnParseOf(parsePbn(`${base}S3 +  S7 SA\n`)))).toEqual(['PBN_AFTER_NEXT']);
    expect(codes(pbnParseOf(parsePbn(`${base}+  +  -  SA\n`)))).toEqual(['PBN_AFTER_NEXT']);
  });

  it('reports a revoke (errors_10 game 44), and accepts it when marked ^R', () => {
    const game = (play: string) =>
      `[Dealer "N"]\n[Vulnerable "None"]\n[Deal "W:AKQJT9876543.2.. .AKQJT9876543.2. ..AKQJT9876543.2 2...AKQJT9876543"]\n[Declarer "S"]\n[Contract "7NT"]\n[Play "W"]\n${play}\n`;
    const r = pbnParseOf(parsePbn(game('SA HA DA CA')));
    expect(r.diagnostics.map((d) => [d.code, d.message])).toEqual([
      ['PBN_PLAY_REVOKE', 'South plays the ♣A to a spade lead while holding the ♠2: a player must follow suit.'],
    ]);
    expect(codes(pbnParseOf(parsePbn(game('SA HA DA ^R CA'))))).toEqual([]);
    expect(codes(pbnParseOf(parsePbn(game('SA ^R HA DA CA'))))).toEqual(['PBN_IRREGULARITY_MARK', 'PBN_PLAY_REVOKE']);
    expect(pbnParseOf(parsePbn(game('SA HA DA CA'), { strict: false })).diagnostics[0]?.severity).toBe('warning');
  });

  it('reports a card played twice or from the wrong hand', () => {
    const base = `${head('N')}[Declarer "S"]\n[Contract "5H"]\n[Play "W"]\n`;
    expect(codes(pbnParseOf(parsePbn(`${base}SK H3 S4 S3\nSK\n`)))).toContain('PBN_PLAY_CARD_TWICE');
    const r = pbnParseOf(parsePbn(`${base}SK S4 H3 S3\n`));
    expect(r.diagnostics[0]?.message).toBe("North plays the ♠4, but it is in East's hand.");
  });

  it('reads tricks written in the order played (rpbridge.net archives), with a problem', () => {
    // Trick 2 is written from its leader, North, instead of in the W N E S columns.
    const r = pbnParseOf(
      parsePbn(`${head('N')}[Declarer "S"]\n[Contract "5H"]\n[Play "W"]\nSK H3 S4 S3\nC2 C6 CK C5\n`, { strict: false }),
    );
    expect(codes(r)).toEqual(['PBN_PLAY_ORDER']);
    expect(cardsOf(r.records[0]!)).toEqual(['SK', 'H3', 'S4', 'S3', 'C2', 'C6', 'CK', 'C5']);
  });

  it('stops the record at an unknown card, with a warning for the cards after it', () => {
    const r = pbnParseOf(parsePbn(`${head('N')}[Declarer "S"]\n[Contract "5H"]\n[Play "W"]\nSK - S4 S3\n`));
    expect(r.diagnostics.map((d) => [d.code, d.severity])).toEqual([['PBN_PLAY_AFTER_UNKNOWN', 'warning']]);
    expect(cardsOf(r.records[0]!)).toEqual(['SK']);
  });

  it('needs a deal, a contract and a declarer to read the play (errors_10 games 25-27)', () => {
    expect(codes(pbnParseOf(parsePbn('[Declarer "S"]\n[Contract "5HX"]\n[Play "W"]\n')))).toEqual(['PBN_NO_DEAL']);
    expect(codes(pbnParseOf(parsePbn(`[Deal "${SCHIPHOL}"]\n[Contract "5HX"]\n[Play "W"]\n`)))).toEqual(['PBN_NO_DECLARER']);
    expect(codes(pbnParseOf(parsePbn(`[Deal "${SCHIPHOL}"]\n[Declarer "S"]\n[Play "W"]\n`)))).toEqual(['PBN_NO_CONTRACT']);
  });

  it('reads an end position: a strain-only contract, short hands, the first trick led by the Play seat (correct_20 game 31)', () => {
    const rec = record(
      '[Deal "N:.6.AKQ987.A9732 A865.KQ5.T.QJT6 J97.J98742.3.K4 QT2.AT.J6542.85"]\n[Contract "H"]\n[Play "W"]\nC5 C2 C6 CK\n',
    );
    expect(cardsOf(rec)).toEqual(['C5', 'C2', 'C6', 'CK']);
    expect(rec.tags?.Contract).toBe('H');
  });

  it('checks the Result against the tricks played (errors_10 games 60-61), but not a Result marked ^', () => {
    const withResult = (result: string) => schiphol.replace('[Result "9"]', `[Result "${result}"]`);
    expect(codes(pbnParseOf(parsePbn(withResult('4'))))).toEqual(['PBN_RESULT_IMPOSSIBLE']);
    // West still holds the ♥A: the declaring side cannot take all the remaining tricks.
    expect(codes(pbnParseOf(parsePbn(withResult('13'))))).toEqual(['PBN_RESULT_IMPOSSIBLE']);
    expect(codes(pbnParseOf(parsePbn(withResult('12'))))).toEqual([]);
    expect(codes(pbnParseOf(parsePbn(withResult('^4'))))).toEqual([]);
    expect(record(withResult('NS 9 EW 4')).result).toBe(9);
    expect(record(withResult('EW 4')).result).toBe(9);
  });

  it('reports tricks given for a passed-out hand (errors_10 games 54-55)', () => {
    expect(codes(pbnParseOf(parsePbn(`${head()}[Contract "Pass"]\n[Result "1"]\n`)))).toEqual(['PBN_RESULT_WITHOUT_CONTRACT']);
    expect(codes(pbnParseOf(parsePbn(`${head()}[Declarer ""]\n[Result "1"]\n`)))).toEqual(['PBN_RESULT_WITHOUT_CONTRACT']);
  });
});

describe('notes (pbn-lin.md §3)', () => {
  it('reports a reference without its note, an unused note and a bad note number (errors_10 games 56, 57, 72)', () => {
    const r = pbnParseOf(
      parsePbn(`[Dealer "N"]\n[Auction "N"]\n1D =1= 1S =2=\n[Note "1:one"]\n[Note "3:three"]\n[Note "33:x"]\n[Note "a:"]\n`),
    );
    expect(codes(r).sort()).toEqual(['PBN_NOTE_MISSING', 'PBN_NOTE_NUMBER', 'PBN_NOTE_SYNTAX', 'PBN_NOTE_UNUSED'].sort());
    expect(r.diagnostics.find((d) => d.code === 'PBN_NOTE_UNUSED')?.severity).toBe('warning');
  });

  it('reports a note outside any section (errors_10 game 23)', () => {
    expect(codes(pbnParseOf(parsePbn('[Note "1:Bad section"]\n')))).toEqual(['PBN_NOTE_OUTSIDE_SECTION']);
  });

  it('takes an auction note written after the play, with a problem (endplay #44)', () => {
    const text = `${head()}[Declarer "S"]\n[Contract "5HX"]\n[Auction "N"]\n1D =1= 1S 3H 4S 4NT X Pass Pass 5C X 5H X AP\n[Play "W"]\nSK H3 S4 S3\n[Note "1:natural"]\n`;
    const r = pbnParseOf(parsePbn(text, { strict: false }));
    expect(codes(r)).toEqual(['PBN_NOTE_MISPLACED']);
    expect(r.records[0]?.calls[0]?.note).toBe('natural');
  });
});

describe('the Deal tag (pbn-lin.md §3 "Identification tags")', () => {
  it('reads "-" as a hand not given, and lowercase and unordered ranks', () => {
    const rec = record('[Deal "W:- .36.akq987.a9732 - J973.J98742.3.K4"]\n');
    expect(rec.deal.W).toBeNull();
    expect(rec.deal.E).toBeNull();
    expect(rec.deal.N).toEqual(['H6', 'H3', 'DA', 'DK', 'DQ', 'D9', 'D8', 'D7', 'CA', 'C9', 'C7', 'C3', 'C2']);
    expect(rec.dealer).toBe('W'); // no Dealer, no Board: the Deal's first seat
  });

  it('uses the board number for a missing dealer (1 N, 2 E, 3 S, 4 W, ...)', () => {
    expect(record(`[Board "6"]\n[Deal "${SCHIPHOL}"]\n`).dealer).toBe('E');
  });

  it.each([
    [
      'W:KQT2.AT.J6542.85 K.63.AKQ987.A973 A8654.KQ5.T.QJT6 J973.J98742.3.K4',
      'PBN_DEAL_CARD_TWICE',
      'The ♠K is dealt twice: to West and to North.',
    ],
    [
      'W:KQT2.AT.J6542.852 .63.AKQ987.A973 A8654.KQ5.T.QJT6 J973.J98742.3.K4',
      'PBN_DEAL_HAND_SIZE',
      'West holds 14 cards (and North 12); a hand holds at most 13.',
    ],
    [
      'W:KQT2.AT.J6542.85J .63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4',
      'PBN_DEAL_HAND_SIZE',
      "West holds 14 cards: the ♣J is also in East's hand.",
    ],
    [
      'W:QT2.AT.J6542.85 .63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4',
      'PBN_DEAL_HAND_SIZE',
      'The hands given hold different numbers of cards (West 12, North 13, East 13, South 13); every hand must hold as many as the others.',
    ],
    [
      'W:vKQT2.AT.J6542.85 .63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4',
      'PBN_DEAL_BAD_RANK',
      '"v" in West\'s spades is not a rank: ranks are A K Q J T 9 8 7 6 5 4 3 2.',
    ],
    ['W:- - - -', 'PBN_DEAL_EMPTY', 'This Deal gives no cards at all.'],
    ['W:KQT2.AT.J6542.85', 'PBN_DEAL_SYNTAX', 'A Deal gives four hands (or - for a hand not given); this one gives 1.'],
    [
      'KQT2.AT.J6542.85 - - -',
      'PBN_DEAL_SYNTAX',
      '[Deal "KQT2.AT.J6542.85 - - -"] should start with the first seat and a colon, then four hands: "N:AKQ.JT9.876.5432 ..."',
    ],
  ])('reports [Deal "%s"] as %s', (deal, code, message) => {
    const r = pbnParseOf(parsePbn(`[Deal "${deal}"]\n`, { strict: false }));
    expect(r.diagnostics.map((d) => [d.code, d.message, d.severity])).toContainEqual([code, message, 'error']);
    expect(r.records).toEqual([null]);
  });

  it('points at the card dealt twice, and the formatter puts the caret under it', () => {
    const text = '[Deal "W:KQT2.AT.J6542.85 K.63.AKQ987.A973 A8654.KQ5.T.QJT6 J973.J98742.3.K4"]\n';
    const d = pbnParseOf(parsePbn(text)).diagnostics[0]!;
    expect(d.pos).toEqual({ line: 1, column: 27, length: 1 });
    expect(formatDiagnostic(d, text, 'x.pbn').split('\n').slice(0, 3)).toEqual([
      'x.pbn:1:27: error PBN_DEAL_CARD_TWICE: The ♠K is dealt twice: to West and to North.',
      '  1 | [Deal "W:KQT2.AT.J6542.85 K.63.AKQ987.A973 A8654.KQ5.T.QJT6 J973.J98742.3.K4"]',
      '    |                           ^',
    ]);
  });

  it('flags a double space between hands as a recoverable problem (errors_10 game 16)', () => {
    const r = pbnParseOf(parsePbn('[Deal "W:KQT2.AT.J6542.85  - - -"]\n', { strict: false }));
    expect(r.diagnostics.map((d) => [d.code, d.severity])).toEqual([['PBN_DEAL_SPACING', 'warning']]);
    expect(r.records[0]?.deal.W).toHaveLength(13);
  });

  it('reads suit letters repeated in a Deal (endplay #15) as not standard', () => {
    const r = pbnParseOf(parsePbn('[Deal "N:SA7.H864.DAK.C23 - - -"]\n', { strict: false }));
    expect(codes(r)).toEqual(['PBN_NONSTANDARD', 'PBN_NONSTANDARD', 'PBN_NONSTANDARD', 'PBN_NONSTANDARD']);
    expect(r.records[0]?.deal.N).toEqual(['SA', 'S7', 'H8', 'H6', 'H4', 'DA', 'DK', 'C3', 'C2']);
  });

  it('reads the other table of a board that has no Board, Dealer or Deal (rpbridge.net files)', () => {
    const r = pbnParseOf(
      parsePbn(`[Board "1"]\n${head('N')}[Contract "4S"]\n[Declarer "S"]\n\n[West "Other"]\n[Contract "3NT"]\n[Declarer "N"]\n`),
    );
    expect(codes(r)).toEqual(['PBN_DEAL_CARRIED']);
    expect(r.records[1]?.deal).toEqual(r.records[0]?.deal);
    expect(r.records[1]?.board).toBe('1');
    expect(r.games[1]?.tags.find((t) => t.name === 'Deal')?.inherited).toBe('carried');
  });
});

describe('the Auction Bridge dialect (ARCHITECTURE.md "The hand-record dialect")', () => {
  const royal = `${head('S', LESSON)}[RuleSet "royal-auction-1912"]\n[Contract "2R"]\n[Declarer "W"]\n[Auction "S"]\n1S 1R 2H 2R\nAP\n`;

  it('names the rule set with [RuleSet] and reads R, royal spades, in calls and the contract', () => {
    const rec = record(royal);
    expect(rec.ruleSet).toBe('royal-auction-1912');
    expect(rec.calls[1]?.call).toEqual({ type: 'bid', level: 1, strain: 'R' });
    expect(rec.tags).toBeUndefined();
  });

  it('gives a game without [RuleSet] to modern contract bridge, where R is no strain', () => {
    const r = pbnParseOf(parsePbn(royal.replace('[RuleSet "royal-auction-1912"]\n', '')));
    expect(r.diagnostics.filter((d) => d.code === 'PBN_STRAIN_NOT_IN_RULE_SET')).toHaveLength(3);
    expect(r.diagnostics[0]?.message).toBe('[Contract "2R"]: there are no royal spades under Contract Bridge (duplicate).');
  });

  it('reads NL, nullos, only with the nullos option', () => {
    const nullo = (options: string) => `${head('S', LESSON)}[RuleSet "whist-club-1926"]\n${options}[Auction "S"]\n1H 2NL AP\n`;
    expect(codes(pbnParseOf(parsePbn(nullo(''))))).toEqual(['PBN_STRAIN_NOT_IN_RULE_SET']);
    const rec = record(nullo('[RuleSetOptions "nullos;redeal=next-dealer"]\n'));
    expect(rec.options).toEqual({ nullos: true, passedOutRedeal: 'nextDealer' });
    expect(rec.calls[1]?.call).toEqual({ type: 'bid', level: 2, strain: 'NL' });
  });

  it('ranks bids by the rule set: under value calling 3S (2 a trick) is not enough over 1C (6)', () => {
    const text = `${head('S', LESSON)}[RuleSet "royal-auction-1912"]\n[Auction "S"]\n1C 1S\n`;
    expect(codes(pbnParseOf(parsePbn(text)))).toEqual(['PBN_CALL_INSUFFICIENT']);
    expect(codes(pbnParseOf(parsePbn(text.replace('1C 1S', '1C 4S'))))).toEqual([]);
  });

  it('reports an unknown rule set or option, and vulnerability under auction rules', () => {
    expect(codes(pbnParseOf(parsePbn(`${head()}[RuleSet "whist-club-1999"]\n`)))).toEqual(['PBN_RULE_SET_UNKNOWN']);
    expect(codes(pbnParseOf(parsePbn(`${head()}[RuleSet "whist-club-1926"]\n[RuleSetOptions "chicane"]\n`)))).toEqual(['PBN_RULE_OPTION']);
    expect(codes(pbnParseOf(parsePbn(`${head('N', SCHIPHOL, 'NS')}[RuleSet "whist-club-1926"]\n`)))).toEqual(['PBN_VULNERABLE_AUCTION']);
  });
});

describe('supplemental tables and double-dummy data (pbn-lin.md §3 "Supplemental sections")', () => {
  // correct_21.pbn game 1 (= kgb.pbn game 1): N-first rows.
  const deal = 'N:4.KJ32.842.AQ743 JT987.Q876.AK5.2 AK532.T.JT6.T985 Q6.A954.Q973.KJ6';
  const rows =
    'N  C  9\nN  D  6\nN  H  5\nN  S  6\nN NT  6\nE  C  3\nE  D  7\nE  H  8\nE  S  7\nE NT  6\nS  C  9\nS  D  6\nS  H  5\nS  S  6\nS NT  6\nW  C  3\nW  D  7\nW  H  8\nW  S  7\nW NT  7\n';
  const table = `[Deal "${deal}"]\n[OptimumResultTable "Declarer;Denomination\\2R;Result\\2R"]\n${rows}`;

  it('reads OptimumResultTable rows by their labels, whatever their order', () => {
    const r = pbnParseOf(parsePbn(table));
    expect(r.diagnostics).toEqual([]);
    const opt = r.games[0]!.supplement.optimumResultTable!;
    expect(opt.source).toBe('OptimumResultTable');
    expect(opt.tricks.N).toEqual({ NT: 6, S: 6, H: 5, D: 6, C: 9 });
    expect(opt.tricks.W).toEqual({ NT: 7, S: 7, H: 8, D: 7, C: 3 });
    const reversed = pbnParseOf(
      parsePbn(
        `[Deal "${deal}"]\n[OptimumResultTable "Declarer;Denomination\\2R;Result\\2R"]\n${rows.trim().split('\n').reverse().join('\n')}\n`,
      ),
    );
    expect(reversed.games[0]!.supplement.optimumResultTable).toEqual(opt);
    expect(r.games[0]!.supplement.tables[0]?.columns).toEqual([
      { name: 'Declarer' },
      { name: 'Denomination', width: 2, align: 'right' },
      { name: 'Result', width: 2, align: 'right' },
    ]);
  });

  it("decodes DoubleDummyTricks in Bridge Composer's order (declarers N, S, E, W; NT, S, H, D, C), labelled", () => {
    // The same table, written as BridgeComposer does.
    const r = pbnParseOf(parsePbn(`${table}[DoubleDummyTricks "66569665696787377873"]\n`));
    expect(r.diagnostics).toEqual([]);
    const dd = r.games[0]!.supplement.doubleDummyTricks!;
    expect(dd.encoding).toBe('declarer-nsew');
    expect(dd.tricks).toEqual(r.games[0]!.supplement.optimumResultTable!.tricks);
  });

  it('decodes the GIB library order (strain groups NT, S, H, D, C; declarers E, N, W, S; North-South tricks)', () => {
    const gib = decodeDoubleDummyTricks('7666666655556666a9a9', 'leader-nsew-gib')!;
    expect(gib.tricks.N).toEqual({ NT: 6, S: 6, H: 5, D: 6, C: 9 });
    expect(gib.tricks.E).toEqual({ NT: 6, S: 7, H: 8, D: 7, C: 3 });
    expect(gib.tricks.W).toEqual({ NT: 7, S: 7, H: 8, D: 7, C: 3 });
    // In a file whose OptimumResultTable agrees only with that order, the tag is read so and labelled.
    const r = pbnParseOf(parsePbn(`${table}[DoubleDummyTricks "7666666655556666a9a9"]\n`));
    expect(r.games[0]!.supplement.doubleDummyTricks?.encoding).toBe('leader-nsew-gib');
    expect(decodeDoubleDummyTricks('123', 'declarer-nsew')).toBeUndefined();
  });

  it('warns when DoubleDummyTricks and OptimumResultTable disagree', () => {
    expect(codes(pbnParseOf(parsePbn(`${table}[DoubleDummyTricks "00000000000000000000"]\n`)))).toEqual(['PBN_DD_DISAGREE']);
  });

  it('reports table errors: column spec, missing elements, sort order, comments and % in rows (errors_20 games 14-22)', () => {
    expect(codes(pbnParseOf(parsePbn('[ActionTable "Rank;Call\\L"]\n')))).toEqual(['PBN_TABLE_COLUMNS']);
    expect(codes(pbnParseOf(parsePbn('[ActionTable "Rank;Call"]\n1 4H\n2\n')))).toEqual(['PBN_TABLE_INCOMPLETE']);
    expect(codes(pbnParseOf(parsePbn('[ScoreTable "-Rank\\3R;Score"]\n1 500\n3 470\n2 450\n')))).toEqual(['PBN_TABLE_ORDER']);
    expect(codes(pbnParseOf(parsePbn('[ScoreTable "+Score"]\n500\n470\n')))).toEqual([]);
    expect(codes(pbnParseOf(parsePbn('[ActionTable "Rank;Call"]\n1 4H ; no comment here\n')))).toEqual(['PBN_TABLE_COMMENT']);
    expect(codes(pbnParseOf(parsePbn('[ActionTable "Rank;Call"]\n; a comment line is fine\n1 4H\n')))).toEqual([]);
    expect(codes(pbnParseOf(parsePbn('[ActionTable "Rank;MyText"]\n1 %\n')))).toEqual(['PBN_TABLE_ELEMENT']);
  });

  it("reads quoted table elements with spaces, and keeps tables out of the record's tags", () => {
    const r = pbnParseOf(parsePbn(`[Deal "${deal}"]\n[TotalScoreTable "Rank\\2R;Names\\20"]\n 1 "Ann Lee;Bo Kim" \n`));
    expect(r.games[0]!.supplement.tables[0]?.rows).toEqual([['1', 'Ann Lee;Bo Kim']]);
    expect(r.records[0]?.tags).toBeUndefined();
  });

  it("keeps an unknown section's lines, with a warning", () => {
    const r = pbnParseOf(parsePbn(`[Deal "${deal}"]\n[GameScores "x"]\n1 2 3\n`));
    expect(codes(r)).toEqual(['PBN_UNKNOWN_TAG', 'PBN_UNKNOWN_SECTION']);
    expect(r.games[0]!.sections[0]?.elements.map((e) => e.text)).toEqual(['1', '2', '3']);
  });
});

describe('strict and lenient', () => {
  const text = `${head()}[Auction "N"]\n1D 1S 3H =1= 4S\n`;

  it('strict (the default): a problem is an error and the game gets no record', () => {
    const r = pbnParseOf(parsePbn(text));
    expect(r.diagnostics.map((d) => [d.code, d.severity])).toEqual([['PBN_NOTE_MISSING', 'error']]);
    expect(r.records).toEqual([null]);
    expect(r.byGame).toEqual([r.diagnostics]);
  });

  it('lenient: the same problem is a warning and the record is built', () => {
    const r = pbnParseOf(parsePbn(text, { strict: false }));
    expect(r.diagnostics.map((d) => [d.code, d.severity])).toEqual([['PBN_NOTE_MISSING', 'warning']]);
    expect(callsOf(r.records[0]!)).toEqual(['1D', '1S', '3H', '4S']);
  });

  it('reports every independent problem in one pass, in the order of the text', () => {
    const r = pbnParseOf(
      parsePbn(
        `[Date "95.06.10"]\n[Deal "W:KQT2.AT.J6542.85 K.63.AKQ987.A973 - -"]\n\n[Vulnerable "E"]\n[Dealer "N"]\n[Auction "N"]\n1D 1C\n`,
      ),
    );
    expect(codes(r)).toEqual(['PBN_TAG_VALUE', 'PBN_DEAL_CARD_TWICE', 'PBN_TAG_VALUE', 'PBN_CALL_INSUFFICIENT']);
    expect(r.diagnostics.map((d) => d.pos?.line)).toEqual([1, 2, 4, 7]);
  });

  it('pbnToRecord gives the record of one game, or every problem', () => {
    const r = pbnParseOf(parsePbn(`${LESSON_GAME}\n${text}`, { strict: false }));
    const good = pbnToRecord(r.games[0]!);
    expect(good.ok && strip(good.value)).toEqual(strip(r.records[0]));
    const bad = pbnToRecord(r.games[1]!);
    expect(bad.ok ? [] : codes(bad.error)).toEqual(['PBN_NOTE_MISSING']);
    expect(pbnToRecord(r.games[1]!, { strict: false }).ok).toBe(true);
    const tagsOnly = pbnToRecord(pbnParseOf(parsePbn('[Event "x"]\n')).games[0]!);
    expect(tagsOnly.ok ? [] : codes(tagsOnly.error)).toEqual(['PBN_NO_DEAL']);
  });
});

describe('bytes and characters (pbn-lin.md §3: Latin-1, UTF-8, Windows-1252)', () => {
  it('reads a Latin-1 file through decodeBytes', () => {
    const bytes = Uint8Array.from(
      [...'[Site "Chorz']
        .map((c) => c.charCodeAt(0))
        .concat(
          [0xf3],
          [...'w"]\n'].map((c) => c.charCodeAt(0)),
        ),
    );
    const { text, encoding } = decodeBytes(bytes);
    expect(encoding).toBe('latin1');
    expect(pbnParseOf(parsePbn(text)).games[0]?.tags[0]?.value).toBe('Chorzów');
  });

  it('reads UTF-8 suit symbols in notes as they are', () => {
    const rec = record(`${head()}[Auction "N"]\n1D =1= Pass\n[Note "1:4+ ♦"]\n`);
    expect(rec.calls[0]?.note).toBe('4+ ♦');
  });
});

describe('makePbn: the export format (pbn-lin.md §3)', () => {
  const rec = pbnParseOf(parsePbn(LESSON_GAME)).records[0]!;
  const out = makePbn(rec);
  const lines = out.split('\r\n');

  it('ends every line with CRLF and heads the file with % PBN 2.1 and % EXPORT', () => {
    expect(out.endsWith('\r\n')).toBe(true);
    expect(out.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(lines.slice(0, 3)).toEqual(['% PBN 2.1', '% EXPORT', '']);
  });

  it('writes the fifteen mandatory tags first, in order, then the others alphabetically', () => {
    const names = lines.filter((l) => l.startsWith('[')).map((l) => /^\[(\w+)/.exec(l)![1]);
    expect(names.slice(0, 15)).toEqual([
      'Event',
      'Site',
      'Date',
      'Board',
      'West',
      'North',
      'East',
      'South',
      'Dealer',
      'Vulnerable',
      'Deal',
      'Scoring',
      'Declarer',
      'Contract',
      'Result',
    ]);
    expect(names.slice(15)).toEqual(['Auction', 'Hidden', 'Play', 'RuleSet']);
  });

  it('writes the Deal from the dealer, the Auction from the dealer and the Play from the opening leader in seat columns', () => {
    expect(lines).toContain(`[Deal "${LESSON}"]`);
    expect(lines).toContain('[Auction "S"]');
    expect(lines).toContain('[Play "W"]');
    expect(lines).toContain('H6 H2 H4 HA');
    expect(lines).toContain('*');
  });

  it('keeps every line within the limit', () => {
    const long = { ...rec, intro: `${'word '.repeat(120)}end` };
    expect(
      makePbn(long)
        .split('\r\n')
        .every((l) => l.length <= PBN_MAX_LINE),
    ).toBe(true);
  });

  it('writes alerts as $1, suit symbols as \\S \\H \\D \\C, a note with "}" as a [Note]', () => {
    const annotated: HandRecord = {
      ...rec,
      calls: rec.calls.map((c, i) => (i === 0 ? { ...c, alert: true, note: 'five ♥ {or more}' } : c)),
    };
    const text = makePbn(annotated);
    expect(text).toContain('1H $1 =1= 2D');
    expect(text).toContain('[Note "1:five \\H {or more}"]');
    expect(strip(pbnParseOf(parsePbn(text)).records[0])).toEqual(strip(annotated));
  });

  it('numbers [Note]s from 1 to 32 per section, reusing the number of a repeated text', () => {
    const calls = Array.from({ length: 36 }, (_, i) => ({
      call: { type: 'bid' as const, level: 1 as const, strain: 'C' as const },
      note: `x} ${i % 34}`,
    }));
    const text = makePbn({ ruleSet: 'contract-duplicate', dealer: 'N', deal: { N: null, E: null, S: null, W: null }, calls, play: [] });
    expect(text.match(/\[Note "/g)).toHaveLength(32);
    expect(text).toContain('1C =1= 1C =2=');
    expect(text).toContain('1C {x) 32}');
    const back = pbnParseOf(parsePbn(text, { strict: false }));
    expect(codes(back).filter((c) => c !== 'PBN_CALL_INSUFFICIENT')).toEqual([]);
    expect(back.records[0]?.calls[34]?.note).toBe('x} 0');
  });

  it('round-trips: reading what was written gives the same record', () => {
    expect(strip(pbnParseOf(parsePbn(out)).records[0])).toEqual(strip(rec));
  });

  it.each([
    ['a passed-out hand', `${head('E')}[Auction "E"]\nAP\n`],
    ['a diagram with unknown hands', '[Deal "W:- .63.AKQ987.A9732 - J973.J98742.3.K4"]\n[Dealer "S"]\n[Vulnerable "NS"]\n'],
    ['a royal-auction hand', `${head('S', LESSON)}[RuleSet "royal-auction-1912"]\n[Auction "S"]\n1S 1R 2H 2R\nAP\n`],
    ['an unfinished auction', `${head('S', LESSON)}[Auction "S"]\n1H 2D\n+\n`],
    [
      'a swapped declarer and a sided result',
      `[Dealer "S"]\n[Vulnerable "None"]\n[Deal "${LESSON}"]\n[Declarer "^N"]\n[Contract "1C"]\n[Result "NS 7 EW 6"]\n[Auction "S"]\n1C AP\n`,
    ],
    [
      'an end position',
      '[Dealer "N"]\n[Vulnerable "None"]\n[Deal "N:.6.AKQ987.A9732 A865.KQ5.T.QJT6 J97.J98742.3.K4 QT2.AT.J6542.85"]\n[Contract "H"]\n[Play "W"]\nC5 C2 C6 CK\n',
    ],
    [
      'multi-line commentary with a diagram',
      `${head()}{\n      S A K\n   H 6 3\n\nSecond paragraph.}\n[Auction "N"]\n1D {a long comment that goes on and on and on, well past two hundred characters, so that the writer must put it on lines of its own, which it does with the braces standing alone on their lines; and it keeps going for a while yet} AP\n`,
    ],
    ['a title that differs from the event', `[Event "Club night"]\n[Title "A squeeze"]\n${head()}`],
  ])('round-trips %s', (_name, text) => {
    const first = record(text);
    const written = makePbn(first);
    const again = pbnParseOf(parsePbn(written));
    expect(errors(again)).toEqual([]);
    expect(strip(again.records[0])).toEqual(strip(first));
  });

  it('writes several records as several games', () => {
    const text = makePbn([rec, rec]);
    expect(pbnParseOf(parsePbn(text)).records).toHaveLength(2);
  });
});

describe('large inputs (no step of the reader may grow with the square of the input)', () => {
  // Each of these would take minutes if some step grew with the square of the input; the
  // 30-second time-out is the guard (a linear reader needs a second or two).
  it('a game of 100,000 tags', () => {
    const text = Array.from({ length: 100_000 }, (_, i) => `[T${i} "x"]`).join('\n');
    const r = pbnParseOf(parsePbn(text, { strict: false }));
    expect(r.games[0]?.tags).toHaveLength(100_000);
  }, 30_000);

  it('a table of 100,000 elements with a comment on every line, and a line of 200,000 "["', () => {
    const rows = Array.from({ length: 50_000 }, (_, i) => `${i} x\n{c}`).join('\n');
    const r = pbnParseOf(parsePbn(`[ActionTable "Rank;Call"]\n${rows}\n`, { strict: false }));
    expect(r.games[0]?.supplement.tables[0]?.rows).toHaveLength(50_000);
    expect(pbnParseOf(parsePbn('['.repeat(200_000))).diagnostics.length).toBeGreaterThan(0);
  }, 30_000);

  it('an auction of 100,000 calls with a note reference each', () => {
    const r = pbnParseOf(
      parsePbn(`[Dealer "N"]\n[Auction "N"]\n${'1C =1= '.repeat(100_000)}\n[Play "E"]\n[Note "1:x"]\n`, { strict: false }),
    );
    expect(r.games[0]?.sections[0]?.items).toHaveLength(100_000);
  }, 30_000);

  it('a game of 130,000 comments, before the auction and on its leading "-" (no stack overflow)', () => {
    const comments = '{c}\n'.repeat(130_000);
    const tagged = pbnParseOf(parsePbn(`[Event "x"]\n${comments}${head()}`));
    expect(codes(tagged)).toEqual([]);
    expect(tagged.records[0]?.intro?.split('\n\n')).toHaveLength(130_000);
    const dashes = pbnParseOf(parsePbn(`${head('E')}[Auction "N"]\n-\n${comments}Pass Pass Pass Pass\n`));
    expect(codes(dashes)).toEqual([]);
    expect(dashes.records[0]?.intro?.split('\n\n')).toHaveLength(130_000);
  }, 30_000);
});

describe('never throws', () => {
  it.each([
    [''],
    ['['],
    ['[Deal'],
    ['[Deal "'],
    ['{'],
    ['[Auction "N"]\n1C'],
    ['[Play "Q"]\nSK'],
    ['[Dealer "N"]\n[Auction "X"]\n- - - - - 1C AP 1D'],
    ['[Deal "N:AKQJT98765432... - - -"]\n[Contract "7S"]\n[Declarer "S"]\n[Play "W"]\n- - - - SA SA SA SA * SA'],
    ['\u0000\u0085\ufffd[\t]{}"'],
  ])('on %j', (text) => {
    const r = pbnParseOf(parsePbn(text));
    expect(r.diagnostics.every((d) => d.pos !== undefined && d.code !== 'PBN_INTERNAL')).toBe(true);
  });
});

describe('a card judged a mistake', () => {
  const game = (play: string): string =>
    `[Event "m"]\n[Board "1"]\n[Dealer "N"]\n[Vulnerable "None"]\n[Deal "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432"]\n[RuleSet "whist-club-1926"]\n[Auction "N"]\n7NT Pass Pass Pass\n[Play "E"]\n${play} - - -\n*\n`;
  it.each([
    ['DT?', true],
    ['DT??', true],
    ['DT?!', true],
    ['DT $10', true],
    ['DT!', false],
    ['DT!?', false],
    ['DT $7', false],
    ['DT', false],
  ])('%s is marked %s', (play, marked) => {
    const r = pbnParseOf(parsePbn(game(play)));
    expect(r.records[0]?.play[0]?.mistake === true).toBe(marked);
  });
});

describe('parsePbn returns a Result', () => {
  it('ok without an error (lenient warnings stay in diagnostics), err with one, the whole reading on both sides', () => {
    const good = parsePbn(`${head()}[Auction "N"]\nPass Pass Pass Pass\n`);
    expect(good.ok).toBe(true);
    const bad = parsePbn(`${head()}[Auction "N"]\nPass Pass Pass Pass\n\n[Site "A"]\n[Site "B"]\n`);
    expect(bad.ok).toBe(false);
    expect(pbnParseOf(bad).games).toHaveLength(2);
    expect(pbnParseOf(bad).records[0]).not.toBeNull();
    const lenient = parsePbn('[Site "A"]\n[Site "B"]\n', { strict: false });
    expect(lenient.ok).toBe(true);
    expect(pbnParseOf(lenient).diagnostics.map((d) => d.severity)).toEqual(['warning']);
    expect(parsePbn('').ok).toBe(true);
  });
});
