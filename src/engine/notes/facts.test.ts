import { describe, expect, it } from 'vitest';
import type { HandRecord } from '../record.ts';
import type { Card, Deal, Seat } from '../types.ts';
import { countWord, holdingText, parseFacts, renderFacts, renderRecordFacts } from './facts.ts';

// N: ♠AQ4 ♥KJ3 ♦KJ5 ♣A962; E: ♠T765 ♥9854 ♦T2 ♣873; S: ♠K93 ♥AQ62 ♦74 ♣KQJ5; W: ♠J82 ♥T7 ♦AQ9863 ♣T4
const DEAL_TEXT = 'N:AQ4.KJ3.KJ5.A962 T765.9854.T2.873 K93.AQ62.74.KQJ5 J82.T7.AQ9863.T4';

/** The deal of DEAL_TEXT (PBN's Deal tag, North first). */
const deal = (): Deal => {
  const hands = DEAL_TEXT.slice(2).split(' ');
  const one = (i: number): Card[] => hands[i]!.split('.').flatMap((ranks, s) => [...ranks].map((r) => `${'SHDC'[s]}${r}` as Card));
  const seats: Seat[] = ['N', 'E', 'S', 'W'];
  return Object.fromEntries(seats.map((s, i) => [s, one(i)])) as unknown as Deal;
};

describe('parseFacts', () => {
  it('finds holdings and counts, with their offsets', () => {
    const r = parseFacts('East has [[E:H]] and the side [[#EW:S]] spades.');
    expect(r.ok && r.value).toEqual([
      { fact: { kind: 'holding', seat: 'E', suit: 'H' }, offset: 9, source: '[[E:H]]' },
      { fact: { kind: 'count', who: 'EW', suit: 'S' }, offset: 30, source: '[[#EW:S]]' },
    ]);
  });

  it('leaves text without facts alone, brackets of one kind included', () => {
    expect(parseFacts('West [sic] leads {no} the ♠K; then ]] stray.')).toEqual({ ok: true, value: [] });
  });

  it.each([
    ['[[X:H]]', 'FACT_SEAT'],
    ['[[e:H]]', 'FACT_SEAT'],
    ['[[E:NT]]', 'FACT_SUIT'],
    ['[[E:h]]', 'FACT_SUIT'],
    ['[[EW:H]]', 'FACT_SIDE_HOLDING'],
    ['[[E H]]', 'FACT_FORM'],
    ['[[#E:]]', 'FACT_FORM'],
    ['[[E:H', 'FACT_UNCLOSED'],
    ['[[E:H\n]]', 'FACT_UNCLOSED'],
  ])('reports %j as %s, with a hint and where it starts', (fact, code) => {
    const r = parseFacts(`See ${fact} here.`);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error[0]?.code).toBe(code);
    expect(r.error[0]?.offset).toBe(4);
    expect(r.error[0]?.hint).not.toBe('');
  });

  it('reports every bad fact of a text, not just the first', () => {
    const r = parseFacts('[[Q:H]] and [[E:Z]] and [[E:H]]');
    expect(r.ok ? [] : r.error.map((p) => p.code)).toEqual(['FACT_SEAT', 'FACT_SUIT']);
  });
});

describe('renderFacts', () => {
  it('renders a holding from the original deal, highest first, the ten as 10', () => {
    expect(renderFacts('[[E:H]] [[W:D]] [[E:S]]', deal())).toEqual({ ok: true, value: '♥9854 ♦AQ9863 ♠10765' });
  });

  it('renders counts of a seat and of a side in words', () => {
    expect(renderFacts('[[#E:H]]; [[#EW:H]]; [[#NS:D]]; [[#W:D]]', deal())).toEqual({ ok: true, value: 'Four; six; five; six' });
  });

  it('renders a void and a count of none', () => {
    const d: Deal = { ...deal(), W: ['SJ', 'S8', 'S2', 'DA', 'DQ', 'D9', 'D8', 'D6', 'D3', 'CT', 'C4', 'HT', 'H7'] };
    const noHearts: Deal = { ...d, W: d.W!.map((c) => (c === 'HT' ? 'D2' : c === 'H7' ? 'DT' : c)) };
    expect(renderFacts('[[W:H]], [[#W:H]] hearts', noHearts)).toEqual({ ok: true, value: '♥—, no hearts' });
  });

  it('writes a count that starts a sentence with a capital, and only then', () => {
    expect(renderFacts('[[#E:H]] hearts. So [[#W:D]]! [[#NS:D]]? Yes: [[#E:S]]', deal())).toEqual({
      ok: true,
      value: 'Four hearts. So six! Five? Yes: four',
    });
  });

  it('returns a text without facts unchanged', () => {
    expect(renderFacts('West leads the ♠K.', deal())).toEqual({ ok: true, value: 'West leads the ♠K.' });
  });

  it('refuses a fact about a hand the deal does not give', () => {
    const r = renderFacts('[[N:S]]', { ...deal(), N: null });
    expect(r.ok ? null : r.error[0]?.code).toBe('FACT_HAND_UNKNOWN');
  });

  it('holdingText and countWord', () => {
    expect(holdingText(['HA', 'HT', 'S2', 'HK'], 'H')).toBe('♥AK10');
    expect(countWord(13)).toBe('thirteen');
    expect(countWord(0)).toBe('no');
  });
});

