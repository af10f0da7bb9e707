/**
 * A game into a {@link HandRecord}: the rule set, the dealer and vulnerability, the auction and
 * play, the Contract, Declarer and Result tags checked against them, the introduction, and the
 * tags kept as written.
 *
 * @packageDocumentation
 */
import { formatContract, trumpOf } from '../../auction.ts';
import type { CallEntry, HandRecord, PlayEntry } from '../../record.ts';
import { getRuleSet, RULE_SET_IDS, type RuleOptions, type RuleSet, withOptions } from '../../rules/index.ts';
import { rotate, sideOf } from '../../seat.ts';
import { NO_ARGS, type SourcePos } from '../../source.ts';
import { type Deal, type Seat, SEATS, type Strain, type Vulnerability } from '../../types.ts';
import { type AuctionRead, missingPasses, readAuction, summariseAuction } from './auction.ts';
import { checkContractTags, checkResult, statedContractOf, type WrittenContract, writtenContractOf } from './contract-tags.ts';
import { readDeal } from './deal.ts';
import { commentText, joinNotes } from './notes.ts';
import { type PlayRead, readPlay } from './play.ts';
import { append, makeSink, seatWord, type Sink } from './sink.ts';
import { isTableTag, PBN_DEFAULT_RULE_SET } from './standard.ts';
import { firstTag, known, readSeat, readVulnerability } from './tag-values.ts';
import type { PbnGame, PbnNote, PbnSection, PbnTag } from './types.ts';

/** Reads `[RuleSetOptions "nullos;three-handed;duplicate;redeal=next-dealer"]`. */
const readOptions = (tag: PbnTag, sink: Sink): RuleOptions => {
  const options: { -readonly [K in keyof RuleOptions]: RuleOptions[K] } = {};
  for (const raw of tag.value.split(/[;,\s]+/)) {
    const word = raw.trim().toLowerCase();
    if (word === '') continue;
    if (word === 'nullos') options.nullos = true;
    else if (word === 'three-handed') options.threeHanded = true;
    else if (word === 'duplicate') options.duplicate = true;
    else if (word === 'redeal=same-dealer') options.passedOutRedeal = 'sameDealer';
    else if (word === 'redeal=next-dealer') options.passedOutRedeal = 'nextDealer';
    else {
      sink.problem(
        'PBN_RULE_OPTION',
        `"${raw}" is not a rule-set option.`,
        tag.valuePos,
        'The options are nullos, three-handed, duplicate, redeal=same-dealer and redeal=next-dealer, separated by ";".',
        { text: raw },
      );
    }
  }
  return options;
};

/** Writes options back in the order {@link readOptions} documents. */
export const writeOptions = (o: RuleOptions): string =>
  [
    o.nullos ? 'nullos' : '',
    o.threeHanded ? 'three-handed' : '',
    o.duplicate ? 'duplicate' : '',
    o.passedOutRedeal === 'sameDealer' ? 'redeal=same-dealer' : o.passedOutRedeal === 'nextDealer' ? 'redeal=next-dealer' : '',
  ]
    .filter((x) => x !== '')
    .join(';');

const before = (a: SourcePos, b: SourcePos | undefined): boolean =>
  b === undefined || a.line < b.line || (a.line === b.line && a.column < b.column);

/** Tags a record reads into its own fields (and sections it reads), which `record.tags` does not repeat. */
export const CONSUMED = new Set([
  'Board',
  'Dealer',
  'Vulnerable',
  'Deal',
  'RuleSet',
  'RuleSetOptions',
  'Title',
  'Event',
  'Auction',
  'Play',
  'Note',
  'Declarer',
  'Contract',
  'Result',
]);

/** Tags the export always writes, with "?" when unknown; "?" read back means "not given". */
const PLACEHOLDER_TAGS = new Set(['Site', 'Date', 'West', 'North', 'East', 'South', 'Scoring']);
const isPlaceholder = (name: string, value: string): boolean => value === '?' || (name === 'Date' && value === '????.??.??');

/**
 * The Declarer, Contract and Result that {@link makePbn} writes for a record from its calls,
 * play and result alone. On import a tag that says the same is dropped from `record.tags`; one
 * that says more (a swapped declarer `^N`, `"NS 9 EW 4"`, a contract without an auction) is kept.
 */
