/**
 * Pasted text for the Lab's tests (model, view and the browser suite, tests/e2e/lab.spec.ts):
 * a teacher's PBN file of two boards, each legal under the Whist Club laws of 1926.
 *
 * - Board 1: South deals and opens one spade, three passes; no play.
 * - Board 2: another deal (the hands turned a quarter round); South opens one heart (with a
 *   comment), North raises to two, three passes; West leads the queen of spades and the first
 *   trick is played. Ten steps: six calls, four cards.
 *
 * @packageDocumentation
 */

/** One board of a PBN file, South dealing under the Whist Club laws of 1926. */
export const pbnBoard = (board: number, deal: string, auction: readonly string[]): string =>
  [
    `[Event "Class"]`,
    `[Board "${board}"]`,
    '[Dealer "S"]',
    '[Vulnerable "None"]',
    `[Deal "${deal}"]`,
    '[RuleSet "whist-club-1926"]',
    '[Auction "S"]',
    ...auction,
    '',
  ].join('\n');

/** The teacher's file: two boards, both replayed (see the module's description). */
/**
 * A broken PBN file with three independent problems: an insufficient bid (line 7), the wrong
 * opening leader (line 9), a revoke (line 10). The Lab's tests paste it, in both languages.
 */
export const BROKEN_PBN = [
  '[Event "Broken"]',
  '[Dealer "N"]',
  '[Vulnerable "None"]',
  '[Deal "N:K84.Q952.A73.J82 752.863.864.QT96 A6.AKJT4.K52.K73 QJT93.7.QJT9.A54"]',
  '[RuleSet "whist-club-1926"]',
  '[Auction "N"]',
  '1S 1H Pass Pass',
  'Pass',
  '[Play "E"]',
  'S2 SA S3 HQ',
].join('\n');

export const CLASS_PBN = [
  pbnBoard(1, 'N:752.863.864.QT96 K84.Q952.A73.J82 QJT93.7.QJT9.A54 A6.AKJT4.K52.K73', ['1S Pass Pass Pass']),
  pbnBoard(2, 'N:K84.Q952.A73.J82 752.863.864.QT96 A6.AKJT4.K52.K73 QJT93.7.QJT9.A54', [
    '1H {Open the long suit} Pass 2H Pass',
    'Pass Pass',
    '[Play "W"]',
    'SQ S4 S2 SA',
  ]),
].join('\n');
