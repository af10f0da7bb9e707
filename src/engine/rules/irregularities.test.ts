/**
 * The irregularity rules as data: every auction rule set carries them, every rule cites a
 * source that reads as a reference in words, an unknown rule says why, and the figures agree
 * with the laws documents they cite (addendum §3, §5, §6). As in scoring-data.test.ts, the
 * document checks read ../shared/rules: a failure under CI=true when missing, skipped elsewhere.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, test } from 'vitest';
import {
  AUCTION_RULE_SET_IDS,
  IRREGULARITY_CODE_IDS,
  IRREGULARITY_CODES,
  RULE_SETS,
  type IrregularityRule,
  type IrregularityRules,
} from './index.ts';
import { readableSources, SOURCE_REFERENCES } from './references.ts';

const ADDENDUM = fileURLToPath(new URL('../../../../shared/rules/auction-laws-addendum.md', import.meta.url));
const present = existsSync(ADDENDUM);
const docSuite = present || process.env.CI === 'true' ? describe : describe.skip;
if (!present && process.env.CI !== 'true') console.warn(`\n!!! SKIPPING the irregularity document checks: ${ADDENDUM} is missing.\n`);

/** Every rule of a code, by dotted name. */
const rulesOf = (r: IrregularityRules): [string, IrregularityRule<unknown>][] => [
  ...Object.entries(r.revoke).map(([k, v]) => [`revoke.${k}`, v] as [string, IrregularityRule<unknown>]),
  ...Object.entries(r)
    .filter(([k]) => k !== 'revoke')
    .map(([k, v]) => [k, v] as [string, IrregularityRule<unknown>]),
];

describe('every auction rule set and law code carries its irregularity rules', () => {
  test.each(AUCTION_RULE_SET_IDS)('%s', (id) => {
    expect(RULE_SETS[id].irregularities).toBeDefined();
  });
  it('the contract rule sets carry none', () => {
    expect(RULE_SETS['contract-rubber'].irregularities).toBeUndefined();
  });
  it('each law code names a rule set of the site for its scores, and the 1912 and 1926 codes are those rule sets’ own', () => {
    expect(IRREGULARITY_CODES['whist-club-1912'].rules).toBe(RULE_SETS['royal-auction-1912'].irregularities);
    expect(IRREGULARITY_CODES['whist-club-1926'].rules).toBe(RULE_SETS['whist-club-1926'].irregularities);
    expect(IRREGULARITY_CODES['whist-club-1915'].rules).toBe(RULE_SETS['whist-club-1915'].irregularities);
    expect(IRREGULARITY_CODES['bath-portland-1908'].rules).toBe(RULE_SETS['bridge-count-1908'].irregularities);
  });
});

describe('sources and confidence', () => {
  const all = IRREGULARITY_CODE_IDS.flatMap((code) =>
    rulesOf(IRREGULARITY_CODES[code].rules).map(([k, r]) => [`${code} ${k}`, r] as const),
  );
  test.each(all)('%s cites a source in readers’ words, and an unknown rule says why', (_name, r) => {
    expect(r.source.length).toBeGreaterThan(0);
    const refs = readableSources(r.source).refs;
    for (const ref of refs) expect(ref).not.toMatch(/\.md\b|§|\baddendum\b|\b[A-Z]{2,}\d{2}/);
    if (!r.known) {
      expect(r.confidence).toBe('unknown');
      expect(r.note.length).toBeGreaterThan(20);
    } else {
      expect(['law', 'period', 'inferred']).toContain(r.confidence);
    }
  });
  it('the short keys cited are all on the Sources page', () => {
    const keys = new Set(all.flatMap(([, r]) => [...r.source.matchAll(/\b([A-Z]+\d{2}[a-z]?(?:-[a-z]+)?)\b/g)].map((m) => m[1] ?? '')));
    for (const key of keys) expect(SOURCE_REFERENCES[key], key).toBeDefined();
  });
  it('nothing is known of the 1926 revoke, nor of calls out of turn or exposed cards in any code', () => {
    for (const r of Object.values(IRREGULARITY_CODES['whist-club-1926'].rules.revoke)) expect(r.known).toBe(false);
    for (const code of IRREGULARITY_CODE_IDS) {
      expect(IRREGULARITY_CODES[code].rules.callOutOfTurn.known).toBe(false);
      expect(IRREGULARITY_CODES[code].rules.exposedCards.known).toBe(false);
    }
  });
});

docSuite('the figures against the addendum (§3 revoke scoring, §5 revokePenalty, TIME26b)', () => {
  const raw = present ? readFileSync(ADDENDUM, 'utf8') : '';
  // Sentences wrap over lines; rows do not.
  const md = raw.replace(/\s+/g, ' ');
  const figure = <T>(r: IrregularityRule<T>): T => {
    if (!r.known) throw new Error('known rule expected');
    return r.rule;
  };
  it('1912: 150 or three tricks; November 1913: 100 or three tricks (§5 row revokePenalty)', () => {
    const row = raw.split('\n').find((l) => l.startsWith('| `revokePenalty`')) ?? '';
    const p12 = figure(IRREGULARITY_CODES['whist-club-1912'].rules.revoke.defenderRevokes);
    const p13 = figure(IRREGULARITY_CODES['whist-club-1913'].rules.revoke.defenderRevokes);
    expect(row).toContain(`1912: ${p12.honourPoints} or ${p12.tricks} tricks`);
    expect(row).toContain(`Nov. 1913: ${p13.honourPoints} or ${p13.tricks} tricks`);
    expect(row).toContain('penalty tricks earn no doubled bonus');
  });
  it('1913: the defenders take 100 when the declarer revokes (§3)', () => {
    const p = figure(IRREGULARITY_CODES['whist-club-1913'].rules.revoke.declarerRevokes);
    expect(md).toContain(`the defenders take ${p.honourPoints} on top of whatever they earn`);
  });
  it('1926: a card faced in the deal gives the other side 50 in its honour column (§3)', () => {
    const p = figure(IRREGULARITY_CODES['whist-club-1926'].rules.cardFacedInDeal);
    expect(md).toContain(`the other side scores ${String(p.honourPoints)} in its honour`);
  });
  it('1926: seven is the highest legal bid (§3, N6)', () => {
    expect(figure(IRREGULARITY_CODES['whist-club-1926'].rules.bidAboveSeven).illegal).toBe(true);
    expect(md).toContain('"Seven odd tricks is the highest legal bid."');
    expect(RULE_SETS['whist-club-1926'].auction.maxBidLevel).toBe(7);
  });
  it('1928 (English): the insufficient bid corrected only in the same denomination; a lead out of turn taken back (Q7)', () => {
    const e = IRREGULARITY_CODES['portland-club-1928'].rules;
    expect(figure(e.insufficientBid).correction).toBe('sameDenomination');
    expect(md).toContain('correct an insufficient bid only in the same denomination');
    expect(figure(e.leadOutOfTurn).cardsTakenBack).toBe(true);
    expect(md).toContain('all cards played are taken back without penalty');
  });
});
