/**
 * Table tests for share links (issue 4, "Share links": versioned, URL-safe, exact round trip,
 * a fully played hand without notes in 80 characters or fewer, clear errors for bad links).
 */
import { describe, expect, it } from 'vitest';
import { rankIndex, rankOf, suitOf } from '../card.ts';
import type { HandRecord } from '../record.ts';
import { SEATS, type Card, type Deal, type Seat, type Suit } from '../types.ts';
import { parseLin } from './lin.ts';
import { RULE_SET_IDS } from '../rules/types.ts';
import { STRAINS } from '../types.ts';
import { LINK_V1_RULE_SETS, LINK_V1_STRAINS, LINK_VERSION, crc16, decodeHandLink, encodeHandLink } from './link.ts';

/** The example of pbn-lin.md §2, read by the LIN reader. */
const EXAMPLE_LIN =
  'pn|Ann,Ben,Cal,Dee|st||md|1SA5HAKJ83DQ62CK74,SQJTH76DKJT94CQJ3,SK843HQ952DA7C982,|rh||ah|Board 1|sv|o|' +
  'nt|A lesson on leads.|mb|1H|mb|2D|mb|2H!|an|single raise|mb|p|mb|4H|mb|p|mb|p|mb|p|pg||pc|DK|nt|Top of a sequence.|' +
  'pc|DA|pc|D3|pc|D2|pg||pc|H2|pc|H4|pc|HA|pc|H6|pg||pc|HK|pc|H7|pc|H5|pc|HT|pg||mc|10|';
const example = parseLin(EXAMPLE_LIN).records[0]!;

/** What a link keeps of a record: no positions, no tags, and notes only when asked. */
const kept = (r: HandRecord, notes: boolean): HandRecord => {
  const { pos: _pos, tags: _tags, title, intro, claim, calls, play, ...rest } = r;
  return {
    ...(notes && title !== undefined ? { title } : {}),
    ...rest,
    ...(notes && intro !== undefined ? { intro } : {}),
    calls: calls.map((c) => ({
      call: c.call,
      ...(c.alert ? { alert: true } : {}),
      ...(notes && c.note !== undefined ? { note: c.note } : {}),
    })),
    play: play.map((p) => ({ card: p.card, ...(notes && p.note !== undefined ? { note: p.note } : {}) })),
    ...(claim ? { claim: { tricks: claim.tricks } } : {}),
  };
};

/** Plays a deal out, each player taking the lowest legal card (a simple legal play for tests). */
const playOut = (deal: Deal, leader: Seat, trump: Suit | null): Card[] => {
  const hands = Object.fromEntries(SEATS.map((s) => [s, [...(deal[s] ?? [])]])) as Record<Seat, Card[]>;
  const out: Card[] = [];
  let lead = leader;
  for (let t = 0; t < 13; t++) {
    const trick: Card[] = [];
    let seat = lead;
    for (let k = 0; k < 4; k++) {
      const h = hands[seat];
      const led = trick[0] ? suitOf(trick[0]) : null;
      const legal = led && h.some((c) => suitOf(c) === led) ? h.filter((c) => suitOf(c) === led) : h;
      const card = [...legal].sort((a, b) => rankIndex(rankOf(a)) - rankIndex(rankOf(b)))[0]!;
      h.splice(h.indexOf(card), 1);
      trick.push(card);
      seat = SEATS[(SEATS.indexOf(seat) + 1) % 4]!;
    }
    let best = 0;
    trick.forEach((c, k) => {
      const b = trick[best]!;
      const wins = suitOf(c) === suitOf(b) ? rankIndex(rankOf(c)) > rankIndex(rankOf(b)) : suitOf(c) === trump;
      if (wins) best = k;
    });
    lead = SEATS[(SEATS.indexOf(lead) + best) % 4]!;
    out.push(...trick);
  }
  return out;
};

const fullyPlayed: HandRecord = {
  ...kept(example, false),
  play: playOut(example.deal, 'W', 'H').map((card) => ({ card })),
};

