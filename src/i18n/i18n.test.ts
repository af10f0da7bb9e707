import { describe, expect, test } from 'vitest';
import { RANKS, SEATS, STRAIN_NAMES, STRAINS, SUIT_NAMES, SUITS } from '../engine/types.ts';
import { DICTIONARIES, en, interpolate, isLang, LANGS, placeholdersOf, t, translator } from './index.ts';

describe('t', () => {
  test('fills every placeholder', () => {
    expect(t('diagram.dealerIs', { seat: 'North' })).toBe('Dealer: North');
    expect(t('contract.byDeclarer', { contract: '4♥ doubled', declarer: 'South' })).toBe('4♥ doubled by South');
  });

  test('returns a message without placeholders as written', () => {
    expect(t('call.pass')).toBe('Pass');
  });

  test('an unknown language falls back to English', () => {
    expect(translator('xx')('seat.W')).toBe('West');
  });

  test('a missing parameter stays visible instead of vanishing', () => {
    expect(interpolate('Dealer: {seat}', {})).toBe('Dealer: {seat}');
  });

  test('numbers are accepted as values', () => {
    expect(t('call.note.spoken', { number: 3 })).toBe('note 3');
  });
});

describe('the dictionaries', () => {
  test('en is a supported language', () => {
    expect(isLang('en')).toBe(true);
    expect(isLang('fr')).toBe(false);
  });

  test.each(LANGS.map((lang) => [lang]))('%s has every key with the same placeholders as English', (lang) => {
    const dict = DICTIONARIES[lang];
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      expect(typeof dict[key], key).toBe('string');
      expect(dict[key].length, key).toBeGreaterThan(0);
      expect(placeholdersOf(dict[key]), key).toEqual(placeholdersOf(en[key]));
    }
  });

  test('English words agree with the engine vocabulary', () => {
    for (const suit of SUITS) {
      expect(t(`suit.${suit}.many`)).toBe(SUIT_NAMES[suit].many);
      expect(t(`suit.${suit}.one`)).toBe(SUIT_NAMES[suit].one);
    }
    for (const strain of STRAINS) {
      expect(t(`strain.${strain}.many`)).toBe(STRAIN_NAMES[strain].many);
      expect(t(`strain.${strain}.one`)).toBe(STRAIN_NAMES[strain].one);
    }
    for (const seat of SEATS) expect(t(`seat.${seat}.short`)).toBe(seat);
    for (const rank of RANKS) expect(t(`rank.${rank}.short`)).toBe(rank === 'T' ? '10' : rank);
  });
});