export const derivedMandatory = (
  calls: readonly CallEntry[],
  dealer: Seat,
  result: number | undefined,
): { Declarer: string; Contract: string; Result: string } => {
  const summary = summariseAuction(calls.map((c, i) => ({ seat: rotate(dealer, i), call: c.call })));
  if (summary.passedOut) return { Declarer: '', Contract: 'Pass', Result: '' };
  const c = summary.contract;
  return {
    Declarer: c ? c.declarer : '?',
    Contract: c ? formatContract(c) : '?',
    Result: result !== undefined ? String(result) : '?',
  };
};

/** The rule set of a game: the dialect's RuleSet and RuleSetOptions tags (see the module comment of index.ts). */
const rulesOf = (game: PbnGame, sink: Sink): { ruleSet: string; options?: RuleOptions; rules?: RuleSet } => {
  const tag = (name: string): PbnTag | undefined => firstTag(game, name);
  const ruleSetTag = tag('RuleSet');
  const ruleSet = known(ruleSetTag) ?? PBN_DEFAULT_RULE_SET;
  const base = getRuleSet(ruleSet);
  if (!base && ruleSetTag) {
    sink.problem(
      'PBN_RULE_SET_UNKNOWN',
      `"${ruleSet}" is not a rule set.`,
      ruleSetTag.valuePos,
      `The rule sets are ${RULE_SET_IDS.join(', ')}.`,
      { text: ruleSet, ids: RULE_SET_IDS.join(', ') },
    );
  }
  const optionsTag = tag('RuleSetOptions');
  const readOpts = optionsTag ? readOptions(optionsTag, sink) : undefined;
  const options = readOpts && Object.keys(readOpts).length > 0 ? readOpts : undefined;
  const rules = base ? (options ? withOptions(base, options) : base) : undefined;
  return { ruleSet, ...(options ? { options } : {}), ...(rules ? { rules } : {}) };
};

/** Every note should be referred to (PBN 2.1 §3.9). */
const warnUnusedNotes = (game: PbnGame, used: ReadonlySet<PbnNote>, sink: Sink): void => {
  for (const section of game.sections) {
    for (const note of section.notes) {
      if (!used.has(note))
        sink.warn('PBN_NOTE_UNUSED', `Note ${note.number} of the ${section.name} section is never referred to.`, note.pos, undefined, {
          n: note.number,
          section: section.name,
        });
    }
  }
};

/** Tags kept as written: everything the record's fields do not say. */
const keptTags = (game: PbnGame, calls: readonly CallEntry[], dealer: Seat, tricks: number | undefined): Map<string, string> => {
  const mandatory = derivedMandatory(calls, dealer, tricks);
  // A Map, not an object: a tag may be named anything, "__proto__" included.
  const tags = new Map<string, string>();
  const otherSections = new Set(game.sections.filter((s) => s.kind === 'other').map((s) => s.pos));
  for (const t of game.tags) {
    if (t.repeated || tags.has(t.name) || isTableTag(t.name) || otherSections.has(t.pos)) continue;
    if (t.name === 'Declarer' || t.name === 'Contract' || t.name === 'Result') {
      if (t.value !== mandatory[t.name]) tags.set(t.name, t.value);
      continue;
    }
    if (CONSUMED.has(t.name)) continue;
    if (PLACEHOLDER_TAGS.has(t.name) && isPlaceholder(t.name, t.value)) continue;
    tags.set(t.name, t.value);
  }
  return tags;
};

/**
 * The introduction: the comments before the first tag, after the tags before the first call or
 * card, and on the auction's leading "-". The Play tag's own commentary follows the auction: it
 * goes with the last call.
 */
const introOf = (
  game: PbnGame,
  calls: readonly CallEntry[],
  auction: AuctionRead | undefined,
  play: PlayRead | undefined,
  playSection: PbnSection | undefined,
): string[] => {
  const playTag = playSection ? game.tags.find((t) => t.name === 'Play' && t.pos === playSection.pos) : undefined;
  const firstItem = auction?.firstItemPos ?? play?.firstItemPos;
  const intro: string[] = game.commentary.map((c) => commentText(c.text));
  for (const t of game.tags) {
    if (t.name === 'Note' || t.inherited === 'default' || t.inherited === 'carried') continue;
    const texts = t.commentary.map((c) => commentText(c.text));
    if (t === playTag && calls.length > 0) {
      const last = calls[calls.length - 1] as { note?: string };
      last.note = joinNotes([last.note ?? '', ...texts]);
    } else if (before(t.pos, firstItem)) append(intro, texts);
  }
  append(intro, auction?.leadingComments ?? []);
  return intro;
};

