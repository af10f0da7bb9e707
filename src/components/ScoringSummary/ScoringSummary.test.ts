/// <reference types="astro/client" />
/**
 * `<ScoringSummary>` rendered as the build renders it, every part, once per auction code: every figure it
 * prints equals the rule set's own (read here straight from `RULE_SETS`, not through the
 * summary's model), the honour table in tricks is the trick value times the table's figure in
 * each trump suit, and each "how sure" label of the rule set is shown beside its rule.
 */
import { getContainerRenderer } from '@astrojs/preact';
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { loadRenderers } from 'astro:container';
import { beforeAll, describe, expect, test } from 'vitest';
import { AUCTION_RULE_SET_IDS, RULE_SETS, type AuctionScoringParams } from '../../engine/rules/index.ts';
import { STRAIN_NAMES } from '../../engine/types.ts';
import { CONFIDENCE_WORDS, SUMMARY_PAGES } from './model.ts';

const html: Record<string, string> = {};
beforeAll(async () => {
  const path = './ScoringSummary.astro';
  const Summary = ((await import(/* @vite-ignore */ path)) as { default: Parameters<AstroContainer['renderToString']>[0] }).default;
  const container = await AstroContainer.create({ renderers: await loadRenderers([getContainerRenderer()]) });
  const parts = ['intro', 'below', 'auction', 'above', 'honours', 'worked', 'more'];
  for (const id of AUCTION_RULE_SET_IDS) {
    const each = await Promise.all(parts.map((part) => container.renderToString(Summary, { props: { rules: id, part } })));
    html[id] = each.join('\n');
  }
});

const text = (h: string): string =>
  h
    .replace(/<[^>]+>/g, '')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

/** The cells of the table row marked `attr="value"`, as text. */
const cells = (h: string, attr: string, value: string): string[] => {
  const row = new RegExp(`<tr ${attr}="${value}"[^>]*>([\\s\\S]*?)</tr>`).exec(h);
  if (row === null) return [];
  return [...(row[1] ?? '').matchAll(/<t[hd][^>]*>([\s\S]*?)<\/t[hd]>/g)].map((m) => text(m[1] ?? ''));
};
/** The number printed in `<span data-fig="name">`. */
const fig = (h: string, name: string): string =>
  text(new RegExp(`<span data-fig="${name.replace(/\./g, '\\.')}"[^>]*>([^<]*)</span>`).exec(h)?.[1] ?? '');

describe.each(AUCTION_RULE_SET_IDS)('<ScoringSummary rules="%s">', (id) => {
  const rules = RULE_SETS[id];
  const sc = rules.scoring as AuctionScoringParams;
  const page = (): string => html[id] ?? '';

  test('trick values, game and the doubling multipliers are the rule set’s', () => {
    for (const s of rules.auction.strains) {
      expect(cells(page(), 'data-strain', s).slice(0, 2)).toEqual([STRAIN_NAMES[s].many, String(rules.auction.trickValues[s])]);
    }
    expect(fig(page(), 'gameTarget')).toBe(String(sc.gameTarget));
    expect(fig(page(), 'doubled')).toBe(String(sc.doubleMultiplier[1]));
    expect(fig(page(), 'redoubled')).toBe(String(sc.doubleMultiplier[2]));
    expect(fig(page(), 'maxBidLevel')).toBe(String(rules.auction.maxBidLevel));
  });

  test('above the line: bonus, undertricks, slams and rubber', () => {
    const bonus = cells(page(), 'data-row', 'doubledBonus')[1] ?? '';
    expect(bonus.startsWith(String(sc.doubledMadeBonus.base))).toBe(true);
    expect(bonus.includes(`${sc.doubledMadeBonus.perOvertrick} for each overtrick`)).toBe(sc.doubledMadeBonus.perOvertrick > 0);
    expect(bonus).toContain(`× ${sc.redoubleBonusFactor} if redoubled`);
    expect(cells(page(), 'data-row', 'undertrick')[1]).toBe(
      `${sc.undertrick[0]} undoubled, ${sc.undertrick[1]} doubled, ${sc.undertrick[2]} redoubled`,
    );
    expect(cells(page(), 'data-row', 'littleSlam')[1]?.split(' ')[0]).toBe(String(sc.slamValues.little));
    expect(cells(page(), 'data-row', 'grandSlam')[1]).toBe(String(sc.slamValues.grand));
    expect(cells(page(), 'data-row', 'rubber')[1]).toBe(String(sc.rubberBonus));
  });

  test('the auction: ranking, the dealer’s first call, the one-spade limit', () => {
    const t = text(page());
    expect(t).toContain(rules.auction.bidRanking === 'value' ? 'Value calling' : 'Majority calling');
    expect(t).toContain(rules.auction.dealerMustBid ? 'dealer must bid' : 'dealer may pass');
    if (sc.oneSpadeLossLimit === null) expect(page()).not.toContain('data-fig="oneSpadeLimit"');
    else expect(fig(page(), 'oneSpadeLimit')).toBe(String(sc.oneSpadeLossLimit));
  });

  test('honours: the table’s figures, in tricks of each trump suit or in points', () => {
    const v = sc.honourValues;
    const trumps = rules.auction.strains.filter((s) => s !== 'NT');
    for (const key of [
      'simple',
      'fourDivided',
      'fiveDivided',
      'fourInOneHand',
      'fourInOneHandFifthWithPartner',
      'fiveInOneHand',
    ] as const) {
      const row = cells(page(), 'data-row', key).slice(1);
      if (v.unit === 'trickValue')
        expect(row).toEqual([String(v[key]), ...trumps.map((s) => String(v[key] * (rules.auction.trickValues[s] ?? 0)))]);
      else expect(row).toEqual([String(v[key])]);
    }
    expect(fig(page(), 'ntAces.three')).toBe(String(sc.ntAces.three));
    expect(fig(page(), 'ntAces.fourDivided')).toBe(String(sc.ntAces.fourDivided));
    expect(fig(page(), 'ntAces.fourInOneHand')).toBe(String(sc.ntAces.fourInOneHand));
    // Chicane (law 9, 1912): simple honours for one void hand, four honours for two.
    const chicane = cells(page(), 'data-row', 'chicane').slice(1);
    const double = cells(page(), 'data-row', 'doubleChicane').slice(1);
    if (!sc.chicane) expect([chicane, double]).toEqual([[], []]);
    else {
      expect(chicane).toEqual(['', ...trumps.map((s) => String(v.simple * (rules.auction.trickValues[s] ?? 0)))]);
      expect(double).toEqual(['', ...trumps.map((s) => String(v.fourDivided * (rules.auction.trickValues[s] ?? 0)))]);
    }
  });

  test('every rule the rule set marks is shown with its label', () => {
    const t = text(page());
    const shown = [
      'trickValues',
      'bidRanking',
      'dealerMustBid',
      'maxBidLevel',
      'doubledMadeBonus',
      'slamValues',
      'slamEitherSide',
      'littleSlamOnFailedGrand',
      'unfinishedRubber',
      'honourScale',
      'chicane',
    ];
    for (const key of shown) {
      const p = rules.provenance[key];
      if (p !== undefined) expect(t, key).toContain(`(${CONFIDENCE_WORDS[p.confidence]})`);
    }
    if (!rules.auction.dealerMustBid && rules.provenance['passedOutRedeal'] !== undefined) {
      expect(t).toContain(`(after four passes: ${CONFIDENCE_WORDS[rules.provenance['passedOutRedeal'].confidence]})`);
    }
  });

  test('the worked deal is scored under this code, and the other codes are linked', () => {
    expect(page()).toContain(`data-rules="${id}" data-part`);
    for (const other of AUCTION_RULE_SET_IDS.filter((o) => o !== id)) expect(page()).toContain(`href="../${SUMMARY_PAGES[other]}/"`);
  });
});

