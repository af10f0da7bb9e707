import type { enPages } from './en-pages.ts';

/** The site's own pages in German (see en-pages.ts for what each is for). */
export const dePages: { readonly [K in keyof typeof enPages]: string } = {
  'page.gallery.title': 'Spielesammlung',
  'page.gallery.description':
    'Alle Spiele des Auction-Bridge-Kurses mit Lektion, Thema, Regelwerk und Kontrakt: Schritt für Schritt nachspielen, auf einer Seite drucken, als PBN laden oder in eigene Seiten einbetten.',
  'page.gallery.intro':
    'Hier stehen alle Spiele, die der Kurs verwendet, jeweils mit ihrer Lektion. Öffnen Sie ein Spiel, um es Ansage für Ansage und Karte für Karte nachzuspielen, es auf einer Seite auszudrucken, die PBN-Datei zu laden oder einen Baustein zu kopieren, der es in Ihre eigene Website oder Lernplattform einbettet. Eigene Spiele bauen und prüfen Sie im {lab}.',
  'page.gallery.lab': 'Labor',
  'page.hand.description':
    '{title}: ein Spiel Auction-Bridge ({ruleSet}) zum Nachspielen Ansage für Ansage und Karte für Karte, zum Drucken auf einer Seite oder zum Einbetten.',
  'page.hand.allHands': 'Alle Spiele des Kurses',
  'page.lab.title': 'Labor',
  'page.lab.description':
    'Eine PBN- oder LIN-Datei oder einen BBO-Link einfügen und prüfen lassen, oder ein Spiel Auction-Bridge per Klick auf Karten und Gebote bauen und als Link, Einbettung oder PBN-Datei weitergeben.',
  'page.lab.intro':
    'Prüfen Sie eine eigene Spielaufzeichnung oder bauen Sie ein Spiel von Grund auf und geben Sie es an eine Gruppe weiter. Alles geschieht in Ihrem Browser: Was Sie einfügen oder tippen, wird nirgendwohin geschickt.',
  'page.lab.noScript': 'Das Labor braucht JavaScript: Es liest und prüft Ihre Spiele im Browser.',
  'page.scorer.title': 'Punkte zählen',
  'page.scorer.description':
    'Einen Robber Auction-Bridge am eigenen Tisch anschreiben, nach den Regeln von 1926 oder einem älteren Regelwerk: Wir und Sie, über und unter dem Strich, Honneurs, Partien und Robber, im Browser gespeichert und ohne Netz nutzbar.',
  'page.scorer.intro':
    'Für Spieler: Schreiben Sie am Tisch die Punkte eines Robbers an. Wählen Sie die Regeln, tragen Sie jedes Spiel ein, sobald es gespielt ist, und die Regelmaschine der Website zeichnet den Block und zählt zusammen. Alles bleibt in diesem Browser, und nach dem ersten Besuch funktioniert der Punktezähler auch ohne Netz.',
  'page.scorer.noScript': 'Der Punktezähler braucht JavaScript: Er rechnet und speichert den Robber in Ihrem Browser.',
  'page.progress.title': 'Ihr Fortschritt',
  'page.progress.description':
    'Welche Lektionen Sie abgeschlossen haben und wie Ihre Quizfragen ausgingen, nur in diesem Browser gespeichert.',
  'page.progress.intro':
    'Was Sie abgeschlossen haben und wie Ihre Quizfragen ausgingen, bleibt nur in diesem Browser: Nichts wird verschickt. Ein anderer Browser oder ein anderes Gerät beginnt von vorn, und wenn Sie die Daten der Website löschen, ist alles vergessen.',
  'page.progress.noScript': 'Diese Seite braucht JavaScript, um zu lesen, was dieser Browser gespeichert hat.',
  'page.progress.caption': 'Die Lektionen des Kurses und Ihr Fortschritt in jeder',
  'page.progress.lesson': 'Lektion',
  'page.progress.state': 'Stand',
  'page.progress.quizzes': 'Quizfragen',
  'page.progress.change': 'Ändern',
  'page.progress.reset': 'Meinen ganzen Fortschritt vergessen',
  'page.embed.description': 'Ein Spiel Auction-Bridge zum Nachspielen Schritt für Schritt: {title}.',
  'page.embedLink.description': 'Ein Spiel Auction-Bridge aus einem geteilten Link, zum Nachspielen Schritt für Schritt.',
  'page.progressLink': 'Ihr Fortschritt',
  'page.finishLesson': 'Ich habe diese Lektion abgeschlossen: in meinem Fortschritt vermerken',
};
