/**
 * Tag values: the syntax PBN 2.1 §3 and §4 give them (as the verifier's test files exercise
 * them), and reading seats and vulnerability.
 *
 * @packageDocumentation
 */
import type { Seat, Vulnerability } from '../../types.ts';
import { type Sink } from './sink.ts';
import { KNOWN_TAGS } from './standard.ts';
import type { PbnGame, PbnTag } from './types.ts';

const NUMBER = String.raw`[+-]?\d+`;
const DECIMAL = String.raw`[+-]?\d+(?:\.\d*)?`;
const sided = (n: string): RegExp => new RegExp(`^(?:(?:NS|EW) )?${n}(?: (?:NS|EW) ${n})?$`);

/** Value checks by tag: a pattern, what to say when a value does not match, and its word in the diagnostics' catalogue (`diag.word.value.<id>`). */
const VALUE_RULES: Readonly<Record<string, { readonly ok: RegExp; readonly expected: string; readonly id: string }>> = {
  Date: { ok: /^(?:\?|[0-9?]{4}\.[0-9?]{2}\.[0-9?]{2})?$/, expected: 'a date YYYY.MM.DD, with ? for unknown digits', id: 'date' },
  EventDate: { ok: /^(?:\?|[0-9?]{4}\.[0-9?]{2}\.[0-9?]{2})?$/, expected: 'a date YYYY.MM.DD, with ? for unknown digits', id: 'date' },
  UTCDate: { ok: /^(?:\?|[0-9?]{4}\.[0-9?]{2}\.[0-9?]{2})?$/, expected: 'a date YYYY.MM.DD, with ? for unknown digits', id: 'date' },
  Time: { ok: /^(?:\?|[0-9?]{2}:[0-9?]{2}:[0-9?]{2})?$/, expected: 'a time HH:MM:SS', id: 'time' },
  UTCTime: { ok: /^(?:\?|[0-9?]{2}:[0-9?]{2}:[0-9?]{2})?$/, expected: 'a time HH:MM:SS', id: 'time' },
  Round: { ok: /^(?:\?|[A-Za-z0-9]+(?:\.[A-Za-z0-9]+)*)?$/, expected: 'a round number such as 1 or 1.A.2', id: 'round' },
  Dealer: { ok: /^(?:[NESW]|\?)?$/i, expected: 'a seat: N, E, S or W', id: 'seat' },
  Vulnerable: { ok: /^(?:None|Love|-|NS|EW|All|Both|\?)?$/i, expected: 'None (or Love, -), NS, EW or All (or Both)', id: 'vulnerable' },
  Declarer: { ok: /^(?:\^?[NESW]|\?)?$/i, expected: 'a seat: N, E, S or W (^N when declarer and dummy swapped places)', id: 'declarer' },
  Contract: {
    ok: /^(?:Pass|[1-7](?:NT|NL|N|C|D|H|S|R)(?:XX|X)?|NT|NL|N|C|D|H|S|R|\?)?$/i,
    expected: 'Pass, or a level 1 to 7, a strain (C, D, H, S, NT) and X or XX if doubled, like 4HX',
    id: 'contract',
  },
  Result: {
    ok: /^(?:\^?\d{1,2}|(?:NS|EW) \^?\d{1,2}(?: (?:NS|EW) \^?\d{1,2})?|\?)?$/,
    expected: 'the tricks won by declarer (0 to 13), or "NS n", "EW n"',
    id: 'result',
  },
  Score: { ok: new RegExp(`${sided(NUMBER).source}|^\\??$`), expected: 'a score such as "NS 620" or "-100"', id: 'score' },
  ScoreIMP: { ok: new RegExp(`${sided(DECIMAL).source}|^\\??$`), expected: 'IMPs such as "NS 2.5"', id: 'imps' },
  ScoreMP: { ok: new RegExp(`${sided(DECIMAL).source}|^\\??$`), expected: 'match points such as "NS 12.5"', id: 'matchPoints' },
  ScorePercentage: {
    ok: new RegExp(`${sided(String.raw`\d+(?:\.\d*)?`).source}|^\\??$`),
    expected: 'a percentage from 0 to 100 such as "NS 55.2"',
    id: 'percentage',
  },
  ScoreRubber: {
    ok: /^(?:(?:(?:NS|EW) )?\d+\s*\/\s*\d+(?:\s+(?:NS|EW) \d+\s*\/\s*\d+)?\s*|\??)$/,
    expected: 'points above and below the line, "above/below", such as "EW 300/40"',
    id: 'rubber',
  },
  OptimumScore: {
    ok: /^(?:(?:NS|EW) [+-]?\d+(?: (?:NS|EW) [+-]?\d+)?|\??)$/,
    expected: 'a side and a score, such as "NS 620"',
    id: 'optimumScore',
  },
  Scoring: {
    ok: /^(?:\?|[A-Za-z][A-Za-z0-9_]*(?:;[A-Za-z][A-Za-z0-9_]*)*)?$/,
    expected: 'scoring names separated by ";", such as "IMP" or "MP;MP1"',
    id: 'scoring',
  },
  Competition: {
    ok: /^(?:Individuals?|Pairs|Teams|Chicago|Rubber|\?)?$/i,
    expected: 'Individuals, Pairs, Teams, Chicago or Rubber',
    id: 'competition',
  },
  WestType: { ok: /^(?:human|program|\?)?$/i, expected: 'human or program', id: 'playerType' },
  NorthType: { ok: /^(?:human|program|\?)?$/i, expected: 'human or program', id: 'playerType' },
  EastType: { ok: /^(?:human|program|\?)?$/i, expected: 'human or program', id: 'playerType' },
  SouthType: { ok: /^(?:human|program|\?)?$/i, expected: 'human or program', id: 'playerType' },
  Mode: { ok: /^(?:EMB|IBS|OKB|TABLE|TC|\?)?$/i, expected: 'EMB, IBS, OKB, TABLE or TC', id: 'mode' },
  FrenchMP: { ok: /^(?:Yes|No|\?)?$/i, expected: 'Yes or No', id: 'yesNo' },
  Room: { ok: /^(?:Open|Closed|\?)?$/i, expected: 'Open or Closed', id: 'room' },
  Hidden: { ok: /^[NESW]*$/i, expected: 'the seats to hide, such as "EW"', id: 'hidden' },
  DoubleDummyTricks: { ok: /^(?:[0-9a-dA-D]{20})?$/, expected: '20 hexadecimal digits (0 to d), five per declarer', id: 'ddTricks' },
};

