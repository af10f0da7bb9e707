/**
 * The site's TextMate grammar for PBN (pbn.tmLanguage.json beside this file), typed for Shiki.
 * astro.config.mjs hands it to Expressive Code (`expressiveCode.shiki.langs`), so that every
 * ```pbn code block of the docs is highlighted at build time; grammar.test.ts tokenises with it.
 *
 * Scopes, by kind of token (PBN 2.1 import format, shared/formats/pbn-lin.md §3, and the Auction
 * Bridge dialect of src/engine/formats/pbn.ts):
 *
 * - tags `[Name "value"]`: `entity.name.tag.pbn` and `string.quoted.double.pbn` (the dialect's
 *   `RuleSet` and `RuleSetOptions`: `entity.name.tag.dialect.pbn`), escapes
 *   `constant.character.escape.pbn`;
 * - calls in an Auction section: `keyword.other.call.{pass,double,redouble,all-pass}.pbn`, bids
 *   `constant.numeric.bid.pbn` (`.royal` for `R`, `.nullo` for `NL`);
 * - cards in a Play section: `constant.language.card.{spades,hearts,diamonds,clubs}.pbn`;
 * - markers `- + *` and `^I ^S ^R ^L`, notes `=n=` (`constant.other.note-ref.pbn`), NAGs `$n`
 *   (`constant.other.nag.pbn`), suffixes `! ?` (`keyword.operator.suffix.pbn`);
 * - `{commentary}` over several lines: `comment.block.commentary.pbn`; `%` and `;` lines:
 *   `comment.line.percentage.pbn`, `comment.line.semicolon.pbn`;
 * - anything else inside an Auction or Play section, a broken tag or a stray bracket:
 *   `invalid.illegal.*.pbn`.
 *
 * @packageDocumentation
 */
import type { LanguageRegistration } from 'shiki';
import grammar from './pbn.tmLanguage.json';

/** The PBN grammar, language id `pbn` (write ```pbn in Markdown). */
export const pbnGrammar = grammar as unknown as LanguageRegistration;
