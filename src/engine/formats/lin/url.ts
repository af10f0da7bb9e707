/**
 * BBO hand-viewer links: a `lin=` parameter (read by {@link parseLin}), or one parameter per
 * field (pbn-lin.md §2 and §4).
 *
 * @packageDocumentation
 */
import type { HandRecord } from '../../record.ts';
import { err, ok, type Result } from '../../result.ts';
import { NO_ARGS, type DiagnosticArgs, type SourcePos } from '../../source.ts';
import type { Call, Card, Seat, Vulnerability } from '../../types.ts';
import type { LinDiagnostic } from '../lin-codes.ts';
import { LIN_RULE_SET } from './board.ts';
import { parseLin } from './parse.ts';
import { clip, linText } from './text.ts';
import { decodeName, readCalls, readCards, readDeal, readVulnerability, type BySeatText, type Problem } from './values.ts';

/** Decodes a query-string component: `+` is a space; a broken `%` escape is kept as written. */
const decodeComponent = (s: string): { text: string; bad: boolean } => {
  const plus = s.replace(/\+/g, ' ');
  try {
    return { text: decodeURIComponent(plus), bad: false };
  } catch {
    // Decode each run of escapes on its own, keeping the runs that are not valid UTF-8.
    const text = plus.replace(/(%[0-9A-Fa-f]{2})+/g, (run) => {
      try {
        return decodeURIComponent(run);
      } catch {
        return run;
      }
    });
    return { text, bad: true };
  }
};

/** A parameter of a link. */
interface Param {
  /** Lower-cased key. */
  readonly key: string;
  /** Decoded value. */
  readonly value: string;
  /** Offset of the parameter in the link. */
  readonly at: number;
  readonly length: number;
  /** Offset of the value in the link. */
  readonly valueAt: number;
  /** Whether the value was written without escapes, so that offsets in it are columns. */
  readonly plain: boolean;
  readonly badEscape: boolean;
}

/** Splits the query and the fragment of a link into parameters (pbn-lin.md §2: `#` starts a fragment). */
const linkParams = (url: string): Param[] => {
  const params: Param[] = [];
  const q = url.indexOf('?');
  const h = url.indexOf('#');
  const ranges: [number, number][] = [];
  if (q >= 0 && (h < 0 || q < h)) ranges.push([q + 1, h > q ? h : url.length]);
  if (h >= 0 && url.slice(h + 1).includes('=')) ranges.push([h + 1, url.length]);
  if (ranges.length === 0 && url.includes('=')) ranges.push([0, url.length]);
  for (const [start, end] of ranges) {
    let i = start;
    for (const part of url.slice(start, end).split('&')) {
      if (part !== '') {
        const eq = part.indexOf('=');
        const rawValue = eq < 0 ? '' : part.slice(eq + 1);
        const dec = decodeComponent(rawValue);
        params.push({
          key: decodeComponent(eq < 0 ? part : part.slice(0, eq))
            .text.trim()
            .toLowerCase(),
          value: dec.text,
          at: i,
          length: part.length,
          valueAt: i + (eq < 0 ? part.length : eq + 1),
          plain: dec.text === rawValue,
          badEscape: dec.bad,
        });
      }
      i += part.length + 1;
    }
  }
  return params;
};

const SEAT_LETTERS: Readonly<Record<string, Seat>> = { n: 'N', e: 'E', s: 'S', w: 'W' };

/** Splits a hand-viewer `a=` or `p=` value into tokens and bracketed notes, `(...)` or `{...}`. */
const splitNotes = (value: string): { pieces: { text: string; offset: number; note: boolean }[]; unclosed: number | null } => {
  const pieces: { text: string; offset: number; note: boolean }[] = [];
  let i = 0;
  let start = 0;
  while (i < value.length) {
    const ch = value[i];
    if (ch === '(' || ch === '{') {
      if (i > start) pieces.push({ text: value.slice(start, i), offset: start, note: false });
      const close = value.indexOf(ch === '(' ? ')' : '}', i + 1);
      if (close < 0) return { pieces, unclosed: i };
      pieces.push({ text: value.slice(i + 1, close), offset: i + 1, note: true });
      i = close + 1;
      start = i;
      continue;
    }
    i++;
  }
  if (start < value.length) pieces.push({ text: value.slice(start), offset: start, note: false });
  return { pieces, unclosed: null };
};

