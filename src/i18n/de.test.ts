import { describe, expect, test } from 'vitest';
import { de } from './de.ts';
import { deAuction } from './de-auction.ts';
import { deDD } from './de-dd.ts';
import { deDeclarerQuiz } from './de-declarer-quiz.ts';
import { deDiagram } from './de-diagram.ts';
import { deExercise } from './de-exercise.ts';
import { deGallery } from './de-gallery.ts';
import { deHandScore } from './de-handscore.ts';
import { deLab } from './de-lab.ts';
import { deMoves } from './de-moves.ts';
import { dePages } from './de-pages.ts';
import { dePicker } from './de-picker.ts';
import { dePlay } from './de-play.ts';
import { deProgress } from './de-progress.ts';
import { deRecord } from './de-record.ts';
import { deReplay } from './de-replay.ts';
import { deRevokeQuiz } from './de-revoke-quiz.ts';
import { deScorer } from './de-scorer.ts';
import { deScoring } from './de-scoring.ts';
import { deSearch } from './de-search.ts';
import { en } from './en.ts';
import { enAuction } from './en-auction.ts';
import { enDD } from './en-dd.ts';
import { enDeclarerQuiz } from './en-declarer-quiz.ts';
import { enDiagram } from './en-diagram.ts';
import { enExercise } from './en-exercise.ts';
import { enGallery } from './en-gallery.ts';
import { enHandScore } from './en-handscore.ts';
import { enLab } from './en-lab.ts';
import { enMoves } from './en-moves.ts';
import { enPages } from './en-pages.ts';
import { enPicker } from './en-picker.ts';
import { enPlay } from './en-play.ts';
import { enProgress } from './en-progress.ts';
import { enRecord } from './en-record.ts';
import { enReplay } from './en-replay.ts';
import { enRevokeQuiz } from './en-revoke-quiz.ts';
import { enScorer } from './en-scorer.ts';
import { enScoring } from './en-scoring.ts';
import { enSearch } from './en-search.ts';
import { placeholdersOf } from './index.ts';

type Strings = Readonly<Record<string, string>>;

/** Every family: its English dictionary (the reference) and its German one. */
const FAMILIES: readonly (readonly [name: string, english: Strings, german: Strings])[] = [
  ['core', en, de],
  ['auction', enAuction, deAuction],
  ['dd', enDD, deDD],
  ['declarer-quiz', enDeclarerQuiz, deDeclarerQuiz],
  ['diagram', enDiagram, deDiagram],
  ['exercise', enExercise, deExercise],
  ['gallery', enGallery, deGallery],
  ['handscore', enHandScore, deHandScore],
  ['lab', enLab, deLab],
  ['moves', enMoves, deMoves],
  ['pages', enPages, dePages],
  ['picker', enPicker, dePicker],
  ['play', enPlay, dePlay],
  ['progress', enProgress, deProgress],
  ['record', enRecord, deRecord],
  ['replay', enReplay, deReplay],
  ['revoke-quiz', enRevokeQuiz, deRevokeQuiz],
  ['scorer', enScorer, deScorer],
  ['scoring', enScoring, deScoring],
  ['search', enSearch, deSearch],
];

describe.each(FAMILIES)('the German dictionary of %s', (_name, english, german) => {
  test('has exactly the English keys', () => {
    expect(Object.keys(german).sort()).toEqual(Object.keys(english).sort());
  });

  test('has, for each key, the same placeholders as the English', () => {
    for (const key of Object.keys(english)) {
      expect(placeholdersOf(german[key] ?? ''), key).toEqual(placeholdersOf(english[key] ?? ''));
    }
  });

  test('has no empty string', () => {
    for (const [key, value] of Object.entries(german)) expect(value.trim(), key).not.toBe('');
  });
});

describe('the German dictionaries together', () => {
  test('no key is in two families with different German', () => {
    const seen = new Map<string, string>();
    for (const [, , german] of FAMILIES) {
      for (const [key, value] of Object.entries(german)) {
        if (seen.has(key)) expect(value, key).toBe(seen.get(key));
        seen.set(key, value);
      }
    }
  });

  test('every English key of every family has German', () => {
    const missing = FAMILIES.flatMap(([name, english, german]) =>
      Object.keys(english)
        .filter((k) => !Object.prototype.hasOwnProperty.call(german, k))
        .map((k) => `${name}: ${k}`),
    );
    expect(missing).toEqual([]);
  });
});
