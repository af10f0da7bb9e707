import type { enExercise } from './en-exercise.ts';

/** The rubber exercise's strings in German (see en-exercise.ts for what each is for). */
export const deExercise: { readonly [K in keyof typeof enExercise]: string } = {
  'rx.label': 'Schreiben Sie selbst an: ein Robber mit {count} Spielen',
  'rx.how':
    'Tragen Sie für jedes Spiel auf dem Block ein, was jede Seite anschreibt: Stichpunkte unter dem Strich, alles andere darüber. Mehrere Einträge in einem Feld verbinden Sie mit +, etwa 100 + 30. Lassen Sie ein Feld leer, wenn eine Seite dort nichts bekommt. Setzen Sie das Häkchen beim Strich, wenn das Spiel eine Partie gewinnt. Dann prüfen Sie.',
  'rx.dealTitle': 'Spiel {deal} von {count}',
  'rx.dealDone': 'angeschrieben',
  'rx.dealsLabel': 'Die Spiele',
  'rx.input': 'Spiel {deal}, {where}',
  'rx.line': 'Spiel {deal} gewinnt eine Partie: den Strich unter den Stichpunkten ziehen',
  'rx.lineDrawn': 'Strich gezogen nach Spiel {deal}',
  'rx.check': 'Spiel {deal} prüfen',
  'rx.right': 'Richtig',
  'rx.wrong': 'Nicht richtig',
  'rx.correctionsTitle': 'Was die Regelmaschine sagt',
  'rx.correction': '{where}: Sie haben {given} geschrieben; {answer}',
  'rx.correctionBlank': '{where}: Sie haben das Feld leer gelassen; {answer}',
  'rx.correctionNumber':
    '{where}: „{given}“ ist keine Folge ganzer Zahlen. Schreiben Sie Zahlen, verbunden mit +, oder lassen Sie das Feld leer.',
  'rx.should': 'richtig ist {points}. {items}',
  'rx.shouldSum': 'richtig ist {points} ({sum}). {items}',
  'rx.shouldNothing': 'in der Spalte {party} steht in diesem Spiel nichts {line}: Lassen Sie das Feld leer.',
  'rx.item': '{reason}: {detail}',
  'rx.itemEquals': '{reason}: {detail} = {points}',
  'rx.lineWhere': 'Der Strich',
  'rx.lineGame':
    'ziehen Sie ihn: In der Spalte {party} stehen in dieser Partie jetzt {below} unter dem Strich, und eine Partie sind {target}. Beide Seiten beginnen die nächste Partie wieder bei null.',
  'rx.lineRubber':
    'ziehen Sie ihn: In der Spalte {party} stehen in dieser Partie jetzt {below} unter dem Strich, und eine Partie sind {target}. Es ist die zweite Partie dieser Seite: Der Robber ist zu Ende.',
  'rx.lineNone':
    'noch kein Strich: In dieser Partie steht es unter dem Strich {we} {weBelow}, {they} {theyBelow}, und eine Partie sind {target}.',
  'rx.lineWrongDrawn': 'Sie haben ihn gezogen; {answer}',
  'rx.lineWrongMissing': 'Sie haben ihn weggelassen; {answer}',
  'rx.summaryRight': 'Spiel {deal}: alle {count} richtig.',
  'rx.summaryNext': 'Spiel {deal}: alle {count} richtig. Jetzt Spiel {next}: {words}',
  'rx.summaryWrong':
    'Spiel {deal}: {right} von {count} richtig. Die Korrekturen stehen unter dem Block; ändern Sie die als falsch markierten Einträge und prüfen Sie noch einmal.',
  'rx.finished': 'Der Robber ist fertig angeschrieben.',
  'rx.result': 'Die Summen: {totals}. {result}',
  'rx.value': 'Dieser Vorsprung, der Unterschied zwischen den beiden Summen einschließlich der Robberprämie, ist der Wert des Robbers.',
  'rx.restart': 'Von vorn beginnen',
  'rx.restartAsk': 'Alle Einträge löschen, die Sie auf diesem Block geschrieben haben?',
  'rx.restartYes': 'Ja, löschen',
  'rx.restartNo': 'Nein, behalten',
  'rx.restarted': 'Der Block ist wieder leer: Spiel 1.',
  'rx.kept': 'Ihre Einträge bleiben in diesem Browser gespeichert.',
  'rx.notKept': 'Dieser Browser erlaubt der Seite nicht, Ihre Einträge zu speichern: Sie gehen verloren, wenn Sie die Seite verlassen.',
  'rx.badStore': 'Ihre gespeicherten Einträge für diesen Block ließen sich nicht lesen ({problem}); der Block beginnt deshalb leer.',
  'rx.otherRubber':
    'Der Robber auf dieser Seite hat sich geändert, seit Sie zuletzt daran gearbeitet haben; der Block beginnt deshalb leer.',
  // Why stored entries could not be read (in the brackets of rx.badStore). The field names
  // after a point (".cells", ".line") are those of the stored JSON.
  'rx.store.notJson': 'der Text ist kein JSON',
  'rx.store.notOurs': 'es sind nicht die Daten dieser Übung',
  'rx.store.version': 'Version {version} ist unbekannt',
  'rx.store.deals': 'die Liste der Spiele stimmt nicht',
  'rx.store.deal': 'Spiel {number}',
  'rx.store.entries': '{where} enthält keine Einträge eines Spiels',
  'rx.store.missing': '{where} fehlt',
  'rx.store.shortText': '{where} ist kein kurzer Text',
  'rx.store.trueFalse': '{where} ist weder true noch false',
  'rx.noDeal': 'Es gibt kein Spiel {deal}.',
};
