import { describe, expect, test } from 'vitest';
import { unwrap } from '../../engine/result.ts';
import { getRuleSet } from '../../engine/rules/index.ts';
import { setPageLang } from '../../i18n/ambient.ts';
import { registerGerman } from '../../i18n/de-all.ts';
import { scoreRubber } from '../../engine/rubber.ts';
import { readResults } from '../Score/notation.ts';
import { LESSON_12_RUBBER } from './lesson12.ts';
import { cellIsRight, checkDeal, dealsDone, exerciseView, markChecked, parseCell, startWork, writeCell } from './model.ts';
import { readWork, rubberKey, writeWork } from './store.ts';

const rules = getRuleSet('whist-club-1926')!;
const deals = unwrap(readResults(LESSON_12_RUBBER));
const ledger = unwrap(scoreRubber(rules, deals));

describe('parseCell', () => {
  test.each([
    ['', []],
    ['  ', []],
    ['—', []],
    ['0', []],
    ['30', [30]],
    ['100 + 30', [100, 30]],
    ['100+30', [100, 30]],
    ['100, 30', [100, 30]],
    ['100 30', [100, 30]],
  ])('%j reads as %j', (text, numbers) => {
    expect(parseCell(text)).toEqual(numbers);
  });
  test.each(['thirty', '3x10', '-20', '1.5', '100 +', '+'])('%j is not a list of whole numbers', (text) => {
    expect(parseCell(text)).toBeNull();
  });
});

describe('cellIsRight', () => {
  test('the items in any order, or their sum as one figure', () => {
    expect(cellIsRight([30, 100], [100, 30])).toBe(true);
    expect(cellIsRight([130], [100, 30])).toBe(true);
    expect(cellIsRight([], [])).toBe(true);
  });
  test('not another split of the same sum, nor a missing item, nor unreadable text', () => {
    expect(cellIsRight([80, 50], [100, 30])).toBe(false);
    expect(cellIsRight([100], [100, 30])).toBe(false);
    expect(cellIsRight([30], [])).toBe(false);
    expect(cellIsRight(null, [])).toBe(false);
  });
});

describe('the lesson 12 rubber', () => {
  test('has what the lesson promises: a part-score wiped by a game, an overtrick, a doubled failure, honours to defenders, the rubber bonus', () => {
    expect(ledger.finished).toBe(true);
    expect(deals.length).toBeGreaterThanOrEqual(3);
    expect(deals.length).toBeLessThanOrEqual(5);
    // Deal 1's part-score is still standing when the other side wins a game.
    expect(ledger.deals[0]?.partScoreAfter['EW']).toBeGreaterThan(0);
    expect(ledger.deals[1]?.gameWonBy).toBe('NS');
    expect(ledger.deals.some((d) => d.score.outcome.overtricks > 0)).toBe(true);
    expect(deals.some((d, i) => (d.contract?.doubled ?? 0) > 0 && ledger.deals[i]?.score.outcome.made === false)).toBe(true);
    const defendersHonours = ledger.entries.filter(
      (e) => e.reason === 'honours' && e.deal !== null && e.side !== ledger.deals[e.deal]?.score.outcome.declarer,
    );
    expect(defendersHonours.length).toBeGreaterThan(0);
    expect(ledger.entries.some((e) => e.reason === 'rubber-bonus')).toBe(true);
  });
});

describe('checkDeal', () => {
  test('each box against the engine, with the items of a wrong one in words', () => {
    const r = unwrap(checkDeal(rules, deals, 2, { cells: { 'NS.above': '200' }, line: true }));
    expect(r.right).toBe(3); // NS above, and both boxes below left empty: the contract failed
    const they = r.cells.find((c) => c.key === 'EW.above')!;
    expect(they.correct).toBe(false);
    expect(they.correction).toMatch(
      /^They \(East–West\), above the line: you left it empty; it should be \d+\. Honours: .+: \d+ \(inferred\)\.$/,
    );
    expect(r.line.correct).toBe(false);
    expect(r.line.correction).toMatch(/^you drew it; no line yet/);
  });
  test('a box with something where nothing goes says so', () => {
    const r = unwrap(checkDeal(rules, deals, 0, { cells: { 'EW.above': '20' }, line: false }));
    expect(r.cells.find((c) => c.key === 'EW.above')?.correction).toBe(
      'They (East–West), above the line: you wrote 20; They score nothing above the line on this deal: leave it empty.',
    );
  });
});

describe('checkDeal beyond the rubber', () => {
  test('a deal the rubber does not have is refused, in the page’s language', () => {
    expect(checkDeal(rules, deals, 9, { cells: {}, line: false })).toEqual({ ok: false, error: 'There is no deal 10.' });
    registerGerman();
    expect(checkDeal(rules, deals, 9, { cells: {}, line: false }, 'NS', 'de')).toEqual({ ok: false, error: 'Es gibt kein Spiel 10.' });
  });
});

