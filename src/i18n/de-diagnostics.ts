/**
 * The engine's diagnostics in German (issue 18): the same keys and placeholders as
 * `en-diagnostics.ts` (see there how a placeholder's name says what its value is), written as a
 * club's tournament director would explain a broken file, with the terms of the German pages
 * (Nord, Ost, Süd, West; Pik, Coeur, Karo, Treff; A K D B 10; Passe, Kontra, Rekontra, Sans
 * Atout; Alleinspieler, Strohmann, Stich, Reizung, Gebot, Ansage). Tag names and the tokens of
 * PBN and LIN files stay as they are written (`[Deal]`, `Auction`, `N E S W`, `md|`). A German page
 * carries the ones it needs as JSON (the `diagnostics` family of `families.ts`).
 *
 * Split as the English table is: `de-diagnostics-pbn.ts`, `de-diagnostics-record.ts` and
 * `de-diagnostics-lin.ts` beside the words and the hand links here; each part has the type of its
 * English part's keys, so a missing German message is a type error where it is missing.
 *
 * @packageDocumentation
 */
import type { enDiagnostics } from './en-diagnostics.ts';
import { dePbnDiagnostics } from './de-diagnostics-pbn.ts';
import { deRecordDiagnostics } from './de-diagnostics-record.ts';
import { deLinDiagnostics } from './de-diagnostics-lin.ts';