/**
 * The dealer: the Dealer tag, else (without an Auction) the board number's (board 1 North,
 * 2 East...), else the Deal's first seat; `null`, reported, for an Auction without one.
 */
const dealerOf = (game: PbnGame, dealTag: PbnTag | undefined, auctionSection: PbnSection | undefined, sink: Sink): Seat | null => {
  const dealer = readSeat(known(firstTag(game, 'Dealer')));
  if (dealer) return dealer;
  if (auctionSection) {
    sink.fatal(
      'PBN_NO_DEALER',
      'This game has an Auction but no Dealer: the calls cannot be given to their seats.',
      auctionSection.pos,
      'Add [Dealer "N"] (or E, S, W).',
      NO_ARGS,
    );
    return null;
  }
  const board = Number(known(firstTag(game, 'Board')));
  return Number.isInteger(board) && board > 0 ? SEATS[(board - 1) % 4]! : (readSeat(dealTag?.value.trim()[0]) ?? 'N');
};

/** Vulnerability: contract bridge only; the dialect writes None (ARCHITECTURE.md). */
const vulnerabilityOf = (game: PbnGame, rules: RuleSet | undefined, sink: Sink): Vulnerability | undefined => {
  const vulTag = firstTag(game, 'Vulnerable');
  const vulnerability = vulTag && known(vulTag) !== undefined ? readVulnerability(vulTag.value) : undefined;
  if (vulTag && rules && rules.scoring.kind === 'auction' && vulnerability !== undefined && vulnerability !== 'None') {
    sink.problem(
      'PBN_VULNERABLE_AUCTION',
      `Auction Bridge has no vulnerability, but this hand says [Vulnerable "${vulTag.value}"].`,
      vulTag.valuePos,
      'Write [Vulnerable "None"].',
      { text: vulTag.value },
    );
  }
  return vulnerability;
};

/**
 * Reads the Auction section. In lenient mode an auction that disagrees with its Contract and
 * Declarer tags is read again with the passes it seems to leave out put first (rpbridge.net
 * files; corpus README §3), with a problem saying so. A strict reader reports the disagreement
 * and builds no record anyway.
 */
const readCalls = (
  auctionSection: PbnSection,
  dealer: Seat,
  rules: RuleSet | undefined,
  game: PbnGame,
  written: WrittenContract,
  sink: Sink,
  used: Set<PbnNote>,
): AuctionRead => {
  const { writtenContract, writtenDeclarer, swapped } = written;
  if (sink.strict) return readAuction(auctionSection, dealer, rules, game, sink, used, 0);
  // Read once into a sink of its own: kept when no pass is missing (the usual case).
  const trialSink = makeSink(sink.strict);
  const trialUsed = new Set(used);
  const trial = readAuction(auctionSection, dealer, rules, game, trialSink, trialUsed, 0);
  const missing = missingPasses(trial, dealer, writtenContract, writtenDeclarer, swapped);
  if (missing === 0) {
    append(sink.list, trialSink.list);
    for (const note of trialUsed) used.add(note);
    return trial;
  }
  const auction = readAuction(auctionSection, dealer, rules, game, sink, used, missing);
  sink.problem(
    'PBN_AUCTION_PASSES_MISSING',
    `The auction seems to leave out the first ${missing === 1 ? 'pass' : `${missing} passes`}: ${seatWord(dealer)} deals, and only with ${missing === 1 ? 'a pass' : `${missing} passes`} first does it end in the Contract and Declarer given.`,
    auctionSection.pos,
    `Write ${Array(missing).fill('Pass').join(' ')} before the first bid.`,
    missing === 1 ? { seat: dealer } : { n: missing, seat: dealer, passes: Array(missing).fill('Pass').join(' ') },
    missing === 1 ? 'PBN_AUCTION_PASSES_MISSING.one' : 'PBN_AUCTION_PASSES_MISSING.many',
  );
  return auction;
};

