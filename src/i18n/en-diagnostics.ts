/**
 * The engine's diagnostics in English, as templates (issue 18): `diag.<template>` is a message
 * and `diag.<template>.hint` its hint, where `<template>` is the diagnostic's code, or its
 * `template` when one code has several message shapes (`PBN_TAG_NO_VALUE.empty`). Filled with
 * the diagnostic's `args` they give the engine's `message` and `hint` exactly
 * (`diagnostics.test.ts` checks it on broken files); `de-diagnostics.ts` has the same keys and
 * placeholders in German, and `diagnostics.ts` fills them for the page's language.
 *
 * A placeholder's name says what its value is (the letters before the first capital or digit;
 * a capital first letter capitalises the words): `{seat}` a seat letter (North), `{card}` a card
 * (`SJ`: ♠J), `{cards}` cards separated by spaces (the ♠J, the ♥4 and the ♣2), `{seats}` and
 * `{owners}` seats (North and East; North's and East's), `{suit}` and `{suits}` a suit letter
 * (spade, spades), `{strain}` and `{strains}` a strain (no-trump, no-trumps), `{call}` a call as
 * written in PBN (`1S`: one spade; `?`: an unreadable call), `{level}` a level (seven),
 * `{rules}` a rule set's id (its name), `{word}` a word of this catalogue (`diag.word.<value>`),
 * `{ncards}` and `{ntricks}` a count with its noun (1 card, 2 tricks). Any other placeholder is
 * shown as written: a number, a tag name, the text of the file. The words are keys here too
 * (`diag.seat.N` ...), so that a language brings its own.
 *
 * The table is split by the engine's module families: the PBN reader's codes are in
 * `en-diagnostics-pbn.ts`, the rules' and the record gate's in `en-diagnostics-record.ts`, the
 * LIN reader's in `en-diagnostics-lin.ts`; the words and the site's own hand links are here.
 *
 * @packageDocumentation
 */
import { enPbnDiagnostics } from './en-diagnostics-pbn.ts';
import { enRecordDiagnostics } from './en-diagnostics-record.ts';
import { enLinDiagnostics } from './en-diagnostics-lin.ts';

