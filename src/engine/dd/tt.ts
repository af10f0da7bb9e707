/**
 * The transposition table of the double-dummy search: bounds on the tricks North–South takes
 * from a trick boundary, for whole classes of positions.
 *
 * A position is found by its exact suit lengths (every seat, every suit), the seat on lead, the
 * trump suit and the search's objective: its **pattern key**. Under that key an entry stores, per
 * suit, how many of the top outstanding cards mattered (`k`, from the ranks that won tricks by
 * rank below the node: Ginsberg's partition search, DDS's "winning ranks") and which seat holds
 * each of them, by **relative** rank: with K Q T 9 outstanding, the king counts as the ace. Any
 * position that agrees on those owners and on the lengths has the same bounds
 * (research/dd-solver.md §3.3–3.4).
 *
 * Layout, as DDS keeps one list per length pattern (§3.3): entries live in blocks of
 * {@link BLOCK}, each block tagged with its pattern key; a hash of the key picks a bucket, whose
 * blocks form a chain, newest first. A probe reads only the blocks of its own key, so it scans
 * the entries that can match and no others (with one fixed bucket of 128 shared by every key that
 * hashed there, the scan was 30% of the search's time); a busy key gets up to
 * {@link MAX_BLOCKS} blocks, its oldest block reused after that. The pool of blocks is a ring:
 * once every block is in use, the oldest is taken from its chain and reused, so a long search
 * keeps its recent entries instead of losing them all when the pool runs out, and nothing is ever
 * cleared (§5).
 *
 * @packageDocumentation
 */

import * as bits from './bits.ts';

/** A module-local copy (see search.ts). */
const POPCOUNT = bits.POPCOUNT;
const NO_TRUMP = bits.NO_TRUMP;

/** The deepest level a search uses (search.ts). */
const LEVELS = 56;

/** Entries per block. */
const BLOCK = 16;
/** The most blocks one pattern key keeps (then its oldest block is reused). */
const MAX_BLOCKS = 32;
/** Ints per entry: the meta word (k per suit, bounds, best move) and four owner patterns. */
const ENTRY = 5;
/**
 * Ints per block in {@link TranspositionTable.blockWords}: the header (pattern key in three ints,
 * next and previous block of the chain, bucket, fill), the entries' quick words from
 * {@link QUICK}, then the entries from {@link DATA} (104 ints, padded to 7 cache lines).
 */
const STRIDE = 112;
const NEXT = 3;
const PREV = 4;
const BUCKET = 5;
const FILL = 6;
const QUICK = 8;
const DATA = QUICK + BLOCK;

/** The owners of the top two outstanding cards of each suit, 4 bits a suit (see `blockWords`). */
const topOwners = (patterns: Int32Array, at: number, rem: Int32Array): number => {
  let q = 0;
  for (let s = 0; s < 4; s++) {
    const c = POPCOUNT[rem[s]!]!;
    const p = patterns[at + s]!;
    const top2 = c >= 2 ? (p >>> (2 * (c - 2))) & 15 : c === 1 ? (p & 3) << 2 : 0;
    q |= top2 << (s * 4);
  }
  return q;
};

/** The part of {@link topOwners} an entry relies on: per suit, both owners for k ≥ 2, the top for k 1. */
const topMask = (ks: number): number => {
  let m = 0;
  for (let s = 0; s < 4; s++) {
    const k = (ks >>> (s * 4)) & 15;
    m |= (k >= 2 ? 15 : k === 1 ? 12 : 0) << (s * 4);
  }
  return m;
};

