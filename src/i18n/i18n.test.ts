import { describe, expect, test } from 'vitest';
import { RANKS, SEATS, STRAIN_NAMES, STRAINS, SUIT_NAMES, SUITS } from '../engine/types.ts';
import * as auction from './auction.ts';
import * as dd from './dd.ts';
import * as declarerQuiz from './declarer-quiz.ts';
import * as diagram from './diagram.ts';
import { enAuction } from './en-auction.ts';
import { enDD } from './en-dd.ts';
import { enDeclarerQuiz } from './en-declarer-quiz.ts';
import { enDiagram } from './en-diagram.ts';
import { enGallery } from './en-gallery.ts';
import { enLab } from './en-lab.ts';
import { enPicker } from './en-picker.ts';
import { enRecord } from './en-record.ts';
import { enReplay } from './en-replay.ts';
import { enScoring } from './en-scoring.ts';
import * as gallery from './gallery.ts';
import { registerStrings, setPageLang } from './ambient.ts';
import { germanStrings } from './de-all.ts';
import { en, interpolate, isLang, LANGS, placeholdersOf, t, translator } from './index.ts';
import * as lab from './lab.ts';
import * as picker from './picker.ts';
import * as record from './record.ts';
import * as replay from './replay.ts';
import * as revokeQuiz from './revoke-quiz.ts';
import { enRevokeQuiz } from './en-revoke-quiz.ts';
import * as scoring from './scoring.ts';

