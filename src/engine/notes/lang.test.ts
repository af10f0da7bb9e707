import { describe, expect, it } from 'vitest';
import { parsePbn, pbnParseOf } from '../formats/pbn.ts';
import type { HandRecord } from '../record.ts';
import type { Card, Deal, Seat } from '../types.ts';
import { hasGerman, languageGaps, noteIn, noteLangOf, recordIn, renderRecordIn, shownLang, splitNote } from './lang.ts';

const DEAL_TEXT = 'N:AQ4.KJ3.KJ5.A962 T765.9854.T2.873 K93.AQ62.74.KQJ5 J82.T7.AQ9863.T4';

const deal = (): Deal => {
  const hands = DEAL_TEXT.slice(2).split(' ');
  const one = (i: number): Card[] => hands[i]!.split('.').flatMap((ranks, s) => [...ranks].map((r) => `${'SHDC'[s]}${r}` as Card));
  const seats: Seat[] = ['N', 'E', 'S', 'W'];
  return Object.fromEntries(seats.map((s, i) => [s, one(i)])) as unknown as Deal;
};

const record = (over: Partial<HandRecord>): HandRecord => ({
  ruleSet: 'whist-club-1926',
  dealer: 'N',
  deal: deal(),
  calls: [],
  play: [],
  ...over,
});

describe('splitNote and noteIn', () => {
  it('splits at the first paragraph that begins with de:', () => {
    expect(splitNote('East leads.\n\nde: Ost spielt aus.')).toEqual({ en: 'East leads.', de: 'Ost spielt aus.' });
    expect(noteIn('East leads.\n\nde: Ost spielt aus.', 'en')).toBe('East leads.');
    expect(noteIn('East leads.\n\nde: Ost spielt aus.', 'de')).toBe('Ost spielt aus.');
  });

  it('keeps the paragraphs of each part, and drops the de: of every German paragraph', () => {
    const note = 'One.\n\n\n\nTwo.\n\nde: Eins.\n\nZwei.\n\nde:Drei.';
    expect(splitNote(note)).toEqual({ en: 'One.\n\n\n\nTwo.', de: 'Eins.\n\nZwei.\n\nDrei.' });
  });

  it('does not split at a de: inside a paragraph, nor at De:', () => {
    expect(splitNote('The word de: is French.\nde: no.')).toEqual({ en: 'The word de: is French.\nde: no.' });
    expect(splitNote('A.\n\nDe: B.')).toEqual({ en: 'A.\n\nDe: B.' });
  });

  it('gives a note in one language only, and nothing for an empty part', () => {
    expect(splitNote('de: Nur Deutsch.')).toEqual({ de: 'Nur Deutsch.' });
    expect(splitNote('English only.')).toEqual({ en: 'English only.' });
    expect(splitNote('English.\n\nde:')).toEqual({ en: 'English.' });
    expect(noteIn('English only.', 'de')).toBeUndefined();
    expect(noteIn(undefined, 'en')).toBeUndefined();
  });

  it('reads the notes the PBN reader joins from two comments', () => {
    const pbn = [
      '[Event "Two languages"]',
      '[Dealer "N"]',
      `[Deal "${DEAL_TEXT}"]`,
      '{East has [[#E:H]] hearts.} {de: Ost hat [[#E:H]] Coeur.}',
      '[Auction "N"]',
      '1NT {Opening.\n\nA second paragraph.}',
      '{de: Eröffnung.\n\nEin zweiter Absatz.}',
      'Pass Pass Pass',
    ].join('\n');
    const r = pbnParseOf(parsePbn(pbn)).records[0]!;
    expect(r.intro).toBe('East has [[#E:H]] hearts.\n\nde: Ost hat [[#E:H]] Coeur.');
    expect(noteIn(r.intro, 'de')).toBe('Ost hat [[#E:H]] Coeur.');
    expect(noteIn(r.calls[0]?.note, 'en')).toBe('Opening.\n\nA second paragraph.');
    expect(noteIn(r.calls[0]?.note, 'de')).toBe('Eröffnung.\n\nEin zweiter Absatz.');
  });

  it('noteLangOf reads any site language', () => {
    expect(noteLangOf('de')).toBe('de');
    expect(noteLangOf('en')).toBe('en');
    expect(noteLangOf(undefined)).toBe('en');
    expect(noteLangOf('fr')).toBe('en');
  });
});

describe('recordIn', () => {
  const both = record({
    title: 'Drawing trumps',
    tags: { TitleDe: 'Trumpf ziehen', Description: 'Play', DescriptionDe: 'Spiel' },
    intro: 'Intro.\n\nde: Einleitung.',
    calls: [{ call: { type: 'bid', level: 1, strain: 'NT' }, note: 'Bid.\n\nde: Gebot.' }, { call: { type: 'pass' } }],
    play: [{ card: 'DK', note: 'Card.\n\nde: Karte.' }],
  });

  it('gives the intro, every note and the title in German', () => {
    const de = recordIn(both, 'de');
    expect([de.title, de.intro, de.calls[0]?.note, de.play[0]?.note]).toEqual(['Trumpf ziehen', 'Einleitung.', 'Gebot.', 'Karte.']);
    expect(de.calls[1]).toBe(both.calls[1]);
    expect(de.tags).toEqual(both.tags);
  });

  it('gives them in English, the German left out', () => {
    const en = recordIn(both, 'en');
    expect([en.title, en.intro, en.calls[0]?.note, en.play[0]?.note]).toEqual(['Drawing trumps', 'Intro.', 'Bid.', 'Card.']);
  });

  it('keeps a record of one language as it is, for either language', () => {
    const one = record({ title: 'T', intro: 'Intro.', play: [{ card: 'DK', note: 'Card.' }] });
    expect(recordIn(one, 'en')).toEqual(one);
    const de = recordIn(one, 'de');
    expect([de.title, de.intro, de.play[0]?.note]).toEqual(['T', 'Intro.', 'Card.']);
  });

  it('drops a note that is empty in both languages', () => {
    const r = recordIn(record({ play: [{ card: 'DK', note: '\n\nde:' }] }), 'de');
    expect(r.play[0]).toEqual({ card: 'DK' });
  });
});

