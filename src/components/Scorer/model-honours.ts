/**
 * Honours as players enter them at the table: a quick choice in the period's words ("four in
 * one hand", "three aces"), or each honour card placed in a hand. Either becomes the engine's
 * `HonourListing` (per position, relative to the declarer), which the engine classes and scores.
 *
 * The quick choices offered for a deal are found by asking the engine: each class of holding
 * (the engine's `HonourHolding` vocabulary, auction-laws.md §6.5) is written as a typical
 * listing and scored under the rubber's rule set; a choice that scores nothing there (simple
 * honours at Contract, say) is not offered. The points shown beside each choice are the
 * engine's.
 *
 * @packageDocumentation
 */
import { holdingsFromListing, honourKindOf, HONOUR_RANKS, scoreHonours, type HonourHolding } from '../../engine/honours.ts';
import type { RuleSet } from '../../engine/rules/types.ts';
import { POSITIONS, type HonourListing, type Position } from '../../engine/score/types.ts';
import { SUITS, type Strain } from '../../engine/types.ts';

/** A quick choice's class: the engine's holding, or the aces split two and two (nobody scores). */
export type QuickHolding = Exclude<HonourHolding, 'none'> | 'acesTwoEach';

/** Which side holds the honours of a quick choice. */
export type HonourHolder = 'declarer' | 'defenders';

/** Honours as entered for one deal. */
export type HonourEntry =
  /** Not entered: the engine scores no honours (and warns). */
  | { readonly kind: 'none' }
  | { readonly kind: 'quick'; readonly holder: HonourHolder; readonly holding: QuickHolding }
  /** Each honour placed: trump ranks (`A K Q J T`) or aces (`AS AH AD AC`) per position. */
  | { readonly kind: 'cards'; readonly listing: HonourListing };

/** No honours entered. */
export const NO_HONOURS: HonourEntry = { kind: 'none' };

type Hands = readonly [readonly string[], readonly string[], readonly string[], readonly string[]];

/**
 * A typical holding of each class, as [holder, holder's partner, an opponent, the other]:
 * trump honours A K Q J T (law 5, 1912), or the four aces at no-trump.
 */
const TYPICAL: { readonly [H in QuickHolding]: Hands } = {
  simple: [['A', 'K'], ['Q'], ['J'], ['T']],
  fourDivided: [['A', 'K'], ['Q', 'J'], ['T'], []],
  fiveDivided: [['A', 'K', 'Q'], ['J', 'T'], [], []],
  fourInOneHand: [['A', 'K', 'Q', 'J'], [], ['T'], []],
  fourInOneHandFifthWithPartner: [['A', 'K', 'Q', 'J'], ['T'], [], []],
  fiveInOneHand: [['A', 'K', 'Q', 'J', 'T'], [], [], []],
  acesTwoEach: [['AS'], ['AH'], ['AD'], ['AC']],
  threeAces: [['AS', 'AH'], ['AD'], ['AC'], []],
  fourAcesDivided: [['AS', 'AH'], ['AD', 'AC'], [], []],
  fourAcesInOneHand: [['AS', 'AH', 'AD', 'AC'], [], [], []],
};

const TRUMP_CLASSES: readonly QuickHolding[] = [
  'simple',
  'fourDivided',
  'fiveDivided',
  'fourInOneHand',
  'fourInOneHandFifthWithPartner',
  'fiveInOneHand',
];
const ACE_CLASSES: readonly QuickHolding[] = ['acesTwoEach', 'threeAces', 'fourAcesDivided', 'fourAcesInOneHand'];

/** The listing of a quick choice: the typical holding given to the holder's side. */
export const quickListing = (holder: HonourHolder, holding: QuickHolding): HonourListing => {
  const [mine, partner, oppA, oppB] = TYPICAL[holding];
  return holder === 'declarer'
    ? { declarer: mine, dummy: partner, lho: oppA, rho: oppB }
    : { declarer: oppA, dummy: oppB, lho: mine, rho: partner };
};

/** The honour cards of a strain, as the listing writes them: trump ranks, aces, or none (nullos). */
export const honourCardsOf = (strain: Strain): readonly string[] => {
  const kind = honourKindOf(strain);
  return kind === 'aces' ? SUITS.map((s) => `A${s}`) : kind === 'trumps' ? HONOUR_RANKS : [];
};

