/**
 * The embed page for a shared link (`/embed/#<share link>`): reading the link from the URL
 * fragment, opening it with the engine (decode, check, replay), and the fragment the page keeps
 * while the reader steps through the hand.
 *
 * The fragment may be the bare link (`#1AF0b...`, what the Hand Lab's embed snippet writes) or
 * the pair `h=<link>` (the Lab's own `#h=` form), with the replay's `hand-<id>=<step>` pair
 * beside it. The replay rewrites the fragment as `key=value` pairs when the reader steps, and a
 * bare link is not a pair, so the page rewrites a bare link as `h=<link>` first: a reload or a
 * copied "link to this step" then still holds the hand.
 *
 * Nothing here touches the DOM, and nothing read from the link is run or used as HTML: the
 * link only ever becomes a hand record that the engine checks.
 *
 * @packageDocumentation
 */
import { decodeHandLink } from '../../engine/formats/link.ts';
import { checkRecord, replay, type HandRecord, type Timeline } from '../../engine/record.ts';
import { err, ok, type Result } from '../../engine/result.ts';
import type { Diagnostic } from '../../engine/source.ts';
import { diagnosticText } from '../../i18n/diagnostics.ts';

/**
 * The longest link the embed page reads, in characters. A fully played hand with its notes is
 * a few hundred characters; the limit only refuses something that is not a hand link at all.
 */
export const MAX_LINK_LENGTH = 16_000;

/** The key of the link among the fragment's pairs (the Hand Lab's `#h=`). */
export const LINK_KEY = 'h';

const safeDecode = (text: string): string => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/** What the fragment holds: the link (or `null` when there is none) and the replay's pairs. */
export interface EmbedFragment {
  readonly link: string | null;
  /** The other `key=value` pairs, kept as written (the replay's step). */
  readonly pairs: readonly string[];
}

/**
 * Reads a fragment: `#<link>`, `#h=<link>`, either with other `key=value` pairs after `&`.
 * A bare part (without `=`) is the link; `h=` wins over a bare part. Empty parts are dropped.
 */
export const readEmbedFragment = (hash: string): EmbedFragment => {
  let bare: string | null = null;
  let keyed: string | null = null;
  const pairs: string[] = [];
  for (const part of hash.replace(/^#/, '').split('&')) {
    if (part === '') continue;
    const eq = part.indexOf('=');
    if (eq < 0) {
      bare ??= safeDecode(part);
      continue;
    }
    if (safeDecode(part.slice(0, eq)) === LINK_KEY) keyed ??= safeDecode(part.slice(eq + 1));
    else pairs.push(part);
  }
  const link = keyed ?? bare;
  return { link: link === null || link.trim() === '' ? null : link.trim(), pairs };
};

/**
 * The fragment the page keeps for a link: `#h=<link>`, then the other pairs. The link's
 * characters (base64url) need no escaping; anything else is escaped.
 */
export const embedFragment = (link: string, pairs: readonly string[] = []): string =>
  `#${[`${LINK_KEY}=${encodeURIComponent(link)}`, ...pairs].join('&')}`;

/** A hand opened from a link: its record, the timeline to replay, and the step it opens at. */
export interface OpenedLink {
  readonly record: HandRecord;
  readonly timeline: Timeline;
  /** The step written in the link, within the timeline. */
  readonly step: number;
}

/** Why a link cannot be opened: the engine's diagnostics (a stable code, a sentence, a hint). */
export type LinkProblem = readonly Diagnostic[];

/**
 * Opens a share link: refuses an oversized text (`EMBED_LINK_TOO_LONG`), decodes it (the
 * engine's `LINK_*` codes), checks the hand with `checkRecord` (the rules' own codes), and
 * replays it. Never throws.
 */
export const openLink = (link: string): Result<OpenedLink, LinkProblem> => {
  if (link.length > MAX_LINK_LENGTH) {
    return err([
      {
        code: 'EMBED_LINK_TOO_LONG',
        message: `This link has ${link.length} characters; a hand link of this site has at most ${MAX_LINK_LENGTH}.`,
        hint: 'Copy the link again from the hand or the Hand Lab.',
        severity: 'error',
        args: { n: link.length, max: MAX_LINK_LENGTH },
      },
    ]);
  }
  const decoded = decodeHandLink(link);
  if (!decoded.ok) return decoded;
  const checked = checkRecord(decoded.value.record);
  if (!checked.ok) return checked;
  const timeline = replay(checked.value);
  const last = Math.max(0, timeline.steps.length - 1);
  return ok({ record: decoded.value.record, timeline, step: Math.min(Math.max(0, decoded.value.step), last) });
};

/**
 * The first problem of a failed link as one or two sentences, the message then the hint, in
 * the page's language (or `lang`'s: `diagnosticText`).
 */
export const problemText = (problems: LinkProblem, lang?: string): { message: string; hint: string | null } => {
  const first = problems[0];
  if (first === undefined) return { message: '', hint: null };
  const text = diagnosticText(first, lang);
  return { message: text.message, hint: text.hint ?? null };
};
