/**
 * Display spelling shared by the widget models: calls, contracts, ranks and seats as glyphs
 * for the eye (suit symbols kept apart so the view can colour them) and as words for the ear.
 *
 * Pure and framework-free (no Preact import). It spells what the engine decided and decides
 * nothing itself: no legality, no declarer, no score. The engine's `auction.ts` writes calls in
 * PBN notation (`formatCall`: `4H`) and English words (`callName`); a page needs suit symbols
 * kept apart for colouring and words from the UI dictionary (for German), so the display
 * spelling lives here. `format.test.ts` checks that it agrees with the engine: the strain
 * symbols of `STRAIN_NAMES` (R♠, Nul, NT), `callName`'s words, and `parseCall` reading back
 * what is printed.
 *
 * @packageDocumentation
 */
import type { Call, Contract, Level, Rank, Seat, Strain, Suit, Vulnerability } from '../../engine/types.ts';
import { messageTemplate, translator, type MessageKey, type Translate } from '../../i18n/index.ts';

/** One piece of displayed text. A `suit` piece is drawn as that suit's (coloured) symbol. */
export type Glyph = { readonly kind: 'text'; readonly text: string } | { readonly kind: 'suit'; readonly suit: Suit };

/** Something to show: glyphs for the eye, the same as plain text, and words for a screen reader. */
export interface Spelled {
  readonly glyphs: readonly Glyph[];
  /** The glyphs as one string, suit symbols included ("4♥ doubled"). */
  readonly text: string;
  /** The words a screen reader should say ("four hearts doubled"). */
  readonly spoken: string;
}

/** Suit symbols as bridge books print them. */
export const SUIT_SYMBOL: { readonly [S in Suit]: string } = { S: '♠', H: '♥', D: '♦', C: '♣' };

/** A text glyph. */
export const textGlyph = (text: string): Glyph => ({ kind: 'text', text });

/** A suit-symbol glyph. */
export const suitGlyph = (suit: Suit): Glyph => ({ kind: 'suit', suit });

/** The glyphs as one string, suit symbols included. */
export const glyphsText = (glyphs: readonly Glyph[]): string =>
  glyphs.map((g) => (g.kind === 'suit' ? SUIT_SYMBOL[g.suit] : g.text)).join('');

/** Joins adjacent text glyphs, so that views render fewer nodes. */
const compact = (glyphs: readonly Glyph[]): Glyph[] =>
  glyphs.reduce<Glyph[]>((out, g) => {
    const last = out[out.length - 1];
    if (g.kind === 'text' && g.text === '') return out;
    if (g.kind === 'text' && last?.kind === 'text') out[out.length - 1] = textGlyph(last.text + g.text);
    else out.push(g);
    return out;
  }, []);

/** Makes a {@link Spelled} from glyphs and spoken words. */
export const spelled = (glyphs: readonly Glyph[], spoken: string): Spelled => {
  const g = compact(glyphs);
  return { glyphs: g, text: glyphsText(g), spoken };
};

/** A plain-text {@link Spelled} that sounds as it reads. */
export const plain = (text: string, spoken: string = text): Spelled => spelled([textGlyph(text)], spoken);

/**
 * Fills a message template whose placeholders stand for spelled values, keeping their glyphs:
 * `'Contract: {contract}'` with `{ contract: 4♥ }` gives the glyphs `Contract: `, `4`, `♥`.
 * A placeholder without a value is left as written.
 */
export const fillSpelled = (template: string, params: Readonly<Record<string, Spelled>>): Spelled => {
  const glyphs: Glyph[] = [];
  let spoken = '';
  let at = 0;
  for (const m of template.matchAll(/\{([A-Za-z0-9_]+)\}/g)) {
    const before = template.slice(at, m.index);
    glyphs.push(textGlyph(before));
    spoken += before;
    const value = params[m[1] ?? ''];
    if (value) {
      glyphs.push(...value.glyphs);
      spoken += value.spoken;
    } else {
      glyphs.push(textGlyph(m[0]));
      spoken += m[0];
    }
    at = (m.index ?? 0) + m[0].length;
  }
  glyphs.push(textGlyph(template.slice(at)));
  spoken += template.slice(at);
  return spelled(glyphs, spoken);
};

/** Translates a message whose placeholders are spelled values (see {@link fillSpelled}). */
export const tSpelled = (key: MessageKey, params: Readonly<Record<string, Spelled>>, lang = 'en'): Spelled =>
  fillSpelled(messageTemplate(key, lang), params);

