/**
 * The notes on where a rule comes from (the engine's `provenance[rule].note`, in
 * `engine/rules/*.ts`), in German, keyed `ruleNote.<rule set id>.<rule>`. `rule-notes.ts`
 * picks them on a German page; the English stays in the engine, the one source.
 */
export const deRuleNotes = {
  'ruleNote.whist-club-1926.bidRanking':
    'Im April 1927 war die Rangfolge nach der Zahl der Stiche (majority calling) „die amerikanische Regel“; welches Regelwerk sie einführte (1915, 1920 oder 1926), ist nicht geklärt.',
  'ruleNote.whist-club-1926.honourScale':
    'Die Honneurregel von 1926 selbst wurde nicht gelesen; die feste Tabelle ist durch mittelbare Belege datiert.',
  'ruleNote.whist-club-1926.dealerMustBid': 'Spätestens 1920 durfte der Geber passen, wahrscheinlich schon ab Juni 1915.',
  'ruleNote.whist-club-1926.passedOutRedeal':
    'Nach vier Passen gibt der nächste Geber; der Vorlagetext lässt denselben Geber noch einmal geben.',
  'ruleNote.whist-club-1926.slamEitherSide': 'Ausdrücklich in den Regeln von 1912 und 1913, als unverändert angenommen.',
  'ruleNote.whist-club-1926.littleSlamOnFailedGrand': 'Ausdrücklich 1913, als unverändert angenommen.',
  'ruleNote.whist-club-1926.unfinishedRubber': 'Keine Regel gefunden; 1920 gingen Wetten auf den Robber an die Seite mit mehr Punkten.',
  'ruleNote.whist-club-1915.bidRanking':
    'Das Beispiel von 1915 (drei Treff über zwei Pik) gilt unter beiden Rangfolgen; dass 1915 bis 1925 nach dem Stichwert gereizt wurde, ist nur schwach erschlossen.',
  'ruleNote.whist-club-1915.dealerMustBid': 'Wahrscheinlich seit den Regeln vom Juni 1915, sicher bis 1920.',
  'ruleNote.whist-club-1915.passedOutRedeal': 'Gelesen in den Contract-Regeln von 1927, drei Regelwerke später.',
  'ruleNote.whist-club-1915.slamEitherSide': 'Ausdrücklich in den Regeln von 1912 und 1913, als unverändert angenommen.',
  'ruleNote.whist-club-1915.littleSlamOnFailedGrand': 'Ausdrücklich 1913, als unverändert angenommen.',
  'ruleNote.whist-club-1915.unfinishedRubber': 'Keine Regel gefunden; 1920 gingen Wetten auf den Robber an die Seite mit mehr Punkten.',
  'ruleNote.royal-auction-1912.chicane': 'Vom Whist Club im November 1913 abgeschafft.',
  'ruleNote.royal-auction-1912.unfinishedRubber':
    'Keine Regel gefunden; Work (Dezember 1913) hat einen nicht gelesenen Abschnitt „Shortening the Last Rubber“.',
  'ruleNote.bridge-count-1908.doubledMadeBonus':
    'Die Prämie für Überstiche im Kontra von 1908 bis 1910 wurde nicht gelesen; angenommen wie 1912.',
  'ruleNote.bridge-count-1908.unfinishedRubber':
    'Keine Regel gefunden; Work (Dezember 1913) hat einen nicht gelesenen Abschnitt „Shortening the Last Rubber“.',
  'ruleNote.seed-000.doubledMadeBonus': 'Falsch: Regel 56 (1912) gibt für jeden Überstich 50 Punkte.',
  'ruleNote.seed-000.honourScale': 'Falsch: Vier beliebige von A K D B 10 in einer Hand zählen als vier in einer Hand (Regel 6).',
  'ruleNote.seed-000.passedOutRedeal': 'Nicht belegt: Die Regeln von 1927 lassen den nächsten Geber geben (Nachtrag Q3b).',
  'ruleNote.seed-000.unfinishedRubber': 'Die höhere Summe gewinnt; keine Regel gefunden.',
  'ruleNote.contract-rubber.unfinishedPartScore': 'Einige Quellen geben für ein Teilergebnis in einem unvollendeten Robber 50 Punkte.',
} as const;
