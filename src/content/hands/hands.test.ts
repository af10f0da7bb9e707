/**
 * The course's annotated hands (src/content/hands/*.pbn): every file reads without a single
 * diagnostic, every hand passes the engine's gate, is played to the end or claimed, and carries
 * the commentary a lesson needs. The rubber of lesson 12 is checked against Milton Work's
 * figures (case rub-01 of ../shared/rules/cases/auction-public.json) through the engine's own
 * scorer and rubber ledger.
 *
 * The course's hands are written by hand (issue 14); these tests read the files as the site does.
 *
 * Each hand carries its notes in English and, once translated, in German (issue 18: a `{de: ...}`
 * comment after each English one, `TitleDe` and `DescriptionDe`; engine/notes/lang.ts). The
 * checks on what notes say read the English part where they expect English, and the German
 * part with the German forms of the same patterns ("Nord-Süd schreiben 32 unter dem Strich",
 * "zwei Coeur (16)"). A file with any German must have all of it; the files still without
 * German are listed (as todo) until they are translated.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { bidValue } from '../../engine/auction.ts';
import { rankOf, suitOf } from '../../engine/card.ts';
import { parsePbn, pbnParseOf } from '../../engine/formats/pbn.ts';
import { checkRecord, type CheckedHand, type HandRecord } from '../../engine/record.ts';
import { parseFacts } from '../../engine/notes/facts.ts';
import { hasGerman, languageGaps, noteIn, renderRecordIn, splitNote, type NoteLang } from '../../engine/notes/lang.ts';
import { dealInputOf } from '../../engine/outcome.ts';
import { getRuleSet } from '../../engine/rules/index.ts';
import { scoreRubber } from '../../engine/rubber.ts';
import { scoreDeal } from '../../engine/score/index.ts';
import { leftHandOpponent, nextSeat, partner, rightHandOpponent, sideOf } from '../../engine/seat.ts';
import type { Bid, Card, FullDeal, Seat } from '../../engine/types.ts';

const DIR = fileURLToPath(new URL('./', import.meta.url));
const FILES = readdirSync(DIR)
  .filter((f) => f.endsWith('.pbn'))
  .sort();

interface Loaded {
  readonly file: string;
  readonly text: string;
  readonly records: (HandRecord | null)[];
  readonly diagnostics: readonly { code: string; message: string }[];
}

const load = (file: string): Loaded => {
  const text = readFileSync(`${DIR}${file}`, 'utf8');
  const parsed = pbnParseOf(parsePbn(text, { file }));
  return { file, text, records: parsed.records, diagnostics: parsed.diagnostics };
};

const LOADED = FILES.map(load);

/**
 * The course's example hands, named lNN-topic.pbn by
 * lesson. Other files in the folder (diagrams and quizzes without play) are held to the
 * reading and checking rules only.
 */
const COURSE = FILES.filter((f) => /^l\d\d-/.test(f));

const checked = (r: HandRecord | null): CheckedHand => {
  if (r === null) throw new Error('no record');
  const c = checkRecord(r);
  if (!c.ok) throw new Error(c.error.map((d) => d.message).join('; '));
  return c.value;
};

/**
 * The scores a hand's commentary states, in the form the generator writes them ("North-South
 * score 16 below the line for ... and 32 above the line for ...; East-West score ..."): one
 * entry per such sentence, with the points of each side added up by line.
 */
const statedScoresIn = (
  r: HandRecord,
  lang: NoteLang = 'en',
): { NS: { above: number; below: number }; EW: { above: number; below: number } }[] => {
  const notes = [...r.calls.map((c) => noteIn(c.note, lang) ?? ''), ...r.play.map((p) => noteIn(p.note, lang) ?? '')];
  const w = SCORE_WORDS[lang];
  const out: { NS: { above: number; below: number }; EW: { above: number; below: number } }[] = [];
  for (const note of notes) {
    for (const sentence of note.split('\n').filter((l) => w.starts.test(l))) {
      const found = { NS: { above: 0, below: 0 }, EW: { above: 0, below: 0 } };
      for (const part of sentence.split(';')) {
        const side = w.side.exec(part)?.[1] === w.ns ? 'NS' : 'EW';
        for (const m of part.matchAll(w.points)) found[side][w.line(m[2] ?? '')] += points(m[1] ?? '');
      }
      out.push(found);
    }
  }
  return out;
};

/**
 * The words of a score sentence in each language: English "North-South score 32 below the line
 * for ...; East-West score 50 above the line for ...", German "Nord-Süd schreiben 32 unter dem
 * Strich für ...; Ost-West schreiben 50 über dem Strich für ..." (German numbers: 1.000).
 */
