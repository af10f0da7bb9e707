/// <reference types="astro/client" />
/**
 * The rule-set reference page's table, rendered as the build renders it: the scoring figures
 * the rule sets carry (contract-scoring.md §2–3; auction-laws.md §8) appear with their
 * citations, read from the engine's data.
 */
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { beforeAll, describe, expect, test } from 'vitest';
import { RULE_SETS } from '../engine/rules/index.ts';

let html = '';
beforeAll(async () => {
  // Imported at run time: tsc has no types for .astro files (astro check has).
  const path = './RuleSetTable.astro';
  const table = ((await import(/* @vite-ignore */ path)) as { default: Parameters<AstroContainer['renderToString']>[0] }).default;
  const container = await AstroContainer.create();
  html = (await container.renderToString(table))
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
});

/** The text of one rule set's section, from its heading to the next. */
const section = (label: string): string => {
  const start = html.indexOf(` ${label} In use:`);
  const end = html.indexOf(' In use:', start + label.length + 10);
  return html.slice(start, end === -1 ? undefined : end);
};

describe('<RuleSetTable>', () => {
  test('Contract duplicate: the Law 77 figures with their citation', () => {
    const dup = section(RULE_SETS['contract-duplicate'].label);
    expect(dup).toContain(
      'Each overtrick doubled, redoubled doubled 100 not vulnerable, 200 vulnerable; redoubled 200 not vulnerable, 400 vulnerable',
    );
    expect(dup).toContain('Game and part-score premiums game 300 not vulnerable, 500 vulnerable; part-score 50');
    expect(dup).toContain(
      'Slams bid and made small slam 500 not vulnerable, 750 vulnerable; grand slam 1000 not vulnerable, 1500 vulnerable',
    );
    expect(dup).toContain('doubled 100, then 200 for the 2nd and 3rd, 300 from the 4th');
    expect(dup).toContain('Honours not scored');
    expect(dup).toContain('Source: WBF Law 77 (2017); contract-scoring.md §2');
  });
  test('Contract rubber: honours and the rubber bonus, no per-deal premium', () => {
    const rub = section(RULE_SETS['contract-rubber'].label);
    expect(rub).toContain('four trump honours 100, all five 150, four aces at no-trump 150');
    expect(rub).toContain('Rubber bonus 700 when the losers won no game, 500 when they won one');
    expect(rub).toContain('Source: ACBL rubber law 74; contract-scoring.md §3');
    expect(rub).toContain('none on each deal');
  });
  test("auction sets: the options' figures and each figure's source", () => {
    const wc26 = section(RULE_SETS['whist-club-1926'].label);
    expect(wc26).toContain(
      'Duplicate auction (option) no games or rubbers; 125 to a pair that makes 30 or more below the line in one deal',
    );
    expect(wc26).toContain('125 for each game won; honours held by one player: 1 = 1, 2 = 2, 3 = 3, 4 = 8, 5 = 10 tricks, at 10 a trick');
    expect(wc26).toContain('Nullos (option) 10 for each odd trick lost');
    expect(wc26).toContain('Source: law 53 (1912)');
    const royal = section(RULE_SETS['royal-auction-1912'].label);
    expect(royal).toContain('5 = 10 tricks, at the trick value');
    expect(royal).toContain('Source: law 48 (1912), WORK13');
    // The honour tables, from honourValues (auction-laws.md §6.5).
    expect(royal).toContain('so many tricks of the trump suit: three honours 2 tricks, four divided 4 tricks');
    expect(royal).toContain('Source: law 6 (1912), WORK13; auction-laws.md §6.5 Scale A');
    expect(wc26).toContain(
      'flat values: three honours 30, four divided 40, five divided 50, four in one hand 80 (90 with the fifth in partner’s hand), five in one hand 100',
    );
  });
});

describe('<RuleSetTable> on a German page', () => {
  let de = '';
  beforeAll(async () => {
    const { setPageLang } = await import('../i18n/ambient.ts');
    const { registerGerman } = await import('../i18n/de-all.ts');
    registerGerman();
    setPageLang('de');
    try {
      const path = './RuleSetTable.astro';
      const table = ((await import(/* @vite-ignore */ path)) as { default: Parameters<AstroContainer['renderToString']>[0] }).default;
      const container = await AstroContainer.create();
      de = (await container.renderToString(table))
        .replace(/<[^>]+>/g, ' ')
        .replace(/&#39;|&#x27;/g, "'")
        .replace(/&quot;/g, '"')
        .replace(/&amp;/g, '&')
        .replace(/\s+/g, ' ');
    } finally {
      setPageLang('en');
    }
  });
  /** The German text of one rule set's section, from its identifier to the next. */
  const sectionDe = (id: string): string => {
    const start = de.indexOf(`Kennung: ${id}`);
    const end = de.indexOf('Kennung:', start + 10);
    return de.slice(start, end === -1 ? undefined : end);
  };
  /** Every citation the rule sets carry (printed as written: the sources' keys and notes). */
  const citations = (): string[] => {
    const out = new Set<string>();
    const walk = (v: unknown): void => {
      if (typeof v !== 'object' || v === null) return;
      for (const [k, x] of Object.entries(v)) {
        if (typeof x === 'string' && (k === 'source' || k === 'unfinishedSource')) out.add(x);
        else walk(x);
      }
    };
    for (const rs of Object.values(RULE_SETS)) {
      for (const c of Object.values(rs.citations)) out.add(c);
      out.add(rs.sources.join('; '));
      walk(rs.scoring);
      walk(rs.provenance);
    }
    return [...out].sort((a, b) => b.length - a.length);
  };

  test('headings, confidence words, parameter names and values in German', () => {
    expect(de).toContain('Die Regelwerke auf einen Blick');
    expect(de).toContain('Woher diese Regeln stammen');
    expect(de).toContain('Rangfolge der Gebote : erschlossen (SPEC27');
    expect(de).toContain('Jeder Parameter dieses Regelwerks stammt aus den oben genannten Quellen.');
    const wc26 = sectionDe('whist-club-1926');
    expect(wc26).toContain('Stichwerte (je Trick) Treff 6, Karo 7, Coeur 8, Pik 9, Sans Atout 10');
    expect(wc26).toContain(
      'feste Werte: drei Honneurs 30, vier verteilt 40, fünf verteilt 50, vier in einer Hand 80 (90, wenn der fünfte beim Partner ist), fünf in einer Hand 100',
    );
    expect(wc26).toContain('Auction zu dritt (Zusatzregel) 125 für jede gewonnene Partie');
    expect(sectionDe('contract-duplicate')).toContain(
      'Kleinschlemm 500 nicht in Gefahr, 750 in Gefahr; Großschlemm 1000 nicht in Gefahr, 1500 in Gefahr',
    );
    expect(sectionDe('royal-auction-1912')).toContain('Chicane : im Gesetzestext gelesen');
  });

  test('no English words outside the sources’ citations', () => {
    let words = de;
    for (const c of citations()) words = words.split(c).join('');
    for (const english of [
      'Rule set',
      'In use',
      'Identifier',
      'Where these rules come from',
      'Every parameter',
      'read in',
      'inferred',
      'Trick values',
      'below the line',
      'undoubled',
      'redoubled',
      'vulnerable',
      'not scored',
      'little slam',
      'Honours',
      'Dealer',
      'yes',
      ' no ',
      'Seed text',
      'modern description',
      'today',
    ]) {
      expect(words, english).not.toContain(english);
    }
  });
});
