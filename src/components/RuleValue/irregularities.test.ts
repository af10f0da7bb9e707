import { describe, expect, test } from 'vitest';
import { IRREGULARITY_CODE_IDS, IRREGULARITY_CODES, type IrregularityRule } from '../../engine/rules/index.ts';
import { setPageLang } from '../../i18n/ambient.ts';
import { registerGerman } from '../../i18n/de-all.ts';
import { deIrregularityNotes } from '../../i18n/de-irregularities.ts';
import { declarerRevokeCase, irregularityRows, knownRows, revokeCase, unknownCodes, type IrregularityKey } from './irregularities.ts';

const KEYS: IrregularityKey[] = [
  'revoke.defenderRevokes',
  'revoke.declarerRevokes',
  'revoke.revokingSide',
  'revoke.penaltyTricksCount',
  'revoke.penaltyTricksEarnBonus',
  'revoke.penaltyTricksSlam',
  'insufficientBid',
  'bidAboveSeven',
  'callOutOfTurn',
  'cardFacedInDeal',
  'leadOutOfTurn',
  'exposedCards',
];

describe('irregularityRows', () => {
  test.each(KEYS)('%s: one row a code, in date order, each with words, how sure, and readable sources', (key) => {
    const rows = irregularityRows(key);
    expect(rows.map((r) => r.id)).toEqual([...IRREGULARITY_CODE_IDS]);
    for (const r of rows) {
      expect(r.words).not.toMatch(/undefined|null|\[object/);
      expect(r.sources).not.toMatch(/\.md|§|addendum/);
      expect(r.sure).toBe(r.known ? r.sure : 'not in our sources');
    }
  });
  test('the revoke penalty: 150 in 1912, 100 in 1913, unknown from 1915 on', () => {
    const rows = irregularityRows('revoke.defenderRevokes');
    expect(rows.find((r) => r.id === 'whist-club-1912')?.words).toContain('150 in his honour column, or 3 tricks');
    expect(rows.find((r) => r.id === 'whist-club-1913')?.words).toContain('100 in his honour column');
    expect(rows.find((r) => r.id === 'whist-club-1926')?.known).toBe(false);
    expect(knownRows('revoke.defenderRevokes').map((r) => r.id)).toEqual(['whist-club-1912', 'whist-club-1913']);
  });
  test('the card faced in the deal: 50 in 1926, inferred none before; the insufficient bid of 1926 and 1928', () => {
    expect(irregularityRows('cardFacedInDeal').find((r) => r.id === 'whist-club-1926')?.words).toContain('scores 50 in its honour column');
    expect(irregularityRows('cardFacedInDeal').find((r) => r.id === 'whist-club-1915')?.sure).toBe('inferred');
    expect(irregularityRows('insufficientBid').find((r) => r.id === 'portland-club-1928')?.words).toContain(
      'only in the same denomination',
    );
    expect(unknownCodes('exposedCards')).toMatch(/^Bath and Portland Clubs, 1908; .* and Portland Club, 1928 \(English\)$/);
  });
});

describe('revokeCase', () => {
  test('scores a deal both ways, and stops the build where the revoke law is unknown', () => {
    expect(revokeCase('whist-club-1913', { contract: '3HX', tricks: 7, honours: 'declarer:AKQ;lho:J;rho:T' }).tricksChoice.below).toBe(64);
    expect(() => revokeCase('whist-club-1926', { contract: '3HX', tricks: 7 })).toThrow(/1926/);
  });
});

describe('declarerRevokeCase', () => {
  test('1913: four hearts, eight tricks, the declarer revoked: the defenders 100 for two undertricks and 100 more; the declarer his honours', () => {
    expect(declarerRevokeCase('whist-club-1913', { contract: '4H', tricks: 8, honours: 'declarer:AKQ;lho:J;rho:T' })).toEqual({
      declarers: 16,
      defenders: 200,
      defendersWithout: 100,
      declarersWithout: 16,
    });
    expect(() => declarerRevokeCase('whist-club-1912', { contract: '4H', tricks: 8 })).toThrow(/1912/);
  });
});

describe('on a German page', () => {
  /** Runs `f` with the page's language German, then English again. */
  const inGerman = <T>(f: () => T): T => {
    registerGerman();
    setPageLang('de');
    try {
      return f();
    } finally {
      setPageLang('en');
    }
  };
  const ENGLISH =
    /\b(the|and|in our sources|read in|inferred|honour column|declarer|defenders|revoke law|not read|Bath and Portland|1915 to 1925|English)\b/;

  test.each(KEYS)('%s: the codes, the rule, how sure and the note in German, no English left', (key) => {
    const rows = inGerman(() => irregularityRows(key));
    expect(rows.map((r) => r.id)).toEqual([...IRREGULARITY_CODE_IDS]);
    for (const r of rows) {
      for (const text of [r.code, r.words, r.sure, r.note]) expect(text, `${r.id} ${text}`).not.toMatch(ENGLISH);
      if (!r.known) expect([r.words, r.sure]).toEqual(['nicht in unseren Quellen', 'nicht in unseren Quellen']);
    }
    expect(inGerman(() => unknownCodes(key))).not.toMatch(/ and /);
  });
  test('the same figures as the English, in German words', () => {
    const revoke = inGerman(() => irregularityRows('revoke.defenderRevokes'));
    expect(revoke.find((r) => r.id === 'whist-club-1912')).toMatchObject({
      code: 'Whist Club, November 1912',
      words: 'der Alleinspieler wählt zwischen 150 Punkten in seiner Honneurspalte und 3 Stichen, die er den Gegenspielern wegnimmt',
      sure: 'im Gesetzestext gelesen',
    });
    expect(inGerman(() => irregularityRows('cardFacedInDeal')).find((r) => r.id === 'whist-club-1926')?.words).toContain(
      'schreibt 50 in ihre Honneurspalte',
    );
    expect(inGerman(() => irregularityRows('leadOutOfTurn')).find((r) => r.id === 'portland-club-1928')?.words).toMatch(
      /^der vierte Spieler am Stich darf/,
    );
    expect(inGerman(() => unknownCodes('exposedCards'))).toMatch(
      /^Bath und Portland Clubs, 1908; .* und Portland Club, 1928 \(englische Regeln\)$/,
    );
    expect(
      inGerman(() => revokeCase('whist-club-1913', { contract: '3HX', tricks: 7, honours: 'declarer:AKQ;lho:J;rho:T' })),
    ).toMatchObject({
      code: 'Whist Club, November 1913',
      contract: 'drei Coeur kontriert',
      declarer: 'Süd',
    });
  });
  test('every note of the engine has its German, and no German note is left over', () => {
    const ruleOf = (id: (typeof IRREGULARITY_CODE_IDS)[number], key: IrregularityKey): IrregularityRule<unknown> => {
      const rules = IRREGULARITY_CODES[id].rules;
      return key.startsWith('revoke.')
        ? rules.revoke[key.slice(7) as keyof typeof rules.revoke]
        : rules[key as Exclude<IrregularityKey, `revoke.${string}`>];
    };
    const noted = IRREGULARITY_CODE_IDS.flatMap((id) =>
      KEYS.filter((key) => ruleOf(id, key).note !== undefined).map((key) => `irregularityNote.${id}.${key}`),
    );
    expect(Object.keys(deIrregularityNotes).sort()).toEqual(noted.sort());
  });
});
