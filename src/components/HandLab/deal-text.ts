/**
 * Typed deals: the deal in PBN notation ({@link dealString}) and a typed PBN deal read by the
 * engine's PBN reader ({@link parseDealString}), its problems at their columns.
 *
 * @packageDocumentation
 */
import { rankOf, sortCards, suitOf } from '../../engine/card.ts';
import { err, ok, type Result } from '../../engine/result.ts';
import type { Diagnostic } from '../../engine/source.ts';
import { SEATS, SUITS, type BySeat, type Card } from '../../engine/types.ts';
import { translator } from '../../i18n/lab.ts';
import { clip } from './hand.ts';
import { labDiag } from './limits.ts';
import type { Readers } from './source.ts';

/** The deal in PBN notation from North: `N:AKQ.T98.… …`, `-` for a hand with no cards. */
export const dealString = (deal: BySeat<readonly Card[]>): string =>
  `N:${SEATS.map((s) =>
    deal[s].length === 0
      ? '-'
      : SUITS.map((suit) =>
          sortCards(deal[s].filter((c) => suitOf(c) === suit))
            .map(rankOf)
            .join(''),
        ).join('.'),
  ).join(' ')}`;

/** What the `[Deal "` prefix adds to columns when a typed deal is read as a PBN tag. */
const DEAL_TAG_PREFIX = '[Deal "';

/**
 * Reads a typed PBN deal (`N:AKQ.T98.765.432 - - -`) with the engine's PBN reader, as the value
 * of a Deal tag. Problems come back with columns in the typed text (line 1).
 */
export const parseDealString = (
  readers: Pick<Readers, 'parsePbn'>,
  text: string,
  lang = 'en',
): Result<BySeat<readonly Card[]>, Diagnostic[]> => {
  const typed = clip(text, 400)
    .replace(/[\r\n]+/g, ' ')
    .trim();
  const tr = translator(lang);
  if (typed === '') return err([labDiag('LAB_DEAL_EMPTY', tr('lab.deal.typedEmpty'), tr('lab.deal.typedHint'))]);
  const escaped = typed.replace(/\\/g, '\\\\').replace(/"/g, '\\"');
  const r = readers.parsePbn(`${DEAL_TAG_PREFIX}${escaped}"]\n`, { strict: true });
  const read = r.ok ? r.value : r.error;
  const problems = read.diagnostics
    .filter((d) => d.severity === 'error')
    .map((d) => (d.pos ? { ...d, pos: { ...d.pos, line: 1, column: Math.max(1, d.pos.column - DEAL_TAG_PREFIX.length) } } : d));
  const deal = read.records[0]?.deal;
  if (problems.length > 0 || deal === undefined) {
    return err(problems.length > 0 ? problems : [labDiag('LAB_DEAL_UNREADABLE', tr('lab.deal.typedUnreadable'), tr('lab.deal.typedHint'))]);
  }
  return ok({ N: deal.N ?? [], E: deal.E ?? [], S: deal.S ?? [], W: deal.W ?? [] });
};
