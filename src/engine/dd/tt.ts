/**
 * The transposition table of the double-dummy search: bounds on the tricks North–South takes
 * from a trick boundary, for whole classes of positions.
 *
 * A position is found by its exact suit lengths (every seat, every suit), the seat on lead, the
 * trump suit and the search's objective. Within that bucket an entry stores, per suit, how many
 * of the top outstanding cards mattered (`k`, from the ranks that won tricks by rank below the
 * node: Ginsberg's partition search, DDS's "winning ranks") and which seat holds each of them,
 * by **relative** rank: with K Q T 9 outstanding, the king counts as the ace. Any position that
 * agrees on those owners and on the lengths has the same bounds (research/dd-solver.md §3.3–3.4).
 *
 * Storage is one `Int32Array` of 8-int entries in buckets of 16, filled round-robin; it is
 * never cleared, since an entry holds for any deal with that position (§5: clearing a large
 * table costs more than it saves).
 *
 * @packageDocumentation
 */

import * as bits from './bits.ts';

/** A module-local copy (see search.ts). */
const POPCOUNT = bits.POPCOUNT;

/** The deepest level a search uses (search.ts). */
const LEVELS = 56;

/** Entries per bucket. */
const BUCKET = 128;
/** Ints per entry: three key words, the meta word (k per suit, bounds), four patterns. */
const ENTRY = 8;

/** Bounds and relevant ranks of positions at trick boundaries. */
export class TranspositionTable {
  private readonly data: Int32Array;
  /** Per entry, a hash of its key words: the bucket scan reads this one dense array. */
  private readonly fp: Int32Array;
  private readonly next: Uint8Array;
  private readonly bucketMask: number;
  /** Per level: the key words, the fingerprint and the bucket's first slot, set by `probe` for `store`. */
  private readonly keys = new Int32Array(LEVELS * 4);
  private readonly firsts = new Int32Array(LEVELS);
  /** Per level: the slot of an entry that matched but did not decide, or -1 (`store` tightens it). */
  private readonly open = new Int32Array(LEVELS);
  /** The best lead stored with a matching entry that did not decide the last probe, or -1. */
  hint = -1;
  /** The `k` of each suit of the entry the last successful probe matched, packed 4 bits each. */
  private matched = 0;

  /**
   * A table of 2^`log2` entries (32 bytes each). With `exact`, every entry keeps every
   * outstanding card (no partition search): slower, for checking the partitions against.
   */
  constructor(
    log2: number,
    private readonly exact = false,
  ) {
    const entries = 1 << Math.max(log2, 8);
    this.data = new Int32Array(entries * ENTRY);
    this.fp = new Int32Array(entries);
    this.next = new Uint8Array(entries / BUCKET);
    this.bucketMask = entries / BUCKET - 1;
  }

  /** How many top cards of suit `s` the last successful probe relied on. */
  matchedTop(s: number): number {
    return (this.matched >>> (s * 4)) & 15;
  }

  /** Fills the level's key words and fingerprint and returns the bucket's first slot. */
  private locate(level: number, hands: Int32Array, leader: number, trump: number, orNS: number): number {
    let k0 = 0;
    let k1 = 0;
    for (let i = 0; i < 8; i++) {
      k0 = (k0 << 4) | POPCOUNT[hands[i]!]!;
      k1 = (k1 << 4) | POPCOUNT[hands[8 + i]!]!;
    }
    const k2 = leader | (trump << 2) | (orNS << 5) | 64;
    let hash = Math.imul(k0 ^ Math.imul(k1, 0x9e3779b1) ^ Math.imul(k2, 0x85ebca6b), 0x27d4eb2d);
    hash ^= hash >>> 15;
    hash = Math.imul(hash, 0x2c1b3c6d);
    hash ^= hash >>> 13;
    const at = level * 4;
    this.keys[at] = k0;
    this.keys[at + 1] = k1;
    this.keys[at + 2] = k2;
    this.keys[at + 3] = hash | 1;
    const first = ((hash >>> 8) & this.bucketMask) * BUCKET;
    this.firsts[level] = first;
    return first;
  }