const SCORE_WORDS = {
  en: {
    starts: /^(North-South|East-West) score \d/,
    side: /(North-South|East-West) score/,
    ns: 'North-South',
    points: /(\d+) (above|below) the line/g,
    line: (w: string): 'above' | 'below' => (w === 'above' ? 'above' : 'below'),
    player: 'scores',
  },
  de: {
    starts: /^(Nord-Süd|Ost-West) schreiben \d/,
    side: /(Nord-Süd|Ost-West) schreiben/,
    ns: 'Nord-Süd',
    points: /(\d{1,3}(?:\.\d{3})+|\d+) (über|unter) dem Strich/g,
    line: (w: string): 'above' | 'below' => (w === 'über' ? 'above' : 'below'),
    player: 'schreibt',
  },
} as const;

/** A number as a note writes it: 1000 in English, 1.000 in German. */
const points = (written: string): number => Number(written.replace(/\./g, ''));

/**
 * Three-handed (Laws of Three-Hand Auction, 1913), each player scores for himself: the sentence
 * names the players ("Ada scores 32 below the line for ... and 189 above the line for ...; Ben
 * scores 8 above the line for ...; Cora scores nothing."). One entry per such sentence, with each
 * named player's points added up by line.
 */
const statedPlayerScoresIn = (
  r: HandRecord,
  players: readonly string[],
  lang: NoteLang = 'en',
): Record<string, { above: number; below: number }>[] => {
  const notes = [...r.calls.map((c) => noteIn(c.note, lang) ?? ''), ...r.play.map((p) => noteIn(p.note, lang) ?? '')];
  const w = SCORE_WORDS[lang];
  const starts = new RegExp(`^(${players.join('|')}) ${w.player}\\b`);
  const out: Record<string, { above: number; below: number }>[] = [];
  for (const note of notes) {
    for (const sentence of note.split('\n').filter((l) => starts.test(l))) {
      const found = Object.fromEntries(players.map((p) => [p, { above: 0, below: 0 }]));
      for (const part of sentence.split(';')) {
        const who = new RegExp(`(${players.join('|')}) ${w.player}`).exec(part)?.[1];
        if (who === undefined) continue;
        for (const m of part.matchAll(w.points)) found[who]![w.line(m[2] ?? '')] += points(m[1] ?? '');
      }
      out.push(found);
    }
  }
  return out;
};

/**
 * Law 48 (1912): the loss on the dealer's original one (plain) spade is limited unless it is
 * redoubled. The record shows it when the final contract is one spade, bid by the dealer as his
 * first call and never bid again.
 */
const dealersOriginalOneSpade = (h: CheckedHand): boolean => {
  const c = h.contract;
  const first = h.auction.calls[0];
  const bids = h.auction.calls.filter((x) => x.call.type === 'bid');
  return (
    c !== null && c.level === 1 && c.strain === 'S' && c.declarer === h.record.dealer && first?.call.type === 'bid' && bids.length === 1
  );
};

/** The lesson that gives tricks their value (7), and the one that teaches honours (10). */
const TRICK_VALUES_LESSON = 7;
const HONOURS_LESSON = 10;

/** The lesson a course file belongs to (`l07-...` → 7). */
const lessonOf = (file: string): number => Number(/^l(\d\d)-/.exec(file)?.[1] ?? 99);

/** The introduction and every note on a call or a card, in one language (English by default). */
const allNotes = (r: HandRecord, lang: NoteLang = 'en'): string[] =>
  [r.intro, ...r.calls.map((c) => c.note), ...r.play.map((p) => p.note)].map((n) => noteIn(n, lang) ?? '').filter((n) => n !== '');

/**
 * The values a note gives bids, as the period counted them under value calling: "two hearts (16)",
 * "three royals (27)", "one no-trump (10)". Each is `[said, level, strain]`: the number written,
 * and the bid it follows (a spade is a plain spade, a royal a royal spade).
 */
export const statedBidValues = (note: string): [number, number, string][] => {
  const LEVELS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven'];
  const STRAIN: Record<string, string> = {
    club: 'C',
    diamond: 'D',
    heart: 'H',
    spade: 'S',
    royal: 'R',
    'royal spade': 'R',
    'no-trump': 'NT',
  };
  const re = /\b(one|two|three|four|five|six|seven) (clubs?|diamonds?|hearts?|spades?|royal spades?|royals?|no-trumps?) \((\d+)\)/gi;
  return [...note.matchAll(re)].map((m) => [
    Number(m[3]),
    LEVELS.indexOf((m[1] ?? '').toLowerCase()) + 1,
    STRAIN[(m[2] ?? '').toLowerCase().replace(/s$/, '')] ?? '?',
  ]);
};

