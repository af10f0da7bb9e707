import type { enRecord } from './en-record.ts';

/** The play record's strings in German (see en-record.ts for what each is for). */
export const deRecord: { readonly [K in keyof typeof enRecord]: string } = {
  'record.caption': 'Das Spiel, Stich für Stich',
  'record.trick': 'Stich',
  'record.ledBy': 'Ausgespielt von',
  'record.wonBy': 'Gewonnen von',
  'record.led': 'ausgespielt',
  'record.won': 'gewinnt den Stich',
  'record.notPlayed': 'nicht gespielt',
  'record.notes': 'Anmerkungen zum Spiel',
  'record.noteAt': 'Stich {number}, {seat}, {card}:',
  'record.claim': 'Der Alleinspieler, {seat}, hat insgesamt {tricks} beansprucht.',
  'record.result': 'Die Seite des Alleinspielers hat {tricks} gewonnen.',
  'record.noPlay': 'Das Spiel der Karten ist nicht angegeben.',
};