/** Checks every tag value that the standard gives a syntax to, and a few consistency rules. */
export const checkTagValues = (game: PbnGame, sink: Sink): void => {
  for (const tag of game.tags) {
    if (tag.repeated || tag.inherited === 'default' || tag.inherited === 'carried') continue;
    if (!KNOWN_TAGS.has(tag.name)) {
      sink.warn(
        'PBN_UNKNOWN_TAG',
        `[${tag.name}] is not a PBN tag; it is kept as written.`,
        tag.pos,
        'Check the spelling if you meant a standard tag.',
        { tag: tag.name },
      );
      continue;
    }
    const rule = VALUE_RULES[tag.name];
    if (rule && !rule.ok.test(tag.value)) {
      sink.problem(
        'PBN_TAG_VALUE',
        `[${tag.name} "${tag.value}"]: the value should be ${rule.expected}.`,
        tag.valuePos,
        undefined,
        { tag: tag.name, text: tag.value, word: `value.${rule.id}` },
        'PBN_TAG_VALUE.syntax',
      );
      continue;
    }
    if (tag.name === 'Result') {
      const parts = [...tag.value.matchAll(/(NS|EW)? ?\^?(\d{1,2})/g)].map((m) => Number(m[2]));
      if (parts.some((n) => n > 13)) {
        sink.problem(
          'PBN_TAG_VALUE',
          `[Result "${tag.value}"]: a side takes at most 13 tricks.`,
          tag.valuePos,
          undefined,
          { text: tag.value },
          'PBN_TAG_VALUE.result',
        );
      } else if (parts.length === 2 && parts[0]! + parts[1]! !== 13) {
        sink.problem(
          'PBN_RESULT_SUM',
          `[Result "${tag.value}"]: the two sides' tricks add up to ${parts[0]! + parts[1]!}, not 13.`,
          tag.valuePos,
          undefined,
          { text: tag.value, n: parts[0]! + parts[1]! },
        );
      }
    }
    if (tag.name === 'ScorePercentage') {
      for (const m of tag.value.matchAll(/\d+(?:\.\d*)?/g)) {
        if (Number(m[0]) > 100)
          sink.problem(
            'PBN_TAG_VALUE',
            `[ScorePercentage "${tag.value}"]: a percentage is at most 100.`,
            tag.valuePos,
            undefined,
            { text: tag.value },
            'PBN_TAG_VALUE.percentage',
          );
      }
    }
  }
  checkRubberHistory(game, sink);
};

