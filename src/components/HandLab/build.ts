/**
 * Building a hand: every change the reader can make to the hand under construction
 * ({@link HandAction}) and {@link handReducer}, which applies one and says what happened. The
 * engine decides every rule; a change it does not allow comes back refused with its reason.
 *
 * ```ts
 * let hand = emptyHand();
 * hand = handReducer(hand, { type: 'randomDeal', seed: 'lesson-3' }).hand;
 * hand = handReducer(hand, { type: 'call', call: { type: 'bid', level: 1, strain: 'S' } }).hand;
 * ```
 *
 * @packageDocumentation
 */
import { applyCall, checkCall } from '../../engine/auction.ts';
import { applyCard, checkClaim } from '../../engine/play.ts';
import { randomDeal } from '../../engine/deal.ts';
import { RULE_SETS } from '../../engine/rules/index.ts';
import type { RuleSetId } from '../../engine/rules/types.ts';
import { SEATS, type BySeat, type Call, type Card, type Seat } from '../../engine/types.ts';
import { diagnosticText } from '../../i18n/diagnostics.ts';
import { translator, type Translate } from '../../i18n/lab.ts';
import { seatName, spellCall } from '../shared/format.ts';
import {
  cleanDeal,
  clip,
  emptyHand,
  HAND_CARDS,
  holderOf,
  nullosAllowed,
  progress,
  rebuild,
  sortedDeal,
  undealt,
  type LabHand,
} from './hand.ts';
import { MAX_NOTE_CHARS, MAX_SEED_CHARS, MAX_TITLE_CHARS } from './limits.ts';
import { callAnnouncement, cardAnnouncement, cardWords, droppedWords, noPlayReason, tricksWords } from './words.ts';
import { ruleSetName } from '../../i18n/rule-sets.ts';

/** What a change did, for the live region: done, or refused with the reason. */
export interface LabNotice {
  readonly kind: 'done' | 'refused';
  readonly text: string;
}

/** The hand after a change, and what to announce. */
export interface HandUpdate {
  readonly hand: LabHand;
  readonly notice: LabNotice | null;
}

/** Every change the reader can make to the hand under construction. */
export type HandAction =
  /** Give a card to a seat; a card the seat already holds goes back to the pack. */
  | { readonly type: 'assign'; readonly card: Card; readonly seat: Seat }
  /** Replace the deal (from a typed PBN deal). */
  | { readonly type: 'setDeal'; readonly deal: BySeat<readonly Card[]> }
  /** Give every undealt card to a seat (when they fit). */
  | { readonly type: 'fillRest'; readonly seat: Seat }
  | { readonly type: 'clearDeal' }
  /** Deal at random from a seed (`randomDeal`, from the dealer's left). */
  | { readonly type: 'randomDeal'; readonly seed: string }
  | { readonly type: 'setDealer'; readonly dealer: Seat }
  | { readonly type: 'setRuleSet'; readonly ruleSet: RuleSetId }
  | { readonly type: 'setNullos'; readonly on: boolean }
  | { readonly type: 'call'; readonly call: Call }
  | { readonly type: 'card'; readonly card: Card }
  /** Declarer's side's final total of tricks. */
  | { readonly type: 'claim'; readonly tricks: number }
  /** Take back the claim, else the last card, else the last call. */
  | { readonly type: 'undo' }
  /** The note of a step: 0 is the introduction, then one step per call and per card. */
  | { readonly type: 'note'; readonly step: number; readonly text: string }
  | { readonly type: 'title'; readonly text: string }
  /** Replace the whole hand (from a link, a pasted board or storage); it is rebuilt first. */
  | { readonly type: 'load'; readonly hand: LabHand }
  | { readonly type: 'reset' };

const done = (hand: LabHand, text: string): HandUpdate => ({ hand, notice: { kind: 'done', text } });
const refused = (hand: LabHand, text: string): HandUpdate => ({ hand, notice: { kind: 'refused', text } });

/** The note at a step (0 the introduction, then calls, then cards); `''` when none. */
export const noteAt = (hand: LabHand, step: number): string => {
  if (step === 0) return hand.intro;
  if (step <= hand.calls.length) return hand.calls[step - 1]?.note ?? '';
  return hand.play[step - 1 - hand.calls.length]?.note ?? '';
};

const withNote = <T extends { readonly note?: string }>(entry: T, text: string): T => {
  const { note: _old, ...rest } = entry;
  return (text === '' ? rest : { ...rest, note: text }) as T;
};