export const enDiagnostics = {
  // The words the placeholders are rendered in.
  'diag.seat.N': 'North',
  'diag.seat.E': 'East',
  'diag.seat.S': 'South',
  'diag.seat.W': 'West',
  'diag.rank.A': 'A',
  'diag.rank.K': 'K',
  'diag.rank.Q': 'Q',
  'diag.rank.J': 'J',
  'diag.rank.T': 'T',
  'diag.rank.9': '9',
  'diag.rank.8': '8',
  'diag.rank.7': '7',
  'diag.rank.6': '6',
  'diag.rank.5': '5',
  'diag.rank.4': '4',
  'diag.rank.3': '3',
  'diag.rank.2': '2',
  'diag.suit.S': 'spade',
  'diag.suit.H': 'heart',
  'diag.suit.D': 'diamond',
  'diag.suit.C': 'club',
  'diag.suits.S': 'spades',
  'diag.suits.H': 'hearts',
  'diag.suits.D': 'diamonds',
  'diag.suits.C': 'clubs',
  'diag.strain.C': 'club',
  'diag.strain.D': 'diamond',
  'diag.strain.H': 'heart',
  'diag.strain.S': 'spade',
  'diag.strain.R': 'royal spade',
  'diag.strain.NL': 'nullo',
  'diag.strain.NT': 'no-trump',
  'diag.strains.C': 'clubs',
  'diag.strains.D': 'diamonds',
  'diag.strains.H': 'hearts',
  'diag.strains.S': 'spades',
  'diag.strains.R': 'royal spades',
  'diag.strains.NL': 'nullos',
  'diag.strains.NT': 'no-trumps',
  'diag.level.1': 'one',
  'diag.level.2': 'two',
  'diag.level.3': 'three',
  'diag.level.4': 'four',
  'diag.level.5': 'five',
  'diag.level.6': 'six',
  'diag.level.7': 'seven',
  'diag.level.8': 'eight',
  'diag.level.9': 'nine',
  'diag.level.10': 'ten',
  /** A bid of one: `{level}` and `{strain}` (one spade). */
  'diag.bid.one': '{level} {strain}',
  /** A bid of two or more: `{level}` and `{strains}` (two spades). */
  'diag.bid.many': '{level} {strains}',
  'diag.call.Pass': 'pass',
  'diag.call.X': 'double',
  'diag.call.XX': 'redouble',
  'diag.call.?': 'an unreadable call',
  /** One card of a list of cards. */
  'diag.list.card': 'the {card}',
  /** One seat of a list of owners. */
  'diag.list.owner': "{seat}'s",
  /** One seat and its hand's size in a list of sizes. */
  'diag.list.size': '{seat} {n}',
  'diag.list.comma': ', ',
  'diag.list.and': ' and ',
  'diag.ncards.one': '1 card',
  'diag.ncards.many': '{n} cards',
  'diag.ntricks.one': '1 trick',
  'diag.ntricks.many': '{n} tricks',

  // The PBN reader, the rules and the record gate, the LIN reader: a module each.
  ...enPbnDiagnostics,
  ...enRecordDiagnostics,
  ...enLinDiagnostics,

  // The site's own hand links (formats/link/decode.ts).
  'diag.LINK_EMPTY': 'The hand link is empty.',
  'diag.LINK_EMPTY.hint': 'Paste the whole link, as copied from the site.',
  'diag.LINK_VERSION': 'This is not a hand link this site can read: it should start with "{version}", not "{text}".',
  'diag.LINK_VERSION.hint': 'Copy the link again from the hand; a link made by a newer version of the site needs that version.',
  'diag.LINK_CHARACTER': 'The hand link has a character it never contains ("{text}") at position {n}.',
  'diag.LINK_CHARACTER.hint': 'Hand links use only letters, digits, "-" and "_"; copy the link again.',
  'diag.LINK_TRUNCATED':
    'The hand link is incomplete: it stops before the hand it describes ends, so it was probably cut short when copied.',
  'diag.LINK_TRUNCATED.hint': 'Copy the whole link again; long links are sometimes cut when pasted.',
  'diag.LINK_CHECKSUM': 'The hand link has been altered or mistyped: its checksum does not match its contents.',
  'diag.LINK_CHECKSUM.hint': 'Copy the link again from where you found it.',
  'diag.LINK_INVALID.ends': 'The hand link is not one this site made: it ends before the hand does.',
  'diag.LINK_INVALID.number': 'The hand link is not one this site made: a number in the link is impossibly large.',
  'diag.LINK_INVALID.utf8': 'The hand link is not one this site made: a text in the link is not valid UTF-8.',
  'diag.LINK_INVALID.options': 'The hand link is not one this site made: the rule-set options are out of range.',
  'diag.LINK_INVALID.board': 'The hand link is not one this site made: the board number is out of range.',
  'diag.LINK_INVALID.holder': 'The hand link is not one this site made: a card of the deal has an impossible holder.',
  'diag.LINK_INVALID.alertCount': 'The hand link is not one this site made: more calls are alerted than were made.',
  'diag.LINK_INVALID.alertCall': 'The hand link is not one this site made: an alert is on a call that was not made.',
  'diag.LINK_INVALID.alerts': 'The hand link is not one this site made: the alerts are out of range.',
  'diag.LINK_INVALID.callCode': 'The hand link is not one this site made: call {n} has an impossible code.',
  'diag.LINK_INVALID.trump': 'The hand link is not one this site made: the trump suit is out of range.',
  'diag.LINK_INVALID.cardHolder': 'The hand link is not one this site made: card {n} of the play is not in the hand of the player to play.',
  'diag.LINK_INVALID.cardCode': 'The hand link is not one this site made: card {n} of the play has an impossible code.',
  'diag.LINK_INVALID.notes': 'The hand link is not one this site made: the notes are out of range.',
  'diag.LINK_INVALID.noteStep': 'The hand link is not one this site made: a note is attached to a step the hand does not have.',
  'diag.LINK_INVALID.step': 'The hand link is not one this site made: the step to open at lies beyond the end of the hand.',
  'diag.LINK_TRAILING': 'The hand link goes on after the end of the hand: something was added to it.',
  'diag.LINK_TRAILING.hint': 'Remove what follows the link, or copy it again.',
  'diag.EMBED_LINK_TOO_LONG': 'This link has {n} characters; a hand link of this site has at most {max}.',
  'diag.EMBED_LINK_TOO_LONG.hint': 'Copy the link again from the hand or the Hand Lab.',
} as const;
