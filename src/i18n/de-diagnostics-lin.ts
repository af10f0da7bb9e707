/**
 * The LIN reader's diagnostics in German, part of `deDiagnostics`: the same keys and
 * placeholders as `en-diagnostics-lin.ts`, in the words `de-diagnostics.ts` describes.
 *
 * @packageDocumentation
 */
import type { enLinDiagnostics } from './en-diagnostics-lin.ts';

export const deLinDiagnostics: { readonly [K in keyof typeof enLinDiagnostics]: string } = {
  // LIN files and BBO hand-viewer links (formats/lin/*).
  'diag.LIN_UNTERMINATED': 'Dem Wert von "{text}|" fehlt der schließende Strich: Er reicht bis zum Ende des Textes.',
  'diag.LIN_UNTERMINATED.hint': 'Beenden Sie jeden LIN-Wert mit "|", auch einen leeren ("pg||").',
  'diag.LIN_STRAY_TEXT':
    '"{text}" ist kein LIN-Befehl: LIN ist eine Folge von Befehlen aus zwei Buchstaben, jeder gefolgt von einem Wert zwischen senkrechten Strichen.',
  'diag.LIN_STRAY_TEXT.hint': 'Entfernen Sie den Text, oder schreiben Sie ihn als Kommentar: nt|Ihr Text|.',
  'diag.LIN_SMALL_CARD':
    'Das Blatt von {seat} enthält ein "x" (irgendeine kleine Karte); ein Spielprotokoll braucht die tatsächliche Karte.',
  'diag.LIN_SMALL_CARD.hint': 'Schreiben Sie den Rang jeder Karte (2 bis 9, T, J, Q, K, A).',
  'diag.LIN_BAD_HAND.char': '"{text}" im Blatt von {seat} ist weder ein Farbbuchstabe (S, H, D, C) noch ein Rang (2 bis 9, T, J, Q, K, A).',
  'diag.LIN_BAD_HAND.order': 'Das Blatt von {seat} nennt den Rang "{text}" vor jedem Farbbuchstaben.',
  'diag.LIN_BAD_HAND.order.hint': 'Beginnen Sie jede Farbe mit ihrem Buchstaben: S, H, D oder C (etwa SAK5H...).',
  'diag.LIN_CARD_TWICE.same': 'Das Blatt von {seat} nennt die Karte {card} zweimal.',
  'diag.LIN_CARD_TWICE.same.hint': 'Jede der 52 Karten wird genau einem Spieler gegeben.',
  'diag.LIN_CARD_TWICE.other': 'Das Blatt von {seat} enthält die Karte {card}, die auch im Blatt von {seatOther} liegt.',
  'diag.LIN_CARD_TWICE.other.hint': 'Jede der 52 Karten wird genau einem Spieler gegeben.',
  'diag.LIN_HAND_SIZE': '{seat} hält {n} Karten; ein Blatt hat dreizehn.',
  'diag.LIN_BAD_DEALER.digit': 'Die Ziffer für den Geber, "{text}", ist keine von 1 (Süd), 2 (West), 3 (Nord), 4 (Ost).',
  'diag.LIN_NO_DEALER': 'Diese Verteilung sagt nicht, wer gegeben hat; Nord wird angenommen.',
  'diag.LIN_NO_DEALER.hint': 'Beginnen Sie den Wert von md mit der Ziffer des Gebers: 1 Süd, 2 West, 3 Nord, 4 Ost.',
  'diag.LIN_BAD_DEAL': 'Diese Verteilung nennt mehr als vier Blätter.',
  'diag.LIN_BAD_DEAL.hint': 'md nennt vier Blätter in der Reihenfolge Süd, West, Nord, Ost, getrennt durch Kommas.',
  'diag.LIN_BAD_CALL.alert': 'Eine Alert-Markierung "!" steht vor jeder Ansage.',
  'diag.LIN_BAD_CALL.strain': 'Das Gebot "{text}" nennt keine Denomination: Nach der Stufe folgt C, D, H, S oder N.',
  'diag.LIN_CALL_UNKNOWN': 'Ein "?" steht, wo eine Ansage stehen müsste (eine Quizmarke in Filmen); es wird keine Ansage aufgezeichnet.',
  'diag.LIN_CALL_UNKNOWN.hint': 'Schreiben Sie die Ansage selbst: p, d, r oder ein Gebot wie 1C oder 3N.',
  'diag.LIN_BAD_CALL.level': '"{text}" ist keine Gebotsstufe: Gebote gehen von 1 bis 7.',
  'diag.LIN_BAD_CALL.call':
    '"{text}" ist keine Ansage: LIN-Ansagen sind p (Passe), d (Kontra), r (Rekontra) oder ein Gebot wie 1C, 4H oder 3N.',
  'diag.LIN_CARD_SUIT_ONLY':
    '"{text}" nennt eine Farbe, aber keinen Rang (bei aaBridge "die niedrigste Karte der Farbe"); ein Spielprotokoll braucht die Karte selbst.',
  'diag.LIN_CARD_SUIT_ONLY.hint': 'Schreiben Sie die Karte, erst Farbe, dann Rang: H2, SA, DT.',
  'diag.LIN_BAD_CARD':
    '"{text}" ist keine Karte: Eine Karte ist ein Farbbuchstabe (S, H, D, C), gefolgt von einem Rang (2 bis 9, T, J, Q, K, A).',
  'diag.LIN_BAD_VULNERABILITY.lin': '"{text}" ist keine Gefahrenlage: LIN schreibt o (keine), n (Nord-Süd), e (Ost-West) oder b (beide).',
  'diag.LIN_ORPHAN_ANNOTATION': 'Eine Erklärung (an) steht vor jeder Ansage; sie wird als Einleitung aufbewahrt.',
  'diag.LIN_ORPHAN_ANNOTATION.hint': 'Setzen Sie an|...| direkt hinter die Ansage, die es erklärt.',
  'diag.LIN_PLAY_AFTER_CLAIM': 'Nach einem Claim werden noch Karten gespielt; der Claim entfällt.',
  'diag.LIN_BAD_CLAIM.lin':
    '"{text}" ist kein Claim: mc nennt die Gesamtzahl der Stiche, mit der die Seite des Alleinspielers endet, 0 bis 13.',
  'diag.LIN_UNSUPPORTED.wt':
    '"{text}" bestimmt, wer zum nächsten Stich ausspielt, abweichend vom Gewinner des Stichs; das kann ein Spielprotokoll nicht festhalten, der Befehl wird übergangen.',
  'diag.LIN_UNSUPPORTED.rc':
    '"{text}" nimmt Karten aus den Blättern; das kann ein Spielprotokoll nicht festhalten, der Befehl wird übergangen.',
  'diag.LIN_UNSUPPORTED.aa':
    '"{text}" fügt den Blättern beim Spielen nicht gegebene Karten hinzu; das kann ein Spielprotokoll nicht festhalten, der Befehl wird übergangen.',
  'diag.LIN_UNSUPPORTED.bs':
    '"{text}" ändert die Zahl der schon gewonnenen Stiche; das kann ein Spielprotokoll nicht festhalten, der Befehl wird übergangen.',
  'diag.LIN_UNKNOWN_COMMAND': '"{text}" ist kein LIN-Befehl, den dieses Programm kennt; er wird übersprungen.',
  'diag.LIN_NO_BOARD': 'Dieser Text enthält kein Board: Es wurde keine Verteilung (md) gefunden.',
  'diag.LIN_NO_BOARD.hint': 'Ein LIN-Board nennt seine Verteilung als md|<Geber><S>,<W>,<N>,<E>|.',
  'diag.LIN_NO_DEAL': '{nCalls} Ansage(n) und {nCards} Karte(n) stehen ohne Verteilung (md) da und ergeben deshalb kein Spiel.',
  'diag.LIN_NO_DEAL.hint': 'Nennen Sie die Blätter mit md|<Geber><S>,<W>,<N>,<E>| vor den Ansagen.',
  'diag.LIN_URL_ESCAPE': 'Der Parameter "{text}" enthält ein fehlerhaftes %-Escape; der fehlerhafte Teil wird gelesen, wie er dasteht.',
  'diag.LIN_URL_ESCAPE.hint': 'Schreiben Sie "%" selbst als %25.',
  'diag.LIN_URL_UNCLOSED.auction': 'Eine Erklärung in der Reizung (a=) öffnet eine Klammer, die nie geschlossen wird.',
  'diag.LIN_URL_UNCLOSED.play': 'Ein Kommentar im Kartenspiel (p=) öffnet eine Klammer, die nie geschlossen wird.',
  'diag.LIN_BAD_DEALER.url': '"{text}" ist kein Geber: Schreiben Sie n, e, s oder w.',
  'diag.LIN_BAD_VULNERABILITY.url': '"{text}" ist keine Gefahrenlage: Schreiben Sie - (keine), n (Nord-Süd), e (Ost-West) oder b (beide).',
  'diag.LIN_BAD_CLAIM.url':
    '"{text}" ist kein Claim: c= nennt die Gesamtzahl der Stiche, mit der die Seite des Alleinspielers endet, 0 bis 13.',
  'diag.LIN_URL_REMOTE': 'Dieser Link zeigt auf ein anderswo gespeichertes Spiel ("{text}="), das hier nicht geladen werden kann.',
  'diag.LIN_URL_REMOTE.hint':
    'Öffnen Sie den Link im Handviewer von BBO und kopieren Sie einen Link, der das Spiel selbst enthält (lin=...).',
  'diag.LIN_URL_NO_HAND': 'Dieser Link enthält kein Spiel: Er hat weder lin= noch einen der Parameter n=, e=, s=, w=.',
  'diag.LIN_URL_NO_HAND.hint':
    'Fügen Sie einen Link des BBO-Handviewers ein, etwa handviewer.html?lin=... oder handviewer.html?n=...&s=...',
};