describe('t', () => {
  test('fills every placeholder', () => {
    expect(diagram.t('diagram.dealerIs', { seat: 'North' })).toBe('Dealer: North');
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
    expect(LANGS).toContain('en');
    expect(isLang('en')).toBe(true);
    expect(isLang('fr')).toBe(false);
  });

  test('German is a supported language; every English key has German with the same placeholders', () => {
    expect(LANGS).toContain('de');
    expect(isLang('de')).toBe(true);
    const de = germanStrings();
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      expect(typeof de[key], key).toBe('string');
      expect(placeholdersOf(de[key] ?? ''), key).toEqual(placeholdersOf(en[key]));
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

/** The English parts: the core and each widget family's strings. */
const PARTS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  core: en,
  diagram: enDiagram,
  auction: enAuction,
  replay: enReplay,
  record: enRecord,
  declarerQuiz: enDeclarerQuiz,
  picker: enPicker,
  gallery: enGallery,
  scoring: enScoring,
  lab: enLab,
  dd: enDD,
  revokeQuiz: enRevokeQuiz,
};

/** Each joined dictionary, the parts it is made of, and its translate function. */
const JOINED: readonly (readonly [string, readonly string[], Readonly<Record<string, string>>, (key: string) => string])[] = [
  ['diagram.ts', ['core', 'diagram'], diagram.diagramEn, diagram.t as (key: string) => string],
  ['auction.ts', ['core', 'auction'], auction.auctionEn, auction.t as (key: string) => string],
  ['replay.ts', ['core', 'diagram', 'replay'], replay.replayEn, replay.t as (key: string) => string],
  ['declarer-quiz.ts', ['core', 'declarerQuiz'], declarerQuiz.declarerQuizEn, declarerQuiz.t as (key: string) => string],
  ['picker.ts', ['core', 'picker'], picker.pickerEn, picker.t as (key: string) => string],
  ['record.ts', ['core', 'diagram', 'replay', 'record'], record.recordEn, record.t as (key: string) => string],
  ['gallery.ts', ['core', 'replay', 'record', 'gallery'], gallery.galleryEn, gallery.t as (key: string) => string],
  ['scoring.ts', ['core', 'scoring'], scoring.scoringEn, scoring.t as (key: string) => string],
  ['lab.ts', ['core', 'auction', 'replay', 'lab'], lab.labEn, lab.t as (key: string) => string],
  ['dd.ts', ['core', 'dd'], dd.ddEn, dd.t as (key: string) => string],
  ['revoke-quiz.ts', ['core', 'revokeQuiz'], revokeQuiz.revokeQuizEn, revokeQuiz.t as (key: string) => string],
];

describe('the split dictionaries', () => {
  test('no key is in two parts, so that joining them never overrides a string', () => {
    const owner = new Map<string, string>();
    for (const [name, part] of Object.entries(PARTS)) {
      for (const key of Object.keys(part)) {
        expect(owner.get(key), `${key} is in ${owner.get(key) ?? ''} and ${name}`).toBeUndefined();
        owner.set(key, name);
      }
    }
  });

  test('every part keeps to its own prefixes, apart from the core', () => {
    const prefixes: Readonly<Record<string, readonly string[]>> = {
      diagram: ['diagram'],
      auction: ['auction'],
      replay: ['replay'],
      record: ['record'],
      declarerQuiz: ['declarerQuiz', 'ordinal'],
      picker: ['picker', 'confidence', 'rule'],
      gallery: ['gallery', 'hand', 'sheet', 'embed'],
      dd: ['dd'],
      revokeQuiz: ['revokeQuiz'],
    };
    for (const [name, allowed] of Object.entries(prefixes)) {
      for (const key of Object.keys(PARTS[name] ?? {})) expect(allowed, `${name}: ${key}`).toContain(key.split('.')[0]);
    }
    const widgetPrefixes = Object.values(prefixes).flat();
    for (const key of Object.keys(en)) expect(widgetPrefixes, key).not.toContain(key.split('.')[0]);
  });

  test.each(JOINED.map(([name, parts, dict, tr]) => [name, parts, dict, tr] as const))(
    '%s is exactly its parts, and translates each of their keys',
    (_name, parts, dict, tr) => {
      const expected = Object.assign({}, ...parts.map((p) => PARTS[p])) as Record<string, string>;
      expect(dict).toEqual(expected);
      for (const [key, text] of Object.entries(expected)) {
        expect(text.trim().length, key).toBeGreaterThan(0);
        // Every placeholder is well formed: no brace outside a {name}.
        expect(text.replace(/\{[A-Za-z0-9_]+\}/g, ''), key).not.toMatch(/[{}]/);
        // Without parameters, a message comes back with its placeholders as written.
        expect(tr(key), key).toBe(text);
      }
    },
  );

  test('the picker knows its rule names and nothing else', () => {
    expect(picker.isMessageKey('rule.gameTarget')).toBe(true);
    expect(picker.isMessageKey('replay.first')).toBe(false);
    expect(picker.isMessageKey('toString')).toBe(false);
  });

  test('a widget dictionary fills placeholders like the core', () => {
    expect(replay.t('replay.stepOf', { step: 3, total: 60 })).toBe('Step 3 of 60');
    expect(auction.messageTemplate('auction.contract')).toBe('Contract: {contract}');
    expect(gallery.t('gallery.count.some', { shown: 2, total: 9 })).toBe('Showing 2 of 9 hands.');
  });
});

describe('the page language (ambient.ts)', () => {
  test('a widget speaks the page language without being told, and its own when given', () => {
    registerStrings('de', { 'seat.E': 'Ost', 'diagram.dealerIs': 'Geber: {seat}' });
    try {
      expect(t('seat.E')).toBe('East');
      setPageLang('de');
      expect(t('seat.E')).toBe('Ost');
      expect(diagram.t('diagram.dealerIs', { seat: 'Ost' })).toBe('Geber: Ost');
      expect(diagram.messageTemplate('diagram.dealerIs')).toBe('Geber: {seat}');
      // A key with no German falls back to English, never to the key.
      expect(t('seat.W.short')).toBe(germanStrings()['seat.W.short'] ?? 'W');
      setPageLang('en');
      expect(t('seat.E')).toBe('East');
      expect(translator('de')('seat.E')).toBe('Ost');
    } finally {
      setPageLang('en');
    }
  });
});
