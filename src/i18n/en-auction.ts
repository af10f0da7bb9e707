/**
 * The English strings of the auction table (AuctionTable). Kept apart from the core dictionary
 * (`en.ts`) so that an island without this widget does not load them; `auction.ts` joins them to
 * the core.
 *
 * @packageDocumentation
 */
export const enAuction = {
  // Auction table.
  'auction.caption': 'Auction, dealer {dealer}',
  'auction.notes': 'Notes to the auction',
  'auction.contract': 'Contract: {contract}',
  'auction.passedOut': 'Passed out: all four players passed, no contract.',
  'auction.noCalls': 'No calls yet.',
} as const;
