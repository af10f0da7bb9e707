/**
 * The LIN reader's diagnostics in English (`formats/lin/`): LIN files and BBO hand-viewer
 * links, part of `enDiagnostics`. How the templates and their placeholders work is said
 * in `en-diagnostics.ts`.
 *
 * @packageDocumentation
 */

export const enLinDiagnostics = {
  // LIN files and BBO hand-viewer links (formats/lin/*).
  'diag.LIN_UNTERMINATED': 'The value of "{text}|" has no closing bar: it runs to the end of the text.',
  'diag.LIN_UNTERMINATED.hint': 'End every LIN value with "|", even an empty one ("pg||").',
  'diag.LIN_STRAY_TEXT': '"{text}" is not a LIN command: LIN is a run of two-letter commands, each followed by a value between bars.',
  'diag.LIN_STRAY_TEXT.hint': 'Remove the text, or write it as commentary: nt|your text|.',
  'diag.LIN_SMALL_CARD': '{seat}\'s hand has an "x" (some small card); a hand record needs the actual card.',
  'diag.LIN_SMALL_CARD.hint': 'Write the rank of each card (2 to 9, T, J, Q, K, A).',
  'diag.LIN_BAD_HAND.char': '"{text}" in {seat}\'s hand is neither a suit letter (S, H, D, C) nor a rank (2 to 9, T, J, Q, K, A).',
  'diag.LIN_BAD_HAND.order': '{seat}\'s hand gives the rank "{text}" before any suit letter.',
  'diag.LIN_BAD_HAND.order.hint': 'Start each suit with its letter: S, H, D or C (e.g. SAK5H...).',
  'diag.LIN_CARD_TWICE.same': "{seat}'s hand lists the {card} twice.",
  'diag.LIN_CARD_TWICE.same.hint': 'Each of the 52 cards is dealt to exactly one player.',
  'diag.LIN_CARD_TWICE.other': "{seat}'s hand has the {card}, which is also in {seatOther}'s hand.",
  'diag.LIN_CARD_TWICE.other.hint': 'Each of the 52 cards is dealt to exactly one player.',
  'diag.LIN_HAND_SIZE': '{seat} holds {n} cards; a hand has thirteen.',
  'diag.LIN_BAD_DEALER.digit': 'The dealer digit "{text}" is not one of 1 (South), 2 (West), 3 (North), 4 (East).',
  'diag.LIN_NO_DEALER': 'This deal does not say who dealt; North is assumed.',
  'diag.LIN_NO_DEALER.hint': 'Start the md value with the dealer digit: 1 South, 2 West, 3 North, 4 East.',
  'diag.LIN_BAD_DEAL': 'This deal lists more than four hands.',
  'diag.LIN_BAD_DEAL.hint': 'md gives four hands in the order South, West, North, East, separated by commas.',
  'diag.LIN_BAD_CALL.alert': 'An alert mark "!" comes before any call.',
  'diag.LIN_BAD_CALL.strain': 'The bid "{text}" names no strain: after the level comes C, D, H, S or N.',
  'diag.LIN_CALL_UNKNOWN': 'A "?" stands where a call should be (a quiz marker in movies); no call is recorded.',
  'diag.LIN_CALL_UNKNOWN.hint': 'Write the call itself: p, d, r or a bid such as 1C or 3N.',
  'diag.LIN_BAD_CALL.level': '"{text}" is not a bid level: bids go from 1 to 7.',
  'diag.LIN_BAD_CALL.call': '"{text}" is not a call: LIN calls are p (pass), d (double), r (redouble) or a bid such as 1C, 4H or 3N.',
  'diag.LIN_CARD_SUIT_ONLY':
    '"{text}" names a suit but no rank (aaBridge\'s "lowest card of the suit"); a hand record needs the card itself.',
  'diag.LIN_CARD_SUIT_ONLY.hint': 'Write the card, suit then rank: H2, SA, DT.',
  'diag.LIN_BAD_CARD': '"{text}" is not a card: a card is a suit letter (S, H, D, C) followed by a rank (2 to 9, T, J, Q, K, A).',
  'diag.LIN_BAD_VULNERABILITY.lin': '"{text}" is not a vulnerability: LIN writes o (none), n (North-South), e (East-West) or b (both).',
  'diag.LIN_ORPHAN_ANNOTATION': 'An explanation (an) comes before any call; it is kept as the introduction.',
  'diag.LIN_ORPHAN_ANNOTATION.hint': 'Put an|...| right after the call it explains.',
  'diag.LIN_PLAY_AFTER_CLAIM': 'Cards are played after a claim; the claim is dropped.',
  'diag.LIN_BAD_CLAIM.lin': '"{text}" is not a claim: mc gives the total number of tricks declarer\'s side ends with, 0 to 13.',
  'diag.LIN_UNSUPPORTED.wt':
    '"{text}" names who leads to the next trick, overriding the trick winner; a hand record cannot hold that, so it is ignored.',
  'diag.LIN_UNSUPPORTED.rc': '"{text}" removes cards from the hands; a hand record cannot hold that, so it is ignored.',
  'diag.LIN_UNSUPPORTED.aa':
    '"{text}" adds undealt cards to the hands as they are played; a hand record cannot hold that, so it is ignored.',
  'diag.LIN_UNSUPPORTED.bs': '"{text}" changes the count of tricks already won; a hand record cannot hold that, so it is ignored.',
  'diag.LIN_UNKNOWN_COMMAND': '"{text}" is not a LIN command this reader knows; it is skipped.',
  'diag.LIN_NO_BOARD': 'This text holds no board: no deal (md) was found.',
  'diag.LIN_NO_BOARD.hint': 'A LIN board gives its deal as md|<dealer><S>,<W>,<N>,<E>|.',
  'diag.LIN_NO_DEAL': '{nCalls} call(s) and {nCards} card(s) come with no deal (md), so they make no hand.',
  'diag.LIN_NO_DEAL.hint': 'Give the hands with md|<dealer><S>,<W>,<N>,<E>| before the calls.',
  'diag.LIN_URL_ESCAPE': 'The "{text}" parameter has a broken %-escape; the broken part is read as written.',
  'diag.LIN_URL_ESCAPE.hint': 'Write "%" itself as %25.',
  'diag.LIN_URL_UNCLOSED.auction': 'An explanation in the auction (a=) opens a bracket that is never closed.',
  'diag.LIN_URL_UNCLOSED.play': 'A comment in the play (p=) opens a bracket that is never closed.',
  'diag.LIN_BAD_DEALER.url': '"{text}" is not a dealer: write n, e, s or w.',
  'diag.LIN_BAD_VULNERABILITY.url': '"{text}" is not a vulnerability: write - (none), n (North-South), e (East-West) or b (both).',
  'diag.LIN_BAD_CLAIM.url': '"{text}" is not a claim: c= gives the total number of tricks declarer\'s side ends with, 0 to 13.',
  'diag.LIN_URL_REMOTE': 'This link points to a hand stored elsewhere ("{text}="), which cannot be fetched here.',
  'diag.LIN_URL_REMOTE.hint': 'Open the link in the BBO hand viewer and copy a link that carries the hand itself (lin=...).',
  'diag.LIN_URL_NO_HAND': 'This link carries no hand: it has neither lin= nor any of the n=, e=, s=, w= parameters.',
  'diag.LIN_URL_NO_HAND.hint': 'Paste a BBO hand-viewer link, such as handviewer.html?lin=... or handviewer.html?n=...&s=...',
} as const;