/** Bounds and relevant ranks of positions at trick boundaries. */
export class TranspositionTable {
  /**
   * Per block, {@link STRIDE} ints: its pattern key (three ints), the next and previous blocks of
   * its bucket's chain, its bucket (-1 while unused), its fill; then, per entry, the owners of the
   * top two cards of each suit that the entry relies on, with their mask, so that most entries
   * that do not match are rejected by one comparison without reading the entry; then the entries,
   * {@link ENTRY} ints each. Header and quick words side by side: a probe walking a chain reads
   * one or two adjacent cache lines a block (with them in five arrays, the walk was a quarter of
   * the search's time). The entries in the same block, not in an array of their own: a probe
   * that passes the quick word reads its entry from the same page (list100 deals 0-29, with the
   * two changes of `clear` and `locate`: 3% less CPU, same nodes).
   */
  private readonly blockWords: Int32Array;
  /** Per bucket: the newest block of its chain, or -1. */
  private readonly heads: Int32Array;
  private readonly bucketMask: number;
  private readonly blocks: number;
  /** The next block of the pool to hand out: the pool is a ring, so after the first round the oldest. */
  private cursor = 0;
  /** How many blocks the ring has handed out since {@link clear}: blocks from this one on are in no chain. */
  private handed = 0;
  /** Per level: the key words and the bucket, set by `probe` for `store`. */
  private readonly keys = new Int32Array(LEVELS * 3);
  private readonly buckets = new Int32Array(LEVELS);
  /** Per level: the entry that matched but did not decide, or -1 (`store` tightens it). */
  private readonly open = new Int32Array(LEVELS);
  /** Per level: the newest block of the key the probe found, or -1 (see {@link blockFor}). */
  private readonly newest = new Int32Array(LEVELS);
  /** The best lead stored with a matching entry that did not decide the last probe, or -1. */
  hint = -1;
  /** The `k` of each suit of the entry the last successful probe matched, packed 4 bits each. */
  private matched = 0;
  private readonly pats = new Int32Array(4);

  /**
   * A table of 2^`log2` entries (28 bytes each with the block's words). With `exact`, every
   * entry keeps every outstanding card (no partition search): slower, for checking the partitions
   * against. `playSeat` and `playSuit` are the search's stacks of the seat and suit of the card
   * played at each level, from which a probe steps the length key on from the last boundary.
   */
  constructor(
    log2: number,
    private readonly exact = false,
    private readonly playSeat = new Int8Array(LEVELS),
    private readonly playSuit = new Int8Array(LEVELS),
  ) {
    this.blocks = 1 << Math.max(log2 - 4, 4);
    this.blockWords = new Int32Array(this.blocks * STRIDE);
    this.heads = new Int32Array(this.blocks);
    this.clear();
    this.bucketMask = this.blocks - 1;
  }

  /**
   * Empties the table: every chain. Only the per-bucket heads are written; a block keeps its old
   * words until the ring hands it out again, and until then no chain reaches it and
   * {@link handed} says it is in none (writing two words in every block instead took 2.6% of
   * list100's time: one cache miss a block).
   */
  clear(): void {
    this.heads.fill(-1);
    this.cursor = 0;
    this.handed = 0;
  }

  /** How many top cards of suit `s` the last successful probe relied on. */
  matchedTop(s: number): number {
    return (this.matched >>> (s * 4)) & 15;
  }

  /**
   * Fills the level's key words and returns its bucket. With `chained`, the boundary 4 levels up
   * was probed on the way here: its lengths, less the trick played since (a nibble a card), are
   * this one's, without counting the hands again.
   */
  private locate(level: number, hands: Int32Array, leader: number, trump: number, orNS: number, chained: boolean): number {
    let k0 = 0;
    let k1 = 0;
    if (chained) {
      k0 = this.keys[level * 3 - 12]!;
      k1 = this.keys[level * 3 - 11]!;
      for (let j = level - 4; j < level; j++) {
        const i = this.playSeat[j]! * 4 + this.playSuit[j]!;
        if (i < 8) k0 = (k0 - (1 << (28 - 4 * i))) | 0;
        else k1 = (k1 - (1 << (60 - 4 * i))) | 0;
      }
    } else {
      for (let i = 0; i < 8; i++) {
        k0 = (k0 << 4) | POPCOUNT[hands[i]!]!;
        k1 = (k1 << 4) | POPCOUNT[hands[8 + i]!]!;
      }
    }
    const k2 = leader | (trump << 2) | (orNS << 5) | 64;
    let hash = Math.imul(k0 ^ Math.imul(k1, 0x9e3779b1) ^ Math.imul(k2, 0x85ebca6b), 0x27d4eb2d);
    hash ^= hash >>> 15;
    hash = Math.imul(hash, 0x2c1b3c6d);
    hash ^= hash >>> 13;
    const at = level * 3;
    this.keys[at] = k0;
    this.keys[at + 1] = k1;
    this.keys[at + 2] = k2;
    const bucket = hash & this.bucketMask;
    this.buckets[level] = bucket;
    return bucket;
  }

