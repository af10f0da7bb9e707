import { describe, expect, test } from 'vitest';
import { RULE_SETS } from '../engine/rules/index.ts';
import { setPageLang } from './ambient.ts';
import { registerGerman } from './de-all.ts';
import { deRuleNotes } from './de-rule-notes.ts';
import { ruleNote } from './rule-notes.ts';

describe('rule notes in German', () => {
  const notes = Object.values(RULE_SETS).flatMap((rs) =>
    Object.entries(rs.provenance).flatMap(([rule, p]) => (p.note ? [{ id: rs.id, rule, note: p.note }] : [])),
  );

  test('every provenance note of the engine has its German, and no German note is left over', () => {
    expect(notes.length).toBeGreaterThan(10);
    const keys = notes.map((n) => `ruleNote.${n.id}.${n.rule}`).sort();
    expect(Object.keys(deRuleNotes).sort()).toEqual(keys);
  });

  test('a German page gets the German note, an English page the engine’s', () => {
    registerGerman();
    const n = notes[0]!;
    expect(ruleNote(n.id, n.rule, n.note)).toBe(n.note);
    setPageLang('de');
    try {
      expect(ruleNote(n.id, n.rule, n.note)).toBe(deRuleNotes[`ruleNote.${n.id}.${n.rule}` as keyof typeof deRuleNotes]);
    } finally {
      setPageLang('en');
    }
  });
});
