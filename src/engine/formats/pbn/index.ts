/**
 * PBN 2.1: reading the whole import format into games and {@link HandRecord}s, and writing the
 * strict export format.
 *
 * What the reader handles, and why, is in `shared/formats/pbn-lin.md` §3 (a summary of the PBN
 * 2.1 standard) and the corpus README: tags with `\"` and `\\` escapes (a `]` inside a value is
 * text); `#` (copy the previous game's value) and `##text` (a default for the following games);
 * `%` escape lines (`% PBN 2.1`, `% EXPORT`) and `;` rest-of-line comments; `{...}` commentary,
 * attached to the token before it, over several lines and blank lines; notes `=n=` numbered per
 * section with `[Note "n:text"]`; suffixes `!` `?` `!!` `??` `!?` `?!` and NAGs `$n`; the
 * Auction section (`Pass` `X` `XX` bids, `AP`, `-`, `+`, `*`, `^I`, `^S`); the Play section
 * (one column per seat, reordered into the order played from the trump suit and each trick's
 * winner; `-`, `+`, `*`, `^R`, `^L`); claims (`*` then `Result`); Deal strings from any seat with
 * `-` for an unknown hand; CRLF and tabs; unknown tags (kept); the supplemental tables
 * (OptimumResultTable, ActionTable, ScoreTable...) and the `DoubleDummyTricks` tag in both of
 * its encodings, each labelled.
 *
 * ## The Auction Bridge dialect
 *
 * Auction Bridge hands are ordinary PBN with three extensions (ARCHITECTURE.md "The hand-record
 * dialect"; pbn-lin.md §5). Other PBN programs skip the tags they do not know, as the standard
 * asks of them, so a dialect file stays valid PBN.
 *
 * - `[RuleSet "whist-club-1926"]` names the rule set (an id of `RULE_SETS`: `whist-club-1926`,
 *   `whist-club-1915`, `royal-auction-1912`, `bridge-count-1908`, `seed-000`, `contract-rubber`,
 *   `contract-duplicate`). A game without it is modern contract bridge: `contract-duplicate`.
 *   `Scoring` keeps its PBN meaning and is not read for the rule set.
 * - `[RuleSetOptions "nullos;three-handed"]` switches options on, separated by `;`: `nullos`,
 *   `three-handed`, `duplicate`, and `redeal=same-dealer` or `redeal=next-dealer`.
 * - Two more strain tokens in the Auction section and the Contract tag: `R` for royal spades
 *   (`1R`, `[Contract "2RX"]`, the royal count of 1912) and `NL` for nullos (`3NL`). They are
 *   accepted only under a rule set that has the strain (`RuleSet.auction.strains`, so nullos
 *   need the `nullos` option).
 * - `[Vulnerable "None"]`: Auction Bridge has no vulnerability; another value is a problem.
 * - `[Title "..."]`, optional, a title for readers when it differs from `Event`.
 *
 * ```pbn
 * [Event "Lesson 4: the royal count"]
 * [Dealer "S"]
 * [Vulnerable "None"]
 * [Deal "S:A5.AKJ83.Q62.K74 QJT.76.KJT94.QJ3 K843.Q952.A7.982 9762.T4.853.AT65"]
 * [RuleSet "royal-auction-1912"]
 * [Auction "S"]
 * 1S {the dealer's defensive one spade} 1R Pass 2H
 * ```
 *
 * ## Strict and lenient
 *
 * Nothing here throws; every problem is a {@link Diagnostic} with a stable code, a sentence in
 * bridge words, a hint where one helps, and the line and column. Problems that leave a game
 * without a usable deal, auction or play are always errors. The others (a card that does not
 * follow suit, a Result that cannot be right, a note that is missing, a tag value that breaks
 * the standard...) are errors in strict mode (the default) and warnings in lenient mode, for
 * archives that must load anyway. A game with an error gets no record. Lenient mode also
 * repairs what it safely can, with a warning: tricks written in the order played instead of
 * in seat columns, and passes left out before the opening bid when Contract and Declarer show
 * how many.
 *
 * ## Modules
 *
 * One idea each, in the order a text goes through them: `lines.ts` (where each line starts
 * and ends), `lexer.ts` (the text as tags, comments, words and blank lines), `assemble.ts`
 * (games, sections, tokens, inheritance), `tokens.ts` (calls and cards), `tag-values.ts`,
 * `tables.ts` (supplemental tables and double-dummy data), `deal.ts`, `contract.ts`, `notes.ts`
 * (commentary and notes), `auction.ts` and `play.ts` (the sections), `build.ts` (a game into a
 * {@link HandRecord}), `read.ts` (the reader game by game), `parse.ts` (a whole file, one game)
 * and `writer.ts` (the export format); `types.ts` holds the public types, `standard.ts` the
 * constants of the standard, `sink.ts` the diagnostics sink.
 *
 * @packageDocumentation
 */
export type * from './types.ts';
export { PBN_CODES, type PbnCode, type PbnDiagnostic } from './codes.ts';
export { PBN_DEFAULT_RULE_SET, PBN_MANDATORY_TAGS, PBN_MAX_LINE } from './standard.ts';
export { decodeDoubleDummyTricks } from './tables.ts';
export { commentText } from './notes.ts';
export { parsePbn, pbnParseOf, pbnToRecord } from './parse.ts';
export { readPbnGames } from './read.ts';
export { makePbn } from './writer.ts';