/** What the Play section is read with: the contract as the auction and the tags give it. */
interface PlayContext {
  readonly passedOut: boolean;
  readonly playStrain: Strain | undefined;
  readonly playDeclarer: Seat | undefined;
  /** Whether the auction, complete and regular, gave the contract. */
  readonly derived: boolean;
  readonly written: WrittenContract;
}

/**
 * Reads the Play section against the deal and the contract; `undefined` after a passed-out
 * auction, `null` (reported) when there is no deal, trump suit or declarer to read it with.
 * Comments that belong to no card go to `orphan`.
 */
const readPlayOf = (
  playSection: PbnSection,
  hasDeal: boolean,
  deal: Deal,
  ctx: PlayContext,
  game: PbnGame,
  sink: Sink,
  used: Set<PbnNote>,
  orphan: string[],
): PlayRead | undefined | null => {
  const { passedOut, playStrain, playDeclarer, derived, written } = ctx;
  if (!hasDeal) {
    sink.fatal(
      'PBN_NO_DEAL',
      'This game has a Play section but no Deal: the cards cannot be put in the order played.',
      playSection.pos,
      'Add the Deal tag.',
      NO_ARGS,
      'PBN_NO_DEAL.play',
    );
    return null;
  }
  if (passedOut && playSection.items.some((i) => i.kind === 'card')) {
    sink.problem('PBN_PLAY_PASSED_OUT', 'The hand was passed out, yet the Play section gives cards.', playSection.pos, undefined, NO_ARGS);
  } else if (playStrain === undefined && !passedOut) {
    sink.fatal(
      'PBN_NO_CONTRACT',
      'This game has a Play section but no contract: without the trump suit the tricks cannot be read.',
      playSection.pos,
      'Add the Contract tag or the auction.',
      NO_ARGS,
    );
    return null;
  } else if (playDeclarer === undefined && written.writtenContract?.level !== undefined && !derived) {
    sink.fatal(
      'PBN_NO_DECLARER',
      'This game has a Play section but no declarer: the opening leader is unknown.',
      playSection.pos,
      'Add the Declarer tag or the auction.',
      NO_ARGS,
    );
    return null;
  }
  if (passedOut) return undefined;
  return readPlay(playSection, deal, playStrain ? trumpOf(playStrain) : null, playDeclarer, game, sink, used, (t) => orphan.push(t));
};

/** The game's Auction and Play sections (the first of each: a second one is reported and ignored). */
const sectionsOf = (game: PbnGame, sink: Sink): { auctionSection?: PbnSection; playSection?: PbnSection } => {
  const auctionSection = game.sections.find((s) => s.kind === 'auction');
  const playSection = game.sections.find((s) => s.kind === 'play');
  for (const extra of game.sections.filter(
    (s) => (s.kind === 'auction' && s !== auctionSection) || (s.kind === 'play' && s !== playSection),
  )) {
    sink.problem('PBN_SECTION_REPEATED', `This game has a second ${extra.name} section; it is ignored.`, extra.pos, undefined, {
      section: extra.name,
    });
  }
  return { ...(auctionSection ? { auctionSection } : {}), ...(playSection ? { playSection } : {}) };
};

/** Comments of the Play section that belong to no card go to the last card's note. */
const attachOrphans = (playEntries: readonly PlayEntry[], orphan: readonly string[]): void => {
  for (const text of orphan) {
    if (text === '') continue;
    const last = playEntries[playEntries.length - 1] as { note?: string } | undefined;
    if (last) last.note = joinNotes([last.note ?? '', text]);
  }
};

/** The title and the tags kept as written, with Event kept when the title does not say it. */
const titleAndTags = (
  game: PbnGame,
  calls: readonly CallEntry[],
  dealer: Seat,
  tricks: number | undefined,
): { title: string | undefined; tags: Map<string, string> } => {
  const tags = keptTags(game, calls, dealer, tricks);
  const title = known(firstTag(game, 'Title')) ?? known(firstTag(game, 'Event'));
  const event = firstTag(game, 'Event');
  if (event && known(event) !== undefined && known(event) !== title) tags.set('Event', event.value);
  else if (event && event.value === '' && title === undefined) tags.set('Event', '');
  return { title, tags };
};