describe('encodeHandLink / decodeHandLink: round trips', () => {
  it('round-trips the pbn-lin.md example with its notes, title, introduction and the step', () => {
    const link = encodeHandLink(example, { step: 9, includeNotes: true });
    const r = decodeHandLink(link);
    expect(r.ok && r.value).toEqual({ record: kept(example, true), step: 9 });
  });

  it('drops notes, title and introduction unless asked, and never carries positions or tags', () => {
    const r = decodeHandLink(encodeHandLink(example));
    expect(r.ok && r.value).toEqual({ record: kept(example, false), step: 0 });
  });

  it('writes a fully played hand with a normal auction in 80 characters or fewer (issue 4)', () => {
    expect(fullyPlayed.play).toHaveLength(52);
    const link = encodeHandLink(fullyPlayed, { step: 60 });
    expect(link.length).toBeLessThanOrEqual(80);
    expect(link).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(link[0]).toBe(LINK_VERSION);
    const r = decodeHandLink(link);
    expect(r.ok && r.value).toEqual({ record: fullyPlayed, step: 60 });
  });

  it('round-trips rule set options, vulnerability, a text board, a result and alerts', () => {
    const record: HandRecord = {
      ruleSet: 'royal-auction-1912',
      options: { nullos: true, threeHanded: false, passedOutRedeal: 'nextDealer' },
      board: '12a',
      dealer: 'E',
      deal: example.deal,
      vulnerability: 'EW',
      calls: [
        { call: { type: 'bid', level: 1, strain: 'R' }, alert: true },
        { call: { type: 'bid', level: 1, strain: 'NL' } },
        { call: { type: 'double' } },
        { call: { type: 'redouble' }, alert: true },
        { call: { type: 'pass' } },
      ],
      play: [],
      result: 7,
    };
    const r = decodeHandLink(encodeHandLink(record));
    expect(r.ok && r.value.record).toEqual(record);
  });

  it('round-trips a rule set id it does not know, as written', () => {
    const record: HandRecord = { ...kept(example, false), ruleSet: 'whist-club-1931?' };
    const r = decodeHandLink(encodeHandLink(record));
    expect(r.ok && r.value.record.ruleSet).toBe('whist-club-1931?');
  });

  it('round-trips a partial deal (unknown hands, cards in no hand) and a diagram with no calls', () => {
    const record: HandRecord = {
      ruleSet: 'whist-club-1926',
      dealer: 'N',
      deal: { N: ['SA', 'HK'], E: null, S: [], W: ['C2'] },
      calls: [],
      play: [],
    };
    const r = decodeHandLink(encodeHandLink(record));
    expect(r.ok && r.value.record).toEqual(record);
  });

  it('round-trips a play that does not follow the rules (a revoke, a card from the wrong hand)', () => {
    const revoke: Card[] = [...fullyPlayed.play.map((p) => p.card)];
    // Swap two cards of the first trick: the play no longer follows seat order.
    [revoke[1], revoke[2]] = [revoke[2]!, revoke[1]!];
    const record: HandRecord = { ...fullyPlayed, play: revoke.map((card) => ({ card })) };
    const r = decodeHandLink(encodeHandLink(record));
    expect(r.ok && r.value.record).toEqual(record);
  });

  it('keeps a claim mid-trick and notes on any call or card, in any script', () => {
    const record: HandRecord = {
      ...kept(example, false),
      play: example.play.slice(0, 5).map((p, k) => (k === 4 ? { card: p.card, note: 'Ruff? ♠ — «non» 🂡' } : { card: p.card })),
      claim: { tricks: 11 },
      intro: '',
    };
    const r = decodeHandLink(encodeHandLink(record, { includeNotes: true }));
    expect(r.ok && r.value.record).toEqual(record);
  });

  it('normalises hands to display order', () => {
    const shuffled: HandRecord = { ...kept(example, false), deal: { ...example.deal, N: [...example.deal.N!].reverse() } };
    const r = decodeHandLink(encodeHandLink(shuffled));
    expect(r.ok && r.value.record.deal.N).toEqual(example.deal.N);
  });

  it('clamps the step into the hand', () => {
    const steps = example.calls.length + example.play.length;
    const at = (step: number): number | false => {
      const r = decodeHandLink(encodeHandLink(example, { step }));
      return r.ok && r.value.step;
    };
    expect([at(-3), at(2.7), at(steps), at(steps + 10), at(Number.NaN)]).toEqual([0, 2, steps, steps, 0]);
  });
});