describe('renderFacts in German', () => {
  it('writes holdings with the German rank letters A K D B 10', () => {
    expect(renderFacts('[[N:S]] [[S:C]] [[E:S]] [[W:D]]', deal(), 'de')).toEqual({ ok: true, value: '♠AD4 ♣KDB5 ♠10765 ♦AD9863' });
  });

  it('writes counts as German words, with a capital at the start of a sentence', () => {
    expect(renderFacts('[[#E:H]] Coeur. Ost-West halten [[#EW:H]] Coeur, Nord-Süd [[#NS:D]] Karo!', deal(), 'de')).toEqual({
      ok: true,
      value: 'Vier Coeur. Ost-West halten sechs Coeur, Nord-Süd fünf Karo!',
    });
  });

  it('says none as "kein" and one as "ein", before the suit', () => {
    const d: Deal = { ...deal(), W: ['SJ', 'S8', 'S2', 'DA', 'DQ', 'D9', 'D8', 'D6', 'D3', 'CT', 'C4', 'D2', 'HT'] };
    expect(renderFacts('West hält [[#W:H]] Coeur, [[W:H]]. [[#EW:H]] Coeur', { ...d, E: deal().E }, 'de')).toEqual({
      ok: true,
      value: 'West hält ein Coeur, ♥10. Fünf Coeur',
    });
    const none: Deal = { ...d, W: d.W!.map((c) => (c === 'HT' ? 'DT' : c)) };
    expect(renderFacts('Nord-Süd halten [[#NS:S]] Pik; West [[#W:H]] Coeur, [[W:H]]. [[#W:H]] Coeur mehr.', none, 'de')).toEqual({
      ok: true,
      value: 'Nord-Süd halten sechs Pik; West kein Coeur, ♥—. Kein Coeur mehr.',
    });
  });

  it('countWord and holdingText in German; English stays the default', () => {
    expect(countWord(13, 'de')).toBe('dreizehn');
    expect(countWord(12, 'de')).toBe('zwölf');
    expect(countWord(0, 'de')).toBe('kein');
    expect(countWord(1, 'de')).toBe('ein');
    expect(countWord(1)).toBe('one');
    expect(holdingText(['HA', 'HT', 'HQ', 'HJ', 'HK'], 'H', 'de')).toBe('♥AKDB10');
    expect(holdingText(['HA', 'HT', 'HQ', 'HJ', 'HK'], 'H')).toBe('♥AKQJ10');
  });
});

describe('renderRecordFacts', () => {
  const record = (over: Partial<HandRecord>): HandRecord => ({
    ruleSet: 'whist-club-1926',
    dealer: 'N',
    deal: deal(),
    calls: [],
    play: [],
    ...over,
  });

  it('renders the introduction and the notes of calls and cards', () => {
    const r = renderRecordFacts(
      record({
        intro: 'West holds [[W:D]].',
        calls: [{ call: { type: 'bid', level: 1, strain: 'NT' }, note: 'With [[N:D]].' }, { call: { type: 'pass' } }],
        play: [{ card: 'DK', note: 'The defenders hold [[#EW:D]] diamonds.' }],
      }),
    );
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.intro).toBe('West holds ♦AQ9863.');
    expect(r.value.calls[0]?.note).toBe('With ♦KJ5.');
    expect(r.value.calls[1]).toEqual({ call: { type: 'pass' } });
    expect(r.value.play[0]?.note).toBe('The defenders hold eight diamonds.');
  });

  it('renders a German record in German', () => {
    const r = renderRecordFacts(
      record({ intro: 'West hält [[W:D]], [[#W:D]] Karo.', play: [{ card: 'DK', note: '[[#EW:D]] Karo bei Ost-West.' }] }),
      'de',
    );
    expect(r.ok && [r.value.intro, r.value.play[0]?.note]).toEqual(['West hält ♦AD9863, sechs Karo.', 'Acht Karo bei Ost-West.']);
  });

  it('names the note, its step and its position for each bad fact', () => {
    const r = renderRecordFacts(
      record({
        calls: [{ call: { type: 'pass' } }, { call: { type: 'pass' }, note: 'x' }],
        play: [{ card: 'SK', note: 'East [[Z:H]]', pos: { line: 30, column: 1 } }],
      }),
    );
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error).toHaveLength(1);
    expect(r.error[0]).toMatchObject({ code: 'FACT_SEAT', step: 3, pos: { line: 30, column: 1 }, severity: 'error' });
    expect(r.error[0]?.message).toMatch(/^In the note on card 1 \(♠K\): \[\[Z:H\]\] names no seat/);
  });
});