/**

/** The parameters of one link, and the diagnostics found reading them. */
class LinkReader {
  readonly diagnostics: LinDiagnostic[] = [];
  readonly params: Param[];

  constructor(readonly link: string) {
    this.params = linkParams(link);
    for (const p of this.params.filter((x) => x.badEscape)) {
      this.diagnostics.push({
        code: 'LIN_URL_ESCAPE',
        message: `The "${p.key}" parameter has a broken %-escape; the broken part is read as written.`,
        hint: 'Write "%" itself as %25.',
        severity: 'warning',
        pos: this.within(p),
        args: { text: p.key },
      });
    }
  }

  get(key: string): Param | undefined {
    return this.params.find((p) => p.key === key);
  }

  /** A position inside a parameter's value, exact where the value had no escapes. */
  within(p: Param, offset?: number, length = 1): SourcePos {
    return offset !== undefined && p.plain
      ? { line: 1, column: p.valueAt + offset + 1, length: Math.max(1, length) }
      : { line: 1, column: p.at + 1, length: Math.max(1, p.length) };
  }

  problem(p: Param, pr: Problem, offset = 0): void {
    this.diagnostics.push({
      code: pr.code,
      message: pr.message,
      ...(pr.hint !== undefined ? { hint: pr.hint } : {}),
      severity: 'error',
      pos: this.within(p, offset + pr.offset, pr.length),
      ...(pr.args !== undefined ? { args: pr.args } : {}),
      ...(pr.template !== undefined ? { template: pr.template } : {}),
    });
  }

  /** A problem spanning a parameter's whole value. */
  badValue(p: Param, code: Problem['code'], message: string, args: DiagnosticArgs, template: string): void {
    this.problem(p, { code, message, offset: 0, length: p.value.length, args, template });
  }

  get failed(): boolean {
    return this.diagnostics.some((d) => d.severity === 'error');
  }
}

/** What an `a=` or `p=` value holds: its tokens (each with its notes), and the introduction so far. */
interface Annotated<T> {
  readonly items: T[];
  intro: string | undefined;
}

/**
 * Reads an `a=` or `p=` value: tokens (read by `readTokens`) with notes in brackets between
 * them. A note belongs to the token before it, or to the introduction before any token.
 */
const readAnnotated = <T extends { note?: string }>(
  r: LinkReader,
  p: Param,
  intro: string | undefined,
  readTokens: (text: string, offset: number) => T[],
  what: string,
  template: string,
): Annotated<T> => {
  const out: Annotated<T> = { items: [], intro };
  const { pieces, unclosed } = splitNotes(p.value);
  for (const piece of pieces) {
    if (!piece.note) {
      out.items.push(...readTokens(piece.text, piece.offset));
      continue;
    }
    const note = linText(piece.text).trim();
    if (note === '') continue;
    const last = out.items[out.items.length - 1];
    if (last) last.note = last.note === undefined ? note : `${last.note}\n${note}`;
    else out.intro = out.intro === undefined ? note : `${out.intro}\n${note}`;
  }
  if (unclosed !== null) {
    r.problem(p, {
      code: 'LIN_URL_UNCLOSED',
      message: `${what} opens a bracket that is never closed.`,
      offset: unclosed,
      length: 1,
      args: NO_ARGS,
      template,
    });
  }
  return out;
};

