/**
 * The engine's diagnostics in German (issue 18): the catalogues (`en-diagnostics.ts`,
 * `de-diagnostics.ts`) against the engine's codes, and the proof that the English did not
 * change: for broken files of every kind the Lab reads (the Lab's own broken PBN of
 * tests/e2e/lab.spec.ts, one broken text per template below, and the third-party corpus when it
 * is present), every diagnostic's English template filled with its args is exactly the engine's
 * message and hint, and its German is German.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { applyCall, CALL_ERROR_CODES, callName, formatCall, startAuction } from '../engine/auction.ts';
import { DEAL_CODES, validateDeal } from '../engine/deal.ts';
import { decodeBytes } from '../engine/formats/encoding.ts';
import { LIN_CODES, parseBboUrl, parseLin } from '../engine/formats/lin.ts';
import { decodeHandLink, encodeHandLink, LINK_CODES } from '../engine/formats/link.ts';
import { bytesOf, crc16, put, putGamma, toBase64url, type Writer } from '../engine/formats/link/bits.ts';
import { makePbn, parsePbn, pbnParseOf, PBN_CODES, pbnToRecord } from '../engine/formats/pbn.ts';
import { applyCard, checkClaimTotal, legalPlays, PLAY_ERROR_CODES, startPlay } from '../engine/play.ts';
import { checkRecord, type HandRecord } from '../engine/record.ts';
import { RECORD_CODES } from '../engine/record/check.ts';
import { RULE_SETS } from '../engine/rules/index.ts';
import type { Diagnostic } from '../engine/source.ts';
import { RANKS, SEAT_NAMES, SEATS, STRAIN_NAMES, STRAINS, SUIT_NAMES, SUITS, type Call, type Card, type Level } from '../engine/types.ts';
import { openLink, problemText } from '../components/HandGallery/embed.ts';
import { diagnosticViews, readSource, type Readers } from '../components/HandLab/source.ts';
import { registerStrings, setPageLang } from './ambient.ts';
import { deDiagnostics } from './de-diagnostics.ts';
import { deRuleSets } from './de-rule-sets.ts';
import { diagnosticText, renderDiagnostic, type DiagnosticLike, type TemplateLookup } from './diagnostics.ts';
import { enDiagnostics } from './en-diagnostics.ts';
import { placeholdersOf } from './index.ts';
import { ruleSetKeys } from './rule-sets.ts';
import { BROKEN_PBN } from '../components/HandLab/fixtures.ts';

const en: Readonly<Record<string, string>> = { ...enDiagnostics, ...ruleSetKeys(Object.values(RULE_SETS)) };
const de: Readonly<Record<string, string>> = { ...deDiagnostics, ...deRuleSets };
/** Every key the English catalogue was asked for: the words as well as the templates. */
const looked = new Set<string>();
const enLookup: TemplateLookup = (key) => {
  looked.add(key);
  return en[key];
};
const deLookup: TemplateLookup = (key) => de[key];

/** Codes that speak in another code's templates: the PBN reader reports the auction's refusals under its own codes. */
const BORROWED: Readonly<Record<string, readonly string[]>> = {
  PBN_CALL_AFTER_END: ['AUCTION_OVER'],
  PBN_CALL_INSUFFICIENT: ['BID_INSUFFICIENT'],
  PBN_CALL_ILLEGAL: ['DOUBLE_NOTHING', 'DOUBLE_OWN_SIDE', 'DOUBLE_AGAIN', 'REDOUBLE_NOT_DOUBLED', 'REDOUBLE_BY_DOUBLERS', 'REDOUBLE_AGAIN'],
};

/** Every code the Lab can show from the engine, by the constant that lists it. */
const CODES: Readonly<Record<string, readonly string[]>> = {
  PBN_CODES,
  LIN_CODES,
  LINK_CODES,
  DEAL_CODES,
  CALL_ERROR_CODES,
  PLAY_ERROR_CODES,
  RECORD_CODES,
  EMBED: ['EMBED_LINK_TOO_LONG'],
};

/** The message templates (not hints, words or frames): `diag.<template>`. */
const messageKeys = Object.keys(enDiagnostics).filter(
  (k) =>
    !k.endsWith('.hint') &&
    !/^diag\.(seat|rank|suit|suits|strain|strains|level|bid|call|list|ncards|ntricks|word|player|hand|frame)\b/.test(k),
);

