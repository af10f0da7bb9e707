/**
 * The words of the site's own pages that are not lessons (the gallery, a hand's page, the Lab,
 * the scorer, the progress page, the embeds): titles, descriptions and introductions, written
 * at build time (`pages.ts`; German in `de-pages.ts`).
 *
 * @packageDocumentation
 */
export const enPages = {
  'page.gallery.title': 'Hand gallery',
  'page.gallery.description':
    'Every Auction Bridge hand of the course, with its lesson, topic, rule set and contract: replay it step by step, print it on one page, download its PBN or embed it in your own pages.',
  'page.gallery.intro':
    'Every hand used in the course, with the lesson it belongs to. Open a hand to replay it call by call and card by card, print it on a single page, download its PBN file or copy a snippet that embeds it in your own site or learning platform. To build or check a hand of your own, use the {lab}.',
  'page.gallery.lab': 'Hand Lab',
  'page.hand.description':
    '{title}: an Auction Bridge hand ({ruleSet}) to replay call by call and card by card, print on one page or embed.',
  'page.hand.allHands': 'All the hands of the course',
  'page.lab.title': 'Hand Lab',
  'page.lab.description':
    'Paste a PBN or LIN file or a BBO link and see it checked, or build an Auction Bridge hand by clicking cards and bidding, then share it as a link, an embed or a PBN file.',
  'page.lab.intro':
    'Check a hand record of your own, or build a hand from scratch, and share it with a class. Everything happens in your browser: nothing you paste or type is sent anywhere.',
  'page.lab.noScript': 'The Hand Lab needs JavaScript: it reads and checks your hands in the browser.',
  'page.scorer.title': 'Rubber scorer',
  'page.scorer.description':
    'Score a rubber of Auction Bridge at your own table under the 1926 laws or any earlier code: We and They, above and below the line, honours, games and the rubber, saved in your browser and working offline.',
  'page.scorer.intro':
    "For players: keep the score of a rubber at the table. Pick the laws, enter each deal as it is played, and the sheet is drawn and added up by the site's rules engine. Everything stays in this browser, and after one visit the scorer works without a network.",
  'page.scorer.noScript': 'The scorer needs JavaScript: it scores and keeps the rubber in your browser.',
  'page.progress.title': 'Your progress',
  'page.progress.description': 'Which lessons you have finished and how your quizzes went, kept in this browser only.',
  'page.progress.intro':
    "What you have finished and how your quizzes went, kept in this browser only: nothing is sent anywhere. Another browser or device starts afresh, and clearing the site's data forgets it.",
  'page.progress.noScript': 'This page needs JavaScript to read what this browser has kept.',
  'page.progress.caption': 'The lessons of the course and your progress in each',
  'page.progress.lesson': 'Lesson',
  'page.progress.state': 'State',
  'page.progress.quizzes': 'Quizzes',
  'page.progress.change': 'Change',
  'page.progress.reset': 'Forget all my progress',
  'page.embed.description': 'An Auction Bridge hand to replay step by step: {title}.',
  'page.embedLink.description': 'An Auction Bridge hand from a share link, to replay step by step.',
  'page.progressLink': 'Your progress',
  'page.finishLesson': 'I have finished this lesson: record it in my progress',
} as const;