export const deDiagnostics: { readonly [K in keyof typeof enDiagnostics]: string } = {
  // The words the placeholders are rendered in.
  'diag.seat.N': 'Nord',
  'diag.seat.E': 'Ost',
  'diag.seat.S': 'Süd',
  'diag.seat.W': 'West',
  'diag.rank.A': 'A',
  'diag.rank.K': 'K',
  'diag.rank.Q': 'D',
  'diag.rank.J': 'B',
  'diag.rank.T': '10',
  'diag.rank.9': '9',
  'diag.rank.8': '8',
  'diag.rank.7': '7',
  'diag.rank.6': '6',
  'diag.rank.5': '5',
  'diag.rank.4': '4',
  'diag.rank.3': '3',
  'diag.rank.2': '2',
  'diag.suit.S': 'Pik',
  'diag.suit.H': 'Coeur',
  'diag.suit.D': 'Karo',
  'diag.suit.C': 'Treff',
  'diag.suits.S': 'Pik',
  'diag.suits.H': 'Coeur',
  'diag.suits.D': 'Karo',
  'diag.suits.C': 'Treff',
  'diag.strain.C': 'Treff',
  'diag.strain.D': 'Karo',
  'diag.strain.H': 'Coeur',
  'diag.strain.S': 'Pik',
  'diag.strain.R': 'Royal Spades',
  'diag.strain.NL': 'Nullo',
  'diag.strain.NT': 'SA',
  'diag.strains.C': 'Treff',
  'diag.strains.D': 'Karo',
  'diag.strains.H': 'Coeur',
  'diag.strains.S': 'Pik',
  'diag.strains.R': 'Royal Spades',
  'diag.strains.NL': 'Nullos',
  'diag.strains.NT': 'Sans Atout',
  'diag.level.1': '1',
  'diag.level.2': '2',
  'diag.level.3': '3',
  'diag.level.4': '4',
  'diag.level.5': '5',
  'diag.level.6': '6',
  'diag.level.7': '7',
  'diag.level.8': '8',
  'diag.level.9': '9',
  'diag.level.10': '10',
  /** A bid of one: `{level}` and `{strain}` (one spade). */
  'diag.bid.one': '{level} {strain}',
  /** A bid of two or more: `{level}` and `{strains}` (two spades). */
  'diag.bid.many': '{level} {strains}',
  'diag.call.Pass': 'Passe',
  'diag.call.X': 'Kontra',
  'diag.call.XX': 'Rekontra',
  'diag.call.?': 'eine unlesbare Ansage',
  /** One card of a list of cards. */
  'diag.list.card': '{card}',
  /** One seat of a list of owners. */
  'diag.list.owner': '{seat}',
  /** One seat and its hand's size in a list of sizes. */
  'diag.list.size': '{seat} {n}',
  'diag.list.comma': ', ',
  'diag.list.and': ' und ',
  'diag.ncards.one': '1 Karte',
  'diag.ncards.many': '{n} Karten',
  'diag.ntricks.one': '1 Stich',
  'diag.ntricks.many': '{n} Stiche',

  // The PBN reader, the rules and the record gate, the LIN reader: a module each.
  ...dePbnDiagnostics,
  ...deRecordDiagnostics,
  ...deLinDiagnostics,

  // The site's own hand links (formats/link/decode.ts).
  'diag.LINK_EMPTY': 'Der Spiel-Link ist leer.',
  'diag.LINK_EMPTY.hint': 'Fügen Sie den ganzen Link ein, so wie Sie ihn auf dieser Website kopiert haben.',
  'diag.LINK_VERSION': 'Das ist kein Spiel-Link, den diese Website lesen kann: Er müsste mit "{version}" beginnen, nicht mit "{text}".',
  'diag.LINK_VERSION.hint':
    'Kopieren Sie den Link noch einmal beim Spiel; ein Link aus einer neueren Version der Website braucht diese Version.',
  'diag.LINK_CHARACTER': 'Der Spiel-Link enthält an Position {n} ein Zeichen, das darin nie vorkommt ("{text}").',
  'diag.LINK_CHARACTER.hint': 'Spiel-Links bestehen nur aus Buchstaben, Ziffern, "-" und "_"; kopieren Sie den Link noch einmal.',
  'diag.LINK_TRUNCATED':
    'Der Spiel-Link ist unvollständig: Er endet, bevor das Spiel zu Ende beschrieben ist; vermutlich wurde er beim Kopieren abgeschnitten.',
  'diag.LINK_TRUNCATED.hint': 'Kopieren Sie den ganzen Link noch einmal; lange Links werden beim Einfügen manchmal abgeschnitten.',
  'diag.LINK_CHECKSUM': 'Der Spiel-Link wurde verändert oder falsch abgetippt: Seine Prüfsumme passt nicht zum Inhalt.',
  'diag.LINK_CHECKSUM.hint': 'Kopieren Sie den Link noch einmal dort, wo Sie ihn gefunden haben.',
  'diag.LINK_INVALID.ends': 'Dieser Spiel-Link stammt nicht von dieser Website: Er endet, bevor das Spiel endet.',
  'diag.LINK_INVALID.number': 'Dieser Spiel-Link stammt nicht von dieser Website: Eine Zahl darin ist unmöglich groß.',
  'diag.LINK_INVALID.utf8': 'Dieser Spiel-Link stammt nicht von dieser Website: Ein Text darin ist kein gültiges UTF-8.',
  'diag.LINK_INVALID.options':
    'Dieser Spiel-Link stammt nicht von dieser Website: Die Optionen des Regelwerks liegen außerhalb des erlaubten Bereichs.',
  'diag.LINK_INVALID.board': 'Dieser Spiel-Link stammt nicht von dieser Website: Die Boardnummer liegt außerhalb des erlaubten Bereichs.',
  'diag.LINK_INVALID.holder':
    'Dieser Spiel-Link stammt nicht von dieser Website: Eine Karte der Verteilung hat einen unmöglichen Besitzer.',
  'diag.LINK_INVALID.alertCount': 'Dieser Spiel-Link stammt nicht von dieser Website: Es sind mehr Ansagen alertiert, als gemacht wurden.',
  'diag.LINK_INVALID.alertCall':
    'Dieser Spiel-Link stammt nicht von dieser Website: Ein Alert steht auf einer Ansage, die nicht gemacht wurde.',
  'diag.LINK_INVALID.alerts': 'Dieser Spiel-Link stammt nicht von dieser Website: Die Alerts liegen außerhalb des erlaubten Bereichs.',
  'diag.LINK_INVALID.callCode': 'Dieser Spiel-Link stammt nicht von dieser Website: Ansage {n} hat einen unmöglichen Code.',
  'diag.LINK_INVALID.trump': 'Dieser Spiel-Link stammt nicht von dieser Website: Die Trumpffarbe liegt außerhalb des erlaubten Bereichs.',
  'diag.LINK_INVALID.cardHolder':
    'Dieser Spiel-Link stammt nicht von dieser Website: Karte {n} des Kartenspiels ist nicht im Blatt des Spielers am Zug.',
  'diag.LINK_INVALID.cardCode': 'Dieser Spiel-Link stammt nicht von dieser Website: Karte {n} des Kartenspiels hat einen unmöglichen Code.',
  'diag.LINK_INVALID.notes': 'Dieser Spiel-Link stammt nicht von dieser Website: Die Anmerkungen liegen außerhalb des erlaubten Bereichs.',
  'diag.LINK_INVALID.noteStep':
    'Dieser Spiel-Link stammt nicht von dieser Website: Eine Anmerkung hängt an einem Schritt, den das Spiel nicht hat.',
  'diag.LINK_INVALID.step':
    'Dieser Spiel-Link stammt nicht von dieser Website: Der Schritt, bei dem das Spiel öffnen soll, liegt hinter seinem Ende.',
  'diag.LINK_TRAILING': 'Der Spiel-Link geht nach dem Ende des Spiels weiter: Es wurde etwas angehängt.',
  'diag.LINK_TRAILING.hint': 'Entfernen Sie, was hinter dem Link steht, oder kopieren Sie ihn noch einmal.',
  'diag.EMBED_LINK_TOO_LONG': 'Dieser Link hat {n} Zeichen; ein Spiel-Link dieser Website hat höchstens {max}.',
  'diag.EMBED_LINK_TOO_LONG.hint': 'Kopieren Sie den Link noch einmal beim Spiel oder im Labor.',
};