/** Words of English prose that no German template may keep. */
const ENGLISH = /\b(the|is|are|of|and|not|with|this|has|must|should|cannot|which|written|before|after|there|holds|played|hand's)\b/i;

describe('the catalogues', () => {
  test('every code the engine lists has an English template, and every template belongs to a code', () => {
    const missing: string[] = [];
    for (const [list, codes] of Object.entries(CODES)) {
      for (const code of codes) {
        const own = messageKeys.some((k) => k === `diag.${code}` || k.startsWith(`diag.${code}.`));
        const borrowed = (BORROWED[code] ?? []).every((c) => messageKeys.some((k) => k === `diag.${c}` || k.startsWith(`diag.${c}.`)));
        if (!own && !(BORROWED[code] && borrowed)) missing.push(`${list}: ${code}`);
      }
    }
    expect(missing).toEqual([]);
    const all = new Set(Object.values(CODES).flat());
    expect(messageKeys.filter((k) => !all.has(k.slice('diag.'.length).split('.')[0]!))).toEqual([]);
  });

  test('the German catalogue has every English key, no other, with the same placeholders', () => {
    expect(Object.keys(deDiagnostics).sort()).toEqual(Object.keys(enDiagnostics).sort());
    const literal = (ps: string[]): string[] => ps.filter((p) => p !== 'braces');
    for (const [key, text] of Object.entries(enDiagnostics)) {
      const german = (deDiagnostics as Record<string, string>)[key] ?? '';
      expect(literal(placeholdersOf(german)), key).toEqual(literal(placeholdersOf(text)));
      expect(german.trim(), key).not.toBe('');
    }
  });

  test('the German templates keep no English prose', () => {
    const english = Object.entries(deDiagnostics).filter(([, text]) =>
      ENGLISH.test(text.replace(/\[[^\]]*\]|"[^"]*"|\{[A-Za-z0-9_]+\}/g, '')),
    );
    expect(english.map(([k, t]) => `${k}: ${t}`)).toEqual([]);
  });

  test("the English words are the engine's", () => {
    for (const seat of SEATS) expect(en[`diag.seat.${seat}`]).toBe(SEAT_NAMES[seat]);
    for (const suit of SUITS) {
      expect(en[`diag.suit.${suit}`]).toBe(SUIT_NAMES[suit].one);
      expect(en[`diag.suits.${suit}`]).toBe(SUIT_NAMES[suit].many);
    }
    for (const strain of STRAINS) {
      expect(en[`diag.strain.${strain}`]).toBe(STRAIN_NAMES[strain].one);
      expect(en[`diag.strains.${strain}`]).toBe(STRAIN_NAMES[strain].many);
    }
    for (const rank of RANKS) expect(en[`diag.rank.${rank}`]).toBe(rank);
  });

  test("calls in words, from one to ten tricks and in every strain, are the engine's (callName)", () => {
    const lookup: TemplateLookup = (key) => (key === 'diag.TEST' ? '{call}' : enLookup(key));
    const calls: Call[] = [{ type: 'pass' }, { type: 'double' }, { type: 'redouble' }];
    for (let level = 1; level <= 10; level++) for (const strain of STRAINS) calls.push({ type: 'bid', level: level as Level, strain });
    for (const call of calls) {
      const d: DiagnosticLike = { code: 'TEST', message: callName(call), args: { call: formatCall(call) } };
      expect(renderDiagnostic(d, lookup, 'en')?.message).toBe(callName(call));
      expect(renderDiagnostic(d, (key) => (key === 'diag.TEST' ? '{call}' : deLookup(key)), 'de')?.message).toBeTruthy();
    }
  });

  test("the German words are the club's: Nord, Ost, Süd, West; Pik, Coeur, Karo, Treff; A K D B 10", () => {
    expect(SEATS.map((s) => de[`diag.seat.${s}`])).toEqual(['Nord', 'Ost', 'Süd', 'West']);
    expect(SUITS.map((s) => de[`diag.suits.${s}`])).toEqual(['Pik', 'Coeur', 'Karo', 'Treff']);
    expect(['A', 'K', 'Q', 'J', 'T'].map((r) => de[`diag.rank.${r}`])).toEqual(['A', 'K', 'D', 'B', '10']);
    expect(de['diag.strains.NT']).toBe('Sans Atout');
  });
});

const READERS: Readers = { parsePbn, makePbn, parseLin, parseBboUrl };

/** A deal of 4-3-3-3 hands, each seat with the top of one suit: spades North's, hearts West's, diamonds South's, clubs East's. */
const DEAL = 'N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765';
/** Each hand one whole suit: North the spades, East the hearts, South the diamonds, West the clubs. */
const SUITED = 'N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432';

/** The tags before the sections of a game, with some changed (`null` drops a tag). */
const head = (changes: Readonly<Record<string, string | null>> = {}): string[] =>
  Object.entries({ Event: 'Broken', Dealer: 'N', Vulnerable: 'None', Deal: DEAL, RuleSet: 'whist-club-1926', ...changes })
    .filter((e): e is [string, string] => e[1] !== null)
    .map(([name, value]) => `[${name} "${value}"]`);

/** A game: its tags, more tags, an Auction from North (if given), and what follows it. */
const game = (
  tags: readonly string[],
  auction: readonly string[] | null,
  rest: readonly string[] = [],
  tagsBefore: readonly string[] = head(),
): string => [...tagsBefore, ...tags, ...(auction ? ['[Auction "N"]', ...auction] : []), ...rest].join('\n');

/** One spade by North, East to lead, with these lines of play (seat columns from East). */
const played = (lines: readonly string[], auction: readonly string[] = ['1S Pass Pass Pass'], tagsBefore = head()): string =>
  game([], auction, ['[Play "E"]', ...lines], tagsBefore);

const PASSES = [{ call: { type: 'pass' } }, { call: { type: 'pass' } }, { call: { type: 'pass' } }, { call: { type: 'pass' } }] as const;

/** A whole legal play of one spade by North on {@link DEAL}: each player plays the first card the rules allow. */
const FULL_PLAY: { card: Card }[] = (() => {
  const deal = pbnParseOf(parsePbn(game([], ['1S Pass Pass Pass']))).records[0]!.deal as never;
  const out: { card: Card }[] = [];
  let state = startPlay(deal, { declarer: 'N', strain: 'S' });
  while (!state.complete) {
    const card = legalPlays(state)[0]!;
    out.push({ card });
    const next = applyCard(state, card);
    if (!next.ok) throw new Error(next.error.message);
    state = next.value;
  }
  return out;
})();

/** {@link FULL_PLAY} as the lines of a Play section: tricks in seat columns from East. */
const FULL_PLAY_LINES: string[] = (() => {
  const seats = ['E', 'S', 'W', 'N'];
  const lines: string[] = [];
  let leader = 1; // East leads the first trick.
  let state = startPlay(pbnParseOf(parsePbn(game([], ['1S Pass Pass Pass']))).records[0]!.deal as never, { declarer: 'N', strain: 'S' });
  for (let t = 0; t < 13; t++) {
    const trick = FULL_PLAY.slice(t * 4, t * 4 + 4).map((p) => p.card);
    const bySeat: Record<string, Card> = {};
    trick.forEach((card, k) => (bySeat[['N', 'E', 'S', 'W'][(leader + k) % 4]!] = card));
    lines.push(seats.map((s) => bySeat[s]).join(' '));
    for (const card of trick) {
      const next = applyCard(state, card);
      if (next.ok) state = next.value;
    }
    leader = ['N', 'E', 'S', 'W'].indexOf(state.toPlay ?? 'N');
  }
  return lines;
})();

/** One broken text per template the PBN reader, the LIN reader and BBO links can report (and a few more). */
const BROKEN: Readonly<Record<string, string>> = {
  // The text.
  lineTooLong: game([`{${'x'.repeat(300)}}`], null),
  commentUnclosed: game([], ['1S Pass Pass Pass {never closed']),
  stringUnclosed: game([], ['1S "open Pass']),
  strayBracket: game([']'], null),
  strayBrace: game(['}'], null),
  controlInToken: game([], ['1S\u0001 Pass Pass Pass']),
  tabInValue: game(['[Site "a\tb"]'], null),
  controlInValue: game(['[Site "a\u0002b"]'], null),
  tagAtEnd: `${game([], null)}\n[`,
  tagWithoutName: game(['[ "x"]'], null),
  tagLowerCase: game(['[site "x"]'], null),
  tagNoValueAtEnd: `${game([], null)}\n[Site`,
  tagNoValue: game(['[Site]'], null),
  tagUnquoted: game(['[Site x]'], null),
  tagUnterminated: game(['[Site "x]'], null),
  tagUnclosed: game(['[Site "x"', '[Annotator "y"]'], null),
  // Games, sections, inheritance.
  carried: `${game([], ['1S Pass Pass Pass'])}\n\n[Event "The other table"]\n[Contract "2S"]\n[Declarer "N"]`,
  wordOutside: `hello\n${game([], null)}`,
  quotedOutside: game(['"quoted"'], null),
  inheritNotAllowed: `${game([], null)}\n\n[Event "Two"]\n[Dealer "N"]\n[Deal "#"]`,
  inheritNothing: game(['[Site "#"]'], null),
  noteSyntax: game([], ['1S Pass Pass Pass'], ['[Note "x"]']),
  noteNumber: game([], ['1S Pass Pass Pass'], ['[Note "40:x"]']),
  noteRepeated: game([], ['1S=1= Pass Pass Pass'], ['[Note "1:a"]', '[Note "1:b"]']),
  exportLayout: `% EXPORT\n${game(['[Site "a"] [Annotator "b"]'], null)}`,
  tagRepeated: game(['[Site "a"]', '[Site "b"]'], null),
  noteOutside: game(['[Note "1:x"]'], null),
  tableComment: game(['[OptimumResultTable "Declarer;Denomination\\2R;Result\\2R"]', 'N S 7 {c}', '{d} N H 7'], null),
  unknownSection: game(['[Foo "x"]', 'bar baz'], null),
  tablePercent: game(['[ScoreTable "A"]', '5%'], null),
  // Marks and annotations.
  twoMarksNoToken: game([], ['^I^S1S Pass Pass Pass']),
  markAuction: game([], ['^X1S Pass Pass Pass']),
  markPlay: played(['^XST S7 S4 SA']),
  twoMarks: played(['^R^LST S7 S4 SA']),
  markBefore: played(['^R- S7 S4 SA']),
  noteRef: game([], ['1S=99= Pass Pass Pass']),
  noteRefTwice: game([], ['1S=1==2= Pass Pass Pass'], ['[Note "1:a"]', '[Note "2:b"]']),
  nagSyntax: game([], ['1S$999 Pass Pass Pass']),
  nagCall: game([], ['1S$7 Pass Pass Pass']),
  nagCard: played(['ST$1 S7 S4 SA']),
  nagTwice: game([], ['1S!$1 Pass Pass Pass']),
  suffix: game([], ['1S!!! Pass Pass Pass']),
  suffixTwice: game([], ['1S$1! Pass Pass Pass']),
  annotations: game([], ['=1= $1 ! 1S Pass Pass Pass']),
  // Calls and cards.
  dashes: game([], ['-- 1S Pass Pass Pass']),
  passP: game([], ['1S P P P']),
  oneN: game([], ['1N Pass Pass Pass']),
  ten: played(['S10 S7 S4 SA']),
  badCall: game([], ['1Z foo Pass Pass Pass']),
  badCard: played(['SZ S7 S4 SA', 'ZZ']),
  // The Deal tag.
  dealStart: game([], null, [], head({ Deal: 'X' })),
  dealCount: game([], null, [], head({ Deal: 'N:AKQJ.T98.765.432' })),
  dealSuits: game([], null, [], head({ Deal: 'N:AKQJ.T98 - - -' })),
  dealSpacing: game([], null, [], head({ Deal: DEAL.replace(' ', '  ') })),
  dealSuitLetter: game([], null, [], head({ Deal: DEAL.replace('N:', 'N:S') })),
  dealTen: game([], null, [], head({ Deal: DEAL.replace('T98.765.432 ', '1098.765.432 ') })),
  dealBadRank: game([], null, [], head({ Deal: DEAL.replace('AKQJ.', 'AKQZ.') })),
  dealTwiceSame: game([], null, [], head({ Deal: DEAL.replace('AKQJ.', 'AKQJJ.') })),
  dealTwiceTwo: game([], null, [], head({ Deal: DEAL.replace(' T98.765', ' A98.765') })),
  dealEmpty: game([], null, [], head({ Deal: 'N:... ... ... ...' })),
  dealAlso: game([], null, [], head({ Deal: DEAL.replace('AKQJ.', 'AKQJT.') })),
  dealOver: game([], null, [], head({ Deal: 'N:AKQJT98.765.432.A - - -' })),
  dealOverShort: game([], null, [], head({ Deal: 'N:AKQJT98.765.432.A 65432.AKQJ.AK.K - -' })),
  dealSizes: game([], null, [], head({ Deal: 'N:AKQJT98.765.432 65432.AKQJ.AK.K - -' })),
  // The Auction section.
  auctionSeat: game(['[Auction "X"]', '1S Pass Pass Pass'], null),
  afterNext: game([], ['1S + Pass']),
  afterEnd: game([], ['1S * Pass']),
  placeholder: game([], ['1S - Pass Pass Pass']),
  dealerFirstRemove: game([], ['- 1S Pass Pass Pass']),
  dealerFirstWrite: game([], ['1S Pass Pass Pass'], [], head({ Dealer: 'E' })),
  royal: game([], ['1R Pass Pass Pass']),
  nullos: game([], ['1NL Pass Pass Pass']),
  insufficientMark: game([], ['1S ^I2S Pass Pass Pass']),
  skipped: game([], ['^S 1S Pass Pass Pass']),
  callAfterEnd: game([], ['1S Pass Pass Pass 2S']),
  callAfterPassOut: game([], ['Pass Pass Pass Pass 1S']),
  insufficientValue: game([], ['1S 1C Pass Pass Pass'], [], head({ RuleSet: 'whist-club-1915' })),
  insufficientValueTop: game([], ['7NT 1C Pass Pass Pass'], [], head({ RuleSet: 'whist-club-1915' })),
  insufficientMajorityTop: game([], ['7NT 1C Pass Pass Pass']),
  doubleNothing: game([], ['X 1S Pass Pass Pass']),
  doubleOwn: game([], ['1S X Pass Pass X']),
  doublePartner: game([], ['1S Pass X']),
  doubleAgain: game([], ['1S X Pass X']),
  doubleRedoubled: game([], ['1S X XX X']),
  redoubleNothing: game([], ['XX 1S Pass Pass Pass']),
  redoubleUndoubled: game([], ['1S XX']),
  redoubleAgain: game([], ['1S X XX Pass XX']),
  redoubleByDoublers: game([], ['1S X Pass XX']),
  dealerMustBid: game([], ['Pass 1S Pass Pass Pass'], [], head({ RuleSet: 'royal-auction-1912' })),
  // The Play section.
  playSeat: game([], ['1S Pass Pass Pass'], ['[Play "X"]', 'ST S7 S4 SA']),
  playAfterEnd: played(['ST S7 S4 SA *', 'SK']),
  playFirstSeat: game([], ['1S Pass Pass Pass'], ['[Play "S"]', 'S7 S4 SA ST']),
  leadMark: played(['^LST S7 S4 SA']),
  playOrder: played(['ST S7 S4 SA', 'SK S9 S6 S3']),
  nextTwice: played(['ST + +']),
  nextCard: played(['ST + S4 SA']),
  afterUnknown: played(['ST - S4 SA']),
  cardTwice: played(['ST S7 S4 SA', 'ST S6 S3 SK']),
  notHeld: played(['SA S7 S4 ST']),
  notHeldNone: played(['ST S7 S2 S4'], undefined, head({ Deal: 'N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 -' })),
  revokeLead: played(['^RST S7 S4 SA']),
  revoke: played(['ST H2 S4 SA']),
  revokeFollows: played(['ST ^RS7 S4 SA']),
  revokeVoid: played(['HA ^RD2 C2 S2'], ['1NT Pass Pass Pass'], head({ Deal: SUITED })),
  // The record of a game.
  ruleOption: game(['[RuleSetOptions "foo"]'], null),
  ruleSetUnknown: game([], ['1S Pass Pass Pass'], [], head({ RuleSet: 'whist-club-1066' })),
  contractRoyal: game(['[Contract "2R"]', '[Declarer "N"]'], null),
  contractN: game(['[Contract "3N"]', '[Declarer "N"]'], null),
  contractMismatch: game(['[Contract "2S"]'], ['1S Pass Pass Pass']),
  contractPassedOut: game(['[Contract "1S"]'], ['Pass Pass Pass Pass']),
  declarerMismatch: game(['[Declarer "E"]'], ['1S Pass Pass Pass']),
  declarerPassedOut: game(['[Declarer "N"]'], ['Pass Pass Pass Pass']),
  resultPassedOut: game(['[Result "7"]'], ['Pass Pass Pass Pass']),
  resultNoDeclarer: game(['[Contract "1S"]', '[Declarer ""]', '[Result "7"]'], null),
  resultPartial: game(['[Result "0"]'], ['1S Pass Pass Pass'], ['[Play "E"]', 'ST S7 S4 SA']),
  resultTrump: game(['[Result "13"]'], ['1H Pass Pass Pass'], ['[Play "E"]', 'ST S7 S4 SA']),
  resultAll: game(['[Result "0"]'], ['1S Pass Pass Pass'], ['[Play "E"]', ...FULL_PLAY_LINES]),
  noteUnused: game([], ['1S Pass Pass Pass'], ['[Note "1:never used"]']),
  passesMissingOne: game(['[Contract "1S"]', '[Declarer "E"]'], ['1S Pass Pass Pass']),
  passesMissingTwo: game(['[Contract "1S"]', '[Declarer "S"]'], ['1S Pass Pass Pass']),
  noDealer: game([], ['1S Pass Pass Pass'], [], head({ Dealer: null })),
  vulnerable: game([], null, [], head({ Vulnerable: 'NS' })),
  noDealPlay: game(['[Contract "1S"]', '[Declarer "N"]'], null, ['[Play "E"]', 'ST S7 S4 SA'], head({ Deal: null })),
  playPassedOut: game([], ['Pass Pass Pass Pass'], ['[Play "E"]', 'ST S7 S4 SA']),
  noContract: game([], null, ['[Play "E"]', 'ST S7 S4 SA']),
  noDeclarer: game(['[Contract "1S"]'], null, ['[Play "E"]', 'ST S7 S4 SA']),
  sectionRepeated: game([], ['1S Pass Pass Pass'], ['[Auction "N"]', 'Pass']),
  // Notes, tables, tag values.
  noteMisplaced: game([], ['1S=1= Pass Pass Pass'], ['[Play "E"]', 'ST S7 S4 SA', '[Note "1:after the play"]']),
  noteMissing: game([], ['1S=1= Pass Pass Pass']),
  tableColumns: game(['[ScoreTable "a b"]'], null),
  tableIncomplete: game(['[ScoreTable "A;B"]', '1 2', '3'], null),
  tableOrder: game(['[ScoreTable "-A;+B"]', '2 1', '1 2'], null),
  tableRow: game(['[OptimumResultTable "Declarer;Denomination\\2R;Result\\2R"]', 'X Y Z'], null),
  doubleDummy: game(
    ['[DoubleDummyTricks "00000000000000000000"]', '[OptimumResultTable "Declarer;Denomination\\2R;Result\\2R"]', 'N NT 13'],
    null,
  ),
  unknownTag: game(['[Foo "x"]'], null),
  tagValues: game(
    [
      'Date',
      'Time',
      'Round',
      'Contract',
      'Result',
      'Score',
      'ScoreIMP',
      'ScoreMP',
      'ScorePercentage',
      'ScoreRubber',
      'OptimumScore',
      'Scoring',
      'Competition',
      'WestType',
      'Mode',
      'FrenchMP',
      'Room',
      'Hidden',
      'DoubleDummyTricks',
    ].map((t) => `[${t} "${t === 'Round' ? 'a..b' : t === 'Scoring' ? '1' : 'Q'}"]`),
    null,
  ),
  tagValuesSeats: game(['[Declarer "Q"]'], null, [], head({ Dealer: 'Q', Vulnerable: 'Q' })),
  resultOver: game(['[Result "NS 14"]'], null),
  resultSum: game(['[Result "NS 7 EW 7"]'], null),
  percentage: game(['[ScorePercentage "NS 120"]'], null),
  history: game(['[ScoreRubberHistory "x"]'], null),
  vulnerableHistory: game(['[ScoreRubberHistory "NS 0 0 / 100 0 EW 0 0 / 0 0"]'], null),
  // LIN.
  linUnterminated: 'md|3SAKQJHT98D765C432,ST98H765D432CAKQJ,S765H432DAKQJCT98,|mb|1S',
  linStray: 'hello md|3SAKQJHT98D765C432,ST98H765D432CAKQJ,S765H432DAKQJCT98,|',
  linHands: 'md|3SAKQJHT98D765Cx32,#ST98H765D432CAKQJ,AS765H432DAKQJCT98,|',
  linTwice: 'md|3SAKQJHT98D765C432SA,ST98H765D432CAKQJ,S765H432DAKQJCT98SA,|',
  linHandSize: 'md|3SAKQJHT98D765C432,ST98H765D432CAKQJS5,S765H432DAKQJCT98,SA|',
  linDealer: 'md|7SAKQJHT98D765C432,ST98H765D432CAKQJ,S765H432DAKQJCT98,|',
  linNoDealer: 'md|SAKQJHT98D765C432,ST98H765D432CAKQJ,S765H432DAKQJCT98,|',
  linFiveHands: 'md|3SAKQJHT98D765C432,ST98H765D432CAKQJ,S765H432DAKQJCT98,S432HAKQJDT98C765,SA|',
  linCalls: 'md|3SAKQJHT98D765C432,ST98H765D432CAKQJ,S765H432DAKQJCT98,|mb|!|mb|1Z|mb|8S|mb|Q|mb|?|',
  linCards: 'md|3SAKQJHT98D765C432,ST98H765D432CAKQJ,S765H432DAKQJCT98,|mb|1S|mb|p|mb|p|mb|p|pc|S|pc|Z|',
  linValues: 'md|3SAKQJHT98D765C432,ST98H765D432CAKQJ,S765H432DAKQJCT98,|sv|q|an|before any call|mb|1S|mb|p|mb|p|mb|p|mc|99|',
  linClaim: 'md|3SAKQJHT98D765C432,ST98H765D432CAKQJ,S765H432DAKQJCT98,|mb|1S|mb|p|mb|p|mb|p|mc|10|pc|ST|',
  linCommands: 'md|3SAKQJHT98D765C432,ST98H765D432CAKQJ,S765H432DAKQJCT98,|wt|w|rc|x|aa|x|bs|x|zq|x|',
  linNoBoard: 'pn|Ann,Ben,Cal,Dee|',
  linNoDeal: 'pn|Ann,Ben,Cal,Dee|mb|1S|mb|p|',
  // BBO hand-viewer links.
  bboEscape: 'https://www.bridgebase.com/tools/handviewer.html?n=SAKQJHT98D765C432&s=S765H432DAKQJCT98&e=ST98H765D432CAKQJ&t=%E0%A4&c=x',
  bboUnclosed:
    'https://www.bridgebase.com/tools/handviewer.html?n=SAKQJHT98D765C432&s=S765H432DAKQJCT98&e=ST98H765D432CAKQJ&a=1s(why&p=SA{why',
  bboValues: 'https://www.bridgebase.com/tools/handviewer.html?n=SAKQJHT98D765C432&s=S765H432DAKQJCT98&e=ST98H765D432CAKQJ&d=q&v=q&c=99',
  bboRemote: 'https://www.bridgebase.com/tools/handviewer.html?linurl=https://example.com/x.lin',
  bboNoHand: 'https://www.bridgebase.com/tools/handviewer.html?foo=1',
};

/** A link body of bits with a valid checksum, as `encodeHandLink` would write one: impossible values the checksum cannot catch. */
const crafted = (write: (w: Writer) => void): string => {
  const w: Writer = { bits: [] };
  write(w);
  const bytes = bytesOf(w);
  const sum = crc16(bytes);
  return `1${toBase64url([...bytes, sum >> 8, sum & 255])}`;
};
/** Rule set 0, no options, North deals, no vulnerability, no board. */
const header = (w: Writer): void => [3, 1, 2, 1, 2].forEach((width) => put(w, 0, width));
/** The whole deal, card k to seat k mod 4. */
const fullDeal = (w: Writer): void => {
  put(w, 1, 1);
  for (let k = 0; k < 52; k++) put(w, k % 4, 2);
};
/** `n` passes and no alerts. */
const passes = (w: Writer, n: number): void => {
  putGamma(w, n);
  for (let i = 0; i < n; i++) put(w, 0, 1);
  put(w, 0, 2);
};
const CRAFTED: Readonly<Record<string, string>> = {
  ends: crafted((w) => {
    header(w);
    fullDeal(w);
  }),
  number: crafted((w) => {
    put(w, 7, 3);
    put(w, 0, 64);
  }),
  utf8: crafted((w) => {
    put(w, 7, 3);
    putGamma(w, 1);
    put(w, 0xff, 8);
    put(w, 0, 64);
  }),
  options: crafted((w) => {
    put(w, 0, 3);
    put(w, 1, 1);
    put(w, 3, 2);
    put(w, 0, 64);
  }),
  board: crafted((w) => {
    put(w, 0, 3);
    put(w, 0, 1);
    put(w, 0, 2);
    put(w, 0, 1);
    put(w, 3, 2);
    put(w, 0, 64);
  }),
  holder: crafted((w) => {
    header(w);
    put(w, 0, 1);
    [1, 1, 0, 0].forEach((b) => put(w, b, 1));
    put(w, 3, 2);
    put(w, 0, 128);
  }),
  callCode: crafted((w) => {
    header(w);
    fullDeal(w);
    putGamma(w, 1);
    put(w, 1, 1);
    put(w, 63, 6);
    put(w, 0, 64);
  }),
  alertCount: crafted((w) => {
    header(w);
    fullDeal(w);
    putGamma(w, 0);
    put(w, 1, 2);
    putGamma(w, 0);
    put(w, 0, 64);
  }),
  alertCall: crafted((w) => {
    header(w);
    fullDeal(w);
    putGamma(w, 3);
    [0, 0, 0].forEach(() => put(w, 0, 1));
    put(w, 1, 2);
    putGamma(w, 0);
    put(w, 3, 2);
    put(w, 0, 64);
  }),
  alerts: crafted((w) => {
    header(w);
    fullDeal(w);
    putGamma(w, 0);
    put(w, 3, 2);
    put(w, 0, 64);
  }),
  trump: crafted((w) => {
    header(w);
    fullDeal(w);
    passes(w, 0);
    putGamma(w, 1);
    put(w, 1, 1);
    put(w, 1, 2);
    put(w, 7, 3);
    put(w, 0, 64);
  }),
  cardHolder: crafted((w) => {
    header(w);
    fullDeal(w);
    passes(w, 0);
    putGamma(w, 1);
    put(w, 1, 1);
    put(w, 1, 2);
    put(w, 4, 3);
    put(w, 1, 1);
    put(w, 15, 4);
    put(w, 0, 64);
  }),
  cardCode: crafted((w) => {
    header(w);
    fullDeal(w);
    passes(w, 0);
    putGamma(w, 1);
    put(w, 0, 1);
    put(w, 63, 6);
    put(w, 0, 64);
  }),
  step: crafted((w) => {
    header(w);
    fullDeal(w);
    passes(w, 2);
    putGamma(w, 0);
    put(w, 0, 1);
    put(w, 0, 1);
    put(w, 3, 2);
    put(w, 0, 64);
  }),
  notes: crafted((w) => {
    header(w);
    fullDeal(w);
    passes(w, 2);
    putGamma(w, 0);
    put(w, 0, 1);
    put(w, 0, 1);
    put(w, 0, 2);
    put(w, 1, 1);
    putGamma(w, 0);
    put(w, 0, 64);
  }),
  noteStep: crafted((w) => {
    header(w);
    fullDeal(w);
    passes(w, 2);
    putGamma(w, 0);
    put(w, 0, 1);
    put(w, 0, 1);
    put(w, 0, 2);
    put(w, 1, 1);
    putGamma(w, 1);
    putGamma(w, 9);
    putGamma(w, 0);
    put(w, 0, 64);
  }),
};

/** Templates no text, record or link can fill, and why: the English is checked by reading, the German like any other. */
const UNREACHABLE: Readonly<Record<string, string>> = {
  'diag.PBN_INTERNAL.text': "The PBN reader's safety net: it fires only on a bug in the reader.",
  'diag.PBN_INTERNAL.game': "The PBN reader's safety net for one game: it fires only on a bug in the reader.",
  'diag.PBN_STRAIN_NOT_IN_RULE_SET.call': 'Every rule set has the four suits and no-trump; only royal spades and nullos can be missing.',
  'diag.STRAIN_NOT_IN_RULES.rules': 'Every rule set has the four suits and no-trump; only royal spades and nullos can be missing.',
  'diag.DEALER_MUST_BID.any': 'A rule set always has a lowest bid to open with.',
  'diag.PLAY_BEFORE_AUCTION_END': 'An unfinished auction always has a player to call; the form without one is a safety net.',
  'diag.PBN_SECTION_REPEATED': 'A second Auction or Play tag in a game is a repeated tag (PBN_TAG_REPEATED) and opens no section.',
};

/** The corpus files (../shared/corpus): PBN and LIN. */
const corpusDir = new URL('../../../shared/corpus/', import.meta.url);
const CORPUS = existsSync(new URL('pbn/', corpusDir));
const corpusFiles = (): string[] =>
  ['pbn/', 'dd/', 'lin/'].flatMap((sub) => {
    const dir = new URL(sub, corpusDir);
    return existsSync(dir)
      ? readdirSync(dir)
          .filter((f) => /\.(pbn|lin)$/i.test(f))
          .sort()
          .map((f) => new URL(f, dir).pathname)
      : [];
  });

/** What the sweep found: the templates it filled, and every disagreement. */
const seen = new Set<string>();
const wrongEnglish: string[] = [];
const noGerman: string[] = [];
const noArgs: string[] = [];

/** Checks one diagnostic: its English template gives its message and hint exactly; its German template gives German. */
const check = (d: DiagnosticLike, where: string): void => {
  if (d.args === undefined) {
    if (!d.code.startsWith('LAB_')) noArgs.push(`${where}: ${d.code} ${d.message}`);
    return;
  }
  seen.add(`diag.${d.template ?? d.code}`);
  if (d.frame !== undefined) seen.add(`diag.frame.${d.frame.template}`);
  const english = renderDiagnostic(d, enLookup, 'en');
  if (english === null || english.message !== d.message || english.hint !== d.hint) {
    wrongEnglish.push(
      `${where}: ${d.template ?? d.code}\n  engine:   ${d.message} | ${d.hint}\n  template: ${english?.message} | ${english?.hint}`,
    );
  }
  const german = renderDiagnostic(d, deLookup, 'de');
  if (german === null || german.message === d.message || (d.hint !== undefined && (german.hint === undefined || german.hint === d.hint))) {
    noGerman.push(`${where}: ${d.template ?? d.code}: ${german?.message} | ${german?.hint}`);
  }
};

/** Reads a text as the Lab does (strict, then lenient: the archive mode), checking every problem. */
const paste = (text: string, where: string): Diagnostic[] => {
  const all: Diagnostic[] = [];
  for (const strict of [true, false]) {
    const report = readSource(READERS, text, { strict });
    for (const d of report.diagnostics) {
      check(d, `${where}${strict ? '' : ' (lenient)'}`);
      all.push(d);
    }
  }
  return all;
};

describe("the English did not change: template and args give the engine's words, for every problem of broken files", () => {
  beforeAll(() => {
    registerStrings('de', de);
  });
  afterAll(() => setPageLang('en'));

  test("the Lab's broken paste, in English and in German", () => {
    const ds = paste(BROKEN_PBN, 'BROKEN_PBN');
    expect(ds.map((d) => d.code)).toContain('PBN_CALL_INSUFFICIENT');
    for (const d of ds) {
      expect(diagnosticText(d, 'en')).toEqual({ message: d.message, hint: d.hint });
      const german = diagnosticText(d, 'de');
      expect(german.message).not.toBe(d.message);
      expect(ENGLISH.test(german.message), german.message).toBe(false);
    }
  });

  test("the Lab's problem list and the embed page's problem text speak the page's language", () => {
    const report = readSource(READERS, BROKEN_PBN);
    const english = diagnosticViews(report.diagnostics, 'en').shown;
    const german = diagnosticViews(report.diagnostics, 'de').shown;
    expect(english.map((v) => v.message)).toEqual(report.diagnostics.map((d) => d.message));
    expect(german.map((v) => v.code)).toEqual(english.map((v) => v.code));
    german.forEach((v, i) => expect(v.message).not.toBe(english[i]!.message));
    expect(german[0]!.message).toBe(
      '1 Coeur genügt nicht über 1 Pik, wenn nach Stufen geboten wird: Ein Gebot muss mehr Tricks nennen oder gleich viele in einer höheren Denomination.',
    );
    const broken = openLink(`1${'A'.repeat(16_001)}`);
    if (broken.ok) throw new Error('a link of 16,002 characters opened');
    expect(problemText(broken.error, 'de')).toEqual({
      message: 'Dieser Link hat 16.002 Zeichen; ein Spiel-Link dieser Website hat höchstens 16.000.',
      hint: 'Kopieren Sie den Link noch einmal beim Spiel oder im Labor.',
    });
    expect(problemText(broken.error, 'en')).toEqual({ message: broken.error[0]!.message, hint: broken.error[0]!.hint });
    // A German page (the server sets its language before it renders): German without being asked.
    setPageLang('de');
    expect(diagnosticText(report.diagnostics[0]!).message).toBe(german[0]!.message);
    setPageLang('en');
    expect(diagnosticText(report.diagnostics[0]!).message).toBe(report.diagnostics[0]!.message);
  });

  test('a problem without args, or without a template in the language, is shown in English as written', () => {
    const lab: DiagnosticLike = { code: 'LAB_NO_BOARD', message: 'No hand was found in this text.', hint: 'Paste a PBN file.' };
    expect(diagnosticText(lab, 'de')).toEqual({ message: lab.message, hint: lab.hint });
    const unknown: DiagnosticLike = { code: 'SOMETHING_NEW', message: 'Something new.', args: {} };
    expect(diagnosticText(unknown, 'de')).toEqual({ message: 'Something new.', hint: undefined });
    const badSeat: DiagnosticLike = {
      code: 'DEAL_HAND_MISSING',
      message: 'The deal does not say what Q holds.',
      hint: 'Write null.',
      args: { seat: 'Q' },
    };
    expect(diagnosticText(badSeat, 'de')).toEqual({ message: badSeat.message, hint: badSeat.hint });
    expect(diagnosticText({ ...badSeat, args: { seat: 'N' } }, 'de').message).toBe('Die Verteilung sagt nicht, was Nord hält.');
    expect(diagnosticText({ ...badSeat, args: { seat: 'N' } }, 'fr')).toEqual({ message: badSeat.message, hint: badSeat.hint });
  });

  test('a broken text for every template of the PBN reader, the LIN reader and BBO links, as the Lab reads them', () => {
    const silent = Object.entries(BROKEN).filter(([name, text]) => paste(text, name).length === 0);
    expect(silent.map(([name]) => name)).toEqual([]);
  });

  test('the share links: broken, altered, and impossible ones with a valid checksum', () => {
    const good = encodeHandLink(readSource(READERS, game([], ['1S Pass Pass Pass'])).boards[0]!.record!);
    const links: Record<string, string> = {
      empty: '',
      version: `2${good.slice(1)}`,
      character: `${good.slice(0, 5)}+${good.slice(6)}`,
      truncated: good.slice(0, 12),
      altered: `${good.slice(0, 8)}${good[8] === 'A' ? 'B' : 'A'}${good.slice(9)}`,
      trailing: `${good}AAAA`,
      ...CRAFTED,
    };
    for (const [name, link] of Object.entries(links)) {
      const r = decodeHandLink(link);
      expect(r.ok, name).toBe(false);
      if (!r.ok) for (const d of r.error) check(d, `link ${name}`);
      if (link !== '') paste(link, `pasted link ${name}`);
    }
    const long = openLink(`1${'A'.repeat(16_001)}`);
    expect(long.ok).toBe(false);
    if (!long.ok) for (const d of long.error) check(d, 'embed: a long link');
  });

  test('records the readers cannot make: checkRecord, the deal, the auction and the play on their own', () => {
    const base = readSource(READERS, game([], ['1S Pass Pass Pass'], ['[Play "E"]', 'ST S7 S4 SA'])).boards[0]!.record!;
    const deal = base.deal;
    const records: Record<string, HandRecord> = {
      ruleSet: { ...base, ruleSet: 'whist-club-1066' },
      dealer: { ...base, dealer: 'X' as never },
      calls: { ...base, calls: 'none' as never, play: 'none' as never },
      cardUnknown: { ...base, play: [{ card: 'ZZ' as Card }] },
      claimPassedOut: { ...base, calls: PASSES, play: [], claim: { tricks: 7 } },
      claimUnfinished: { ...base, calls: [{ call: { type: 'bid', level: 1, strain: 'S' } }], play: [], claim: { tricks: 7 } },
      claimTooFew: { ...base, claim: { tricks: 0 } },
      claimTooMany: { ...base, play: [], claim: { tricks: 14 } },
      claimInvalid: { ...base, play: [], claim: { tricks: 2.5 } },
      resultPlay: {
        ...base,
        play: FULL_PLAY,
        result: 13 - (checkRecord({ ...base, play: FULL_PLAY }) as { value: { tricks: number } }).value.tricks,
      },
      resultClaim: { ...base, claim: { tricks: 9 }, result: 8 },
      resultUnfinished: { ...base, result: 0 },
      resultInvalid: { ...base, result: 99 },
      resultPassedOut: { ...base, calls: PASSES, play: [], result: 7 },
      resultUnfinishedAuction: { ...base, calls: [{ call: { type: 'bid', level: 1, strain: 'S' } }], play: [], result: 7 },
      playPassedOut: { ...base, calls: PASSES },
      playTooEarly: { ...base, calls: [{ call: { type: 'bid', level: 1, strain: 'S' } }] },
      afterEnd: { ...base, calls: [...base.calls, { call: { type: 'pass' } }], play: [] },
      unreadableCall: {
        ...base,
        calls: [{ call: { type: 'bid', level: 1, strain: 'S' } }, { call: { type: 'shout' } as never }],
        play: [],
      },
      wrongSeat: { ...base, play: [{ card: 'SA' }] },
      wrongSeatByDummy: { ...base, play: [{ card: 'ST' }, { card: 'SA' }] },
      wrongSeatDummy: { ...base, play: [{ card: 'ST' }, { card: 'S7' }, { card: 'S4' }, { card: 'SA' }, { card: 'S6' }] },
      alreadyPlayed: { ...base, play: [{ card: 'ST' }, { card: 'S7' }, { card: 'S4' }, { card: 'SA' }, { card: 'SA' }] },
      revoke: { ...base, play: [{ card: 'ST' }, { card: 'H2' }] },
      playOver: { ...base, play: [...FULL_PLAY, { card: 'SA' }] },
      dealerMustBid: { ...base, ruleSet: 'royal-auction-1912', calls: [{ call: { type: 'pass' } }], play: [] },
      dealMalformed: { ...base, deal: 'four hands' as never },
      handMissing: { ...base, deal: { N: deal.N, E: deal.E, S: deal.S } as never },
      handMalformed: { ...base, deal: { ...deal, E: 'SA' as never } },
      cardNotACard: { ...base, deal: { ...deal, E: [...deal.E!.slice(1), 'S1' as Card] } },
      cardRepeated: { ...base, deal: { ...deal, N: [...deal.N!.slice(1), deal.N![2]!] } },
      cardAlsoOne: { ...base, deal: { ...deal, N: [...deal.N!, deal.E![0]!] } },
      cardAlsoMany: { ...base, deal: { ...deal, N: [...deal.N!, deal.E![0]!], S: [...deal.S!, deal.E![0]!] } },
      cardTwiceTwo: { ...base, deal: { ...deal, N: [...deal.N!.slice(1), deal.E![0]!] } },
      cardTwiceMany: { ...base, deal: { ...deal, N: [...deal.N!.slice(1), deal.W![0]!], S: [...deal.S!.slice(1), deal.W![0]!] } },
      handOver: { ...base, deal: { N: [...deal.N!, 'H2'], E: deal.E, S: deal.S!.filter((c) => c !== 'H2'), W: deal.W } },
      handShortMissing: { ...base, deal: { ...deal, N: deal.N!.slice(1) } },
      handOfOne: { ...base, deal: { ...deal, N: deal.N!.slice(12) } },
      cardsMissing: { ...base, play: [], deal: { ...deal, N: [...deal.N!.slice(1), deal.E![0]!], E: [...deal.E!.slice(1), deal.S![0]!] } },
    };
    // A game with nothing to make a record of, read on its own (the Lab reads whole texts).
    const nothing = pbnParseOf(parsePbn('[Event "Nothing"]\n[Site "Here"]')).games[0]!;
    const alone = pbnToRecord(nothing);
    expect(alone.ok).toBe(false);
    if (!alone.ok) for (const d of alone.error) check(d, 'a game without a deal');
    for (const [name, record] of Object.entries(records)) {
      const r = checkRecord(record);
      expect(r.ok, name).toBe(false);
      if (!r.ok) for (const d of r.error) check(d, `record ${name}`);
    }
    const problems: DiagnosticLike[] = [];
    const auction = startAuction('N');
    const rules1926 = RULE_SETS['whist-club-1926'];
    for (const call of [
      { type: 'shout' },
      { type: 'bid', level: 0, strain: 'S' },
      { type: 'bid', level: 8, strain: 'S' },
      { type: 'bid', level: 1, strain: 'Z' },
      { type: 'bid', level: 1, strain: 'NL' },
    ]) {
      const r = applyCall(rules1926, auction, call as never);
      if (!r.ok) problems.push(r.error);
    }
    const play = startPlay({ N: deal.N!.slice(1), E: deal.E!, S: deal.S!, W: deal.W! }, { declarer: 'N', strain: 'S' });
    const notInHand = applyCard(play, deal.N![0]!);
    if (!notInHand.ok) problems.push(notInHand.error);
    const claim = checkClaimTotal(0, 13, Number.NaN);
    if (!claim.ok) problems.push(claim.error);
    const deals = [validateDeal({ ...deal, N: [...deal.N!, { card: 'SA' } as never] })];
    for (const r of deals) if (!r.ok) problems.push(...r.error);
    expect(problems.map((p) => p.code)).toEqual([
      'CALL_UNKNOWN',
      'BID_LEVEL_INVALID',
      'BID_ABOVE_MAX',
      'STRAIN_NOT_IN_RULES',
      'STRAIN_NOT_IN_RULES',
      'NOT_IN_HAND',
      'CLAIM_INVALID',
      'DEAL_CARD_UNKNOWN',
    ]);
    problems.forEach((d, i) => check(d, `engine ${i}`));
  });

  test.runIf(CORPUS)(
    'every problem of the third-party corpus (../shared/corpus), read as the Lab reads it',
    () => {
      for (const file of corpusFiles()) {
        const text = decodeBytes(new Uint8Array(readFileSync(file))).text;
        if (/\.pbn$/i.test(file)) {
          for (const strict of /(errors|correct)_\d+\.pbn$/.test(file) ? [true, false] : [false]) {
            const r = pbnParseOf(parsePbn(text, { strict }));
            for (const d of r.diagnostics) check(d, file);
            for (const rec of r.records)
              if (rec) {
                const c = checkRecord(rec);
                if (!c.ok) for (const d of c.error) check(d, `${file} (checkRecord)`);
              }
          }
        } else {
          for (const strict of [true, false]) {
            const r = parseLin(text, { strict });
            for (const d of r.diagnostics) check(d, file);
            for (const rec of r.records) {
              const c = checkRecord(rec);
              if (!c.ok) for (const d of c.error) check(d, `${file} (checkRecord)`);
            }
          }
        }
      }
    },
    120_000,
  );

  test("every problem has args; filled, the English templates are the engine's words and the German ones are German", () => {
    expect(noArgs).toEqual([]);
    expect(wrongEnglish.slice(0, 20)).toEqual([]);
    expect(noGerman.slice(0, 20)).toEqual([]);
  });

  test('every template was filled and checked above, but for those no text can reach', () => {
    const unfilled = messageKeys.filter((k) => !seen.has(k)).sort();
    expect(unfilled).toEqual(Object.keys(UNREACHABLE).sort());
    for (const k of Object.keys(UNREACHABLE)) expect(k in enDiagnostics, k).toBe(true);
    expect(['diag.frame.call', 'diag.frame.callOver', 'diag.frame.trick'].filter((k) => !seen.has(k))).toEqual([]);
    // The suits are checked against the engine's words above (SUIT_NAMES), whether a broken text names them or not.
    const unused = Object.keys(enDiagnostics).filter(
      (k) => !looked.has(k) && !(k.replace(/\.hint$/, '') in UNREACHABLE) && !/^diag\.suits?\./.test(k),
    );
    expect(unused).toEqual([]);
  });
});
