import type { enAuction } from './en-auction.ts';

/** The auction table's strings in German (see en-auction.ts for what each is for). */
export const deAuction: { readonly [K in keyof typeof enAuction]: string } = {
  'auction.caption': 'Reizung, Geber {dealer}',
  'auction.notes': 'Anmerkungen zur Reizung',
  'auction.contract': 'Kontrakt: {contract}',
  'auction.passedOut': 'Eingepasst: Alle vier Spieler haben gepasst, es gibt keinen Kontrakt.',
  'auction.noCalls': 'Noch keine Ansagen.',
};
