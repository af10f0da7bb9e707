/**
 * The Contract, Declarer and Result tags: read as written, checked against the rule set, the
 * auction (law 46 for the declarer) and the play, and the contract of a game without an
 * Auction.
 *
 * @packageDocumentation
 */
import { formatContract, trumpOf } from '../../auction.ts';
import type { StatedContract } from '../../record.ts';
import type { RuleSet } from '../../rules/index.ts';
import { partner, rightHandOpponent } from '../../seat.ts';
import { type Seat, type Side, type Strain, STRAIN_NAMES } from '../../types.ts';
import type { AuctionRead } from './auction.ts';
import { type ContractTag, contractText, readContractTag, readResult } from './contract.ts';
import { defenderHoldsTopTrump, type PlayRead } from './play.ts';
import { seatWord, type Sink } from './sink.ts';
import { firstTag, known, readSeat } from './tag-values.ts';
import type { PbnGame, PbnSection, PbnTag } from './types.ts';

/** The Contract and Declarer tags as written. */
export interface WrittenContract {
  readonly contractTag: PbnTag | undefined;
  readonly declarerTag: PbnTag | undefined;
  readonly writtenContract: ContractTag | undefined;
  readonly declarerText: string | undefined;
  readonly writtenDeclarer: Seat | undefined;
  /** `^N`: declarer and dummy swapped places. */
  readonly swapped: boolean;
}

export const writtenContractOf = (game: PbnGame): WrittenContract => {
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
export const checkContractTags = (
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
export interface ResultContext {
  readonly play: PlayRead | undefined;
  readonly playStrain: Strain | undefined;
  readonly declaringSide: Side | undefined;
  readonly passedOut: boolean;
}

/** Reads the Result tag as the declaring side's tricks and checks it against the contract and the play. */
export const checkResult = (game: PbnGame, w: WrittenContract, ctx: ResultContext, sink: Sink): ReturnType<typeof readResult> => {
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

/**
 * The contract of a game without an Auction, from its Contract and Declarer tags, for the record
 * to be played under. An end position names only the strain: its declarer is then the seat on
 * the right of the Play section's first seat, the opening leader's (law 58, 1912).
 */
export const statedContractOf = (
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
