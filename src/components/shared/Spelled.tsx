/**
 * Tiny view helpers shared by the widgets: a suit symbol in its colour, a spelled value
 * (glyphs for the eye, words for screen readers), and a note's paragraphs.
 *
 * @packageDocumentation
 */
import type { Suit } from '../../engine/types.ts';
import { noteParagraphs, SUIT_SYMBOL, type Glyph, type Spelled } from './format.ts';
import './styles.css';

/** U+FE0E asks for the text form of a symbol, so that ♥ never turns into an emoji. */
const TEXT_PRESENTATION = '\uFE0E';

/** A suit symbol in the suit's colour. Decorative: pair it with words for screen readers. */
export function SuitSymbol({ suit }: { suit: Suit }) {
  return (
    <span class={`ab-suit ab-suit--${suit}`} data-suit={suit}>
      {SUIT_SYMBOL[suit] + TEXT_PRESENTATION}
    </span>
  );
}

/** The glyphs of a spelled value, suit symbols coloured. */
export function Glyphs({ glyphs }: { glyphs: readonly Glyph[] }) {
  return <>{glyphs.map((g, i) => (g.kind === 'suit' ? <SuitSymbol key={i} suit={g.suit} /> : g.text))}</>;
}

/** Whether a spelled value reads aloud exactly as it is printed. */
const soundsAsWritten = (value: Spelled): boolean => value.glyphs.every((g) => g.kind === 'text') && value.text === value.spoken;

/**
 * A spelled value: the glyphs shown and hidden from screen readers, the spoken words visually
 * hidden. A value that reads as written is rendered once, as plain text.
 */
export function SpelledText({ value, class: className }: { value: Spelled; class?: string }) {
  if (soundsAsWritten(value)) return <span class={className}>{value.text}</span>;
  return (
    <span class={className}>
      <span aria-hidden="true">
        <Glyphs glyphs={value.glyphs} />
      </span>
      <span class="ab-sr-only">{value.spoken}</span>
    </span>
  );
}

/**
 * A note from a hand record (commentary, an introduction) as paragraphs: blank lines split it,
 * and PBN suit escapes (`\H`) show as coloured suit symbols ({@link noteParagraphs}).
 */
export function NoteParagraphs({ text, class: className }: { text: string; class?: string }) {
  return (
    <div class={className}>
      {noteParagraphs(text).map((glyphs, i) => (
        <p key={i}>
          <Glyphs glyphs={glyphs} />
        </p>
      ))}
    </div>
  );
}
