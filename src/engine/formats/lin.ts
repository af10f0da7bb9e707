/**
 * LIN import: Bridge Base Online's movie format, single boards and multi-board vugraph files,
 * and the BBO hand-viewer links that carry a hand either as `lin=` or as one parameter per field.
 *
 * A LIN text is a stream of `cc|value|` pairs: a two-letter command (any case), a bar, a
 * value that runs to the next bar. Line breaks may fall anywhere between pairs, so the whole
 * text is tokenised, not line by line (pbn-lin.md §2). What the commands mean, and the
 * pitfalls this module handles, are in `shared/formats/pbn-lin.md` §2 and the corpus README §4:
 *
 * - `md|<dealer digit><S>,<W>,<N>,<E>|`: dealer digit 1=S, 2=W, 3=N, 4=E; hands always in
 *   S, W, N, E order whoever deals; a missing fourth hand is filled by elimination only when the
 *   other three hold thirteen cards each;
 * - `sv` vulnerability (`o`/`0`/`-`/empty none, `n`, `e`, `b`); `pn` names in S, W, N, E order
 *   (eight names in vugraph: open room then closed room); `ah` heading; `qx` room and board;
 * - `mb` calls (`p`, `d`, `r`, `1C`…`7N`, a trailing `!` alerts; several calls may be run
 *   together as in `mb|2dd!r|`); `an` explains the call before it;
 * - `pc` cards in the order played (any case; several may be run together); `mc` a claim of
 *   declarer's side's **total** tricks;
 * - `nt` and `at` commentary, attached to the last call or card read, or to the introduction
 *   when no call has been made;
 * - `vg` vugraph header and `rs` table results of a multi-board file; `ub`/`up`/`jp` undo
 *   calls and cards (aaBridge movies);
 * - presentation commands are skipped; unknown commands are skipped with a warning.
 *
 * Every result is a contract-bridge record: LIN has no way to name an Auction Bridge rule set,
 * so records carry `ruleSet: 'contract-duplicate'`.
 *
 * Nothing here throws: problems come back as {@link LinDiagnostic}s with a stable code and the line
 * and column of the offending token. In strict mode (the default) a problem that changes what
 * the record means is an error; in lenient mode (for archives) it is a warning.
 *
 * The reader lives in `lin/`: `text.ts` (positions, the tokeniser, commentary text),
 * `values.ts` (hands, calls, cards and the other values), `board.ts` (the board being read and
 * the record it becomes), `parse.ts` ({@link parseLin}, one handler per command) and `url.ts`
 * (hand-viewer links). This module is their public surface.
 *
 * @packageDocumentation
 */

export { LIN_CODES, type LinCode, type LinDiagnostic } from './lin-codes.ts';
export { LIN_RULE_SET } from './lin/board.ts';
export { parseLin, type LinOptions, type LinParse } from './lin/parse.ts';
export { linText, tokenizeLin, type LinPair } from './lin/text.ts';
export { parseBboUrl } from './lin/url.ts';
export { LIN_DEALER_DIGITS, LIN_HAND_ORDER, readCalls, readCards, readNames, readTableResult, readVulnerability } from './lin/values.ts';
