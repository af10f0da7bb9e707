/**
 * Sharing: the hand as the engine's `HandRecord` and back, its share link (`encodeHandLink`),
 * the Lab's and the embed page's URLs, the embed snippet, the PBN file and its name.
 *
 * @packageDocumentation
 */
import { decodeHandLink, encodeHandLink } from '../../engine/formats/link.ts';
import { checkRecord, replay, type HandRecord, type Timeline } from '../../engine/record.ts';
import { err, ok, type Result } from '../../engine/result.ts';
import { DEFAULT_RULE_SET_ID, isRuleSetId } from '../../engine/rules/index.ts';
import type { Diagnostic } from '../../engine/source.ts';
import { nullosAllowed, rebuild, type Dropped, type LabHand } from './hand.ts';
import type { Readers } from './source.ts';

/**
 * The hand as a `HandRecord`, the engine's form for checking, replaying, sharing and writing
 * PBN. A seat without cards is an unknown hand (`null`); options only where they mean something.
 */
export const toRecord = (hand: LabHand): HandRecord => ({
  ...(hand.title !== '' ? { title: hand.title } : {}),
  ruleSet: hand.ruleSet,
  ...(hand.nullos && nullosAllowed(hand.ruleSet) ? { options: { nullos: true } } : {}),
  ...(hand.board !== undefined ? { board: hand.board } : {}),
  dealer: hand.dealer,
  deal: {
    N: hand.deal.N.length > 0 ? [...hand.deal.N] : null,
    E: hand.deal.E.length > 0 ? [...hand.deal.E] : null,
    S: hand.deal.S.length > 0 ? [...hand.deal.S] : null,
    W: hand.deal.W.length > 0 ? [...hand.deal.W] : null,
  },
  ...(hand.vulnerability !== undefined ? { vulnerability: hand.vulnerability } : {}),
  ...(hand.intro !== '' ? { intro: hand.intro } : {}),
  calls: hand.calls.map((c) => ({ call: c.call, ...(c.alert ? { alert: true } : {}), ...(c.note ? { note: c.note } : {}) })),
  play: hand.play.map((c) => ({ card: c.card, ...(c.note ? { note: c.note } : {}) })),
  ...(hand.claim !== null ? { claim: { tricks: hand.claim } } : {}),
});

/**
 * A hand from a record (a pasted board, a decoded link), made legal by {@link rebuild}. A rule
 * set the site does not know becomes the default; a `Result` without play or claim becomes the
 * claim, so that the outcome is kept.
 */
export const handFromRecord = (record: HandRecord): { hand: LabHand; dropped: Dropped } => {
  const known = isRuleSetId(record.ruleSet) ? record.ruleSet : DEFAULT_RULE_SET_ID;
  const claim = record.claim?.tricks ?? (record.result !== undefined && record.play.length < 52 ? record.result : null);
  return rebuild({
    ruleSet: known,
    nullos: record.options?.nullos === true,
    dealer: record.dealer,
    deal: { N: record.deal.N ?? [], E: record.deal.E ?? [], S: record.deal.S ?? [], W: record.deal.W ?? [] },
    calls: record.calls.map((c) => ({ call: c.call, ...(c.alert ? { alert: true } : {}), ...(c.note ? { note: c.note } : {}) })),
    play: record.play.map((c) => ({ card: c.card, ...(c.note ? { note: c.note } : {}) })),
    claim,
    intro: record.intro ?? '',
    title: record.title ?? '',
    ...(record.board !== undefined ? { board: record.board } : {}),
    ...(record.vulnerability !== undefined ? { vulnerability: record.vulnerability } : {}),
  });
};

/** The hand's share link (notes, title and introduction included): the engine's `encodeHandLink`. */
export const shareLink = (hand: LabHand, step?: number): string =>
  encodeHandLink(toRecord(hand), { includeNotes: true, ...(step !== undefined ? { step } : {}) });

/** Reads a share link back into a hand; a malformed link gives the engine's diagnostics. */
export const handFromLink = (link: string): Result<{ hand: LabHand; step: number; dropped: Dropped }, Diagnostic[]> => {
  const r = decodeHandLink(link);
  if (!r.ok) return r;
  const { hand, dropped } = handFromRecord(r.value.record);
  return ok({ hand, step: r.value.step, dropped });
};

/** The Lab's URL for a link: `<base>lab/#h=<link>` (the base path ends with `/`). */
export const labUrl = (origin: string, base: string, link: string): string => `${origin}${withSlash(base)}lab/#h=${link}`;

/** The embed page's URL for a link: `<base>embed/#<link>`. */
export const embedUrl = (origin: string, base: string, link: string): string => `${origin}${withSlash(base)}embed/#${link}`;

const withSlash = (base: string): string => (base.endsWith('/') ? base : `${base}/`);

/** Escapes text for an HTML attribute value in double quotes. */
export const escapeAttribute = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The snippet a teacher pastes into a page: an `<iframe>` of the embed page. The title (the
 * reader's text) is escaped, so it cannot break out of its attribute.
 */
export const embedSnippet = (url: string, title: string): string =>
  `<iframe src="${escapeAttribute(url)}" title="${escapeAttribute(title)}" width="100%" height="620" style="border:0;max-width:100%" loading="lazy"></iframe>`;

/** A file name for the PBN download: the title in lower case letters and digits, else `hand`. */
export const pbnFileName = (hand: LabHand): string => {
  const slug = hand.title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${slug === '' ? 'hand' : slug}.pbn`;
};

/** The hand as a PBN file (the engine's `makePbn`). */
export const handPbn = (readers: Pick<Readers, 'makePbn'>, hand: LabHand): string => readers.makePbn(toRecord(hand));

/**
 * The hand checked and replayed, for the preview: the engine's `checkRecord` then `replay`.
 * A hand built in the Lab always passes; the diagnostics are there for the impossible case.
 */
export const handTimeline = (hand: LabHand): Result<Timeline, Diagnostic[]> => {
  const checked = checkRecord(toRecord(hand));
  return checked.ok ? ok(replay(checked.value)) : err(checked.error);
};

/** Whether two hands are the same hand (compared through their share links). */
export const sameHand = (a: LabHand, b: LabHand): boolean => shareLink(a) === shareLink(b);