describe('progress and the view', () => {
  test('a deal is done only once checked with every box right, and the next game gets a row', () => {
    let work = startWork(deals.length);
    work = writeCell(work, 0, { key: 'EW.below', text: String(ledger.deals[0]!.score.totals['EW']!.below) });
    work = writeCell(work, 0, { key: 'NS.above', text: String(ledger.deals[0]!.score.totals['NS']!.above) });
    expect(dealsDone(rules, deals, work)).toBe(0);
    work = markChecked(work, 0);
    expect(dealsDone(rules, deals, work)).toBe(1);
    const d2 = ledger.deals[1]!.score.totals['NS']!;
    work = writeCell(
      writeCell(writeCell(work, 1, { key: 'NS.below', text: String(d2.below) }), 1, { key: 'NS.above', text: String(d2.above) }),
      1,
      { line: true },
    );
    work = markChecked(work, 1);
    const view = exerciseView(rules, deals, work);
    expect(view.done).toBe(2);
    expect(view.current).toBe(2);
    expect(view.pad.games.map((g) => g.number)).toEqual([1, 2]);
    expect(view.pad.games[0]?.lineLabel).toBe('Game 1: We');
    expect(view.result).toBeNull();
  });
});

describe('the stored work', () => {
  test('round-trips, and work for another rubber is not used', () => {
    const key = rubberKey(deals);
    const work = markChecked(writeCell(startWork(deals.length), 0, { key: 'NS.above', text: '30' }), 0);
    expect(readWork(writeWork(work, key), key, deals.length)).toEqual({ work, problem: null, otherRubber: false });
    expect(readWork(writeWork(work, 'other'), key, deals.length).otherRubber).toBe(true);
    expect(rubberKey(deals.slice(0, 4))).not.toBe(key);
  });
  test('too many deals, a wrong version or a checked deal of the wrong shape are reported', () => {
    const key = rubberKey(deals);
    const base = { format: 'auction-bridge-rubber-exercise', version: 1, rubber: key };
    expect(
      readWork(JSON.stringify({ ...base, deals: Array.from({ length: 9 }, () => ({ cells: {}, line: false })) }), key, 5).problem,
    ).toBe('the list of deals is wrong');
    expect(readWork(JSON.stringify({ ...base, version: 7, deals: [] }), key, 5).problem).toBe('version 7 is not known');
    expect(
      readWork(JSON.stringify({ ...base, deals: [{ cells: {}, line: false, checked: { cells: {}, line: 1 } }] }), key, 5).problem,
    ).toBe('deal 1.checked.line is not true or false');
  });
  test('on a German page the problem is German, the stored field names as stored', () => {
    const key = rubberKey(deals);
    const base = { format: 'auction-bridge-rubber-exercise', version: 1, rubber: key };
    const problems = (lang?: string) =>
      [
        readWork('{', key, 5, lang),
        readWork(JSON.stringify({ format: 'x' }), key, 5, lang),
        readWork(JSON.stringify({ ...base, version: 7, deals: [] }), key, 5, lang),
        readWork(JSON.stringify({ ...base, deals: Array.from({ length: 9 }, () => ({ cells: {}, line: false })) }), key, 5, lang),
        readWork(JSON.stringify({ ...base, deals: [{ cells: {}, line: false, checked: { cells: {}, line: 1 } }] }), key, 5, lang),
        readWork(JSON.stringify({ ...base, deals: [7] }), key, 5, lang),
        readWork(JSON.stringify({ ...base, deals: [{ line: false }] }), key, 5, lang),
        readWork(JSON.stringify({ ...base, deals: [{ cells: { 'NS.above': 3 }, line: false }] }), key, 5, lang),
      ].map((r) => r.problem);
    const german = [
      'der Text ist kein JSON',
      'es sind nicht die Daten dieser Übung',
      'Version 7 ist unbekannt',
      'die Liste der Spiele stimmt nicht',
      'Spiel 1.checked.line ist weder true noch false',
      'Spiel 1 enthält keine Einträge eines Spiels',
      'Spiel 1.cells fehlt',
      'Spiel 1.cells.NS.above ist kein kurzer Text',
    ];
    registerGerman();
    expect(problems('de')).toEqual(german);
    setPageLang('de');
    try {
      expect(problems()).toEqual(german);
    } finally {
      setPageLang('en');
    }
    expect(problems()).toEqual([
      'it is not JSON',
      'it is not this exercise’s data',
      'version 7 is not known',
      'the list of deals is wrong',
      'deal 1.checked.line is not true or false',
      "deal 1 is not a deal's entries",
      'deal 1.cells is missing',
      'deal 1.cells.NS.above is not a short text',
    ]);
  });
});
