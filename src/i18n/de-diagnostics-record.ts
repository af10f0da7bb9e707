/**
 * The diagnostics of the rules and the record gate in German, part of `deDiagnostics`: the
 * same keys and placeholders as `en-diagnostics-record.ts`, in the words `de-diagnostics.ts`
 * describes.
 *
 * @packageDocumentation
 */
import type { enRecordDiagnostics } from './en-diagnostics-record.ts';

export const deRecordDiagnostics: { readonly [K in keyof typeof enRecordDiagnostics]: string } = {
  // The auction's rules (auction.ts), also under the PBN reader's PBN_CALL_* codes and in checkRecord.
  'diag.AUCTION_OVER.passedOut': 'Die Reizung ist vorbei: Alle vier Spieler haben gepasst.',
  'diag.AUCTION_OVER.passedOut.hint': 'In diesem Spiel wird nicht mehr angesagt.',
  'diag.AUCTION_OVER.passes': 'Die Reizung ist vorbei: Drei Spieler haben nacheinander auf die letzte Ansage gepasst.',
  'diag.AUCTION_OVER.passes.hint': 'In diesem Spiel wird nicht mehr angesagt.',
  'diag.CALL_UNKNOWN': 'Das ist keine Ansage: Eine Ansage ist Passe, ein Gebot, Kontra oder Rekontra.',
  'diag.DEALER_MUST_BID.lowest': '{seat} darf als Geber nicht passen: Im Regelwerk „{rules}“ muss der Geber die Reizung eröffnen.',
  'diag.DEALER_MUST_BID.lowest.hint': 'Das niedrigste Eröffnungsgebot ist {call}.',
  'diag.DEALER_MUST_BID.any': '{seat} darf als Geber nicht passen: Im Regelwerk „{rules}“ muss der Geber die Reizung eröffnen.',
  'diag.DEALER_MUST_BID.any.hint': 'Eröffnen Sie mit einem beliebigen Gebot.',
  'diag.BID_LEVEL_INVALID': 'Ein Gebot nennt 1 bis {level} Tricks; {text} ist keine Zahl von Tricks.',
  'diag.BID_ABOVE_MAX': '{Call} ist zu hoch: Kein Gebot darf mehr als {level} Tricks nennen.',
  'diag.BID_ABOVE_MAX.hint': 'Sieben Tricks, also alle dreizehn Stiche, sind das höchste erlaubte Gebot (Nachtrag §3; TIME26b).',
  'diag.STRAIN_NOT_IN_RULES.notStrain': '{text} ist keine Denomination: Ein Gebot nennt {denominations}.',
  'diag.STRAIN_NOT_IN_RULES.rules': 'Das Regelwerk „{rules}“ kennt {strains} nicht: Ein Gebot nennt {denominations}.',
  'diag.STRAIN_NOT_IN_RULES.rulesNullos': 'Das Regelwerk „{rules}“ kennt {strains} nicht: Ein Gebot nennt {denominations}.',
  'diag.STRAIN_NOT_IN_RULES.rulesNullos.hint':
    'Nullos standen nie in den offiziellen Regeln; schalten Sie die Option nullos ein, um sie zu bieten.',
  'diag.STRAIN_NOT_IN_RULES.rulesRoyal': 'Das Regelwerk „{rules}“ kennt {strains} nicht: Ein Gebot nennt {denominations}.',
  'diag.STRAIN_NOT_IN_RULES.rulesRoyal.hint': 'Royal Spades gehören zur Royal-Zählung von 1912.',
  'diag.BID_INSUFFICIENT.value':
    '{Call} ({value}) genügt nicht über {callLast} ({valueLast}), wenn nach Punktwert geboten wird: Ein Gebot muss mehr Punkte wert sein oder bei gleich vielen Punkten mehr Tricks nennen.',
  'diag.BID_INSUFFICIENT.value.hint': 'Das niedrigste Gebot über {callLast} ist {callOver}.',
  'diag.BID_INSUFFICIENT.valueTop':
    '{Call} ({value}) genügt nicht über {callLast} ({valueLast}), wenn nach Punktwert geboten wird: Ein Gebot muss mehr Punkte wert sein oder bei gleich vielen Punkten mehr Tricks nennen.',
  'diag.BID_INSUFFICIENT.valueTop.hint': 'Über {callLast} geht nichts: Passen, kontrieren oder rekontrieren Sie.',
  'diag.BID_INSUFFICIENT.majority':
    '{Call} genügt nicht über {callLast}, wenn nach Stufen geboten wird: Ein Gebot muss mehr Tricks nennen oder gleich viele in einer höheren Denomination.',
  'diag.BID_INSUFFICIENT.majority.hint': 'Das niedrigste Gebot über {callLast} ist {callOver}.',
  'diag.BID_INSUFFICIENT.majorityTop':
    '{Call} genügt nicht über {callLast}, wenn nach Stufen geboten wird: Ein Gebot muss mehr Tricks nennen oder gleich viele in einer höheren Denomination.',
  'diag.BID_INSUFFICIENT.majorityTop.hint': 'Über {callLast} geht nichts: Passen, kontrieren oder rekontrieren Sie.',
  'diag.DOUBLE_NOTHING': 'Es gibt noch kein Gebot, das sich kontrieren ließe.',
  'diag.DOUBLE_NOTHING.hint': 'Ein Kontra gilt dem letzten Gebot.',
  'diag.DOUBLE_OWN_SIDE.own': '{seat} darf das eigene Gebot {call} nicht kontrieren: Kontrieren darf man nur das Gebot eines Gegners.',
  'diag.DOUBLE_OWN_SIDE.partner':
    '{seat} darf das Gebot {call} des Partners nicht kontrieren: Kontrieren darf man nur das Gebot eines Gegners.',
  'diag.DOUBLE_AGAIN.doubled': '{Call} ist schon kontriert: Ein Gebot kann nur einmal kontriert werden.',
  'diag.DOUBLE_AGAIN.doubled.hint': 'Passen Sie, oder bieten Sie höher.',
  'diag.DOUBLE_AGAIN.redoubled': '{Call} ist schon rekontriert: Ein Gebot kann nur einmal kontriert werden.',
  'diag.DOUBLE_AGAIN.redoubled.hint': 'Passen Sie, oder bieten Sie höher.',
  'diag.REDOUBLE_NOT_DOUBLED.nothing': 'Es gibt noch kein Gebot, das sich rekontrieren ließe.',
  'diag.REDOUBLE_NOT_DOUBLED.undoubled': '{Call} ist nicht kontriert, es gibt also nichts zu rekontrieren.',
  'diag.REDOUBLE_AGAIN': '{Call} ist schon rekontriert: Ein Gebot kann nur einmal rekontriert werden.',
  'diag.REDOUBLE_AGAIN.hint': 'Passen Sie, oder bieten Sie höher.',
  'diag.REDOUBLE_BY_DOUBLERS':
    '{seat} darf nicht rekontrieren: Rekontrieren darf nur die Seite von {seatBidder}, deren Gebot {call} kontriert wurde.',

  // The play's rules (play.ts), also in checkRecord.
  /** `{player}`: a seat; `{hand}`: a seat's hand; `.dummy` when the seat is the dummy's. */
  'diag.player': '{seat}',
  'diag.player.dummy': '{seat} (Strohmann)',
  'diag.hand': 'bei {seat}',
  'diag.hand.dummy': 'beim Strohmann ({seat})',
  'diag.PLAY_OVER': 'Alle {n} Stiche sind gespielt: Die Karte {card} kann nicht mehr gespielt werden.',
  'diag.PLAY_OVER.hint': 'Entfernen Sie die Karten nach dem letzten Stich.',
  'diag.WRONG_SEAT': '{player} ist am Zug, aber die Karte {card} liegt {hand}.',
  'diag.WRONG_SEAT.hint': '{player} hält {cards}.',
  'diag.ALREADY_PLAYED': 'Die Karte {card} hat {seat} schon im {n}. Stich gespielt.',
  'diag.ALREADY_PLAYED.hint': 'Jede Karte wird nur einmal gespielt; prüfen Sie die Reihenfolge der Karten.',
  'diag.NOT_IN_HAND': 'Niemand hält die Karte {card}: {seat} kann sie nicht spielen.',
  'diag.NOT_IN_HAND.hint': 'Prüfen Sie, ob die Verteilung alle 52 Karten enthält.',
  'diag.REVOKE': '{seat} muss {suit} bedienen: {seat} hält noch {cards}.',
  'diag.REVOKE.hint': 'Spielen Sie {suit}; abwerfen oder trumpfen darf nur, wer die ausgespielte Farbe nicht mehr hat.',
  'diag.CLAIM_INVALID': 'Ein Claim muss eine ganze Zahl von Stichen sein, nicht {text}.',
  'diag.CLAIM_INVALID.hint': 'Schreiben Sie die Gesamtzahl der Stiche, mit der die Seite des Alleinspielers endet, von 0 bis 13.',
  'diag.CLAIM_TOO_FEW': 'Die Seite des Alleinspielers hat schon {won} Stiche gewonnen und kann also nicht mit {total} enden.',
  'diag.CLAIM_TOO_FEW.hint': 'Ein Claim nennt die Gesamtzahl am Ende: mindestens {won}.',
  'diag.CLAIM_TOO_MANY':
    'Die Seite des Alleinspielers hat {won} Stiche gewonnen, {remaining} sind noch zu spielen; sie kann also nicht mit {total} enden.',
  'diag.CLAIM_TOO_MANY.hint': 'Ein Claim nennt die Gesamtzahl am Ende: höchstens {most}.',

  // The deal (deal.ts: validateDeal), in checkRecord.
  'diag.DEAL_MALFORMED': 'Das ist keine Verteilung: Eine Verteilung nennt die Blätter von Nord, Ost, Süd und West.',
  'diag.DEAL_HAND_MISSING': 'Die Verteilung sagt nicht, was {seat} hält.',
  'diag.DEAL_HAND_MISSING.hint': 'Schreiben Sie null (in PBN "-") für ein unbekanntes Blatt.',
  'diag.DEAL_HAND_MALFORMED': 'Das Blatt von {seat} ist keine Liste von Karten.',
  'diag.DEAL_CARD_UNKNOWN': 'Das Blatt von {seat} enthält {text}, und das ist keine Karte.',
  'diag.DEAL_CARD_UNKNOWN.hint': "Schreiben Sie eine Karte als Farbe und Rang, etwa 'SA' für das Pik-Ass oder 'HT' für die Coeur-Zehn.",
  'diag.DEAL_CARD_REPEATED': '{seat} hält die Karte {card} zweimal.',
  'diag.DEAL_CARD_REPEATED.hint': 'Streichen Sie eine davon.',
  'diag.DEAL_CARD_TWICE.also': '{seat} hält {ncards}: Die Karte {card} liegt auch im Blatt von {owners}.',
  'diag.DEAL_CARD_TWICE.also.hint': 'Jede Karte gehört in genau ein Blatt.',
  'diag.DEAL_CARD_TWICE.alsoMany': '{seat} hält {ncards}: Die Karte {card} liegt auch in den Blättern von {owners}.',
  'diag.DEAL_CARD_TWICE.alsoMany.hint': 'Jede Karte gehört in genau ein Blatt.',
  'diag.DEAL_CARD_TWICE.two': 'Die Karte {card} wird zweimal gegeben: {seats} halten sie beide.',
  'diag.DEAL_CARD_TWICE.two.hint': 'Jede Karte gehört in genau ein Blatt.',
  'diag.DEAL_CARD_TWICE.many': 'Die Karte {card} liegt in {n} Blättern: {seats} halten sie alle.',
  'diag.DEAL_CARD_TWICE.many.hint': 'Jede Karte gehört in genau ein Blatt.',
  'diag.DEAL_HAND_SIZE.over': '{seat} hält {ncards}; ein Blatt hat dreizehn.',
  'diag.DEAL_HAND_SIZE.over.hint': 'Entfernen Sie die überzähligen Karten.',
  'diag.DEAL_HAND_SIZE.missing': '{seat} hält {ncards}; ein Blatt hat dreizehn.',
  'diag.DEAL_HAND_SIZE.missing.hint': 'Kein Blatt enthält {cards}.',
  'diag.DEAL_HAND_SIZE.short': '{seat} hält {ncards}; ein Blatt hat dreizehn.',
  'diag.DEAL_HAND_SIZE.short.hint': 'Ergänzen Sie die fehlenden Karten, oder schreiben Sie das Blatt als unbekannt.',
  'diag.DEAL_CARDS_MISSING': 'Kein Blatt enthält {cards}: Die Verteilung hat {n} verschiedene Karten, nicht 52.',

  // The record (record/check.ts: checkRecord).
  /** Before the auction's words when checkRecord refuses a call or a card; `{message}` is those words. */
  'diag.frame.call': 'Ansage {n}, {call} von {seat}: {message}',
  'diag.frame.callOver': 'Ansage {n} ({call}): {message}',
  'diag.frame.trick': 'Stich {n}: {message}',
  'diag.RULESET_UNKNOWN': 'Es gibt kein Regelwerk namens {text}.',
  'diag.RULESET_UNKNOWN.hint': 'Nennen Sie eines von diesen: {ids}.',
  'diag.DEALER_INVALID': '{text} ist kein Platz: Der Geber ist Nord, Ost, Süd oder West.',
  'diag.DEALER_INVALID.hint': 'Schreiben Sie den Geber als N, E, S oder W.',
  'diag.RECORD_MALFORMED.calls': 'Die Ansagen des Spielprotokolls sind keine Liste von Ansagen.',
  'diag.RECORD_MALFORMED.calls.hint': 'Schreiben Sie eine leere Liste, wenn es keine gibt.',
  'diag.RECORD_MALFORMED.play': 'Das Kartenspiel des Spielprotokolls ist keine Liste von Karten.',
  'diag.RECORD_MALFORMED.play.hint': 'Schreiben Sie eine leere Liste, wenn es keine gibt.',
  'diag.PLAY_AFTER_PASS_OUT': 'Es werden Karten gespielt, aber alle vier Spieler haben gepasst: Es gibt keinen Kontrakt.',
  'diag.PLAY_AFTER_PASS_OUT.hint': 'Entfernen Sie das Kartenspiel, oder berichtigen Sie die Reizung.',
  'diag.PLAY_BEFORE_AUCTION_END':
    'Es werden Karten gespielt, bevor die Reizung vorbei ist: Nach dem letzten Gebot müssen drei Passe folgen.',
  'diag.PLAY_BEFORE_AUCTION_END.hint': 'Ergänzen Sie vor dem Kartenspiel die fehlenden Ansagen.',
  'diag.PLAY_BEFORE_AUCTION_END.seat':
    'Es werden Karten gespielt, bevor die Reizung vorbei ist: Nach dem letzten Gebot müssen drei Passe folgen. {seat} muss noch ansagen.',
  'diag.PLAY_BEFORE_AUCTION_END.seat.hint': 'Ergänzen Sie vor dem Kartenspiel die fehlenden Ansagen.',
  'diag.CARD_UNKNOWN': 'Karte {n} des Kartenspiels, {text}, ist keine Karte.',
  'diag.CARD_UNKNOWN.hint': "Schreiben Sie eine Karte als Farbe und Rang, etwa 'SA' für das Pik-Ass oder 'HT' für die Coeur-Zehn.",
  'diag.CLAIM_WITHOUT_CONTRACT.passedOut': 'Es wird ein Claim gestellt, aber alle vier Spieler haben gepasst: Es gibt keinen Kontrakt.',
  'diag.CLAIM_WITHOUT_CONTRACT.passedOut.hint': 'Entfernen Sie den Claim, oder vervollständigen Sie die Reizung.',
  'diag.CLAIM_WITHOUT_CONTRACT.unfinished': 'Es wird ein Claim gestellt, bevor die Reizung vorbei ist.',
  'diag.CLAIM_WITHOUT_CONTRACT.unfinished.hint': 'Entfernen Sie den Claim, oder vervollständigen Sie die Reizung.',
  'diag.RESULT_MISMATCH.play': 'Das Ergebnis nennt {ntricks}, aber im Kartenspiel hat die Seite des Alleinspielers {won} gewonnen.',
  'diag.RESULT_MISMATCH.play.hint': 'Berichtigen Sie das Ergebnis oder das Kartenspiel.',
  'diag.RESULT_MISMATCH.claim': 'Das Ergebnis nennt {ntricks}, aber der Claim lautet auf {claimed}.',
  'diag.RESULT_MISMATCH.claim.hint': 'Berichtigen Sie das Ergebnis oder das Kartenspiel.',
  'diag.RESULT_MISMATCH.unfinished':
    'Das Ergebnis nennt {ntricks}, aber die Seite des Alleinspielers hat {won} gewonnen; noch zu spielen: {ntricksLeft}.',
  'diag.RESULT_MISMATCH.unfinished.hint': 'Berichtigen Sie das Ergebnis oder das Kartenspiel.',
  'diag.RESULT_INVALID': 'Das Ergebnis {text} ist keine Zahl von Stichen zwischen 0 und 13.',
  'diag.RESULT_INVALID.hint': 'Das Ergebnis ist die Zahl der Stiche, die die Seite des Alleinspielers gewonnen hat.',
  'diag.RESULT_WITHOUT_CONTRACT.passedOut': 'Das Ergebnis nennt {ntricks}, aber alle vier Spieler haben gepasst: Es gibt keinen Kontrakt.',
  'diag.RESULT_WITHOUT_CONTRACT.passedOut.hint': 'Entfernen Sie das Ergebnis, oder vervollständigen Sie die Reizung.',
  'diag.RESULT_WITHOUT_CONTRACT.unfinished':
    'Das Ergebnis nennt {ntricks}, aber die Reizung ist nicht beendet, es gibt also keinen Alleinspieler.',
  'diag.RESULT_WITHOUT_CONTRACT.unfinished.hint': 'Entfernen Sie das Ergebnis, oder vervollständigen Sie die Reizung.',
};