/** Changes of the deal, refused once the play has begun (the deal is then fixed). */
const dealChange = (
  hand: LabHand,
  action: Extract<HandAction, { type: 'assign' | 'setDeal' | 'fillRest' | 'clearDeal' | 'randomDeal' }>,
  tr: Translate,
): HandUpdate => {
  switch (action.type) {
    case 'assign': {
      const holder = holderOf(hand.deal, action.card);
      const words = cardWords(action.card, tr);
      if (holder === action.seat) {
        const deal = { ...hand.deal, [action.seat]: hand.deal[action.seat].filter((c) => c !== action.card) };
        return done(
          { ...hand, deal },
          tr('lab.deal.returned', { card: words, seat: seatName(action.seat, tr), count: deal[action.seat].length }),
        );
      }
      if (hand.deal[action.seat].length >= HAND_CARDS) return refused(hand, tr('lab.deal.full', { seat: seatName(action.seat, tr) }));
      const without = holder === null ? hand.deal : { ...hand.deal, [holder]: hand.deal[holder].filter((c) => c !== action.card) };
      const deal = sortedDeal({ ...without, [action.seat]: [...without[action.seat], action.card] });
      return done(
        { ...hand, deal },
        tr('lab.deal.given', { card: words, seat: seatName(action.seat, tr), count: deal[action.seat].length }),
      );
    }
    case 'setDeal': {
      const clean = cleanDeal(action.deal);
      return done({ ...hand, deal: clean }, tr('lab.deal.typed', { count: SEATS.reduce((n, s) => n + clean[s].length, 0) }));
    }
    case 'fillRest': {
      const rest = undealt(hand.deal);
      const room = HAND_CARDS - hand.deal[action.seat].length;
      if (rest.length === 0) return refused(hand, tr('lab.deal.nothingLeft'));
      if (rest.length > room)
        return refused(hand, tr('lab.deal.restTooMany', { count: rest.length, seat: seatName(action.seat, tr), room }));
      const deal = sortedDeal({ ...hand.deal, [action.seat]: [...hand.deal[action.seat], ...rest] });
      return done({ ...hand, deal }, tr('lab.deal.restGiven', { count: rest.length, seat: seatName(action.seat, tr) }));
    }
    case 'clearDeal':
      return done({ ...hand, deal: { N: [], E: [], S: [], W: [] } }, tr('lab.deal.cleared'));
    case 'randomDeal': {
      const seed = clip(action.seed, MAX_SEED_CHARS).trim();
      if (seed === '') return refused(hand, tr('lab.deal.seedEmpty'));
      const deal = randomDeal(seed, hand.dealer);
      return done({ ...hand, deal }, tr('lab.deal.random', { seed, dealer: seatName(hand.dealer, tr) }));
    }
  }
};

/** A new dealer, rule set or nullos option: the hand rebuilt, and what it dropped said. */
const settingChange = (
  hand: LabHand,
  action: Extract<HandAction, { type: 'setDealer' | 'setRuleSet' | 'setNullos' }>,
  tr: Translate,
): HandUpdate => {
  switch (action.type) {
    case 'setDealer':
    case 'setRuleSet':
    case 'setNullos': {
      const next: LabHand =
        action.type === 'setDealer'
          ? { ...hand, dealer: action.dealer }
          : action.type === 'setRuleSet'
            ? { ...hand, ruleSet: action.ruleSet, nullos: hand.nullos && nullosAllowed(action.ruleSet) }
            : { ...hand, nullos: action.on && nullosAllowed(hand.ruleSet) };
      const r = rebuild(next);
      const what =
        action.type === 'setDealer'
          ? tr('lab.changed.dealer', { dealer: seatName(action.dealer, tr) })
          : action.type === 'setRuleSet'
            ? tr('lab.changed.ruleSet', { rules: ruleSetName(RULE_SETS[action.ruleSet]) })
            : tr(next.nullos ? 'lab.changed.nullosOn' : 'lab.changed.nullosOff');
      const lost = droppedWords(r.dropped, tr);
      return done(r.hand, lost === '' ? what : `${what} ${lost}`);
    }
  }
};