/** Whether an entry can stand at a strain (the cards of a listing must be its honours). */
const fitsStrain = (entry: HonourEntry, strain: Strain): boolean => {
  if (entry.kind === 'none') return true;
  const kind = honourKindOf(strain);
  if (entry.kind === 'quick') return (kind === 'aces' ? ACE_CLASSES : kind === 'trumps' ? TRUMP_CLASSES : []).includes(entry.holding);
  const cards = honourCardsOf(strain);
  return (
    POSITIONS.every((p) => entry.listing[p].every((c) => cards.includes(c))) &&
    (kind === 'trumps' || (entry.listing.voids ?? []).length === 0)
  );
};

/**
 * The engine's listing for an entry at a strain, or `null` for none (also when the entry was
 * made for another kind of strain: the contract changed from a suit to no-trump).
 */
export const honourListingOf = (entry: HonourEntry, strain: Strain): HonourListing | null => {
  if (entry.kind === 'none' || !fitsStrain(entry, strain)) return null;
  return entry.kind === 'quick' ? quickListing(entry.holder, entry.holding) : entry.listing;
};

/** One quick choice, with what the engine scores for it. */
export interface QuickChoice {
  readonly holder: HonourHolder;
  readonly holding: QuickHolding;
  /** Points to the holder's side (0 for aces two and two). */
  readonly points: number;
}

/**
 * The quick choices for a deal at a strain under a rule set (four-handed): every class the
 * engine scores there, for either side, with its points; aces two and two (scoring nothing)
 * at no-trump. Nullos have none (auction-laws.md §8.2).
 */
export const quickChoices = (rules: RuleSet, strain: Strain): QuickChoice[] => {
  const kind = honourKindOf(strain);
  const classes = kind === 'aces' ? ACE_CLASSES : kind === 'trumps' ? TRUMP_CLASSES : [];
  const trickValue = rules.auction.trickValues[strain] ?? 0;
  const out: QuickChoice[] = [];
  for (const holding of classes) {
    for (const holder of ['declarer', 'defenders'] as const) {
      if (holding === 'acesTwoEach' && holder === 'defenders') continue;
      const held = holdingsFromListing(quickListing(holder, holding), strain, 'S');
      if (!held.ok) continue;
      const report = scoreHonours(held.value, rules, { trickValue });
      const side = holder === 'declarer' ? 'NS' : 'EW';
      const points = report.entries.filter((e) => e.side === side).reduce((n, e) => n + e.points, 0);
      if (points > 0 || holding === 'acesTwoEach') out.push({ holder, holding, points });
    }
  }
  return out;
};

/** Where each honour card of a listing is (`null` where not placed). */
export const positionOfCard = (listing: HonourListing, card: string): Position | null =>
  POSITIONS.find((p) => listing[p].includes(card)) ?? null;

/** The listing with one honour card moved to a position (or taken out, `null`). */
export const placeCard = (listing: HonourListing, card: string, to: Position | null): HonourListing => {
  const out: Record<Position, string[]> = { declarer: [], dummy: [], lho: [], rho: [] };
  for (const p of POSITIONS) out[p] = listing[p].filter((c) => c !== card);
  if (to !== null) out[to].push(card);
  const voids = (listing.voids ?? []).filter((p) => p !== to);
  return voids.length > 0 ? { ...out, voids } : out;
};

/** The listing with a position marked void of trumps (chicane, law 9, 1912), or not. */
export const setVoid = (listing: HonourListing, position: Position, isVoid: boolean): HonourListing => {
  const others = (listing.voids ?? []).filter((p) => p !== position);
  const voids = isVoid ? [...others, position] : others;
  const base: HonourListing = { declarer: listing.declarer, dummy: listing.dummy, lho: listing.lho, rho: listing.rho };
  return voids.length > 0 ? { ...base, voids } : base;
};

/** An entry as a per-card listing, to start placing cards from (a quick choice's typical hands). */
export const asCards = (entry: HonourEntry, strain: Strain): HonourListing => {
  const listing = honourListingOf(entry, strain);
  if (listing !== null) return listing;
  const kind = honourKindOf(strain);
  return kind === 'none'
    ? { declarer: [], dummy: [], lho: [], rho: [] }
    : quickListing('declarer', kind === 'aces' ? 'acesTwoEach' : 'simple');
};
