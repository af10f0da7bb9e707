/**
 * The English strings of the hand replay (HandReplay): its controls and what it announces. Kept
 * apart from the core dictionary (`en.ts`) so that an island without this widget does not load
 * them; `replay.ts` joins them to the core.
 *
 * @packageDocumentation
 */
export const enReplay = {
  'replay.label': 'Hand replay: {title}',
  'replay.unreadable': 'This hand replay cannot be shown: {message}',
  'replay.untitled': 'a hand',
  'replay.board': 'Board {board}',
  'replay.titleAndBoard': '{title} (board {board})',
  'replay.controls': 'Step through the hand',
  'replay.first': 'First step',
  'replay.prev': 'Previous step',
  'replay.next': 'Next step',
  'replay.last': 'Last step',
  'replay.goToTrick': 'Go to trick',
  'replay.goToAuction': 'The auction',
  'replay.trickOption': 'Trick {number}',
  'replay.copyLink': 'Copy link to this step',
  'replay.linkCopied': 'Link copied',
  'replay.copied': 'Copied',
  'replay.wholeDeal': 'Whole deal',
  'replay.wholeDealShown': 'The whole deal as dealt: all four hands face up.',
  'replay.wholeDealHidden': 'Back to the table at this step.',
  'replay.linkSelected': 'The link is selected: press Ctrl+C (⌘C on a Mac) to copy it.',
  'replay.linkField': 'Link to this step',
  'replay.stepOf': 'Step {step} of {total}',
  'replay.keys': 'Left and right arrow keys step back and forward; Home and End go to the start and the end; D shows the whole deal.',
  'replay.tricksWon': 'Tricks won: {ns} {nsCount}, {ew} {ewCount}',
  'replay.commentary': 'Commentary',
  'replay.trick': 'Trick {number}',
  'replay.trickCard': '{seat}: {card}',
  'replay.trickCardWins': '{seat}: {card}, wins the trick',
  'replay.dummySeat': '{seat} (dummy)',
  'replay.announce.start': 'The deal, before the auction: {dealer} deals.',
  'replay.announce.bid': '{seat} bids {bid}.',
  'replay.announce.pass': '{seat} passes.',
  'replay.announce.double': '{seat} doubles.',
  'replay.announce.redouble': '{seat} redoubles.',
  'replay.announce.alerted': 'The call is alerted.',
  'replay.announce.contract': 'The auction is over: {contract}.',
  'replay.announce.passedOut': 'All four players passed: there is no contract.',
  'replay.announce.lead': '{seat} leads {card}.',
  'replay.announce.play': '{seat} plays {card}.',
  'replay.announce.trick': 'Trick {number} to {seat}.',
  'replay.announce.claim': 'Declarer, {seat}, claims {tricks}.',

} as const;