/** The glyphs of a strain: a suit symbol, R♠ for royal spades, Nul for nullos, NT. */
export const strainGlyphs = (strain: Strain, tr: Translate = translator()): Glyph[] => {
  switch (strain) {
    case 'C':
    case 'D':
    case 'H':
    case 'S':
      return [suitGlyph(strain)];
    case 'R':
      return [textGlyph(tr('strain.R.prefix')), suitGlyph('S')];
    case 'NL':
      return [textGlyph(tr('strain.NL.short'))];
    case 'NT':
      return [textGlyph(tr('strain.NT.short'))];
  }
};

/** A bid: "1♥" for the eye, "one heart" for the ear. */
export const spellBid = (level: Level, strain: Strain, tr: Translate = translator()): Spelled =>
  spelled(
    [textGlyph(String(level)), ...strainGlyphs(strain, tr)],
    tr('call.bid.spoken', { level: tr(`level.${level}`), strain: tr(`strain.${strain}.${level === 1 ? 'one' : 'many'}`) }),
  );

/** A call as auction tables print it: a bid, Pass, X (double) or XX (redouble). */
export const spellCall = (call: Call, tr: Translate = translator()): Spelled => {
  switch (call.type) {
    case 'bid':
      return spellBid(call.level, call.strain, tr);
    case 'pass':
      return plain(tr('call.pass'));
    case 'double':
      return plain(tr('call.double.short'), tr('call.double'));
    case 'redouble':
      return plain(tr('call.redouble.short'), tr('call.redouble'));
  }
};

/** A contract without its declarer: "4♥", "4♥ doubled", "2NT redoubled". */
export const spellContract = (contract: Contract, lang = 'en'): Spelled => {
  const tr = translator(lang);
  const bid = spellBid(contract.level, contract.strain, tr);
  if (contract.doubled === 0) return bid;
  const doubling = plain(tr(contract.doubled === 1 ? 'contract.doubled' : 'contract.redoubled'));
  return tSpelled('contract.withDoubling', { bid, doubling }, lang);
};

/** A contract with its declarer: "4♥ doubled by South". The declarer is the engine's. */
export const spellContractBy = (contract: Contract, lang = 'en'): Spelled =>
  tSpelled(
    'contract.byDeclarer',
    { contract: spellContract(contract, lang), declarer: plain(seatName(contract.declarer, translator(lang))) },
    lang,
  );

/** A seat's full name: "North". */
export const seatName = (seat: Seat, tr: Translate = translator()): string => tr(`seat.${seat}`);

/** A rank as printed in a hand: "A", "K", …, "10", …, "2". */
export const rankShort = (rank: Rank, tr: Translate = translator()): string => tr(`rank.${rank}.short`);

/** A rank as spoken: "ace", "ten". */
export const rankSpoken = (rank: Rank, tr: Translate = translator()): string => tr(`rank.${rank}`);

/** A vulnerability in words: "None", "North–South", "Both sides". */
export const vulnerabilityName = (v: Vulnerability, tr: Translate = translator()): string => tr(`vulnerability.${v}`);

// ---------------------------------------------------------------------------------------------
// Notes and commentary: plain text, with PBN's `\S` and LIN's `!S` escapes as suit symbols

/** A suit escape, or a suit symbol written as a character (the PBN reader's `\H`, a rendered fact's `♥AKQ96`). */
const SUIT_MARK = /[\\!]([SHDC])|([♠♥♦♣])\uFE0E?/g;

/**
 * Commentary as glyphs: text, with PBN's `\S \H \D \C`, LIN's `!S !H !D !C` and the symbols
 * ♠ ♥ ♦ ♣ themselves as (coloured) suit symbols. Never HTML: whatever the text holds is shown as
 * text.
 */
export const noteGlyphs = (text: string): Glyph[] => {
  const glyphs: Glyph[] = [];
  let at = 0;
  for (const m of text.matchAll(SUIT_MARK)) {
    const index = m.index ?? 0;
    if (index > at) glyphs.push(textGlyph(text.slice(at, index)));
    // ♠ ♥ ♦ ♣ are in the order of SHDC.
    glyphs.push(suitGlyph((m[1] ?? 'SHDC'['♠♥♦♣'.indexOf(m[2]!)]) as Suit));
    at = index + m[0].length;
  }
  if (at < text.length) glyphs.push(textGlyph(text.slice(at)));
  return glyphs;
};

/** Commentary as one plain string, suit escapes turned into symbols. */
export const noteText = (text: string): string => text.replace(SUIT_MARK, (mark, s?: Suit) => (s ? SUIT_SYMBOL[s] : mark));

/** The paragraphs of a comment (blank lines separate them), each as glyphs. */
export const noteParagraphs = (text: string): Glyph[][] =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '')
    .map(noteGlyphs);
