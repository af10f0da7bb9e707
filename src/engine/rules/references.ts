/**
 * The sources the rule sets cite, as readers should see them: author, title or paper, and year,
 * instead of the research notes' short keys (`WORK13`, `VF26b`) and section numbers
 * (`auction-laws.md §6.5`). The keys and their full descriptions are those of the Sources page
 * (src/content/docs/course/17-sources.mdx, from auction-laws.md §2 and contract-scoring.md);
 * `readableSources` turns one of the engine's `source` strings into a list of these references,
 * with the law numbers kept ("law 47 of the Whist Club code of 1912") and the notes' own section
 * numbers left out (they are for the site's authors, not for readers).
 *
 * ```ts
 * readableSources('law 56 (1912); BOS16; WIKI; auction-laws.md §6.3');
 * // { refs: ['Whist Club code of 1912, law 56', 'Auction 1916 Manual (The Bridge Club, Boston, 1916)',
 * //          'Wikipedia, “Auction bridge”'], inferred: false }
 * ```
 *
 * @packageDocumentation
 */

/** Each short key of the research notes, as a reader's reference (author, title, year). */
export const SOURCE_REFERENCES: Readonly<Record<string, string>> = {
  WORK13: 'M. C. Work, Auction of To-day (1913)',
  'WORK13-dec': 'M. C. Work, Auction of To-day (1913), decisions of the Card Committee',
  DEV13: 'M. C. Work, Auction Developments (1913)',
  HOYLE14: 'R. F. Foster, Foster’s Complete Hoyle (about 1914)',
  'HOYLE14-rev': 'R. F. Foster, Foster’s Complete Hoyle (about 1914)',
  STREET09: 'C. S. Street, Outlines of Auction Bridge (1909)',
  GB15: 'The Laws of Auction, Whist Club of New York (1915)',
  'GB15-pp': 'The Laws of Auction, Whist Club of New York (1915)',
  WORK15: 'M. C. Work, Auction under the Laws of 1915 (1915)',
  ROY15: 'G. M. B. Hawley, Royalton (1915)',
  ATH16: 'G. E. Atherton, The ABC of Auction Bridge (1916)',
  BOS16: 'Auction 1916 Manual (The Bridge Club, Boston, 1916)',
  WORK17: 'M. C. Work, Auction Declarations (1916)',
  WORK20: 'M. C. Work, Auction Methods Up-to-Date (1920)',
  MF23: 'A. E. Manning Foster, Auction Bridge Variations (1923)',
  LENZ27: 'S. S. Lenz, Contract Bridge (1927)',
  SHEP29: 'E. V. Shepard, Correct Contract Bridge (1929)',
  'SHEP29-idx': 'E. V. Shepard, Correct Contract Bridge (1929)',
  EB11: 'Encyclopaedia Britannica, 11th edition (1911), “Bridge”',
  EB14: 'Encyclopaedia Britannica, 14th edition (1929)',
  EB22: 'Encyclopaedia Britannica, 12th edition (1922), “Bridge, Auction”',
  SPEC08: 'The Spectator, 21 November 1908',
  SPEC14a: 'The Spectator, 28 February 1914',
  SPEC14b: 'The Spectator, 26 December 1914',
  SPEC15: 'The Spectator, 10 April 1915',
  SPEC27: 'The Spectator, 30 April 1927',
  VF20: 'R. F. Foster in Vanity Fair, December 1920',
  VF24: 'R. F. Foster in Vanity Fair, April 1924',
  VF25: 'R. F. Foster in Vanity Fair, July 1925',
  VF26a: 'R. F. Foster in Vanity Fair, January 1926',
  VF26b: 'R. F. Foster in Vanity Fair, May 1926',
  VF27: 'R. J. Leibenderfer in Vanity Fair, November 1927',
  TIME26a: 'Time, 22 March 1926',
  TIME26b: 'Time, 26 April 1926',
  TIME27: 'Time, 26 September 1927',
  TIME35: 'Time, 25 March 1935',
  ODT27: 'Otago Daily Times, 28 December 1927',
  NZH27: 'New Zealand Herald, 31 December 1927',
  ES28a: 'Evening Star (Dunedin), 15 February 1928',
  ES28b: 'Evening Star (Dunedin), 27 February 1928',
  MF28: 'A. E. Manning Foster in the Auckland Star, 19 October 1928',
  HALL: 'T. Hall, “Majority Calling and Value Bidding in Auction Bridge” (a modern article)',
  WIKI: 'Wikipedia, “Auction bridge”',
  L77: 'World Bridge Federation, Laws of Duplicate Bridge (2017), law 77',
  'RB72-74': 'ACBL, Laws of Rubber Bridge, laws 72–74',
  RB74: 'ACBL, Laws of Rubber Bridge, law 74',
  RB2014: 'ACBL, Laws of Rubber Bridge (2014)',
  S1: 'a rubber-bridge scoring card (1994)',
  S2: 'a summary of rubber-bridge scoring checked against the ACBL laws',
};