/**
 * `ScoreRubberHistory "NS a b / g1 g2 ... EW ..."`: the games below the line; a side with a
 * finished game of 100 or more is vulnerable, and the Vulnerable tag must agree (PBN 2.0;
 * errors_20 games 3 to 6).
 */
const checkRubberHistory = (game: PbnGame, sink: Sink): void => {
  const history = firstTag(game, 'ScoreRubberHistory');
  const vul = firstTag(game, 'Vulnerable');
  if (!history || !vul) return;
  const sides = [...history.value.matchAll(/(NS|EW)\s+([\d\s]*)\/([\d\s]*)/g)];
  if (sides.length === 0) {
    sink.problem(
      'PBN_TAG_VALUE',
      `[ScoreRubberHistory "${history.value}"] should read like "NS 0 0 / 100 0 EW 0 0 / 0 0".`,
      history.valuePos,
      undefined,
      { text: history.value },
      'PBN_TAG_VALUE.history',
    );
    return;
  }
  const vulnerable = new Set<string>();
  for (const m of sides) {
    const games = m[3]!
      .trim()
      .split(/\s+/)
      .filter((x) => x !== '')
      .map(Number);
    if (games.slice(0, -1).some((x) => x >= 100)) vulnerable.add(m[1]!);
  }
  const expected: Vulnerability = vulnerable.size === 2 ? 'All' : vulnerable.has('NS') ? 'NS' : vulnerable.has('EW') ? 'EW' : 'None';
  const written = readVulnerability(vul.value);
  if (written !== undefined && written !== expected) {
    sink.problem(
      'PBN_VULNERABLE_HISTORY',
      `[Vulnerable "${vul.value}"] disagrees with the rubber so far: by ScoreRubberHistory the vulnerability is ${expected}.`,
      vul.valuePos,
      'A side that has won a game is vulnerable.',
      { text: vul.value, expected },
    );
  }
};

/** The first tag of a name that applies to the game (not a repeat). */
export const firstTag = (game: PbnGame, name: string): PbnTag | undefined => {
  // A loop, not `find` with a callback: the reader asks this some twenty times a game.
  for (const t of game.tags) if (t.name === name && !t.repeated) return t;
  return undefined;
};

/** A tag's value, or `undefined` when absent or unknown (`""` and `"?"` say nothing). */
export const known = (tag: PbnTag | undefined): string | undefined =>
  tag === undefined || tag.value.trim() === '' || tag.value.trim() === '?' ? undefined : tag.value.trim();

export const readVulnerability = (text: string): Vulnerability | undefined => {
  switch (text.trim().toLowerCase()) {
    case 'none':
    case 'love':
    case '-':
      return 'None';
    case 'ns':
      return 'NS';
    case 'ew':
      return 'EW';
    case 'all':
    case 'both':
      return 'All';
    default:
      return undefined;
  }
};

export const readSeat = (text: string | undefined): Seat | undefined => {
  const s = text?.trim().toUpperCase();
  return s === 'N' || s === 'E' || s === 'S' || s === 'W' ? s : undefined;
};
