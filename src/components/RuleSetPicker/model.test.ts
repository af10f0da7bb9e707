import { describe, expect, test } from 'vitest';
import { DEFAULT_RULE_SET_ID, RULE_SETS, RULE_SET_IDS, withOptions, type RuleSet } from '../../engine/rules/index.ts';
import { isMessageKey } from '../../i18n/picker.ts';
import { pickerOptions, readRuleSet, ruleSetDetails } from './model.ts';

describe('readRuleSet', () => {
  test('is the rule set of the stored id, or of the default', () => {
    const storage = (v: string | null) => ({ getItem: () => v, setItem: () => {} });
    expect(readRuleSet({ storage: storage('bridge-count-1908') })).toBe(RULE_SETS['bridge-count-1908']);
    expect(readRuleSet({ storage: storage('contract-rubber') })).toBe(RULE_SETS[DEFAULT_RULE_SET_ID]);
  });
});

describe('pickerOptions', () => {
  test('offers the auction-era rule sets in registry order, each with its label and years', () => {
    const options = pickerOptions();
    expect(options.map((o) => o.id)).toEqual(['whist-club-1926', 'whist-club-1915', 'royal-auction-1912', 'bridge-count-1908']);
    for (const o of options) {
      expect(o.text).toContain(RULE_SETS[o.id].label);
      expect(o.text).toContain(RULE_SETS[o.id].years);
    }
  });

  test('does not repeat years that the label already names', () => {
    const o = pickerOptions().find((x) => x.id === 'whist-club-1915');
    expect(o?.text).toBe('Whist Club Laws 1915–1925');
    expect(pickerOptions().find((x) => x.id === 'whist-club-1926')?.text).toBe('Whist Club Laws 1926 (1926–1930)');
  });
});

describe('ruleSetDetails', () => {
  const everyRuleSet: RuleSet[] = [
    ...RULE_SET_IDS.map((id) => RULE_SETS[id]),
    withOptions(RULE_SETS['whist-club-1915'], { nullos: true, threeHanded: true, duplicate: true }),
  ];

  test.each(everyRuleSet.map((r) => [r.id + (Object.keys(r.options).length ? ' with options' : ''), r]))(
    '%s: lists exactly the inferred rules of its provenance, each named in words',
    (_name, ruleSet) => {
      const details = ruleSetDetails(ruleSet);
      const inferred = Object.entries(ruleSet.provenance)
        .filter(([, p]) => p.confidence === 'inferred')
        .map(([k]) => k);
      expect(details.inferred.map((i) => i.rule).sort()).toEqual(inferred.sort());
      const all = details.provenance.flatMap((g) => g.items);
      expect(all).toHaveLength(Object.keys(ruleSet.provenance).length);
      for (const item of all) {
        expect(isMessageKey(`rule.${item.rule}`), `no dictionary name for ${item.rule}`).toBe(true);
        expect(item.name).not.toBe(item.rule);
      }
    },
  );

  test('the Whist Club 1926 code: dates, sources, and its inferred rules first', () => {
    const d = ruleSetDetails(RULE_SETS['whist-club-1926']);
    expect(d.years).toBe('In use: 1926–1930');
    expect(d.sources).toContain('R. F. Foster in Vanity Fair, May 1926');
    expect(d.sources.join(' ')).not.toMatch(/VF26b|auction-laws/);
    expect(d.provenance[0]?.confidence).toBe('inferred');
    expect(d.inferredCount).toBe(`${d.inferred.length} inferred`);
    const ranking = d.inferred.find((i) => i.rule === 'bidRanking');
    expect(ranking?.name).toBe('Ranking of bids');
    expect(ranking?.note).toMatch(/Majority calling/);
  });

  test('the seed text shows its literal readings as a group of their own', () => {
    const d = ruleSetDetails(RULE_SETS['seed-000']);
    expect(d.provenance.find((g) => g.confidence === 'literal')?.items.map((i) => i.rule)).toContain('honourScale');
  });
});