/** The deal from `n= e= s= w=`, with each hand's problems at its own parameter. */
const readHands = (r: LinkReader, handParams: readonly Param[]) => {
  const texts: BySeatText = { N: null, E: null, S: null, W: null };
  const bySeat = new Map<Seat, Param>();
  for (const p of handParams) {
    const seat = SEAT_LETTERS[p.key]!;
    texts[seat] = { text: p.value, offset: 0 };
    bySeat.set(seat, p);
  }
  const read = readDeal(texts);
  for (const pr of read.problems) {
    const p = pr.seat !== undefined ? bySeat.get(pr.seat) : undefined;
    if (p) r.problem(p, pr);
  }
  return read.deal;
};

/** `d=`: the dealer's letter; North when absent, as BBO's script does (pbn-lin.md §4). */
const readDealer = (r: LinkReader): Seat => {
  const d = r.get('d');
  if (!d) return 'N';
  const s = SEAT_LETTERS[d.value.trim().toLowerCase()[0] ?? ''];
  if (!s)
    r.badValue(
      d,
      'LIN_BAD_DEALER',
      `"${clip(d.value)}" is not a dealer: write n, e, s or w.`,
      { text: clip(d.value) },
      'LIN_BAD_DEALER.url',
    );
  return s ?? 'N';
};

/** `v=`: the vulnerability, if given and valid. */
const readVulnerabilityParam = (r: LinkReader): Vulnerability | undefined => {
  const v = r.get('v');
  if (!v) return undefined;
  const vulnerability = readVulnerability(v.value);
  if (vulnerability === undefined) {
    r.badValue(
      v,
      'LIN_BAD_VULNERABILITY',
      `"${clip(v.value)}" is not a vulnerability: write - (none), n (North-South), e (East-West) or b (both).`,
      { text: clip(v.value) },
      'LIN_BAD_VULNERABILITY.url',
    );
  }
  return vulnerability;
};

/** `c=`: a claim of declarer's side's total tricks. */
const readClaim = (r: LinkReader): { tricks: number; pos: SourcePos } | undefined => {
  const c = r.get('c');
  if (!c) return undefined;
  const t = c.value.trim();
  const n = /^\d{1,2}$/.test(t) ? Number(t) : NaN;
  if (n >= 0 && n <= 13) return { tricks: n, pos: r.within(c) };
  r.badValue(
    c,
    'LIN_BAD_CLAIM',
    `"${clip(c.value)}" is not a claim: c= gives the total number of tricks declarer's side ends with, 0 to 13.`,
    { text: clip(c.value) },
    'LIN_BAD_CLAIM.url',
  );
  return undefined;
};

/** `nn= en= sn= wn=` as the record's name tags. */
const nameTags = (r: LinkReader): Record<string, string> => {
  const tags: Record<string, string> = {};
  for (const [key, tag] of [
    ['nn', 'North'],
    ['en', 'East'],
    ['sn', 'South'],
    ['wn', 'West'],
  ] as const) {
    const p = r.get(key);
    if (p && p.value.trim() !== '') tags[tag] = decodeName(p.value);
  }
  return tags;
};

type LinkCall = { call: Call; alert?: boolean; note?: string; pos: SourcePos };
type LinkCard = { card: Card; note?: string; pos: SourcePos };