/**
 * The same in German: "zwei Coeur (16)", "drei Royal Spades (27)", "ein Sans Atout (10)",
 * "1 SA (10)" (the level as a word or a digit; one in any case: ein, eine, einem, einen, eins).
 */
export const statedBidValuesDe = (note: string): [number, number, string][] => {
  const LEVELS: Record<string, number> = {
    ein: 1,
    eine: 1,
    einem: 1,
    einen: 1,
    eins: 1,
    zwei: 2,
    drei: 3,
    vier: 4,
    fünf: 5,
    sechs: 6,
    sieben: 7,
  };
  const STRAIN: Record<string, string> = {
    treff: 'C',
    karo: 'D',
    coeur: 'H',
    pik: 'S',
    'royal spades': 'R',
    'royal spade': 'R',
    royals: 'R',
    royal: 'R',
    'sans atout': 'NT',
    sa: 'NT',
  };
  const re =
    /(?<![\p{L}\d])(eins|einem|einen|eine|ein|zwei|drei|vier|fünf|sechs|sieben|[1-7]) (Treff|Karo|Coeur|Pik|Royal Spades?|Royals?|Sans Atout|SA) \((\d+)\)/giu;
  return [...note.matchAll(re)].map((m) => {
    const level = (m[1] ?? '').toLowerCase();
    return [Number(m[3]), /^\d$/.test(level) ? Number(level) : (LEVELS[level] ?? 0), STRAIN[(m[2] ?? '').toLowerCase()] ?? '?'];
  });
};

/** A note's bid values in its language. */
const bidValuesIn = (note: string, lang: NoteLang): [number, number, string][] =>
  lang === 'de' ? statedBidValuesDe(note) : statedBidValues(note);

/** Notes on calls and cards (not the introduction), in one language. */
const noteCount = (r: HandRecord, lang: NoteLang = 'en'): number =>
  r.calls.filter((c) => (noteIn(c.note, lang) ?? '') !== '').length + r.play.filter((p) => (noteIn(p.note, lang) ?? '') !== '').length;

/**
 * Every fact of a file's notes that cannot be rendered, in either language (each part in its
 * own words), as `file game n, step s: message`.
 */
const factProblems = (l: Pick<Loaded, 'file' | 'records'>): string[] =>
  l.records.flatMap((r, i) => {
    if (r === null) return [];
    const rendered = renderRecordIn(r, 'en');
    return rendered.ok ? [] : rendered.error.map((d) => `${l.file} game ${i + 1}, step ${d.step}: ${d.message}`);
  });

/** Whether any game of a file carries German (then every game must carry all of it). */
const hasAnyGerman = (l: Loaded): boolean => l.records.some((r) => r !== null && hasGerman(r));

/** The files with German notes, and those still without (listed as todo below). */
const GERMAN = LOADED.filter(hasAnyGerman).map((l) => l.file);
const UNTRANSLATED = FILES.filter((f) => !GERMAN.includes(f));

/** Every note of a record as its two parts, with where it stands. */
const notePairs = (r: HandRecord): { where: string; en?: string; de?: string }[] =>
  [
    { where: 'introduction', note: r.intro },
    ...r.calls.map((c, i) => ({ where: `call ${i + 1}`, note: c.note })),
    ...r.play.map((p, j) => ({ where: `card ${j + 1} (${p.card})`, note: p.note })),
  ]
    .filter((x): x is { where: string; note: string } => x.note !== undefined)
    .map(({ where, note }) => ({ where, ...splitNote(note) }));

/** The facts a text writes (`[[E:H]]`, `[[#EW:S]]`), each once, sorted. */
const factsOf = (text: string): string[] => {
  const p = parseFacts(text);
  return p.ok ? [...new Set(p.value.map((t) => t.source))].sort() : ['(bad facts)'];
};

/** The numbers a text writes in digits, each once, sorted (1.000 read as 1000). */
const numbersOf = (text: string): number[] =>
  [...new Set([...text.matchAll(/\d{1,3}(?:\.\d{3})+(?!\d)|\d+/g)].map((m) => points(m[0])))].sort((a, b) => a - b);

/**
 * The layout of the German comments in a file's text: each `{de: ...}` follows an English
 * comment directly (nothing but white space between), and no English comment follows a German
 * one directly (a token's English comes first, its German last: the reader joins them and
 * takes the German from the first `de:`). One line per misplaced comment.
 */