/** Builds a link from raw bits with a correct checksum, to test values only a forger could write. */
const forge = (bits: string): string => {
  const padded = bits.padEnd(Math.ceil(bits.length / 8) * 8, '0');
  const bytes: number[] = [];
  for (let i = 0; i < padded.length; i += 8) bytes.push(parseInt(padded.slice(i, i + 8), 2));
  const c = crc16(bytes);
  return LINK_VERSION + Buffer.from([...bytes, c >> 8, c & 255]).toString('base64url');
};
/** Header bits for whist-club-1926, no options, dealer N, no vulnerability, no board, no known hand. */
const HEADER = '000' + '0' + '00' + '0' + '00' + '0' + '0000';

describe('decodeHandLink: bad links give a clear diagnostic', () => {
  const good = encodeHandLink(fullyPlayed);
  const flip = (s: string, i: number): string => s.slice(0, i) + (s[i] === 'A' ? 'B' : 'A') + s.slice(i + 1);

  it('version 1 tables name only rule sets and strains the engine has (a later rule set travels by name)', () => {
    for (const id of LINK_V1_RULE_SETS) expect(RULE_SET_IDS).toContain(id);
    expect([...LINK_V1_STRAINS].sort()).toEqual([...STRAINS].sort());
  });

  it('has the CRC-16/CCITT-FALSE check value', () => {
    expect(crc16([...'123456789'].map((c) => c.charCodeAt(0)))).toBe(0x29b1);
  });

  it('forged links with a correct checksum decode (the forge helper is sound)', () => {
    // No calls (gamma 0 = "1"), no alerts, no play, no claim, no result, step 0 (no bits), no notes.
    const r = decodeHandLink(forge(HEADER + '1' + '00' + '1' + '0' + '0' + '0'));
    expect(r.ok && r.value.record.calls).toEqual([]);
  });

  const cases: [string, string, string, number][] = [
    ['an empty link', '   ', 'LINK_EMPTY', 1],
    ['a link of another version', `Z${good.slice(1)}`, 'LINK_VERSION', 1],
    ['a character base64url never uses', `${good.slice(0, 10)}+${good.slice(11)}`, 'LINK_CHARACTER', 11],
    ['a link cut short', good.slice(0, 30), 'LINK_TRUNCATED', 30],
    ['the version alone', LINK_VERSION, 'LINK_TRUNCATED', 1],
    ['a mistyped character', flip(good, 20), 'LINK_CHECKSUM', 1],
    ['an extra character', `${good}A`, 'LINK_TRAILING', good.length + 1],
    ['four extra characters', `${good}AAAA`, 'LINK_TRAILING', good.length + 1],
    ['an impossible call under a valid checksum', forge(`${HEADER}010${'1'}111111`), 'LINK_INVALID', 1],
    // Two passes, then step 3 of a hand that has two steps.
    ['a step past the end under a valid checksum', forge(`${HEADER}011` + '00' + '00' + '1' + '0' + '0' + '11' + '0'), 'LINK_INVALID', 1],
  ];
  it.each(cases)('reports %s', (_, link, code, column) => {
    const r = decodeHandLink(link);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error).toHaveLength(1);
    const d = r.error[0]!;
    expect(d.code).toBe(code);
    expect(d.severity).toBe('error');
    expect(d.message).toMatch(/^[A-Z].*\.$/);
    expect(d.pos?.column).toBe(column);
  });

  it('ignores whitespace around a link and counts columns in the text given', () => {
    expect(decodeHandLink(`  ${good}\n`).ok).toBe(true);
    const r = decodeHandLink(`  ${good.slice(0, 10)}*${good.slice(11)}`);
    expect(!r.ok && r.error[0]!.pos?.column).toBe(13);
  });

  it('never throws on values that are not strings', () => {
    expect(decodeHandLink(undefined as unknown as string).ok).toBe(false);
    expect(decodeHandLink(42 as unknown as string).ok).toBe(false);
  });
});
