/**
 * The revoke quiz's data and model: the deals of the addendum's worked examples scored both ways
 * by the engine (N1, November 1913; N2, 1912, law 84), the answer judged by the reducer, and
 * bad input refused with the reason.
 */
import { describe, expect, test } from 'vitest';
import { setPageLang } from '../../i18n/ambient.ts';
import { registerGerman } from '../../i18n/de-all.ts';
import { revokeQuizData, type RevokeQuizData } from './data.ts';
import { answerLabel, REVOKE_START, revokeExplanation, revokeHint, revokeReducer, revokeVerdict, type RevokeQuizState } from './model.ts';

const n1 = ((): RevokeQuizData => {
  const r = revokeQuizData('whist-club-1913', { contract: '3HX', by: 'S', tricks: 7, honours: 'declarer:AKQ;lho:J;rho:T' });
  if (!r.ok) throw new Error(r.error);
  return r.value;
})();

describe('revokeQuizData', () => {
  test('N1 (1913): the points give 116 net, the tricks 80 net and 64 below, a game', () => {
    expect(n1.more).toBe('honours');
    expect([n1.honours.net, n1.tricksChoice.net, n1.tricksChoice.below]).toEqual([116, 80, 64]);
    expect([n1.penaltyPoints, n1.penaltyTricks, n1.needed, n1.gameTarget]).toEqual([100, 3, 9, 30]);
    expect(n1.contract).toBe('three hearts doubled');
    expect(n1.tricksChoice.lines.join('\n')).toMatch(/64 below the line to North–South: Tricks/);
    expect(n1.tricksChoice.lines.join('\n')).not.toMatch(/Bonus for making a doubled contract/);
  });
  test('N2 (1912): 150 in the honour column, the defenders nothing', () => {
    const r = revokeQuizData('whist-club-1912', { contract: '2NT', by: 'S', tricks: 3, honours: 'declarer:AS;dummy:AH;lho:AD;rho:AC' });
    expect(r.ok && r.value.penaltyPoints).toBe(150);
    expect(r.ok && r.value.honours.defenders).toBe(0);
    expect(r.ok && r.value.more).toBe('honours');
  });
  test('on a German page: the code, the contract and the seats in German, the figures the same', () => {
    registerGerman();
    setPageLang('de');
    let de: RevokeQuizData | undefined;
    try {
      const r = revokeQuizData('whist-club-1913', { contract: '3HX', by: 'S', tricks: 7, honours: 'declarer:AKQ;lho:J;rho:T' });
      if (r.ok) de = r.value;
      const x = revokeQuizData('whist-club-1913', { contract: '4NTXX', by: 'E', tricks: 7 });
      expect(x.ok && [x.value.code, x.value.contract, x.value.declarer, x.value.declaringSide]).toEqual([
        'Whist Club, November 1913',
        'vier Sans Atout rekontriert',
        'Ost',
        'Ost-West',
      ]);
    } finally {
      setPageLang('en');
    }
    expect(de && [de.code, de.contract, de.declarer, de.declaringSide, de.defendingSide]).toEqual([
      'Whist Club, November 1913',
      'drei Coeur kontriert',
      'Süd',
      'Nord-Süd',
      'Ost-West',
    ]);
    for (const text of [de?.code, de?.contract, de?.declarer]) expect(text).not.toMatch(/three|hearts|doubled|South|North|East/);
    expect(de && [de.honours.net, de.tricksChoice.net, de.tricksChoice.below, de.more]).toEqual([116, 80, 64, 'honours']);
    // The English page is unchanged.
    expect([n1.code, n1.contract, n1.declarer]).toEqual(['Whist Club, November 1913', 'three hearts doubled', 'South']);
  });
  test('a code whose revoke law we have not read, a code without a rule set, a bad code or deal: the reason', () => {
    const e = (code: string, tricks = 7, contract = '3H'): string => {
      const r = revokeQuizData(code, { contract, tricks });
      return r.ok ? '' : r.error;
    };
    expect(e('whist-club-1926')).toMatch(/not read/);
    expect(e('portland-club-1928')).toMatch(/no rule set/);
    expect(e('whist-club-1927')).toMatch(/not a law code/);
    expect(e('whist-club-1913', 14)).toMatch(/tricks|13/);
    expect(e('whist-club-1913', 7, '9H')).not.toBe('');
  });
});

describe('the reducer and the words', () => {
  const run = (...actions: Parameters<typeof revokeReducer>[1][]): RevokeQuizState => actions.reduce(revokeReducer, REVOKE_START);
  test('checking with nothing picked asks for a pick', () => {
    expect(run({ type: 'check', answer: 'honours' }).nudge).toBe(true);
  });
  test('right at once; wrong earns a hint, then the answer', () => {
    expect(run({ type: 'pick', choice: 'honours' }, { type: 'check', answer: n1.more }).attempt.status).toBe('right');
    const once = run({ type: 'pick', choice: 'tricks' }, { type: 'check', answer: n1.more });
    expect(once.attempt.status).toBe('hint');
    expect(revokeHint(n1)).toContain('10 tricks against the 9');
    const twice = revokeReducer(revokeReducer(once, { type: 'pick', choice: 'equal' }), { type: 'check', answer: n1.more });
    expect(twice.attempt.status).toBe('revealed');
    expect(revokeVerdict(twice, n1)).toBe('The answer: the points in the honour column.');
  });
  test('a pick after the end changes nothing', () => {
    const done = run({ type: 'show' });
    expect(revokeReducer(done, { type: 'pick', choice: 'tricks' })).toBe(done);
  });
  test('the explanation gives both totals and says the tricks make a game the points cannot', () => {
    const lines = revokeExplanation(n1);
    expect(lines[0]).toContain('a difference of 116');
    expect(lines[1]).toContain('a difference of 80');
    expect(lines[2]).toContain('a game from love');
    expect(answerLabel('honours', n1)).toBe('The 100 points');
  });
});