describe('<ScoringSummary> on a German page', () => {
  const de: Record<string, string> = {};
  beforeAll(async () => {
    const { setPageLang } = await import('../../i18n/ambient.ts');
    const { registerGerman } = await import('../../i18n/de-all.ts');
    registerGerman();
    setPageLang('de');
    try {
      const path = './ScoringSummary.astro';
      const Summary = ((await import(/* @vite-ignore */ path)) as { default: Parameters<AstroContainer['renderToString']>[0] }).default;
      const container = await AstroContainer.create({ renderers: await loadRenderers([getContainerRenderer()]) });
      // The worked deal is <Score>'s, whose words are the scoring widgets' own.
      const parts = ['intro', 'below', 'auction', 'above', 'honours', 'more'];
      for (const id of AUCTION_RULE_SET_IDS) {
        const each = await Promise.all(parts.map((part) => container.renderToString(Summary, { props: { rules: id, part } })));
        de[id] = each.join('\n');
      }
    } finally {
      setPageLang('en');
    }
  });

  test.each(AUCTION_RULE_SET_IDS)('%s: German words around the same figures, no English left', (id) => {
    const rules = RULE_SETS[id];
    const sc = rules.scoring as AuctionScoringParams;
    const h = de[id] ?? '';
    const t = text(h);
    expect(t).toContain('Stichpunkte kommen unter den Strich');
    expect(t).toContain(rules.auction.dealerMustBid ? 'Der Geber muss bieten' : 'Der Geber darf passen');
    expect(cells(h, 'data-row', 'undertrick')[1]).toBe(
      `${sc.undertrick[0]} ohne Kontra, ${sc.undertrick[1]} mit Kontra, ${sc.undertrick[2]} mit Rekontra`,
    );
    expect(cells(h, 'data-strain', 'NT')[0]).toBe('Sans Atout');
    expect(cells(h, 'data-row', 'fourInOneHand')[0]).toBe('Vier in einer Hand');
    expect(fig(h, 'gameTarget')).toBe(String(sc.gameTarget));
    expect(fig(h, 'maxBidLevel')).toBe(String(rules.auction.maxBidLevel));
    const german = {
      law: 'im Gesetzestext gelesen',
      period: 'in einer zeitgenössischen Quelle gelesen',
      inferred: 'erschlossen',
      literal: 'der Vorlagetext, wörtlich genommen',
      modern: 'heutige Regeln',
    };
    for (const p of Object.values(rules.provenance)) expect(t).toContain(`(${german[p.confidence]})`);
    for (const english of [
      'Everything the scorer',
      'below the line',
      'odd trick',
      'Strain',
      'Doubled',
      'redoubled',
      'dealer',
      'inferred',
      'read in',
      'honours',
      'slam',
      'rubber',
      'Whist Club Laws',
      'Rule sets',
      ' the ',
      ' and ',
      ' of ',
    ]) {
      expect(t, english).not.toContain(english);
    }
  });
});
