/**
 * A game into a {@link HandRecord}: the rule set, the dealer and vulnerability, the auction and
 * play, the Contract, Declarer and Result tags checked against them, the introduction, and the
 * tags kept as written.
 *
 * @packageDocumentation
 */
import { formatContract, trumpOf } from '../../auction.ts';
import type { CallEntry, HandRecord, StatedContract } from '../../record.ts';
import { getRuleSet, RULE_SET_IDS, type RuleOptions, type RuleSet, withOptions } from '../../rules/index.ts';
import { partner, rightHandOpponent, rotate, sideOf } from '../../seat.ts';
import { NO_ARGS, type SourcePos } from '../../source.ts';
import { type Deal, type Seat, SEATS, type Side, type Strain, STRAIN_NAMES, type Vulnerability } from '../../types.ts';
import { type AuctionRead, missingPasses, readAuction, summariseAuction } from './auction.ts';
import { type ContractTag, contractText, readContractTag, readResult } from './contract.ts';
import { readDeal } from './deal.ts';
import { commentText, joinNotes } from './notes.ts';
import { defenderHoldsTopTrump, type PlayRead, readPlay } from './play.ts';
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

/** The Contract and Declarer tags as written. */
interface WrittenContract {
  readonly contractTag: PbnTag | undefined;
  readonly declarerTag: PbnTag | undefined;
  readonly writtenContract: ContractTag | undefined;
  readonly declarerText: string | undefined;
  readonly writtenDeclarer: Seat | undefined;
  /** `^N`: declarer and dummy swapped places. */
  readonly swapped: boolean;
}

const writtenContractOf = (game: PbnGame): WrittenContract => {
  const contractTag = firstTag(game, 'Contract');
  const declarerTag = firstTag(game, 'Declarer');
  const declarerText = known(declarerTag);
  return {
    contractTag,
    declarerTag,
    writtenContract: readContractTag(known(contractTag)),
    declarerText,
    writtenDeclarer: readSeat(declarerText?.replace('^', '')),
    swapped: declarerText?.startsWith('^') ?? false,
  };
};

/**
 * Checks the Contract and Declarer tags against the rule set and, where it is complete and
 * regular, against the auction (law 46 for the declarer). Returns that auction, or `undefined`.
 */
const checkContractTags = (
  w: WrittenContract,
  auction: AuctionRead | undefined,
  rules: RuleSet | undefined,
  sink: Sink,
): AuctionRead | undefined => {
  const { contractTag, declarerTag, writtenContract, declarerText, writtenDeclarer, swapped } = w;
  if (writtenContract?.strain && rules && !rules.auction.strains.includes(writtenContract.strain)) {
    sink.problem(
      'PBN_STRAIN_NOT_IN_RULE_SET',
      `[Contract "${contractTag!.value}"]: there are no ${STRAIN_NAMES[writtenContract.strain].many} under ${rules.label}.`,
      contractTag!.valuePos,
      undefined,
      { text: contractTag!.value, strains: writtenContract.strain, rules: rules.id },
      'PBN_STRAIN_NOT_IN_RULE_SET.contract',
    );
  }
  if (writtenContract && /^[1-7]?N$/i.test(known(contractTag)!.replace(/X+$/i, ''))) {
    sink.problem(
      'PBN_NONSTANDARD',
      `[Contract "${contractTag!.value}"] is not standard PBN: no-trump is written NT.`,
      contractTag!.valuePos,
      undefined,
      { text: contractTag!.value },
      'PBN_NONSTANDARD.contractN',
    );
  }
  const derived = auction && auction.complete && !auction.irregular ? auction : undefined;
  if (derived) {
    if ((contractTag && known(contractTag) !== undefined) || (contractTag && contractTag.value === '' && derived.contract)) {
      const expected = derived.passedOut ? 'Pass' : formatContract(derived.contract!);
      const got = writtenContract ? contractText(writtenContract) : contractTag.value;
      if (got.toUpperCase() !== expected.toUpperCase()) {
        sink.problem(
          'PBN_CONTRACT_MISMATCH',
          `[Contract "${contractTag.value}"] disagrees with the auction, which ends in ${derived.passedOut ? 'four passes' : expected}.`,
          contractTag.valuePos,
          `Write [Contract "${expected}"].`,
          { text: contractTag.value, expected },
          derived.passedOut ? 'PBN_CONTRACT_MISMATCH.passedOut' : 'PBN_CONTRACT_MISMATCH.bid',
        );
      }
    }
    if (declarerTag && (declarerText !== undefined || declarerTag.value === '')) {
      const d = derived.contract?.declarer;
      const ok =
        d === undefined
          ? declarerText === undefined
          : writtenDeclarer !== undefined && (swapped ? writtenDeclarer === partner(d) : writtenDeclarer === d);
      if (!ok) {
        sink.problem(
          'PBN_DECLARER_MISMATCH',
          d === undefined
            ? `[Declarer "${declarerTag.value}"]: the auction was passed out, so there is no declarer.`
            : `[Declarer "${declarerTag.value}"] disagrees with the auction: ${seatWord(d)} first named ${STRAIN_NAMES[derived.contract!.strain].many} for the declaring side.`,
          declarerTag.valuePos,
          d === undefined ? 'Write [Declarer ""].' : `Write [Declarer "${d}"] (or "^${partner(d)}" if declarer and dummy swapped places).`,
          d === undefined
            ? { text: declarerTag.value }
            : { text: declarerTag.value, seat: d, strains: derived.contract!.strain, letter: d, partner: partner(d) },
          d === undefined ? 'PBN_DECLARER_MISMATCH.passedOut' : 'PBN_DECLARER_MISMATCH.seat',
        );
      }
    }
  }
  return derived;
};