  /**
   * Looks the position up for `target`: 1 when an entry shows North–South reaches it, -1 when one
   * shows it cannot, 0 when no entry decides. `patterns[at…at+3]` are the owner patterns of the
   * four suits (search.ts). Keeps what {@link store} at the same level needs.
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
  ): number {
    const first = this.locate(level, hands, leader, trump, orNS);
    this.hint = -1;
    this.open[level] = -1;
    const d = this.data;
    const fp = this.fp;
    const ka = level * 4;
    const f = this.keys[ka + 3]!;
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
    for (let i = first, end = first + BUCKET; i < end; i++) {
      if (fp[i] !== f) continue;
      const e = i * ENTRY;
      if (d[e + 2] !== k2 || d[e] !== k0 || d[e + 1] !== k1) continue;
      const meta = d[e + 3]!;
      if (d[e + 4] !== p0 >>> (2 * (c0 - (meta & 15)))) continue;
      if (d[e + 5] !== p1 >>> (2 * (c1 - ((meta >>> 4) & 15)))) continue;
      if (d[e + 6] !== p2 >>> (2 * (c2 - ((meta >>> 8) & 15)))) continue;
      if (d[e + 7] !== p3 >>> (2 * (c3 - ((meta >>> 12) & 15)))) continue;
      const lb = (meta >>> 16) & 15;
      const ub = (meta >>> 20) & 15;
      if (lb < target && ub >= target) {
        const best = meta >>> 24;
        if (best !== 0) this.hint = best - 1;
        if (this.open[level] === -1) this.open[level] = i;
        continue;
      }
      this.matched = meta & 0xffff;
      return lb >= target ? 1 : -1;
    }
    return 0;
  }

  /**
   * Stores what a search from the boundary last probed at `level` proved: North–South takes at
   * least `target` (`result` true) or at most `target - 1`, relying only on the ranks in
   * `wr[w…w+3]`. `n` is the number of tricks left. An entry the probe matched with the same ranks
   * is tightened in place; otherwise a new entry replaces the bucket's oldest.
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
    const d = this.data;
    const open = this.open[level]!;
    if (open >= 0) {
      const e = open * ENTRY;
      const meta = d[e + 3]!;
      if ((meta & 0xffff) === ks && d[e + 4] === pats[0] && d[e + 5] === pats[1] && d[e + 6] === pats[2] && d[e + 7] === pats[3]) {
        let lb = (meta >>> 16) & 15;
        let ub = (meta >>> 20) & 15;
        if (result) lb = Math.max(lb, target);
        else ub = Math.min(ub, target - 1);
        const keep = best >= 0 ? best + 1 : meta >>> 24;
        d[e + 3] = ks | (lb << 16) | (ub << 20) | (keep << 24);
        return;
      }
    }
    const first = this.firsts[level]!;
    const ka = level * 4;
    const bucket = first / BUCKET;
    const slot = this.next[bucket]!;
    this.next[bucket] = (slot + 1) % BUCKET;
    this.fp[first + slot] = this.keys[ka + 3]!;
    const e = (first + slot) * ENTRY;
    d[e] = this.keys[ka]!;
    d[e + 1] = this.keys[ka + 1]!;
    d[e + 2] = this.keys[ka + 2]!;
    const lb = result ? target : 0;
    const ub = result ? n : target - 1;
    d[e + 3] = ks | (lb << 16) | (ub << 20) | ((best + 1) << 24);
    d[e + 4] = pats[0]!;
    d[e + 5] = pats[1]!;
    d[e + 6] = pats[2]!;
    d[e + 7] = pats[3]!;
  }

  private readonly pats = new Int32Array(4);
}