/** The auction and the contract the play is read under, from the Auction section and the Contract and Declarer tags. */
const contractOf = (
  game: PbnGame,
  auctionSection: PbnSection | undefined,
  dealer: Seat,
  rules: RuleSet | undefined,
  sink: Sink,
  used: Set<PbnNote>,
): { auction: AuctionRead | undefined; ctx: PlayContext } => {
  const written = writtenContractOf(game);
  const { writtenContract, writtenDeclarer } = written;
  const auction = auctionSection ? readCalls(auctionSection, dealer, rules, game, written, sink, used) : undefined;
  const derived = checkContractTags(written, auction, rules, sink);
  const passedOut = derived ? derived.passedOut : writtenContract?.passed === true;
  const playDeclarer: Seat | undefined = writtenDeclarer ?? derived?.contract?.declarer ?? undefined;
  const playStrain: Strain | undefined = derived?.contract?.strain ?? writtenContract?.strain;
  return { auction, ctx: { passedOut, playStrain, playDeclarer, derived: derived !== undefined, written } };
};

/** Builds the record of one game. Reports problems to `sink`; `null` when there is nothing to build on. */
export const buildRecord = (game: PbnGame, sink: Sink): HandRecord | null => {
  const { auctionSection, playSection } = sectionsOf(game, sink);
  // `[Deal ""]` and `[Deal "?"]` give no deal (the writer's form for a record without one).
  const dealTag = known(firstTag(game, 'Deal')) !== undefined ? firstTag(game, 'Deal') : undefined;
  const hasData =
    dealTag !== undefined || auctionSection !== undefined || playSection !== undefined || known(firstTag(game, 'Contract')) !== undefined;
  if (!hasData) return null;

  const { ruleSet, options, rules } = rulesOf(game, sink);
  const readDealResult = dealTag ? readDeal(dealTag, sink) : undefined;
  if (dealTag && !readDealResult) return null;
  const deal: Deal = readDealResult ?? { N: null, E: null, S: null, W: null };
  const dealer = dealerOf(game, dealTag, auctionSection, sink);
  if (!dealer) return null;
  const vulnerability = vulnerabilityOf(game, rules, sink);

  const used = new Set<PbnNote>();
  const { auction, ctx } = contractOf(game, auctionSection, dealer, rules, sink, used);
  const calls = auction?.entries ?? [];
  const orphan: string[] = [];
  const play = playSection ? readPlayOf(playSection, dealTag !== undefined, deal, ctx, game, sink, used, orphan) : undefined;
  if (play === null) return null;
  const playEntries = play?.entries ?? [];
  attachOrphans(playEntries, orphan);

  const { passedOut, playStrain, playDeclarer, written } = ctx;
  const declaringSide = playDeclarer ? sideOf(playDeclarer) : undefined;
  const result = checkResult(game, written, { play, playStrain, declaringSide, passedOut }, sink);
  warnUnusedNotes(game, used, sink);
  const introText = joinNotes(introOf(game, calls, auction, play, playSection));
  const { title, tags } = titleAndTags(game, calls, dealer, result.tricks);
  const board = known(firstTag(game, 'Board'));
  const contract = calls.length === 0 && !passedOut ? statedContractOf(written, playStrain, playDeclarer, playSection) : undefined;
  const claim = play?.stopPos && result.tricks !== undefined ? { tricks: result.tricks, pos: play.stopPos } : undefined;
  return {
    ...(title !== undefined ? { title } : {}),
    ruleSet,
    ...(options ? { options } : {}),
    ...(board !== undefined ? { board } : {}),
    dealer,
    deal,
    ...(vulnerability !== undefined ? { vulnerability } : {}),
    ...(introText !== undefined ? { intro: introText } : {}),
    calls,
    ...(contract ? { contract } : {}),
    play: playEntries,
    ...(claim ? { claim } : {}),
    ...(result.tricks !== undefined ? { result: result.tricks } : {}),
    ...(tags.size > 0 ? { tags: Object.fromEntries(tags) } : {}),
    pos: game.pos,
  };
};