describe('languageGaps and hasGerman', () => {
  it('finds nothing when every note, the title and the description are in both languages', () => {
    const r = record({
      title: 'T',
      tags: { TitleDe: 'T-de', Description: 'D', DescriptionDe: 'D-de' },
      intro: 'I.\n\nde: E.',
      calls: [{ call: { type: 'pass' }, note: 'P.\n\nde: P.' }],
    });
    expect(languageGaps(r)).toEqual([]);
    expect(hasGerman(r)).toBe(true);
  });

  it('reports each missing part with its place, step, position and a hint', () => {
    const r = record({
      title: 'T',
      tags: { Description: 'D' },
      intro: 'English only.',
      calls: [{ call: { type: 'pass' } }, { call: { type: 'pass' }, note: 'de: Nur Deutsch.', pos: { line: 12, column: 6 } }],
      play: [{ card: 'SK', note: 'A card.', pos: { line: 20, column: 1 } }],
      pos: { line: 1, column: 1 },
    });
    const gaps = languageGaps(r);
    expect(gaps.map((d) => [d.code, d.step, d.pos?.line])).toEqual([
      ['NOTE_DE_MISSING', 0, 1],
      ['NOTE_EN_MISSING', 2, 12],
      ['NOTE_DE_MISSING', 3, 20],
      ['TITLE_DE_MISSING', 0, 1],
      ['DESCRIPTION_DE_MISSING', 0, 1],
    ]);
    expect(gaps[0]?.message).toBe('The introduction is in English only: it has no German part.');
    expect(gaps[2]?.message).toBe('The note on card 1 (♠K) is in English only: it has no German part.');
    expect(gaps.every((d) => d.severity === 'error' && (d.hint ?? '') !== '')).toBe(true);
    expect(hasGerman(r)).toBe(true);
  });

  it('reports a German title or description without an English one', () => {
    const r = record({ tags: { TitleDe: 'Nur', DescriptionDe: 'Nur' } });
    expect(languageGaps(r).map((d) => d.code)).toEqual(['TITLE_EN_MISSING', 'DESCRIPTION_EN_MISSING']);
  });

  it('a record without any German has none', () => {
    expect(hasGerman(record({ title: 'T', intro: 'I.', play: [{ card: 'SK', note: 'x' }] }))).toBe(false);
  });
});

describe('shownLang', () => {
  it('shows a record without German in English, and one with German as asked', () => {
    const en = record({ intro: 'I.' });
    const both = record({ intro: 'I.\n\nde: E.' });
    expect([shownLang(en, 'de'), shownLang(en, 'en'), shownLang(both, 'de'), shownLang(both, 'en')]).toEqual(['en', 'en', 'de', 'en']);
  });
});

describe('renderRecordIn', () => {
  const r = record({
    title: 'T',
    tags: { TitleDe: 'T-de' },
    intro: 'East holds [[E:S]], [[#E:S]] spades.\n\nde: Ost hält [[E:S]], [[#E:S]] Pik.',
    calls: [{ call: { type: 'pass' }, note: 'North has [[N:S]].' }],
  });

  it('renders each note in the words of the language it is written in, a fallback included', () => {
    const de = renderRecordIn(r, 'de');
    expect(de.ok && [de.value.title, de.value.intro, de.value.calls[0]?.note]).toEqual([
      'T-de',
      'Ost hält ♠10765, vier Pik.',
      'North has ♠AQ4.',
    ]);
    const en = renderRecordIn(r, 'en');
    expect(en.ok && [en.value.title, en.value.intro, en.value.calls[0]?.note]).toEqual([
      'T',
      'East holds ♠10765, four spades.',
      'North has ♠AQ4.',
    ]);
  });

  it('refuses a bad fact of either language whichever is asked for, naming the German part', () => {
    const bad = { ...r, calls: [{ call: { type: 'pass' as const }, note: 'Fine.\n\nde: Nicht [[X:S]].', pos: { line: 9, column: 1 } }] };
    for (const lang of ['en', 'de'] as const) {
      const out = renderRecordIn(bad, lang);
      expect(out.ok).toBe(false);
      if (out.ok) continue;
      expect(out.error.map((d) => [d.code, d.step, d.pos?.line])).toEqual([['FACT_SEAT', 1, 9]]);
      expect(out.error[0]?.message).toMatch(/^In the note on call 1, German part: \[\[X:S\]\] names no seat/);
    }
  });
});