/** The record of a link that carries one parameter per field. */
const readFields = (r: LinkReader, handParams: readonly Param[]): Result<HandRecord[], LinDiagnostic[]> => {
  const deal = readHands(r, handParams);
  const dealer = readDealer(r);
  const vulnerability = readVulnerabilityParam(r);
  const a = r.get('a');
  const auction = a
    ? readAnnotated<LinkCall>(
        r,
        a,
        undefined,
        (text, offset) => {
          const rc = readCalls(text);
          for (const pr of rc.problems) r.problem(a, pr, offset);
          return rc.calls.map((c) => ({
            call: c.call,
            ...(c.alert ? { alert: true } : {}),
            pos: r.within(a, offset + c.offset, c.length),
          }));
        },
        'An explanation in the auction (a=)',
        'LIN_URL_UNCLOSED.auction',
      )
    : { items: [], intro: undefined };
  const pp = r.get('p');
  const play = pp
    ? readAnnotated<LinkCard>(
        r,
        pp,
        auction.intro,
        (text, offset) => {
          const rc = readCards(text);
          for (const pr of rc.problems) r.problem(pp, pr, offset);
          return rc.cards.map((c) => ({ card: c.card, pos: r.within(pp, offset + c.offset, 2) }));
        },
        'A comment in the play (p=)',
        'LIN_URL_UNCLOSED.play',
      )
    : { items: [], intro: auction.intro };
  const claim = readClaim(r);
  if (r.failed) return err(r.diagnostics);
  const tags = nameTags(r);
  const b = r.get('b')?.value.trim();
  const t = r.get('t')?.value.trim();
  return ok([
    {
      ...(t ? { title: t } : {}),
      ruleSet: LIN_RULE_SET,
      ...(b ? { board: b } : {}),
      dealer,
      deal,
      ...(vulnerability !== undefined ? { vulnerability } : {}),
      ...(play.intro !== undefined ? { intro: play.intro } : {}),
      calls: auction.items,
      play: play.items,
      ...(claim ? { claim } : {}),
      ...(Object.keys(tags).length > 0 ? { tags } : {}),
      pos: { line: 1, column: 1, length: 1 },
    },
  ]);
};

/**
 * Reads a BBO hand-viewer link: either its `lin=` parameter (percent-encoded LIN, read by
 * {@link parseLin}), or the per-field parameters: `n= s= e= w=` hands (suit letters then ranks;
 * one missing hand is filled by elimination), `d=` dealer letter (North when absent, as BBO's
 * script does: pbn-lin.md §4), `v=` vulnerability, `b=` board, `a=` calls run together with `!`
 * alerts and `(explanations)`, `p=` cards in the order played (`{comments}` allowed), `c=` claim
 * (declarer's side's total), `nn= sn= en= wn=` names, `t=` title. `+` is a space and `%7C` a
 * bar, as in any query string (pbn-lin.md §2 pitfalls).
 *
 * Diagnostics point at columns of the link (at the whole parameter where its value was
 * escaped), or, for `lin=`, at line and column of the decoded LIN text. Warnings are dropped on
 * success; any error makes the result an error carrying every diagnostic.
 */
export const parseBboUrl = (url: string): Result<HandRecord[], LinDiagnostic[]> => {
  const link = typeof url === 'string' ? url.trim() : '';
  const r = new LinkReader(link);
  const lin = r.get('lin');
  if (lin) {
    const parsed = parseLin(lin.value);
    const all = [...r.diagnostics, ...parsed.diagnostics];
    return all.some((d) => d.severity === 'error') ? err(all) : ok(parsed.records);
  }
  const remote = r.get('linurl') ?? r.get('myhand');
  if (remote) {
    return err([
      {
        code: 'LIN_URL_REMOTE',
        message: `This link points to a hand stored elsewhere ("${remote.key}="), which cannot be fetched here.`,
        hint: 'Open the link in the BBO hand viewer and copy a link that carries the hand itself (lin=...).',
        severity: 'error',
        pos: r.within(remote),
        args: { text: remote.key },
      },
    ]);
  }
  const handParams = (['n', 'e', 's', 'w'] as const).map((k) => r.get(k)).filter((p): p is Param => p !== undefined);
  if (handParams.length === 0) {
    return err([
      {
        code: 'LIN_URL_NO_HAND',
        message: 'This link carries no hand: it has neither lin= nor any of the n=, e=, s=, w= parameters.',
        hint: 'Paste a BBO hand-viewer link, such as handviewer.html?lin=... or handviewer.html?n=...&s=...',
        severity: 'error',
        pos: { line: 1, column: 1, length: Math.max(1, link.length) },
        args: NO_ARGS,
      },
    ]);
  }
  return readFields(r, handParams);
};