/** A source string in readers' words. */
export interface ReadableSources {
  /** The references, in the order cited, each once. */
  readonly refs: readonly string[];
  /** The source marks the rule as inferred rather than read. */
  readonly inferred: boolean;
}

/** A law of a code: "law 47 (1912)", "laws 7–8 (1912)", "law 17(b) (1927 contract code)", "law 46". */
const LAW = /^(laws?) (\d+(?:\([a-z]\))?(?:[–-]\d+)?(?: and \d+)?)(?: \((\d{4})([^)]*)\))?/;
/** A named set of laws: "Laws of Three-Hand Auction, laws 12 and 14". */
const NAMED_LAWS = /^(Laws of (?:Three-Hand|Duplicate) Auction)(?: (laws? [\d a-z]+?))?(?= \(|$)/;
/** The authors' own notes, which readers never see: section numbers, open questions, the seed. */
const NOTES = /^(?:auction-laws\.md|contract-scoring\.md|addendum|see provenance|the same on both|unknown for|none assumed|not read)/;

/** When a source names only the authors' notes, readers are sent to the Sources page with this. */
export const NOTES_REFERENCE = 'the research notes behind this site';
/** The seed text, where a rule set keeps it literally. */
export const SEED_REFERENCE = 'the seed text, taken literally';
/** A short key where it stands. */
const KEY = /^([A-Z][A-Za-z]*\d{2,4}[a-z]?(?:-[a-z]+|-\d+)?|WIKI|HALL|S1|S2)\b/;

/** A code's law in words: "Whist Club code of 1912, law 47". Without a year: the 1912 code, as the Sources page says. */
const lawWords = (m: RegExpExecArray): string => {
  const [, word, number, year, rest] = m;
  const code =
    year === undefined
      ? 'Whist Club code of 1912'
      : /contract/.test(rest ?? '')
        ? `Whist Club contract code of ${year}`
        : `Whist Club code of ${year}`;
  return `${code}, ${word} ${number}`;
};

/**
 * A source string of the engine (`'law 47 (1912), WORK13: the full value …; auction-laws.md §6.1'`)
 * as references for readers. Unknown words are kept as written unless they are the authors'
 * notes; a quotation or gloss after a colon is dropped (the widget shows the rule itself).
 */
export const readableSources = (source: string): ReadableSources => {
  const refs: string[] = [];
  const add = (r: string): void => {
    if (r !== '' && !refs.includes(r)) refs.push(r);
  };
  const inferred = /\binferred\b/.test(source);
  const flat = source
    // Brackets and parenthesised lists of keys become parts of their own; a year in parentheses
    // ("law 47 (1912)", "(1927 contract code)") stays with its law.
    .replace(/\[[^\]]*\]/g, (b) => `; ${b.slice(1, -1)};`)
    .replace(/\(([^()]*)\)/g, (m, inner: string) => (/^(?:\d{4}\b|[a-z]$)/.test(inner) ? m : `; ${inner};`))
    .replace(/(Laws of (?:Three-Hand|Duplicate) Auction), /g, '$1 ');
  for (const raw of flat.split(/[;,]/)) {
    const part = raw.trim().replace(/:.*$/, '').trim();
    if (part === '' || part === 'inferred' || NOTES.test(part)) continue;
    if (/^seed \d+/.test(part)) {
      add(SEED_REFERENCE);
      continue;
    }
    const named = NAMED_LAWS.exec(part);
    if (named) {
      add(named[2] === undefined ? named[1]! : `${named[1]}, ${named[2]}`);
      continue;
    }
    const key = KEY.exec(part);
    if (key) {
      const work = SOURCE_REFERENCES[key[1]!] ?? key[1]!;
      // A law cited in that work ("SHEP29-idx law 17(b)"), unless the note says it was not read.
      const law = LAW.exec(part.slice(key[0].length).trim());
      add(law && !/not read/.test(part) ? `${work}, ${law[1]} ${law[2]}` : work);
      continue;
    }
    const acbl = /^ACBL rubber law (\d+)/.exec(part);
    if (acbl) {
      add(`ACBL, Laws of Rubber Bridge, law ${acbl[1]}`);
      continue;
    }
    const law = LAW.exec(part);
    if (law) {
      add(lawWords(law));
      continue;
    }
    const wbf = /^WBF Law (\d+)/.exec(part);
    if (wbf) {
      add(`World Bridge Federation, Laws of Duplicate Bridge (2017), law ${wbf[1]}`);
      continue;
    }
    // Anything else in words (an author and year, "Robertson 1914") is kept as written.
    if (/^[A-Z][a-z]+\b/.test(part) && !/\.md\b|§/.test(part)) add(part);
  }
  return { refs: refs.length === 0 ? [NOTES_REFERENCE] : refs, inferred };
};