  /**
   * Looks the position up for `target`: 1 when an entry shows North–South reaches it, -1 when one
   * shows it cannot, 0 when no entry decides. `patterns[at…at+3]` are the owner patterns of the
   * four suits (search.ts). `rootLevel` is the search's root: the boundaries below it were all
   * probed on the way down (see {@link locate}). Keeps what {@link store} at the same level needs.
   */
  probe(
    level: number,
    hands: Int32Array,
    leader: number,
    trump: number,
    orNS: number,
    patterns: Int32Array,
    at: number,
    rem: Int32Array,
    target: number,
    rootLevel: number,
  ): number {
    // Once no trump is left, the position plays as in no-trump: its entries serve every strain.
    const strain = trump !== NO_TRUMP && rem[trump] === 0 ? NO_TRUMP : trump;
    const bucket = this.locate(level, hands, leader, strain, orNS, level - 4 >= rootLevel);
    this.hint = -1;
    this.open[level] = -1;
    this.newest[level] = -1;
    const bw = this.blockWords;
    const d = bw;
    const ka = level * 3;
    const k0 = this.keys[ka]!;
    const k1 = this.keys[ka + 1]!;
    const k2 = this.keys[ka + 2]!;
    const c0 = POPCOUNT[rem[0]!]!;
    const c1 = POPCOUNT[rem[1]!]!;
    const c2 = POPCOUNT[rem[2]!]!;
    const c3 = POPCOUNT[rem[3]!]!;
    const p0 = patterns[at]!;
    const p1 = patterns[at + 1]!;
    const p2 = patterns[at + 2]!;
    const p3 = patterns[at + 3]!;
    const quick = topOwners(patterns, at, rem);
    let newest = -1;
    for (let b = this.heads[bucket]!; b >= 0; b = bw[b * STRIDE + NEXT]!) {
      const h = b * STRIDE;
      if (bw[h] !== k0 || bw[h + 1] !== k1 || bw[h + 2] !== k2) continue;
      if (newest < 0) {
        newest = b;
        this.newest[level] = b;
      }
      const fill = bw[h + FILL]!;
      // Newest first, as the blocks are: a later entry of a partition holds the bounds and best
      // move of a later search. List100: 274.2 M -> 260.6 M nodes (oldest first before).
      for (let j = fill - 1; j >= 0; j--) {
        const q = bw[h + QUICK + j]!;
        if ((quick & (q >>> 16)) !== (q & 0xffff)) continue;
        const e = h + DATA + j * ENTRY;
        const meta = d[e]!;
        if (d[e + 1] !== p0 >>> (2 * (c0 - (meta & 15)))) continue;
        if (d[e + 2] !== p1 >>> (2 * (c1 - ((meta >>> 4) & 15)))) continue;
        if (d[e + 3] !== p2 >>> (2 * (c2 - ((meta >>> 8) & 15)))) continue;
        if (d[e + 4] !== p3 >>> (2 * (c3 - ((meta >>> 12) & 15)))) continue;
        const lb = (meta >>> 16) & 15;
        const ub = (meta >>> 20) & 15;
        if (lb < target && ub >= target) {
          const best = meta >>> 24;
          if (best !== 0) this.hint = best - 1;
          if (this.open[level] === -1) this.open[level] = e;
          continue;
        }
        this.matched = meta & 0xffff;
        return lb >= target ? 1 : -1;
      }
    }
    return 0;
  }

