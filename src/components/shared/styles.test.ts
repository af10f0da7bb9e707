/**
 * Suit colours: every suit symbol meets WCAG AA contrast (4.5:1, text) against Starlight's
 * backgrounds in each theme, and the four-colour deck really has four colours.
 * The colours are read from styles.css, so a change there is checked here.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { SUITS, type Suit } from '../../engine/types.ts';

const css = readFileSync(new URL('./styles.css', import.meta.url), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
const [screenCss = '', printCss = ''] = css.split('@media print');

/** The `--ab-suit-*` values declared in the first block whose selector is exactly `selector`. */
const block = (source: string, selector: string): Partial<Record<Suit, string>> => {
  const re = new RegExp(`(^|[}\\s])${selector.replace(/[[\]'()]/g, '\\$&')}\\s*[,{]`, 'm');
  const m = re.exec(source);
  if (!m) throw new Error(`no block for ${selector}`);
  const body = source.slice(source.indexOf('{', m.index) + 1, source.indexOf('}', m.index));
  const out: Partial<Record<Suit, string>> = {};
  for (const d of body.matchAll(/--ab-suit-([SHDC]):\s*(#[0-9a-fA-F]{6})/g)) out[d[1] as Suit] = d[2];
  return out;
};

const palette = (source: string, base: string[], four: string[]) => {
  const two = Object.assign({}, ...base.map((s) => block(source, s))) as Record<Suit, string>;
  return { two, four: Object.assign({}, two, ...four.map((s) => block(source, s))) as Record<Suit, string> };
};

/** WCAG relative luminance and contrast ratio. */
const luminance = (hex: string): number => {
  const [r, g, b] = [1, 3, 5]
    .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};
const contrast = (a: string, b: string): number => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};

/** Starlight's page backgrounds (props.css: --sl-color-black, gray-6, gray-7), as hex. */
const DARK_BACKGROUNDS = ['#17181c', '#23262f'];
const LIGHT_BACKGROUNDS = ['#ffffff', '#f6f7f9', '#edeef3'];

const themes = [
  { name: 'dark', ...palette(screenCss, [':root'], [":root[data-deck='four-colour']"]), backgrounds: DARK_BACKGROUNDS },
  {
    name: 'light',
    ...palette(
      screenCss,
      [':root', ":root[data-theme='light']"],
      [":root[data-deck='four-colour']", ":root[data-theme='light'][data-deck='four-colour']"],
    ),
    backgrounds: LIGHT_BACKGROUNDS,
  },
  { name: 'print', ...palette(printCss, [':root'], [":root[data-deck='four-colour']"]), backgrounds: ['#ffffff'] },
];

describe.each(themes)('$name theme', ({ two, four, backgrounds }) => {
  test.each(SUITS.map((s) => [s]))('%s meets AA contrast in both decks', (suit) => {
    for (const bg of backgrounds) {
      expect(contrast(two[suit], bg), `two-colour ${suit} on ${bg}`).toBeGreaterThanOrEqual(4.5);
      expect(contrast(four[suit], bg), `four-colour ${suit} on ${bg}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  test('the two-colour deck has black spades and clubs, red hearts and diamonds', () => {
    expect(two.S).toBe(two.C);
    expect(two.H).toBe(two.D);
    expect(two.S).not.toBe(two.H);
  });

  test('the four-colour deck gives each suit its own colour, keeping spades and hearts', () => {
    expect(new Set(SUITS.map((s) => four[s])).size).toBe(4);
    expect(four.S).toBe(two.S);
    expect(four.H).toBe(two.H);
  });
});

test('the background list matches Starlight’s dark background', () => {
  // hsl(224, 10%, 10%) is #17181c to the nearest unit; a sanity check of the table above.
  expect(contrast('#17181c', '#ffffff')).toBeGreaterThan(17);
});