/** A call, a card, a claim or undo, each checked by the engine. */
const playChange = (
  hand: LabHand,
  action: Extract<HandAction, { type: 'call' | 'card' | 'claim' | 'undo' }>,
  tr: Translate,
  lang: string,
): HandUpdate => {
  const p = progress(hand);
  switch (action.type) {
    case 'call': {
      if (p.auction.complete) return refused(hand, tr('lab.auction.over'));
      const problem = checkCall(p.rules, p.auction, action.call);
      if (problem) return refused(hand, diagnosticText(problem, lang).message);
      const seat = p.auction.toAct!;
      const after = applyCall(p.rules, p.auction, action.call);
      if (!after.ok) return refused(hand, diagnosticText(after.error, lang).message);
      return done({ ...hand, calls: [...hand.calls, { call: action.call }] }, callAnnouncement(seat, action.call, after.value, tr));
    }
    case 'card': {
      if (p.play === null || p.phase !== 'play') return refused(hand, noPlayReason(hand, p, tr));
      const r = applyCard(p.play, action.card);
      if (!r.ok) return refused(hand, diagnosticText(r.error, lang).message);
      return done({ ...hand, play: [...hand.play, { card: action.card }] }, cardAnnouncement(p.play, r.value, action.card, tr));
    }
    case 'claim': {
      if (p.play === null || p.phase !== 'play') return refused(hand, noPlayReason(hand, p, tr));
      const r = checkClaim(p.play, action.tricks);
      if (!r.ok) return refused(hand, diagnosticText(r.error, lang).message);
      return done(
        { ...hand, claim: r.value },
        tr('replay.announce.claim', { seat: seatName(p.play.declarer, tr), tricks: tricksWords(r.value, tr) }),
      );
    }
    case 'undo': {
      if (hand.claim !== null) return done({ ...hand, claim: null }, tr('lab.undo.claim'));
      const lastCard = hand.play[hand.play.length - 1];
      if (lastCard) return done({ ...hand, play: hand.play.slice(0, -1) }, tr('lab.undo.card', { card: cardWords(lastCard.card, tr) }));
      const lastCall = hand.calls[hand.calls.length - 1];
      if (lastCall)
        return done({ ...hand, calls: hand.calls.slice(0, -1) }, tr('lab.undo.call', { call: spellCall(lastCall.call, tr).spoken }));
      return refused(hand, tr('lab.undo.nothing'));
    }
  }
};

/** A note on a step, or the title: cut to their limits. */
const textChange = (hand: LabHand, action: Extract<HandAction, { type: 'note' | 'title' }>, tr: Translate): HandUpdate => {
  const p = progress(hand);
  switch (action.type) {
    case 'note': {
      const text = clip(action.text, MAX_NOTE_CHARS);
      const s = action.step;
      if (!Number.isInteger(s) || s < 0 || s > p.steps) return refused(hand, tr('lab.note.noStep'));
      if (s === 0) return { hand: { ...hand, intro: text }, notice: null };
      if (s <= hand.calls.length) {
        const calls = hand.calls.map((c, i) => (i === s - 1 ? withNote(c, text) : c));
        return { hand: { ...hand, calls }, notice: null };
      }
      const play = hand.play.map((c, i) => (i === s - 1 - hand.calls.length ? withNote(c, text) : c));
      return { hand: { ...hand, play }, notice: null };
    }
    case 'title':
      return { hand: { ...hand, title: clip(action.text, MAX_TITLE_CHARS) }, notice: null };
  }
};

/**
 * Applies one change to the hand under construction and says what happened. A change the rules
 * do not allow leaves the hand as it was and comes back `refused`, with the engine's reason:
 * an illegal call (`checkCall`), an illegal card (`applyCard`), an impossible claim
 * (`checkClaim`), a card for a hand that already holds thirteen, a deal change after the play
 * has begun. Changing the dealer or the rule set keeps the calls and cards that are still legal
 * (see {@link rebuild}) and says how many were dropped.
 */
export const handReducer = (hand: LabHand, action: HandAction, lang = 'en'): HandUpdate => {
  const tr = translator(lang);
  switch (action.type) {
    case 'assign':
    case 'setDeal':
    case 'fillRest':
    case 'clearDeal':
    case 'randomDeal':
      return hand.play.length > 0 ? refused(hand, tr('lab.deal.locked')) : dealChange(hand, action, tr);
    case 'setDealer':
    case 'setRuleSet':
    case 'setNullos':
      return settingChange(hand, action, tr);
    case 'call':
    case 'card':
    case 'claim':
    case 'undo':
      return playChange(hand, action, tr, lang);
    case 'note':
    case 'title':
      return textChange(hand, action, tr);
    case 'load': {
      const r = rebuild(action.hand);
      const lost = droppedWords(r.dropped, tr);
      return done(r.hand, lost === '' ? tr('lab.loaded') : `${tr('lab.loaded')} ${lost}`);
    }
    case 'reset':
      return done(emptyHand(hand.ruleSet), tr('lab.cleared.hand'));
  }
};
