// @vitest-environment happy-dom
/**
 * The hand page's analysis block (issue 13): par's contracts are spelled from their parts in the
 * page's language (suit symbols, seat names, "kontriert"), never printed as the solver's text
 * ("4SX by E"); and a hand without card play gets a heading that asks nothing of a play.
 */
import { cleanup, render } from '@testing-library/preact';
import { readFileSync } from 'node:fs';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { setPageLang } from '../../i18n/ambient.ts';
import { registerGerman } from '../../i18n/de-all.ts';
import { FOUR_HEARTS, PASSED_OUT } from '../HandReplay/fixtures.ts';
import { AnalysisView, spellParContracts } from './AnalysisView.tsx';
import type { HandAnalysis } from './build.ts';
import type { StoredTables } from './traces.ts';

const STORED = JSON.parse(readFileSync('src/content/hands/dd-tables.json', 'utf8')) as StoredTables;
const row = { S: 3, H: 10, D: 4, C: 10, NT: 6 } as const;
const ANALYSIS: HandAnalysis = {
  version: 1,
  table: { N: row, E: row, S: row, W: row },
  par: [
    {
      rules: 'whist-club-1926',
      score: -70,
      contracts: [
        { level: 4, strain: 'S', doubled: 1, declarer: 'E' },
        { level: 4, strain: 'S', doubled: 1, declarer: 'W' },
      ],
    },
    {
      rules: 'contract-duplicate',
      score: 420,
      contracts: [
        { level: 4, strain: 'H', doubled: 0, declarer: 'N' },
        { level: 3, strain: 'NT', doubled: 2, declarer: 'S' },
      ],
    },
  ],
  steps: [],
  losses: [],
};

beforeAll(registerGerman);
afterEach(() => {
  cleanup();
  setPageLang('en');
});

/** The block's text as a screen reader hears it: glyphs hidden, spoken words kept. */
const spoken = (el: HTMLElement): string => {
  const copy = el.cloneNode(true) as HTMLElement;
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return (copy.textContent ?? '').replace(/\s+/g, ' ');
};
/** The block's text as the eye sees it: screen-reader words removed. */
const seen = (el: HTMLElement): string => {
  const copy = el.cloneNode(true) as HTMLElement;
  for (const sr of copy.querySelectorAll('.ab-sr-only')) sr.remove();
  return (copy.textContent ?? '').replace(/\uFE0E/g, '').replace(/\s+/g, ' ');
};

describe('<AnalysisView> par', () => {
  test('every contract the stored tables hold is data a page can spell: level, strain, doubling, declarer', () => {
    const contracts = Object.values(STORED.tables).flatMap((t) => t.par.flatMap((p) => p.contracts));
    expect(contracts.length).toBeGreaterThan(0);
    for (const c of contracts) {
      expect(Object.keys(c).sort()).toEqual(['declarer', 'doubled', 'level', 'strain']);
      expect(spellParContracts([c]).spoken).toMatch(/ by (North|East|South|West)$/);
    }
  });

  test('English: suit symbols and seat names, never the solver’s text', () => {
    const { container } = render(<AnalysisView analysis={ANALYSIS} timeline={FOUR_HEARTS} lang="en" />);
    const par = container.querySelector<HTMLElement>('[data-rules="whist-club-1926"]')!;
    expect(seen(par)).toContain('−70, in 4♠ doubled by East, 4♠ doubled by West');
    expect(spoken(par)).toContain('−70, in four spades doubled by East, four spades doubled by West');
    const dup = container.querySelector<HTMLElement>('[data-rules="contract-duplicate"]')!;
    expect(seen(dup)).toContain('+420, in 4♥ by North, 3NT redoubled by South');
    expect(container.textContent).not.toMatch(/\bby [NESW]\b|4SX/);
  });

  test('German: Pik, Coeur, SA, kontriert, durch Nord/Ost/Süd/West', () => {
    setPageLang('de');
    const { container } = render(<AnalysisView analysis={ANALYSIS} timeline={FOUR_HEARTS} lang="de" />);
    const par = container.querySelector<HTMLElement>('[data-rules="whist-club-1926"]')!;
    expect(seen(par)).toContain('−70: 4♠ kontriert durch Ost, 4♠ kontriert durch West');
    expect(spoken(par)).toMatch(/vier Pik kontriert durch Ost/);
    const dup = container.querySelector<HTMLElement>('[data-rules="contract-duplicate"]')!;
    expect(seen(dup)).toContain('+420: 4♥ durch Nord, 3SA rekontriert durch Süd');
    expect(spoken(dup)).toMatch(/vier Coeur durch Nord/);
    expect(container.textContent).not.toMatch(/ by |\bdoubled\b|4SX/);
  });

  test('several contracts are joined, each spelled from its parts; none gives nothing', () => {
    const both = spellParContracts([
      { level: 4, strain: 'H', doubled: 0, declarer: 'N' },
      { level: 3, strain: 'NT', doubled: 2, declarer: 'S' },
    ]);
    expect(both.text).toBe('4♥ by North, 3NT redoubled by South');
    expect(both.spoken).toBe('four hearts by North, three no-trumps redoubled by South');
    expect(spellParContracts([]).text).toBe('');
  });
});

describe('<AnalysisView> heading', () => {
  test('a hand with play asks whether it could have been made', () => {
    const { container } = render(<AnalysisView analysis={ANALYSIS} timeline={FOUR_HEARTS} lang="en" />);
    expect(container.querySelector('summary')?.textContent).toBe('Double-dummy analysis: could it have been made?');
  });

  test('a hand without card play: table and par only, in English and German', () => {
    expect(PASSED_OUT.steps.some((s) => s.event.type === 'card')).toBe(false);
    const en = render(<AnalysisView analysis={ANALYSIS} timeline={PASSED_OUT} lang="en" />);
    expect(en.container.querySelector('summary')?.textContent).toBe('Double-dummy analysis: what each side can make, and par');
    cleanup();
    setPageLang('de');
    const de = render(<AnalysisView analysis={ANALYSIS} timeline={PASSED_OUT} lang="de" />);
    expect(de.container.querySelector('summary')?.textContent).toBe('Double-Dummy-Analyse: Was jede Seite erfüllen kann, und Par');
  });
});
