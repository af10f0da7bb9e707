/**
 * The English strings of the teachers' pages: the hand gallery, the hand pages, the printable hand
 * sheet and the embeds. Kept apart from the core dictionary (`en.ts`) so that an island without
 * this widget does not load them; `gallery.ts` joins them to the core.
 *
 * @packageDocumentation
 */
export const enGallery = {
  'gallery.all': 'All hands',
  'gallery.byTopic': 'Hands by topic',
  'gallery.byRuleSet': 'Hands by rule set',
  'gallery.showByTopic': 'The hands of each topic ({count} topics)',
  'gallery.showByRuleSet': 'The hands of each rule set ({count} rule sets)',
  'gallery.filters': 'Filter the hands',
  'gallery.topic': 'Topic',
  'gallery.ruleSet': 'Rule set',
  'gallery.anyTopic': 'All topics',
  'gallery.anyRuleSet': 'All rule sets',
  'gallery.facet': '{label} ({count})',
  'gallery.reset': 'Show all hands',
  'gallery.count.all': 'Showing all {total} hands.',
  'gallery.count.allOne': 'Showing {total} hand.',
  'gallery.count.some': 'Showing {shown} of {total} hands.',
  'gallery.count.none': 'No hand matches both filters (out of {total}).',
  'gallery.lesson': 'Lesson',
  'gallery.lessonNumber': 'Lesson {number}',
  'gallery.noLesson': 'Not in a lesson',
  'gallery.noTopic': 'Other hands',
  'gallery.contract': 'Contract',
  'gallery.passedOut': 'Passed out',
  'gallery.unfinished': 'Auction not finished',
  'gallery.result': 'Result',
  'gallery.played.declarer': 'You played it as declarer: {made} tricks; best play makes {best}.',
  'gallery.played.defender': 'You defended it: declarer took {made} tricks; best play gives {best}.',

  'hand.score': 'The score',
  'hand.share': 'Print, download, embed',
  'hand.download': 'Download the PBN file ({file})',
  'hand.embed.label': 'Embed snippet: paste it into a page of your own site or learning platform',
  'hand.embed.copy': 'Copy the snippet',
  'hand.embed.copied': 'The snippet is copied.',
  'hand.embed.selected': 'The snippet is selected: press Ctrl+C (⌘C on a Mac) to copy it.',
  'hand.usedIn': 'Lessons that use this hand',
  'hand.usedNowhere': 'No lesson shows this hand yet.',

  'sheet.label': 'Hand sheet for printing: {title}',
  'sheet.print': 'Print this hand',
  'sheet.legend': 'Underlined: the card led. Bold: the card that won the trick.',
  'sheet.from': 'From {url}',

  'embed.title': 'Auction Bridge hand',
  'embed.loading': 'Opening the hand from the link…',
  'embed.noLink': 'This page shows a hand from a link, but the address has no hand link after its “#”.',
  'embed.noLinkHint': 'Make a link in the Hand Lab, or copy one from a hand of the course.',
  'embed.broken': 'This hand link cannot be opened.',
  'embed.noScript': 'This hand is read from its link in your browser, which needs JavaScript.',
  'embed.openSite': 'Open on the Auction Bridge site',
} as const;
