/**
 * The build-time dictionaries of the reference pages and the lesson helpers (scoring summary,
 * rule-set reference, irregularities, lesson words, confidence words): German for every English
 * key with the same placeholders, no key shared with another dictionary, and German for the
 * rule sets' summaries and years.
 */
import { describe, expect, test } from 'vitest';
import { RULE_SETS } from '../engine/rules/index.ts';
import { setPageLang } from './ambient.ts';
import { germanStrings, registerGerman } from './de-all.ts';
import { deIrregularities } from './de-irregularities.ts';
import { deLesson } from './de-lesson.ts';
import { deRuleSetText } from './de-rule-set-text.ts';
import { deRuleTable } from './de-rule-table.ts';
import { deSummary } from './de-summary.ts';
import { deSure } from './de-sure.ts';
import { en } from './en.ts';
import { enIrregularities } from './en-irregularities.ts';
import { enLesson } from './en-lesson.ts';
import { enPicker } from './en-picker.ts';
import { enRuleTable } from './en-rule-table.ts';
import { enSummary } from './en-summary.ts';
import { enSure } from './en-sure.ts';
import { placeholdersOf } from './index.ts';
import { ruleSetSummary, ruleSetTextKeys, ruleSetYears } from './rule-set-text.ts';

type Strings = Readonly<Record<string, string>>;

const PAIRS: readonly (readonly [name: string, english: Strings, german: Strings])[] = [
  ['summary', enSummary, deSummary],
  ['rule-table', enRuleTable, deRuleTable],
  ['irregularities', enIrregularities, deIrregularities],
  ['lesson', enLesson, deLesson],
  ['sure', enSure, deSure],
  ['rule-set-text', ruleSetTextKeys(Object.values(RULE_SETS)), deRuleSetText],
];

describe.each(PAIRS)('the German of %s', (_name, english, german) => {
  test('has exactly the English keys, each with the same placeholders, none empty', () => {
    expect(Object.keys(german).sort()).toEqual(Object.keys(english).sort());
    for (const key of Object.keys(english)) {
      expect(placeholdersOf(german[key] ?? ''), key).toEqual(placeholdersOf(english[key] ?? ''));
      expect((german[key] ?? '').trim(), key).not.toBe('');
    }
  });
});

test('no key of these dictionaries is in another English dictionary, so that joining them never overrides a string', () => {
  const others = new Set([...Object.keys(en), ...Object.keys(enPicker)]);
  const seen = new Set<string>();
  for (const [name, english] of PAIRS) {
    for (const key of Object.keys(english)) {
      expect(others.has(key) || seen.has(key), `${name}: ${key}`).toBe(false);
      seen.add(key);
    }
  }
  // And the server registers each of them (the rule sets' summaries may come from another dictionary too).
  const all = germanStrings();
  for (const [, , german] of PAIRS) for (const key of Object.keys(german)) expect(typeof all[key], key).toBe('string');
});

test('a rule set’s summary and years: the engine’s on an English page, German under /de/', () => {
  const seed = RULE_SETS['seed-000'];
  expect([ruleSetSummary(seed), ruleSetYears(seed)]).toEqual([seed.summary, seed.years]);
  registerGerman();
  setPageLang('de');
  try {
    expect(ruleSetYears(seed)).toBe('heutige Beschreibung');
    expect(ruleSetSummary(seed)).toBe(germanStrings()['ruleSetSummary.seed-000']);
    expect(ruleSetSummary(seed)).toMatch(/^Eine verbreitete heutige Beschreibung, beim Wort genommen/);
  } finally {
    setPageLang('en');
  }
});