/** What the Result tag is checked against. */
interface ResultContext {
  readonly play: PlayRead | undefined;
  readonly playStrain: Strain | undefined;
  readonly declaringSide: Side | undefined;
  readonly passedOut: boolean;
}

/** Reads the Result tag as the declaring side's tricks and checks it against the contract and the play. */
const checkResult = (game: PbnGame, w: WrittenContract, ctx: ResultContext, sink: Sink): ReturnType<typeof readResult> => {
  const { play, playStrain, declaringSide, passedOut } = ctx;
  const { declarerTag } = w;
  const resultTag = firstTag(game, 'Result');
  const result = readResult(known(resultTag), declaringSide);
  if (result.tricks !== undefined && (passedOut || (declarerTag && declarerTag.value.trim() === ''))) {
    sink.problem(
      'PBN_RESULT_WITHOUT_CONTRACT',
      `[Result "${resultTag!.value}"] gives tricks, but ${passedOut ? 'the hand was passed out' : 'there is no declarer'}.`,
      resultTag!.valuePos,
      'Write [Result ""].',
      { text: resultTag!.value },
      passedOut ? 'PBN_RESULT_WITHOUT_CONTRACT.passedOut' : 'PBN_RESULT_WITHOUT_CONTRACT.noDeclarer',
    );
  }
  if (play && declaringSide && result.tricks !== undefined && !result.caret) {
    const mine = play.won[declaringSide];
    const trump = playStrain ? trumpOf(playStrain) : null;
    // The highest trump still held wins a trick whenever it is played (auction-laws.md §4.3):
    // if a defender holds it, the declaring side cannot win every trick left.
    const lost = trump !== null && defenderHoldsTopTrump(play.remaining, trump, declaringSide) ? 1 : 0;
    const possible = mine + (play.total - play.tricks) - lost;
    if (result.tricks < mine || result.tricks > possible) {
      sink.problem(
        'PBN_RESULT_IMPOSSIBLE',
        play.tricks === play.total
          ? `[Result "${resultTag!.value}"], but the declaring side won ${mine} tricks in the play.`
          : `[Result "${resultTag!.value}"] cannot be right: the declaring side has won ${mine} of the ${play.tricks} tricks played and can win at most ${possible}${lost ? ', since a defender holds the highest trump left' : ''}.`,
        resultTag!.valuePos,
        play.stopPos
          ? 'If the defenders accepted a claim they could have beaten, write the result with a caret: [Result "^n"].'
          : undefined,
        play.tricks === play.total
          ? { text: resultTag!.value, won: mine }
          : { text: resultTag!.value, won: mine, played: play.tricks, most: possible },
        play.tricks === play.total
          ? 'PBN_RESULT_IMPOSSIBLE.all'
          : lost
            ? 'PBN_RESULT_IMPOSSIBLE.partialTrump'
            : 'PBN_RESULT_IMPOSSIBLE.partial',
      );
    }
  }
  return result;
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
 * The contract of a game without an Auction, from its Contract and Declarer tags, for the record
 * to be played under. An end position names only the strain: its declarer is then the seat on
 * the right of the Play section's first seat, the opening leader's (law 58, 1912).
 */
const statedContractOf = (
  written: WrittenContract,
  strain: Strain | undefined,
  declarer: Seat | undefined,
  playSection: PbnSection | undefined,
): StatedContract | undefined => {
  const c = written.writtenContract;
  if (c === undefined || strain === undefined) return undefined;
  const leader = readSeat(playSection?.value);
  const seat = declarer ?? (c.level === undefined && leader !== undefined ? rightHandOpponent(leader) : undefined);
  if (seat === undefined) return undefined;
  return { ...(c.level !== undefined ? { level: c.level } : {}), strain, ...(c.doubled > 0 ? { doubled: c.doubled } : {}), declarer: seat };
};

/** Builds the record of one game. Reports problems to `sink`; `null` when there is nothing to build on. */
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

export const buildRecord = (game: PbnGame, sink: Sink): HandRecord | null => {
  const tag = (name: string): PbnTag | undefined => firstTag(game, name);
  const auctionSection = game.sections.find((s) => s.kind === 'auction');
  const playSection = game.sections.find((s) => s.kind === 'play');
  for (const extra of game.sections.filter(
    (s) => (s.kind === 'auction' && s !== auctionSection) || (s.kind === 'play' && s !== playSection),
  )) {
    sink.problem('PBN_SECTION_REPEATED', `This game has a second ${extra.name} section; it is ignored.`, extra.pos, undefined, {
      section: extra.name,
    });
  }
  // `[Deal ""]` and `[Deal "?"]` give no deal (the writer's form for a record without one).
  const dealTag = known(tag('Deal')) !== undefined ? tag('Deal') : undefined;
  const hasData =
    dealTag !== undefined || auctionSection !== undefined || playSection !== undefined || known(tag('Contract')) !== undefined;
  if (!hasData) return null;

  const { ruleSet, options, rules } = rulesOf(game, sink);

  // The deal and the dealer.
  const readDealResult = dealTag ? readDeal(dealTag, sink) : undefined;
  if (dealTag && !readDealResult) return null;
  const deal: Deal = readDealResult ?? { N: null, E: null, S: null, W: null };
  const dealer = dealerOf(game, dealTag, auctionSection, sink);
  if (!dealer) return null;
  const vulnerability = vulnerabilityOf(game, rules, sink);

  const used = new Set<PbnNote>();
  const written = writtenContractOf(game);
  const { writtenContract, writtenDeclarer } = written;
  const auction = auctionSection ? readCalls(auctionSection, dealer, rules, game, written, sink, used) : undefined;
  const calls = auction?.entries ?? [];

  const derived = checkContractTags(written, auction, rules, sink);
  const passedOut = derived ? derived.passedOut : writtenContract?.passed === true;
  const playDeclarer: Seat | undefined = writtenDeclarer ?? derived?.contract?.declarer ?? undefined;
  const playStrain: Strain | undefined = derived?.contract?.strain ?? writtenContract?.strain;

  // The play.
  const orphan: string[] = [];
  const playRead = playSection
    ? readPlayOf(
        playSection,
        dealTag !== undefined,
        deal,
        { passedOut, playStrain, playDeclarer, derived: derived !== undefined, written },
        game,
        sink,
        used,
        orphan,
      )
    : undefined;
  if (playRead === null) return null;
  const play = playRead;
  const playEntries = play?.entries ?? [];
  for (const text of orphan) {
    if (text === '') continue;
    const last = playEntries[playEntries.length - 1] as { note?: string } | undefined;
    if (last) last.note = joinNotes([last.note ?? '', text]);
  }

  const declaringSide = playDeclarer ? sideOf(playDeclarer) : undefined;
  const result = checkResult(game, written, { play, playStrain, declaringSide, passedOut }, sink);
  warnUnusedNotes(game, used, sink);

  const intro = introOf(game, calls, auction, play, playSection);

  const tags = keptTags(game, calls, dealer, result.tricks);
  const title = known(tag('Title')) ?? known(tag('Event'));
  const event = tag('Event');
  if (event && known(event) !== undefined && known(event) !== title) tags.set('Event', event.value);
  else if (event && event.value === '' && title === undefined) tags.set('Event', '');

  const board = known(tag('Board'));
  const introText = joinNotes(intro);
  const contract = calls.length === 0 && !passedOut ? statedContractOf(written, playStrain, playDeclarer, playSection) : undefined;
  const claim = play?.stopPos && result.tricks !== undefined ? { tricks: result.tricks, pos: play.stopPos } : undefined;
  const record: HandRecord = {
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
  return record;
};