  /**
   * Stores what a search from the boundary last probed at `level` proved: North–South takes at
   * least `target` (`result` true) or at most `target - 1`, relying only on the ranks in
   * `wr[w…w+3]`. `n` is the number of tricks left. An entry the probe matched with the same ranks
   * is tightened in place; otherwise the entry goes into its key's newest block.
   */
  store(
    level: number,
    patterns: Int32Array,
    at: number,
    rem: Int32Array,
    wr: Int32Array,
    w: number,
    n: number,
    target: number,
    result: boolean,
    best: number,
  ): void {
    let ks = 0;
    const pats = this.pats;
    for (let s = 0; s < 4; s++) {
      const ranks = wr[w + s]!;
      let k = 0;
      if (this.exact) k = POPCOUNT[rem[s]!]!;
      else if (ranks !== 0) {
        const low = ranks & -ranks;
        k = POPCOUNT[rem[s]! & ~(low - 1)]!;
      }
      ks |= k << (s * 4);
      pats[s] = patterns[at + s]! >>> (2 * (POPCOUNT[rem[s]!]! - k));
    }
    const d = this.blockWords;
    const open = this.open[level]!;
    const ka = level * 3;
    const bw = this.blockWords;
    const oh = ((open / STRIDE) | 0) * STRIDE;
    // The entry is tightened only if its block still holds this key (the ring may have handed the
    // block to another key while the search was below this level).
    if (open >= 0 && bw[oh] === this.keys[ka] && bw[oh + 1] === this.keys[ka + 1] && bw[oh + 2] === this.keys[ka + 2]) {
      const e = open;
      const meta = d[e]!;
      if ((meta & 0xffff) === ks && d[e + 1] === pats[0] && d[e + 2] === pats[1] && d[e + 3] === pats[2] && d[e + 4] === pats[3]) {
        let lb = (meta >>> 16) & 15;
        let ub = (meta >>> 20) & 15;
        if (result) lb = Math.max(lb, target);
        else ub = Math.min(ub, target - 1);
        const keep = best >= 0 ? best + 1 : meta >>> 24;
        d[e] = ks | (lb << 16) | (ub << 20) | (keep << 24);
        return;
      }
    }
    const block = this.blockFor(level);
    const bh = block * STRIDE;
    const fill = bw[bh + FILL]!;
    bw[bh + FILL] = fill + 1;
    const e = bh + DATA + fill * ENTRY;
    const lb = result ? target : 0;
    const ub = result ? n : target - 1;
    d[e] = ks | (lb << 16) | (ub << 20) | ((best + 1) << 24);
    d[e + 1] = pats[0]!;
    d[e + 2] = pats[1]!;
    d[e + 3] = pats[2]!;
    d[e + 4] = pats[3]!;
    const mask = topMask(ks);
    bw[bh + QUICK + fill] = (mask << 16) | (topOwners(patterns, at, rem) & mask);
  }

  /**
   * A block of the level's key with room for one entry: the key's newest block if it has room;
   * else, when the key has {@link MAX_BLOCKS}, its oldest block, emptied; else the ring's next
   * block, taken from whatever chain held it (the oldest block of the table once the ring has gone
   * round). The block goes to the front of the key's chain.
   *
   * The probe at this level has walked the chain: no boundary below it has the same key (it has
   * fewer cards), so no block of the key was added since, and the probe's newest block is still the
   * newest unless the ring took it for another key. Only then, or when it is full, is the chain
   * walked again.
   */
  private blockFor(level: number): number {
    const ka = level * 3;
    const k0 = this.keys[ka]!;
    const k1 = this.keys[ka + 1]!;
    const k2 = this.keys[ka + 2]!;
    const bucket = this.buckets[level]!;
    const bw = this.blockWords;
    const known = this.newest[level]!;
    const kh = known * STRIDE;
    if (known >= 0 && bw[kh] === k0 && bw[kh + 1] === k1 && bw[kh + 2] === k2 && bw[kh + FILL]! < BLOCK) return known;
    let count = 0;
    let oldest = -1;
    for (let b = known < 0 ? -1 : this.heads[bucket]!; b >= 0; b = bw[b * STRIDE + NEXT]!) {
      const h = b * STRIDE;
      if (bw[h] !== k0 || bw[h + 1] !== k1 || bw[h + 2] !== k2) continue;
      if (count === 0 && bw[h + FILL]! < BLOCK) return b;
      count++;
      oldest = b;
    }
    let block: number;
    if (count >= MAX_BLOCKS) block = oldest;
    else {
      block = this.cursor;
      this.cursor = (this.cursor + 1) & this.bucketMask;
    }
    this.unlink(block);
    if (this.handed <= block) this.handed = block + 1;
    const h = block * STRIDE;
    bw[h] = k0;
    bw[h + 1] = k1;
    bw[h + 2] = k2;
    bw[h + FILL] = 0;
    const head = this.heads[bucket]!;
    bw[h + PREV] = -1;
    bw[h + NEXT] = head;
    if (head >= 0) bw[head * STRIDE + PREV] = block;
    this.heads[bucket] = block;
    bw[h + BUCKET] = bucket;
    return block;
  }

  /** Takes a block out of the chain that holds it, if any. */
  private unlink(block: number): void {
    const bw = this.blockWords;
    const h = block * STRIDE;
    const bucket = bw[h + BUCKET]!;
    if (block >= this.handed || bucket < 0) return;
    const prev = bw[h + PREV]!;
    const next = bw[h + NEXT]!;
    if (prev < 0) this.heads[bucket] = next;
    else bw[prev * STRIDE + NEXT] = next;
    if (next >= 0) bw[next * STRIDE + PREV] = prev;
    bw[h + BUCKET] = -1;
  }
}
