import { describe, expect, test } from 'vitest';
import { formatRuleValue, ruleValue, ruleValueText } from './model.ts';

describe('ruleValue', () => {
  test.each([
    // [rules, path, expected, source]
    ['royal-auction-1912', 'auction.trickValues.R', '9', 'WORK13 law 4: royal spades 9'],
    ['royal-auction-1912', 'auction.trickValues.S', '2', 'WORK13 law 4: plain spades 2'],
    ['bridge-count-1908', 'auction.trickValues.NT', '12', 'auction-laws.md §6.1: bridge count no-trump 12'],
    ['whist-club-1926', 'scoring.gameTarget', '30', 'law 2: thirty points from tricks'],
    ['whist-club-1926', 'scoring.undertrick', '50 / 100 / 200', 'law 47: 50, 100, 200 per undertrick'],
    ['whist-club-1926', 'scoring.undertrick.1', '100', 'law 47: doubled undertrick 100'],
    ['royal-auction-1912', 'scoring.slamValues.grand', '40', 'laws 7–8 (1912): grand slam 40'],
    ['royal-auction-1912', 'auction.dealerMustBid', 'yes', 'law 42 (1912): the dealer must bid'],
    ['whist-club-1926', 'scoring.oneSpadeLossLimit', 'none', 'law 48 is 1912 only'],
    ['whist-club-1926', 'label', 'Whist Club Laws 1926', 'rule-set label'],
  ])('%s %s is %s (%s)', (rules, path, expected) => {
    expect(ruleValueText({ rules, path })).toEqual({ ok: true, value: expected });
  });

  test('engine tables: Scale B four in one hand is 80, Scale A five in one hand 10 tricks (auction-laws.md §6.5)', () => {
    expect(ruleValueText({ table: 'scaleB', path: 'fourInOneHand' })).toEqual({ ok: true, value: '80' });
    expect(ruleValueText({ table: 'scaleA', path: 'fiveInOneHand' })).toEqual({ ok: true, value: '10' });
    expect(ruleValueText({ table: 'options', path: 'duplicate.premium' })).toEqual({ ok: true, value: '125' });
    expect(ruleValueText({ table: 'deal', path: 'minCutPacket' })).toEqual({ ok: true, value: '4' });
  });

  test('irregularities: by rule set, and by law code for the codes without one (addendum §3, §5)', () => {
    expect(ruleValueText({ rules: 'royal-auction-1912', path: 'irregularities.revoke.defenderRevokes.rule.honourPoints' })).toEqual({
      ok: true,
      value: '150',
    });
    expect(ruleValueText({ table: 'irregularities', path: 'whist-club-1913.rules.revoke.defenderRevokes.rule.honourPoints' })).toEqual({
      ok: true,
      value: '100',
    });
    expect(ruleValueText({ table: 'irregularities', path: 'whist-club-1926.rules.cardFacedInDeal.rule.honourPoints' })).toEqual({
      ok: true,
      value: '50',
    });
    expect(ruleValueText({ rules: 'whist-club-1926', path: 'irregularities.revoke.defenderRevokes.confidence' })).toEqual({
      ok: true,
      value: 'unknown',
    });
    // An unknown rule has no figure to print: the path stops with the reason.
    const r = ruleValue({ rules: 'whist-club-1926', path: 'irregularities.revoke.defenderRevokes.rule.honourPoints' });
    expect(r.ok ? '' : r.error).toMatch(/no "rule"/);
  });

  test('options are applied first: nullos add a nullo strain worth 10 (auction-laws.md §8.2)', () => {
    expect(ruleValue({ rules: 'whist-club-1926', path: 'auction.trickValues.NL' }).ok).toBe(false);
    expect(ruleValueText({ rules: 'whist-club-1926', options: { nullos: true }, path: 'auction.trickValues.NL' })).toEqual({
      ok: true,
      value: '10',
    });
  });

  test('an unknown rule set is an error naming the known ones', () => {
    const r = ruleValue({ rules: 'whist-club-1927', path: 'label' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toContain('whist-club-1926');
  });

  test('a wrong path step names where it stopped and what is there', () => {
    const r = ruleValue({ rules: 'whist-club-1926', path: 'scoring.slamValue.grand' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(/no "slamValue" under "scoring".*slamValues/);
  });

  test('a path to a group of values is refused: prose names one number', () => {
    const r = ruleValue({ rules: 'whist-club-1926', path: 'scoring.slamValues' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toContain('little, grand');
  });

  test('exactly one of rules and table', () => {
    expect(ruleValue({ path: 'label' }).ok).toBe(false);
    expect(ruleValue({ rules: 'whist-club-1926', table: 'scaleB', path: 'simple' }).ok).toBe(false);
    expect(ruleValue({ table: 'nonsense', path: 'x' }).ok).toBe(false);
  });

  test('an empty step and a step into a single value are errors', () => {
    expect(ruleValue({ rules: 'whist-club-1926', path: 'scoring..gameTarget' }).ok).toBe(false);
    expect(ruleValue({ rules: 'whist-club-1926', path: 'scoring.gameTarget.x' }).ok).toBe(false);
  });
});

describe('formatRuleValue', () => {
  test('booleans, null and lists print as words and slashes', () => {
    expect(formatRuleValue(true)).toBe('yes');
    expect(formatRuleValue(false)).toBe('no');
    expect(formatRuleValue(null)).toBe('none');
    expect(formatRuleValue([1, 2, 4])).toBe('1 / 2 / 4');
    expect(formatRuleValue(true, { yes: 'ja', no: 'nein', none: 'keine' })).toBe('ja');
  });
});
