/**
 * The PBN reader's diagnostics in German, part of `deDiagnostics`: the same keys and
 * placeholders as `en-diagnostics-pbn.ts`, in the words `de-diagnostics.ts` describes.
 *
 * @packageDocumentation
 */
import type { enPbnDiagnostics } from './en-diagnostics-pbn.ts';

export const dePbnDiagnostics: { readonly [K in keyof typeof enPbnDiagnostics]: string } = {
  // PBN: the text (lexer.ts).
  'diag.PBN_LINE_TOO_LONG': 'Zeile {line} hat {length} Zeichen; eine PBN-Zeile fasst höchstens {max} Zeichen und das Zeilenende.',
  'diag.PBN_LINE_TOO_LONG.hint': 'Brechen Sie die Zeile um (Kommentare dürfen über mehrere Zeilen gehen).',
  'diag.PBN_COMMENT_UNCLOSED': 'Dieser Kommentar wird nie geschlossen: Nach ihm folgt kein "}".',
  'diag.PBN_COMMENT_UNCLOSED.hint': 'Schließen Sie den Kommentar mit "}".',
  'diag.PBN_STRING_UNCLOSED': 'Dieser Text in Anführungszeichen wird in seiner Zeile nicht geschlossen.',
  'diag.PBN_STRING_UNCLOSED.hint': 'Beenden Sie ihn mit einem doppelten Anführungszeichen.',
  'diag.PBN_STRAY_BRACKET': 'Dieses "]" schließt nichts: Davor steht kein "[".',
  'diag.PBN_STRAY_BRACKET.hint': 'Ein Tag wird so geschrieben: [Name "Wert"].',
  'diag.PBN_STRAY_BRACE': 'Dieses "}" schließt nichts: Davor steht kein "{".',
  'diag.PBN_STRAY_BRACE.hint': 'Kommentare werden so geschrieben: {wie hier}.',
  'diag.PBN_BAD_CHARACTER.token': 'Dieses Element enthält ein Steuerzeichen, das PBN nicht erlaubt.',
  'diag.PBN_BAD_CHARACTER.tab': 'Der Wert von [{tag}] enthält einen Tabulator, und der ist in einem Tag-Wert nicht erlaubt.',
  'diag.PBN_BAD_CHARACTER.tab.hint': 'Verwenden Sie nur Leerzeichen und druckbare Zeichen.',
  'diag.PBN_BAD_CHARACTER.control': 'Der Wert von [{tag}] enthält ein Steuerzeichen, und das ist in einem Tag-Wert nicht erlaubt.',
  'diag.PBN_BAD_CHARACTER.control.hint': 'Verwenden Sie nur Leerzeichen und druckbare Zeichen.',
  'diag.PBN_TAG_SYNTAX.end': 'Ein Tag wird mit "[" geöffnet, aber dann endet die Datei.',
  'diag.PBN_TAG_SYNTAX.end.hint': 'Ein Tag wird so geschrieben: [Name "Wert"].',
  'diag.PBN_TAG_SYNTAX.name': 'Nach "[" muss der Name des Tags folgen.',
  'diag.PBN_TAG_SYNTAX.name.hint': 'Ein Tag wird so geschrieben: [Name "Wert"].',
  'diag.PBN_TAG_NAME': 'Der Tag-Name "{tag}" muss mit einem Großbuchstaben beginnen.',
  'diag.PBN_TAG_NAME.hint': 'Bei Tag-Namen zählt die Groß- und Kleinschreibung: Event, Deal, Auction ...',
  'diag.PBN_TAG_NO_VALUE.unclosed': 'Das Tag [{tag}] hat keinen Wert und wird nie geschlossen.',
  'diag.PBN_TAG_NO_VALUE.unclosed.hint': 'Schreiben Sie [{tag} "Wert"].',
  'diag.PBN_TAG_NO_VALUE.empty': 'Das Tag [{tag}] hat keinen Wert.',
  'diag.PBN_TAG_NO_VALUE.empty.hint': 'Schreiben Sie [{tag} "Wert"]; ein leerer Wert ist [{tag} ""].',
  'diag.PBN_TAG_VALUE_UNQUOTED': 'Der Wert von [{tag}] muss in doppelten Anführungszeichen stehen.',
  'diag.PBN_TAG_VALUE_UNQUOTED.hint': 'Schreiben Sie [{tag} "Wert"].',
  'diag.PBN_TAG_UNTERMINATED': 'Dem Wert von [{tag}] fehlt in seiner Zeile das schließende Anführungszeichen.',
  'diag.PBN_TAG_UNTERMINATED.hint':
    'Beenden Sie den Wert mit einem doppelten Anführungszeichen; ein Anführungszeichen im Wert wird \\" geschrieben.',
  'diag.PBN_TAG_UNCLOSED': 'Das Tag [{tag}] wird nicht mit "]" geschlossen.',
  'diag.PBN_TAG_UNCLOSED.hint': 'Ein Tag endet mit "]".',

  // PBN: games, sections, inheritance (assemble.ts).
  'diag.PBN_DEAL_CARRIED':
    'Dieses Spiel hat kein Deal: Es wird als der andere Tisch des Boards davor gelesen, mit derselben Verteilung, demselben Geber und derselben Gefahrenlage.',
  'diag.PBN_DEAL_CARRIED.hint':
    'Schreiben Sie die Tags Deal, Dealer und Vulnerable (oder "#", wo der Standard es erlaubt), damit das ausdrücklich dasteht.',
  'diag.PBN_UNEXPECTED_TEXT.word':
    '"{text}" steht außerhalb jedes Abschnitts: Hier dürfen nur Tags, Kommentare und die Datenzeilen eines Abschnitts (Auction, Play, eine Tabelle) stehen.',
  'diag.PBN_UNEXPECTED_TEXT.word.hint':
    'Setzen Sie Kommentare in geschweifte Klammern {…}, oder beginnen Sie einen Abschnitt mit seinem Tag.',
  'diag.PBN_UNEXPECTED_TEXT.quoted':
    'Text in Anführungszeichen steht außerhalb jedes Abschnitts: Hier dürfen nur Tags, Kommentare und die Datenzeilen eines Abschnitts (Auction, Play, eine Tabelle) stehen.',
  'diag.PBN_UNEXPECTED_TEXT.quoted.hint':
    'Setzen Sie Kommentare in geschweifte Klammern {…}, oder beginnen Sie einen Abschnitt mit seinem Tag.',
  'diag.PBN_UNEXPECTED_TEXT.section': 'Text in Anführungszeichen hat im Abschnitt {section} keinen Platz.',
  'diag.PBN_UNEXPECTED_TEXT.section.hint': 'Setzen Sie Kommentare in geschweifte Klammern {…}.',
  'diag.PBN_INHERIT_NOT_ALLOWED':
    '[{tag}] darf nicht mit "{mark}" aus einem anderen Spiel übernommen werden: Der Wert muss ausgeschrieben sein.',
  'diag.PBN_INHERIT_NOT_ALLOWED.hint':
    'Dealer, Vulnerable, Deal, Declarer, Contract, Auction, Play und Note werden in jedem Spiel ausgeschrieben.',
  'diag.PBN_INHERIT_NOTHING': '[{tag} "#"] übernimmt den Wert aus dem Spiel davor, aber dort gibt es kein Tag {tag}.',
  'diag.PBN_INHERIT_NOTHING.hint': 'Schreiben Sie den Wert von [{tag}] aus.',
  'diag.PBN_NOTE_SYNTAX': 'Eine Anmerkung wird [Note "n:Text"] geschrieben, mit einer Nummer von 1 bis 32; "{text}" ist keine.',
  'diag.PBN_NOTE_SYNTAX.hint': 'Zum Beispiel [Note "1:schwaches Zweiergebot"].',
  'diag.PBN_NOTE_NUMBER': 'Anmerkungen sind von 1 bis 32 nummeriert; {n} liegt außerhalb.',
  'diag.PBN_NOTE_NUMBER.hint': 'Nummerieren Sie die Anmerkung und ihre Verweise =n= neu.',
  'diag.PBN_NOTE_REPEATED': 'Die Anmerkung {n} des Abschnitts {section} steht doppelt da.',
  'diag.PBN_NOTE_REPEATED.hint': 'Geben Sie jeder Anmerkung eine eigene Nummer.',
  'diag.PBN_EXPORT_LAYOUT':
    'Die Datei gibt das Exportformat an, in dem jedes Tag allein in seiner Zeile ab der ersten Spalte steht; [{tag}] tut das nicht.',
  'diag.PBN_EXPORT_LAYOUT.hint': 'Schreiben Sie ein Tag pro Zeile, beginnend in Spalte 1, oder entfernen Sie die Zeile "% EXPORT".',
  'diag.PBN_TAG_REPEATED': '[{tag}] steht in diesem Spiel zweimal; das zweite wird übergangen.',
  'diag.PBN_TAG_REPEATED.hint': 'Entfernen Sie eines davon.',
  'diag.PBN_NOTE_OUTSIDE_SECTION': 'Eine [Note] gehört hinter einen Abschnitt Auction oder Play, und dieses Spiel hat davor keinen.',
  'diag.PBN_NOTE_OUTSIDE_SECTION.hint': 'Setzen Sie die Anmerkung hinter die Ansagen oder Karten, auf die sie sich bezieht.',
  'diag.PBN_TABLE_COMMENT': 'Zwischen den Elementen einer Tabellenzeile darf kein Kommentar stehen.',
  'diag.PBN_TABLE_COMMENT.hint': 'Setzen Sie den Kommentar in eine eigene Zeile.',
  'diag.PBN_UNKNOWN_SECTION': '[{tag}] ist kein PBN-Tag; die Zeilen danach werden aufbewahrt, aber nicht gelesen.',
  'diag.PBN_TABLE_ELEMENT.percent': '"{text}" kann kein Tabellenelement sein: "%" ist darin nicht erlaubt.',

  // PBN: annotations and marks in the Auction and Play sections (pieces.ts).
  'diag.word.call': 'Ansage',
  'diag.word.card': 'Karte',
  'diag.PBN_IRREGULARITY.two': 'Vor einem Element stehen zwei Markierungen für Regelwidrigkeiten.',
  'diag.PBN_IRREGULARITY.markAuction': '"{text}" ist keine Markierung für Regelwidrigkeiten im Abschnitt {section}.',
  'diag.PBN_IRREGULARITY.markAuction.hint':
    'Der Abschnitt Auction kennt ^I (ungenügendes Gebot angenommen) und ^S (ein Spieler übersprungen).',
  'diag.PBN_IRREGULARITY.markPlay': '"{text}" ist keine Markierung für Regelwidrigkeiten im Abschnitt {section}.',
  'diag.PBN_IRREGULARITY.markPlay.hint': 'Der Abschnitt Play kennt ^R (Revoke) und ^L (Ausspiel außer der Reihe).',
  'diag.PBN_IRREGULARITY.twoMarks': 'Vor einer {word} stehen zwei Markierungen für Regelwidrigkeiten (^{mark} und {text}).',
  'diag.PBN_IRREGULARITY.twoMarks.hint': 'Ein Element trägt höchstens eine Regelwidrigkeit.',
  'diag.PBN_IRREGULARITY.before': 'Die Markierung ^{mark} muss vor einer {word} stehen.',
  'diag.PBN_NOTE_REF': '"{text}" ist kein Verweis auf eine Anmerkung: Schreiben Sie =n= mit n von 1 bis 32.',
  'diag.PBN_NOTE_REF_TWICE': 'Diese {word} verweist schon auf Anmerkung {n}; ein Element darf nur auf eine Anmerkung verweisen.',
  'diag.PBN_NOTE_REF_TWICE.hint': 'Fassen Sie beide Bemerkungen in einer Anmerkung zusammen.',
  'diag.PBN_NAG.syntax': '"{text}" ist kein NAG: Schreiben Sie $n mit n von 0 bis 255.',
  'diag.PBN_NAG.call': '${n} bewertet eine Karte und kann deshalb nicht auf eine Ansage folgen.',
  'diag.PBN_NAG.call.hint': 'Ansagen erhalten $1 bis $6.',
  'diag.PBN_NAG.card': '${n} bewertet eine Ansage und kann deshalb nicht auf eine Karte folgen.',
  'diag.PBN_NAG.card.hint': 'Karten erhalten $7 bis $12.',
  'diag.PBN_NAG_TWICE': 'Diese {word} ist schon bewertet (durch ein Suffix oder ein NAG); sie erhält nur eine Bewertung.',
  'diag.PBN_SUFFIX': '"{text}" ist kein Suffix: PBN kennt ! ? !! ?? !? und ?!.',
  'diag.PBN_SUFFIX_TWICE': 'Diese {word} hat schon ein Suffix oder ein bewertendes NAG; sie erhält nur eines.',
  'diag.PBN_ANNOTATION_WITHOUT_TOKEN.note': 'Ein Verweis auf eine Anmerkung muss hinter der {word} stehen, zu der er gehört.',
  'diag.PBN_ANNOTATION_WITHOUT_TOKEN.nag': 'Ein NAG muss hinter der {word} stehen, zu der es gehört.',
  'diag.PBN_ANNOTATION_WITHOUT_TOKEN.suffix': 'Ein Suffix muss hinter der {word} stehen, zu der es gehört.',

  // PBN: calls and cards (tokens.ts).
  'diag.PBN_NONSTANDARD.dashes': '"--" ist kein PBN: Eine unbekannte Karte oder ein leerer Platz wird "-" geschrieben.',
  'diag.PBN_NONSTANDARD.dashes.hint': 'Schreiben Sie "-".',
  'diag.PBN_NONSTANDARD.pass': '"{text}" ist kein Standard-PBN.',
  'diag.PBN_NONSTANDARD.pass.hint': 'Schreiben Sie "Pass".',
  'diag.PBN_NONSTANDARD.nt': '"{text}" ist kein Standard-PBN.',
  'diag.PBN_NONSTANDARD.nt.hint': 'Schreiben Sie "{digit}NT".',
  'diag.PBN_NONSTANDARD.ten': '"{text}" ist kein Standard-PBN: Die Zehn wird T geschrieben.',
  'diag.PBN_NONSTANDARD.ten.hint': 'Schreiben Sie "{letter}T".',
  'diag.PBN_BAD_CALL':
    '"{text}" ist keine Ansage. Eine Ansage ist Pass, X, XX oder eine Stufe von 1 bis 7 mit einer Denomination: C (Treff), D (Karo), H (Coeur), S (Pik), NT (Sans Atout), dazu R oder NL unter den Regelwerken, die sie kennen.',
  'diag.PBN_BAD_CALL.hint': 'Nennen Sie die Farbe mit einem Buchstaben oder NT für Sans Atout: 1C, 2D, 3H, 4S, 1NT.',
  'diag.PBN_BAD_CARD.rank':
    '"{text}" ist keine Karte: Nach dem Farbbuchstaben folgt genau ein Rang, A K Q J T (Ass, König, Dame, Bube, Zehn) oder 9 bis 2.',
  'diag.PBN_BAD_CARD.card':
    '"{text}" ist keine Karte: Eine Karte ist ein Farbbuchstabe (S, H, D, C) und ein Rang (A K Q J T 9 ... 2), etwa SA oder HT.',

  // PBN: the Deal tag (deal.ts).
  'diag.PBN_DEAL_SYNTAX.start':
    '[Deal "{text}"] muss mit dem ersten Platz und einem Doppelpunkt beginnen, dann folgen vier Blätter: "N:AKQ.JT9.876.5432 ..."',
  'diag.PBN_DEAL_SYNTAX.start.hint': 'Jedes Blatt wird Pik.Coeur.Karo.Treff geschrieben; ein unbekanntes Blatt als -.',
  'diag.PBN_DEAL_SPACING': 'Die Blätter eines Deal werden durch genau ein Leerzeichen getrennt, ohne Leerzeichen davor oder danach.',
  'diag.PBN_DEAL_SPACING.hint': 'Entfernen Sie die überzähligen Leerzeichen.',
  'diag.PBN_DEAL_SYNTAX.count': 'Ein Deal nennt vier Blätter (oder - für ein unbekanntes Blatt); dieser nennt {n}.',
  'diag.PBN_DEAL_SYNTAX.count.hint': 'Trennen Sie die vier Blätter durch Leerzeichen.',
  'diag.PBN_DEAL_SYNTAX.suits': 'Das Blatt von {seat}, "{text}", braucht vier Farben, getrennt durch drei Punkte (Pik.Coeur.Karo.Treff).',
  'diag.PBN_DEAL_SYNTAX.suits.hint': 'Eine fehlende Farbe bleibt leer: "AKQ..JT98.765432" hat kein Coeur.',
  'diag.PBN_NONSTANDARD.suitLetter': 'Ein Deal wiederholt den Farbbuchstaben nicht: "{text}" muss "{fixed}" heißen.',
  'diag.PBN_NONSTANDARD.deal10': 'Die Zehn wird in einem Deal T geschrieben, nicht 10.',
  'diag.PBN_DEAL_BAD_RANK': '"{text}" bei den {suits}-Karten von {seat} ist kein Rang: Die Ränge sind A K Q J T 9 8 7 6 5 4 3 2.',
  'diag.PBN_DEAL_CARD_TWICE.same': 'Die Karte {card} steht zweimal im Blatt von {seat}.',
  'diag.PBN_DEAL_CARD_TWICE.same.hint': 'Jede Karte wird nur einmal gegeben; streichen Sie sie aus einem Blatt.',
  'diag.PBN_DEAL_CARD_TWICE.two': 'Die Karte {card} wird zweimal gegeben: an {seatA} und an {seatB}.',
  'diag.PBN_DEAL_CARD_TWICE.two.hint': 'Jede Karte wird nur einmal gegeben; streichen Sie sie aus einem Blatt.',
  'diag.PBN_DEAL_EMPTY': 'Dieser Deal nennt überhaupt keine Karten.',
  'diag.PBN_DEAL_EMPTY.hint': 'Nennen Sie mindestens ein Blatt, oder lassen Sie das Tag Deal weg.',
  'diag.PBN_DEAL_HAND_SIZE.also': '{seat} hält {n} Karten: Die Karte {card} liegt auch im Blatt von {seatOther}.',
  'diag.PBN_DEAL_HAND_SIZE.over': '{seat} hält {n} Karten; ein Blatt hat höchstens 13.',
  'diag.PBN_DEAL_HAND_SIZE.overShort': '{seat} hält {n} Karten (und {sizes}); ein Blatt hat höchstens 13.',
  'diag.PBN_DEAL_HAND_SIZE.different':
    'Die angegebenen Blätter haben verschieden viele Karten ({sizes}); alle Blätter müssen gleich viele haben.',

  // PBN: the Auction section (auction.ts; the calls the rules refuse have the auction's templates).
  'diag.PBN_SECTION_SEAT.auction': '[Auction "{text}"] muss den Platz der ersten Spalte nennen: N, E, S oder W (E steht für Ost).',
  'diag.PBN_SECTION_SEAT.auction.hint': 'Schreiben Sie den Platz des Gebers.',
  'diag.PBN_AFTER_NEXT.auction': 'Nach "+", das die noch ausstehende Ansage markiert, darf nichts folgen.',
  'diag.PBN_AFTER_END.auction': 'Nach "*", das die angegebenen Ansagen abschließt, darf nichts folgen.',
  'diag.PBN_AUCTION_PLACEHOLDER': '"-" steht nur für die Plätze vor dem Geber, am Anfang der Reizung.',
  'diag.PBN_AUCTION_DEALER_FIRST.remove':
    '{seat} gibt, also sagt {seat} als Erster an; mit der ersten Spalte bei {seatFirst} brauchen die Ansagen {need}-mal "-" davor, nicht {got}-mal.',
  'diag.PBN_AUCTION_DEALER_FIRST.remove.hint': 'Entfernen Sie das "-".',
  'diag.PBN_AUCTION_DEALER_FIRST.write':
    '{seat} gibt, also sagt {seat} als Erster an; mit der ersten Spalte bei {seatFirst} brauchen die Ansagen {need}-mal "-" davor, nicht {got}-mal.',
  'diag.PBN_AUCTION_DEALER_FIRST.write.hint': 'Schreiben Sie {marks} für die Plätze vor dem Geber.',
  'diag.PBN_STRAIN_NOT_IN_RULE_SET.call': '{Call}: Das Regelwerk „{rules}“ kennt {strains} nicht.',
  'diag.PBN_STRAIN_NOT_IN_RULE_SET.callNullos': '{Call}: Das Regelwerk „{rules}“ kennt {strains} nicht.',
  'diag.PBN_STRAIN_NOT_IN_RULE_SET.callNullos.hint': 'Nullos brauchen die Option nullos: [RuleSetOptions "nullos"].',
  'diag.PBN_STRAIN_NOT_IN_RULE_SET.callRoyal': '{Call}: Das Regelwerk „{rules}“ kennt {strains} nicht.',
  'diag.PBN_STRAIN_NOT_IN_RULE_SET.callRoyal.hint': 'Royal Spades gehören zur Royal-Zählung: [RuleSet "royal-auction-1912"].',
  'diag.PBN_IRREGULARITY_MARK.insufficient': '"^I" markiert ein ungenügendes Gebot, aber {call} genügt.',
  'diag.PBN_IRREGULARITY_MARK.insufficient.hint': 'Entfernen Sie das ^I.',
  'diag.PBN_IRREGULARITY_DROPPED':
    'Ein Spieler, der durch eine Ansage außer der Reihe übersprungen wurde (^S), hat im Spielprotokoll keinen Platz: Die Ansagen bleiben in der Reihenfolge der Runde, und die nächste Ansage wird als Ansage nach einem übersprungenen Spieler markiert.',

  // PBN: the Play section (play.ts).
  'diag.PBN_SECTION_SEAT.play': '[Play "{text}"] muss den Platz der ersten Spalte nennen: N, E, S oder W (E steht für Ost).',
  'diag.PBN_SECTION_SEAT.play.hint': 'Schreiben Sie den Platz des Spielers, der zuerst ausspielt.',
  'diag.PBN_AFTER_END.play': 'Nach "*", das die angegebenen Karten abschließt, darf nichts folgen.',
  'diag.PBN_PLAY_FIRST_SEAT': '[Play "{text}"] muss den Spieler nennen, der zuerst ausspielt: {seat}, links vom Alleinspieler.',
  'diag.PBN_PLAY_FIRST_SEAT.hint': 'Schreiben Sie [Play "{letter}"] und beginnen Sie jede Zeile mit der Karte von {seat}.',
  'diag.PBN_IRREGULARITY_MARK.lead': '"^L" markiert ein Ausspiel außer der Reihe, aber {seat} war mit dem Ausspiel an der Reihe.',
  'diag.PBN_IRREGULARITY_MARK.lead.hint': 'Entfernen Sie das ^L.',
  'diag.PBN_PLAY_ORDER':
    'Einige Stiche dieses Abschnitts Play stehen in der gespielten Reihenfolge, beginnend beim Ausspieler; PBN schreibt die Karten jedes Stichs in festen Spalten nach Plätzen, beginnend mit {seat}.',
  'diag.PBN_PLAY_ORDER.hint': 'Setzen Sie jede Karte in die Spalte ihres Platzes.',
  'diag.PBN_AFTER_NEXT.one': 'Nur ein "+" darf die noch zu spielende Karte markieren.',
  'diag.PBN_AFTER_NEXT.card': 'Die Karte {card} steht nach "+", der noch zu spielenden Karte; danach wird nichts mehr gespielt.',
  'diag.PBN_PLAY_AFTER_UNKNOWN':
    'Die Karten nach einer unbekannten Karte ("-") lassen sich nicht in die gespielte Reihenfolge bringen; das Spielprotokoll endet bei der unbekannten Karte.',
  'diag.PBN_PLAY_CARD_TWICE': 'Die Karte {card} wird zweimal gespielt.',
  'diag.PBN_PLAY_CARD_TWICE.hint': 'Jede Karte wird nur einmal gespielt; prüfen Sie den Stich.',
  'diag.PBN_PLAY_CARD_NOT_HELD.other': '{seat} spielt die Karte {card}, aber sie liegt im Blatt von {seatHolder}.',
  'diag.PBN_PLAY_CARD_NOT_HELD.other.hint': 'Jede Zeile nennt die Karten in Spalten nach Plätzen, beginnend mit dem Platz aus [Play].',
  'diag.PBN_PLAY_CARD_NOT_HELD.none': '{seat} spielt die Karte {card}, aber sie ist nicht im Blatt von {seat}.',
  'diag.PBN_IRREGULARITY_MARK.revokeLead': '"^R" markiert ein Revoke, aber diese Karte ist ein Ausspiel.',
  'diag.PBN_IRREGULARITY_MARK.revokeLead.hint': 'Entfernen Sie das ^R.',
  'diag.PBN_PLAY_REVOKE':
    '{seat} spielt die Karte {card} auf ein {suit}-Ausspiel, hält aber noch {cardHeld}: Wer kann, muss Farbe bedienen.',
  'diag.PBN_PLAY_REVOKE.hint': 'Wenn das Revoke wirklich geschah, markieren Sie die Karte mit ^R.',
  'diag.PBN_IRREGULARITY_MARK.follows': '"^R" markiert ein Revoke, aber {seat} bedient hier Farbe.',
  'diag.PBN_IRREGULARITY_MARK.follows.hint': 'Entfernen Sie das ^R.',
  'diag.PBN_IRREGULARITY_MARK.void': '"^R" markiert ein Revoke, aber {seat} hat hier kein {suits}.',
  'diag.PBN_IRREGULARITY_MARK.void.hint': 'Entfernen Sie das ^R.',

  // PBN: the record of a game (build.ts).
  'diag.PBN_RULE_OPTION': '"{text}" ist keine Option eines Regelwerks.',
  'diag.PBN_RULE_OPTION.hint':
    'Die Optionen sind nullos, three-handed, duplicate, redeal=same-dealer und redeal=next-dealer, getrennt durch ";".',
  'diag.PBN_RULE_SET_UNKNOWN': '"{text}" ist kein Regelwerk.',
  'diag.PBN_RULE_SET_UNKNOWN.hint': 'Die Regelwerke sind {ids}.',
  'diag.PBN_STRAIN_NOT_IN_RULE_SET.contract': '[Contract "{text}"]: Das Regelwerk „{rules}“ kennt {strains} nicht.',
  'diag.PBN_NONSTANDARD.contractN': '[Contract "{text}"] ist kein Standard-PBN: Sans Atout wird NT geschrieben.',
  'diag.PBN_CONTRACT_MISMATCH.passedOut': '[Contract "{text}"] passt nicht zur Reizung, die mit vier Passe endet.',
  'diag.PBN_CONTRACT_MISMATCH.passedOut.hint': 'Schreiben Sie [Contract "{expected}"].',
  'diag.PBN_CONTRACT_MISMATCH.bid': '[Contract "{text}"] passt nicht zur Reizung, die mit {expected} endet.',
  'diag.PBN_CONTRACT_MISMATCH.bid.hint': 'Schreiben Sie [Contract "{expected}"].',
  'diag.PBN_DECLARER_MISMATCH.passedOut': '[Declarer "{text}"]: Alle haben gepasst, es gibt also keinen Alleinspieler.',
  'diag.PBN_DECLARER_MISMATCH.passedOut.hint': 'Schreiben Sie [Declarer ""].',
  'diag.PBN_DECLARER_MISMATCH.seat':
    '[Declarer "{text}"] passt nicht zur Reizung: {seat} hat {strains} als Erster der spielenden Seite genannt.',
  'diag.PBN_DECLARER_MISMATCH.seat.hint':
    'Schreiben Sie [Declarer "{letter}"] (oder "^{partner}", wenn Alleinspieler und Strohmann die Plätze getauscht haben).',
  'diag.PBN_RESULT_WITHOUT_CONTRACT.passedOut': '[Result "{text}"] nennt Stiche, aber alle haben gepasst.',
  'diag.PBN_RESULT_WITHOUT_CONTRACT.passedOut.hint': 'Schreiben Sie [Result ""].',
  'diag.PBN_RESULT_WITHOUT_CONTRACT.noDeclarer': '[Result "{text}"] nennt Stiche, aber es gibt keinen Alleinspieler.',
  'diag.PBN_RESULT_WITHOUT_CONTRACT.noDeclarer.hint': 'Schreiben Sie [Result ""].',
  'diag.PBN_RESULT_IMPOSSIBLE.all': '[Result "{text}"], aber die Seite des Alleinspielers hat im Spiel {won} Stiche gewonnen.',
  'diag.PBN_RESULT_IMPOSSIBLE.partial':
    '[Result "{text}"] kann nicht stimmen: Die Seite des Alleinspielers hat {won} der {played} gespielten Stiche gewonnen und kann höchstens {most} erreichen.',
  'diag.PBN_RESULT_IMPOSSIBLE.partial.hint':
    'Haben die Gegenspieler einen Claim angenommen, den sie hätten schlagen können, schreiben Sie das Ergebnis mit einem Zirkumflex: [Result "^n"].',
  'diag.PBN_RESULT_IMPOSSIBLE.partialTrump':
    '[Result "{text}"] kann nicht stimmen: Die Seite des Alleinspielers hat {won} der {played} gespielten Stiche gewonnen und kann höchstens {most} erreichen, denn ein Gegenspieler hält den höchsten verbliebenen Trumpf.',
  'diag.PBN_RESULT_IMPOSSIBLE.partialTrump.hint':
    'Haben die Gegenspieler einen Claim angenommen, den sie hätten schlagen können, schreiben Sie das Ergebnis mit einem Zirkumflex: [Result "^n"].',
  'diag.PBN_NOTE_UNUSED': 'Auf die Anmerkung {n} des Abschnitts {section} wird nirgends verwiesen.',
  'diag.PBN_AUCTION_PASSES_MISSING.one':
    'Der Reizung scheint das erste Passe zu fehlen: {seat} gibt, und nur mit einem Passe davor endet sie in Contract und Declarer, wie sie angegeben sind.',
  'diag.PBN_AUCTION_PASSES_MISSING.one.hint': 'Schreiben Sie Pass vor das erste Gebot.',
  'diag.PBN_AUCTION_PASSES_MISSING.many':
    'Der Reizung scheinen die ersten {n} Passe zu fehlen: {seat} gibt, und nur mit {n} Passe davor endet sie in Contract und Declarer, wie sie angegeben sind.',
  'diag.PBN_AUCTION_PASSES_MISSING.many.hint': 'Schreiben Sie {passes} vor das erste Gebot.',
  'diag.PBN_NO_DEALER': 'Dieses Spiel hat eine Auction, aber keinen Dealer: Die Ansagen lassen sich keinen Plätzen zuordnen.',
  'diag.PBN_NO_DEALER.hint': 'Ergänzen Sie [Dealer "N"] (oder E, S, W).',
  'diag.PBN_VULNERABLE_AUCTION': 'Auction-Bridge kennt keine Gefahrenlage, aber dieses Spiel nennt [Vulnerable "{text}"].',
  'diag.PBN_VULNERABLE_AUCTION.hint': 'Schreiben Sie [Vulnerable "None"].',
  'diag.PBN_NO_DEAL.play':
    'Dieses Spiel hat einen Abschnitt Play, aber kein Deal: Die Karten lassen sich nicht in die gespielte Reihenfolge bringen.',
  'diag.PBN_NO_DEAL.play.hint': 'Ergänzen Sie das Tag Deal.',
  'diag.PBN_PLAY_PASSED_OUT': 'Alle haben gepasst, und doch nennt der Abschnitt Play Karten.',
  'diag.PBN_NO_CONTRACT':
    'Dieses Spiel hat einen Abschnitt Play, aber keinen Kontrakt: Ohne die Trumpffarbe lassen sich die Stiche nicht lesen.',
  'diag.PBN_NO_CONTRACT.hint': 'Ergänzen Sie das Tag Contract oder die Reizung.',
  'diag.PBN_NO_DECLARER': 'Dieses Spiel hat einen Abschnitt Play, aber keinen Alleinspieler: Es ist nicht bekannt, wer zuerst ausspielt.',
  'diag.PBN_NO_DECLARER.hint': 'Ergänzen Sie das Tag Declarer oder die Reizung.',
  'diag.PBN_SECTION_REPEATED': 'Dieses Spiel hat einen zweiten Abschnitt {section}; er wird übergangen.',

  // PBN: notes, tables, tag values, the reader itself (notes.ts, tables.ts, tag-values.ts, parse.ts).
  'diag.PBN_NOTE_MISPLACED':
    'Auf die Anmerkung {n} wird im Abschnitt {section} verwiesen, sie steht aber hinter dem Abschnitt {sectionOther}.',
  'diag.PBN_NOTE_MISPLACED.hint': 'Setzen Sie jede Anmerkung hinter den Abschnitt, der auf sie verweist.',
  'diag.PBN_NOTE_MISSING': 'Hier wird auf die Anmerkung {n} verwiesen, aber der Abschnitt {section} hat kein [Note "{n}:..."].',
  'diag.PBN_NOTE_MISSING.hint': 'Ergänzen Sie [Note "{n}:..."] hinter dem Abschnitt {section}.',
  'diag.PBN_NO_DEAL': 'Dieses Spiel hat weder Verteilung noch Reizung noch Kartenspiel, aus denen sich ein Spielprotokoll machen ließe.',
  'diag.PBN_NO_DEAL.hint': 'Ergänzen Sie die Tags Deal und Dealer.',
  'diag.PBN_INTERNAL.text': 'Das Lesen dieses Textes als PBN ist gescheitert ({error}); das ist ein Fehler des Programms.',
  'diag.PBN_INTERNAL.game': 'Das Lesen dieses Spiels ist gescheitert ({error}); das ist ein Fehler des Programms.',
  'diag.PBN_TABLE_COLUMNS':
    '"{text}" ist keine Spalte von [{section}]: Eine Spalte ist ein Name, wahlweise gefolgt von \\ und einer Breite mit L oder R.',
  'diag.PBN_TABLE_COLUMNS.hint': 'Zum Beispiel "Declarer;Denomination\\2R;Result\\2R".',
  'diag.PBN_TABLE_INCOMPLETE': 'Die letzte Zeile von [{section}] hat {n} ihrer {total} Elemente.',
  'diag.PBN_TABLE_INCOMPLETE.hint': 'Schreiben Sie "-" für ein leeres Element.',
  'diag.PBN_TABLE_ORDER.ascending':
    'Die Spalte {column} von [{section}] ist mit "-" (aufsteigend) markiert, aber Zeile {row} verletzt diese Ordnung.',
  'diag.PBN_TABLE_ORDER.descending':
    'Die Spalte {column} von [{section}] ist mit "+" (absteigend) markiert, aber Zeile {row} verletzt diese Ordnung.',
  'diag.PBN_TABLE_ELEMENT.row':
    'Die Zeile "{text}" von [OptimumResultTable] besteht nicht aus Alleinspieler, Denomination und Zahl der Stiche.',
  'diag.PBN_DD_DISAGREE': 'DoubleDummyTricks und OptimumResultTable nennen für diese Verteilung verschiedene Stichzahlen.',
  'diag.PBN_UNKNOWN_TAG': '[{tag}] ist kein PBN-Tag; es wird aufbewahrt, wie es dasteht.',
  'diag.PBN_UNKNOWN_TAG.hint': 'Prüfen Sie die Schreibweise, falls Sie ein Standard-Tag gemeint haben.',
  'diag.PBN_TAG_VALUE.syntax': '[{tag} "{text}"]: Der Wert muss {word} sein.',
  'diag.word.value.date': 'ein Datum JJJJ.MM.TT, mit ? für unbekannte Ziffern',
  'diag.word.value.time': 'eine Uhrzeit HH:MM:SS',
  'diag.word.value.round': 'eine Rundennummer wie 1 oder 1.A.2',
  'diag.word.value.seat': 'ein Platz: N, E, S oder W',
  'diag.word.value.vulnerable': 'None (oder Love, -), NS, EW oder All (oder Both)',
  'diag.word.value.declarer': 'ein Platz: N, E, S oder W (^N, wenn Alleinspieler und Strohmann die Plätze getauscht haben)',
  'diag.word.value.contract':
    'Pass oder eine Stufe von 1 bis 7, eine Denomination (C, D, H, S, NT) und X oder XX bei Kontra oder Rekontra, etwa 4HX',
  'diag.word.value.result': 'die Stiche des Alleinspielers (0 bis 13) oder "NS n", "EW n"',
  'diag.word.value.score': 'ein Ergebnis wie "NS 620" oder "-100"',
  'diag.word.value.imps': 'IMPs wie "NS 2.5"',
  'diag.word.value.matchPoints': 'Matchpunkte wie "NS 12.5"',
  'diag.word.value.percentage': 'ein Prozentwert von 0 bis 100 wie "NS 55.2"',
  'diag.word.value.rubber': 'Punkte über und unter dem Strich, "über/unter", wie "EW 300/40"',
  'diag.word.value.optimumScore': 'eine Seite und ein Ergebnis, wie "NS 620"',
  'diag.word.value.scoring': 'Namen von Wertungen, getrennt durch ";", wie "IMP" oder "MP;MP1"',
  'diag.word.value.competition': 'Individuals, Pairs, Teams, Chicago oder Rubber',
  'diag.word.value.playerType': 'human oder program',
  'diag.word.value.mode': 'EMB, IBS, OKB, TABLE oder TC',
  'diag.word.value.yesNo': 'Yes oder No',
  'diag.word.value.room': 'Open oder Closed',
  'diag.word.value.hidden': 'die verdeckten Plätze, etwa "EW"',
  'diag.word.value.ddTricks': '20 Hexadezimalziffern (0 bis d), fünf je Alleinspieler',
  'diag.PBN_TAG_VALUE.result': '[Result "{text}"]: Eine Seite macht höchstens 13 Stiche.',
  'diag.PBN_RESULT_SUM': '[Result "{text}"]: Die Stiche beider Seiten ergeben zusammen {n}, nicht 13.',
  'diag.PBN_TAG_VALUE.percentage': '[ScorePercentage "{text}"]: Ein Prozentwert ist höchstens 100.',
  'diag.PBN_TAG_VALUE.history': '[ScoreRubberHistory "{text}"] muss etwa so lauten: "NS 0 0 / 100 0 EW 0 0 / 0 0".',
  'diag.PBN_VULNERABLE_HISTORY':
    '[Vulnerable "{text}"] passt nicht zum bisherigen Robber: Nach ScoreRubberHistory ist die Gefahrenlage {expected}.',
  'diag.PBN_VULNERABLE_HISTORY.hint': 'Eine Seite, die eine Partie gewonnen hat, ist in Gefahr.',
};