export const germanLayoutProblems = (text: string): string[] => {
  const out: string[] = [];
  const comments = [...text.matchAll(/\{([^}]*)\}/g)].map((m) => ({
    at: m.index,
    end: m.index + m[0].length,
    de: /^\s*de:/.test(m[1] ?? ''),
  }));
  const lineOf = (at: number): number => text.slice(0, at).split('\n').length;
  comments.forEach((c, i) => {
    const before = comments[i - 1];
    const adjacent = before !== undefined && text.slice(before.end, c.at).trim() === '';
    if (c.de && (!adjacent || before.de)) out.push(`line ${lineOf(c.at)}: a {de: ...} comment that does not follow an English comment`);
    if (!c.de && adjacent && before.de) out.push(`line ${lineOf(c.at)}: an English comment right after a German one`);
  });
  return out;
};

describe('the hand files', () => {
  it('has the course files, named lNN-topic.pbn with NN a lesson of the course', () => {
    expect(COURSE.length).toBeGreaterThan(0);
    for (const f of COURSE) expect(f, f).toMatch(/^l(0[1-9]|1[0-9]|20)-[a-z0-9-]+\.pbn$/);
  });

  it.each(FILES)('%s reads without a single diagnostic', (file) => {
    const l = LOADED.find((x) => x.file === file)!;
    expect(l.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
    expect(l.records.length).toBeGreaterThan(0);
    expect(l.records.every((r) => r !== null)).toBe(true);
  });

  it.each(FILES)('%s: every hand passes checkRecord', (file) => {
    const l = LOADED.find((x) => x.file === file)!;
    for (const [i, r] of l.records.entries()) {
      const c = r === null ? null : checkRecord(r);
      expect(c === null ? ['no record'] : c.ok ? [] : c.error.map((d) => d.message), `${file} game ${i + 1}`).toEqual([]);
    }
  });

  it.each(FILES)('%s: every fact in a note ([[E:H]], [[#EW:H]]) reads and renders from the deal', (file) => {
    expect(factProblems(LOADED.find((x) => x.file === file)!)).toEqual([]);
  });

  it('names the file and the note of a bad fact (the check above can fail)', () => {
    const l = LOADED.find((x) => x.file === 'l07-every-trick-counts.pbn')!;
    const bad = l.text.replace('{South wins with the ace.}', '{South wins with the ace of [[X:S]].}');
    expect(bad).not.toBe(l.text);
    const parsed = pbnParseOf(parsePbn(bad, { file: l.file }));
    expect(factProblems({ ...l, records: parsed.records })).toEqual([
      'l07-every-trick-counts.pbn game 1, step 8: In the note on card 4 (♠A): [[X:S]] names no seat: "X" is not one of N, E, S, W.',
    ]);
  });

  it.each(COURSE)('%s: every hand has a contract and is played out or claimed', (file) => {
    const l = LOADED.find((x) => x.file === file)!;
    for (const [i, r] of l.records.entries()) {
      expect(r, `${file} game ${i + 1}`).not.toBeNull();
      const c = checkRecord(r!);
      expect(c.ok ? [] : c.error.map((d) => d.message), `${file} game ${i + 1}`).toEqual([]);
      if (!c.ok) continue;
      expect(c.value.contract, `${file} game ${i + 1} has a contract`).not.toBeNull();
      expect(c.value.partialDeal).toBe(false);
      expect(c.value.playComplete || c.value.tricksFrom === 'claim', `${file} game ${i + 1} played or claimed`).toBe(true);
      if (c.value.playComplete) expect(r!.play.length).toBe(52);
      else expect(r!.play.length).toBeGreaterThanOrEqual(1);
    }
  });

  it.each(COURSE)('%s: every hand has a title, the annotator, an introduction and at least two notes', (file) => {
    const l = LOADED.find((x) => x.file === file)!;
    for (const [i, r] of l.records.entries()) {
      const where = `${file} game ${i + 1}`;
      expect(r!.title ?? '', where).not.toBe('');
      expect(r!.tags?.Annotator, where).toBe('Auction Bridge course');
      expect((r!.intro ?? '').length, where).toBeGreaterThan(40);
      expect(noteCount(r!), where).toBeGreaterThanOrEqual(2);
      if (!GERMAN.includes(file)) continue;
      expect(r!.tags?.TitleDe ?? '', `${where} (German)`).not.toBe('');
      expect((noteIn(r!.intro, 'de') ?? '').length, `${where} (German)`).toBeGreaterThan(40);
      expect(noteCount(r!, 'de'), `${where} (German)`).toBeGreaterThanOrEqual(2);
    }
  });

  it.each(
    COURSE.flatMap(
      (f) =>
        (GERMAN.includes(f)
          ? [
              [f, 'en'],
              [f, 'de'],
            ]
          : [[f, 'en']]) as [string, NoteLang][],
    ),
  )("%s: the score stated in the commentary (%s) is the engine's, as far as the course has taught it", (file, lang) => {
    const l = LOADED.find((x) => x.file === file)!;
    const lesson = lessonOf(file);
    const statedScores = (r: HandRecord): ReturnType<typeof statedScoresIn> => statedScoresIn(r, lang);
    const statedPlayerScores = (r: HandRecord, players: readonly string[]): ReturnType<typeof statedPlayerScoresIn> =>
      statedPlayerScoresIn(r, players, lang);
    for (const [i, r] of l.records.entries()) {
      const where = `${file} game ${i + 1} (${lang})`;
      const h = checked(r);
      const input = dealInputOf(h);
      if (input?.threeHanded !== undefined) {
        // Three-handed: the players named in the seat tags, each scored for himself.
        const players = [input.threeHanded.declarer, input.threeHanded.lho, input.threeHanded.rho];
        const said = statedPlayerScores(r!, players);
        expect(said.length, `${where}: one sentence giving each player's score`).toBe(1);
        const s = scoreDeal(h.rules, input);
        expect(s.ok, where).toBe(true);
        if (!s.ok) continue;
        const engine = Object.fromEntries(players.map((p) => [p, { above: s.value.totals[p]!.above, below: s.value.totals[p]!.below }]));
        expect(said[0], where).toEqual(engine);
        continue;
      }
      const stated = statedScores(r!);
      if (lesson < TRICK_VALUES_LESSON) {
        expect(stated, `${where}: no score before lesson ${TRICK_VALUES_LESSON} gives tricks a value`).toEqual([]);
        continue;
      }
      expect(stated.length, `${where}: one sentence giving the score`).toBe(1);
      const s = scoreDeal(h.rules, {
        contract: h.contract,
        tricks: h.tricks!,
        deal: h.record.deal,
        ...(dealersOriginalOneSpade(h) ? { dealersOriginalOneSpade: true } : {}),
      });
      expect(s.ok, where).toBe(true);
      if (!s.ok) continue;
      // Before lesson 10 the honour column is not taught: the sentence leaves it out.
      const taught = s.value.entries.filter((e) => lesson >= HONOURS_LESSON || (e.reason !== 'honours' && e.reason !== 'chicane'));
      const engine = (side: 'NS' | 'EW'): { above: number; below: number } => ({
        above: taught.filter((e) => e.side === side && e.line === 'above').reduce((n, e) => n + e.points, 0),
        below: taught.filter((e) => e.side === side && e.line === 'below').reduce((n, e) => n + e.points, 0),
      });
      expect(stated[0], where).toEqual({ NS: engine('NS'), EW: engine('EW') });
    }
  });

  it.each(COURSE.filter((f) => lessonOf(f) < HONOURS_LESSON))(
    '%s: no note speaks of scoring honours before lesson 10 teaches them',
    (file) => {
      const l = LOADED.find((x) => x.file === file)!;
      const found = l.records.flatMap((r) =>
        allNotes(r!)
          .flatMap((n) => n.split(/(?<=[.;:!?])\s+/))
          .filter((x) => /honour/i.test(x) && /scor|above the line|points/i.test(x)),
      );
      expect(found).toEqual([]);
      const gefunden = l.records.flatMap((r) =>
        allNotes(r!, 'de')
          .flatMap((n) => n.split(/(?<=[.;:!?])\s+/))
          .filter((x) => /honneur/i.test(x) && /schreib|über dem Strich|Punkt|Prämie/i.test(x)),
      );
      expect(gefunden).toEqual([]);
    },
  );

  it.each(COURSE)(
    '%s: a bid value stated in a note ("two hearts (16)", "zwei Coeur (16)") is the engine\'s under the hand\'s code',
    (file) => {
      const l = LOADED.find((x) => x.file === file)!;
      for (const [i, r] of l.records.entries()) {
        const h = checked(r);
        for (const [lang, note] of [...allNotes(r!).map((n) => ['en', n] as const), ...allNotes(r!, 'de').map((n) => ['de', n] as const)]) {
          for (const [said, level, strain] of bidValuesIn(note, lang)) {
            expect([note.slice(0, 60), level, strain, said], `${file} game ${i + 1}`).toEqual([
              note.slice(0, 60),
              level,
              strain,
              bidValue(h.rules, { level, strain } as Bid),
            ]);
          }
        }
      }
    },
  );

  it('reads stated bid values the way the test means them (the check above can fail)', () => {
    expect(statedBidValues('Two no-trumps (20) outbids two hearts; one royal (9) and three royal spades (27).')).toEqual([
      [20, 2, 'NT'],
      [9, 1, 'R'],
      [27, 3, 'R'],
    ]);
  });

  it('reads German bid values the way the test means them (the check above can fail)', () => {
    expect(
      statedBidValuesDe(
        'Zwei Sans Atout (20) überbieten zwei Coeur (16); ein Royal (9), eine Royal Spade (9), 1 SA (10) und drei Royal Spades (27).',
      ),
    ).toEqual([
      [20, 2, 'NT'],
      [16, 2, 'H'],
      [9, 1, 'R'],
      [9, 1, 'R'],
      [10, 1, 'NT'],
      [27, 3, 'R'],
    ]);
    expect(statedBidValuesDe('Ost hat neun Treff (13).')).toEqual([]);
  });

  it('reads a German score sentence the way the test means it (the check above can fail)', () => {
    const r = {
      calls: [],
      play: [
        {
          card: 'SA',
          note: 'NS score 1 below the line.\n\nde: Erst.\nNord-Süd schreiben 16 unter dem Strich für zwei Tricks und 1.000 über dem Strich für Honneurs; Ost-West schreiben 50 über dem Strich für einen Faller.',
        },
      ],
    } as unknown as HandRecord;
    expect(statedScoresIn(r, 'de')).toEqual([{ NS: { above: 1000, below: 16 }, EW: { above: 50, below: 0 } }]);
    const three = {
      calls: [],
      play: [{ card: 'SA', note: 'x\n\nde: Ada schreibt 32 unter dem Strich; Ben schreibt 16 über dem Strich; Cora schreibt nichts.' }],
    } as unknown as HandRecord;
    expect(statedPlayerScoresIn(three, ['Ada', 'Ben', 'Cora'], 'de')).toEqual([
      { Ada: { above: 0, below: 32 }, Ben: { above: 16, below: 0 }, Cora: { above: 0, below: 0 } },
    ]);
  });

  it('reads a three-handed score sentence player by player (the check above can fail)', () => {
    const r = {
      calls: [],
      play: [
        {
          card: 'SA',
          note: 'Ada scores 32 below the line for four odd tricks and 8 above the line for honours; Ben scores 16 above the line for honours; Cora scores nothing.',
        },
      ],
    } as unknown as HandRecord;
    expect(statedPlayerScoresIn(r, ['Ada', 'Ben', 'Cora'])).toEqual([
      { Ada: { above: 8, below: 32 }, Ben: { above: 16, below: 0 }, Cora: { above: 0, below: 0 } },
    ]);
  });

  it('reads a stated score the way the test means it (the check above can fail)', () => {
    const r = {
      calls: [],
      play: [{ card: 'SA', note: 'North-South score 16 below the line for two odd tricks and 32 above the line for honours.' }],
    } as unknown as HandRecord;
    expect(statedScoresIn(r)).toEqual([{ NS: { above: 32, below: 16 }, EW: { above: 0, below: 0 } }]);
  });

  it('has at least 24 annotated hands over lessons 2 to 15, besides the rubber of lesson 12', () => {
    const course = LOADED.filter((l) => COURSE.includes(l.file));
    const taught = course.filter((l) => !l.file.startsWith('l12-work-rubber')).flatMap((l) => l.records);
    expect(taught.length).toBeGreaterThanOrEqual(24);
    const lessons = new Set(course.map((l) => Number(l.file.slice(1, 3))));
    for (const n of [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 14, 15]) expect(lessons.has(n), `lesson ${n} has a hand`).toBe(true);
  });

  it('fails on a broken hand (the checks above can fail)', () => {
    const l = LOADED.find((x) => x.file === COURSE[0])!;
    // Change the first card of the first hand to another rank, so that one card is dealt twice.
    const bad = l.text.replace(
      /\[Deal "([NESW]):(\S+)/,
      (_m, seat: string, hand: string) => `[Deal "${seat}:${hand.replace(/^(.)/, (c) => (c === 'A' ? 'K' : 'A'))}`,
    );
    const c = pbnParseOf(parsePbn(bad, { file: l.file }));
    const r = c.records[0];
    const failed = c.diagnostics.length > 0 || r === null || r === undefined || !checkRecord(r).ok;
    expect(failed).toBe(true);
  });
});

// ---------------------------------------------------------------------------------------------
// Two languages (issue 18)

describe('the German notes', () => {
  if (UNTRANSLATED.length > 0)
    console.warn(`\nHand files still without German notes (${UNTRANSLATED.length}): ${UNTRANSLATED.join(', ')}\n`);
  for (const file of UNTRANSLATED) it.todo(`${file}: German notes`);

  it.each(GERMAN)('%s: every note, the title and the description are in both languages', (file) => {
    const l = LOADED.find((x) => x.file === file)!;
    const gaps = l.records.flatMap((r, i) =>
      r === null ? [] : languageGaps(r).map((d) => `game ${i + 1}, line ${d.pos?.line ?? '?'}: ${d.code}: ${d.message}`),
    );
    expect(gaps).toEqual([]);
  });

  it.each(GERMAN)('%s: each {de: ...} comment follows its English comment directly', (file) => {
    expect(germanLayoutProblems(LOADED.find((x) => x.file === file)!.text)).toEqual([]);
  });

  it.each(GERMAN)('%s: a German note writes the facts ([[E:H]]) and the numbers of its English note', (file) => {
    const l = LOADED.find((x) => x.file === file)!;
    for (const [i, r] of l.records.entries()) {
      for (const { where, en, de } of notePairs(r!)) {
        const at = `${file} game ${i + 1}, ${where}`;
        expect(factsOf(de ?? ''), at).toEqual(factsOf(en ?? ''));
        // Every number the English writes in digits (a score, a year) is in the German too; the
        // German may write more in digits ("1 SA").
        expect(
          numbersOf(en ?? '').filter((n) => !numbersOf(de ?? '').includes(n)),
          `${at}: numbers of the English missing in the German`,
        ).toEqual([]);
      }
    }
  });

  it('finds a gap, a misplaced comment and a missing fact (the checks above can fail)', () => {
    const text = [
      '[Event "x"]',
      '[TitleDe "x"]',
      '[Dealer "N"]',
      '[Auction "N"]',
      'Pass {A.} {de: A.}',
      'Pass {de: B.} {B.}',
      'Pass {C.}',
      'Pass',
    ].join('\n');
    const r = pbnParseOf(parsePbn(text)).records[0]!;
    expect(languageGaps(r).map((d) => d.code)).toEqual(['NOTE_EN_MISSING', 'NOTE_DE_MISSING']);
    expect(germanLayoutProblems(text)).toEqual([
      'line 6: a {de: ...} comment that does not follow an English comment',
      'line 6: an English comment right after a German one',
    ]);
    expect(factsOf('Ost hat [[#E:C]] Treff.')).not.toEqual(factsOf('East has [[#E:C]] clubs, [[E:C]].'));
    expect(numbersOf('Nord-Süd schreiben 1.000 über dem Strich.')).toEqual(numbersOf('North-South score 1000 above the line.'));
  });
});

// ---------------------------------------------------------------------------------------------
// The rubber of lesson 12 against Work's figures

const RUBBER_FILE = 'l12-work-rubber-1912.pbn';
const CASES = fileURLToPath(new URL('../../../../shared/rules/cases/auction-public.json', import.meta.url));
const casesPresent = existsSync(CASES);
const inCI = process.env.CI === 'true';
if (!casesPresent && !inCI) {
  console.warn(
    `\n!!! SKIPPING the rubber checks against Work's figures: ${CASES} is missing (../shared is not checked out).\n!!! They FAIL under CI=true.\n`,
  );
}

describe('rub-01 is present when required', () => {
  it.runIf(inCI)('finds ../shared/rules/cases (required under CI=true)', () => {
    expect(casesPresent).toBe(true);
  });
});

interface CaseHand {
  hand: number;
  declarerSide: 'NS' | 'EW';
  contract: { level: number; strain: string; doubled: number; spadeVariant?: 'royal' | 'plain' };
  tricksWon: number;
  honours: { declarer: string[]; dummy: string[]; lho: string[]; rho: string[] };
  expected: Record<'NS' | 'EW', { below: number; above: number }>;
  belowLineTowardCurrentGameAfterHand: Record<'NS' | 'EW', number>;
  gameWonBy?: 'NS' | 'EW';
}

const rubberSuite = casesPresent && FILES.includes(RUBBER_FILE) ? describe : describe.skip;

rubberSuite("lesson 12: Milton Work's rubber of 1912 (case rub-01)", () => {
  const cases = JSON.parse(readFileSync(CASES, 'utf8'));
  const rub = (cases.rubberCases as { id: string; hands: CaseHand[]; expected: any }[]).find((r) => r.id.startsWith('rub-01'))!;
  const rules = getRuleSet('royal-auction-1912')!;
  const loaded = LOADED.find((l) => l.file === RUBBER_FILE)!;
  const hands = loaded.records.map(checked);

  it('has the thirteen deals, under royal-auction-1912, the deal passing to the left from North', () => {
    expect(hands.length).toBe(rub.hands.length);
    let dealer: Seat = 'N';
    for (const h of hands) {
      expect(h.ruleSetId).toBe('royal-auction-1912');
      expect(h.record.dealer).toBe(dealer);
      expect(h.auction.calls[0]?.call.type, 'the dealer must bid (law 42)').toBe('bid');
      dealer = nextSeat(dealer);
    }
  });

  /** The honours each position holds, written as the case writes them. */
  const honoursAt = (h: CheckedHand): Record<'declarer' | 'dummy' | 'lho' | 'rho', string[]> => {
    const c = h.contract!;
    const deal = h.record.deal as FullDeal;
    const at: Record<'declarer' | 'dummy' | 'lho' | 'rho', Seat> = {
      declarer: c.declarer,
      dummy: partner(c.declarer),
      lho: leftHandOpponent(c.declarer),
      rho: rightHandOpponent(c.declarer),
    };
    const trump = c.strain === 'R' ? 'S' : c.strain;
    const pick = (cards: readonly Card[]): string[] =>
      c.strain === 'NT'
        ? cards
            .filter((x) => rankOf(x) === 'A')
            .map((x) => `A${suitOf(x)}`)
            .sort()
        : cards
            .filter((x) => suitOf(x) === trump && 'AKQJT'.includes(rankOf(x)))
            .map((x) => rankOf(x))
            .sort();
    return { declarer: pick(deal[at.declarer]), dummy: pick(deal[at.dummy]), lho: pick(deal[at.lho]), rho: pick(deal[at.rho]) };
  };

  it.each(rub.hands.map((c, i) => [c.hand, i] as const))('deal %i fits the case: side, contract, tricks and honours', (_n, i) => {
    const c = rub.hands[i]!;
    const h = hands[i]!;
    const strain = c.contract.strain === 'S' && c.contract.spadeVariant === 'royal' ? 'R' : c.contract.strain;
    expect(sideOf(h.contract!.declarer)).toBe(c.declarerSide);
    expect({ level: h.contract!.level, strain: h.contract!.strain, doubled: h.contract!.doubled }).toEqual({
      level: c.contract.level,
      strain,
      doubled: c.contract.doubled,
    });
    expect(h.tricks).toBe(c.tricksWon);
    const sorted = (x: string[]): string[] => [...x].sort();
    expect(honoursAt(h)).toEqual({
      declarer: sorted(c.honours.declarer),
      dummy: sorted(c.honours.dummy),
      lho: sorted(c.honours.lho),
      rho: sorted(c.honours.rho),
    });
  });

  it.each(rub.hands.map((c, i) => [c.hand, i] as const))('deal %i scores as Work printed it (scoreDeal)', (_n, i) => {
    const c = rub.hands[i]!;
    const h = hands[i]!;
    const s = scoreDeal(rules, { contract: h.contract, tricks: h.tricks!, deal: h.record.deal });
    expect(s.ok).toBe(true);
    if (!s.ok) return;
    expect({
      NS: { below: s.value.totals.NS?.below, above: s.value.totals.NS?.above },
      EW: { below: s.value.totals.EW?.below, above: s.value.totals.EW?.above },
    }).toEqual(c.expected);
  });

  it('scores as one rubber: games, part-scores, the rubber bonus and the net 412 (scoreRubber)', () => {
    const ledger = scoreRubber(
      rules,
      hands.map((h) => ({ contract: h.contract, tricks: h.tricks!, deal: h.record.deal })),
    );
    expect(ledger.ok).toBe(true);
    if (!ledger.ok) return;
    const l = ledger.value;
    l.deals.forEach((d, i) => {
      const c = rub.hands[i]!;
      expect({ NS: d.belowInGame.NS, EW: d.belowInGame.EW }, `deal ${i + 1}`).toEqual(c.belowLineTowardCurrentGameAfterHand);
      expect(d.gameWonBy ?? undefined, `deal ${i + 1}`).toBe(c.gameWonBy);
    });
    expect(l.gamesWon).toEqual(rub.expected.gamesWon);
    expect(l.rubberWinner).toBe(rub.expected.rubberWinner);
    expect({ NS: l.totals.NS?.total, EW: l.totals.EW?.total }).toEqual(rub.expected.finalTotals);
    expect(l.leader).toBe(rub.expected.pointsDifference.favouring);
    expect(l.margin).toBe(412);
    expect(l.margin).toBe(rub.expected.pointsDifference.points);
  });
});
