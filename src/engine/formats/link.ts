/**
 * Share links: a versioned, compact, URL-safe encoding of a hand (deal, dealer, rule set and
 * options, calls and alerts, cards, claim, optional notes) and of the step to open it at.
 *
 * A link is one version character followed by base64url (RFC 4648 §5, no padding) of a bit
 * stream that ends with a CRC-16 checksum. Version `1` lays the stream out as follows (numbers
 * written "gamma" use Elias gamma coding of n + 1, so that small numbers take few bits):
 *
 * | field | bits |
 * |---|---|
 * | rule set | 3: index in {@link LINK_V1_RULE_SETS}; 7 = another id, written as a string |
 * | options | 1 present; then 2 each for threeHanded, nullos, duplicate (absent/false/true) and passedOutRedeal (absent/sameDealer/nextDealer) |
 * | dealer | 2 (index in `SEATS`) |
 * | vulnerability | 1 present + 2 |
 * | board | 2: absent / a number (gamma) / a string |
 * | deal | 1 full; full: 2 per card (holder); else 4 (which hands are known) and per card the holder among the known hands or nobody |
 * | calls | gamma count; a pass is `0`, any other call `1` + 6 (0 double, 1 redouble, 2 + 7 × (level − 1) + index in {@link LINK_V1_STRAINS}) |
 * | alerts | 2: none / a list (gamma count − 1, then each call's index in ceil(log2 calls) bits) / 1 per call |
 * | play | gamma count; 1 regular: 2 leader, 3 trump (suit index, 4 none), 1 "always followed suit", then each card as its index among the cards the player to play could choose (ceil(log2 n) bits; none when forced); 0 raw: 6 per card (index in the full deck) |
 * | claim, result | 1 present + 4 (0 to 14; 15 escapes to 15 + gamma) each |
 * | step | ceil(log2(calls + cards + 1)) |
 * | notes | 1 present; gamma count; per note gamma slot (0 title, 1 intro, 2 + k call k, 2 + calls + k card k) and a string |
 * | checksum | pad to a byte, then CRC-16/CCITT (2 bytes) over all earlier bytes |
 *
 * Strings are gamma byte length + UTF-8 bytes. In regular play mode the player to play is known
 * from the previous trick (the winner leads: auction-laws.md §4.3), so a card costs at most
 * four bits and a forced card none; a fully played hand with a normal auction and no notes
 * comes to about fifty characters (44 to 67 over 20,000 random hands of the property tests'
 * generator), within the eighty the site promises (issue 4).
 *
 * The checksum catches every change of one character (CRC-16 detects every burst of 16 bits or
 * fewer; one base64url character is 6 bits), so a mistyped link is reported, never opened as a
 * different hand. Nothing here throws: a bad link gives a {@link Diagnostic} with a stable code.
 *
 * What a link keeps: the fields above. What it drops: source positions, `tags`, and notes,
 * title and introduction unless `includeNotes`. A record that is not a well-formed hand is
 * normalised on the way (hands in display order, a card held twice kept by its first holder in
 * N, E, S, W order, alerts kept only when true).
 *
 * The code lives in `link/`: `bits.ts` (bits, gamma numbers, strings, CRC, base64url),
 * `fields.ts` (the version's tables, the play walk, call codes), `encode.ts` and `decode.ts`.
 * This module is their public surface.
 *
 * @packageDocumentation
 */
export { crc16 } from './link/bits.ts';
export { decodeHandLink, LINK_CODES } from './link/decode.ts';
export { encodeHandLink } from './link/encode.ts';
export { LINK_V1_RULE_SETS, LINK_V1_STRAINS, LINK_VERSION, type DecodedLink, type EncodeLinkOptions } from './link/fields.ts';
